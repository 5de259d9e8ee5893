//! Environments of a project: where runs send their requests, and the variables they fill in.
//! Lookups by id join the caller's team membership.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{
    filter::{Filter, Scope},
    from_text, Conn, Paging, Tx,
};

use crate::error::Result;

pub struct EnvironmentRow {
    pub id: String,
    pub project_id: String,
    pub name: String,
    pub base_url: String,
    /// JSON object of strings, as stored.
    pub variables: String,
    /// JSON array of the secret variables' names; their values are only sealed.
    pub secret_names: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// The fields a create or a replace writes.
pub struct EnvironmentFields<'a> {
    pub name: &'a str,
    pub base_url: &'a str,
    /// JSON object of strings.
    pub variables: &'a str,
    /// The secret variables: their names (a JSON array) and their values sealed (a JSON object).
    /// `None` on a replace keeps the stored ones.
    pub secrets: Option<(&'a str, &'a [u8])>,
    pub now: &'a str,
}

const COLUMNS: &str = "e.id, e.project_id, e.name, e.base_url, e.variables, e.secret_names, e.created_at, e.updated_at";

pub fn insert(conn: &Tx, id: &str, project_id: &str, e: &EnvironmentFields) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO environments (id, project_id, name, base_url, variables, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
        params![id, project_id, e.name, e.base_url, e.variables, e.now],
    )?;
    set_secrets(conn, id, e)
}

fn set_secrets(conn: &Tx, id: &str, e: &EnvironmentFields) -> Result<()> {
    if let Some((names, sealed)) = e.secrets {
        conn.sql().execute(
            "UPDATE environments SET secret_names = ?2, secrets_sealed = ?3 WHERE id = ?1",
            params![id, names, sealed],
        )?;
    }
    Ok(())
}

/// The sealed values of an environment's secret variables (a JSON object), if it has any.
pub fn secrets_sealed(conn: &Conn, environment_id: &str) -> Result<Option<Vec<u8>>> {
    Ok(conn
        .sql()
        .query_row("SELECT secrets_sealed FROM environments WHERE id = ?1", [environment_id], |r| r.get(0))
        .optional()?
        .flatten())
}

/// The environment of a project (for a run, whose project was checked when it was created).
pub fn get_in_project(conn: &Conn, project_id: &str, environment_id: &str) -> Result<Option<EnvironmentRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {COLUMNS} FROM environments e WHERE e.id = ?1 AND e.project_id = ?2"),
            [environment_id, project_id],
            environment_row,
        )
        .optional()?)
}

/// The environment, if `account_id` is in the team of its project.
pub fn get_visible(conn: &Conn, account_id: &str, environment_id: &str) -> Result<Option<EnvironmentRow>> {
    Ok(conn
        .sql()
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

/// What a list of environments can be narrowed by.
#[derive(Debug, Default)]
pub struct EnvironmentFilter {
    pub scope: Scope,
    /// Part of the name.
    pub name: Option<String>,
    /// The whole base URL.
    pub base_url: Option<String>,
}

pub fn list(
    conn: &Conn,
    project_id: &str,
    f: &EnvironmentFilter,
    paging: Paging,
) -> Result<(Vec<EnvironmentRow>, i64)> {
    let mut filter = Filter::in_project("e", project_id, &f.scope);
    filter.contains(&["e.name"], f.name.as_deref()).eq("e.base_url", f.base_url.clone());
    filter.page(conn, COLUMNS, "environments e", paging, environment_row)
}

/// Replaces every field the caller sets; `created_at` stays.
pub fn replace(conn: &Tx, id: &str, e: &EnvironmentFields) -> Result<()> {
    conn.sql().execute(
        "UPDATE environments SET name = ?2, base_url = ?3, variables = ?4, updated_at = ?5 WHERE id = ?1",
        params![id, e.name, e.base_url, e.variables, e.now],
    )?;
    set_secrets(conn, id, e)
}

pub fn delete(conn: &Tx, id: &str) -> Result<bool> {
    Ok(conn.sql().execute("DELETE FROM environments WHERE id = ?1", [id])? > 0)
}

fn environment_row(r: &Row) -> SqlResult<EnvironmentRow> {
    Ok(EnvironmentRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        name: r.get(2)?,
        base_url: r.get(3)?,
        variables: r.get(4)?,
        secret_names: r.get(5)?,
        created_at: from_text(&r.get::<String>(6)?)?,
        updated_at: from_text(&r.get::<String>(7)?)?,
    })
}
