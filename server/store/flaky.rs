//! The recent verdicts of a project's cases, per environment: what flaky-case detection and
//! the overview's "most failing" list are computed from.

use super::sql::{params, SqlResult};
use testdeck_api::models::ResultStatus;

use super::{from_text, parsed, Conn};
use crate::error::Result;

/// One of a case's latest results in an environment.
#[derive(Debug, Clone)]
pub struct RecentResult {
    pub test_case_id: String,
    pub test_case_name: String,
    pub environment_id: String,
    pub result_id: String,
    pub test_run_id: String,
    pub status: ResultStatus,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// The latest `window` verdicts (skipped results left out) of each existing case of the
/// project in each environment (or in `environment_id` only), for the cases and environments
/// where they hold both a pass and a failure (`failed` or `error`): grouped by case and
/// environment, newest first within each (results of one millisecond in the order written).
pub fn mixed_recent(
    conn: &Conn,
    project_id: &str,
    environment_id: Option<&str>,
    window: i64,
) -> Result<Vec<RecentResult>> {
    let mut stmt = conn.sql().prepare_cached(
        "WITH recent AS (
             SELECT x.test_case_id, c.name, x.environment_id, x.id, x.test_run_id, x.status, x.created_at,
                    ROW_NUMBER() OVER (PARTITION BY x.test_case_id, x.environment_id
                                       ORDER BY x.created_at DESC, x.rowid DESC) AS n
             FROM test_cases c JOIN test_results x ON x.test_case_id = c.id
             WHERE c.project_id = ?1 AND (CAST(?2 AS TEXT) IS NULL OR x.environment_id = ?2) AND x.status <> 'skipped'
         ),
         mixed AS (
             SELECT test_case_id, environment_id FROM recent WHERE n <= ?3
             GROUP BY test_case_id, environment_id
             HAVING SUM(CASE WHEN status = 'passed' THEN 1 ELSE 0 END) > 0 AND SUM(CASE WHEN status IN ('failed', 'error') THEN 1 ELSE 0 END) > 0
         )
         SELECT r.test_case_id, r.name, r.environment_id, r.id, r.test_run_id, r.status, r.created_at
         FROM recent r JOIN mixed m ON m.test_case_id = r.test_case_id AND m.environment_id = r.environment_id
         WHERE r.n <= ?3
         ORDER BY r.test_case_id, r.environment_id, r.n",
    )?;
    let rows = stmt
        .query_map(params![project_id, environment_id, window], |r| {
            Ok(RecentResult {
                test_case_id: r.get(0)?,
                test_case_name: r.get(1)?,
                environment_id: r.get(2)?,
                result_id: r.get(3)?,
                test_run_id: r.get(4)?,
                status: parsed(r, 5)?,
                created_at: from_text(&r.get::<String>(6)?)?,
            })
        })?
        .collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// A case that failed in a time window: how often, of how many results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failing {
    pub test_case_id: String,
    pub test_case_name: String,
    pub failed: i64,
    pub results: i64,
}

/// The existing cases of the project with the most `failed` or `error` results written in
/// `[from, to]` (stored time texts), most first, at most `limit`.
pub fn most_failing(conn: &Conn, project_id: &str, from: &str, to: &str, limit: i64) -> Result<Vec<Failing>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT * FROM (
             SELECT x.test_case_id, c.name, SUM(CASE WHEN x.status IN ('failed', 'error') THEN 1 ELSE 0 END) AS failed,
                    COUNT(*) AS results
             FROM test_cases c JOIN test_results x ON x.test_case_id = c.id
             WHERE c.project_id = ?1 AND x.created_at >= ?2 AND x.created_at <= ?3
             GROUP BY x.test_case_id, c.name
         ) AS counted
         WHERE failed > 0
         ORDER BY failed DESC, name, test_case_id LIMIT CAST(?4 AS BIGINT)",
    )?;
    let rows = stmt
        .query_map(params![project_id, from, to, limit], |r| {
            Ok(Failing { test_case_id: r.get(0)?, test_case_name: r.get(1)?, failed: r.get(2)?, results: r.get(3)? })
        })?
        .collect::<SqlResult<_>>()?;
    Ok(rows)
}
