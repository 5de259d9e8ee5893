//! The event log of each run: what its live stream sends, in order, and replays from
//! `Last-Event-ID`. Only `events::Journal` appends to it.

use rusqlite::params;

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
    let seq: i64 = conn.sql().query_row(
        "SELECT COALESCE(MAX(seq), 0) + 1 FROM test_run_events WHERE test_run_id = ?1",
        [run_id],
        |r| r.get(0),
    )?;
    conn.sql().execute(
        "INSERT INTO test_run_events (test_run_id, seq, name, data, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![run_id, seq, name, data, now],
    )?;
    Ok(seq)
}

pub fn after(conn: &Conn, run_id: &str, after: i64) -> Result<Vec<EventRow>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT seq, name, data FROM test_run_events WHERE test_run_id = ?1 AND seq > ?2 ORDER BY seq",
    )?;
    let rows = stmt
        .query_map(params![run_id, after], |r| Ok(EventRow { seq: r.get(0)?, name: r.get(1)?, data: r.get(2)? }))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}
