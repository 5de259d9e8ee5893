//! Files on results (screenshots, logs, traces), kept in the database itself so that one file
//! still holds everything. Listing reads their descriptions only; the bytes are read one file
//! at a time, for a download.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{from_text, Conn, Tx};
use crate::domain::time::to_text;
use crate::error::Result;

/// An attachment without its bytes.
#[derive(Debug, Clone)]
pub struct AttachmentRow {
    pub id: String,
    pub result_id: String,
    pub project_id: String,
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub sha256: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

const COLUMNS: &str = "a.id, a.result_id, a.project_id, a.name, a.content_type, a.size, a.sha256, a.created_at";

pub fn insert(tx: &Tx, a: &AttachmentRow, content: &[u8]) -> Result<()> {
    tx.sql().execute(
        "INSERT INTO attachments (id, result_id, project_id, name, content_type, size, sha256, content, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            a.id,
            a.result_id,
            a.project_id,
            a.name,
            a.content_type,
            a.size,
            a.sha256,
            content,
            to_text(a.created_at)
        ],
    )?;
    Ok(())
}

/// The attachments of these results, each result's in the order they were added.
pub fn of_results(conn: &Conn, result_ids: &[String]) -> Result<Vec<AttachmentRow>> {
    let mut stmt = conn.sql().prepare_cached(&format!(
        "SELECT {COLUMNS} FROM attachments a WHERE a.result_id = ?1 ORDER BY a.created_at, a.rowid"
    ))?;
    let mut all = Vec::new();
    for id in result_ids {
        all.extend(stmt.query_map([id], attachment_row)?.collect::<SqlResult<Vec<_>>>()?);
    }
    Ok(all)
}

pub fn get(conn: &Conn, id: &str) -> Result<Option<AttachmentRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {COLUMNS} FROM attachments a WHERE a.id = ?1"), [id], attachment_row)
        .optional()?)
}

/// The bytes of an attachment.
pub fn content(conn: &Conn, id: &str) -> Result<Option<Vec<u8>>> {
    Ok(conn.sql().query_row("SELECT content FROM attachments WHERE id = ?1", [id], |r| r.get(0)).optional()?)
}

fn attachment_row(r: &Row) -> SqlResult<AttachmentRow> {
    Ok(AttachmentRow {
        id: r.get(0)?,
        result_id: r.get(1)?,
        project_id: r.get(2)?,
        name: r.get(3)?,
        content_type: r.get(4)?,
        size: r.get(5)?,
        sha256: r.get(6)?,
        created_at: from_text(&r.get::<String>(7)?)?,
    })
}
