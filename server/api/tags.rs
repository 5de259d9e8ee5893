//! Tags of a project. Names are unique within a project; test cases refer to tags by id.

use swagger::Nullable;
use testdeck_api::models;

use super::context::RequestContext;
use super::projects::{read_in_project, write_in_project};
use crate::domain::{ids::new_id, names::required_name, time};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, filter::Scope, tags::TagRow, Conn, Paging};

pub async fn create(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::TagInput,
) -> Result<models::Tag> {
    let name = required_name("/name", &input.name)?;
    write_in_project(state, context, project_id, move |tx, project, account_id| {
        let id = new_id("tag");
        store::tags::insert(
            tx,
            &store::tags::NewTag {
                id: &id,
                project_id: &project.id,
                name: &name,
                color: input.color.as_deref(),
                now: &time::now_text(),
            },
        )?;
        visible_tag(tx, account_id, &id).map(tag_model)
    })
    .await
}

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    scope: Scope,
    name: Option<String>,
    paging: Paging,
) -> Result<models::TagPage> {
    let (rows, total) = read_in_project(state, context, project_id, move |conn, project, _| {
        store::tags::list(conn, &project.id, &scope, name.as_deref(), paging)
    })
    .await?;
    Ok(models::TagPage::new(rows.into_iter().map(tag_model).collect(), total, paging.limit, paging.offset))
}

/// Changes only the fields given.
pub async fn update(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::TagUpdate,
) -> Result<models::Tag> {
    let account_id = context.principal()?.account_id.clone();
    let name = input.name.as_deref().map(|n| required_name("/name", n)).transpose()?;
    state
        .db
        .write(move |tx| {
            let current = visible_tag(tx, &account_id, &id)?;
            let name = name.unwrap_or(current.name);
            let color = input.color.or(current.color);
            store::tags::update(tx, &id, &name, color.as_deref())?;
            visible_tag(tx, &account_id, &id).map(tag_model)
        })
        .await
}

/// Deletes the tag; the cases that carry it lose it (each gets a new version without it).
pub async fn delete(state: &AppState, context: &RequestContext, id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    let tag_id = id.clone();
    state
        .db
        .write(move |tx| {
            visible_tag(tx, &account_id, &tag_id)?;
            super::test_cases::before_tag_delete(tx, &tag_id, &account_id)?;
            store::tags::delete(tx, &tag_id)
        })
        .await?;
    Ok(models::Deleted::new(id, true))
}

/// The tag if the caller is in its project's team; "not found" otherwise, whoever owns it.
fn visible_tag(conn: &Conn, account_id: &str, tag_id: &str) -> Result<TagRow> {
    store::tags::get_visible(conn, account_id, tag_id)?.ok_or_else(|| Error::not_found("tag"))
}

fn tag_model(row: TagRow) -> models::Tag {
    models::Tag::new(row.id, row.project_id, row.name, row.color.map_or(Nullable::Null, Nullable::Present))
}
