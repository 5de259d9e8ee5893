//! SQLite storage: one function per query, grouped by what they store. Nothing here knows HTTP.
//!
//! Reads and writes run on tokio's blocking pool, never on the async workers. Every write runs
//! in a `BEGIN IMMEDIATE` transaction, so concurrent writers queue on SQLite's lock up front
//! (bounded by `busy_timeout`) instead of failing half-way through.

pub mod accounts;
pub mod api_tokens;
pub mod environments;
pub mod filter;
pub mod imports;
pub mod invitations;
pub mod otp;
pub mod overview;
pub mod projects;
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

use std::{path::Path, time::Duration};

use anyhow::Context as _;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, Transaction, TransactionBehavior};

use crate::error::{Error, Result};

/// Schema versions in order; `PRAGMA user_version` records how many are applied.
const MIGRATIONS: &[&str] = &[
    include_str!("migrations/0001_foundation.sql"),
    include_str!("migrations/0002_test_design.sql"),
    include_str!("migrations/0003_runs.sql"),
    include_str!("migrations/0004_outbound.sql"),
];

#[derive(Clone)]
pub struct Db {
    pool: r2d2::Pool<SqliteConnectionManager>,
}

impl Db {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        let manager = SqliteConnectionManager::file(path).with_init(|c| {
            c.execute_batch("PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000; PRAGMA synchronous = NORMAL;")
        });
        let pool = r2d2::Pool::builder()
            .max_size(8)
            .connection_timeout(Duration::from_secs(30))
            .build(manager)
            .with_context(|| format!("cannot open database {}", path.display()))?;
        let mut conn = pool.get()?;
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        anyhow::ensure!(mode.eq_ignore_ascii_case("wal"), "database refused WAL mode (got {mode})");
        migrate(&mut conn).with_context(|| format!("cannot migrate database {}", path.display()))?;
        Ok(Db { pool })
    }

    /// A connection for unit tests of the store, which run outside a runtime.
    #[cfg(test)]
    pub fn connection(&self) -> r2d2::PooledConnection<SqliteConnectionManager> {
        self.pool.get().expect("a pooled connection")
    }

    /// Runs `f` on a pooled connection, off the async workers.
    pub async fn read<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> Result<T> + Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || {
            let conn = pool.get()?;
            f(&conn)
        })
        .await
        .map_err(Error::internal)?
    }

    /// Runs `f` in one `BEGIN IMMEDIATE` transaction: all of it is written, or none.
    pub async fn write<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction) -> Result<T> + Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || {
            let mut conn = pool.get()?;
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = f(&tx)?;
            tx.commit()?;
            Ok(value)
        })
        .await
        .map_err(Error::internal)?
    }
}

fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    let applied: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let applied = usize::try_from(applied)?;
    anyhow::ensure!(
        applied <= MIGRATIONS.len(),
        "the database has schema version {applied}, newer than this Testdeck ({}); use a newer binary",
        MIGRATIONS.len()
    );
    for (index, sql) in MIGRATIONS.iter().enumerate().skip(applied) {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute_batch(sql).with_context(|| format!("migration {}", index + 1))?;
        tx.pragma_update(None, "user_version", i64::try_from(index + 1)?)?;
        tx.commit()?;
        tracing::info!(version = index + 1, "applied database migration");
    }
    Ok(())
}

/// `LIKE` pattern matching `text` anywhere, with the wildcards in `text` taken literally.
pub fn contains_pattern(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

/// Whether a statement failed on a UNIQUE constraint (a duplicate name, say).
pub fn is_unique_violation(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(e, _)
        if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
            || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY)
}
