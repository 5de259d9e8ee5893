//! Sign-in attempts per key: an email together with the address the attempt came from, so a
//! stranger failing against someone's email does not lock the owner out from elsewhere.
//!
//! The first few failures are free; after them each further attempt waits for a back-off that
//! doubles with every failure (capped), instead of a flat lock-out. An attempt is reserved
//! before the password is checked and counts as a failure unless it is marked a success, so a
//! burst of concurrent attempts cannot all pass the check before any is counted, and dropping
//! the connection mid-check does not undo it. Kept in memory: a restart forgets, which only
//! ever helps a user.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::Mutex,
    time::{Duration, Instant},
};

/// Keys kept at most; past it, keys with no recent failure are forgotten first.
const MAX_KEYS: usize = 100_000;

pub struct Throttle {
    /// Failures allowed before any waiting.
    free: u32,
    /// The wait after the first failure beyond the free ones; it doubles with each further one.
    base: Duration,
    max_wait: Duration,
    /// A key with no failure for this long starts afresh.
    forget_after: Duration,
    keys: Mutex<HashMap<String, Record>>,
}

#[derive(Default)]
struct Record {
    failures: u32,
    /// Attempts reserved and not yet settled.
    in_flight: u32,
    last_failure: Option<Instant>,
}

impl Throttle {
    pub fn new(free: u32, base: Duration, max_wait: Duration, forget_after: Duration) -> Self {
        Throttle { free, base, max_wait, forget_after, keys: Mutex::default() }
    }

    /// The key of an attempt for `email` from `client`.
    pub fn key(email: &str, client: IpAddr) -> String {
        format!("{} {client}", email.to_lowercase())
    }

    /// Reserves an attempt, or answers how many seconds to wait. Until it is marked a success,
    /// the attempt counts as a failure.
    pub fn attempt(&self, key: &str) -> Result<Attempt<'_>, u64> {
        self.attempt_at(key, Instant::now())
    }

    fn attempt_at(&self, key: &str, now: Instant) -> Result<Attempt<'_>, u64> {
        let mut keys = self.keys.lock().unwrap_or_else(|p| p.into_inner());
        if keys.len() >= MAX_KEYS {
            // Bound the memory an attacker spraying random emails can take.
            keys.retain(|_, r| r.in_flight > 0 || r.last_failure.is_some_and(|t| now - t < self.forget_after));
        }
        let record = keys.entry(key.to_string()).or_default();
        if record.last_failure.is_some_and(|t| now - t >= self.forget_after) {
            record.failures = 0;
        }
        let counted = record.failures + record.in_flight;
        if counted >= self.free {
            if record.in_flight > 0 {
                // Others are being checked right now; their outcome decides what comes next.
                return Err(1);
            }
            let wait = self.wait_after(record.failures);
            let waited = record.last_failure.map_or(wait, |t| now - t);
            if waited < wait {
                return Err((wait - waited).as_secs_f64().ceil().max(1.0) as u64);
            }
        }
        record.in_flight += 1;
        Ok(Attempt { throttle: self, key: key.to_string(), started: now, succeeded: false })
    }

    /// The wait before the attempt that follows `failures` failures.
    fn wait_after(&self, failures: u32) -> Duration {
        let doublings = failures.saturating_sub(self.free).min(20);
        (self.base * 2u32.pow(doublings)).min(self.max_wait)
    }

    fn settle(&self, key: &str, succeeded: bool, started: Instant) {
        let mut keys = self.keys.lock().unwrap_or_else(|p| p.into_inner());
        if succeeded {
            keys.remove(key);
            return;
        }
        if let Some(record) = keys.get_mut(key) {
            record.in_flight = record.in_flight.saturating_sub(1);
            record.failures += 1;
            record.last_failure = Some(started);
        }
    }
}

/// A reserved attempt: a failure when dropped, unless [`Attempt::succeeded`] says otherwise.
pub struct Attempt<'a> {
    throttle: &'a Throttle,
    key: String,
    /// The back-off after a failure runs from here.
    started: Instant,
    succeeded: bool,
}

impl Attempt<'_> {
    /// The attempt succeeded: the key's failures are forgotten.
    pub fn succeeded(mut self) {
        self.succeeded = true;
    }
}

impl Drop for Attempt<'_> {
    fn drop(&mut self) {
        self.throttle.settle(&self.key, self.succeeded, self.started);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn throttle() -> Throttle {
        Throttle::new(2, Duration::from_secs(2), Duration::from_secs(60), Duration::from_secs(900))
    }

    #[test]
    fn free_failures_then_a_back_off_that_doubles() {
        let t = throttle();
        let start = Instant::now();
        drop(t.attempt_at("k", start).unwrap());
        drop(t.attempt_at("k", start).unwrap());
        assert_eq!(t.attempt_at("k", start).err(), Some(2), "third attempt waits 2 s");
        let later = start + Duration::from_secs(2);
        drop(t.attempt_at("k", later).unwrap());
        assert_eq!(t.attempt_at("k", later).err(), Some(4), "then 4 s");
        assert!(t.attempt_at("other", later).is_ok(), "other keys are not affected");
    }

    #[test]
    fn concurrent_attempts_are_counted_before_they_finish() {
        let t = throttle();
        let now = Instant::now();
        let first = t.attempt_at("k", now).unwrap();
        let second = t.attempt_at("k", now).unwrap();
        assert!(t.attempt_at("k", now).is_err(), "two in flight use up the free attempts");
        first.succeeded();
        drop(second);
        assert!(t.attempt_at("k", now).is_ok(), "a success forgets the failures");
    }

    #[test]
    fn the_wait_is_capped_and_failures_are_forgotten() {
        let t = throttle();
        assert_eq!(t.wait_after(40), Duration::from_secs(60));
        let start = Instant::now();
        for _ in 0..2 {
            drop(t.attempt_at("k", start).unwrap());
        }
        assert!(t.attempt_at("k", start + Duration::from_secs(1)).is_err());
        assert!(t.attempt_at("k", start + Duration::from_secs(901)).is_ok());
    }

    #[test]
    fn keys_join_email_and_address() {
        let a = Throttle::key("Ada@Example.com", "127.0.0.2".parse().unwrap());
        assert_eq!(a, "ada@example.com 127.0.0.2");
        assert_ne!(a, Throttle::key("ada@example.com", "127.0.0.3".parse().unwrap()));
    }
}
