//! The event log of each run: what its live stream sends, in order, and replays from
//! `Last-Event-ID`. Only `events::Journal` appends to it.

use super::sql::{params, SqlResult};

use super::{Conn, Tx};
use crate::error::Result;

#[derive(Debug, Clone)]
pub struct EventRow {
    pub seq: i64,
    pub name: String,
    pub data: String,
}

/// Appends an event to the run's log; answers its number.
pub fn append(conn: &Tx, run_id: &str, name: &str, data: &str, now: &str) -> Result<i64> {
    Ok(conn.sql().query_row(
        "INSERT INTO test_run_events (test_run_id, seq, name, data, created_at)
         SELECT ?1, COALESCE(MAX(seq), 0) + 1, ?2, ?3, ?4 FROM test_run_events WHERE test_run_id = ?1
         RETURNING seq",
        params![run_id, name, data, now],
        |r| r.get(0),
    )?)
}

pub fn after(conn: &Conn, run_id: &str, after: i64) -> Result<Vec<EventRow>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT seq, name, data FROM test_run_events WHERE test_run_id = ?1 AND seq > ?2 ORDER BY seq",
    )?;
    let rows = stmt
        .query_map(params![run_id, after], |r| Ok(EventRow { seq: r.get(0)?, name: r.get(1)?, data: r.get(2)? }))?
        .collect::<SqlResult<_>>()?;
    Ok(rows)
}
