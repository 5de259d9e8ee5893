//! One HTTP check step, executed for real and judged.
//!
//! [`Checker::run`] resolves the step's `{{placeholders}}`, sends the request with a real HTTP
//! client (following redirects itself when the run settings say so), reads at most
//! [`MAX_JUDGED_BODY`] bytes of the answer, judges it against the step's `expect`, retries a
//! failed or erroneous attempt as often as the settings allow, and — when the final verdict is
//! `Failed` — looks for a likely fix (a healing [`Proposal`]).
//!
//! The future returned by `run` is cancel-safe: it spawns nothing, so dropping it (a stopped
//! run) drops the request and closes its connection. Nothing here panics on what a target
//! sends or on what a test case holds; every problem becomes a verdict with a message.
//!
//! The work is in three parts: [`prepare`] (the request to send), [`judge`] (the answer against
//! the expectations, and what is kept of it) and [`heal`] (the likely fix of a failed step).

mod heal;
mod judge;
mod prepare;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use reqwest::header::{self, HeaderMap};
use reqwest::{Method, Url};
use testdeck_api::models::{self, Step, StepExpect, StepRequest};

use self::heal::propose;
use self::judge::{excerpt, judge, redact, Secrets};
use self::prepare::{prepare, sent_secrets, Prepared};
pub use crate::domain::healing::Proposal;
use crate::outbound::policy::TargetPolicy;

/// At most this many bytes of an answer's body are read and judged; the rest is never read.
pub const MAX_JUDGED_BODY: usize = 1024 * 1024;
/// At most this many bytes of the body are kept as [`Observed::body_excerpt`].
pub const MAX_EXCERPT: usize = 4 * 1024;
/// Redirects followed for one attempt when the settings ask for it.
pub const MAX_REDIRECTS: usize = 10;

/// What a step resolves against: the environment and the chosen test account.
#[derive(Debug, Clone, Copy)]
pub struct Target<'a> {
    pub base_url: &'a str,
    pub variables: &'a BTreeMap<String, String>,
    /// Secret variables: resolved like variables, and never kept in a result.
    pub secrets: &'a BTreeMap<String, String>,
    /// `(username, password)` of the chosen test account.
    pub account: Option<(&'a str, &'a str)>,
}

/// The run settings that matter for one check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// Limit for one attempt: connecting, redirects, headers and the (bounded) body.
    pub timeout: Duration,
    /// Extra attempts after a `Failed` or `Error` attempt.
    pub retries: u32,
    pub follow_redirects: bool,
}

/// The verdict on one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every expectation held.
    Passed,
    /// The target answered, and the answer broke an expectation.
    Failed,
    /// The check could not be carried out: bad step (unknown placeholder, invalid header),
    /// connection failure, timeout, broken answer.
    Error,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Passed => "passed",
            Verdict::Failed => "failed",
            Verdict::Error => "error",
        }
    }
}

impl From<Verdict> for models::ResultStatus {
    fn from(verdict: Verdict) -> models::ResultStatus {
        match verdict {
            Verdict::Passed => models::ResultStatus::Passed,
            Verdict::Failed => models::ResultStatus::Failed,
            Verdict::Error => models::ResultStatus::Error,
        }
    }
}

/// What was seen of the final attempt's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Observed {
    pub status: Option<u16>,
    pub duration_ms: Option<u64>,
    /// The first [`MAX_EXCERPT`] bytes of the body as lossy UTF-8 (the test account's
    /// password, if it appears, is redacted).
    pub body_excerpt: Option<String>,
}

impl Observed {
    pub fn to_model(&self) -> models::ObservedResponse {
        models::ObservedResponse {
            status: self.status,
            duration_ms: self.duration_ms.map(|ms| i64::try_from(ms).unwrap_or(i64::MAX)),
            body_excerpt: self.body_excerpt.clone().map(swagger::Nullable::Present),
        }
    }
}

/// The outcome of one step (the last attempt's, when retried).
#[derive(Debug, Clone, PartialEq)]
pub struct StepOutcome {
    pub status: Verdict,
    /// Why it failed or erred; for a pass only when it needed retries.
    pub message: Option<String>,
    pub observed: Observed,
    /// Only with `Verdict::Failed`.
    pub healing: Option<Proposal>,
}

impl StepOutcome {
    fn error(message: String) -> StepOutcome {
        StepOutcome { status: Verdict::Error, message: Some(message), observed: Observed::default(), healing: None }
    }
}

/// Executes HTTP check steps. Cheap to clone; one per runner is enough (it pools connections).
#[derive(Debug, Clone)]
pub struct Checker {
    client: reqwest::Client,
    /// Where checks may go: hosts are resolved through it, addresses in URLs checked by it.
    targets: Arc<TargetPolicy>,
}

impl Checker {
    pub fn new(targets: Arc<TargetPolicy>) -> Self {
        let client = reqwest::Client::builder()
            .dns_resolver(targets.resolver())
            // Redirects are followed (or not) by `exchange`, so the answer can be judged and healed.
            .redirect(reqwest::redirect::Policy::none())
            // The runner talks to the environment's base URL directly, whatever the process
            // environment says about proxies.
            .no_proxy()
            .user_agent(concat!("testdeck-runner/", env!("CARGO_PKG_VERSION")))
            .build()
            .expect("an HTTP client with static settings builds");
        Checker { client, targets }
    }

    /// Executes `step` against `target` and judges the answer. Cancel-safe.
    pub async fn run(&self, step: &Step, target: &Target<'_>, settings: &Settings) -> StepOutcome {
        let sent = step.request.as_ref().map(|request| sent_secrets(request, target)).unwrap_or_default();
        let basic = target.account.map(|(username, password)| format!("{username}:{password}"));
        let secrets = Secrets::new(sent.iter().map(String::as_str), basic);
        let mut outcome = self.run_unredacted(step, target, settings, &secrets).await;
        redact(&mut outcome, &secrets);
        outcome
    }

    async fn run_unredacted(
        &self,
        step: &Step,
        target: &Target<'_>,
        settings: &Settings,
        secrets: &Secrets,
    ) -> StepOutcome {
        let Some(request) = &step.request else {
            return StepOutcome::error("the step is not an HTTP check (it has no request)".to_string());
        };
        let expect = step.expect.as_ref();
        let prepared = match prepare(request, expect, target) {
            Ok(prepared) => prepared,
            Err(message) => return StepOutcome::error(message),
        };
        let attempts = settings.retries.saturating_add(1);
        let mut attempt = 1;
        loop {
            let mut outcome = self.attempt(&prepared, request, expect, settings, secrets).await;
            if outcome.status == Verdict::Passed || attempt >= attempts {
                if attempt > 1 {
                    outcome.message = Some(match outcome.message.take() {
                        Some(message) => format!("{message} (after {attempt} attempts)"),
                        None => format!("passed after {attempt} attempts"),
                    });
                }
                return outcome;
            }
            attempt += 1;
        }
    }

    async fn attempt(
        &self,
        prepared: &Prepared,
        request: &StepRequest,
        expect: Option<&StepExpect>,
        settings: &Settings,
        secrets: &Secrets,
    ) -> StepOutcome {
        let started = Instant::now();
        let mut answer = Answer::default();
        let result =
            tokio::time::timeout(settings.timeout, self.exchange(prepared, settings.follow_redirects, &mut answer))
                .await;
        let elapsed = answer.finished.unwrap_or_else(|| started.elapsed());
        let observed = Observed {
            status: answer.status,
            duration_ms: Some(u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX)),
            body_excerpt: answer.status.map(|_| excerpt(&answer.body, secrets)),
        };
        let message = match result {
            Ok(Ok(())) => None,
            Ok(Err(message)) => Some(message),
            Err(_) => Some(match answer.status {
                None => format!("no answer within {} ms", settings.timeout.as_millis()),
                Some(status) => {
                    format!("the answer (status {status}) did not complete within {} ms", settings.timeout.as_millis())
                }
            }),
        };
        if let Some(message) = message {
            return StepOutcome { status: Verdict::Error, message: Some(message), observed, healing: None };
        }
        let Some(status) = answer.status else {
            // `exchange` always records the status before it succeeds; stay safe regardless.
            return StepOutcome::error("no status was received".to_string());
        };
        let judged = judge(prepared, expect, status, &answer, elapsed);
        if judged.failures.is_empty() {
            return StepOutcome { status: Verdict::Passed, message: None, observed, healing: None };
        }
        let healing = propose(prepared, request, expect, settings, status, &answer, &judged);
        StepOutcome { status: Verdict::Failed, message: Some(judged.failures.join("; ")), observed, healing }
    }

    /// Sends the request (following redirects when asked) and reads the bounded body into
    /// `answer`. Whatever was seen stays in `answer` even when the future is dropped by the
    /// attempt's timeout.
    async fn exchange(&self, prepared: &Prepared, follow: bool, answer: &mut Answer) -> Result<(), String> {
        let started = Instant::now();
        let mut url = prepared.url.clone();
        let mut method = prepared.method.clone();
        let mut headers = prepared.headers.clone();
        let mut body = prepared.body.clone();
        let mut redirects = 0;
        let mut response = loop {
            self.check_address(&url)?;
            let mut builder = self.client.request(method.clone(), url.clone()).headers(headers.clone());
            if let Some(body) = &body {
                builder = builder.body(body.clone());
            }
            let response = builder.send().await.map_err(|e| describe_send_error(&e, &url))?;
            let status = response.status().as_u16();
            let next = match status {
                301 | 302 | 303 | 307 | 308 if follow => redirect_target(&url, response.headers()),
                _ => None,
            };
            let Some(next) = next else { break response };
            if redirects >= MAX_REDIRECTS {
                answer.status = Some(status);
                return Err(format!("too many redirects (more than {MAX_REDIRECTS}), the last to {next}"));
            }
            redirects += 1;
            let to_get = match status {
                303 => method != Method::HEAD,
                301 | 302 => method == Method::POST,
                _ => false,
            };
            if to_get {
                method = Method::GET;
                body = None;
                for name in [header::CONTENT_TYPE, header::CONTENT_LENGTH, header::CONTENT_ENCODING] {
                    headers.remove(name);
                }
            }
            if url.origin() != next.origin() {
                for name in [header::AUTHORIZATION, header::COOKIE, header::PROXY_AUTHORIZATION] {
                    headers.remove(name);
                }
            }
            url = next;
        };
        answer.status = Some(response.status().as_u16());
        answer.location = redirect_target(&url, response.headers());
        let declared_length = response.content_length();
        loop {
            let room = MAX_JUDGED_BODY - answer.body.len();
            if room == 0 {
                answer.truncated = declared_length != Some(answer.body.len() as u64);
                break;
            }
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    if chunk.len() > room {
                        answer.body.extend_from_slice(&chunk[..room]);
                        answer.truncated = true;
                        break;
                    }
                    answer.body.extend_from_slice(&chunk);
                }
                Ok(None) => break,
                Err(e) => return Err(format!("reading the answer's body failed: {}", error_chain(&e))),
            }
        }
        // The rest of a truncated body is never read: dropping `response` closes the connection.
        answer.finished = Some(started.elapsed());
        Ok(())
    }
}

impl Checker {
    /// Refuses a URL whose host is an address the policy refuses (names are refused by the
    /// client's resolver, at the moment of connecting).
    fn check_address(&self, url: &Url) -> Result<(), String> {
        let ip = match url.host() {
            Some(url::Host::Ipv4(ip)) => IpAddr::V4(ip),
            Some(url::Host::Ipv6(ip)) => IpAddr::V6(ip),
            _ => return Ok(()),
        };
        match self.targets.refusal(ip) {
            Some(refusal) => Err(format!("not sent: {refusal}")),
            None => Ok(()),
        }
    }
}

/// What one attempt saw, filled in as it goes.
#[derive(Default)]
struct Answer {
    status: Option<u16>,
    /// The resolved `Location` of a redirect that was not followed.
    location: Option<Url>,
    body: Vec<u8>,
    /// More body followed what was read.
    truncated: bool,
    finished: Option<Duration>,
}

/// The `Location` of a redirect, resolved against the request URL, when it is http(s).
fn redirect_target(url: &Url, headers: &HeaderMap) -> Option<Url> {
    let location = headers.get(header::LOCATION)?.to_str().ok()?;
    let mut next = url.join(location.trim()).ok()?;
    next.set_fragment(None);
    matches!(next.scheme(), "http" | "https").then_some(next)
}

fn describe_send_error(error: &reqwest::Error, url: &Url) -> String {
    let cause = root_cause(error);
    if error.is_connect() {
        let authority = match (url.host_str(), url.port_or_known_default()) {
            (Some(host), Some(port)) => format!("{host}:{port}"),
            _ => url.to_string(),
        };
        format!("could not connect to {authority}: {cause}")
    } else if error.is_timeout() {
        format!("the request to {url} timed out")
    } else {
        format!("the request to {url} failed: {cause}")
    }
}

fn root_cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut deepest = error;
    while let Some(source) = deepest.source() {
        deepest = source;
    }
    deepest.to_string()
}

fn error_chain(error: &(dyn std::error::Error + 'static)) -> String {
    let mut text = error.to_string();
    let mut current = error.source();
    while let Some(source) = current {
        let _ = write!(text, ": {source}");
        current = source.source();
    }
    text
}
