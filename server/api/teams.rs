//! Teams of the organization, their members, and invitations into the organization.

use chrono::Duration;
use serde_json::json;
use testdeck_api::models::{self, AuditAction};

use super::audit::{self, Actor};
use super::context::RequestContext;
use crate::domain::{
    ids::{new_id, new_secret, secret_hash},
    names::{required_name, slugify},
    time,
};
use crate::error::{Error, FieldError, Result};
use crate::state::AppState;
use crate::store::{self, invitations::NewInvitation, teams::TeamRow, Paging};

const INVITATION_TTL_DAYS: i64 = 7;

pub async fn list(state: &AppState, context: &RequestContext, paging: Paging) -> Result<models::TeamPage> {
    let organization_id = context.principal()?.organization_id.clone();
    let (rows, total) = state.db.read(move |conn| store::teams::list(conn, &organization_id, paging)).await?;
    Ok(models::TeamPage::new(rows.into_iter().map(team_model).collect(), total, paging.limit, paging.offset))
}

/// Creates a team; its creator joins it, so it can hold the creator's projects at once.
pub async fn create(state: &AppState, context: &RequestContext, input: models::TeamInput) -> Result<models::Team> {
    let principal = context.principal()?.clone();
    principal.require_admin()?;
    let name = required_name("/name", &input.name)?;
    let slug = input.slug.unwrap_or_else(|| slugify(&name));
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            let now = time::now_text();
            let id = new_id("team");
            store::teams::insert(tx, &id, &principal.organization_id, &name, &slug, &now)?;
            audit::record(tx, &actor, AuditAction::TeamCreated, ("team", &id), json!({ "name": name }))?;
            store::teams::add_member(tx, &id, &principal.account_id, &now)?;
            let team = store::teams::get(tx, &principal.organization_id, &id)?;
            team.map(team_model).ok_or_else(|| Error::internal(anyhow::anyhow!("team {id} vanished")))
        })
        .await
}

pub async fn add_member(
    state: &AppState,
    context: &RequestContext,
    team_id: String,
    account_id: String,
) -> Result<models::TeamMembership> {
    let principal = context.principal()?.clone();
    principal.require_admin()?;
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            store::teams::get(tx, &principal.organization_id, &team_id)?.ok_or_else(|| Error::not_found("team"))?;
            if !store::accounts::in_organization(tx, &principal.organization_id, &account_id)? {
                return Err(Error::invalid(
                    "/accountId",
                    "no such account in your organization; invite the person first (`POST /v1/invitations`)",
                ));
            }
            store::teams::add_member(tx, &team_id, &account_id, &time::now_text())?;
            let details = json!({ "accountId": account_id });
            audit::record(tx, &actor, AuditAction::TeamMemberAdded, ("team", &team_id), details)?;
            Ok(models::TeamMembership::new(team_id, account_id))
        })
        .await
}

pub async fn remove_member(
    state: &AppState,
    context: &RequestContext,
    team_id: String,
    account_id: String,
) -> Result<models::TeamMembership> {
    let principal = context.principal()?.clone();
    principal.require_admin()?;
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            store::teams::get(tx, &principal.organization_id, &team_id)?.ok_or_else(|| Error::not_found("team"))?;
            if !store::teams::remove_member(tx, &team_id, &account_id)? {
                return Err(Error::not_found("member of this team"));
            }
            let details = json!({ "accountId": account_id });
            audit::record(tx, &actor, AuditAction::TeamMemberRemoved, ("team", &team_id), details)?;
            Ok(models::TeamMembership::new(team_id, account_id))
        })
        .await
}

pub async fn invite(
    state: &AppState,
    context: &RequestContext,
    input: models::InvitationInput,
) -> Result<models::Invitation> {
    let principal = context.principal()?.clone();
    principal.require_admin()?;
    let email = input.email.trim().to_lowercase();
    let role = match input.role {
        Some(models::InvitationInputRole::Admin) => models::InvitationRole::Admin,
        _ => models::InvitationRole::Member,
    };
    // Checked in the order given, so `/teamIds/N` points at what the caller sent.
    let team_ids = input.team_ids;
    let token = new_secret("inv");
    let token_hash = secret_hash(&token);
    let expires_at = time::now() + Duration::days(INVITATION_TTL_DAYS);
    let id = new_id("inv");
    let (row_id, row_email, row_teams, role_text) = (id.clone(), email.clone(), team_ids.clone(), role.to_string());
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            let unknown: Vec<FieldError> = row_teams
                .iter()
                .enumerate()
                .filter(|(_, team_id)| {
                    !matches!(store::teams::get(tx, &principal.organization_id, team_id), Ok(Some(_)))
                })
                .map(|(i, _)| FieldError::new(format!("/teamIds/{i}"), "no such team in your organization"))
                .collect();
            if !unknown.is_empty() {
                return Err(Error::invalid_fields(unknown));
            }
            let mut row_teams = row_teams;
            row_teams.sort();
            row_teams.dedup();
            if store::accounts::email_taken(tx, &row_email)? {
                return Err(Error::conflict("This email already has an account; add it to teams instead."));
            }
            let details = json!({ "email": row_email, "role": role_text, "teamIds": row_teams });
            audit::record(tx, &actor, AuditAction::InvitationCreated, ("invitation", &row_id), details)?;
            store::invitations::insert(
                tx,
                &NewInvitation {
                    id: &row_id,
                    organization_id: &principal.organization_id,
                    email: &row_email,
                    role: &role_text,
                    token_hash: &token_hash,
                    created_by: &principal.account_id,
                    now: &time::now_text(),
                    expires_at: &time::to_text(expires_at),
                    team_ids: &row_teams,
                },
            )
        })
        .await?;
    Ok(models::Invitation::new(id, email, team_ids, role, token, expires_at))
}

pub fn team_model(row: TeamRow) -> models::Team {
    models::Team::new(row.id, row.name, row.slug, row.created_at)
}
