//! Leases on live runs: which server executes each, and until when. With several servers on
//! one PostgreSQL database, a server renews the leases of the runs it executes; a run whose
//! lease lapsed (its server stopped), or that no server ever took, is ended by another.

use super::sql::{params, OptionalExtension, SqlResult};
use super::{Conn, Tx};
use crate::error::Result;

const LIVE: &str = "('pending', 'queued', 'running', 'stopping')";

/// Takes the run for `owner` until `until` (stored time texts).
pub fn take(tx: &Tx, run_id: &str, owner: &str, until: &str) -> Result<()> {
    tx.sql().execute(
        "UPDATE test_runs SET lease_owner = ?2, lease_expires_at = ?3 WHERE id = ?1",
        params![run_id, owner, until],
    )?;
    Ok(())
}

/// Renews until `until` the leases of the live runs `owner` holds; answers how many.
pub fn renew(tx: &Tx, owner: &str, until: &str) -> Result<usize> {
    Ok(tx.sql().execute(
        &format!("UPDATE test_runs SET lease_expires_at = ?2 WHERE lease_owner = ?1 AND status IN {LIVE}"),
        params![owner, until],
    )?)
}

/// Who holds the run's lease, and until when, when someone does.
pub fn holder(conn: &Conn, run_id: &str) -> Result<Option<(String, String)>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT lease_owner, lease_expires_at FROM test_runs WHERE id = ?1 AND lease_owner IS NOT NULL",
            [run_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// Live runs no server executes any more, oldest first: their lease lapsed before `now`, or
/// they never had one and were created before `unclaimed_before`.
pub fn lapsed(conn: &Conn, now: &str, unclaimed_before: &str) -> Result<Vec<String>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT id FROM test_runs WHERE status IN {LIVE}
           AND (lease_expires_at < ?1 OR (lease_expires_at IS NULL AND created_at < ?2))
         ORDER BY created_at, id"
    ))?;
    let ids = stmt.query_map(params![now, unclaimed_before], |r| r.get(0))?.collect::<SqlResult<_>>()?;
    Ok(ids)
}
