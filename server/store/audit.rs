//! The audit log: one row per security-relevant action, readable per organization.

use super::sql::{params, Row, SqlResult};
use chrono::{DateTime, Utc};
use testdeck_api::models::AuditAction;

use super::{filter::Filter, from_text, parsed, Conn, Paging, Tx};
use crate::domain::time::to_text;
use crate::error::Result;

pub struct AuditRow {
    pub id: String,
    pub organization_id: String,
    pub action: AuditAction,
    pub actor_id: Option<String>,
    pub target_type: Option<String>,
    pub target_id: Option<String>,
    pub client: Option<String>,
    /// JSON object text.
    pub details: String,
    pub created_at: DateTime<Utc>,
}

/// What a list of audit events can be narrowed by.
#[derive(Debug, Default)]
pub struct AuditFilter {
    pub action: Option<AuditAction>,
    pub actor_id: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

const COLUMNS: &str = "a.id, a.organization_id, a.action, a.actor_id, a.target_type, a.target_id, a.client, \
                       a.details, a.created_at";

pub fn insert(tx: &Tx, event: &AuditRow) -> Result<()> {
    tx.sql().execute(
        "INSERT INTO audit_events (id, organization_id, action, actor_id, target_type, target_id, client, details,
                                   created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            event.id,
            event.organization_id,
            event.action.to_string(),
            event.actor_id,
            event.target_type,
            event.target_id,
            event.client,
            event.details,
            to_text(event.created_at)
        ],
    )?;
    Ok(())
}

/// One page of the organization's events that `f` selects, newest first.
pub fn list(conn: &Conn, organization_id: &str, f: &AuditFilter, paging: Paging) -> Result<(Vec<AuditRow>, i64)> {
    let mut filter = Filter::new("a.organization_id = ?", organization_id.to_string());
    filter.eq("a.action", f.action.map(|a| a.to_string())).eq("a.actor_id", f.actor_id.clone());
    if let Some(from) = f.from {
        filter.clause("a.created_at >= ?", [to_text(from).into()]);
    }
    if let Some(to) = f.to {
        filter.clause("a.created_at <= ?", [to_text(to).into()]);
    }
    filter.page(conn, COLUMNS, "audit_events a", paging, audit_row)
}

fn audit_row(r: &Row) -> SqlResult<AuditRow> {
    Ok(AuditRow {
        id: r.get(0)?,
        organization_id: r.get(1)?,
        action: parsed(r, 2)?,
        actor_id: r.get(3)?,
        target_type: r.get(4)?,
        target_id: r.get(5)?,
        client: r.get(6)?,
        details: r.get(7)?,
        created_at: from_text(&r.get::<String>(8)?)?,
    })
}
