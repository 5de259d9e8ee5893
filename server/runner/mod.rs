//! The built-in runner: executes runs in the background, a bounded number at a time, the cases
//! of one run with the project's parallelism, and records every step of the way.
//!
//! It owns what it needs (the store, the event writer, the data key, the target policy), so it
//! depends on no operation and no delivery: whoever reports runs listens to [`Runner::ended`].
//! Every status change and event goes through the one event writer ([`RunEvents`]).

pub mod check;
mod slots;

use std::{
    collections::{BTreeMap, HashMap},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use futures::StreamExt as _;
use serde_json::json;
use testdeck_api::models::{self, TestRunStatus};
use tokio::sync::{broadcast, watch};

use self::check::{Checker, Settings, Target};
use self::slots::Slots;
use crate::crypto::DataKey;
use crate::domain::{ids::new_id, run, time};
use crate::error::{Error, Kind, Result};
use crate::events::{Journal, RunEvents, CASE_STARTED, STEP_FINISHED};
use crate::outbound::policy::TargetPolicy;
use crate::store::{self, Db};

/// Runs executing at once; later ones wait `queued`, served fairly between organizations.
const CONCURRENT_RUNS: usize = 8;
/// Ended runs a listener of [`Runner::ended`] may lag behind before it misses some.
const ENDED_BUFFER: usize = 1024;

/// Executes runs; cheap to clone (every clone is the same runner).
#[derive(Clone)]
pub struct Runner {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    /// This server, as the holder of the leases of the runs it executes.
    server_id: String,
    /// How long a server's hold on a run it executes lasts unless renewed (servers sharing a
    /// PostgreSQL database end the runs of a server that stopped renewing); renewed every third.
    lease: Duration,
    events: RunEvents,
    /// Opens the stored password of a run's test account.
    data_key: DataKey,
    checker: Checker,
    slots: Arc<Slots>,
    /// Stop signals of the runs this process executes.
    active: Mutex<HashMap<String, watch::Sender<bool>>>,
    ended: broadcast::Sender<String>,
}

impl Runner {
    /// A runner whose checks go only where `targets` allows, and which executes at most
    /// `per_organization` runs of one organization at once.
    pub fn new(
        db: Db,
        events: RunEvents,
        data_key: DataKey,
        targets: Arc<TargetPolicy>,
        per_organization: usize,
        lease: Duration,
    ) -> Self {
        let inner = Inner {
            db,
            server_id: new_id("srv"),
            lease,
            events,
            data_key,
            checker: Checker::new(targets),
            slots: Slots::new(CONCURRENT_RUNS, per_organization),
            active: Mutex::default(),
            ended: broadcast::channel(ENDED_BUFFER).0,
        };
        Runner { inner: Arc::new(inner) }
    }

    /// Ids of runs that ended on their own, `completed`, `failed` or `error` (not stopped, not
    /// ended by restart recovery), once that is committed: what a team chat is told about.
    pub fn ended(&self) -> broadcast::Receiver<String> {
        self.inner.ended.subscribe()
    }

    /// Announces on [`Runner::ended`] a run that ended without executing here: results
    /// imported from a report.
    pub fn announce_ended(&self, run_id: &str) {
        self.inner.announce_ended(run_id);
    }

    /// Executes a `pending` run in the background.
    pub fn start(&self, run_id: String) {
        let (stop, stopped) = watch::channel(false);
        self.inner.active().insert(run_id.clone(), stop);
        let inner = self.inner.clone();
        tokio::spawn(async move {
            match inner.execute(&run_id, stopped).await {
                Ok(()) => {}
                // Stopped between two of its steps: the stop already moved it on.
                Err(e) if e.kind() == Kind::InvalidState => {
                    let _ = inner.finish(&run_id, TestRunStatus::Stopped, None).await;
                }
                Err(e) => {
                    tracing::error!(run = run_id, error = %e, "run failed inside the runner");
                    let reason = "the runner failed; the server log has the details".to_string();
                    let _ = inner.finish(&run_id, TestRunStatus::Error, Some(reason)).await;
                }
            }
            inner.active().remove(&run_id);
        });
    }

    /// Asks the server executing a run to stop it; answers whether one does (it then moves
    /// the run on to `stopped` itself). A run executed by another server sharing the database
    /// stops there once that server hears of its `stopping` event ([`Runner::heard_of`]).
    pub async fn stop(&self, run_id: &str) -> Result<bool> {
        if self.inner.active().get(run_id).is_some_and(|stop| stop.send(true).is_ok()) {
            return Ok(true);
        }
        if !self.inner.db.is_shared() {
            return Ok(false);
        }
        let id = run_id.to_string();
        let holder = self.inner.db.read(move |conn| store::leases::holder(conn, &id)).await?;
        let now = time::now_text();
        Ok(holder.is_some_and(|(owner, until)| owner != self.inner.server_id && until > now))
    }

    /// A run's log grew on another server sharing the database: when this server executes the
    /// run and it is now `stopping`, it stops.
    pub async fn heard_of(&self, run_id: &str) -> Result<()> {
        if !self.inner.active().contains_key(run_id) {
            return Ok(());
        }
        let id = run_id.to_string();
        let run = self.inner.db.read(move |conn| store::runs::get(conn, &id)).await?;
        if run.is_some_and(|r| r.status == TestRunStatus::Stopping) {
            if let Some(stop) = self.inner.active().get(run_id) {
                let _ = stop.send(true);
            }
        }
        Ok(())
    }

    /// [`Runner::heard_of`] every run this server executes, after events may have gone unheard.
    pub async fn heard_of_all(&self) -> Result<()> {
        let ids: Vec<String> = self.inner.active().keys().cloned().collect();
        for id in ids {
            self.heard_of(&id).await?;
        }
        Ok(())
    }

    /// At start: runs left live by a crash or restart are ended honestly. Nothing executes them
    /// any more, so they end in `error` (or `stopped`, when a stop was asked for), with a reason.
    /// Not announced on [`Runner::ended`]: nothing about the run is known beyond the restart.
    /// On a database other servers share, only runs no server holds are (see [`Runner::keep_leases`]).
    pub async fn recover(&self) -> Result<()> {
        if self.inner.db.is_shared() {
            return self.inner.end_lapsed().await;
        }
        let live = self.inner.db.read(store::runs::live).await?;
        for run in live {
            let reason = "the server restarted while the run was in progress".to_string();
            let ended = self.inner.end(&run.id, TestRunStatus::Error, Some(reason)).await?;
            tracing::warn!(run = run.id, status = ?ended, "ended a run left live by a restart");
        }
        Ok(())
    }

    /// On a database other servers share: renews the leases of the runs this server executes,
    /// and ends the runs whose server stopped renewing theirs, every few seconds.
    pub fn keep_leases(&self) {
        if !self.inner.db.is_shared() {
            return;
        }
        let inner = self.inner.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(inner.lease / 3);
            loop {
                every.tick().await;
                let (owner, until) = (inner.server_id.clone(), inner.lease_end());
                if let Err(e) = inner.db.write(move |tx| store::leases::renew(tx, &owner, &until)).await {
                    tracing::warn!(error = %e, "could not renew the leases of the runs this server executes");
                }
                if let Err(e) = inner.end_lapsed().await {
                    tracing::warn!(error = %e, "could not end the runs of servers that stopped");
                }
            }
        });
    }
}

/// Keeps each project's `resultRetentionDays`: at start, then every hour, runs that ended longer
/// ago go, with their results and events.
pub fn prune_expired_runs(db: Db) {
    tokio::spawn(async move {
        let mut hourly = tokio::time::interval(Duration::from_secs(3600));
        loop {
            hourly.tick().await;
            match db.write(store::runs::delete_expired).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(runs = n, "deleted runs older than their project's result retention"),
                Err(e) => tracing::warn!(error = %e, "could not prune old runs"),
            }
        }
    });
}

impl Inner {
    /// When a lease taken or renewed now ends.
    fn lease_end(&self) -> String {
        time::to_text(time::now() + chrono::Duration::from_std(self.lease).unwrap_or_default())
    }

    /// Ends the runs no server holds any more: their lease lapsed, or they never got one. In one
    /// write, so no server renews a lease between the look and the end.
    async fn end_lapsed(&self) -> Result<()> {
        let now = time::now();
        let unclaimed_before = time::to_text(now - chrono::Duration::from_std(self.lease).unwrap_or_default());
        let now = time::to_text(now);
        let ended = self
            .events
            .write(move |tx, journal| {
                let mut ended = Vec::new();
                let reason = "the server executing the run stopped while it was in progress";
                for id in store::leases::lapsed(tx, &now, &unclaimed_before)? {
                    let run = store::runs::get(tx, &id)?.ok_or_else(|| Error::not_found("test run"))?;
                    ended.push((id, end_in(tx, journal, &run, TestRunStatus::Error, Some(reason))?));
                }
                Ok(ended)
            })
            .await?;
        for (run, status) in ended {
            tracing::warn!(run, status = ?status, "ended a run whose server stopped");
        }
        Ok(())
    }

    fn active(&self) -> std::sync::MutexGuard<'_, HashMap<String, watch::Sender<bool>>> {
        self.active.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Takes the lease of a `pending` run and queues it.
    async fn take(&self, run_id: &str) -> Result<()> {
        let (id, owner, until) = (run_id.to_string(), self.server_id.clone(), self.lease_end());
        self.events
            .write(move |tx, journal| {
                let run = store::runs::get(tx, &id)?.ok_or_else(|| Error::not_found("test run"))?;
                journal.move_run(tx, &run, TestRunStatus::Queued, None)?;
                store::leases::take(tx, &id, &owner, &until)
            })
            .await
    }

    /// Moves a run to `to` in its own transaction.
    async fn transition(&self, run_id: &str, to: TestRunStatus) -> Result<()> {
        let id = run_id.to_string();
        self.events
            .write(move |tx, journal| {
                let run = store::runs::get(tx, &id)?.ok_or_else(|| Error::not_found("test run"))?;
                journal.move_run(tx, &run, to, None)
            })
            .await
    }

    /// Ends a live run and, when it ended `completed`, `failed` or `error`, announces it on
    /// [`Runner::ended`].
    async fn finish(&self, run_id: &str, to: TestRunStatus, reason: Option<String>) -> Result<()> {
        let ended = self.end(run_id, to, reason).await?;
        if matches!(ended, Some(TestRunStatus::Completed | TestRunStatus::Failed | TestRunStatus::Error)) {
            self.announce_ended(run_id);
        }
        Ok(())
    }

    fn announce_ended(&self, run_id: &str) {
        // Nobody listening is not an error: no team chat is wired (a unit test, say).
        let _ = self.ended.send(run_id.to_string());
    }

    /// Ends a live run: `stopping` runs become `stopped`, others `to`. A run already ended stays.
    /// Answers the status the run moved to, or `None` when it had already ended.
    async fn end(&self, run_id: &str, to: TestRunStatus, reason: Option<String>) -> Result<Option<TestRunStatus>> {
        let id = run_id.to_string();
        self.events
            .write(move |tx, journal| {
                let run = store::runs::get(tx, &id)?.ok_or_else(|| Error::not_found("test run"))?;
                end_in(tx, journal, &run, to, reason.as_deref())
            })
            .await
    }
}

/// Ends a live run in `tx`: `stopping` runs become `stopped`, others `to`. A run already ended
/// stays. Answers the status the run moved to, or `None` when it had already ended.
fn end_in(
    tx: &store::Tx,
    journal: &mut Journal,
    run: &store::runs::RunRow,
    to: TestRunStatus,
    reason: Option<&str>,
) -> Result<Option<TestRunStatus>> {
    if run::is_terminal(run.status) {
        return Ok(None);
    }
    let to = if run.status == TestRunStatus::Stopping { TestRunStatus::Stopped } else { to };
    journal.move_run(tx, run, to, reason)?;
    Ok(Some(to))
}

/// What one run needs to execute, loaded once.
struct Plan {
    cases: Vec<store::runs::RunCase>,
    base_url: String,
    variables: BTreeMap<String, String>,
    /// Secret variables, opened: resolved like variables, redacted from every result.
    secrets: BTreeMap<String, String>,
    account: Option<(String, String)>,
    settings: Settings,
    parallel: usize,
    environment_id: String,
}

impl Inner {
    async fn execute(self: &Arc<Self>, run_id: &str, mut stop: watch::Receiver<bool>) -> Result<()> {
        self.take(run_id).await?;
        let id = run_id.to_string();
        let organization = self.db.read(move |conn| store::runs::organization_of(conn, &id)).await?;
        let slot = tokio::select! {
            slot = self.slots.acquire(&organization) => slot,
            _ = stop.changed() => return self.finish(run_id, TestRunStatus::Stopped, None).await,
        };
        self.transition(run_id, TestRunStatus::Running).await?;
        let plan = match self.load_plan(run_id).await {
            Ok(plan) => plan,
            Err(e) => {
                tracing::warn!(run = run_id, error = %e, "run cannot be carried out");
                return self
                    .finish(run_id, TestRunStatus::Error, Some(format!("the run cannot be carried out: {e}")))
                    .await;
            }
        };
        // Owned futures: each case's work depends on nothing borrowed from this one.
        let plan = Arc::new(plan);
        let cases = futures::stream::iter(plan.cases.clone())
            .map(|case| self.clone().run_case(run_id.to_string(), plan.clone(), case))
            .buffer_unordered(plan.parallel)
            .collect::<Vec<Result<models::ResultStatus>>>();
        let outcome = tokio::select! {
            statuses = cases => Some(statuses),
            _ = stop.changed() => None,
        };
        drop(slot);
        let Some(statuses) = outcome else {
            // Dropping the cases' futures cancelled their checks in flight.
            return self.finish(run_id, TestRunStatus::Stopped, None).await;
        };
        let statuses = statuses.into_iter().collect::<Result<Vec<_>>>()?;
        let (to, reason) = run::outcome(&statuses);
        self.finish(run_id, to, reason).await
    }

    async fn load_plan(&self, run_id: &str) -> Result<Plan> {
        let id = run_id.to_string();
        let (run, cases, environment, secrets, account, settings) = self
            .db
            .read(move |conn| {
                let run = store::runs::get(conn, &id)?.ok_or_else(|| Error::not_found("test run"))?;
                let cases = store::runs::cases(conn, &id)?;
                let environment = store::environments::get_in_project(conn, &run.project_id, &run.environment_id)?
                    .ok_or_else(|| Error::not_found("environment"))?;
                let secrets = store::environments::secrets_sealed(conn, &environment.id)?;
                let account = match &run.test_account_id {
                    Some(account_id) => Some(
                        store::test_accounts::credentials(conn, &run.project_id, account_id)?
                            .ok_or_else(|| Error::not_found("test account"))?,
                    ),
                    None => None,
                };
                let settings = store::runs::settings(conn, &run.project_id)?;
                Ok((run, cases, environment, secrets, account, settings))
            })
            .await?;
        let account = match account {
            Some((username, sealed)) => {
                let password = self.data_key.open(&sealed)?;
                Some((username, String::from_utf8(password).map_err(Error::internal)?))
            }
            None => None,
        };
        let secrets = match secrets {
            Some(sealed) => serde_json::from_slice(&self.data_key.open(&sealed)?).map_err(Error::internal)?,
            None => BTreeMap::new(),
        };
        Ok(Plan {
            cases,
            base_url: environment.base_url,
            variables: serde_json::from_str(&environment.variables).map_err(Error::internal)?,
            secrets,
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
        self: Arc<Self>,
        run_id: String,
        plan: Arc<Plan>,
        case: store::runs::RunCase,
    ) -> Result<models::ResultStatus> {
        let run_id = run_id.as_str();
        let started = Instant::now();
        let (id, case_id, name) = (run_id.to_string(), case.test_case_id.clone(), case.name.clone());
        self.events
            .write(move |tx, journal| {
                journal.record(tx, &id, CASE_STARTED, json!({ "runId": id, "testCaseId": case_id, "name": name }))
            })
            .await?;

        let steps: Vec<models::Step> = serde_json::from_str(&case.steps).map_err(Error::internal)?;
        let target = Target {
            base_url: &plan.base_url,
            variables: &plan.variables,
            secrets: &plan.secrets,
            account: plan.account.as_ref().map(|(u, p)| (u.as_str(), p.as_str())),
        };
        let mut results = Vec::new();
        let mut proposal = None;
        for (index, step) in steps.iter().enumerate() {
            let result = if step.request.is_some() {
                let outcome = self.checker.run(step, &target, &plan.settings).await;
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
                models::StepResult::new(
                    index as u32,
                    models::ResultStatus::Skipped,
                    swagger::Nullable::Present(message),
                )
            };
            let (id, case_id, step_result) = (run_id.to_string(), case.test_case_id.clone(), result.clone());
            self.events
                .write(move |tx, journal| {
                    let mut data = serde_json::to_value(&step_result).map_err(Error::internal)?;
                    data["runId"] = json!(id);
                    data["testCaseId"] = json!(case_id);
                    journal.record(tx, &id, STEP_FINISHED, data)
                })
                .await?;
            results.push(result);
        }

        let status = case_status(&results);
        let duration_ms = i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX);
        let row = store::results::ResultRow {
            id: new_id("res"),
            test_run_id: run_id.to_string(),
            test_case_id: case.test_case_id.clone(),
            test_case_name: case.name.clone(),
            environment_id: plan.environment_id.clone(),
            status,
            steps: serde_json::to_string(&results).map_err(Error::internal)?,
            duration_ms,
            created_at: time::now(),
            output: None,
        };
        let healing =
            proposal.filter(|_| status == models::ResultStatus::Failed).map(|(index, p)| store::results::HealingRow {
                id: new_id("heal"),
                result_id: row.id.clone(),
                step_index: index as i64,
                proposal: p,
                state: models::HealingProposalState::Proposed,
                decided_by: None,
                decided_at: None,
            });
        self.events
            .write(move |tx, journal| {
                store::results::upsert(tx, &row)?;
                if let Some(healing) = &healing {
                    store::results::insert_healing(tx, healing)?;
                }
                journal.case_finished(tx, &row, None)
            })
            .await?;
        Ok(status)
    }
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
