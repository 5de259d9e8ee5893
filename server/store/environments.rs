//! Environments of a project: where runs send their requests, and the variables they fill in.
//! Lookups by id join the caller's team membership.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::filter::Filter;
use crate::domain::time::from_text;
use crate::error::Result;

pub struct EnvironmentRow {
    pub id: String,
    pub project_id: String,
    pub name: String,
    pub base_url: String,
    /// JSON object of strings, as stored.
    pub variables: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// The fields a create or a replace writes.
pub struct EnvironmentFields<'a> {
    pub name: &'a str,
    pub base_url: &'a str,
    /// JSON object of strings.
    pub variables: &'a str,
    pub now: &'a str,
}

const COLUMNS: &str = "e.id, e.project_id, e.name, e.base_url, e.variables, e.created_at, e.updated_at";

pub fn insert(conn: &Connection, id: &str, project_id: &str, e: &EnvironmentFields) -> Result<()> {
    conn.execute(
        "INSERT INTO environments (id, project_id, name, base_url, variables, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
        params![id, project_id, e.name, e.base_url, e.variables, e.now],
    )?;
    Ok(())
}

/// The environment of a project (for a run, whose project was checked when it was created).
pub fn get_in_project(conn: &Connection, project_id: &str, environment_id: &str) -> Result<Option<EnvironmentRow>> {
    Ok(conn
        .query_row(
            &format!("SELECT {COLUMNS} FROM environments e WHERE e.id = ?1 AND e.project_id = ?2"),
            [environment_id, project_id],
            environment_row,
        )
        .optional()?)
}

/// The environment, if `account_id` is in the team of its project.
pub fn get_visible(conn: &Connection, account_id: &str, environment_id: &str) -> Result<Option<EnvironmentRow>> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM environments e
                 JOIN projects p ON p.id = e.project_id
                 JOIN team_members m ON m.team_id = p.team_id
                 WHERE e.id = ?1 AND m.account_id = ?2"
            ),
            [environment_id, account_id],
            environment_row,
        )
        .optional()?)
}

/// One page of the environments `filter` selects (aliased `e`), newest first, and how many it
/// selects.
pub fn list(conn: &Connection, filter: &Filter, limit: i64, offset: i64) -> Result<(Vec<EnvironmentRow>, i64)> {
    filter.page(conn, COLUMNS, "environments e", limit, offset, environment_row)
}

/// Replaces every field the caller sets; `created_at` stays.
pub fn replace(conn: &Connection, id: &str, e: &EnvironmentFields) -> Result<()> {
    conn.execute(
        "UPDATE environments SET name = ?2, base_url = ?3, variables = ?4, updated_at = ?5 WHERE id = ?1",
        params![id, e.name, e.base_url, e.variables, e.now],
    )?;
    Ok(())
}

pub fn delete(conn: &Connection, id: &str) -> Result<bool> {
    Ok(conn.execute("DELETE FROM environments WHERE id = ?1", [id])? > 0)
}

fn environment_row(r: &Row) -> rusqlite::Result<EnvironmentRow> {
    Ok(EnvironmentRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        name: r.get(2)?,
        base_url: r.get(3)?,
        variables: r.get(4)?,
        created_at: from_text(&r.get::<_, String>(5)?)?,
        updated_at: from_text(&r.get::<_, String>(6)?)?,
    })
}
