//! Storage: the only module that knows SQL. One function per query, grouped by what they
//! store; nothing here knows HTTP, requests or callers.
//!
//! The surface the rest of the server sees is engine-neutral: [`Db::read`] hands a closure a
//! [`Conn`], [`Db::write`] hands it a [`Tx`] (one transaction: all of it is written, or none),
//! and the functions of the submodules take those, typed filters ([`filter::Scope`],
//! `test_cases::CaseFilter`, `runs::RunFilter`, …), [`Paging`] and typed rows. No caller
//! sees a column name, a clause or an engine type, so a second engine (PostgreSQL) is a
//! second implementation behind `Conn`/`Tx` and these functions, with nothing to change above.
//! Functions that write take `&Tx`, so a write outside a transaction does not compile.
//!
//! Reads run on tokio's blocking pool ([`Db::read`]), but for [`Db::lookup`]: reads of a few
//! rows found by an index (who a token belongs to, one object by id) run on the calling async
//! worker, on a connection of that thread, because handing them to another thread and back
//! cost more than the read. (A networked engine would serve `lookup` from its pool instead.) Every read sees one snapshot (a read transaction), and statements are prepared
//! once per connection and kept ([`Sql`]). Writes go to one writer thread ([`writer`]), which
//! commits the writes queued at once in one `BEGIN IMMEDIATE` transaction, each in its own
//! savepoint: a write is all-or-nothing on its own, and answered once its group is committed
//! (a write that succeeded still fails if its group cannot be committed).
//! `busy_timeout` bounds waiting for another process (a backup, say).

pub mod accounts;
pub mod api_tokens;
pub mod attachments;
pub mod audit;
pub mod environments;
pub mod filter;
#[cfg(test)]
pub mod fixtures;
pub mod flaky;
pub mod idempotency;
pub mod imports;
pub mod invitations;
mod migrations;
pub mod otp;
pub mod overview;
pub mod projects;
pub mod results;
pub mod run_events;
pub mod runs;
pub mod secrets;
pub mod sessions;
pub mod shares;
pub mod suites;
pub mod tags;
pub mod team_chat;
pub mod teams;
pub mod test_accounts;
pub mod test_cases;
mod writer;

use std::{
    ops::Deref,
    path::Path,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use std::cell::RefCell;
use std::path::PathBuf;

use anyhow::Context as _;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{CachedStatement, Connection, OpenFlags, Params, Row, TransactionBehavior};
use thread_local::ThreadLocal;

pub use crate::domain::paging::Paging;
use crate::error::{Error, Result};

#[derive(Clone)]
pub struct Db {
    pool: r2d2::Pool<SqliteConnectionManager>,
    /// The one thread that writes, committing queued writes in groups ([`writer`]).
    writer: writer::Writer,
    waits: Arc<Waits>,
    /// The file, for the connections of [`Db::lookup`]: one per thread that looks something up.
    path: PathBuf,
    lookups: Arc<ThreadLocal<RefCell<Connection>>>,
}

/// Statements each connection keeps prepared: the store's queries, and the variants its
/// filters build, fit.
const STATEMENT_CACHE: usize = 256;
const PRAGMAS: &str = "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000; PRAGMA synchronous = NORMAL;";

fn prepare_connection(c: &mut Connection) -> rusqlite::Result<()> {
    c.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    c.execute_batch(PRAGMAS)
}

/// How often, and how long, reads waited for a pooled connection and writes for their turn at
/// the writer. Lookups never wait: each thread has its own connection.
#[derive(Default)]
struct Waits {
    count: AtomicU64,
    micros: AtomicU64,
}

impl Db {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        create_private(path)?;
        let manager = SqliteConnectionManager::file(path).with_init(prepare_connection);
        let pool = r2d2::Pool::builder()
            .max_size(8)
            .connection_timeout(Duration::from_secs(30))
            .build(manager)
            .with_context(|| format!("cannot open database {}", path.display()))?;
        let mut conn = pool.get()?;
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        anyhow::ensure!(mode.eq_ignore_ascii_case("wal"), "database refused WAL mode (got {mode})");
        migrations::migrate(&mut conn).with_context(|| format!("cannot migrate database {}", path.display()))?;
        let mut write_conn =
            Connection::open(path).with_context(|| format!("cannot open database {}", path.display()))?;
        prepare_connection(&mut write_conn)?;
        let writer = writer::Writer::start(write_conn).context("cannot start the database writer")?;
        Ok(Db { pool, writer, waits: Arc::default(), path: path.to_path_buf(), lookups: Arc::default() })
    }

    /// Runs `f` on a pooled connection, off the async workers.
    pub async fn read<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Conn) -> Result<T> + Send + 'static,
    {
        let (pool, waits, asked) = (self.pool.clone(), self.waits.clone(), Instant::now());
        tokio::task::spawn_blocking(move || {
            let mut conn = pool.get()?;
            waits.add(asked);
            let snapshot = conn.transaction_with_behavior(TransactionBehavior::Deferred)?;
            f(&Conn { sqlite: &snapshot })
        })
        .await
        .map_err(Error::internal)?
    }

    /// Runs `f` right here, on a connection of the calling thread, in one read transaction.
    /// Only for reads that find a few rows through an index: it holds up the async worker that
    /// calls it for as long as it runs. Anything that may scan (lists, counts, figures) uses
    /// [`Db::read`].
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
        let mut conn = cell.try_borrow_mut().map_err(|_| Error::internal(anyhow::anyhow!("nested Db::lookup")))?;
        let snapshot = conn.transaction_with_behavior(TransactionBehavior::Deferred)?;
        f(&Conn { sqlite: &snapshot })
    }

    /// Runs `f` as one transaction: all of it is written, or none. It is committed with the
    /// writes queued beside it (each in its own savepoint), and answered once committed.
    pub async fn write<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx) -> Result<T> + Send + 'static,
    {
        let (waits, asked) = (self.waits.clone(), Instant::now());
        self.writer
            .write(move |tx| {
                waits.add(asked);
                f(tx)
            })
            .await
    }

    /// How many reads and writes took a connection, and how long they waited for it in all.
    pub fn waits(&self) -> (u64, Duration) {
        let micros = self.waits.micros.load(Ordering::Relaxed);
        (self.waits.count.load(Ordering::Relaxed), Duration::from_micros(micros))
    }

    /// Runs `f` on a connection of the calling thread, for unit tests outside a runtime.
    #[cfg(test)]
    pub fn read_now<T>(&self, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        let conn = self.pool.get()?;
        f(&Conn { sqlite: &conn })
    }

    /// Runs `f` in a transaction of the calling thread, for unit tests outside a runtime.
    #[cfg(test)]
    pub fn write_now<T>(&self, f: impl FnOnce(&Tx) -> Result<T>) -> Result<T> {
        let mut conn = self.pool.get()?;
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let value = f(&Tx { conn: Conn { sqlite: &tx } })?;
        tx.commit()?;
        Ok(value)
    }
}

impl Waits {
    fn add(&self, asked: Instant) {
        let micros = u64::try_from(asked.elapsed().as_micros()).unwrap_or(u64::MAX);
        self.count.fetch_add(1, Ordering::Relaxed);
        self.micros.fetch_add(micros, Ordering::Relaxed);
    }
}

/// What a read sees: a connection of the pool, or the inside of a write transaction.
pub struct Conn<'a> {
    sqlite: &'a Connection,
}

impl Conn<'_> {
    /// The engine's connection, for the store's own queries.
    fn sql(&self) -> Sql<'_> {
        Sql(self.sqlite)
    }
}

/// A connection whose statements are prepared once and kept (`execute`, `query_row`,
/// `prepare_cached`): SQLite's parser and planner took a tenth of a request's time when every
/// call prepared its statement again.
struct Sql<'a>(&'a Connection);

impl<'a> Sql<'a> {
    /// For statements whose text varies (an `IN` list as long as its values): not kept.
    fn prepare(&self, sql: &str) -> rusqlite::Result<rusqlite::Statement<'a>> {
        self.0.prepare(sql)
    }

    fn prepare_cached(&self, sql: &str) -> rusqlite::Result<CachedStatement<'a>> {
        self.0.prepare_cached(sql)
    }

    fn execute<P: Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.0.prepare_cached(sql)?.execute(params)
    }

    fn query_row<T, P: Params, F: FnOnce(&Row<'_>) -> rusqlite::Result<T>>(
        &self,
        sql: &str,
        params: P,
        f: F,
    ) -> rusqlite::Result<T> {
        self.0.prepare_cached(sql)?.query_row(params, f)
    }

    #[cfg(test)]
    fn execute_batch(&self, sql: &str) -> rusqlite::Result<()> {
        self.0.execute_batch(sql)
    }
}

/// The inside of a [`Db::write`] transaction. It reads like a [`Conn`] (it derefs to one); only
/// it can write.
pub struct Tx<'a> {
    conn: Conn<'a>,
}

impl<'a> Deref for Tx<'a> {
    type Target = Conn<'a>;

    fn deref(&self) -> &Conn<'a> {
        &self.conn
    }
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

/// `LIKE` pattern matching `text` anywhere, with the wildcards in `text` taken literally.
fn contains_pattern(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

/// Reads a time the store wrote. A malformed one means the file was edited by hand.
fn from_text(text: &str) -> rusqlite::Result<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&chrono::Utc))
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e)))
}

/// Reads a value the store wrote as its text form (a status, a severity).
fn parsed<T: std::str::FromStr<Err = String>>(row: &rusqlite::Row, index: usize) -> rusqlite::Result<T> {
    let text: String = row.get(index)?;
    text.parse()
        .map_err(|e: String| rusqlite::Error::FromSqlConversionFailure(index, rusqlite::types::Type::Text, e.into()))
}

/// Whether a statement failed on a UNIQUE constraint (a duplicate name, say).
fn is_unique_violation(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(e, _)
        if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
            || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY)
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error::internal(e)
    }
}

impl From<r2d2::Error> for Error {
    fn from(e: r2d2::Error) -> Self {
        Error::internal(e)
    }
}
