//! Public, read-only views of runs and results. Sharing answers a high-entropy token (only its
//! sha256 is stored) and the URL of the view; sharing again replaces the token, and revoking
//! takes effect on the next request. The views show the run or result and nothing more.

use rusqlite::Connection;
use testdeck_api::models;

use super::results::{result_model, visible_result};
use super::runs::{run_model, visible_run};
use crate::domain::ids::{new_secret, secret_hash};
use crate::domain::time;
use crate::error::{Error, Kind, Result};
use crate::http::context::RequestContext;
use crate::state::AppState;
use crate::store::{self, shares};

pub async fn share_run(state: &AppState, context: &RequestContext, run_id: String) -> Result<models::Share> {
    let account_id = context.principal()?.account_id.clone();
    let token = new_secret("shr");
    let token_hash = secret_hash(&token);
    state
        .db
        .write(move |tx| {
            let run = visible_run(tx, &account_id, &run_id)?;
            share(tx, shares::Kind::Run, &run.id, &run.id, &token_hash, &account_id)
        })
        .await?;
    let url = format!("{}/v1/shared/test-runs/{token}", state.config.public_url());
    Ok(models::Share::new(token, url))
}

pub async fn unshare_run(state: &AppState, context: &RequestContext, run_id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let run = visible_run(tx, &account_id, &run_id)?;
            unshare(tx, shares::Kind::Run, run.id, "test run")
        })
        .await
}

pub async fn share_result(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::Share> {
    let account_id = context.principal()?.account_id.clone();
    let token = new_secret("shr");
    let token_hash = secret_hash(&token);
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            share(tx, shares::Kind::Result, &result.id, &result.test_run_id, &token_hash, &account_id)
        })
        .await?;
    let url = format!("{}/v1/shared/results/{token}", state.config.public_url());
    Ok(models::Share::new(token, url))
}

pub async fn unshare_result(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            unshare(tx, shares::Kind::Result, result.id, "result")
        })
        .await
}

/// `GET /v1/shared/test-runs/{token}`, without authentication.
pub async fn shared_run(state: &AppState, token: String) -> Result<models::SharedTestRun> {
    let token_hash = secret_hash(&token);
    state
        .db
        .read(move |conn| {
            let run = shares::target(conn, shares::Kind::Run, &token_hash)?
                .map(|id| store::runs::get(conn, &id))
                .transpose()?
                .flatten()
                .ok_or_else(not_shared)?;
            let results = store::runs::results_of_run(conn, &run.id)?
                .into_iter()
                .map(|row| result_model(conn, row))
                .collect::<Result<_>>()?;
            Ok(models::SharedTestRun::new(run_model(conn, &run)?, results))
        })
        .await
}

/// `GET /v1/shared/results/{token}`, without authentication.
pub async fn shared_result(state: &AppState, token: String) -> Result<models::TestResult> {
    let token_hash = secret_hash(&token);
    state
        .db
        .read(move |conn| {
            let row = shares::target(conn, shares::Kind::Result, &token_hash)?
                .map(|id| store::runs::result(conn, &id))
                .transpose()?
                .flatten()
                .ok_or_else(not_shared)?;
            result_model(conn, row)
        })
        .await
}

fn share(
    tx: &Connection,
    kind: shares::Kind,
    target_id: &str,
    test_run_id: &str,
    token_hash: &str,
    account_id: &str,
) -> Result<()> {
    shares::replace(
        tx,
        &shares::NewShare { kind, target_id, test_run_id, token_hash, created_by: account_id, now: &time::now_text() },
    )
}

fn unshare(tx: &Connection, kind: shares::Kind, target_id: String, what: &str) -> Result<models::Deleted> {
    if !shares::delete(tx, kind, &target_id)? {
        return Err(Error::new(Kind::NotFound, format!("This {what} is not shared.")));
    }
    Ok(models::Deleted::new(target_id, true))
}

/// The same answer for a token never issued, replaced, revoked, or of a deleted target.
fn not_shared() -> Error {
    Error::new(Kind::NotFound, "No such shared view; the link may have been revoked.")
}
