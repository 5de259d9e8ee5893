//! Events of runs: the one place that writes them, and their live fan-out.
//!
//! Every event is first written to the run's log in the transaction of the change it reports
//! ([`RunEvents::write`] hands that transaction a [`Journal`]), then, once committed, published
//! to whoever listens. The runner and the operations (start, stop, a reported verdict) all
//! write through here, so an event's shape is built once. Listeners that fall behind are
//! dropped rather than slowing the runner; they resume from the log with `Last-Event-ID`.

pub mod stream;

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use serde_json::{json, Value};
use testdeck_api::models::TestRunStatus;
use tokio::sync::broadcast;

use crate::domain::{run, time};
use crate::error::Result;
use crate::store::{self, runs::RunRow, Db, Tx};

/// Events a listener may lag behind before it is dropped.
const BUFFER: usize = 256;

/// Names of the events, as clients see them.
pub const RUN_STATUS: &str = "run.status";
pub const CASE_STARTED: &str = "case.started";
pub const STEP_FINISHED: &str = "step.finished";
pub const CASE_FINISHED: &str = "case.finished";
pub const RUN_FINISHED: &str = "run.finished";

#[derive(Debug, Clone)]
pub struct Event {
    pub seq: i64,
    pub name: String,
    pub data: String,
}

impl From<store::run_events::EventRow> for Event {
    fn from(row: store::run_events::EventRow) -> Self {
        Event { seq: row.seq, name: row.name, data: row.data }
    }
}

/// Writes run events with the changes they report, and publishes them once committed.
#[derive(Clone)]
pub struct RunEvents {
    db: Db,
    hub: Arc<EventHub>,
}

impl RunEvents {
    pub fn new(db: Db) -> Self {
        RunEvents { db, hub: Arc::default() }
    }

    /// Runs `f` in one write transaction; the events it records in the journal are written in
    /// that transaction and published after it commits (and never, when it fails).
    pub async fn write<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx, &mut Journal) -> Result<T> + Send + 'static,
    {
        let (value, journal) = self
            .db
            .write(move |tx| {
                let mut journal = Journal::default();
                let value = f(tx, &mut journal)?;
                Ok((value, journal))
            })
            .await?;
        for (run_id, events) in journal.by_run() {
            self.hub.publish(&run_id, events);
        }
        Ok(value)
    }

    /// Listens to the live events of a run (from now on).
    pub fn subscribe(&self, run_id: &str) -> broadcast::Receiver<Event> {
        self.hub.subscribe(run_id)
    }

    /// Publishes here what another server sharing the database wrote: event `seq` of the run
    /// (or, with `None`, anything), read from the log when someone here listens to the run.
    pub async fn heard_of(&self, run_id: &str, seq: Option<i64>) -> Result<()> {
        let Some(last) = self.hub.last_published(run_id) else { return Ok(()) };
        if seq.is_some_and(|seq| seq <= last) {
            // Written by this server, and published already.
            return Ok(());
        }
        let events = self.logged_after(run_id, last).await?;
        self.hub.publish(run_id, events);
        Ok(())
    }

    /// [`RunEvents::heard_of`] every run someone here listens to, after events may have gone
    /// unheard (the listening connection was lost).
    pub async fn heard_of_all(&self) -> Result<()> {
        for run_id in self.hub.listened() {
            self.heard_of(&run_id, None).await?;
        }
        Ok(())
    }

    /// Forgets a run's channel once nobody listens (a listener of an ended run made it).
    pub fn release(&self, run_id: &str) {
        self.hub.release(run_id);
    }

    /// The run's logged events after `after`, in order.
    pub async fn logged_after(&self, run_id: &str, after: i64) -> Result<Vec<Event>> {
        let id = run_id.to_string();
        let rows = self.db.read(move |conn| store::run_events::after(conn, &id, after)).await?;
        Ok(rows.into_iter().map(Event::from).collect())
    }

    /// The run's logged events after `after`, and whether it has ended (or is gone), read in
    /// one snapshot: a run that has ended has its terminal event among them (unless it came at
    /// or before `after`). Read apart, an event committed between the two reads was missed.
    pub async fn log_after(&self, run_id: &str, after: i64) -> Result<(Vec<Event>, bool)> {
        let id = run_id.to_string();
        let (rows, run) = self
            .db
            .read(move |conn| Ok((store::run_events::after(conn, &id, after)?, store::runs::get(conn, &id)?)))
            .await?;
        let ended = run.is_none_or(|r| run::is_terminal(r.status));
        Ok((rows.into_iter().map(Event::from).collect(), ended))
    }
}

/// The events one transaction records, in order, to publish once it commits.
#[derive(Default)]
pub struct Journal {
    events: Vec<(String, Event)>,
}

impl Journal {
    /// Appends an event to the run's log.
    pub fn record(&mut self, tx: &Tx, run_id: &str, name: &str, data: Value) -> Result<()> {
        let data = data.to_string();
        let seq = store::run_events::append(tx, run_id, name, &data, &time::now_text())?;
        self.events.push((run_id.to_string(), Event { seq, name: name.to_string(), data }));
        Ok(())
    }

    /// Moves a run to `to` (a transition the run state machine allows), with its `run.status`
    /// event and, when `to` ends the run, its `run.finished` event with the summary.
    pub fn move_run(&mut self, tx: &Tx, run: &RunRow, to: TestRunStatus, reason: Option<&str>) -> Result<()> {
        run::check_transition(run.status, to)?;
        store::runs::set_status(tx, &run.id, to, reason, &time::now_text())?;
        self.record(tx, &run.id, RUN_STATUS, json!({ "runId": run.id, "status": to, "reason": reason }))?;
        if run::is_terminal(to) {
            let summary = store::runs::summary(tx, &run.id)?;
            self.record(tx, &run.id, RUN_FINISHED, json!({ "runId": run.id, "status": to, "summary": summary }))?;
        }
        Ok(())
    }

    /// A case's result was written: by the runner, or as a tester's verdict (`reported_by`).
    pub fn case_finished(
        &mut self,
        tx: &Tx,
        result: &store::results::ResultRow,
        reported_by: Option<&str>,
    ) -> Result<()> {
        let mut data = json!({ "runId": result.test_run_id, "testCaseId": result.test_case_id,
                               "testCaseName": result.test_case_name, "resultId": result.id,
                               "status": result.status, "durationMs": result.duration_ms });
        if let Some(account_id) = reported_by {
            data["reportedBy"] = json!(account_id);
        }
        self.record(tx, &result.test_run_id, CASE_FINISHED, data)
    }

    /// The recorded events grouped by run, each group in the order recorded.
    fn by_run(self) -> Vec<(String, Vec<Event>)> {
        let mut groups: Vec<(String, Vec<Event>)> = Vec::new();
        for (run_id, event) in self.events {
            match groups.iter_mut().find(|(id, _)| *id == run_id) {
                Some((_, events)) => events.push(event),
                None => groups.push((run_id, vec![event])),
            }
        }
        groups
    }
}

/// The live listeners of each run.
#[derive(Default)]
struct EventHub {
    runs: Mutex<HashMap<String, Channel>>,
}

/// The live events of one run, and the number of the last one published.
struct Channel {
    sender: broadcast::Sender<Event>,
    last: i64,
}

impl EventHub {
    fn runs(&self) -> std::sync::MutexGuard<'_, HashMap<String, Channel>> {
        self.runs.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn subscribe(&self, run_id: &str) -> broadcast::Receiver<Event> {
        let mut runs = self.runs();
        let channel =
            runs.entry(run_id.to_string()).or_insert_with(|| Channel { sender: broadcast::channel(BUFFER).0, last: 0 });
        channel.sender.subscribe()
    }

    /// Hands committed events (in order) to the run's listeners, if any, but those handed to
    /// them already (another server's events arrive through the log too). After the terminal
    /// event the channel is closed, which ends every listener's stream.
    fn publish(&self, run_id: &str, events: Vec<Event>) {
        let mut runs = self.runs();
        let finished = events.iter().any(|e| e.name == RUN_FINISHED);
        if let Some(channel) = runs.get_mut(run_id) {
            for event in events {
                if event.seq <= channel.last {
                    continue;
                }
                channel.last = event.seq;
                let _ = channel.sender.send(event);
            }
        }
        if finished {
            runs.remove(run_id);
        }
    }

    /// The number of the last event published to the run's listeners, when it has any.
    fn last_published(&self, run_id: &str) -> Option<i64> {
        self.runs().get(run_id).map(|c| c.last)
    }

    fn listened(&self) -> Vec<String> {
        self.runs().keys().cloned().collect()
    }

    fn release(&self, run_id: &str) {
        let mut runs = self.runs();
        if runs.get(run_id).is_some_and(|c| c.sender.receiver_count() == 0) {
            runs.remove(run_id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::fixtures;

    async fn events_with_a_pending_run() -> (tempfile::TempDir, RunEvents) {
        let (dir, db) = crate::store::fixtures::database();
        db.write_now(|tx| {
            fixtures::project(tx, 30);
            fixtures::run(tx, "r", "pending", time::now(), None);
            Ok(())
        })
        .unwrap();
        (dir, RunEvents::new(db))
    }

    fn move_to(to: TestRunStatus) -> impl FnOnce(&Tx, &mut Journal) -> Result<()> + Send + 'static {
        move |tx, journal| {
            let run = store::runs::get(tx, "r")?.expect("the run");
            journal.move_run(tx, &run, to, None)
        }
    }

    #[tokio::test]
    async fn events_are_logged_and_published_once_committed() {
        let (_dir, events) = events_with_a_pending_run().await;
        let mut live = events.subscribe("r");
        events.write(move_to(TestRunStatus::Queued)).await.unwrap();
        let published = live.try_recv().expect("published after commit");
        assert_eq!((published.seq, published.name.as_str()), (1, RUN_STATUS));
        let logged = events.logged_after("r", 0).await.unwrap();
        assert_eq!(logged.len(), 1);
        assert_eq!(logged[0].data, published.data);
    }

    #[tokio::test]
    async fn a_refused_change_writes_and_publishes_nothing() {
        let (_dir, events) = events_with_a_pending_run().await;
        let mut live = events.subscribe("r");
        let refused = events
            .write(|tx, journal| {
                journal.record(tx, "r", CASE_STARTED, json!({}))?;
                move_to(TestRunStatus::Completed)(tx, journal)
            })
            .await;
        assert_eq!(refused.unwrap_err().status(), 409, "pending cannot go to completed");
        assert!(live.try_recv().is_err(), "nothing published");
        assert!(events.logged_after("r", 0).await.unwrap().is_empty(), "nothing logged: the transaction rolled back");
        assert!(!events.log_after("r", 0).await.unwrap().1, "not ended");
    }

    #[tokio::test]
    async fn ending_a_run_adds_run_finished_with_its_summary() {
        let (_dir, events) = events_with_a_pending_run().await;
        for to in [TestRunStatus::Queued, TestRunStatus::Running, TestRunStatus::Completed] {
            events.write(move_to(to)).await.unwrap();
        }
        let names: Vec<String> = events.logged_after("r", 0).await.unwrap().into_iter().map(|e| e.name).collect();
        assert_eq!(names, [RUN_STATUS, RUN_STATUS, RUN_STATUS, RUN_FINISHED]);
        let finished = events.logged_after("r", 3).await.unwrap().remove(0);
        let data: Value = serde_json::from_str(&finished.data).unwrap();
        assert_eq!(data["summary"]["total"], 0);
        let (after_two, ended) = events.log_after("r", 2).await.unwrap();
        assert!(ended);
        let names: Vec<&str> = after_two.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, [RUN_STATUS, RUN_FINISHED], "an ended run's log holds its terminal event");
    }
}
