//! One-time sign-in codes, kept as hashes with an expiry and an attempt counter.

use super::sql::{params, OptionalExtension};

use super::{Conn, Tx};

use crate::error::Result;

pub struct LiveCode {
    pub id: String,
    pub code_hash: String,
    pub attempts: i64,
}

pub fn insert(conn: &Tx, id: &str, email: &str, code_hash: &str, now: &str, expires_at: &str) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO otp_codes (id, email, code_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![id, email, code_hash, now, expires_at],
    )?;
    Ok(())
}

/// The newest unused, unexpired code for the address; asking again replaces older codes.
pub fn latest_live(conn: &Conn, email: &str, now: &str) -> Result<Option<LiveCode>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT id, code_hash, attempts FROM otp_codes
             WHERE email = ?1 AND used_at IS NULL AND expires_at > ?2
             ORDER BY created_at DESC, id DESC LIMIT 1",
            [email, now],
            |r| Ok(LiveCode { id: r.get(0)?, code_hash: r.get(1)?, attempts: r.get(2)? }),
        )
        .optional()?)
}

pub fn count_attempt(conn: &Tx, id: &str) -> Result<()> {
    conn.sql().execute("UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?1", [id])?;
    Ok(())
}

pub fn mark_used(conn: &Tx, id: &str, now: &str) -> Result<()> {
    conn.sql().execute("UPDATE otp_codes SET used_at = ?2 WHERE id = ?1", [id, now])?;
    Ok(())
}
