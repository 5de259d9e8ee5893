//! Test accounts of a project: credentials the runner signs in with. The password is
//! write-only: sealed with the server's data key before it is stored, never answered, never
//! logged; only the runner opens it.

use swagger::Nullable;
use testdeck_api::models;

use super::context::RequestContext;
use super::projects::{read_in_project, write_in_project};
use crate::domain::{
    ids::new_id,
    names::{optional_text, required_name},
    time,
};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, test_accounts::TestAccountRow, Conn, Paging};

pub async fn create(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::TestAccountInput,
) -> Result<models::TestAccount> {
    let name = required_name("/name", &input.name)?;
    let username = required_name("/username", &input.username)?;
    let description = optional_text(input.description);
    // The password is used as given (spaces included) and leaves this function only sealed.
    let sealed = state.data_key.seal(input.password.as_bytes());
    write_in_project(state, context, project_id, move |tx, project, account_id| {
        let id = new_id("tac");
        store::test_accounts::insert(
            tx,
            &store::test_accounts::NewTestAccount {
                id: &id,
                project_id: &project.id,
                name: &name,
                username: &username,
                password_sealed: &sealed,
                description: description.as_deref(),
                now: &time::now_text(),
            },
        )?;
        visible_test_account(tx, account_id, &id).map(test_account_model)
    })
    .await
}

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    paging: Paging,
) -> Result<models::TestAccountPage> {
    let (rows, total) = read_in_project(state, context, project_id, move |conn, project, _| {
        store::test_accounts::list(conn, &project.id, paging)
    })
    .await?;
    let items = rows.into_iter().map(test_account_model).collect();
    Ok(models::TestAccountPage::new(items, total, paging.limit, paging.offset))
}

pub async fn get(state: &AppState, context: &RequestContext, id: String) -> Result<models::TestAccount> {
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| visible_test_account(conn, &account_id, &id).map(test_account_model)).await
}

/// Replaces name, username and description; the password only when one is given.
pub async fn replace(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::TestAccountUpdate,
) -> Result<()> {
    let account_id = context.principal()?.account_id.clone();
    let name = required_name("/name", &input.name)?;
    let username = required_name("/username", &input.username)?;
    let description = optional_text(input.description);
    let sealed = input.password.map(|password| state.data_key.seal(password.as_bytes()));
    state
        .db
        .write(move |tx| {
            visible_test_account(tx, &account_id, &id)?;
            store::test_accounts::replace(
                tx,
                &id,
                &store::test_accounts::TestAccountChange {
                    name: &name,
                    username: &username,
                    password_sealed: sealed.as_deref(),
                    description: description.as_deref(),
                    now: &time::now_text(),
                },
            )
        })
        .await
}

pub async fn delete(state: &AppState, context: &RequestContext, id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    let test_account_id = id.clone();
    state
        .db
        .write(move |tx| {
            visible_test_account(tx, &account_id, &test_account_id)?;
            store::test_accounts::delete(tx, &test_account_id)
        })
        .await?;
    Ok(models::Deleted::new(id, true))
}

/// The test account if the caller is in its project's team; "not found" otherwise.
fn visible_test_account(conn: &Conn, account_id: &str, id: &str) -> Result<TestAccountRow> {
    store::test_accounts::get_visible(conn, account_id, id)?.ok_or_else(|| Error::not_found("test account"))
}

fn test_account_model(row: TestAccountRow) -> models::TestAccount {
    models::TestAccount::new(
        row.id,
        row.project_id,
        row.name,
        row.username,
        row.description.map_or(Nullable::Null, Nullable::Present),
        row.created_at,
        row.updated_at,
    )
}
