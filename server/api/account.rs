//! The signed-in account: its profile and its personal API tokens.

use chrono::{DateTime, Utc};
use serde_json::json;
use swagger::Nullable;
use testdeck_api::models::{self, AuditAction};

use super::audit::{self, Actor};
use super::context::RequestContext;
use crate::auth::{Role, API_TOKEN_PREFIX};
use crate::domain::{
    ids::{new_id, new_secret, secret_hash},
    names::required_name,
    time,
};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, api_tokens::ApiTokenRow, Conn, Paging};

/// Characters of a token kept in clear for recognising it in lists (`svc_` + 4).
const VISIBLE_PREFIX: usize = 8;

pub async fn me(state: &AppState, context: &RequestContext) -> Result<models::Me> {
    let account_id = context.principal()?.account_id.clone();
    state.db.lookup(move |conn| load_me(conn, &account_id)).await
}

/// The profile of an account: who, which organization, which teams.
pub fn load_me(conn: &Conn, account_id: &str) -> Result<models::Me> {
    let account = store::accounts::get(conn, account_id)?.ok_or_else(|| Error::not_found("account"))?;
    let organization = models::Organization::new(
        account.organization_id.clone(),
        store::accounts::organization_name(conn, &account.organization_id)?,
    );
    let teams = store::teams::of_account(conn, account_id)?.into_iter().map(super::teams::team_model).collect();
    let role = match account.role {
        Role::Owner => models::OrganizationRole::Owner,
        Role::Admin => models::OrganizationRole::Admin,
        Role::Member => models::OrganizationRole::Member,
    };
    let account = models::Account::new(account.id, account.email, account.name, role, account.created_at);
    Ok(models::Me::new(account, organization, teams))
}

pub async fn create_api_token(
    state: &AppState,
    context: &RequestContext,
    input: models::ApiTokenInput,
) -> Result<models::CreatedApiToken> {
    let principal = context.principal()?;
    principal.require_session("Making an API token")?;
    let account_id = principal.account_id.clone();
    let name = required_name("/name", &input.name)?;
    let now = time::now();
    if input.expires_at.is_some_and(|expiry| expiry <= now) {
        return Err(Error::invalid("/expiresAt", "must be in the future"));
    }
    let token = new_secret(API_TOKEN_PREFIX);
    let row = ApiTokenRow {
        id: new_id("tok"),
        name,
        prefix: token.chars().take(VISIBLE_PREFIX).collect(),
        created_at: now,
        last_used_at: None,
        expires_at: input.expires_at,
    };
    let hash = secret_hash(&token);
    let (id, name, prefix) = (row.id.clone(), row.name.clone(), row.prefix.clone());
    let expires_at = row.expires_at.map(time::to_text);
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            audit::record(tx, &actor, AuditAction::ApiTokenCreated, ("api_token", &id), json!({ "name": name }))?;
            store::api_tokens::insert(
                tx,
                &store::api_tokens::NewApiToken {
                    id: &id,
                    account_id: &account_id,
                    name: &name,
                    prefix: &prefix,
                    token_hash: &hash,
                    now: &time::to_text(now),
                    expires_at: expires_at.as_deref(),
                },
            )
        })
        .await?;
    let listed = api_token_model(row);
    Ok(models::CreatedApiToken::new(
        listed.id,
        listed.name,
        listed.prefix,
        listed.created_at,
        listed.last_used_at,
        listed.expires_at,
        token,
    ))
}

pub async fn list_api_tokens(
    state: &AppState,
    context: &RequestContext,
    paging: Paging,
) -> Result<models::ApiTokenPage> {
    let account_id = context.principal()?.account_id.clone();
    let (rows, total) = state.db.read(move |conn| store::api_tokens::list(conn, &account_id, paging)).await?;
    let items = rows.into_iter().map(api_token_model).collect();
    Ok(models::ApiTokenPage::new(items, total, paging.limit, paging.offset))
}

pub async fn revoke_api_token(state: &AppState, context: &RequestContext, id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    let actor = Actor::of(context)?;
    let token_id = id.clone();
    state
        .db
        .write(move |tx| {
            if !store::api_tokens::revoke(tx, &account_id, &token_id, &time::now_text())? {
                return Err(Error::not_found("API token"));
            }
            audit::record(tx, &actor, AuditAction::ApiTokenRevoked, ("api_token", &token_id), json!({}))
        })
        .await?;
    Ok(models::Deleted::new(id, true))
}

fn api_token_model(row: ApiTokenRow) -> models::ApiToken {
    models::ApiToken::new(
        row.id,
        row.name,
        row.prefix,
        row.created_at,
        nullable(row.last_used_at),
        nullable(row.expires_at),
    )
}

fn nullable(t: Option<DateTime<Utc>>) -> Nullable<DateTime<Utc>> {
    t.map_or(Nullable::Null, Nullable::Present)
}
