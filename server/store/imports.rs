//! Lookups and inserts that an import needs beyond those of single cases: names of existing
//! cases (to report duplicates), and tags and suites by name (to reuse or create them).

use std::collections::HashMap;

use super::sql::{params, OptionalExtension, SqlResult};

use super::{Conn, Tx};

use crate::domain::ids::new_id;
use crate::error::Result;

/// Lower-cased names of the project's cases, with an id for each.
pub fn case_names(conn: &Conn, project_id: &str) -> Result<HashMap<String, String>> {
    let mut stmt = conn
        .sql()
        .prepare_cached("SELECT lower(name), id FROM test_cases WHERE project_id = ?1 ORDER BY created_at")?;
    let names = stmt.query_map([project_id], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<SqlResult<_>>()?;
    Ok(names)
}

pub fn tag_id(conn: &Conn, project_id: &str, name: &str) -> Result<Option<String>> {
    Ok(conn
        .sql()
        .query_row("SELECT id FROM tags WHERE project_id = ?1 AND lower(name) = lower(?2)", [project_id, name], |r| {
            r.get(0)
        })
        .optional()?)
}

pub fn insert_tag(conn: &Tx, project_id: &str, name: &str, now: &str) -> Result<String> {
    let id = new_id("tag");
    conn.sql().execute(
        "INSERT INTO tags (id, project_id, name, color, created_at) VALUES (?1, ?2, ?3, NULL, ?4)",
        params![id, project_id, name, now],
    )?;
    Ok(id)
}

/// The oldest suite of that name (suite names need not be unique).
pub fn suite_id(conn: &Conn, project_id: &str, name: &str) -> Result<Option<String>> {
    Ok(conn
        .sql().query_row(
            "SELECT id FROM test_suites WHERE project_id = ?1 AND lower(name) = lower(?2) ORDER BY created_at, id LIMIT 1",
            [project_id, name],
            |r| r.get(0),
        )
        .optional()?)
}

pub fn insert_suite(conn: &Tx, project_id: &str, name: &str, created_by: &str, now: &str) -> Result<String> {
    let id = new_id("ts");
    conn.sql().execute(
        "INSERT INTO test_suites (id, project_id, name, description, created_by, created_at, updated_at)
         VALUES (?1, ?2, ?3, NULL, ?4, ?5, ?5)",
        params![id, project_id, name, created_by, now],
    )?;
    Ok(id)
}
