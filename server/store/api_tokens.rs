//! Personal API tokens. Only their sha256 is kept; the plaintext exists in one answer only.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{filter::Filter, from_text, Conn, Paging, Tx};

use crate::error::Result;

pub struct ApiTokenRow {
    pub id: String,
    pub name: String,
    pub prefix: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub last_used_at: Option<chrono::DateTime<chrono::Utc>>,
    pub expires_at: Option<chrono::DateTime<chrono::Utc>>,
}

pub struct NewApiToken<'a> {
    pub id: &'a str,
    pub account_id: &'a str,
    pub name: &'a str,
    pub prefix: &'a str,
    pub token_hash: &'a str,
    pub now: &'a str,
    pub expires_at: Option<&'a str>,
}

/// What authentication needs to know of a presented token.
pub struct TokenOwner {
    pub id: String,
    pub account_id: String,
    pub expires_at: Option<String>,
    pub last_used_at: Option<String>,
}

const COLUMNS: &str = "id, name, prefix, created_at, last_used_at, expires_at";

pub fn insert(conn: &Tx, t: &NewApiToken) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO api_tokens (id, account_id, name, prefix, token_hash, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![t.id, t.account_id, t.name, t.prefix, t.token_hash, t.now, t.expires_at],
    )?;
    Ok(())
}

pub fn get(conn: &Conn, account_id: &str, id: &str) -> Result<Option<ApiTokenRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {COLUMNS} FROM api_tokens WHERE id = ?1 AND account_id = ?2 AND revoked_at IS NULL"),
            [id, account_id],
            token_row,
        )
        .optional()?)
}

/// The account's tokens that are not revoked, newest first.
pub fn list(conn: &Conn, account_id: &str, paging: Paging) -> Result<(Vec<ApiTokenRow>, i64)> {
    let mut filter = Filter::new("k.account_id = ?", account_id.to_string());
    filter.clause("k.revoked_at IS NULL", []);
    filter.page(conn, COLUMNS, "api_tokens k", paging, token_row)
}

/// Whether the account had such a live token.
pub fn revoke(conn: &Tx, account_id: &str, id: &str, now: &str) -> Result<bool> {
    let n = conn.sql().execute(
        "UPDATE api_tokens SET revoked_at = ?3 WHERE id = ?1 AND account_id = ?2 AND revoked_at IS NULL",
        [id, account_id, now],
    )?;
    Ok(n > 0)
}

/// The owner of a live (not revoked) token with this hash.
pub fn owner(conn: &Conn, token_hash: &str) -> Result<Option<TokenOwner>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT id, account_id, expires_at, last_used_at FROM api_tokens
             WHERE token_hash = ?1 AND revoked_at IS NULL",
            [token_hash],
            |r| Ok(TokenOwner { id: r.get(0)?, account_id: r.get(1)?, expires_at: r.get(2)?, last_used_at: r.get(3)? }),
        )
        .optional()?)
}

/// Records a use, at most once a minute per token so that busy tokens cost no write per request.
pub fn touch(conn: &Tx, id: &str, now: &str, a_minute_ago: &str) -> Result<()> {
    conn.sql().execute(
        "UPDATE api_tokens SET last_used_at = ?2
         WHERE id = ?1 AND (last_used_at IS NULL OR last_used_at < ?3)",
        [id, now, a_minute_ago],
    )?;
    Ok(())
}

fn token_row(r: &Row) -> SqlResult<ApiTokenRow> {
    let optional_time = |i: usize| -> SqlResult<_> { r.get::<Option<String>>(i)?.map(|t| from_text(&t)).transpose() };
    Ok(ApiTokenRow {
        id: r.get(0)?,
        name: r.get(1)?,
        prefix: r.get(2)?,
        created_at: from_text(&r.get::<String>(3)?)?,
        last_used_at: optional_time(4)?,
        expires_at: optional_time(5)?,
    })
}
