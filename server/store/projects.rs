//! Projects. A caller sees a project only through membership of its team; every query that
//! takes a project id from a request goes through [`get_visible`] or joins the same way.

use super::sql::{params, OptionalExtension, Row, SqlResult};
use testdeck_api::models;

use super::{contains_pattern, from_text, parsed, Conn, Paging, Tx};

use crate::error::{Error, Result};

pub struct ProjectRow {
    pub id: String,
    pub team_id: String,
    pub name: String,
    pub description: Option<String>,
    pub default_severity: models::Severity,
    pub result_retention_days: i64,
    /// How many latest results of a case in an environment decide whether it is flaky.
    pub flaky_window: i64,
    /// How many bytes of attachments the project may hold.
    pub attachment_quota_bytes: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// The settings of a project its members change (`PATCH …/settings`).
pub struct Settings {
    pub default_severity: models::Severity,
    pub result_retention_days: i64,
    pub flaky_window: i64,
    pub attachment_quota_bytes: i64,
}

pub struct NewProject<'a> {
    pub id: &'a str,
    pub team_id: &'a str,
    pub name: &'a str,
    pub description: Option<&'a str>,
    pub created_by: &'a str,
    pub now: &'a str,
}

const COLUMNS: &str =
    "p.id, p.team_id, p.name, p.description, p.default_severity, p.result_retention_days, p.created_at, p.updated_at, \
     p.flaky_window, p.attachment_quota_bytes";

fn duplicate_name(e: super::sql::SqlError) -> Error {
    if e.is_unique_violation() {
        Error::conflict("The team already has a project with this name; choose another `name`.")
    } else {
        e.into()
    }
}

pub fn insert(conn: &Tx, p: &NewProject) -> Result<()> {
    conn.sql()
        .execute(
            "INSERT INTO projects (id, team_id, name, description, created_by, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
            params![p.id, p.team_id, p.name, p.description, p.created_by, p.now],
        )
        .map_err(duplicate_name)?;
    Ok(())
}

/// A project by id alone, for work another visible object leads to (never for an id a
/// caller gave: that is `get_visible`'s).
pub fn get(conn: &Conn, project_id: &str) -> Result<Option<ProjectRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {COLUMNS} FROM projects p WHERE p.id = ?1"), [project_id], project_row)
        .optional()?)
}

/// The project, if `account_id` is in its team.
pub fn get_visible(conn: &Conn, account_id: &str, project_id: &str) -> Result<Option<ProjectRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM projects p JOIN team_members m ON m.team_id = p.team_id
                 WHERE p.id = ?1 AND m.account_id = ?2"
            ),
            [project_id, account_id],
            project_row,
        )
        .optional()?)
}

/// Projects of the account's teams, newest first; `name` matches anywhere, case-insensitively.
pub fn list_visible(
    conn: &Conn,
    account_id: &str,
    name: Option<&str>,
    paging: Paging,
) -> Result<(Vec<ProjectRow>, i64)> {
    let pattern = name.map(contains_pattern);
    let filter = "FROM projects p JOIN team_members m ON m.team_id = p.team_id
                  WHERE m.account_id = ?1 AND (CAST(?2 AS TEXT) IS NULL OR p.name LIKE ?2 ESCAPE '\\')";
    let total =
        conn.sql().query_row(&format!("SELECT COUNT(*) {filter}"), params![account_id, pattern], |r| r.get(0))?;
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {COLUMNS} {filter} ORDER BY p.created_at DESC, p.id DESC LIMIT CAST(?3 AS BIGINT) OFFSET ?4"
    ))?;
    let rows = stmt
        .query_map(params![account_id, pattern, paging.limit, paging.offset], project_row)?
        .collect::<SqlResult<_>>()?;
    Ok((rows, total))
}

pub fn update(conn: &Tx, id: &str, name: &str, description: Option<&str>, now: &str) -> Result<()> {
    conn.sql()
        .execute(
            "UPDATE projects SET name = ?2, description = ?3, updated_at = ?4 WHERE id = ?1",
            params![id, name, description, now],
        )
        .map_err(duplicate_name)?;
    Ok(())
}

pub fn update_settings(conn: &Tx, id: &str, settings: &Settings, now: &str) -> Result<()> {
    conn.sql().execute(
        "UPDATE projects SET default_severity = ?2, result_retention_days = ?3, flaky_window = ?4,
                attachment_quota_bytes = ?5, updated_at = ?6
         WHERE id = ?1",
        params![
            id,
            settings.default_severity.to_string(),
            settings.result_retention_days,
            settings.flaky_window,
            settings.attachment_quota_bytes,
            now
        ],
    )?;
    Ok(())
}

fn project_row(r: &Row) -> SqlResult<ProjectRow> {
    Ok(ProjectRow {
        id: r.get(0)?,
        team_id: r.get(1)?,
        name: r.get(2)?,
        description: r.get(3)?,
        default_severity: parsed(r, 4)?,
        result_retention_days: r.get(5)?,
        created_at: from_text(&r.get::<String>(6)?)?,
        updated_at: from_text(&r.get::<String>(7)?)?,
        flaky_window: r.get(8)?,
        attachment_quota_bytes: r.get(9)?,
    })
}
