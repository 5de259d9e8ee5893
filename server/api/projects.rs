//! Projects and their settings. Every lookup goes through team membership: a project of
//! another team, or another organization, is "not found".

use serde_json::json;
use testdeck_api::models::{self, AuditAction};

use super::audit::{self, Actor};
use super::context::RequestContext;
use crate::domain::{
    ids::new_id,
    names::{optional_text, required_name},
    time,
};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, projects::ProjectRow, Conn, Paging, Tx};

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    name: Option<String>,
    paging: Paging,
) -> Result<models::ProjectPage> {
    let account_id = context.principal()?.account_id.clone();
    let (rows, total) =
        state.db.read(move |conn| store::projects::list_visible(conn, &account_id, name.as_deref(), paging)).await?;
    Ok(models::ProjectPage::new(rows.into_iter().map(project_model).collect(), total, paging.limit, paging.offset))
}

pub async fn create(
    state: &AppState,
    context: &RequestContext,
    input: models::ProjectInput,
) -> Result<models::Project> {
    let account_id = context.principal()?.account_id.clone();
    let name = required_name("/name", &input.name)?;
    let description = optional_text(input.description);
    state
        .db
        .write(move |tx| {
            let team_id = match input.team_id {
                Some(team_id) if store::teams::is_member(tx, &team_id, &account_id)? => team_id,
                Some(_) => return Err(Error::invalid("/teamId", "is not one of your teams")),
                None => store::teams::of_account(tx, &account_id)?
                    .into_iter()
                    .next()
                    .map(|t| t.id)
                    .ok_or_else(|| Error::invalid("/teamId", "is required: you are in no team yet"))?,
            };
            let id = new_id("prj");
            store::projects::insert(
                tx,
                &store::projects::NewProject {
                    id: &id,
                    team_id: &team_id,
                    name: &name,
                    description: description.as_deref(),
                    created_by: &account_id,
                    now: &time::now_text(),
                },
            )?;
            visible(tx, &account_id, &id).map(project_model)
        })
        .await
}

pub async fn get(state: &AppState, context: &RequestContext, id: String) -> Result<models::Project> {
    let account_id = context.principal()?.account_id.clone();
    state.db.lookup(move |conn| visible(conn, &account_id, &id).map(project_model)).await
}

pub async fn update(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::ProjectUpdate,
) -> Result<models::Project> {
    let account_id = context.principal()?.account_id.clone();
    let name = input.name.as_deref().map(|n| required_name("/name", n)).transpose()?;
    state
        .db
        .write(move |tx| {
            let current = visible(tx, &account_id, &id)?;
            let description = match input.description {
                Some(text) => optional_text(Some(text)),
                None => current.description,
            };
            let name = name.unwrap_or(current.name);
            store::projects::update(tx, &id, &name, description.as_deref(), &time::now_text())?;
            visible(tx, &account_id, &id).map(project_model)
        })
        .await
}

pub async fn settings(state: &AppState, context: &RequestContext, id: String) -> Result<models::ProjectSettings> {
    let account_id = context.principal()?.account_id.clone();
    let project = state.db.read(move |conn| visible(conn, &account_id, &id)).await?;
    settings_model(&project)
}

pub async fn update_settings(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::ProjectSettingsUpdate,
) -> Result<models::ProjectSettings> {
    let account_id = context.principal()?.account_id.clone();
    let actor = Actor::of(context)?;
    let project = state
        .db
        .write(move |tx| {
            let current = visible(tx, &account_id, &id)?;
            let settings = store::projects::Settings {
                default_severity: input.default_severity.unwrap_or(current.default_severity),
                result_retention_days: input.result_retention_days.map_or(current.result_retention_days, i64::from),
                flaky_window: input.flaky_window.map_or(current.flaky_window, i64::from),
                attachment_quota_bytes: input.attachment_quota_bytes.unwrap_or(current.attachment_quota_bytes),
            };
            store::projects::update_settings(tx, &id, &settings, &time::now_text())?;
            let details = json!({ "defaultSeverity": settings.default_severity,
                                  "resultRetentionDays": settings.result_retention_days,
                                  "flakyWindow": settings.flaky_window,
                                  "attachmentQuotaBytes": settings.attachment_quota_bytes });
            audit::record(tx, &actor, AuditAction::ProjectSettingsChanged, ("project", &id), details)?;
            visible(tx, &account_id, &id)
        })
        .await?;
    settings_model(&project)
}

/// Runs `f` on a read connection with the project `project_id` and the caller's account id,
/// when the caller can see the project ("not found" otherwise): the tenancy check of every
/// operation on a project's contents.
pub async fn read_in_project<T, F>(state: &AppState, context: &RequestContext, project_id: String, f: F) -> Result<T>
where
    T: Send + 'static,
    F: FnOnce(&Conn, ProjectRow, &str) -> Result<T> + Send + 'static,
{
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| f(conn, visible(conn, &account_id, &project_id)?, &account_id)).await
}

/// [`read_in_project`] in a write transaction.
pub async fn write_in_project<T, F>(state: &AppState, context: &RequestContext, project_id: String, f: F) -> Result<T>
where
    T: Send + 'static,
    F: FnOnce(&Tx, ProjectRow, &str) -> Result<T> + Send + 'static,
{
    let account_id = context.principal()?.account_id.clone();
    state.db.write(move |tx| f(tx, visible(tx, &account_id, &project_id)?, &account_id)).await
}

/// The project if the caller is in its team; "not found" otherwise, whoever owns it.
pub fn visible(conn: &Conn, account_id: &str, project_id: &str) -> Result<ProjectRow> {
    store::projects::get_visible(conn, account_id, project_id)?.ok_or_else(|| Error::not_found("project"))
}

fn project_model(row: ProjectRow) -> models::Project {
    let description = row.description.map_or(swagger::Nullable::Null, swagger::Nullable::Present);
    models::Project::new(row.id, row.name, description, row.team_id, row.created_at, row.updated_at)
}

fn settings_model(project: &ProjectRow) -> Result<models::ProjectSettings> {
    let retention = u16::try_from(project.result_retention_days).map_err(Error::internal)?;
    let flaky_window = u8::try_from(project.flaky_window).map_err(Error::internal)?;
    Ok(models::ProjectSettings::new(project.default_severity, retention, flaky_window, project.attachment_quota_bytes))
}
