//! The team-chat integration: connect, configure, test, and reports of runs.
//!
//! The webhook URL and the signing secret are secrets. Both are sealed with the data key before
//! they are stored; the secret is answered once, by connect; the URL is never answered again in
//! full (only `scheme://host/…`). Nothing here logs either of them or a message body.

use serde_json::json;
use swagger::Nullable;
use testdeck_api::models::{self, AuditAction};

use super::audit::{self, Actor};
use super::context::RequestContext;
use super::projects::{read_in_project, visible, write_in_project};
use super::runs::visible_run;
use crate::domain::{ids::new_secret, time};
use crate::error::{Error, Result};
use crate::outbound::{self, report};
use crate::state::AppState;
use crate::store::{self, team_chat::TeamChatRow};

pub async fn notification_settings(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
) -> Result<models::NotificationSettings> {
    let (on_completed, on_failed) = read_in_project(state, context, project_id, move |conn, project, _| {
        store::team_chat::notification_settings(conn, &project.id)
    })
    .await?;
    Ok(models::NotificationSettings::new(on_completed, on_failed))
}

/// Changes what is given; what is left out stays.
pub async fn update_notification_settings(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::NotificationSettingsUpdate,
) -> Result<models::NotificationSettings> {
    let actor = Actor::of(context)?;
    let (on_completed, on_failed) = write_in_project(state, context, project_id, move |tx, project, _| {
        let (completed, failed) = store::team_chat::notification_settings(tx, &project.id)?;
        let settings = (input.on_completed.unwrap_or(completed), input.on_failed.unwrap_or(failed));
        store::team_chat::set_notification_settings(tx, &project.id, settings.0, settings.1)?;
        let details = json!({ "onCompleted": settings.0, "onFailed": settings.1 });
        audit::record(tx, &actor, AuditAction::TeamChatSettingsChanged, ("project", &project.id), details)?;
        Ok(settings)
    })
    .await?;
    Ok(models::NotificationSettings::new(on_completed, on_failed))
}

pub async fn configs(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
) -> Result<models::IntegrationConfigs> {
    read_in_project(state, context, project_id, move |conn, project, _| {
        Ok(configs_model(store::team_chat::get(conn, &project.id)?))
    })
    .await
}

/// Sets channel, mention and includePassed of the team chat (`""` clears channel or mention).
/// They can be chosen before a webhook is connected; connect keeps them.
pub async fn update_configs(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::IntegrationConfigsUpdate,
) -> Result<models::IntegrationConfigs> {
    let change = input.team_chat;
    let actor = Actor::of(context)?;
    write_in_project(state, context, project_id, move |tx, project, _| {
        let mut settings = store::team_chat::get(tx, &project.id)?.unwrap_or_default();
        if let Some(change) = change {
            let mut changed = false;
            if let Some(channel) = change.channel {
                settings.channel = cleared(channel);
                changed = true;
            }
            if let Some(mention) = change.mention {
                settings.mention = cleared(mention);
                changed = true;
            }
            if let Some(include_passed) = change.include_passed {
                settings.include_passed = include_passed;
                changed = true;
            }
            if changed {
                store::team_chat::set_settings(tx, &project.id, &settings)?;
                let details = json!({ "channel": settings.channel, "mention": settings.mention,
                                      "includePassed": settings.include_passed });
                audit::record(tx, &actor, AuditAction::TeamChatSettingsChanged, ("project", &project.id), details)?;
            }
        }
        Ok(configs_model(Some(settings)))
    })
    .await
}

/// Connects a webhook (again: replaces URL and secret). Answers the new signing secret, once.
pub async fn connect(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::TeamChatConnectInput,
) -> Result<models::TeamChatConnection> {
    let account_id = context.principal()?.account_id.clone();
    // Visibility first: an outsider learns nothing, not even whether the URL would do.
    let project = {
        let (account_id, project_id) = (account_id.clone(), project_id.clone());
        state.db.read(move |conn| visible(conn, &account_id, &project_id)).await?
    };
    let url = input.webhook_url.trim().to_string();
    let checked = outbound::check_url(&url, state.team_chat.policy())
        .await
        .map_err(|reason| Error::invalid("/webhookUrl", reason))?;
    let channel = input.channel.map(|c| c.trim().to_string());
    let secret = new_secret("whsec");
    let url_sealed = state.data_key.seal(url.as_bytes());
    let secret_sealed = state.data_key.seal(secret.as_bytes());
    let display = outbound::mask(&checked.url);
    let actor = Actor::of(context)?;
    let team_chat = state
        .db
        .write(move |tx| {
            let project = visible(tx, &account_id, &project.id)?;
            store::team_chat::connect(
                tx,
                &project.id,
                &store::team_chat::NewWebhook {
                    url_sealed: &url_sealed,
                    secret_sealed: &secret_sealed,
                    display: &display,
                    // `""` connects without a channel (and clears one chosen before).
                    channel: channel.as_deref(),
                    now: &time::now_text(),
                },
            )?;
            // The masked address only: the webhook URL is a secret.
            let details = json!({ "webhook": display });
            audit::record(tx, &actor, AuditAction::TeamChatConnected, ("project", &project.id), details)?;
            if channel.as_deref() == Some("") {
                let mut settings = store::team_chat::get(tx, &project.id)?.unwrap_or_default();
                settings.channel = None;
                store::team_chat::set_settings(tx, &project.id, &settings)?;
            }
            store::team_chat::get(tx, &project.id)
        })
        .await?;
    Ok(models::TeamChatConnection::new(team_chat_model(team_chat), secret))
}

/// Forgets the team chat: webhook, secret and its settings.
pub async fn disconnect(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
) -> Result<models::IntegrationConfigs> {
    let actor = Actor::of(context)?;
    write_in_project(state, context, project_id, move |tx, project, _| {
        store::team_chat::delete(tx, &project.id)?;
        audit::record(tx, &actor, AuditAction::TeamChatDisconnected, ("project", &project.id), json!({}))?;
        Ok(configs_model(None))
    })
    .await
}

/// Posts a test message. 201 whether or not the chat took it: the delivery says which.
pub async fn test(state: &AppState, context: &RequestContext, project_id: String) -> Result<models::Delivery> {
    let (webhook, message) = read_in_project(state, context, project_id, move |conn, project, _| {
        let webhook = store::team_chat::webhook(conn, &project.id)?.ok_or_else(not_connected)?;
        let message = report::test_message(&project.id, &project.name, &webhook.settings);
        Ok((webhook, message))
    })
    .await?;
    state.team_chat.send(&webhook, report::TEST_EVENT, &message).await
}

/// Posts the report of a run to its project's team chat.
pub async fn send_report(state: &AppState, context: &RequestContext, run_id: String) -> Result<models::Delivery> {
    let account_id = context.principal()?.account_id.clone();
    let (webhook, message) = state
        .db
        .read(move |conn| {
            let run = visible_run(conn, &account_id, &run_id)?;
            let webhook = store::team_chat::webhook(conn, &run.project_id)?.ok_or_else(not_connected)?;
            let message = report::run_report(conn, &run, &webhook.settings)?;
            Ok((webhook, message))
        })
        .await?;
    state.team_chat.send(&webhook, report::REPORT_EVENT, &message).await
}

fn not_connected() -> Error {
    Error::new(crate::error::Kind::InvalidState, "The project has no team chat; connect a team chat first.")
}

/// Trimmed; empty means "none".
fn cleared(value: String) -> Option<String> {
    Some(value.trim().to_string()).filter(|v| !v.is_empty())
}

fn configs_model(team_chat: Option<TeamChatRow>) -> models::IntegrationConfigs {
    models::IntegrationConfigs::new(team_chat_model(team_chat))
}

fn team_chat_model(row: Option<TeamChatRow>) -> models::TeamChatConfig {
    let row = row.unwrap_or_default();
    let nullable = |v: Option<String>| v.map_or(Nullable::Null, Nullable::Present);
    models::TeamChatConfig::new(
        row.connected_at.is_some(),
        nullable(row.webhook_display),
        nullable(row.channel),
        nullable(row.mention),
        row.include_passed,
        row.connected_at.map_or(Nullable::Null, Nullable::Present),
    )
}
