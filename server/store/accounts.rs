//! Organizations and the accounts in them.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{from_text, Conn, Tx};

use crate::domain::principal::Role;
use crate::error::{Error, Result};

pub struct AccountRow {
    pub id: String,
    pub organization_id: String,
    pub email: String,
    pub name: String,
    pub role: Role,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

pub struct NewAccount<'a> {
    pub id: &'a str,
    pub organization_id: &'a str,
    pub email: &'a str,
    pub name: &'a str,
    pub password_hash: &'a str,
    pub role: Role,
    pub now: &'a str,
}

pub fn insert_organization(conn: &Tx, id: &str, name: &str, now: &str) -> Result<()> {
    conn.sql()
        .execute("INSERT INTO organizations (id, name, created_at) VALUES (?1, ?2, ?3)", params![id, name, now])?;
    Ok(())
}

pub fn organization_name(conn: &Conn, id: &str) -> Result<String> {
    Ok(conn.sql().query_row("SELECT name FROM organizations WHERE id = ?1", [id], |r| r.get(0))?)
}

/// Refuses an email that already has an account (case-insensitively) with a 409.
pub fn insert(conn: &Tx, account: &NewAccount) -> Result<()> {
    conn.sql()
        .execute(
            "INSERT INTO accounts (id, organization_id, email, name, password_hash, role, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                account.id,
                account.organization_id,
                account.email,
                account.name,
                account.password_hash,
                account.role.as_str(),
                account.now
            ],
        )
        .map_err(|e| {
            if e.is_unique_violation() {
                Error::conflict("An account with this email exists. Sign in, or use another address.")
            } else {
                e.into()
            }
        })?;
    Ok(())
}

pub fn email_taken(conn: &Conn, email: &str) -> Result<bool> {
    Ok(conn.sql().query_row("SELECT 1 FROM accounts WHERE email = ?1", [email], |_| Ok(())).optional()?.is_some())
}

/// Account id and password hash for a sign-in attempt.
pub fn credentials(conn: &Conn, email: &str) -> Result<Option<(String, String)>> {
    Ok(conn
        .sql()
        .query_row("SELECT id, password_hash FROM accounts WHERE email = ?1", [email], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?)
}

pub fn id_by_email(conn: &Conn, email: &str) -> Result<Option<String>> {
    Ok(conn.sql().query_row("SELECT id FROM accounts WHERE email = ?1", [email], |r| r.get(0)).optional()?)
}

pub fn get(conn: &Conn, id: &str) -> Result<Option<AccountRow>> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT id, organization_id, email, name, role, created_at FROM accounts WHERE id = ?1",
            [id],
            account_row,
        )
        .optional()?)
}

/// Whether `account_id` belongs to `organization_id`: other organizations' ids do not exist.
pub fn in_organization(conn: &Conn, organization_id: &str, account_id: &str) -> Result<bool> {
    Ok(conn
        .sql()
        .query_row(
            "SELECT 1 FROM accounts WHERE id = ?1 AND organization_id = ?2",
            [account_id, organization_id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

fn account_row(r: &Row) -> SqlResult<AccountRow> {
    let role: String = r.get(4)?;
    Ok(AccountRow {
        id: r.get(0)?,
        organization_id: r.get(1)?,
        email: r.get(2)?,
        name: r.get(3)?,
        role: Role::parse(&role).unwrap_or(Role::Member),
        created_at: from_text(&r.get::<String>(5)?)?,
    })
}
