//! Refresh tokens. A sign-in starts a family (the session); each refresh spends one token and
//! adds the next. A spent token presented again means it leaked: the whole family is revoked.

use super::sql::{params, OptionalExtension};

use super::{Conn, Tx};

use crate::error::Result;

pub struct RefreshToken {
    pub id: String,
    pub family_id: String,
    pub account_id: String,
    pub expires_at: String,
    pub spent: bool,
    pub revoked: bool,
}

pub struct NewRefreshToken<'a> {
    pub id: &'a str,
    pub family_id: &'a str,
    pub account_id: &'a str,
    pub token_hash: &'a str,
    pub now: &'a str,
    pub expires_at: &'a str,
}

pub fn insert(conn: &Tx, t: &NewRefreshToken) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO refresh_tokens (id, family_id, account_id, token_hash, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![t.id, t.family_id, t.account_id, t.token_hash, t.now, t.expires_at],
    )?;
    Ok(())
}

pub fn find(conn: &Conn, token_hash: &str) -> Result<Option<RefreshToken>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT id, family_id, account_id, expires_at, spent_at IS NOT NULL, revoked_at IS NOT NULL
             FROM refresh_tokens WHERE token_hash = ?1",
            [token_hash],
            |r| {
                Ok(RefreshToken {
                    id: r.get(0)?,
                    family_id: r.get(1)?,
                    account_id: r.get(2)?,
                    expires_at: r.get(3)?,
                    spent: r.get(4)?,
                    revoked: r.get(5)?,
                })
            },
        )
        .optional()?)
}

pub fn spend(conn: &Tx, id: &str, now: &str) -> Result<()> {
    conn.sql().execute("UPDATE refresh_tokens SET spent_at = ?2 WHERE id = ?1", [id, now])?;
    Ok(())
}

pub fn revoke_family(conn: &Tx, family_id: &str, now: &str) -> Result<()> {
    conn.sql().execute(
        "UPDATE refresh_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL",
        [family_id, now],
    )?;
    Ok(())
}

/// Whether the session an access token belongs to is still open.
pub fn family_active(conn: &Conn, family_id: &str, account_id: &str) -> Result<bool> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT 1 FROM refresh_tokens WHERE family_id = ?1 AND account_id = ?2 AND revoked_at IS NULL LIMIT 1",
            [family_id, account_id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}
