//! Test runs: start (one case, a suite, or a list of cases), read, list, stop, report a
//! tester's verdict, and the project's run settings. Execution is the runner's.

use std::sync::Arc;

use serde_json::json;
use testdeck_api::models::{self, AuditAction, TestRunStatus};

use super::audit::{self, Actor};
use super::context::RequestContext;
use super::projects::{read_in_project, visible, write_in_project};
use crate::domain::{ids::new_id, time};
use crate::error::{Error, FieldError, Kind, Result};
use crate::events::{RunEvents, RUN_STATUS};
use crate::state::AppState;
use crate::store::runs::{RunFilter, RunRow};
use crate::store::test_cases::{CaseFilter, CaseRow, SuiteFilter};
use crate::store::{self, Conn, Paging, Tx};

/// What a run is asked to run.
pub enum Subject {
    Case(String),
    Suite(String),
    Cases(Vec<String>),
}

/// Where a request to start a run came from: which project, and how its subject is named.
pub enum Origin {
    Project(String),
    Case(String),
    Suite(String),
}

/// `POST /v1/projects/{id}/test-runs`: exactly one of `testCaseId`, `testSuiteId`, `testCaseIds`.
pub async fn create_in_project(
    state: &Arc<AppState>,
    context: &RequestContext,
    project_id: String,
    input: models::CreateRunInput,
) -> Result<models::TestRun> {
    let subject = match (input.test_case_id, input.test_suite_id, input.test_case_ids) {
        (Some(case), None, None) => Subject::Case(case),
        (None, Some(suite), None) => Subject::Suite(suite),
        (None, None, Some(cases)) => Subject::Cases(cases),
        _ => return Err(Error::invalid("/", "give exactly one of `testCaseId`, `testSuiteId`, `testCaseIds`")),
    };
    start(state, context, Origin::Project(project_id), subject, input.environment_id, input.test_account_id).await
}

/// Starts a run: checks and snapshots what it runs, writes it `pending`, hands it to the runner.
pub async fn start(
    state: &Arc<AppState>,
    context: &RequestContext,
    origin: Origin,
    subject: Subject,
    environment_id: String,
    test_account_id: Option<String>,
) -> Result<models::TestRun> {
    let account_id = context.principal()?.account_id.clone();
    let run = state
        .events
        .write(move |tx, journal| {
            let project_id = match &origin {
                Origin::Project(id) => visible(tx, &account_id, id)?.id,
                Origin::Case(id) => {
                    store::test_cases::get_visible(tx, &account_id, id)?
                        .ok_or_else(|| Error::not_found("test case"))?
                        .project_id
                }
                Origin::Suite(id) => {
                    store::suites::get_visible(tx, &account_id, id)?
                        .ok_or_else(|| Error::not_found("test suite"))?
                        .project_id
                }
            };
            let (cases, suite) = resolve(tx, &project_id, &subject, matches!(origin, Origin::Project(_)))?;
            if store::environments::get_in_project(tx, &project_id, &environment_id)?.is_none() {
                return Err(Error::invalid("/environmentId", "no such environment in this project"));
            }
            if let Some(account) = &test_account_id {
                if store::test_accounts::credentials(tx, &project_id, account)?.is_none() {
                    return Err(Error::invalid("/testAccountId", "no such test account in this project"));
                }
            }
            let names: Vec<&str> =
                suite.iter().map(|s| s.1.as_str()).chain(cases.iter().map(|c| c.name.as_str())).collect();
            let run = RunRow {
                id: new_id("run"),
                project_id,
                test_case_id: match &subject {
                    Subject::Case(_) => cases.first().map(|c| c.id.clone()),
                    _ => None,
                },
                test_suite_id: suite.as_ref().map(|s| s.0.clone()),
                environment_id,
                test_account_id,
                created_by: account_id,
                status: TestRunStatus::Pending,
                status_reason: None,
                search_text: names.join("\n"),
                created_at: time::now(),
                started_at: None,
                finished_at: None,
                name: None,
            };
            let snapshot: Vec<store::runs::RunCase> = cases
                .iter()
                .enumerate()
                .map(|(i, c)| store::runs::RunCase {
                    position: i as i64,
                    test_case_id: c.id.clone(),
                    name: c.name.clone(),
                    steps: c.steps.clone(),
                })
                .collect();
            store::runs::insert(tx, &run, &snapshot)?;
            let data = json!({ "runId": run.id, "status": TestRunStatus::Pending, "reason": null });
            journal.record(tx, &run.id, RUN_STATUS, data)?;
            run_model(tx, &run)
        })
        .await?;
    state.runner.start(run.id.clone());
    Ok(run)
}

/// A suite as a run names it: id and name.
type SuiteName = (String, String);

/// The cases a subject names, checked: of the project, runnable. Suite runs take the active
/// cases only; a case named directly may be a draft but not inactive.
fn resolve(
    tx: &Tx,
    project_id: &str,
    subject: &Subject,
    named_in_body: bool,
) -> Result<(Vec<CaseRow>, Option<SuiteName>)> {
    let case_in_project = |id: &str| -> Result<Option<CaseRow>> {
        Ok(store::test_cases::get(tx, id)?.filter(|c| c.project_id == project_id))
    };
    let runnable = |case: CaseRow| -> Result<CaseRow> {
        if case.status == models::TestCaseStatus::Inactive {
            return Err(Error::new(
                Kind::InvalidState,
                format!("Test case {} is inactive; activate it to run it.", case.id),
            ));
        }
        Ok(case)
    };
    match subject {
        Subject::Case(id) => match case_in_project(id)? {
            Some(case) => Ok((vec![runnable(case)?], None)),
            None if named_in_body => Err(Error::invalid("/testCaseId", "no such test case in this project")),
            None => Err(Error::not_found("test case")),
        },
        Subject::Cases(ids) => {
            let mut cases = Vec::new();
            let mut unknown = Vec::new();
            for (i, id) in ids.iter().enumerate() {
                match case_in_project(id)? {
                    Some(case) if !cases.iter().any(|c: &CaseRow| c.id == case.id) => cases.push(case),
                    Some(_) => {}
                    None => {
                        unknown.push(FieldError::new(format!("/testCaseIds/{i}"), "no such test case in this project"))
                    }
                }
            }
            if !unknown.is_empty() {
                return Err(Error::invalid_fields(unknown));
            }
            Ok((cases.into_iter().map(runnable).collect::<Result<_>>()?, None))
        }
        Subject::Suite(id) => {
            let Some(suite) = store::suites::get_in_project(tx, project_id, id)? else {
                return Err(if named_in_body {
                    Error::invalid("/testSuiteId", "no such test suite in this project")
                } else {
                    Error::not_found("test suite")
                });
            };
            let active = CaseFilter {
                status: Some(models::TestCaseStatus::Active),
                suite: SuiteFilter::Suite(suite.id.clone()),
                ..CaseFilter::default()
            };
            let mut cases = store::test_cases::all(tx, project_id, &active)?;
            cases.reverse(); // oldest first: the order they were written in
            if cases.is_empty() {
                return Err(Error::new(Kind::InvalidState, "The suite has no active test case to run."));
            }
            Ok((cases, Some((suite.id, suite.name))))
        }
    }
}

/// How many runs there are in each state, in all organizations: for the operator's metrics.
pub async fn count_by_state(state: &AppState) -> Result<Vec<(String, i64)>> {
    state.db.read(store::runs::count_by_status).await
}

/// The live events of a run the caller can see, to stream.
pub async fn watch(state: &AppState, context: &RequestContext, id: String) -> Result<RunEvents> {
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| visible_run(conn, &account_id, &id)).await?;
    Ok(state.events.clone())
}

/// The results of a run the caller can see, in the order of its cases.
pub async fn results(state: &AppState, context: &RequestContext, id: String) -> Result<Vec<models::TestResult>> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .read(move |conn| {
            let run = visible_run(conn, &account_id, &id)?;
            super::results::run_results(conn, &run.id)
        })
        .await
}

pub async fn get(state: &AppState, context: &RequestContext, id: String) -> Result<models::TestRun> {
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| run_model(conn, &visible_run(conn, &account_id, &id)?)).await
}

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    filter: RunFilter,
    paging: Paging,
) -> Result<models::TestRunPage> {
    read_in_project(state, context, project_id, move |conn, project, _| {
        let (rows, total) = store::runs::list(conn, &project.id, &filter, paging)?;
        let items = rows.iter().map(|r| run_model(conn, r)).collect::<Result<_>>()?;
        Ok(models::TestRunPage::new(items, total, paging.limit, paging.offset))
    })
    .await
}

/// Stops a live run: it moves to `stopping` now, and to `stopped` once its checks in flight
/// are cancelled (at once when nothing executes it).
pub async fn stop(state: &AppState, context: &RequestContext, id: String) -> Result<models::TestRun> {
    let account_id = context.principal()?.account_id.clone();
    let run_id = id.clone();
    state
        .events
        .write(move |tx, journal| {
            let run = visible_run(tx, &account_id, &run_id)?;
            journal.move_run(tx, &run, TestRunStatus::Stopping, Some(&format!("stopped by {account_id}")))
        })
        .await?;
    if !state.runner.stop(&id).await? {
        let run_id = id.clone();
        state
            .events
            .write(move |tx, journal| {
                let run = store::runs::get(tx, &run_id)?.ok_or_else(|| Error::not_found("test run"))?;
                if run.status != TestRunStatus::Stopping {
                    return Ok(());
                }
                journal.move_run(tx, &run, TestRunStatus::Stopped, None)
            })
            .await?;
    }
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| run_model(conn, &visible_run(conn, &account_id, &id)?)).await
}

/// A tester's verdict on a case of the run (one with manual steps, typically).
pub async fn report_result(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::ReportedResultInput,
) -> Result<models::TestResult> {
    let account_id = context.principal()?.account_id.clone();
    state
        .events
        .write(move |tx, journal| {
            let run = visible_run(tx, &account_id, &id)?;
            let case = store::runs::cases(tx, &run.id)?
                .into_iter()
                .find(|c| c.test_case_id == input.test_case_id)
                .ok_or_else(|| Error::invalid("/testCaseId", "is not a test case of this run"))?;
            let existing = store::results::of_case(tx, &run.id, &case.test_case_id)?;
            let mut steps: Vec<models::StepResult> = match &existing {
                Some(result) => serde_json::from_str(&result.steps).map_err(Error::internal)?,
                None => {
                    let planned: Vec<models::Step> = serde_json::from_str(&case.steps).map_err(Error::internal)?;
                    (0..planned.len())
                        .map(|i| {
                            models::StepResult::new(i as u32, models::ResultStatus::Skipped, swagger::Nullable::Null)
                        })
                        .collect()
                }
            };
            for (i, reported) in input.steps.iter().flatten().enumerate() {
                let Some(step) = steps.get_mut(reported.index as usize) else {
                    return Err(Error::invalid(format!("/steps/{i}/index"), "the case has no step with this index"));
                };
                step.status = reported_status(reported.status);
                step.message = reported.message.clone().map_or(swagger::Nullable::Null, swagger::Nullable::Present);
            }
            let status = reported_status(input.status);
            let row = store::results::ResultRow {
                id: existing.as_ref().map_or_else(|| new_id("res"), |r| r.id.clone()),
                test_run_id: run.id.clone(),
                test_case_id: case.test_case_id.clone(),
                test_case_name: case.name.clone(),
                environment_id: run.environment_id.clone(),
                status,
                steps: serde_json::to_string(&steps).map_err(Error::internal)?,
                duration_ms: existing.as_ref().map_or(0, |r| r.duration_ms),
                created_at: existing.as_ref().map_or_else(time::now, |r| r.created_at),
                output: existing.as_ref().and_then(|r| r.output.clone()),
            };
            store::results::upsert(tx, &row)?;
            journal.case_finished(tx, &row, Some(&account_id))?;
            super::results::result_model(tx, row)
        })
        .await
}

pub async fn settings(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
) -> Result<models::TestRunSettings> {
    read_in_project(state, context, project_id, move |conn, project, _| {
        settings_model(store::runs::settings(conn, &project.id)?)
    })
    .await
}

pub async fn update_settings(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::TestRunSettingsUpdate,
) -> Result<models::TestRunSettings> {
    let actor = Actor::of(context)?;
    write_in_project(state, context, project_id, move |tx, project, _| {
        let mut s = store::runs::settings(tx, &project.id)?;
        if let Some(v) = input.parallel_cases {
            s.parallel_cases = i64::from(v);
        }
        if let Some(v) = input.step_timeout_ms {
            s.step_timeout_ms = i64::from(v);
        }
        if let Some(v) = input.retries {
            s.retries = i64::from(v);
        }
        if let Some(v) = input.follow_redirects {
            s.follow_redirects = v;
        }
        store::runs::update_settings(tx, &project.id, &s)?;
        let settings = settings_model(s)?;
        let details = serde_json::to_value(&settings).map_err(Error::internal)?;
        audit::record(tx, &actor, AuditAction::TestRunSettingsChanged, ("project", &project.id), details)?;
        Ok(settings)
    })
    .await
}

fn settings_model(s: store::runs::RunSettings) -> Result<models::TestRunSettings> {
    let narrow = |v: i64| Error::internal(anyhow::anyhow!("stored run setting out of range: {v}"));
    Ok(models::TestRunSettings::new(
        u8::try_from(s.parallel_cases).map_err(|_| narrow(s.parallel_cases))?,
        u32::try_from(s.step_timeout_ms).map_err(|_| narrow(s.step_timeout_ms))?,
        u8::try_from(s.retries).map_err(|_| narrow(s.retries))?,
        s.follow_redirects,
    ))
}

/// A tester's verdict, as a result status (a verdict is never `error`).
fn reported_status(status: models::ReportedResultInputStatus) -> models::ResultStatus {
    match status {
        models::ReportedResultInputStatus::Passed => models::ResultStatus::Passed,
        models::ReportedResultInputStatus::Failed => models::ResultStatus::Failed,
        models::ReportedResultInputStatus::Skipped => models::ResultStatus::Skipped,
    }
}

pub fn visible_run(conn: &Conn, account_id: &str, id: &str) -> Result<RunRow> {
    store::runs::get_visible(conn, account_id, id)?.ok_or_else(|| Error::not_found("test run"))
}

pub fn run_model(conn: &Conn, run: &RunRow) -> Result<models::TestRun> {
    let nullable = |v: Option<String>| v.map_or(swagger::Nullable::Null, swagger::Nullable::Present);
    let time = |v: Option<chrono::DateTime<chrono::Utc>>| v.map_or(swagger::Nullable::Null, swagger::Nullable::Present);
    Ok(models::TestRun::new(
        run.id.clone(),
        run.project_id.clone(),
        nullable(run.test_case_id.clone()),
        nullable(run.test_suite_id.clone()),
        store::runs::case_ids(conn, &run.id)?,
        run.environment_id.clone(),
        nullable(run.test_account_id.clone()),
        run.created_by.clone(),
        run.status,
        nullable(run.status_reason.clone()),
        run.created_at,
        time(run.started_at),
        time(run.finished_at),
        store::runs::summary(conn, &run.id)?,
        nullable(run.name.clone()),
    ))
}
