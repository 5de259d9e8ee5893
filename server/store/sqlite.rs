//! The SQLite engine: one file in WAL mode. Reads run on a pool of connections, or for
//! [`Sqlite::lookup`] on a connection of the calling thread; writes go to the one writer
//! thread ([`super::writer`]).

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, OpenFlags};
use thread_local::ThreadLocal;

use super::sql::Sql;
use super::{migrations, writer, Abandoned, Conn, Tx};
use crate::error::{Error, Result};

#[derive(Clone)]
pub struct Sqlite {
    pool: r2d2::Pool<SqliteConnectionManager>,
    /// The one thread that writes, committing queued writes in groups ([`writer`]).
    writer: writer::Writer,
    /// The file, for the connections of [`Sqlite::lookup`]: one per thread that looks something up.
    path: PathBuf,
    lookups: Arc<ThreadLocal<RefCell<Connection>>>,
}

/// Connections for [`Sqlite::read`].
pub const READ_POOL: u32 = 8;

/// How many virtual machine steps of a read's statement run between two looks at whether its
/// caller stopped waiting: a few microseconds of work.
const PROGRESS_STEPS: std::ffi::c_int = 10_000;

/// Statements each connection keeps prepared: the store's queries, and the variants its
/// filters build, fit.
const STATEMENT_CACHE: usize = 256;
const PRAGMAS: &str = "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000; PRAGMA synchronous = NORMAL;";

fn prepare_connection(c: &mut Connection) -> rusqlite::Result<()> {
    c.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    c.execute_batch(PRAGMAS)
}

impl Sqlite {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> anyhow::Result<Sqlite> {
        create_private(path)?;
        let manager = SqliteConnectionManager::file(path).with_init(prepare_connection);
        let pool = r2d2::Pool::builder()
            .max_size(READ_POOL)
            .connection_timeout(Duration::from_secs(30))
            .build(manager)
            .with_context(|| format!("cannot open database {}", path.display()))?;
        let mut conn = pool.get()?;
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        anyhow::ensure!(mode.eq_ignore_ascii_case("wal"), "database refused WAL mode (got {mode})");
        migrations::migrate_sqlite(&mut conn).with_context(|| format!("cannot migrate database {}", path.display()))?;
        let mut write_conn =
            Connection::open(path).with_context(|| format!("cannot open database {}", path.display()))?;
        prepare_connection(&mut write_conn)?;
        let writer = writer::Writer::start(write_conn).context("cannot start the database writer")?;
        Ok(Sqlite { pool, writer, path: path.to_path_buf(), lookups: Arc::default() })
    }

    /// Runs `f` on a pooled connection, in one read transaction. Once `abandoned` is set, the
    /// statement running fails (SQLite asks a progress handler every few thousand steps).
    pub fn read<T>(&self, abandoned: &Abandoned, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        let conn = self.pool.get()?;
        let abandoned = abandoned.clone();
        conn.progress_handler(PROGRESS_STEPS, Some(move || abandoned.is_set()))?;
        snapshot(&conn, |c| {
            let read = f(c);
            // Off before the transaction ends (its COMMIT must not fail) and the connection
            // serves another read.
            conn.progress_handler(0, None::<fn() -> bool>)?;
            read
        })
    }

    /// Runs `f` on a connection of the calling thread, in one read transaction.
    pub fn lookup<T>(&self, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        // Connections are kept per thread: called from the blocking pool's many short-lived
        // threads, they would pile up. Code that runs there uses `read`.
        let cell = self.lookups.get_or_try(|| -> Result<_> {
            let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
            let mut conn = Connection::open_with_flags(&self.path, flags)?;
            prepare_connection(&mut conn)?;
            // A read in WAL mode is rarely kept waiting; when it is, not for long on a worker.
            conn.busy_timeout(Duration::from_secs(1))?;
            Ok(RefCell::new(conn))
        })?;
        let conn = cell.try_borrow_mut().map_err(|_| Error::internal(anyhow::anyhow!("nested Db::lookup")))?;
        snapshot(&conn, f)
    }

    /// Runs `f` as one transaction, committed with the writes queued beside it.
    pub async fn write<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx) -> Result<T> + Send + 'static,
    {
        self.writer.write(f).await
    }

    /// Runs `f` in a transaction of the calling thread, for unit tests outside a runtime.
    #[cfg(test)]
    pub fn write_now<T>(&self, f: impl FnOnce(&Tx) -> Result<T>) -> Result<T> {
        let mut conn = self.pool.get()?;
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let value = f(&Tx { conn: Conn { sql: Sql::Sqlite(&tx) } })?;
        tx.commit()?;
        Ok(value)
    }
}

/// Runs `f` in one read transaction on `conn`. Its `BEGIN` and `COMMIT` stay prepared like the
/// store's queries (rusqlite's `Transaction` parses them anew each time: a tenth of a lookup).
fn snapshot<T>(conn: &Connection, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
    /// Ends the transaction however `f` ends, so that the connection is ready for the next one.
    struct End<'a>(&'a Connection);
    impl Drop for End<'_> {
        fn drop(&mut self) {
            if !self.0.is_autocommit() {
                let ended = self.0.prepare_cached("COMMIT").and_then(|mut end| end.execute([]));
                if let Err(e) = ended {
                    tracing::warn!(error = %e, "cannot end a read transaction");
                }
            }
        }
    }
    conn.prepare_cached("BEGIN")?.execute([])?;
    let _end = End(conn);
    f(&Conn { sql: Sql::Sqlite(conn) })
}

/// Copies the database at `source` into `destination`, which must not exist, consistently even
/// while a server writes to it (SQLite's `VACUUM INTO` reads one snapshot). The copy is created
/// readable by its owner only, like the database.
pub fn backup(source: &Path, destination: &Path) -> anyhow::Result<()> {
    anyhow::ensure!(source.is_file(), "no database at {}", source.display());
    create_owner_only(destination).with_context(|| {
        format!("cannot create {} (it must not exist yet: choose a new file)", destination.display())
    })?;
    let copied = Connection::open(source)
        .and_then(|conn| conn.execute("VACUUM INTO ?1", [destination.to_string_lossy()]))
        .with_context(|| format!("cannot copy {} to {}", source.display(), destination.display()));
    if copied.is_err() {
        let _ = std::fs::remove_file(destination);
    }
    copied.map(|_| ())
}

/// Creates the database file readable by its owner only, when it does not exist yet: it may hold
/// the server's keys. SQLite gives the `-wal` and `-shm` files the mode of the database file.
fn create_private(path: &Path) -> anyhow::Result<()> {
    match create_owner_only(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            warn_if_readable_by_others(path);
            Ok(())
        }
        Err(e) => Err(e).with_context(|| format!("cannot create database {}", path.display())),
    }
}

/// A new, empty file only its owner may read and write; an error when `path` exists.
fn create_owner_only(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

#[cfg(unix)]
fn warn_if_readable_by_others(path: &Path) {
    use std::os::unix::fs::PermissionsExt as _;
    if let Ok(meta) = std::fs::metadata(path) {
        if meta.permissions().mode() & 0o077 != 0 {
            tracing::warn!(
                database = %path.display(),
                mode = format!("{:o}", meta.permissions().mode() & 0o777),
                "the database file is readable by other users; it may hold the server's keys: chmod 600 it"
            );
        }
    }
}

#[cfg(not(unix))]
fn warn_if_readable_by_others(_: &Path) {}

#[cfg(test)]
mod tests {
    /// A read whose caller stopped waiting stops at its next steps, not when its statement ends
    /// (this one never would).
    #[tokio::test]
    async fn an_abandoned_read_stops_its_statement() {
        let (_dir, db) = crate::store::fixtures::database();
        let (started, mut running) = tokio::sync::oneshot::channel();
        let (ended, outcome) = std::sync::mpsc::channel();
        let read = db.read(move |conn| {
            started.send(()).ok();
            let endless = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n";
            ended.send(conn.sql().query_row(endless, (), |r| r.get::<i64>(0)).map_err(|e| e.to_string())).ok();
            Ok(())
        });
        tokio::select! {
            _ = read => panic!("an endless statement ended"),
            _ = &mut running => {}
        }
        // The read's future is gone, as when a client hangs up.
        let outcome = tokio::task::spawn_blocking(move || outcome.recv_timeout(std::time::Duration::from_secs(120)))
            .await
            .unwrap()
            .expect("the statement stopped");
        assert!(outcome.as_ref().is_err_and(|e| e.contains("interrupted")), "{outcome:?}");
        for _ in 0..2 * super::READ_POOL {
            db.read(|conn| Ok(conn.sql().query_row("SELECT 1", (), |r| r.get::<i64>(0))?)).await.expect("reads go on");
        }
    }
}
