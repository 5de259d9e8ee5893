//! Figures about a project: counts over a time window, grouped by UTC day, and the space its
//! data takes. Every figure is aggregated by SQLite; no table is loaded whole.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::Conn;

use crate::error::Result;

/// Test cases of a project by status.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CaseCounts {
    pub total: i64,
    pub draft: i64,
    pub active: i64,
    pub inactive: i64,
}

/// Runs created on one UTC day, by status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub total: i64,
    pub completed: i64,
    pub failed: i64,
    pub error: i64,
    pub stopped: i64,
}

/// Results written on one UTC day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub total: i64,
    pub passed: i64,
    pub failed: i64,
}

/// How many rows, and the bytes of their stored text.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    pub count: i64,
    pub bytes: i64,
}

pub fn case_counts(conn: &Conn, project_id: &str) -> Result<CaseCounts> {
    Ok(conn.sql().query_row(
        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN status = 'draft' THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0),
                COALESCE(SUM(CASE WHEN status = 'inactive' THEN 1 ELSE 0 END), 0)
         FROM test_cases WHERE project_id = ?1",
        [project_id],
        |r| Ok(CaseCounts { total: r.get(0)?, draft: r.get(1)?, active: r.get(2)?, inactive: r.get(3)? }),
    )?)
}

/// Runs of the project created in `[from, to]` (stored time texts), per UTC day, oldest first;
/// days without runs are absent.
pub fn runs_by_day(conn: &Conn, project_id: &str, from: &str, to: &str) -> Result<Vec<RunDay>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT substr(created_at, 1, 10) AS day, COUNT(*), SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END), SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END),
                SUM(CASE WHEN status = 'error' THEN 1 ELSE 0 END), SUM(CASE WHEN status = 'stopped' THEN 1 ELSE 0 END)
         FROM test_runs WHERE project_id = ?1 AND created_at >= ?2 AND created_at <= ?3
         GROUP BY day ORDER BY day",
    )?;
    let rows = stmt
        .query_map(params![project_id, from, to], |r: &Row| {
            Ok(RunDay {
                date: r.get(0)?,
                total: r.get(1)?,
                completed: r.get(2)?,
                failed: r.get(3)?,
                error: r.get(4)?,
                stopped: r.get(5)?,
            })
        })?
        .collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// Results of the project's runs written in `[from, to]`, per UTC day, oldest first; days
/// without results are absent. A result is never older than its run, which bounds the runs.
pub fn results_by_day(conn: &Conn, project_id: &str, from: &str, to: &str) -> Result<Vec<ResultDay>> {
    let mut stmt = conn.sql().prepare_cached(
        "SELECT substr(x.created_at, 1, 10) AS day, COUNT(*), SUM(CASE WHEN x.status = 'passed' THEN 1 ELSE 0 END), SUM(CASE WHEN x.status = 'failed' THEN 1 ELSE 0 END)
         FROM test_runs r JOIN test_results x ON x.test_run_id = r.id
         WHERE r.project_id = ?1 AND r.created_at <= ?3 AND x.created_at >= ?2 AND x.created_at <= ?3
         GROUP BY day ORDER BY day",
    )?;
    let rows = stmt
        .query_map(params![project_id, from, to], |r: &Row| {
            Ok(ResultDay { date: r.get(0)?, total: r.get(1)?, passed: r.get(2)?, failed: r.get(3)? })
        })?
        .collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// The project's test cases: their name, description and steps, and their version history
/// (snapshots and change lists), as triggers keep them (`0016_case_storage.sql`).
pub fn case_usage(conn: &Conn, project_id: &str) -> Result<Usage> {
    kept_usage(conn, project_id, "cases")
}

/// The project's attachments: their bytes (what its attachment quota bounds).
pub fn attachment_usage(conn: &Conn, project_id: &str) -> Result<Usage> {
    Ok(conn.sql().query_row(
        "SELECT COUNT(*), COALESCE(SUM(size), 0) FROM attachments WHERE project_id = ?1",
        [project_id],
        usage,
    )?)
}

/// Results of the project's runs: the case name and the step results (`0017_run_storage.sql`).
pub fn result_usage(conn: &Conn, project_id: &str) -> Result<Usage> {
    kept_usage(conn, project_id, "results")
}

/// Events of the project's runs: name and data (`0017_run_storage.sql`).
pub fn event_usage(conn: &Conn, project_id: &str) -> Result<Usage> {
    kept_usage(conn, project_id, "events")
}

/// What the triggers keep of one `part` of the project's storage (none yet: zero).
fn kept_usage(conn: &Conn, project_id: &str, part: &str) -> Result<Usage> {
    let kept = conn
        .sql()
        .query_row(
            "SELECT n, bytes FROM project_storage WHERE project_id = ?1 AND part = ?2",
            [project_id, part],
            usage,
        )
        .optional()?;
    Ok(kept.unwrap_or(Usage { count: 0, bytes: 0 }))
}

fn usage(r: &Row) -> SqlResult<Usage> {
    Ok(Usage { count: r.get(0)?, bytes: r.get(1)? })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The usage triggers keep agrees with measuring the cases and their versions, through
    /// inserts, edits, new versions and deletes (a case's versions go with it).
    #[test]
    fn kept_case_usage_matches_the_cases() {
        let (_dir, db) = crate::store::fixtures::database();
        let check = |label: &str| {
            db.read_blocking(|conn| {
                let measured = conn.sql().query_row(
                    "SELECT COUNT(*),
                            COALESCE(SUM(octet_length(name) + COALESCE(octet_length(description), 0)
                                         + octet_length(steps)), 0)
                            + (SELECT COALESCE(SUM(octet_length(v.snapshot) + octet_length(v.changes)), 0)
                               FROM test_cases c JOIN test_case_versions v ON v.test_case_id = c.id
                               WHERE c.project_id = 'p')
                     FROM test_cases WHERE project_id = ?1",
                    ["p"],
                    usage,
                )?;
                let kept = case_usage(conn, "p")?;
                assert_eq!((kept.count, kept.bytes), (measured.count, measured.bytes), "{label}");
                Ok(())
            })
            .unwrap()
        };
        check("no case yet");
        db.write_now(|tx| {
            crate::store::fixtures::project(tx, 30);
            for n in 1..=3 {
                tx.sql().execute(
                    "INSERT INTO test_cases (id, project_id, team_id, name, description, severity, status, steps,
                         created_by, version, created_at, updated_at)
                     VALUES (?1, 'p', 't', ?2, ?3, 'high', 'active', '[{\"action\":\"é\"}]', 'a', 1, 'x', 'x')",
                    params![format!("c{n}"), format!("Case {n} ☕"), (n == 2).then_some("a description")],
                )?;
                tx.sql().execute(
                    "INSERT INTO test_case_versions (test_case_id, version, changed_by, changed_at, changes, snapshot)
                     VALUES (?1, 1, 'a', 'x', '[]', '{\"name\":\"Case\"}')",
                    [format!("c{n}")],
                )?;
            }
            Ok(())
        })
        .unwrap();
        check("inserted");
        db.write_now(|tx| {
            tx.sql().execute_batch(
                "UPDATE test_cases SET name = 'a much longer name than before', description = NULL WHERE id = 'c2';
                 UPDATE test_cases SET severity = 'low' WHERE id = 'c3';
                 INSERT INTO test_case_versions (test_case_id, version, changed_by, changed_at, changes, snapshot)
                     VALUES ('c2', 2, 'a', 'x', '[\"name\"]', '{\"name\":\"a much longer name than before\"}');
                 DELETE FROM test_cases WHERE id = 'c1';",
            )?;
            Ok(())
        })
        .unwrap();
        check("changed");
        db.write_now(|tx| Ok(tx.sql().execute_batch("DELETE FROM test_cases;")?)).unwrap();
        check("all deleted");
    }

    /// The same for the results and events of runs: inserts, a result replaced by a verdict,
    /// and runs deleted (retention) with their results and events.
    #[test]
    fn kept_run_usage_matches_the_runs() {
        let (_dir, db) = crate::store::fixtures::database();
        let check = |label: &str| {
            db.read_blocking(|conn| {
                let measured = |sql: &str| conn.sql().query_row(sql, ["p"], usage);
                let results = measured(
                    "SELECT COUNT(*), COALESCE(SUM(octet_length(x.test_case_name) + octet_length(x.steps)), 0)
                     FROM test_runs r JOIN test_results x ON x.test_run_id = r.id WHERE r.project_id = ?1",
                )?;
                let events = measured(
                    "SELECT COUNT(*), COALESCE(SUM(octet_length(e.name) + octet_length(e.data)), 0)
                     FROM test_runs r JOIN test_run_events e ON e.test_run_id = r.id WHERE r.project_id = ?1",
                )?;
                let (kept_results, kept_events) = (result_usage(conn, "p")?, event_usage(conn, "p")?);
                assert_eq!((kept_results.count, kept_results.bytes), (results.count, results.bytes), "{label}");
                assert_eq!((kept_events.count, kept_events.bytes), (events.count, events.bytes), "{label}");
                Ok(())
            })
            .unwrap()
        };
        db.write_now(|tx| {
            crate::store::fixtures::project(tx, 30);
            for run in ["r1", "r2"] {
                crate::store::fixtures::run(tx, run, "completed", crate::domain::time::now(), None);
                for (seq, case) in [(1, "c1"), (2, "c2")] {
                    tx.sql().execute(
                        "INSERT INTO test_run_events (test_run_id, seq, name, data, created_at)
                         VALUES (?1, ?2, 'case.finished', '{\"é\":1}', 'x')",
                        params![run, seq],
                    )?;
                    tx.sql().execute(
                        "INSERT INTO test_results (id, test_run_id, test_case_id, test_case_name, environment_id,
                                                   status, steps, duration_ms, created_at)
                         VALUES (?1, ?2, ?3, 'Case ☕', 'e', 'passed', '[]', 1, 'x')",
                        params![format!("{run}{case}"), run, case],
                    )?;
                }
            }
            Ok(())
        })
        .unwrap();
        check("inserted");
        db.write_now(|tx| {
            tx.sql().execute_batch(
                "INSERT INTO test_results (id, test_run_id, test_case_id, test_case_name, environment_id,
                                           status, steps, duration_ms, created_at)
                     VALUES ('again', 'r1', 'c1', 'Case ☕', 'e', 'failed', '[{\"error\":\"a longer answer\"}]', 1, 'x')
                     ON CONFLICT (test_run_id, test_case_id) DO UPDATE SET status = excluded.status, steps = excluded.steps;
                 DELETE FROM test_runs WHERE id = 'r2';",
            )?;
            Ok(())
        })
        .unwrap();
        check("a verdict, a run deleted");
    }
}
