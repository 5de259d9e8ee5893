//! Test runs, the snapshot of the cases they run, their results, healing proposals and event
//! log. A status change and its event are always written in the same transaction.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::filter::Filter;
use crate::domain::time::{from_text, to_text};
use crate::error::Result;

#[derive(Debug, Clone)]
pub struct RunRow {
    pub id: String,
    pub project_id: String,
    pub test_case_id: Option<String>,
    pub test_suite_id: Option<String>,
    pub environment_id: String,
    pub test_account_id: Option<String>,
    pub created_by: String,
    pub status: String,
    pub status_reason: Option<String>,
    pub search_text: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub started_at: Option<chrono::DateTime<chrono::Utc>>,
    pub finished_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// A case as the run took it.
#[derive(Debug, Clone)]
pub struct RunCase {
    pub position: i64,
    pub test_case_id: String,
    pub name: String,
    pub steps: String,
}

#[derive(Debug, Clone)]
pub struct ResultRow {
    pub id: String,
    pub test_run_id: String,
    pub test_case_id: String,
    pub test_case_name: String,
    pub environment_id: String,
    pub status: String,
    pub steps: String,
    pub duration_ms: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Debug, Clone)]
pub struct HealingRow {
    pub id: String,
    pub result_id: String,
    pub step_index: i64,
    pub field: String,
    pub from_value: String,
    pub to_value: String,
    pub reason: String,
    pub state: String,
    pub decided_by: Option<String>,
    pub decided_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Clone)]
pub struct EventRow {
    pub seq: i64,
    pub name: String,
    pub data: String,
}

/// How a project's runs execute.
#[derive(Debug, Clone, Copy)]
pub struct RunSettings {
    pub parallel_cases: i64,
    pub step_timeout_ms: i64,
    pub retries: i64,
    pub follow_redirects: bool,
}

const RUN_COLUMNS: &str = "r.id, r.project_id, r.test_case_id, r.test_suite_id, r.environment_id, r.test_account_id, \
     r.created_by, r.status, r.status_reason, r.search_text, r.created_at, r.started_at, r.finished_at";
const RESULT_COLUMNS: &str =
    "x.id, x.test_run_id, x.test_case_id, x.test_case_name, x.environment_id, x.status, x.steps, \
     x.duration_ms, x.created_at";
/// Runs the caller can see: those of projects of its teams.
const VISIBLE: &str = "FROM test_runs r JOIN projects p ON p.id = r.project_id \
     JOIN team_members m ON m.team_id = p.team_id AND m.account_id = ?";

pub fn insert(conn: &Connection, r: &RunRow, cases: &[RunCase]) -> Result<()> {
    conn.execute(
        "INSERT INTO test_runs (id, project_id, test_case_id, test_suite_id, environment_id, test_account_id,
                                created_by, status, status_reason, search_text, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            r.id,
            r.project_id,
            r.test_case_id,
            r.test_suite_id,
            r.environment_id,
            r.test_account_id,
            r.created_by,
            r.status,
            r.status_reason,
            r.search_text,
            to_text(r.created_at)
        ],
    )?;
    let mut stmt = conn.prepare_cached(
        "INSERT INTO test_run_cases (test_run_id, position, test_case_id, name, steps) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for c in cases {
        stmt.execute(params![r.id, c.position, c.test_case_id, c.name, c.steps])?;
    }
    Ok(())
}

pub fn get(conn: &Connection, id: &str) -> Result<Option<RunRow>> {
    Ok(conn.query_row(&format!("SELECT {RUN_COLUMNS} FROM test_runs r WHERE r.id = ?1"), [id], run_row).optional()?)
}

/// The run, if the caller is in the team of its project.
pub fn get_visible(conn: &Connection, account_id: &str, id: &str) -> Result<Option<RunRow>> {
    Ok(conn
        .query_row(&format!("SELECT {RUN_COLUMNS} {VISIBLE} WHERE r.id = ?"), [account_id, id], run_row)
        .optional()?)
}

/// Runs matching `filter` (built on alias `r`), newest first, with the total.
pub fn list(conn: &Connection, filter: &Filter, limit: i64, offset: i64) -> Result<(Vec<RunRow>, i64)> {
    filter.page(conn, RUN_COLUMNS, "test_runs r", limit, offset, run_row)
}

/// Runs not yet ended, oldest first (for recovery at start).
pub fn live(conn: &Connection) -> Result<Vec<RunRow>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {RUN_COLUMNS} FROM test_runs r WHERE r.status IN ('pending', 'queued', 'running', 'stopping')
         ORDER BY r.created_at, r.id"
    ))?;
    let rows = stmt.query_map([], run_row)?.collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}

/// Deletes the runs (with their results and events) that ended longer ago than their project's
/// `resultRetentionDays`; answers how many.
pub fn delete_expired(conn: &Connection) -> Result<usize> {
    Ok(conn.execute(
        "DELETE FROM test_runs WHERE id IN (
             SELECT r.id FROM test_runs r JOIN projects p ON p.id = r.project_id
             WHERE r.finished_at IS NOT NULL
               AND r.finished_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || p.result_retention_days || ' days'))",
        [],
    )?)
}

pub fn environment_in_live_run(conn: &Connection, environment_id: &str) -> Result<bool> {
    Ok(conn
        .query_row(
            "SELECT 1 FROM test_runs WHERE environment_id = ?1
             AND status IN ('pending', 'queued', 'running', 'stopping') LIMIT 1",
            [environment_id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

pub fn set_status(conn: &Connection, id: &str, status: &str, reason: Option<&str>, now: &str) -> Result<()> {
    conn.execute(
        "UPDATE test_runs SET status = ?2, status_reason = COALESCE(?3, status_reason),
                started_at = CASE WHEN ?2 = 'running' THEN ?4 ELSE started_at END,
                finished_at = CASE WHEN ?2 IN ('completed', 'failed', 'error', 'stopped') THEN ?4 ELSE finished_at END
         WHERE id = ?1",
        params![id, status, reason, now],
    )?;
    Ok(())
}

pub fn cases(conn: &Connection, run_id: &str) -> Result<Vec<RunCase>> {
    let mut stmt = conn.prepare_cached(
        "SELECT position, test_case_id, name, steps FROM test_run_cases WHERE test_run_id = ?1 ORDER BY position",
    )?;
    let rows = stmt
        .query_map([run_id], |r| {
            Ok(RunCase { position: r.get(0)?, test_case_id: r.get(1)?, name: r.get(2)?, steps: r.get(3)? })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}

pub fn case_ids(conn: &Connection, run_id: &str) -> Result<Vec<String>> {
    Ok(cases(conn, run_id)?.into_iter().map(|c| c.test_case_id).collect())
}

/// Appends an event to the run's log; answers its number.
pub fn append_event(conn: &Connection, run_id: &str, name: &str, data: &str, now: &str) -> Result<i64> {
    let seq: i64 = conn.query_row(
        "SELECT COALESCE(MAX(seq), 0) + 1 FROM test_run_events WHERE test_run_id = ?1",
        [run_id],
        |r| r.get(0),
    )?;
    conn.execute(
        "INSERT INTO test_run_events (test_run_id, seq, name, data, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![run_id, seq, name, data, now],
    )?;
    Ok(seq)
}

pub fn events_after(conn: &Connection, run_id: &str, after: i64) -> Result<Vec<EventRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, name, data FROM test_run_events WHERE test_run_id = ?1 AND seq > ?2 ORDER BY seq",
    )?;
    let rows = stmt
        .query_map(params![run_id, after], |r| Ok(EventRow { seq: r.get(0)?, name: r.get(1)?, data: r.get(2)? }))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}

/// Writes a case's result, replacing an earlier one of the same run (a reported verdict).
pub fn upsert_result(conn: &Connection, x: &ResultRow) -> Result<()> {
    conn.execute(
        "INSERT INTO test_results (id, test_run_id, test_case_id, test_case_name, environment_id, status, steps,
                                   duration_ms, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (test_run_id, test_case_id) DO UPDATE SET status = excluded.status, steps = excluded.steps",
        params![
            x.id,
            x.test_run_id,
            x.test_case_id,
            x.test_case_name,
            x.environment_id,
            x.status,
            x.steps,
            x.duration_ms,
            to_text(x.created_at)
        ],
    )?;
    Ok(())
}

pub fn result_of_case(conn: &Connection, run_id: &str, case_id: &str) -> Result<Option<ResultRow>> {
    Ok(conn
        .query_row(
            &format!("SELECT {RESULT_COLUMNS} FROM test_results x WHERE x.test_run_id = ?1 AND x.test_case_id = ?2"),
            [run_id, case_id],
            result_row,
        )
        .optional()?)
}

pub fn result(conn: &Connection, id: &str) -> Result<Option<ResultRow>> {
    Ok(conn
        .query_row(&format!("SELECT {RESULT_COLUMNS} FROM test_results x WHERE x.id = ?1"), [id], result_row)
        .optional()?)
}

pub fn results_of_run(conn: &Connection, run_id: &str) -> Result<Vec<ResultRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {RESULT_COLUMNS} FROM test_results x JOIN test_run_cases c
           ON c.test_run_id = x.test_run_id AND c.test_case_id = x.test_case_id
         WHERE x.test_run_id = ?1 ORDER BY c.position"
    ))?;
    let rows = stmt.query_map([run_id], result_row)?.collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}

/// A result of a case, if the caller can see its run.
pub fn result_visible(
    conn: &Connection,
    account_id: &str,
    case_id: &str,
    result_id: &str,
) -> Result<Option<ResultRow>> {
    Ok(conn
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

/// Results of a case in an environment, newest first.
pub fn results_history(conn: &Connection, case_id: &str, environment_id: &str, limit: i64) -> Result<Vec<ResultRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {RESULT_COLUMNS} FROM test_results x WHERE x.test_case_id = ?1 AND x.environment_id = ?2
         ORDER BY x.created_at DESC, x.id DESC LIMIT ?3"
    ))?;
    let rows = stmt.query_map(params![case_id, environment_id, limit], result_row)?.collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}

/// Counts of results by status: (passed, failed, error, skipped).
pub fn result_counts(conn: &Connection, run_id: &str) -> Result<(i64, i64, i64, i64)> {
    Ok(conn.query_row(
        "SELECT COALESCE(SUM(status = 'passed'), 0), COALESCE(SUM(status = 'failed'), 0),
                COALESCE(SUM(status = 'error'), 0), COALESCE(SUM(status = 'skipped'), 0)
         FROM test_results WHERE test_run_id = ?1",
        [run_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?)
}

pub fn insert_healing(conn: &Connection, h: &HealingRow) -> Result<()> {
    conn.execute(
        "INSERT INTO healing_proposals (id, result_id, step_index, field, from_value, to_value, reason, state)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (result_id) DO NOTHING",
        params![h.id, h.result_id, h.step_index, h.field, h.from_value, h.to_value, h.reason, h.state],
    )?;
    Ok(())
}

pub fn healing_of(conn: &Connection, result_id: &str) -> Result<Option<HealingRow>> {
    Ok(conn
        .query_row(
            "SELECT id, result_id, step_index, field, from_value, to_value, reason, state, decided_by, decided_at
             FROM healing_proposals WHERE result_id = ?1",
            [result_id],
            |r| {
                Ok(HealingRow {
                    id: r.get(0)?,
                    result_id: r.get(1)?,
                    step_index: r.get(2)?,
                    field: r.get(3)?,
                    from_value: r.get(4)?,
                    to_value: r.get(5)?,
                    reason: r.get(6)?,
                    state: r.get(7)?,
                    decided_by: r.get(8)?,
                    decided_at: r.get::<_, Option<String>>(9)?.map(|t| from_text(&t)).transpose()?,
                })
            },
        )
        .optional()?)
}

pub fn decide_healing(conn: &Connection, id: &str, state: &str, decided_by: &str, now: &str) -> Result<()> {
    conn.execute(
        "UPDATE healing_proposals SET state = ?2, decided_by = ?3, decided_at = ?4 WHERE id = ?1",
        params![id, state, decided_by, now],
    )?;
    Ok(())
}

pub fn settings(conn: &Connection, project_id: &str) -> Result<RunSettings> {
    Ok(conn.query_row(
        "SELECT run_parallel_cases, run_step_timeout_ms, run_retries, run_follow_redirects FROM projects WHERE id = ?1",
        [project_id],
        |r| {
            Ok(RunSettings {
                parallel_cases: r.get(0)?,
                step_timeout_ms: r.get(1)?,
                retries: r.get(2)?,
                follow_redirects: r.get(3)?,
            })
        },
    )?)
}

pub fn update_settings(conn: &Connection, project_id: &str, s: &RunSettings) -> Result<()> {
    conn.execute(
        "UPDATE projects SET run_parallel_cases = ?2, run_step_timeout_ms = ?3, run_retries = ?4,
                run_follow_redirects = ?5 WHERE id = ?1",
        params![project_id, s.parallel_cases, s.step_timeout_ms, s.retries, s.follow_redirects],
    )?;
    Ok(())
}

fn run_row(r: &Row) -> rusqlite::Result<RunRow> {
    let time = |i: usize| -> rusqlite::Result<_> { r.get::<_, Option<String>>(i)?.map(|t| from_text(&t)).transpose() };
    Ok(RunRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        test_case_id: r.get(2)?,
        test_suite_id: r.get(3)?,
        environment_id: r.get(4)?,
        test_account_id: r.get(5)?,
        created_by: r.get(6)?,
        status: r.get(7)?,
        status_reason: r.get(8)?,
        search_text: r.get(9)?,
        created_at: from_text(&r.get::<_, String>(10)?)?,
        started_at: time(11)?,
        finished_at: time(12)?,
    })
}

fn result_row(r: &Row) -> rusqlite::Result<ResultRow> {
    Ok(ResultRow {
        id: r.get(0)?,
        test_run_id: r.get(1)?,
        test_case_id: r.get(2)?,
        test_case_name: r.get(3)?,
        environment_id: r.get(4)?,
        status: r.get(5)?,
        steps: r.get(6)?,
        duration_ms: r.get(7)?,
        created_at: from_text(&r.get::<_, String>(8)?)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::time;

    #[test]
    fn runs_past_their_projects_retention_are_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let db = crate::store::Db::open(&dir.path().join("t.db")).unwrap();
        let conn = db.connection();
        let now = time::now();
        conn.execute_batch(&format!(
            "INSERT INTO organizations VALUES ('o', 'O', '{t}');
             INSERT INTO accounts VALUES ('a', 'o', 'a@x', 'A', 'h', 'owner', '{t}');
             INSERT INTO teams VALUES ('t', 'o', 'T', 't', '{t}');
             INSERT INTO projects (id, team_id, name, created_by, created_at, updated_at, result_retention_days)
                 VALUES ('p', 't', 'P', 'a', '{t}', '{t}', 1);",
            t = time::to_text(now)
        ))
        .unwrap();
        for (id, finished) in [("old", Some(now - chrono::Duration::days(2))), ("young", Some(now)), ("live", None)] {
            conn.execute(
                "INSERT INTO test_runs (id, project_id, environment_id, created_by, status, search_text, created_at, finished_at)
                 VALUES (?1, 'p', 'e', 'a', 'completed', '', ?2, ?3)",
                params![id, time::to_text(now - chrono::Duration::days(3)), finished.map(time::to_text)],
            )
            .unwrap();
        }
        assert_eq!(delete_expired(&conn).unwrap(), 1);
        assert!(get(&conn, "old").unwrap().is_none());
        assert!(get(&conn, "young").unwrap().is_some() && get(&conn, "live").unwrap().is_some());
    }
}
