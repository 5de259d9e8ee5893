//! Test accounts of a project: credentials the runner signs in with. The password is kept only
//! sealed (see `crate::crypto`), and the rows read here leave it out, so nothing that lists or
//! shows an account can leak it. Lookups by id join the caller's team membership.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{filter::Filter, from_text, Conn, Paging, Tx};

use crate::error::Result;

pub struct TestAccountRow {
    pub id: String,
    pub project_id: String,
    pub name: String,
    pub username: String,
    pub description: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

pub struct NewTestAccount<'a> {
    pub id: &'a str,
    pub project_id: &'a str,
    pub name: &'a str,
    pub username: &'a str,
    pub password_sealed: &'a [u8],
    pub description: Option<&'a str>,
    pub now: &'a str,
}

/// What a replace writes; `password_sealed: None` keeps the stored password.
pub struct TestAccountChange<'a> {
    pub name: &'a str,
    pub username: &'a str,
    pub password_sealed: Option<&'a [u8]>,
    pub description: Option<&'a str>,
    pub now: &'a str,
}

const COLUMNS: &str = "a.id, a.project_id, a.name, a.username, a.description, a.created_at, a.updated_at";

/// Username and sealed password of a test account of a project: for the runner only.
pub fn credentials(conn: &Conn, project_id: &str, id: &str) -> Result<Option<(String, Vec<u8>)>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT username, password_sealed FROM test_accounts WHERE id = ?1 AND project_id = ?2",
            [id, project_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

pub fn insert(conn: &Tx, a: &NewTestAccount) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO test_accounts
             (id, project_id, name, username, password_sealed, description, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
        params![a.id, a.project_id, a.name, a.username, a.password_sealed, a.description, a.now],
    )?;
    Ok(())
}

/// The test account (without its password), if `account_id` is in the team of its project.
pub fn get_visible(conn: &Conn, account_id: &str, test_account_id: &str) -> Result<Option<TestAccountRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM test_accounts a
                 JOIN projects p ON p.id = a.project_id
                 JOIN team_members m ON m.team_id = p.team_id
                 WHERE a.id = ?1 AND m.account_id = ?2"
            ),
            [test_account_id, account_id],
            test_account_row,
        )
        .optional()?)
}

/// One page of the project's test accounts, newest first, and how many it has.
pub fn list(conn: &Conn, project_id: &str, paging: Paging) -> Result<(Vec<TestAccountRow>, i64)> {
    Filter::new("a.project_id = ?", project_id.to_string()).page(
        conn,
        COLUMNS,
        "test_accounts a",
        paging,
        test_account_row,
    )
}

pub fn replace(conn: &Tx, id: &str, a: &TestAccountChange) -> Result<()> {
    conn.sql().execute(
        "UPDATE test_accounts
         SET name = ?2, username = ?3, password_sealed = COALESCE(?4, password_sealed),
             description = ?5, updated_at = ?6
         WHERE id = ?1",
        params![id, a.name, a.username, a.password_sealed, a.description, a.now],
    )?;
    Ok(())
}

pub fn delete(conn: &Tx, id: &str) -> Result<bool> {
    Ok(conn.sql().execute("DELETE FROM test_accounts WHERE id = ?1", [id])? > 0)
}

fn test_account_row(r: &Row) -> SqlResult<TestAccountRow> {
    Ok(TestAccountRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        name: r.get(2)?,
        username: r.get(3)?,
        description: r.get(4)?,
        created_at: from_text(&r.get::<String>(5)?)?,
        updated_at: from_text(&r.get::<String>(6)?)?,
    })
}
