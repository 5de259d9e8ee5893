//! Public, read-only views of runs and results. Sharing answers a high-entropy token (only its
//! sha256 is stored) and the URL of the view; sharing again replaces the token, and revoking
//! takes effect on the next request. The views show the run or result and nothing more.

use serde_json::json;
use testdeck_api::models::{self, AuditAction};

use super::attachments;
use super::audit::{self, Actor};
use super::context::RequestContext;
use super::results::{result_model, run_results, visible_result};
use super::runs::{run_model, visible_run};
use crate::domain::ids::{new_secret, secret_hash};
use crate::domain::time;
use crate::error::{Error, Kind, Result};
use crate::state::AppState;
use crate::store::{self, shares, Conn, Tx};

pub async fn share_run(state: &AppState, context: &RequestContext, run_id: String) -> Result<models::Share> {
    let account_id = context.principal()?.account_id.clone();
    let actor = Actor::of(context)?;
    let token = new_secret("shr");
    let token_hash = secret_hash(&token);
    state
        .db
        .write(move |tx| {
            let run = visible_run(tx, &account_id, &run_id)?;
            share(tx, &actor, shares::Kind::Run, &run.id, &run.id, &token_hash)
        })
        .await?;
    Ok(share_answer(state, "test-runs", token))
}

pub async fn unshare_run(state: &AppState, context: &RequestContext, run_id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            let run = visible_run(tx, &account_id, &run_id)?;
            unshare(tx, &actor, shares::Kind::Run, run.id, "test run")
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
    let actor = Actor::of(context)?;
    let token = new_secret("shr");
    let token_hash = secret_hash(&token);
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            share(tx, &actor, shares::Kind::Result, &result.id, &result.test_run_id, &token_hash)
        })
        .await?;
    Ok(share_answer(state, "results", token))
}

pub async fn unshare_result(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            unshare(tx, &actor, shares::Kind::Result, result.id, "result")
        })
        .await
}

/// `GET /v1/shared/test-runs/{token}`, without authentication.
pub async fn shared_run(state: &AppState, token: String) -> Result<models::SharedTestRun> {
    state
        .db
        .read(move |conn| {
            let run = shared(conn, shares::Kind::Run, &token, store::runs::get)?;
            Ok(models::SharedTestRun::new(run_model(conn, &run)?, run_results(conn, &run.id)?))
        })
        .await
}

/// `GET /v1/shared/results/{token}`, without authentication.
pub async fn shared_result(state: &AppState, token: String) -> Result<models::TestResult> {
    state
        .db
        .read(move |conn| result_model(conn, shared(conn, shares::Kind::Result, &token, store::results::get)?))
        .await
}

/// `GET /v1/shared/results/{token}/attachments/{attachmentId}`, without authentication.
pub async fn shared_result_attachment(
    state: &AppState,
    token: String,
    attachment_id: String,
) -> Result<attachments::File> {
    shared_attachment(state, shares::Kind::Result, token, attachment_id).await
}

/// `GET /v1/shared/test-runs/{token}/attachments/{attachmentId}`, without authentication.
pub async fn shared_run_attachment(
    state: &AppState,
    token: String,
    attachment_id: String,
) -> Result<attachments::File> {
    shared_attachment(state, shares::Kind::Run, token, attachment_id).await
}

/// An attachment of a shared result, or of a result of a shared run: "not found" unless the
/// token shares it.
async fn shared_attachment(
    state: &AppState,
    kind: shares::Kind,
    token: String,
    attachment_id: String,
) -> Result<attachments::File> {
    state
        .db
        .read(move |conn| {
            let missing = || Error::not_found("attachment");
            let attachment = store::attachments::get(conn, &attachment_id)?.ok_or_else(missing)?;
            let result = store::results::get(conn, &attachment.result_id)?.ok_or_else(missing)?;
            let shared_here = match kind {
                shares::Kind::Result => shared(conn, kind, &token, store::results::get)?.id == result.id,
                shares::Kind::Run => shared(conn, kind, &token, store::runs::get)?.id == result.test_run_id,
            };
            if !shared_here {
                return Err(missing());
            }
            attachments::file_of(conn, attachment)
        })
        .await
}

/// What a share token points at, read with `load`: the same "not shared" for a token never
/// issued, replaced or revoked, and for a target deleted since.
fn shared<T>(
    conn: &Conn,
    kind: shares::Kind,
    token: &str,
    load: impl FnOnce(&Conn, &str) -> Result<Option<T>>,
) -> Result<T> {
    let target = shares::target(conn, kind, &secret_hash(token))?.ok_or_else(not_shared)?;
    load(conn, &target)?.ok_or_else(not_shared)
}

/// The answer of a share route: the web app's read-only page for people, the JSON view for programs.
fn share_answer(state: &AppState, what: &str, token: String) -> models::Share {
    let public = state.config.public_url();
    let url = format!("{public}/shared/{what}/{token}");
    let api_url = format!("{public}/v1/shared/{what}/{token}");
    models::Share::new(token, url, api_url)
}

fn share(
    tx: &Tx,
    actor: &Actor,
    kind: shares::Kind,
    target_id: &str,
    test_run_id: &str,
    token_hash: &str,
) -> Result<()> {
    let created_by = actor.account_id().unwrap_or_default();
    shares::replace(
        tx,
        &shares::NewShare { kind, target_id, test_run_id, token_hash, created_by, now: &time::now_text() },
    )?;
    audit::record(tx, actor, AuditAction::ShareCreated, (target_kind(kind), target_id), json!({}))
}

fn unshare(tx: &Tx, actor: &Actor, kind: shares::Kind, target_id: String, what: &str) -> Result<models::Deleted> {
    if !shares::delete(tx, kind, &target_id)? {
        return Err(Error::new(Kind::NotFound, format!("This {what} is not shared.")));
    }
    audit::record(tx, actor, AuditAction::ShareRevoked, (target_kind(kind), &target_id), json!({}))?;
    Ok(models::Deleted::new(target_id, true))
}

fn target_kind(kind: shares::Kind) -> &'static str {
    match kind {
        shares::Kind::Run => "test_run",
        shares::Kind::Result => "result",
    }
}

/// The same answer for a token never issued, replaced, revoked, or of a deleted target.
fn not_shared() -> Error {
    Error::new(Kind::NotFound, "No such shared view; the link may have been revoked.")
}
