//! Test suites. Deleting one leaves its cases in place, ungrouped.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{
    filter::{Filter, Scope},
    from_text, Conn, Paging, Tx,
};

use crate::domain::time::to_text;
use crate::error::Result;

pub struct SuiteRow {
    pub id: String,
    pub project_id: String,
    pub name: String,
    pub description: Option<String>,
    pub created_by: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// Case counts of one suite by status and by severity.
#[derive(Default)]
pub struct SuiteCounts {
    pub by_status: [(String, i64); 3],
    pub by_severity: [(String, i64); 4],
}

const COLUMNS: &str = "s.id, s.project_id, s.name, s.description, s.created_by, s.created_at, s.updated_at";

pub fn insert(conn: &Tx, s: &SuiteRow) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO test_suites (id, project_id, name, description, created_by, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![s.id, s.project_id, s.name, s.description, s.created_by, to_text(s.created_at), to_text(s.updated_at)],
    )?;
    Ok(())
}

pub fn update(conn: &Tx, id: &str, name: &str, description: Option<&str>, now: &str) -> Result<()> {
    conn.sql().execute(
        "UPDATE test_suites SET name = ?2, description = ?3, updated_at = ?4 WHERE id = ?1",
        params![id, name, description, now],
    )?;
    Ok(())
}

pub fn delete(conn: &Tx, id: &str) -> Result<()> {
    conn.sql().execute("DELETE FROM test_suites WHERE id = ?1", [id])?;
    Ok(())
}

/// The suite, if the caller is in the team of its project.
pub fn get_visible(conn: &Conn, account_id: &str, id: &str) -> Result<Option<SuiteRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM test_suites s JOIN projects p ON p.id = s.project_id
                 JOIN team_members m ON m.team_id = p.team_id AND m.account_id = ?1 WHERE s.id = ?2"
            ),
            [account_id, id],
            suite_row,
        )
        .optional()?)
}

/// A suite of the given project (for references from cases of that project).
pub fn get_in_project(conn: &Conn, project_id: &str, id: &str) -> Result<Option<SuiteRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {COLUMNS} FROM test_suites s WHERE s.id = ?1 AND s.project_id = ?2"),
            [id, project_id],
            suite_row,
        )
        .optional()?)
}

/// Suites matching `filter` (built on alias `s`), newest first, with the total.
/// What a list of suites can be narrowed by.
#[derive(Debug, Default)]
pub struct SuiteListFilter {
    pub scope: Scope,
    /// Part of the name.
    pub name: Option<String>,
    pub created_by: Option<String>,
}

pub fn list(conn: &Conn, project_id: &str, f: &SuiteListFilter, paging: Paging) -> Result<(Vec<SuiteRow>, i64)> {
    let mut filter = Filter::in_project("s", project_id, &f.scope);
    filter.contains(&["s.name"], f.name.as_deref()).eq("s.created_by", f.created_by.clone());
    filter.page(conn, COLUMNS, "test_suites s", paging, suite_row)
}

/// Every suite of a project with its case counts, newest first.
pub fn with_counts(conn: &Conn, project_id: &str) -> Result<Vec<(SuiteRow, SuiteCounts)>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {COLUMNS} FROM test_suites s WHERE s.project_id = ?1 ORDER BY s.created_at DESC, s.id DESC"
    ))?;
    let suites: Vec<SuiteRow> = stmt.query_map([project_id], suite_row)?.collect::<SqlResult<_>>()?;
    let mut count = conn.sql().prepare_cached(
        "SELECT status, severity, COUNT(*) FROM test_cases WHERE test_suite_id = ?1 GROUP BY status, severity",
    )?;
    suites
        .into_iter()
        .map(|suite| {
            let mut counts = SuiteCounts {
                by_status: ["draft", "active", "inactive"].map(|s| (s.to_string(), 0)),
                by_severity: ["critical", "high", "medium", "low"].map(|s| (s.to_string(), 0)),
            };
            let rows = count.query_map([&suite.id], |r| Ok((r.get::<String>(0)?, r.get::<String>(1)?, r.get(2)?)))?;
            for row in rows {
                let (status, severity, n): (String, String, i64) = row?;
                counts.by_status.iter_mut().filter(|(s, _)| *s == status).for_each(|(_, c)| *c += n);
                counts.by_severity.iter_mut().filter(|(s, _)| *s == severity).for_each(|(_, c)| *c += n);
            }
            Ok((suite, counts))
        })
        .collect()
}

fn suite_row(r: &Row) -> SqlResult<SuiteRow> {
    Ok(SuiteRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        name: r.get(2)?,
        description: r.get(3)?,
        created_by: r.get(4)?,
        created_at: from_text(&r.get::<String>(5)?)?,
        updated_at: from_text(&r.get::<String>(6)?)?,
    })
}
