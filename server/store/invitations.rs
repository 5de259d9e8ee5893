//! Invitations into an organization: a one-time token (kept hashed), a role and teams.

use super::sql::{params, OptionalExtension, SqlResult};

use super::{Conn, Tx};

use crate::error::Result;

pub struct NewInvitation<'a> {
    pub id: &'a str,
    pub organization_id: &'a str,
    pub email: &'a str,
    pub role: &'a str,
    pub token_hash: &'a str,
    pub created_by: &'a str,
    pub now: &'a str,
    pub expires_at: &'a str,
    pub team_ids: &'a [String],
}

pub struct OpenInvitation {
    pub id: String,
    pub organization_id: String,
    pub email: String,
    pub role: String,
    pub team_ids: Vec<String>,
}

pub fn insert(conn: &Tx, inv: &NewInvitation) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO invitations (id, organization_id, email, role, token_hash, created_by, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            inv.id,
            inv.organization_id,
            inv.email,
            inv.role,
            inv.token_hash,
            inv.created_by,
            inv.now,
            inv.expires_at
        ],
    )?;
    let mut stmt = conn.sql().prepare_cached(
        "INSERT INTO invitation_teams (invitation_id, team_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
    )?;
    for team_id in inv.team_ids {
        stmt.execute([inv.id, team_id])?;
    }
    Ok(())
}

/// An invitation with this token that is neither accepted nor expired.
pub fn find_open(conn: &Conn, token_hash: &str, now: &str) -> Result<Option<OpenInvitation>> {
    let Some((id, organization_id, email, role)) = conn
        .sql()
        .query_row(
            "SELECT id, organization_id, email, role FROM invitations
             WHERE token_hash = ?1 AND accepted_at IS NULL AND expires_at > ?2",
            [token_hash, now],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?
    else {
        return Ok(None);
    };
    let mut stmt =
        conn.sql().prepare_cached("SELECT team_id FROM invitation_teams WHERE invitation_id = ?1 ORDER BY team_id")?;
    let team_ids = stmt.query_map([&id], |r| r.get(0))?.collect::<SqlResult<_>>()?;
    Ok(Some(OpenInvitation { id, organization_id, email, role, team_ids }))
}

pub fn mark_accepted(conn: &Tx, id: &str, now: &str) -> Result<()> {
    conn.sql().execute("UPDATE invitations SET accepted_at = ?2 WHERE id = ?1", [id, now])?;
    Ok(())
}
