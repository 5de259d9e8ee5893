//! Tags of a project. A tag is reached through its project's team: every lookup by id joins
//! the caller's team membership, so another team's tag is simply not there.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{
    filter::{Filter, Scope},
    Conn, Paging, Tx,
};

use crate::error::{Error, Result};

pub struct TagRow {
    pub id: String,
    pub project_id: String,
    pub name: String,
    pub color: Option<String>,
}

pub struct NewTag<'a> {
    pub id: &'a str,
    pub project_id: &'a str,
    pub name: &'a str,
    pub color: Option<&'a str>,
    pub now: &'a str,
}

const COLUMNS: &str = "t.id, t.project_id, t.name, t.color";

fn duplicate_name(name: &str) -> impl FnOnce(super::sql::SqlError) -> Error + '_ {
    move |e| {
        if e.is_unique_violation() {
            Error::conflict(format!("The project already has a tag named {name:?}; choose another `name`."))
        } else {
            e.into()
        }
    }
}

pub fn insert(conn: &Tx, t: &NewTag) -> Result<()> {
    conn.sql()
        .execute(
            "INSERT INTO tags (id, project_id, name, color, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![t.id, t.project_id, t.name, t.color, t.now],
        )
        .map_err(duplicate_name(t.name))?;
    Ok(())
}

/// The tag, if `account_id` is in the team of its project.
pub fn get_visible(conn: &Conn, account_id: &str, tag_id: &str) -> Result<Option<TagRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM tags t
                 JOIN projects p ON p.id = t.project_id
                 JOIN team_members m ON m.team_id = p.team_id
                 WHERE t.id = ?1 AND m.account_id = ?2"
            ),
            [tag_id, account_id],
            tag_row,
        )
        .optional()?)
}

/// One page of the tags `filter` selects (aliased `t`), newest first, and how many it selects.
/// One page of the project's tags that `scope` selects and whose name contains `name`.
pub fn list(
    conn: &Conn,
    project_id: &str,
    scope: &Scope,
    name: Option<&str>,
    paging: Paging,
) -> Result<(Vec<TagRow>, i64)> {
    let mut filter = Filter::in_project("t", project_id, scope);
    filter.contains(&["t.name"], name);
    filter.page(conn, COLUMNS, "tags t", paging, tag_row)
}

pub fn update(conn: &Tx, id: &str, name: &str, color: Option<&str>) -> Result<()> {
    conn.sql()
        .execute("UPDATE tags SET name = ?2, color = ?3 WHERE id = ?1", params![id, name, color])
        .map_err(duplicate_name(name))?;
    Ok(())
}

/// Deletes the tag; its links to test cases go with it (`ON DELETE CASCADE`).
pub fn delete(conn: &Tx, id: &str) -> Result<bool> {
    Ok(conn.sql().execute("DELETE FROM tags WHERE id = ?1", [id])? > 0)
}

fn tag_row(r: &Row) -> SqlResult<TagRow> {
    Ok(TagRow { id: r.get(0)?, project_id: r.get(1)?, name: r.get(2)?, color: r.get(3)? })
}
