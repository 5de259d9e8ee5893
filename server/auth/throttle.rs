//! Counts failed attempts per key (an email) in a sliding window. Past the limit, callers are
//! told how long to wait. Kept in memory: a restart forgets, which only ever helps a user.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

pub struct Throttle {
    limit: usize,
    window: Duration,
    failures: Mutex<HashMap<String, Vec<Instant>>>,
}

impl Throttle {
    pub fn new(limit: usize, window: Duration) -> Self {
        Throttle { limit, window, failures: Mutex::new(HashMap::new()) }
    }

    /// `Err(seconds to wait)` when `key` has used up its attempts.
    pub fn check(&self, key: &str) -> Result<(), u64> {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        let Some(times) = failures.get_mut(&key.to_lowercase()) else { return Ok(()) };
        times.retain(|t| now.duration_since(*t) < self.window);
        if times.len() < self.limit {
            return Ok(());
        }
        let oldest = times[0];
        Err((self.window - now.duration_since(oldest)).as_secs().max(1))
    }

    pub fn record(&self, key: &str) {
        let mut failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        if failures.len() > 100_000 {
            // Bound the memory an attacker spraying random emails can take.
            let window = self.window;
            failures.retain(|_, times| times.last().is_some_and(|t| t.elapsed() < window));
        }
        failures.entry(key.to_lowercase()).or_default().push(Instant::now());
    }

    pub fn clear(&self, key: &str) {
        self.failures.lock().unwrap_or_else(|p| p.into_inner()).remove(&key.to_lowercase());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_after_the_limit_and_forgets_on_success() {
        let throttle = Throttle::new(2, Duration::from_secs(60));
        assert!(throttle.check("A@x").is_ok());
        throttle.record("a@x");
        throttle.record("A@X");
        let wait = throttle.check("a@x").unwrap_err();
        assert!((1..=60).contains(&wait));
        assert!(throttle.check("b@x").is_ok());
        throttle.clear("a@x");
        assert!(throttle.check("a@x").is_ok());
    }
}
