//! Sign-in attempts per key: an email together with the address the attempt came from, so a
//! stranger failing against someone's email does not lock the owner out from elsewhere.
//!
//! The first few failures are free; after them each further attempt waits for a back-off that
//! doubles with every failure (capped), instead of a flat lock-out. An attempt is counted as a
//! failure before the password is checked, and forgotten only when it is marked a success, so a
//! burst of concurrent attempts cannot all pass the check before any is counted, and dropping
//! the connection mid-check does not undo it. Failures are kept in the database
//! (`store::throttle`), so every server sharing it counts them together; a key with no failure
//! for a while starts afresh.

use std::{net::IpAddr, time::Duration};

use chrono::{DateTime, Utc};

use crate::domain::time;
use crate::error::Result;
use crate::store::{self, Db};

/// Failures older than this are deleted (each throttle forgets them sooner).
const KEPT: Duration = Duration::from_secs(24 * 60 * 60);

pub struct Throttle {
    db: Db,
    /// What it throttles, told apart in the shared table (`sign-in`, `otp`).
    kind: &'static str,
    rules: Rules,
}

/// When an attempt may go ahead, given the key's failures.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// Failures allowed before any waiting.
    pub free: u32,
    /// The wait after the first failure beyond the free ones; it doubles with each further one.
    pub base: Duration,
    pub max_wait: Duration,
    /// A key with no failure for this long starts afresh.
    pub forget_after: Duration,
}

impl Throttle {
    pub fn new(db: Db, kind: &'static str, rules: Rules) -> Self {
        Throttle { db, kind, rules }
    }

    /// The key of an attempt for `email` from `client`.
    pub fn key(email: &str, client: IpAddr) -> String {
        format!("{} {client}", email.to_lowercase())
    }

    /// Reserves an attempt (counting it as a failure until [`Attempt::succeeded`]), or answers
    /// how many seconds to wait.
    pub async fn attempt(&self, key: &str) -> Result<std::result::Result<Attempt<'_>, u64>> {
        let (stored, rules) = (format!("{} {key}", self.kind), self.rules);
        let reserved = stored.clone();
        let decided = self
            .db
            .write(move |tx| {
                let now = time::now();
                let record = store::throttle::get(tx, &reserved)?
                    .map(|(failures, last)| (u32::try_from(failures).unwrap_or(u32::MAX), last));
                match rules.decide(record, now) {
                    Ok(failures) => {
                        store::throttle::set(tx, &reserved, i64::from(failures), &time::to_text(now))?;
                        Ok(Ok(()))
                    }
                    Err(wait) => Ok(Err(wait)),
                }
            })
            .await?;
        Ok(decided.map(|()| Attempt { throttle: self, key: stored }))
    }
}

impl Rules {
    /// Whether an attempt at `now` may go ahead, for a key with `record` (its failures and the
    /// time of the last): the failures to record with it, or the seconds to wait.
    pub fn decide(&self, record: Option<(u32, DateTime<Utc>)>, now: DateTime<Utc>) -> std::result::Result<u32, u64> {
        let since = |last: DateTime<Utc>| (now - last).to_std().unwrap_or_default();
        let (failures, last) = match record {
            Some((failures, last)) if since(last) < self.forget_after => (failures, Some(last)),
            _ => (0, None),
        };
        if failures >= self.free {
            let wait = self.wait_after(failures);
            let waited = last.map_or(wait, since);
            if waited < wait {
                return Err((wait - waited).as_secs_f64().ceil().max(1.0) as u64);
            }
        }
        Ok(failures.saturating_add(1))
    }

    /// The wait before the attempt that follows `failures` failures.
    fn wait_after(&self, failures: u32) -> Duration {
        let doublings = failures.saturating_sub(self.free).min(20);
        (self.base * 2u32.pow(doublings)).min(self.max_wait)
    }
}

/// A reserved attempt, counted as a failure unless [`Attempt::succeeded`] says otherwise.
pub struct Attempt<'a> {
    throttle: &'a Throttle,
    key: String,
}

impl Attempt<'_> {
    /// The attempt succeeded: the key's failures are forgotten.
    pub async fn succeeded(self) -> Result<()> {
        let key = self.key;
        self.throttle.db.write(move |tx| store::throttle::clear(tx, &key)).await
    }
}

/// Deletes, every hour, failures older than any throttle remembers.
pub fn forget_old_failures(db: Db) {
    tokio::spawn(async move {
        let mut hourly = tokio::time::interval(Duration::from_secs(3600));
        loop {
            hourly.tick().await;
            let before = time::to_text(time::now() - chrono::Duration::from_std(KEPT).unwrap_or_default());
            if let Err(e) = db.write(move |tx| store::throttle::forget_before(tx, &before)).await {
                tracing::warn!(error = %e, "could not forget old sign-in failures");
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: Rules = Rules {
        free: 2,
        base: Duration::from_secs(2),
        max_wait: Duration::from_secs(60),
        forget_after: Duration::from_secs(900),
    };

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    #[test]
    fn free_failures_then_a_back_off_that_doubles() {
        assert_eq!(RULES.decide(None, at(0)), Ok(1));
        assert_eq!(RULES.decide(Some((1, at(0))), at(0)), Ok(2));
        assert_eq!(RULES.decide(Some((2, at(0))), at(0)), Err(2), "third attempt waits 2 s");
        assert_eq!(RULES.decide(Some((2, at(0))), at(2)), Ok(3));
        assert_eq!(RULES.decide(Some((3, at(2))), at(2)), Err(4), "then 4 s");
    }

    #[test]
    fn the_wait_is_capped_and_failures_are_forgotten() {
        assert_eq!(RULES.wait_after(40), Duration::from_secs(60));
        assert!(RULES.decide(Some((2, at(0))), at(1)).is_err());
        assert_eq!(RULES.decide(Some((9, at(0))), at(901)), Ok(1), "a quiet key starts afresh");
    }

    #[test]
    fn keys_join_email_and_address() {
        let a = Throttle::key("Ada@Example.com", "127.0.0.2".parse().unwrap());
        assert_eq!(a, "ada@example.com 127.0.0.2");
        assert_ne!(a, Throttle::key("ada@example.com", "127.0.0.3".parse().unwrap()));
    }
}
