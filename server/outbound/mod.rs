//! Outbound webhooks: messages to a project's team chat, signed, bounded in time, retried.
//!
//! A delivery POSTs JSON with `X-Testdeck-Timestamp` (unix seconds) and
//! `X-Testdeck-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. Each
//! attempt has [`ATTEMPT_TIMEOUT`]; network errors, 429 and 5xx are retried (at most
//! [`ATTEMPTS`] attempts, waiting [`BACKOFF`] between them); redirects are never followed.
//!
//! The host of the webhook is resolved before every delivery, and the request goes to exactly
//! the addresses checked (no second lookup a rebinding DNS could answer differently). What may
//! be reached is the [`policy`] shared with the runner: unless the operator allows it
//! (`--allow-private-webhooks`), a webhook cannot reach the server's own network.
//!
//! The webhook URL, the signing secret and message bodies are secrets: nothing here logs them,
//! and error texts answered to callers never contain the URL.

pub mod policy;
pub mod report;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::broadcast::{self, error::RecvError};

use hmac::{Hmac, Mac};
use reqwest::header::{CONTENT_TYPE, USER_AGENT};
use reqwest::{StatusCode, Url};
use sha2::Sha256;
use testdeck_api::models;

use self::policy::TargetPolicy;
use crate::crypto::DataKey;
use crate::store::Db;

/// Limit of one attempt: connecting, sending and the answer's headers.
pub const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// Attempts of one delivery at most.
pub const ATTEMPTS: u32 = 3;
/// Waits before the second and the third attempt.
pub const BACKOFF: [Duration; 2] = [Duration::from_millis(500), Duration::from_secs(1)];

pub const TIMESTAMP_HEADER: &str = "X-Testdeck-Timestamp";
pub const SIGNATURE_HEADER: &str = "X-Testdeck-Signature";
/// What the message is about (`test`, `test_run.report`).
pub const EVENT_HEADER: &str = "X-Testdeck-Event";
/// The same on every attempt of one delivery, so a receiver can drop repeats.
pub const DELIVERY_HEADER: &str = "X-Testdeck-Delivery";

/// Where and how to deliver: the opened webhook URL and signing secret.
pub struct Webhook {
    pub url: String,
    pub secret: String,
}

/// A webhook URL that may be used: http(s), with a host whose addresses the policy allows.
#[derive(Debug)]
pub struct Checked {
    pub url: Url,
    /// The addresses the host resolved to, all allowed.
    pub addresses: Vec<SocketAddr>,
}

/// Checks a webhook URL: parses it, resolves its host and refuses what the policy does not
/// allow. The error says why, without repeating the URL.
pub async fn check_url(text: &str, policy: &TargetPolicy) -> Result<Checked, String> {
    let url = Url::parse(text).map_err(|e| format!("is not a valid absolute URL ({e})"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!("must use http or https, not {:?}", url.scheme()));
    }
    let addresses = policy.check_url(&url).await.map_err(|reason| format!("is refused: {reason}"))?;
    Ok(Checked { url, addresses })
}

/// `scheme://host/…`: what is shown of a webhook URL after connect.
pub fn mask(url: &Url) -> String {
    let host = match url.host() {
        Some(url::Host::Ipv6(ip)) => format!("[{ip}]"),
        Some(host) => host.to_string(),
        None => String::new(),
    };
    format!("{}://{host}/…", url.scheme())
}

/// `sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`.
pub fn signature(secret: &str, timestamp: i64, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    let digest = mac.finalize().into_bytes();
    format!("sha256={}", digest.iter().map(|b| format!("{b:02x}")).collect::<String>())
}

/// Delivers `message` to the webhook and answers how it went. Never fails: what went wrong is
/// in the answer.
pub async fn deliver(
    webhook: &Webhook,
    event: &str,
    message: &serde_json::Value,
    policy: &TargetPolicy,
) -> models::Delivery {
    // Refused before anything was sent: one attempt, no status.
    let refused = |reason: String| models::Delivery::new(false, 1, swagger::Nullable::Present(reason));
    let checked = match check_url(&webhook.url, policy).await {
        Ok(checked) => checked,
        Err(reason) => return refused(format!("not sent: the webhook URL {reason}")),
    };
    let client = match client(&checked) {
        Ok(client) => client,
        Err(e) => return refused(format!("not sent: cannot prepare the request ({})", scrub(e, webhook))),
    };
    let body = match serde_json::to_vec(message) {
        Ok(body) => body,
        Err(e) => return refused(format!("not sent: cannot encode the message ({e})")),
    };
    let delivery_id = crate::domain::ids::new_id("dlv");
    let mut attempts: u32 = 0;
    let mut last_status;
    let mut last_error;
    loop {
        if let Some(wait) = attempts.checked_sub(1).and_then(|i| BACKOFF.get(i as usize)) {
            tokio::time::sleep(*wait).await;
        }
        attempts += 1;
        let timestamp = chrono::Utc::now().timestamp();
        let request = client
            .post(checked.url.clone())
            .header(CONTENT_TYPE, "application/json")
            .header(USER_AGENT, concat!("Testdeck-Webhook/", env!("CARGO_PKG_VERSION")))
            .header(TIMESTAMP_HEADER, timestamp.to_string())
            .header(SIGNATURE_HEADER, signature(&webhook.secret, timestamp, &body))
            .header(EVENT_HEADER, event)
            .header(DELIVERY_HEADER, &delivery_id)
            .body(body.clone());
        let retry = match request.send().await {
            Ok(response) => {
                let status = response.status();
                last_status = Some(status.as_u16());
                // The answer's body is of no use; dropping it closes the connection early.
                drop(response);
                if status.is_success() {
                    let mut delivery = models::Delivery::new(true, attempts, swagger::Nullable::Null);
                    delivery.status = last_status;
                    return delivery;
                }
                last_error = if status.is_redirection() {
                    format!("the chat answered {status}; redirects are not followed")
                } else {
                    format!("the chat answered {status}")
                };
                status == StatusCode::TOO_MANY_REQUESTS || status.is_server_error()
            }
            Err(e) => {
                last_status = None;
                last_error = if e.is_timeout() {
                    format!("no answer within {} s", ATTEMPT_TIMEOUT.as_secs())
                } else {
                    format!("the request failed: {}", scrub(e, webhook))
                };
                true
            }
        };
        if !retry || attempts >= ATTEMPTS {
            break;
        }
    }
    let mut delivery = models::Delivery::new(false, attempts, swagger::Nullable::Present(last_error));
    delivery.status = last_status;
    delivery
}

/// A client for one delivery: no redirects, no proxy, the checked addresses pinned.
fn client(checked: &Checked) -> reqwest::Result<reqwest::Client> {
    let mut builder = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(ATTEMPT_TIMEOUT)
        .connect_timeout(ATTEMPT_TIMEOUT);
    if let Some(url::Host::Domain(domain)) = checked.url.host() {
        builder = builder.resolve_to_addrs(domain, &checked.addresses);
    }
    builder.build()
}

/// A request error and its causes as one line, without the webhook URL or secret.
fn scrub(error: reqwest::Error, webhook: &Webhook) -> String {
    let error = error.without_url();
    let mut text = error.to_string();
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text.replace(&webhook.url, "<webhook URL>").replace(&webhook.secret, "<secret>")
}

/// What team-chat deliveries need: the store (settings, webhooks, runs), the data key that
/// opens stored webhooks, and the target policy. Cheap to clone.
#[derive(Clone)]
pub struct TeamChat {
    db: Db,
    data_key: DataKey,
    policy: Arc<TargetPolicy>,
}

impl TeamChat {
    pub fn new(db: Db, data_key: DataKey, policy: Arc<TargetPolicy>) -> Self {
        TeamChat { db, data_key, policy }
    }

    pub fn policy(&self) -> &TargetPolicy {
        &self.policy
    }

    /// Listens, in the background, to the ids of runs that ended on their own (not by a stop,
    /// not by restart recovery) and, when the project's settings ask for it and a team chat is
    /// connected, delivers each run's report. Deliveries run side by side; none blocks the runner.
    pub fn report_ended_runs(&self, mut ended: broadcast::Receiver<String>) {
        let chat = self.clone();
        tokio::spawn(async move {
            loop {
                match ended.recv().await {
                    Ok(run_id) => {
                        let chat = chat.clone();
                        tokio::spawn(async move { chat.report_run(run_id).await });
                    }
                    Err(RecvError::Lagged(missed)) => {
                        tracing::warn!(missed, "team-chat reports of ended runs were skipped: too many ended at once");
                    }
                    Err(RecvError::Closed) => return,
                }
            }
        });
    }

    async fn report_run(&self, run_id: String) {
        match self.automatic(&run_id).await {
            Ok(None) => {}
            Ok(Some(delivery)) if delivery.delivered => {
                tracing::info!(run = run_id, attempts = delivery.attempts, "run report delivered to the team chat");
            }
            Ok(Some(delivery)) => {
                let error = delivery.error.as_ref().map(String::as_str).unwrap_or_default().to_string();
                tracing::warn!(
                    run = run_id,
                    attempts = delivery.attempts,
                    status = delivery.status,
                    error,
                    "run report not delivered to the team chat"
                );
            }
            Err(e) => tracing::warn!(run = run_id, error = %e, "cannot prepare the run report for the team chat"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mask_keeps_scheme_and_host_only() {
        let url = Url::parse("https://chat.example.com:8443/hooks/T000/B000/XXXX?token=abc").unwrap();
        assert_eq!(mask(&url), "https://chat.example.com/…");
        assert_eq!(mask(&Url::parse("http://[::1]:9/x").unwrap()), "http://[::1]/…");
    }

    #[test]
    fn the_signature_is_hmac_sha256_of_timestamp_dot_body() {
        // Computed independently: python3 -c 'import hmac,hashlib;
        // print(hmac.new(b"whsec_test", b"1700000000.{\"a\":1}", hashlib.sha256).hexdigest())'
        let sig = signature("whsec_test", 1_700_000_000, br#"{"a":1}"#);
        assert_eq!(sig, "sha256=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789");
        assert_ne!(sig, signature("whsec_test", 1_700_000_001, br#"{"a":1}"#));
    }

    #[tokio::test]
    async fn urls_are_checked_before_anything_is_sent() {
        let open = TargetPolicy::new(true, false, "--allow-private-webhooks");
        let closed = TargetPolicy::new(false, false, "--allow-private-webhooks");
        assert!(check_url("ftp://example.com/x", &open).await.unwrap_err().contains("http or https"));
        assert!(check_url("not a url", &open).await.is_err());
        assert!(check_url("http://127.0.0.1:9/hook", &closed).await.unwrap_err().contains("--allow-private-webhooks"));
        assert!(check_url("http://[::1]:9/hook", &closed).await.is_err());
        assert!(check_url("http://127.0.0.1:9/hook", &open).await.is_ok());
        assert!(check_url("http://localhost:9/hook", &closed).await.is_err());
    }
}
