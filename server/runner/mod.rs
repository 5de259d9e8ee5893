//! The built-in runner: executes runs in the background, a bounded number at a time, the cases
//! of one run with the project's parallelism, and records every step of the way.
//!
//! Every status change goes through [`move_run`], which checks the transition, writes it with
//! its event in the caller's transaction, and answers the events to publish after commit.

pub mod check;

use std::{
    collections::{BTreeMap, HashMap},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use futures::StreamExt as _;
use rusqlite::Connection;
use serde_json::json;
use testdeck_api::models::{self, TestRunStatus};
use tokio::sync::{watch, Semaphore};

use self::check::{Checker, Settings, Target};
use crate::domain::{ids::new_id, run::check_transition, time};
use crate::error::{Error, Result};
use crate::events::{Event, CASE_FINISHED, CASE_STARTED, RUN_FINISHED, RUN_STATUS, STEP_FINISHED};
use crate::state::AppState;
use crate::store::{self, runs::RunRow};

/// Runs executing at once; later ones wait `queued`.
const CONCURRENT_RUNS: usize = 8;

pub struct Runner {
    checker: Checker,
    slots: Arc<Semaphore>,
    /// Stop signals of the runs this process executes.
    active: Mutex<HashMap<String, watch::Sender<bool>>>,
}

impl Default for Runner {
    fn default() -> Self {
        Runner { checker: Checker::new(), slots: Arc::new(Semaphore::new(CONCURRENT_RUNS)), active: Mutex::default() }
    }
}

impl Runner {
    /// Executes a `pending` run in the background.
    pub fn start(&self, state: Arc<AppState>, run_id: String) {
        let (stop, stopped) = watch::channel(false);
        self.active.lock().unwrap_or_else(|p| p.into_inner()).insert(run_id.clone(), stop);
        tokio::spawn(async move {
            match execute(&state, &run_id, stopped).await {
                Ok(()) => {}
                // Stopped between two of its steps: the stop already moved it on.
                Err(e) if e.kind() == crate::error::Kind::InvalidState => {
                    let _ = finish(&state, &run_id, TestRunStatus::Stopped, None).await;
                }
                Err(e) => {
                    tracing::error!(run = run_id, error = %e, "run failed inside the runner");
                    let reason = "the runner failed; the server log has the details".to_string();
                    let _ = finish(&state, &run_id, TestRunStatus::Error, Some(reason)).await;
                }
            }
            state.runner.active.lock().unwrap_or_else(|p| p.into_inner()).remove(&run_id);
        });
    }

    /// Asks a run this process executes to stop; answers whether it was running here.
    pub fn stop(&self, run_id: &str) -> bool {
        let active = self.active.lock().unwrap_or_else(|p| p.into_inner());
        active.get(run_id).map(|stop| stop.send(true).is_ok()).unwrap_or(false)
    }

    /// At start: runs left live by a crash or restart are ended honestly. Nothing executes them
    /// any more, so they end in `error` (or `stopped`, when a stop was asked for), with a reason.
    pub async fn recover(state: &Arc<AppState>) -> Result<()> {
        let live = state.db.read(store::runs::live).await?;
        for run in live {
            let to = if run.status == "stopping" { TestRunStatus::Stopped } else { TestRunStatus::Error };
            let reason = "the server restarted while the run was in progress".to_string();
            // Not reported to the team chat: nothing about the run is known beyond the restart.
            end(state, &run.id, to, Some(reason)).await?;
            tracing::warn!(run = run.id, status = %to, "ended a run left live by a restart");
        }
        Ok(())
    }
}

/// Keeps each project's `resultRetentionDays`: at start, then every hour, runs that ended longer
/// ago go, with their results and events.
pub fn prune_expired_runs(state: Arc<AppState>) {
    tokio::spawn(async move {
        let mut hourly = tokio::time::interval(Duration::from_secs(3600));
        loop {
            hourly.tick().await;
            match state.db.write(|tx| store::runs::delete_expired(tx)).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(runs = n, "deleted runs older than their project's result retention"),
                Err(e) => tracing::warn!(error = %e, "could not prune old runs"),
            }
        }
    });
}

/// Moves a run to `to`, writing the status and its events in `tx`; answers the events to publish.
pub fn move_run(tx: &Connection, run: &RunRow, to: TestRunStatus, reason: Option<&str>) -> Result<Vec<Event>> {
    let from: TestRunStatus = run.status.parse().map_err(|e: String| Error::internal(anyhow::anyhow!(e)))?;
    check_transition(from, to)?;
    let now = time::now_text();
    store::runs::set_status(tx, &run.id, &to.to_string(), reason, &now)?;
    let data = json!({ "runId": run.id, "status": to, "reason": reason });
    let mut events = vec![log(tx, &run.id, RUN_STATUS, &data, &now)?];
    if crate::domain::run::is_terminal(to) {
        let data = json!({ "runId": run.id, "status": to, "summary": summary(tx, &run.id)? });
        events.push(log(tx, &run.id, RUN_FINISHED, &data, &now)?);
    }
    Ok(events)
}

/// Writes an event to the run's log.
fn log(tx: &Connection, run_id: &str, name: &str, data: &serde_json::Value, now: &str) -> Result<Event> {
    let data = data.to_string();
    let seq = store::runs::append_event(tx, run_id, name, &data, now)?;
    Ok(Event { seq, name: name.to_string(), data })
}

pub fn summary(conn: &Connection, run_id: &str) -> Result<models::TestRunSummary> {
    let total = store::runs::cases(conn, run_id)?.len();
    let (passed, failed, error, skipped) = store::runs::result_counts(conn, run_id)?;
    let n = |v: i64| u32::try_from(v).unwrap_or(0);
    Ok(models::TestRunSummary::new(u32::try_from(total).unwrap_or(0), n(passed), n(failed), n(error), n(skipped)))
}

/// Runs `f` in a write transaction and publishes the events it answers once committed.
async fn write_and_publish<F>(state: &AppState, run_id: &str, f: F) -> Result<()>
where
    F: FnOnce(&rusqlite::Transaction) -> Result<Vec<Event>> + Send + 'static,
{
    let events = state.db.write(f).await?;
    state.events.publish(run_id, events);
    Ok(())
}

/// Moves a run to `to` in its own transaction, and publishes.
async fn transition(state: &AppState, run_id: &str, to: TestRunStatus, reason: Option<String>) -> Result<()> {
    let id = run_id.to_string();
    write_and_publish(state, run_id, move |tx| {
        let run = store::runs::get(tx, &id)?.ok_or_else(|| Error::not_found("test run"))?;
        move_run(tx, &run, to, reason.as_deref())
    })
    .await
}

/// Ends a live run: `stopping` runs become `stopped`, others `to`. A run already ended stays.
/// Once committed, a run that ended `completed`, `failed` or `error` is reported to the
/// project's team chat in the background when its notification settings ask for it.
async fn finish(state: &Arc<AppState>, run_id: &str, to: TestRunStatus, reason: Option<String>) -> Result<()> {
    let ended = end(state, run_id, to, reason).await?;
    if matches!(ended, Some(TestRunStatus::Completed | TestRunStatus::Failed | TestRunStatus::Error)) {
        crate::outbound::after_run(state.clone(), run_id.to_string());
    }
    Ok(())
}

/// [`finish`] without the report (restart recovery); answers the status the run moved to, or
/// `None` when it had already ended.
async fn end(
    state: &AppState,
    run_id: &str,
    to: TestRunStatus,
    reason: Option<String>,
) -> Result<Option<TestRunStatus>> {
    let id = run_id.to_string();
    let (events, ended) = state
        .db
        .write(move |tx| {
            let run = store::runs::get(tx, &id)?.ok_or_else(|| Error::not_found("test run"))?;
            let from: TestRunStatus = run.status.parse().map_err(|e: String| Error::internal(anyhow::anyhow!(e)))?;
            if crate::domain::run::is_terminal(from) {
                return Ok((Vec::new(), None));
            }
            let to = if from == TestRunStatus::Stopping { TestRunStatus::Stopped } else { to };
            Ok((move_run(tx, &run, to, reason.as_deref())?, Some(to)))
        })
        .await?;
    state.events.publish(run_id, events);
    Ok(ended)
}

/// What one run needs to execute, loaded once.
struct Plan {
    cases: Vec<store::runs::RunCase>,
    base_url: String,
    variables: BTreeMap<String, String>,
    account: Option<(String, String)>,
    settings: Settings,
    parallel: usize,
    environment_id: String,
}

async fn execute(state: &Arc<AppState>, run_id: &str, mut stop: watch::Receiver<bool>) -> Result<()> {
    transition(state, run_id, TestRunStatus::Queued, None).await?;
    let slot = tokio::select! {
        slot = state.runner.slots.clone().acquire_owned() => slot.map_err(Error::internal)?,
        _ = stop.changed() => return finish(state, run_id, TestRunStatus::Stopped, None).await,
    };
    transition(state, run_id, TestRunStatus::Running, None).await?;
    let plan = match load_plan(state, run_id).await {
        Ok(plan) => plan,
        Err(e) => {
            tracing::warn!(run = run_id, error = %e, "run cannot be carried out");
            return finish(state, run_id, TestRunStatus::Error, Some(format!("the run cannot be carried out: {e}")))
                .await;
        }
    };
    // Owned futures: each case's work depends on nothing borrowed from this one.
    let plan = Arc::new(plan);
    let cases = futures::stream::iter(plan.cases.clone())
        .map(|case| run_case(state.clone(), run_id.to_string(), plan.clone(), case))
        .buffer_unordered(plan.parallel)
        .collect::<Vec<Result<models::ResultStatus>>>();
    let outcome = tokio::select! {
        statuses = cases => Some(statuses),
        _ = stop.changed() => None,
    };
    drop(slot);
    let Some(statuses) = outcome else {
        // Dropping the cases' futures cancelled their checks in flight.
        return finish(state, run_id, TestRunStatus::Stopped, None).await;
    };
    let statuses = statuses.into_iter().collect::<Result<Vec<_>>>()?;
    let errors = statuses.iter().filter(|s| **s == models::ResultStatus::Error).count();
    let (to, reason) = if statuses.contains(&models::ResultStatus::Failed) {
        (TestRunStatus::Failed, None)
    } else if errors > 0 {
        (TestRunStatus::Error, Some(format!("{errors} case(s) could not be checked; see their results")))
    } else {
        (TestRunStatus::Completed, None)
    };
    finish(state, run_id, to, reason).await
}

async fn load_plan(state: &AppState, run_id: &str) -> Result<Plan> {
    let id = run_id.to_string();
    let (run, cases, environment, account, settings) = state
        .db
        .read(move |conn| {
            let run = store::runs::get(conn, &id)?.ok_or_else(|| Error::not_found("test run"))?;
            let cases = store::runs::cases(conn, &id)?;
            let environment = store::environments::get_in_project(conn, &run.project_id, &run.environment_id)?
                .ok_or_else(|| Error::not_found("environment"))?;
            let account = match &run.test_account_id {
                Some(account_id) => Some(
                    store::test_accounts::credentials(conn, &run.project_id, account_id)?
                        .ok_or_else(|| Error::not_found("test account"))?,
                ),
                None => None,
            };
            let settings = store::runs::settings(conn, &run.project_id)?;
            Ok((run, cases, environment, account, settings))
        })
        .await?;
    let account = match account {
        Some((username, sealed)) => {
            let password = state.data_key.open(&sealed)?;
            Some((username, String::from_utf8(password).map_err(Error::internal)?))
        }
        None => None,
    };
    Ok(Plan {
        cases,
        base_url: environment.base_url,
        variables: serde_json::from_str(&environment.variables).map_err(Error::internal)?,
        account,
        settings: Settings {
            timeout: Duration::from_millis(u64::try_from(settings.step_timeout_ms).unwrap_or(30_000)),
            retries: u32::try_from(settings.retries).unwrap_or(0),
            follow_redirects: settings.follow_redirects,
        },
        parallel: usize::try_from(settings.parallel_cases).unwrap_or(1).max(1),
        environment_id: run.environment_id,
    })
}

/// Runs the steps of one case and records its result; answers the result's status.
async fn run_case(
    state: Arc<AppState>,
    run_id: String,
    plan: Arc<Plan>,
    case: store::runs::RunCase,
) -> Result<models::ResultStatus> {
    let (state, run_id) = (&state, run_id.as_str());
    let started = Instant::now();
    let (id, case_id, name) = (run_id.to_string(), case.test_case_id.clone(), case.name.clone());
    write_and_publish(state, run_id, move |tx| {
        let data = json!({ "runId": id, "testCaseId": case_id, "name": name });
        Ok(vec![log(tx, &id, CASE_STARTED, &data, &time::now_text())?])
    })
    .await?;

    let steps: Vec<models::Step> = serde_json::from_str(&case.steps).map_err(Error::internal)?;
    let target = Target {
        base_url: &plan.base_url,
        variables: &plan.variables,
        account: plan.account.as_ref().map(|(u, p)| (u.as_str(), p.as_str())),
    };
    let mut results = Vec::new();
    let mut proposal = None;
    for (index, step) in steps.iter().enumerate() {
        let result = if step.request.is_some() {
            let outcome = state.runner.checker.run(step, &target, &plan.settings).await;
            if proposal.is_none() {
                proposal = outcome.healing.clone().map(|p| (index, p));
            }
            let mut result = models::StepResult::new(
                index as u32,
                outcome.status.into(),
                outcome.message.map_or(swagger::Nullable::Null, swagger::Nullable::Present),
            );
            result.observed = Some(outcome.observed.to_model());
            result
        } else {
            let message = format!("manual step: report a verdict with POST /v1/test-runs/{run_id}/results");
            models::StepResult::new(index as u32, models::ResultStatus::Skipped, swagger::Nullable::Present(message))
        };
        let (id, case_id, step_result) = (run_id.to_string(), case.test_case_id.clone(), result.clone());
        write_and_publish(state, run_id, move |tx| {
            let mut data = serde_json::to_value(&step_result).map_err(Error::internal)?;
            data["runId"] = json!(id);
            data["testCaseId"] = json!(case_id);
            Ok(vec![log(tx, &id, STEP_FINISHED, &data, &time::now_text())?])
        })
        .await?;
        results.push(result);
    }

    let status = case_status(&results);
    let duration_ms = i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX);
    let row = store::runs::ResultRow {
        id: new_id("res"),
        test_run_id: run_id.to_string(),
        test_case_id: case.test_case_id.clone(),
        test_case_name: case.name.clone(),
        environment_id: plan.environment_id.clone(),
        status: status.to_string(),
        steps: serde_json::to_string(&results).map_err(Error::internal)?,
        duration_ms,
        created_at: time::now(),
    };
    let healing =
        proposal.filter(|_| status == models::ResultStatus::Failed).map(|(index, p)| store::runs::HealingRow {
            id: new_id("heal"),
            result_id: row.id.clone(),
            step_index: index as i64,
            field: p.field,
            from_value: p.from,
            to_value: p.to,
            reason: p.reason,
            state: "proposed".into(),
            decided_by: None,
            decided_at: None,
        });
    let id = run_id.to_string();
    write_and_publish(state, run_id, move |tx| {
        store::runs::upsert_result(tx, &row)?;
        if let Some(healing) = &healing {
            store::runs::insert_healing(tx, healing)?;
        }
        let data = json!({ "runId": id, "testCaseId": row.test_case_id, "resultId": row.id,
                           "status": row.status, "durationMs": row.duration_ms });
        Ok(vec![log(tx, &id, CASE_FINISHED, &data, &time::now_text())?])
    })
    .await?;
    Ok(status)
}

/// A case failed when a step failed, erred when a check could not be carried out, is skipped
/// when a manual step awaits a verdict (or it has no steps), and passed otherwise.
pub fn case_status(steps: &[models::StepResult]) -> models::ResultStatus {
    use models::ResultStatus::*;
    let has = |s: models::ResultStatus| steps.iter().any(|r| r.status == s);
    if has(Failed) {
        Failed
    } else if has(Error) {
        Error
    } else if steps.is_empty() || has(Skipped) {
        Skipped
    } else {
        Passed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(status: models::ResultStatus) -> models::StepResult {
        models::StepResult::new(0, status, swagger::Nullable::Null)
    }

    #[test]
    fn a_case_takes_the_worst_of_its_steps() {
        use models::ResultStatus::*;
        assert_eq!(case_status(&[step(Passed), step(Passed)]), Passed);
        assert_eq!(case_status(&[step(Passed), step(Skipped)]), Skipped);
        assert_eq!(case_status(&[step(Skipped), step(Error)]), Error);
        assert_eq!(case_status(&[step(Error), step(Failed)]), Failed);
        assert_eq!(case_status(&[]), Skipped);
    }
}
