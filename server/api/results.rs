//! Results of test cases in runs, and the healing proposals they carry. Approving a proposal
//! applies it to the test case as a new version; each proposal is decided once.

use serde_json::json;
use testdeck_api::models::{self, AuditAction, HealingProposalState};

use super::audit::{self, Actor};
use super::context::RequestContext;
use super::test_cases;
use crate::domain::flaky::is_flaky;
use crate::domain::{healing::no_longer_applies, time};
use crate::error::{Error, Kind, Result};
use crate::state::AppState;
use crate::store::results::{HealingRow, ResultRow};
use crate::store::{self, Conn, Tx};

pub async fn get(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::TestResult> {
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| result_model(conn, visible_result(conn, &account_id, &case_id, &result_id)?)).await
}

/// Results of a case in an environment, newest first.
pub async fn history(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    environment_id: String,
    limit: Option<u8>,
) -> Result<Vec<models::TestResult>> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .read(move |conn| {
            let case = store::test_cases::get_visible(conn, &account_id, &case_id)?
                .ok_or_else(|| Error::not_found("test case"))?;
            if store::environments::get_in_project(conn, &case.project_id, &environment_id)?.is_none() {
                return Err(Error::new(Kind::NotFound, "No such environment in the test case's project."));
            }
            let limit = i64::from(limit.unwrap_or(crate::domain::paging::DEFAULT_LIMIT));
            let rows = store::results::history(conn, &case_id, &environment_id, limit)?;
            rows.into_iter().map(|row| result_model(conn, row)).collect()
        })
        .await
}

/// The project's results whose healing proposal awaits a decision, newest first.
pub async fn awaiting_healing(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    limit: u8,
) -> Result<Vec<models::TestResult>> {
    super::projects::read_in_project(state, context, project_id, move |conn, project, _| {
        store::results::awaiting_healing(conn, &project.id, i64::from(limit))?
            .into_iter()
            .map(|row| result_model(conn, row))
            .collect()
    })
    .await
}

pub async fn approve_healing(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::TestCase> {
    let account_id = context.principal()?.account_id.clone();
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            let (_, proposal) = decide(tx, &actor, &case_id, &result_id, HealingProposalState::Approved)?;
            let index = usize::try_from(proposal.step_index).map_err(Error::internal)?;
            test_cases::change_steps(tx, &account_id, &case_id, |steps| {
                proposal.proposal.apply(steps.get_mut(index).ok_or_else(no_longer_applies)?)
            })
        })
        .await
}

pub async fn dismiss_healing(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::TestResult> {
    let actor = Actor::of(context)?;
    state
        .db
        .write(move |tx| {
            let (result, _) = decide(tx, &actor, &case_id, &result_id, HealingProposalState::Dismissed)?;
            result_model(tx, result)
        })
        .await
}

/// Records `decision` on the still undecided proposal of a result the caller can see.
fn decide(
    tx: &Tx,
    actor: &Actor,
    case_id: &str,
    result_id: &str,
    decision: HealingProposalState,
) -> Result<(ResultRow, HealingRow)> {
    let account_id = actor.account_id().unwrap_or_default();
    let result = visible_result(tx, account_id, case_id, result_id)?;
    let proposal = store::results::healing_of(tx, &result.id)?
        .ok_or_else(|| Error::new(Kind::NotFound, "This result carries no healing proposal."))?;
    if proposal.state != HealingProposalState::Proposed {
        return Err(Error::new(Kind::InvalidState, format!("The proposal was already {}.", proposal.state)));
    }
    store::results::decide_healing(tx, &proposal.id, decision, account_id, &time::now_text())?;
    let action = match decision {
        HealingProposalState::Approved => AuditAction::HealingApproved,
        _ => AuditAction::HealingDismissed,
    };
    let details = json!({ "testCaseId": case_id, "field": proposal.proposal.field.to_string() });
    audit::record(tx, actor, action, ("result", &result.id), details)?;
    Ok((result, proposal))
}

pub fn visible_result(conn: &Conn, account_id: &str, case_id: &str, result_id: &str) -> Result<ResultRow> {
    store::results::get_visible(conn, account_id, case_id, result_id)?.ok_or_else(|| Error::not_found("result"))
}

/// The results of a run, in the order of its cases, as the API shows them.
pub fn run_results(conn: &Conn, run_id: &str) -> Result<Vec<models::TestResult>> {
    store::results::of_run(conn, run_id)?.into_iter().map(|row| result_model(conn, row)).collect()
}

pub fn result_model(conn: &Conn, row: ResultRow) -> Result<models::TestResult> {
    let healing = match store::results::healing_of(conn, &row.id)? {
        Some(h) => swagger::Nullable::Present(models::HealingProposal::new(
            h.id,
            u32::try_from(h.step_index).map_err(Error::internal)?,
            h.proposal.field.to_string(),
            h.proposal.from,
            h.proposal.to,
            h.proposal.reason,
            h.state,
            h.decided_by.map_or(swagger::Nullable::Null, swagger::Nullable::Present),
            h.decided_at.map_or(swagger::Nullable::Null, swagger::Nullable::Present),
        )),
        None => swagger::Nullable::Null,
    };
    let attachments = super::attachments::of_result(conn, &row.id)?;
    let flaky = is_flaky(&store::results::verdicts_up_to(conn, &row)?);
    Ok(models::TestResult::new(
        row.id,
        row.test_run_id,
        row.test_case_id,
        row.test_case_name,
        row.environment_id,
        row.status,
        serde_json::from_str(&row.steps).map_err(Error::internal)?,
        row.duration_ms,
        healing,
        row.created_at,
        match row.output {
            Some(json) => swagger::Nullable::Present(serde_json::from_str(&json).map_err(Error::internal)?),
            None => swagger::Nullable::Null,
        },
        attachments,
        flaky,
    ))
}
