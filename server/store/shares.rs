//! Public shares of runs and results: only the sha256 of a share token is kept, and a target
//! (`kind`, `target_id`) has at most one share at a time.

use super::sql::{params, OptionalExtension};

use super::{Conn, Tx};

use crate::error::Result;

/// What a share shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Run,
    Result,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Run => "run",
            Kind::Result => "result",
        }
    }
}

pub struct NewShare<'a> {
    pub kind: Kind,
    pub target_id: &'a str,
    pub test_run_id: &'a str,
    pub token_hash: &'a str,
    pub created_by: &'a str,
    pub now: &'a str,
}

/// Shares the target under a new token; an earlier token of the same target stops working.
pub fn replace(conn: &Tx, s: &NewShare) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO shares (kind, target_id, test_run_id, token_hash, created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (kind, target_id) DO UPDATE SET token_hash = excluded.token_hash,
             created_by = excluded.created_by, created_at = excluded.created_at",
        params![s.kind.as_str(), s.target_id, s.test_run_id, s.token_hash, s.created_by, s.now],
    )?;
    Ok(())
}

/// Revokes the target's share; answers whether there was one.
pub fn delete(conn: &Tx, kind: Kind, target_id: &str) -> Result<bool> {
    let deleted = conn
        .sql()
        .execute("DELETE FROM shares WHERE kind = ?1 AND target_id = ?2", params![kind.as_str(), target_id])?;
    Ok(deleted > 0)
}

/// The id of what a token shares, if the token is live and of this kind.
pub fn target(conn: &Conn, kind: Kind, token_hash: &str) -> Result<Option<String>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT target_id FROM shares WHERE token_hash = ?1 AND kind = ?2",
            params![token_hash, kind.as_str()],
            |r| r.get(0),
        )
        .optional()?)
}
