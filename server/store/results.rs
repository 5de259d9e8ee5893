//! Results of runs: one per case of a run, with the healing proposal the runner attached to it
//! (at most one per result) and the decision taken on it.

use super::sql::{params, OptionalExtension, Row, SqlResult};
use testdeck_api::models;

use super::{from_text, parsed, Conn, Tx};
use crate::domain::{healing::Proposal, time::to_text};
use crate::error::Result;

#[derive(Debug, Clone)]
pub struct ResultRow {
    pub id: String,
    pub test_run_id: String,
    pub test_case_id: String,
    pub test_case_name: String,
    pub environment_id: String,
    pub status: models::ResultStatus,
    pub steps: String,
    pub duration_ms: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// JSON of the API's `ResultOutput`: what a test framework reported (imported results).
    pub output: Option<String>,
}

/// The healing proposal of a result. The field it changes is stored as its text form.
#[derive(Debug, Clone)]
pub struct HealingRow {
    pub id: String,
    pub result_id: String,
    pub step_index: i64,
    pub proposal: Proposal,
    pub state: models::HealingProposalState,
    pub decided_by: Option<String>,
    pub decided_at: Option<chrono::DateTime<chrono::Utc>>,
}

const RESULT_COLUMNS: &str =
    "x.id, x.test_run_id, x.test_case_id, x.test_case_name, x.environment_id, x.status, x.steps, \
     x.duration_ms, x.created_at, x.output";

/// Writes a case's result, replacing an earlier one of the same run (a reported verdict).
pub fn upsert(conn: &Tx, x: &ResultRow) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO test_results (id, test_run_id, test_case_id, test_case_name, environment_id, status, steps,
                                   duration_ms, created_at, output)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (test_run_id, test_case_id) DO UPDATE SET status = excluded.status, steps = excluded.steps",
        params![
            x.id,
            x.test_run_id,
            x.test_case_id,
            x.test_case_name,
            x.environment_id,
            x.status.to_string(),
            x.steps,
            x.duration_ms,
            to_text(x.created_at),
            x.output
        ],
    )?;
    Ok(())
}

pub fn of_case(conn: &Conn, run_id: &str, case_id: &str) -> Result<Option<ResultRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {RESULT_COLUMNS} FROM test_results x WHERE x.test_run_id = ?1 AND x.test_case_id = ?2"),
            [run_id, case_id],
            result_row,
        )
        .optional()?)
}

pub fn get(conn: &Conn, id: &str) -> Result<Option<ResultRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {RESULT_COLUMNS} FROM test_results x WHERE x.id = ?1"), [id], result_row)
        .optional()?)
}

pub fn of_run(conn: &Conn, run_id: &str) -> Result<Vec<ResultRow>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {RESULT_COLUMNS} FROM test_results x JOIN test_run_cases c
           ON c.test_run_id = x.test_run_id AND c.test_case_id = x.test_case_id
         WHERE x.test_run_id = ?1 ORDER BY c.position"
    ))?;
    let rows = stmt.query_map([run_id], result_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// A result of a case, if the caller can see its run.
pub fn get_visible(conn: &Conn, account_id: &str, case_id: &str, result_id: &str) -> Result<Option<ResultRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!(
                "SELECT {RESULT_COLUMNS} FROM test_results x JOIN test_runs r ON r.id = x.test_run_id
                 JOIN projects p ON p.id = r.project_id
                 JOIN team_members m ON m.team_id = p.team_id AND m.account_id = ?1
                 WHERE x.id = ?2 AND x.test_case_id = ?3"
            ),
            [account_id, result_id, case_id],
            result_row,
        )
        .optional()?)
}

/// The latest results of a case in an environment, newest first (results of one millisecond
/// in the order written).
pub fn history(conn: &Conn, case_id: &str, environment_id: &str, limit: i64) -> Result<Vec<ResultRow>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {RESULT_COLUMNS} FROM test_results x WHERE x.test_case_id = ?1 AND x.environment_id = ?2
         ORDER BY x.created_at DESC, x.rowid DESC LIMIT CAST(?3 AS BIGINT)"
    ))?;
    let rows = stmt.query_map(params![case_id, environment_id, limit], result_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// The statuses that judge whether a case was flaky as of `x`: its latest results in `x`'s
/// environment up to and including `x` (skipped ones left out), at most the project's
/// `flaky_window` of them, newest first.
pub fn verdicts_up_to(conn: &Conn, x: &ResultRow) -> Result<Vec<models::ResultStatus>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT x.status FROM test_results x
         WHERE x.test_case_id = ?1 AND x.environment_id = ?2 AND x.status <> 'skipped'
           AND (x.created_at < ?3 OR (x.created_at = ?3 AND x.rowid <= (SELECT rowid FROM test_results WHERE id = ?4)))
         ORDER BY x.created_at DESC, x.rowid DESC
         LIMIT (SELECT p.flaky_window FROM test_runs r JOIN projects p ON p.id = r.project_id WHERE r.id = ?5)",
    )?;
    let statuses = stmt
        .query_map(params![x.test_case_id, x.environment_id, to_text(x.created_at), x.id, x.test_run_id], |r| {
            parsed(r, 0)
        })?
        .collect::<SqlResult<_>>()?;
    Ok(statuses)
}

pub fn insert_healing(conn: &Tx, h: &HealingRow) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO healing_proposals (id, result_id, step_index, field, from_value, to_value, reason, state)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (result_id) DO NOTHING",
        params![
            h.id,
            h.result_id,
            h.step_index,
            h.proposal.field.to_string(),
            h.proposal.from,
            h.proposal.to,
            h.proposal.reason,
            h.state.to_string()
        ],
    )?;
    Ok(())
}

/// The project's results whose healing proposal awaits a decision, newest first, at most `limit`.
pub fn awaiting_healing(conn: &Conn, project_id: &str, limit: i64) -> Result<Vec<ResultRow>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {RESULT_COLUMNS} FROM healing_proposals h
         JOIN test_results x ON x.id = h.result_id JOIN test_runs r ON r.id = x.test_run_id
         WHERE r.project_id = ?1 AND h.state = 'proposed'
         ORDER BY x.created_at DESC, x.rowid DESC LIMIT CAST(?2 AS BIGINT)"
    ))?;
    let rows = stmt.query_map(params![project_id, limit], result_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

pub fn healing_of(conn: &Conn, result_id: &str) -> Result<Option<HealingRow>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT id, result_id, step_index, field, from_value, to_value, reason, state, decided_by, decided_at
             FROM healing_proposals WHERE result_id = ?1",
            [result_id],
            |r| {
                Ok(HealingRow {
                    id: r.get(0)?,
                    result_id: r.get(1)?,
                    step_index: r.get(2)?,
                    proposal: Proposal { field: parsed(r, 3)?, from: r.get(4)?, to: r.get(5)?, reason: r.get(6)? },
                    state: parsed(r, 7)?,
                    decided_by: r.get(8)?,
                    decided_at: r.get::<Option<String>>(9)?.map(|t| from_text(&t)).transpose()?,
                })
            },
        )
        .optional()?)
}

pub fn decide_healing(
    conn: &Tx,
    id: &str,
    state: models::HealingProposalState,
    decided_by: &str,
    now: &str,
) -> Result<()> {
    conn.sql().execute(
        "UPDATE healing_proposals SET state = ?2, decided_by = ?3, decided_at = ?4 WHERE id = ?1",
        params![id, state.to_string(), decided_by, now],
    )?;
    Ok(())
}

fn result_row(r: &Row) -> SqlResult<ResultRow> {
    Ok(ResultRow {
        id: r.get(0)?,
        test_run_id: r.get(1)?,
        test_case_id: r.get(2)?,
        test_case_name: r.get(3)?,
        environment_id: r.get(4)?,
        status: parsed(r, 5)?,
        steps: r.get(6)?,
        duration_ms: r.get(7)?,
        created_at: from_text(&r.get::<String>(8)?)?,
        output: r.get(9)?,
    })
}
