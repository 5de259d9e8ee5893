//! The organization's audit log. An action is recorded in the transaction that performs it, so
//! the action and its record commit together or not at all; owners and admins read the log.

use std::net::IpAddr;

use serde_json::Value;
use testdeck_api::models::{self, AuditAction};

use super::context::RequestContext;
use crate::domain::{ids::new_id, time};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, audit::AuditFilter, audit::AuditRow, Paging, Tx};

/// Who acts, for the record: the organization, the account (none for a failed sign-in) and the
/// client address.
#[derive(Debug, Clone)]
pub struct Actor {
    organization_id: String,
    account_id: Option<String>,
    client: String,
}

impl Actor {
    /// The signed-in caller of an operation.
    pub fn of(context: &RequestContext) -> Result<Actor> {
        let principal = context.principal()?;
        Ok(Actor {
            organization_id: principal.organization_id.clone(),
            account_id: Some(principal.account_id.clone()),
            client: context.client().to_string(),
        })
    }

    pub fn account_id(&self) -> Option<&str> {
        self.account_id.as_deref()
    }

    /// Someone signing in to `organization_id`'s account `account_id`: the actor once it
    /// succeeded, nobody yet when it failed.
    pub fn signing_in(client: IpAddr, organization_id: String, account_id: Option<String>) -> Actor {
        Actor { organization_id, account_id, client: client.to_string() }
    }
}

/// Records `action` on `target` (its kind and id) with `details`, which must hold no secret.
pub fn record(tx: &Tx, actor: &Actor, action: AuditAction, target: (&str, &str), details: Value) -> Result<()> {
    store::audit::insert(
        tx,
        &AuditRow {
            id: new_id("aud"),
            organization_id: actor.organization_id.clone(),
            action,
            actor_id: actor.account_id.clone(),
            target_type: Some(target.0.to_string()),
            target_id: Some(target.1.to_string()),
            client: Some(actor.client.clone()),
            details: details.to_string(),
            created_at: time::now(),
        },
    )
}

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    filter: AuditFilter,
    paging: Paging,
) -> Result<models::AuditEventPage> {
    let principal = context.principal()?.clone();
    principal.require_admin()?;
    let (rows, total) =
        state.db.read(move |conn| store::audit::list(conn, &principal.organization_id, &filter, paging)).await?;
    let items = rows.into_iter().map(event_model).collect::<Result<_>>()?;
    Ok(models::AuditEventPage::new(items, total, paging.limit, paging.offset))
}

fn event_model(row: AuditRow) -> Result<models::AuditEvent> {
    let nullable = |v: Option<String>| v.map_or(swagger::Nullable::Null, swagger::Nullable::Present);
    let details: std::collections::HashMap<String, Value> =
        serde_json::from_str(&row.details).map_err(Error::internal)?;
    Ok(models::AuditEvent::new(
        row.id,
        row.action,
        nullable(row.actor_id),
        nullable(row.target_type),
        nullable(row.target_id),
        nullable(row.client),
        details,
        row.created_at,
    ))
}
