//! Test runs, the snapshot of the cases they run, their summary and the project's run
//! settings. Results live in `results`, the event log in `run_events`; a status change and
//! its event are written in one transaction by `events::Journal`.

use super::sql::{params, Dialect, OptionalExtension, Row, SqlResult};
use chrono::{DateTime, Utc};
use testdeck_api::models::{self, TestRunStatus};

use super::{
    filter::{Filter, Scope},
    from_text, parsed, Conn, Paging, Tx,
};

use crate::domain::time::to_text;
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
    pub status: TestRunStatus,
    pub status_reason: Option<String>,
    pub search_text: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub started_at: Option<chrono::DateTime<chrono::Utc>>,
    pub finished_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The name an imported run was given.
    pub name: Option<String>,
}

/// A case as the run took it.
#[derive(Debug, Clone)]
pub struct RunCase {
    pub position: i64,
    pub test_case_id: String,
    pub name: String,
    pub steps: String,
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
     r.created_by, r.status, r.status_reason, r.search_text, r.created_at, r.started_at, r.finished_at, r.name";
/// Runs the caller can see: those of projects of its teams.
const VISIBLE: &str = "FROM test_runs r JOIN projects p ON p.id = r.project_id \
     JOIN team_members m ON m.team_id = p.team_id AND m.account_id = ?";

pub fn insert(conn: &Tx, r: &RunRow, cases: &[RunCase]) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO test_runs (id, project_id, test_case_id, test_suite_id, environment_id, test_account_id,
                                created_by, status, status_reason, search_text, created_at, name)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        params![
            r.id,
            r.project_id,
            r.test_case_id,
            r.test_suite_id,
            r.environment_id,
            r.test_account_id,
            r.created_by,
            r.status.to_string(),
            r.status_reason,
            r.search_text,
            to_text(r.created_at),
            r.name
        ],
    )?;
    let mut stmt = conn.sql().prepare_cached(
        "INSERT INTO test_run_cases (test_run_id, position, test_case_id, name, steps) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for c in cases {
        stmt.execute(params![r.id, c.position, c.test_case_id, c.name, c.steps])?;
    }
    Ok(())
}

pub fn get(conn: &Conn, id: &str) -> Result<Option<RunRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {RUN_COLUMNS} FROM test_runs r WHERE r.id = ?1"), [id], run_row)
        .optional()?)
}

/// The run, if the caller is in the team of its project.
pub fn get_visible(conn: &Conn, account_id: &str, id: &str) -> Result<Option<RunRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {RUN_COLUMNS} {VISIBLE} WHERE r.id = ?"), [account_id, id], run_row)
        .optional()?)
}

/// Runs matching `filter` (built on alias `r`), newest first, with the total.
/// What a list of runs can be narrowed by.
#[derive(Debug, Default)]
pub struct RunFilter {
    pub scope: Scope,
    /// Runs that include any of these cases.
    pub test_case_ids: Vec<String>,
    pub test_suite_id: Option<String>,
    pub created_by: Option<String>,
    /// Runs in any of these states (all, when empty).
    pub statuses: Vec<TestRunStatus>,
    /// Free text over the run's searchable text (its name, its cases' names).
    pub search: Option<String>,
    pub created_from: Option<DateTime<Utc>>,
    pub created_until: Option<DateTime<Utc>>,
}

pub fn list(conn: &Conn, project_id: &str, f: &RunFilter, paging: Paging) -> Result<(Vec<RunRow>, i64)> {
    let mut filter = Filter::in_project("r", project_id, &f.scope);
    filter
        .eq("r.test_suite_id", f.test_suite_id.clone())
        .eq("r.created_by", f.created_by.clone())
        .contains(&["r.search_text"], f.search.as_deref());
    if !f.statuses.is_empty() {
        let statuses: Vec<String> = f.statuses.iter().map(ToString::to_string).collect();
        filter.any_of("r.status", Some(&statuses));
    }
    if !f.test_case_ids.is_empty() {
        let marks = vec!["?"; f.test_case_ids.len()].join(", ");
        filter.clause(
            &format!("r.id IN (SELECT test_run_id FROM test_run_cases WHERE test_case_id IN ({marks}))"),
            f.test_case_ids.iter().cloned().map(Into::into),
        );
    }
    if let Some(from) = f.created_from {
        filter.clause("r.created_at >= ?", [to_text(from).into()]);
    }
    if let Some(until) = f.created_until {
        filter.clause("r.created_at <= ?", [to_text(until).into()]);
    }
    filter.page(conn, RUN_COLUMNS, "test_runs r", paging, run_row)
}

/// The organization a run belongs to (through its project's team).
pub fn organization_of(conn: &Conn, run_id: &str) -> Result<String> {
    Ok(conn.sql().query_row(
        "SELECT t.organization_id FROM test_runs r JOIN projects p ON p.id = r.project_id
         JOIN teams t ON t.id = p.team_id WHERE r.id = ?1",
        [run_id],
        |r| r.get(0),
    )?)
}

/// How many runs there are in each state.
pub fn count_by_status(conn: &Conn) -> Result<Vec<(String, i64)>> {
    let mut stmt = conn.sql().prepare("SELECT status, COUNT(*) FROM test_runs GROUP BY status ORDER BY status")?;
    let counts = stmt.query_map((), |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<SqlResult<_>>()?;
    Ok(counts)
}

/// Runs not yet ended, oldest first (for recovery at start).
pub fn live(conn: &Conn) -> Result<Vec<RunRow>> {
    let mut stmt = conn.sql().prepare(&format!(
        "SELECT {RUN_COLUMNS} FROM test_runs r WHERE r.status IN ('pending', 'queued', 'running', 'stopping')
         ORDER BY r.created_at, r.id"
    ))?;
    let rows = stmt.query_map((), run_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// Deletes the runs (with their results and events) that ended longer ago than their project's
/// `resultRetentionDays`; answers how many.
pub fn delete_expired(conn: &Tx) -> Result<usize> {
    let sql = conn.sql();
    Ok(sql.execute(&format!("DELETE FROM test_runs WHERE id IN ({})", expired(sql.dialect())), ())?)
}

/// Runs that ended longer ago than their project keeps results: project by project (CROSS JOIN
/// fixes that order), each project's ended runs found by `test_runs_finished`. The cutoff is
/// the stored time format (RFC 3339 UTC, milliseconds), computed by each engine.
fn expired(dialect: Dialect) -> String {
    let cutoff = match dialect {
        Dialect::Sqlite => "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || p.result_retention_days || ' days')",
        Dialect::Postgres => {
            "to_char(now() AT TIME ZONE 'UTC' - make_interval(days => p.result_retention_days::int),
                     'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
        }
    };
    format!(
        "SELECT r.id FROM projects p CROSS JOIN test_runs r
         WHERE r.project_id = p.id AND r.finished_at IS NOT NULL AND r.finished_at < {cutoff}"
    )
}

pub fn environment_in_live_run(conn: &Conn, environment_id: &str) -> Result<bool> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT 1 FROM test_runs WHERE environment_id = ?1
             AND status IN ('pending', 'queued', 'running', 'stopping') LIMIT 1",
            [environment_id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

pub fn set_status(conn: &Tx, id: &str, status: TestRunStatus, reason: Option<&str>, now: &str) -> Result<()> {
    conn.sql().execute(
        "UPDATE test_runs SET status = ?2, status_reason = COALESCE(?3, status_reason),
                started_at = CASE WHEN ?2 = 'running' THEN ?4 ELSE started_at END,
                finished_at = CASE WHEN ?2 IN ('completed', 'failed', 'error', 'stopped') THEN ?4 ELSE finished_at END
         WHERE id = ?1",
        params![id, status.to_string(), reason, now],
    )?;
    Ok(())
}

pub fn cases(conn: &Conn, run_id: &str) -> Result<Vec<RunCase>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT position, test_case_id, name, steps FROM test_run_cases WHERE test_run_id = ?1 ORDER BY position",
    )?;
    let rows = stmt
        .query_map([run_id], |r| {
            Ok(RunCase { position: r.get(0)?, test_case_id: r.get(1)?, name: r.get(2)?, steps: r.get(3)? })
        })?
        .collect::<SqlResult<_>>()?;
    Ok(rows)
}

pub fn case_ids(conn: &Conn, run_id: &str) -> Result<Vec<String>> {
    Ok(cases(conn, run_id)?.into_iter().map(|c| c.test_case_id).collect())
}

/// Counts of results by status: (passed, failed, error, skipped).
/// How many cases the run has, and how many of their results passed, failed, erred or were
/// skipped (a case without a result yet counts in the total only).
pub fn summary(conn: &Conn, run_id: &str) -> Result<models::TestRunSummary> {
    let counts: [u32; 5] = conn.sql().query_row(
        "SELECT (SELECT COUNT(*) FROM test_run_cases WHERE test_run_id = ?1),
                COALESCE(SUM(CASE WHEN status = 'passed' THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0),
                COALESCE(SUM(CASE WHEN status = 'error' THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN status = 'skipped' THEN 1 ELSE 0 END), 0)
         FROM test_results WHERE test_run_id = ?1",
        [run_id],
        |r| Ok([r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?]),
    )?;
    let [total, passed, failed, error, skipped] = counts;
    Ok(models::TestRunSummary::new(total, passed, failed, error, skipped))
}

pub fn settings(conn: &Conn, project_id: &str) -> Result<RunSettings> {
    Ok(conn.sql().query_row(
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

pub fn update_settings(conn: &Tx, project_id: &str, s: &RunSettings) -> Result<()> {
    conn.sql().execute(
        "UPDATE projects SET run_parallel_cases = ?2, run_step_timeout_ms = ?3, run_retries = ?4,
                run_follow_redirects = ?5 WHERE id = ?1",
        params![project_id, s.parallel_cases, s.step_timeout_ms, s.retries, s.follow_redirects],
    )?;
    Ok(())
}

fn run_row(r: &Row) -> SqlResult<RunRow> {
    let time = |i: usize| -> SqlResult<_> { r.get::<Option<String>>(i)?.map(|t| from_text(&t)).transpose() };
    Ok(RunRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        test_case_id: r.get(2)?,
        test_suite_id: r.get(3)?,
        environment_id: r.get(4)?,
        test_account_id: r.get(5)?,
        created_by: r.get(6)?,
        status: parsed(r, 7)?,
        status_reason: r.get(8)?,
        search_text: r.get(9)?,
        created_at: from_text(&r.get::<String>(10)?)?,
        started_at: time(11)?,
        finished_at: time(12)?,
        name: r.get(13)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::time;
    use crate::store::fixtures;

    #[test]
    fn pruning_searches_each_projects_ended_runs_by_index() {
        let (_dir, db) = crate::store::fixtures::database();
        db.read_blocking(|conn| {
            let mut stmt = conn.sql().prepare(&format!("EXPLAIN QUERY PLAN {}", expired(Dialect::Sqlite))).unwrap();
            let plan: Vec<String> = stmt.query_map((), |r| r.get(3)).unwrap().map(Result::unwrap).collect();
            assert!(plan.iter().any(|step| step.starts_with("SEARCH r USING INDEX test_runs_finished")), "{plan:?}");
            assert!(!plan.iter().any(|step| step.starts_with("SCAN r")), "{plan:?}");
            Ok(())
        })
        .unwrap();
    }

    #[test]
    fn runs_past_their_projects_retention_are_deleted() {
        let (_dir, db) = crate::store::fixtures::database();
        db.write_now(|tx| {
            let now = time::now();
            fixtures::project(tx, 1);
            let created = now - chrono::Duration::days(3);
            for (id, finished) in [("old", Some(now - chrono::Duration::days(2))), ("young", Some(now)), ("live", None)]
            {
                fixtures::run(tx, id, "completed", created, finished);
            }
            assert_eq!(delete_expired(tx).unwrap(), 1);
            assert!(get(tx, "old").unwrap().is_none());
            assert!(get(tx, "young").unwrap().is_some() && get(tx, "live").unwrap().is_some());
            Ok(())
        })
        .unwrap();
    }
}
