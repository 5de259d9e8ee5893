//! `Idempotency-Key`: the first answer to each key of each account, to answer a retry with.

use super::sql::{params, OptionalExtension};

use super::{from_text, Conn, Tx};
use crate::error::Result;

/// A key's record: the request it was first used with and, once that was answered, the answer.
#[derive(Debug, Clone)]
pub struct KeyRow {
    pub request_hash: String,
    /// `None` while the first request is being answered.
    pub answer: Option<Answer>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// A success answer as it went out.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    pub content_type: String,
    pub body: Vec<u8>,
}

pub fn get(conn: &Conn, account_id: &str, key: &str) -> Result<Option<KeyRow>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT request_hash, status, content_type, body, created_at FROM idempotency_keys
             WHERE account_id = ?1 AND key = ?2",
            [account_id, key],
            |r| {
                let status: Option<u16> = r.get(1)?;
                let answer = match status {
                    Some(status) => Some(Answer { status, content_type: r.get(2)?, body: r.get(3)? }),
                    None => None,
                };
                Ok(KeyRow { request_hash: r.get(0)?, answer, created_at: from_text(&r.get::<String>(4)?)? })
            },
        )
        .optional()?)
}

/// Records that the request `claim` answers this key (replacing an expired or abandoned record).
pub fn claim(tx: &Tx, account_id: &str, key: &str, request_hash: &str, claim: &str, now: &str) -> Result<()> {
    tx.sql().execute(
        "INSERT INTO idempotency_keys (account_id, key, request_hash, claim, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (account_id, key) DO UPDATE SET request_hash = excluded.request_hash, claim = excluded.claim,
             status = NULL, content_type = NULL, body = NULL, created_at = excluded.created_at",
        params![account_id, key, request_hash, claim, now],
    )?;
    Ok(())
}

/// Records the answer, if the key is still `claim`'s.
pub fn complete(tx: &Tx, account_id: &str, key: &str, claim: &str, answer: &Answer) -> Result<()> {
    tx.sql().execute(
        "UPDATE idempotency_keys SET status = ?4, content_type = ?5, body = ?6
         WHERE account_id = ?1 AND key = ?2 AND claim = ?3",
        params![account_id, key, claim, answer.status, answer.content_type, answer.body],
    )?;
    Ok(())
}

/// Forgets a key whose request was not answered with a success, so that a retry runs anew;
/// only while the key is still `claim`'s.
pub fn release(tx: &Tx, account_id: &str, key: &str, claim: &str) -> Result<()> {
    tx.sql().execute(
        "DELETE FROM idempotency_keys WHERE account_id = ?1 AND key = ?2 AND claim = ?3",
        [account_id, key, claim],
    )?;
    Ok(())
}

/// Forgets the account's keys recorded before `before`.
pub fn expire(tx: &Tx, account_id: &str, before: &str) -> Result<()> {
    tx.sql().execute("DELETE FROM idempotency_keys WHERE account_id = ?1 AND created_at < ?2", [account_id, before])?;
    Ok(())
}
