//! Live events of runs. Every event is first written to the run's log (in the transaction of
//! the change it reports), then published here to whoever is listening. Listeners that fall
//! behind are dropped rather than slowing the runner; they resume from the log with
//! `Last-Event-ID`.

pub mod stream;

use std::{collections::HashMap, sync::Mutex};

use tokio::sync::broadcast;

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

#[derive(Default)]
pub struct EventHub {
    runs: Mutex<HashMap<String, broadcast::Sender<Event>>>,
}

impl EventHub {
    /// Listens to the live events of a run (from now on).
    pub fn subscribe(&self, run_id: &str) -> broadcast::Receiver<Event> {
        let mut runs = self.runs.lock().unwrap_or_else(|p| p.into_inner());
        runs.entry(run_id.to_string()).or_insert_with(|| broadcast::channel(BUFFER).0).subscribe()
    }

    /// Hands committed events to the run's listeners, if any. After the terminal event the
    /// channel is closed, which ends every listener's stream.
    pub fn publish(&self, run_id: &str, events: Vec<Event>) {
        let mut runs = self.runs.lock().unwrap_or_else(|p| p.into_inner());
        let finished = events.iter().any(|e| e.name == RUN_FINISHED);
        if let Some(sender) = runs.get(run_id) {
            for event in events {
                // No listener is not an error: nobody is watching this run.
                let _ = sender.send(event);
            }
        }
        if finished {
            runs.remove(run_id);
        }
    }

    /// Forgets a run's channel once nobody listens (a listener of an ended run made it).
    pub fn release(&self, run_id: &str) {
        let mut runs = self.runs.lock().unwrap_or_else(|p| p.into_inner());
        if runs.get(run_id).is_some_and(|s| s.receiver_count() == 0) {
            runs.remove(run_id);
        }
    }
}
