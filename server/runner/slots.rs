//! Run slots shared fairly between organizations.
//!
//! At most `total` runs execute at once, and at most `per_organization` of them for one
//! organization, so one organization with many slow runs never holds every slot. Runs that wait
//! are served round-robin between organizations (first come, first served within one): when a
//! slot frees, the next organization in turn with a run waiting and room under its cap gets it.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

pub struct Slots {
    total: usize,
    per_organization: usize,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    running: usize,
    running_by_organization: HashMap<String, usize>,
    /// Runs waiting, per organization, first come first.
    waiting: HashMap<String, VecDeque<oneshot::Sender<Slot>>>,
    /// Organizations with runs waiting, in the order they are served.
    turns: VecDeque<String>,
}

/// A held slot; dropping it frees the slot for the next run in turn.
pub struct Slot {
    /// `None` once the slot was taken back without a release (see `serve_next`).
    slots: Option<Arc<Slots>>,
    organization: String,
}

impl Slots {
    pub fn new(total: usize, per_organization: usize) -> Arc<Slots> {
        let total = total.max(1);
        Arc::new(Slots { total, per_organization: per_organization.clamp(1, total), state: Mutex::default() })
    }

    /// Waits for a slot for a run of `organization`. Cancel-safe: a run that stops waiting
    /// gives up its place.
    pub async fn acquire(self: &Arc<Self>, organization: &str) -> Slot {
        let waiting = {
            let mut state = self.lock();
            let (sender, receiver) = oneshot::channel();
            state.waiting.entry(organization.to_string()).or_default().push_back(sender);
            if !state.turns.iter().any(|o| o == organization) {
                state.turns.push_back(organization.to_string());
            }
            // Served at once when a slot is free and no organization before it in turn may use it.
            self.serve_next(&mut state);
            receiver
        };
        // The sender is only dropped once a slot was handed to it, or never: `serve_next`
        // skips receivers that are gone, and `Slots` outlives every waiter.
        match waiting.await {
            Ok(slot) => slot,
            Err(_) => unreachable!("a waiting run's sender is kept until it is granted a slot"),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn has_room(&self, state: &State, organization: &str) -> bool {
        state.running < self.total
            && state.running_by_organization.get(organization).copied().unwrap_or(0) < self.per_organization
    }

    fn grant(self: &Arc<Self>, state: &mut State, organization: &str) -> Slot {
        state.running += 1;
        *state.running_by_organization.entry(organization.to_string()).or_default() += 1;
        Slot { slots: Some(self.clone()), organization: organization.to_string() }
    }

    fn ungrant(state: &mut State, organization: &str) {
        state.running -= 1;
        if let Some(count) = state.running_by_organization.get_mut(organization) {
            *count -= 1;
            if *count == 0 {
                state.running_by_organization.remove(organization);
            }
        }
    }

    fn release(self: &Arc<Self>, organization: &str) {
        let mut state = self.lock();
        Slots::ungrant(&mut state, organization);
        self.serve_next(&mut state);
    }

    /// Hands free slots to waiting runs, one organization's turn at a time.
    fn serve_next(self: &Arc<Self>, state: &mut State) {
        let mut skipped = 0;
        while state.running < self.total && skipped < state.turns.len() {
            let Some(organization) = state.turns.pop_front() else { return };
            if !self.has_room(state, &organization) {
                state.turns.push_back(organization);
                skipped += 1;
                continue;
            }
            skipped = 0;
            self.grant_first_waiting(state, &organization);
            if state.waiting.get(&organization).is_some_and(|queue| !queue.is_empty()) {
                state.turns.push_back(organization);
            } else {
                state.waiting.remove(&organization);
            }
        }
    }

    /// Hands a slot to the first run of `organization` still waiting, if any.
    fn grant_first_waiting(self: &Arc<Self>, state: &mut State, organization: &str) {
        while let Some(sender) = state.waiting.get_mut(organization).and_then(VecDeque::pop_front) {
            let slot = self.grant(state, organization);
            match sender.send(slot) {
                Ok(()) => return,
                // That run stopped waiting: take the slot back here (its `Drop` would lock the
                // state this holds) and try the organization's next run.
                Err(mut slot) => {
                    slot.slots = None;
                    Slots::ungrant(state, organization);
                }
            }
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(slots) = self.slots.take() {
            slots.release(&self.organization);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    async fn soon<T>(future: impl std::future::Future<Output = T>) -> Option<T> {
        tokio::time::timeout(Duration::from_millis(50), future).await.ok()
    }

    #[tokio::test]
    async fn one_organization_never_holds_every_slot() {
        let slots = Slots::new(4, 2);
        let (_b1, _b2) = (slots.acquire("b").await, slots.acquire("b").await);
        assert!(soon(slots.acquire("b")).await.is_none(), "b is at its cap");
        let a = soon(slots.acquire("a")).await;
        assert!(a.is_some(), "a starts at once while b waits");
    }

    #[tokio::test]
    async fn freed_slots_go_round_robin_between_organizations() {
        let slots = Slots::new(1, 1);
        let first = slots.acquire("b").await;
        let b2 = tokio::spawn({
            let slots = slots.clone();
            async move { slots.acquire("b").await }
        });
        tokio::task::yield_now().await;
        let a1 = tokio::spawn({
            let slots = slots.clone();
            async move { slots.acquire("a").await }
        });
        tokio::task::yield_now().await;
        drop(first);
        let granted_b = soon(b2).await.expect("b waited first").unwrap();
        drop(granted_b);
        assert!(soon(a1).await.is_some(), "then a's turn");
    }

    #[tokio::test]
    async fn a_run_that_stops_waiting_gives_its_place_up() {
        let slots = Slots::new(1, 1);
        let held = slots.acquire("a").await;
        assert!(soon(slots.acquire("b")).await.is_none(), "waits, then gives up");
        drop(held);
        let c = soon(slots.acquire("c")).await;
        assert!(c.is_some(), "the slot was not lost to the run that left");
        let state = slots.lock();
        assert_eq!((state.running, state.waiting.len()), (1, 0));
    }
}
