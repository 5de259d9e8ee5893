//! Teams and who is in them. A project belongs to one team; membership is what makes it visible.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{filter::Filter, from_text, Conn, Paging, Tx};

use crate::error::{Error, Result};

pub struct TeamRow {
    pub id: String,
    pub name: String,
    pub slug: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

const COLUMNS: &str = "t.id, t.name, t.slug, t.created_at";

/// Refuses a slug the organization already uses with a 409.
pub fn insert(conn: &Tx, id: &str, organization_id: &str, name: &str, slug: &str, now: &str) -> Result<()> {
    conn.sql()
        .execute(
            "INSERT INTO teams (id, organization_id, name, slug, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, organization_id, name, slug, now],
        )
        .map_err(|e| {
            if e.is_unique_violation() {
                Error::conflict(format!(
                    "The organization already has a team with slug `{slug}`; choose another `slug`."
                ))
            } else {
                e.into()
            }
        })?;
    Ok(())
}

/// Adds a member; adding one twice changes nothing.
pub fn add_member(conn: &Tx, team_id: &str, account_id: &str, now: &str) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO team_members (team_id, account_id, added_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
        params![team_id, account_id, now],
    )?;
    Ok(())
}

/// Whether there was such a membership.
pub fn remove_member(conn: &Tx, team_id: &str, account_id: &str) -> Result<bool> {
    let removed =
        conn.sql().execute("DELETE FROM team_members WHERE team_id = ?1 AND account_id = ?2", [team_id, account_id])?;
    Ok(removed > 0)
}

/// The teams an account is in, in the order it joined them.
pub fn of_account(conn: &Conn, account_id: &str) -> Result<Vec<TeamRow>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {COLUMNS} FROM teams t JOIN team_members m ON m.team_id = t.id
         WHERE m.account_id = ?1 ORDER BY m.added_at, t.id"
    ))?;
    let rows = stmt.query_map([account_id], team_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

pub fn list(conn: &Conn, organization_id: &str, paging: Paging) -> Result<(Vec<TeamRow>, i64)> {
    Filter::new("t.organization_id = ?", organization_id.to_string()).page(conn, COLUMNS, "teams t", paging, team_row)
}

/// A team of the organization; other organizations' teams do not exist.
pub fn get(conn: &Conn, organization_id: &str, team_id: &str) -> Result<Option<TeamRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {COLUMNS} FROM teams t WHERE t.id = ?1 AND t.organization_id = ?2"),
            [team_id, organization_id],
            team_row,
        )
        .optional()?)
}

pub fn is_member(conn: &Conn, team_id: &str, account_id: &str) -> Result<bool> {
    Ok(conn
        .sql()
        .query_row("SELECT 1 FROM team_members WHERE team_id = ?1 AND account_id = ?2", [team_id, account_id], |_| {
            Ok(())
        })
        .optional()?
        .is_some())
}

fn team_row(r: &Row) -> SqlResult<TeamRow> {
    Ok(TeamRow { id: r.get(0)?, name: r.get(1)?, slug: r.get(2)?, created_at: from_text(&r.get::<String>(3)?)? })
}
