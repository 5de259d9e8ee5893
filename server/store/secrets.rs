//! Keys the server makes for itself, so a fresh single-file deployment needs no setup.

use super::sql::{params, OptionalExtension};

use super::Tx;

use crate::error::Result;

/// The secret called `name`, created with `make` (and kept) the first time it is asked for.
pub fn get_or_create(conn: &Tx, name: &str, now: &str, make: impl FnOnce() -> Vec<u8>) -> Result<Vec<u8>> {
    if let Some(value) =
        conn.sql().query_row("SELECT value FROM server_secrets WHERE name = ?1", [name], |r| r.get(0)).optional()?
    {
        return Ok(value);
    }
    let value = make();
    conn.sql().execute(
        "INSERT INTO server_secrets (name, value, created_at) VALUES (?1, ?2, ?3)",
        params![name, value, now],
    )?;
    Ok(value)
}
