//! Failed attempts per throttle key (sign-ins, one-time-code requests), shared by every server
//! on the database. The rules are `auth::throttle`'s.

use chrono::{DateTime, Utc};

use super::sql::{params, OptionalExtension};
use super::{from_text, Conn, Tx};
use crate::error::Result;

/// The key's failures and when the last one was, when it has any.
pub fn get(conn: &Conn, key: &str) -> Result<Option<(i64, DateTime<Utc>)>> {
    Ok(conn
        .sql()
        .query_row("SELECT failures, last_failure FROM throttle_failures WHERE key = ?1", [key], |r| {
            Ok((r.get(0)?, from_text(&r.get::<String>(1)?)?))
        })
        .optional()?)
}

pub fn set(tx: &Tx, key: &str, failures: i64, last_failure: &str) -> Result<()> {
    tx.sql().execute(
        "INSERT INTO throttle_failures (key, failures, last_failure) VALUES (?1, ?2, ?3)
         ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure = excluded.last_failure",
        params![key, failures, last_failure],
    )?;
    Ok(())
}

/// Forgets the key's failures (it succeeded).
pub fn clear(tx: &Tx, key: &str) -> Result<()> {
    tx.sql().execute("DELETE FROM throttle_failures WHERE key = ?1", [key])?;
    Ok(())
}

/// Forgets every key whose last failure was before `before`; answers how many.
pub fn forget_before(tx: &Tx, before: &str) -> Result<usize> {
    Ok(tx.sql().execute("DELETE FROM throttle_failures WHERE last_failure < ?1", [before])?)
}
