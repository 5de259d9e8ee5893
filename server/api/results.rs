//! Results of test cases in runs, and the healing proposals they carry. Approving a proposal
//! applies it to the test case as a new version; each proposal is decided once.

use rusqlite::Connection;
use testdeck_api::models;

use super::test_cases;
use crate::domain::time;
use crate::error::{Error, Kind, Result};
use crate::http::context::RequestContext;
use crate::state::AppState;
use crate::store::{self, runs::ResultRow};

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
            let limit = i64::from(limit.unwrap_or(super::paging::DEFAULT_LIMIT));
            let rows = store::runs::results_history(conn, &case_id, &environment_id, limit)?;
            rows.into_iter().map(|row| result_model(conn, row)).collect()
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
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            let proposal = undecided_proposal(tx, &result)?;
            let index = usize::try_from(proposal.step_index).map_err(Error::internal)?;
            let case = test_cases::change_steps(tx, &account_id, &case_id, |steps| {
                let step = steps.get_mut(index).ok_or_else(no_longer_applies)?;
                apply(step, &proposal.field, &proposal.from_value, &proposal.to_value)
            })?;
            store::runs::decide_healing(tx, &proposal.id, "approved", &account_id, &time::now_text())?;
            Ok(case)
        })
        .await
}

pub async fn dismiss_healing(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
) -> Result<models::TestResult> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            let proposal = undecided_proposal(tx, &result)?;
            store::runs::decide_healing(tx, &proposal.id, "dismissed", &account_id, &time::now_text())?;
            result_model(tx, result)
        })
        .await
}

fn undecided_proposal(conn: &Connection, result: &ResultRow) -> Result<store::runs::HealingRow> {
    let proposal = store::runs::healing_of(conn, &result.id)?
        .ok_or_else(|| Error::new(Kind::NotFound, "This result carries no healing proposal."))?;
    if proposal.state != "proposed" {
        return Err(Error::new(Kind::InvalidState, format!("The proposal was already {}.", proposal.state)));
    }
    Ok(proposal)
}

fn no_longer_applies() -> Error {
    Error::new(Kind::InvalidState, "The test case changed since the run; the proposal no longer applies.")
}

/// Changes `field` of a step from `from` to `to`; refuses when the step no longer says `from`.
fn apply(step: &mut models::Step, field: &str, from: &str, to: &str) -> Result<()> {
    let json_index = |rest: &str| -> Option<(usize, String)> {
        let (index, name) = rest.strip_prefix("expect.json[")?.split_once("].")?;
        Some((index.parse().ok()?, name.to_string()))
    };
    match field {
        "request.path" => {
            let request = step.request.as_mut().filter(|r| r.path == from).ok_or_else(no_longer_applies)?;
            request.path = to.to_string();
        }
        "expect.status" => {
            let expect = step.expect.as_mut().ok_or_else(no_longer_applies)?;
            if expect.status.map(|s| s.to_string()).as_deref().unwrap_or("") != from {
                return Err(no_longer_applies());
            }
            expect.status = Some(to.parse().map_err(|_| Error::internal(anyhow::anyhow!("bad status {to}")))?);
        }
        other => {
            let (index, name) =
                json_index(other).ok_or_else(|| Error::internal(anyhow::anyhow!("unknown field {other}")))?;
            let expectation = step
                .expect
                .as_mut()
                .and_then(|e| e.json.as_mut())
                .and_then(|json| json.get_mut(index))
                .ok_or_else(no_longer_applies)?;
            let target = match name.as_str() {
                "equals" => &mut expectation.equals,
                "pointer" => &mut expectation.pointer,
                _ => return Err(Error::internal(anyhow::anyhow!("unknown field {other}"))),
            };
            if target != from {
                return Err(no_longer_applies());
            }
            *target = to.to_string();
        }
    }
    Ok(())
}

pub fn visible_result(conn: &Connection, account_id: &str, case_id: &str, result_id: &str) -> Result<ResultRow> {
    store::runs::result_visible(conn, account_id, case_id, result_id)?.ok_or_else(|| Error::not_found("result"))
}

pub fn result_model(conn: &Connection, row: ResultRow) -> Result<models::TestResult> {
    let healing = match store::runs::healing_of(conn, &row.id)? {
        Some(h) => swagger::Nullable::Present(models::HealingProposal::new(
            h.id,
            u32::try_from(h.step_index).map_err(Error::internal)?,
            h.field,
            h.from_value,
            h.to_value,
            h.reason,
            h.state.parse().map_err(|e: String| Error::internal(anyhow::anyhow!(e)))?,
            h.decided_by.map_or(swagger::Nullable::Null, swagger::Nullable::Present),
            h.decided_at.map_or(swagger::Nullable::Null, swagger::Nullable::Present),
        )),
        None => swagger::Nullable::Null,
    };
    Ok(models::TestResult::new(
        row.id,
        row.test_run_id,
        row.test_case_id,
        row.test_case_name,
        row.environment_id,
        row.status.parse().map_err(|e: String| Error::internal(anyhow::anyhow!(e)))?,
        serde_json::from_str(&row.steps).map_err(Error::internal)?,
        row.duration_ms,
        healing,
        row.created_at,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step() -> models::Step {
        let mut expect = models::StepExpect::new();
        expect.status = Some(200);
        expect.json = Some(vec![models::JsonExpectation::new("/status".into(), "\"ok\"".into())]);
        models::Step {
            action: None,
            expected: None,
            request: Some(models::StepRequest::new(models::StepRequestMethod::Get, "/old".into())),
            expect: Some(expect),
        }
    }

    #[test]
    fn proposals_change_the_field_they_name() {
        let mut s = step();
        apply(&mut s, "request.path", "/old", "/new").unwrap();
        apply(&mut s, "expect.status", "200", "201").unwrap();
        apply(&mut s, "expect.json[0].equals", "\"ok\"", "\"fine\"").unwrap();
        apply(&mut s, "expect.json[0].pointer", "/status", "/data/status").unwrap();
        assert_eq!(s.request.unwrap().path, "/new");
        let expect = s.expect.unwrap();
        assert_eq!(expect.status, Some(201));
        assert_eq!(expect.json.unwrap()[0], models::JsonExpectation::new("/data/status".into(), "\"fine\"".into()));
    }

    #[test]
    fn a_step_that_changed_since_refuses_the_proposal() {
        let mut s = step();
        assert_eq!(apply(&mut s, "request.path", "/other", "/new").unwrap_err().status(), 409);
        assert_eq!(apply(&mut s, "expect.json[3].equals", "1", "2").unwrap_err().status(), 409);
    }
}
