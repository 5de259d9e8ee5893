//! Storage: the only module that knows SQL. One function per query, grouped by what they
//! store; nothing here knows HTTP, requests or callers.
//!
//! The surface the rest of the server sees is engine-neutral: [`Db::read`] hands a closure a
//! [`Conn`], [`Db::write`] hands it a [`Tx`] (one transaction: all of it is written, or none),
//! and the functions of the submodules take those, typed filters ([`filter::Scope`],
//! `test_cases::CaseFilter`, `runs::RunFilter`, …), [`Paging`] and typed rows. No caller
//! sees a column name, a clause or an engine type. Functions that write take `&Tx`, so a write
//! outside a transaction does not compile.
//!
//! Two engines serve it ([`Database`]): a SQLite file ([`sqlite`], the default) and a
//! PostgreSQL database several servers can share ([`postgres`]). The query functions are
//! written once, in the SQL both speak ([`sql`]: SQLite's parameter marks, rewritten for
//! PostgreSQL); the few statements that differ ask [`sql::Sql::dialect`]. Migrations are one
//! list with a form per engine ([`migrations`]).
//!
//! Reads run on tokio's blocking pool ([`Db::read`]), but for [`Db::lookup`]: reads of a few
//! rows found by an index (who a token belongs to, one object by id) run on the calling async
//! worker, because handing them to another thread and back cost more than the read (SQLite
//! keeps a connection per thread for them). Every read sees one snapshot (a read
//! transaction), and statements are prepared once per connection and kept: a `LIMIT` is
//! written `LIMIT CAST(? AS BIGINT)`, since SQLite prepares a statement with a bare `LIMIT ?`
//! again each time a new value is bound (its planner reads the value). On SQLite, writes
//! go to one writer thread ([`writer`]), which commits the writes queued at once in one
//! `BEGIN IMMEDIATE` transaction, each in its own savepoint: a write is all-or-nothing on its
//! own, and answered once its group is committed (a write that succeeded still fails if its
//! group cannot be committed); `busy_timeout` bounds waiting for another process (a backup,
//! say). On PostgreSQL each write is a transaction of its own, taken one at a time across
//! every server sharing the database.

pub mod accounts;
pub mod api_tokens;
pub mod attachments;
pub mod audit;
pub mod copy;
pub mod environments;
pub mod filter;
#[cfg(test)]
pub mod fixtures;
pub mod flaky;
pub mod idempotency;
pub mod imports;
pub mod invitations;
pub mod leases;
mod migrations;
pub mod otp;
pub mod overview;
mod postgres;
pub mod projects;
pub mod results;
pub mod run_events;
pub mod runs;
pub mod secrets;
pub mod sessions;
pub mod shares;
pub(crate) mod sql;
mod sqlite;
pub mod suites;
pub mod tags;
pub mod team_chat;
pub mod teams;
pub mod test_accounts;
pub mod test_cases;
pub mod throttle;
mod writer;

use std::{
    ops::Deref,
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use self::sql::{Sql, SqlError, SqlResult};
pub use self::sqlite::backup;

pub use crate::domain::paging::Paging;
use crate::error::{Error, Result};

/// Where the data lives: a SQLite file (the default), or a PostgreSQL database that several
/// servers can share. Written as a path (or `sqlite:PATH`), or a `postgres://` URL.
#[derive(Clone, PartialEq, Eq)]
pub enum Database {
    Sqlite(PathBuf),
    Postgres(String),
}

impl std::str::FromStr for Database {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Self, String> {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            postgres::check_url(text)?;
            return Ok(Database::Postgres(text.to_string()));
        }
        let path = text.strip_prefix("sqlite://").or_else(|| text.strip_prefix("sqlite:")).unwrap_or(text);
        if path.is_empty() {
            return Err("give a SQLite file (./testdeck.db) or a postgres:// URL".into());
        }
        Ok(Database::Sqlite(PathBuf::from(path)))
    }
}

/// Shown in logs and errors: the file, or the URL without its password.
impl std::fmt::Display for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => f.write_str(&postgres::without_password(url)),
        }
    }
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Database({self})")
    }
}

/// A run event committed to a database servers share, as [`Db::listen_run_events`] hears of it.
#[derive(Debug, Clone)]
pub struct Heard {
    pub run_id: String,
    pub seq: i64,
    pub name: String,
}

/// Set once the caller of a [`Db::read`] stops waiting for it.
#[derive(Clone, Default)]
struct Abandoned(Arc<AtomicBool>);

impl Abandoned {
    fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Sets it when dropped: held by the caller's side, dropped with it (and harmlessly after
    /// the read ended).
    fn on_drop(&self) -> impl Drop {
        struct SetOnDrop(Arc<AtomicBool>);
        impl Drop for SetOnDrop {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Relaxed);
            }
        }
        SetOnDrop(self.0.clone())
    }
}

#[derive(Clone)]
pub struct Db {
    engine: Engine,
    waits: Arc<Waits>,
    /// One per pooled connection: reads beyond them wait here, on the async side, rather than
    /// each on a thread of its own waiting for a connection.
    readers: Arc<tokio::sync::Semaphore>,
}

#[derive(Clone)]
enum Engine {
    Sqlite(sqlite::Sqlite),
    Postgres(postgres::Postgres),
}

impl Engine {
    /// Runs `f` in one read transaction on the calling thread; on SQLite, its statements stop
    /// once `abandoned` is set.
    fn read<T>(&self, abandoned: &Abandoned, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        match self {
            Engine::Sqlite(db) => db.read(abandoned, f),
            Engine::Postgres(db) => db.read(f),
        }
    }

    fn into_db(self) -> Db {
        let connections = match &self {
            Engine::Sqlite(_) => sqlite::READ_POOL,
            Engine::Postgres(_) => postgres::POOL,
        };
        Db { engine: self, waits: Arc::default(), readers: Arc::new(tokio::sync::Semaphore::new(connections as usize)) }
    }
}

/// How often, and how long, reads waited for a pooled connection and writes for their turn at
/// the writer. Lookups are not counted (on SQLite they never wait: each thread has its own
/// connection).
#[derive(Default)]
struct Waits {
    count: AtomicU64,
    micros: AtomicU64,
}

impl Db {
    /// Opens the database, creating it if needed (a SQLite file; a PostgreSQL database must
    /// exist), and brings its schema up to date.
    pub async fn connect(database: &Database) -> anyhow::Result<Db> {
        let engine = match database {
            Database::Sqlite(path) => Engine::Sqlite(sqlite::Sqlite::open(path)?),
            Database::Postgres(url) => {
                let url = url.clone();
                let db = tokio::task::spawn_blocking(move || postgres::Postgres::open(&url)).await??;
                Engine::Postgres(db)
            }
        };
        Ok(engine.into_db())
    }

    /// Opens (creating if needed) the SQLite file at `path`.
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        Ok(Engine::Sqlite(sqlite::Sqlite::open(path)?).into_db())
    }

    /// Runs `f` in one read transaction (one snapshot), off the async workers. When the caller
    /// stops waiting (the future is dropped: a client hung up), a SQLite read stops at its next
    /// step instead of holding a connection and a core until it ends on its own (a count over a
    /// million cases takes seconds). PostgreSQL's reads run to their end.
    pub async fn read<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Conn) -> Result<T> + Send + 'static,
    {
        let (engine, waits, asked) = (self.engine.clone(), self.waits.clone(), Instant::now());
        let _connection = self.readers.acquire().await.map_err(Error::internal)?;
        let abandoned = Abandoned::default();
        let _on_drop = abandoned.on_drop();
        tokio::task::spawn_blocking(move || {
            engine.read(&abandoned, |conn| {
                waits.add(asked);
                f(conn)
            })
        })
        .await
        .map_err(Error::internal)?
    }

    /// Runs `f` in one read transaction, blocking the calling thread: for code that runs off
    /// the async workers already (a copy into another database, say).
    pub fn read_blocking<T>(&self, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        self.engine.read(&Abandoned::default(), f)
    }

    /// Runs `f` in one read transaction, for reads that find a few rows through an index (who a
    /// token belongs to, one object by id). SQLite answers right here, on a connection of the
    /// calling thread: handing such a read to another thread and back cost more than the read.
    /// It holds up the async worker for as long as it runs, so anything that may scan (lists,
    /// counts, figures) uses [`Db::read`]. PostgreSQL answers on the blocking pool, each
    /// statement outside a transaction (one round trip each; the statements of a lookup read
    /// one object and what it belongs to, where no snapshot across them is needed).
    pub async fn lookup<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Conn) -> Result<T> + Send + 'static,
    {
        match &self.engine {
            Engine::Sqlite(db) => db.lookup(f),
            Engine::Postgres(db) => {
                let db = db.clone();
                tokio::task::spawn_blocking(move || db.lookup(f)).await.map_err(Error::internal)?
            }
        }
    }

    /// Runs `f` as one transaction: all of it is written, or none; answered once committed.
    /// SQLite commits it with the writes queued beside it (each in its own savepoint).
    pub async fn write<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx) -> Result<T> + Send + 'static,
    {
        let (waits, asked) = (self.waits.clone(), Instant::now());
        let f = move |tx: &Tx| {
            waits.add(asked);
            f(tx)
        };
        match &self.engine {
            Engine::Sqlite(db) => db.write(f).await,
            Engine::Postgres(db) => {
                let db = db.clone();
                tokio::task::spawn_blocking(move || db.write(f)).await.map_err(Error::internal)?
            }
        }
    }

    /// Whether other servers may share the database (PostgreSQL): runs then carry leases, and
    /// their events are heard through [`Db::listen_run_events`].
    pub fn is_shared(&self) -> bool {
        matches!(self.engine, Engine::Postgres(_))
    }

    /// Hears every run event committed by any server sharing the database: `Some(event)` per
    /// event, `None` after (re)connecting, when some may have been missed. `None` on
    /// SQLite, where this server writes every event itself.
    pub fn listen_run_events(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<Option<Heard>>> {
        match &self.engine {
            Engine::Sqlite(_) => None,
            Engine::Postgres(db) => Some(db.listen_run_events()),
        }
    }

    /// How many reads and writes took a connection, and how long they waited for it in all.
    pub fn waits(&self) -> (u64, Duration) {
        let micros = self.waits.micros.load(Ordering::Relaxed);
        (self.waits.count.load(Ordering::Relaxed), Duration::from_micros(micros))
    }

    /// Runs `f` in a transaction of the calling thread, for unit tests outside a runtime.
    #[cfg(test)]
    pub fn write_now<T>(&self, f: impl FnOnce(&Tx) -> Result<T>) -> Result<T> {
        match &self.engine {
            Engine::Sqlite(db) => db.write_now(f),
            Engine::Postgres(db) => db.write(f),
        }
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
    sql: Sql<'a>,
}

impl<'a> Conn<'a> {
    /// The engine's connection, for the store's own queries.
    fn sql(&self) -> Sql<'a> {
        self.sql
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

/// `LIKE` pattern matching `text` anywhere, with the wildcards in `text` taken literally.
fn contains_pattern(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

/// Reads a time the store wrote. A malformed one means the file was edited by hand.
fn from_text(text: &str) -> SqlResult<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&chrono::Utc))
        .map_err(|e| SqlError::convert(0, e))
}

/// Reads a value the store wrote as its text form (a status, a severity).
fn parsed<T: std::str::FromStr<Err = String>>(row: &sql::Row, index: usize) -> SqlResult<T> {
    let text: String = row.get(index)?;
    text.parse().map_err(|e: String| SqlError::convert(index, e))
}

impl From<SqlError> for Error {
    fn from(e: SqlError) -> Self {
        Error::internal(e)
    }
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
