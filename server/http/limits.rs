//! Request budgets: each caller may make a number of requests per minute (`--rate-limit`), so
//! a runaway CI loop cannot take the server from everyone else. A caller is its bearer token
//! on authenticated routes, and its address on the others (and for requests whose token is
//! refused). Budgets refill continuously (a token bucket) and live in memory.
//!
//! Every answer says where the caller stands, as the IETF httpapi draft's `RateLimit-Policy`
//! (`"default";q=600;w=60`) and `RateLimit` (`"default";r=<left>;t=<seconds to full>`) headers;
//! a spent budget answers 429 with `Retry-After`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

use hyper::header::{HeaderMap, HeaderValue, AUTHORIZATION};
use sha2::{Digest, Sha256};

use crate::config::RateLimit;
use crate::error::Error;

/// Callers kept at most; past it, those with a full budget are forgotten first.
const MAX_CALLERS: usize = 100_000;

pub struct Limits {
    per_minute: Option<u32>,
    buckets: Mutex<HashMap<String, Bucket>>,
}

struct Bucket {
    tokens: f64,
    updated: Instant,
}

/// Where a caller stands after a request.
#[derive(Debug, Clone, Copy)]
pub struct Quota {
    limit: u32,
    left: u32,
    /// Seconds until the budget is full again.
    full_in: u64,
}

impl Limits {
    pub fn new(limit: RateLimit) -> Self {
        Limits { per_minute: limit.per_minute(), buckets: Mutex::default() }
    }

    /// The budget of a request that presents a token: the token's own.
    pub fn token_key(headers: &HeaderMap) -> String {
        let token = headers.get(AUTHORIZATION).map(HeaderValue::as_bytes).unwrap_or_default();
        let digest = Sha256::digest(token);
        format!("t:{}", digest[..12].iter().map(|b| format!("{b:02x}")).collect::<String>())
    }

    pub fn address_key(client: IpAddr) -> String {
        format!("a:{client}")
    }

    /// Takes one request from `key`'s budget. `quota` says where the caller stands either way;
    /// a spent budget is a 429 error.
    pub fn take(&self, key: &str, quota: &mut Option<Quota>) -> Result<(), Error> {
        let Some(limit) = self.per_minute else { return Ok(()) };
        let now = Instant::now();
        let per_second = f64::from(limit) / 60.0;
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= MAX_CALLERS {
            buckets
                .retain(|_, b| b.tokens + now.duration_since(b.updated).as_secs_f64() * per_second < f64::from(limit));
        }
        let bucket = buckets.entry(key.to_string()).or_insert(Bucket { tokens: f64::from(limit), updated: now });
        bucket.tokens =
            (bucket.tokens + now.duration_since(bucket.updated).as_secs_f64() * per_second).min(f64::from(limit));
        bucket.updated = now;
        let spent = bucket.tokens < 1.0;
        if !spent {
            bucket.tokens -= 1.0;
        }
        let full_in = ((f64::from(limit) - bucket.tokens) / per_second).ceil() as u64;
        *quota = Some(Quota { limit, left: bucket.tokens.floor() as u32, full_in });
        if spent {
            let retry_after = ((1.0 - bucket.tokens) / per_second).ceil().max(1.0) as u64;
            return Err(Error::rate_limited(retry_after).with_detail(format!(
                "This {} made more than {limit} requests in a minute. Wait for `Retry-After` seconds; \
                 the RateLimit header says how many are left.",
                if key.starts_with("t:") { "token" } else { "address" }
            )));
        }
        Ok(())
    }
}

impl Quota {
    pub fn write(&self, headers: &mut HeaderMap) {
        let policy = format!("\"default\";q={};w=60", self.limit);
        let state = format!("\"default\";r={};t={}", self.left, self.full_in);
        for (name, value) in [("ratelimit-policy", policy), ("ratelimit", state)] {
            if let Ok(value) = HeaderValue::from_str(&value) {
                headers.insert(name, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_is_spent_then_refused_and_others_are_untouched() {
        let limits = Limits::new("3/min".parse().unwrap());
        let mut quota = None;
        for left in [2, 1, 0] {
            limits.take("t:a", &mut quota).unwrap();
            assert_eq!(quota.unwrap().left, left);
        }
        let spent = limits.take("t:a", &mut quota).unwrap_err();
        assert_eq!((spent.status(), spent.retry_after().is_some_and(|s| s >= 1)), (429, true));
        assert!(limits.take("t:b", &mut quota).is_ok(), "another caller has its own budget");
        let mut headers = HeaderMap::new();
        quota.unwrap().write(&mut headers);
        assert_eq!(headers["ratelimit-policy"], "\"default\";q=3;w=60");
        assert!(headers["ratelimit"].to_str().unwrap().starts_with("\"default\";r=2;t="));
    }

    #[test]
    fn off_means_no_budget() {
        let limits = Limits::new("off".parse().unwrap());
        let mut quota = None;
        for _ in 0..1000 {
            limits.take("t:a", &mut quota).unwrap();
        }
        assert!(quota.is_none());
    }
}
