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

use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use bytes::Bytes;
use reqwest::header::{self, HeaderMap, HeaderName, HeaderValue};
use reqwest::{Method, Url};
use serde_json::Value;
use testdeck_api::models::{self, JsonExpectation, Step, StepExpect, StepRequest, StepRequestMethod};

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

impl Settings {
    pub fn from_model(settings: &models::TestRunSettings) -> Settings {
        Settings {
            timeout: Duration::from_millis(u64::from(settings.step_timeout_ms)),
            retries: u32::from(settings.retries),
            follow_redirects: settings.follow_redirects,
        }
    }
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

/// A likely fix for a failed step: change `field` of the step from `from` to `to`.
///
/// `field` is one of `request.path`, `expect.status`, `expect.json[i].equals`,
/// `expect.json[i].pointer`; `from` is the step's current text of that field.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Proposal {
    pub field: String,
    pub from: String,
    pub to: String,
    pub reason: String,
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
}

impl Default for Checker {
    fn default() -> Self {
        Checker::new()
    }
}

impl Checker {
    pub fn new() -> Self {
        let client = reqwest::Client::builder()
            // Redirects are followed (or not) by `exchange`, so the answer can be judged and healed.
            .redirect(reqwest::redirect::Policy::none())
            // The runner talks to the environment's base URL directly, whatever the process
            // environment says about proxies.
            .no_proxy()
            .user_agent(concat!("testdeck-runner/", env!("CARGO_PKG_VERSION")))
            .build()
            .expect("an HTTP client with static settings builds");
        Checker { client }
    }

    /// Executes `step` against `target` and judges the answer. Cancel-safe.
    pub async fn run(&self, step: &Step, target: &Target<'_>, settings: &Settings) -> StepOutcome {
        let secret = target.account.map(|(_, password)| password).filter(|p| !p.is_empty());
        let mut outcome = self.run_unredacted(step, target, settings, secret).await;
        if let Some(secret) = secret {
            redact(&mut outcome, secret);
        }
        outcome
    }

    async fn run_unredacted(
        &self,
        step: &Step,
        target: &Target<'_>,
        settings: &Settings,
        secret: Option<&str>,
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
            let mut outcome = self.attempt(&prepared, request, expect, settings, secret).await;
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
        secret: Option<&str>,
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
            body_excerpt: answer.status.map(|_| excerpt(&answer.body, secret)),
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

/// A step made ready to send: placeholders resolved, expectations parsed.
struct Prepared {
    base: Option<Url>,
    /// The request path was an absolute URL.
    absolute_path: bool,
    url: Url,
    method: Method,
    headers: HeaderMap,
    body: Option<Bytes>,
    /// `expect.json`, pointer and parsed expected value.
    json: Vec<(String, Value)>,
}

fn prepare(request: &StepRequest, expect: Option<&StepExpect>, target: &Target<'_>) -> Result<Prepared, String> {
    let placeholders = Placeholders::new(target);
    let mut unknown = Vec::new();
    let path = placeholders.resolve(&request.path, &mut unknown);
    let mut named_headers: Vec<(&String, String)> = match &request.headers {
        Some(headers) => {
            headers.iter().map(|(name, value)| (name, placeholders.resolve(value, &mut unknown))).collect()
        }
        None => Vec::new(),
    };
    let body = request.body.as_ref().map(|body| placeholders.resolve(body, &mut unknown));
    if !unknown.is_empty() {
        let names: Vec<String> = unknown.iter().map(|name| format!("{{{{{name}}}}}")).collect();
        let noun = if names.len() == 1 { "placeholder" } else { "placeholders" };
        let mut message = format!("unknown {noun} {}", names.join(", "));
        if target.account.is_none() && unknown.iter().any(|name| name.starts_with("account.")) {
            message.push_str(" (no test account was chosen)");
        }
        return Err(message);
    }

    let base_text = target.base_url.trim().trim_end_matches('/');
    let base = Url::parse(base_text).ok().filter(|url| matches!(url.scheme(), "http" | "https"));
    let absolute_path = is_absolute_http(&path);
    let url = if absolute_path {
        Url::parse(path.trim()).map_err(|e| format!("the request path {path:?} is not a valid URL: {e}"))?
    } else {
        if base.is_none() {
            return Err(format!("the environment's baseUrl {:?} is not an http(s) URL", target.base_url));
        }
        let separator = if path.starts_with('/') { "" } else { "/" };
        let text = format!("{base_text}{separator}{path}");
        Url::parse(&text).map_err(|e| format!("the request URL {text:?} is not valid: {e}"))?
    };
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(format!("the request URL {url} is not an http(s) URL"));
    }

    // Sorted, so names that differ only in case are sent in a stable order.
    named_headers.sort();
    let mut headers = HeaderMap::new();
    for (name, value) in named_headers {
        let header_name = HeaderName::from_bytes(name.trim().as_bytes())
            .map_err(|_| format!("the request header name {name:?} is not a valid header name"))?;
        let header_value = HeaderValue::from_str(&value).map_err(|_| {
            format!("the value of request header {name:?} is not a valid header value (after placeholder resolution)")
        })?;
        headers.append(header_name, header_value);
    }

    let json = match expect.and_then(|expect| expect.json.as_ref()) {
        Some(expectations) => parse_json_expectations(expectations)?,
        None => Vec::new(),
    };
    Ok(Prepared {
        base,
        absolute_path,
        url,
        method: method_of(request.method),
        headers,
        body: body.map(Bytes::from),
        json,
    })
}

fn parse_json_expectations(expectations: &[JsonExpectation]) -> Result<Vec<(String, Value)>, String> {
    expectations
        .iter()
        .enumerate()
        .map(|(i, expectation)| {
            let pointer = &expectation.pointer;
            if !(pointer.is_empty() || pointer.starts_with('/')) {
                return Err(format!(
                    "expect.json[{i}].pointer {pointer:?} is not a JSON pointer (it must be empty or start with '/')"
                ));
            }
            let expected = serde_json::from_str(&expectation.equals)
                .map_err(|e| format!("expect.json[{i}].equals {:?} is not valid JSON: {e}", expectation.equals))?;
            Ok((pointer.clone(), expected))
        })
        .collect()
}

fn method_of(method: StepRequestMethod) -> Method {
    match method {
        StepRequestMethod::Get => Method::GET,
        StepRequestMethod::Head => Method::HEAD,
        StepRequestMethod::Post => Method::POST,
        StepRequestMethod::Put => Method::PUT,
        StepRequestMethod::Patch => Method::PATCH,
        StepRequestMethod::Delete => Method::DELETE,
        StepRequestMethod::Options => Method::OPTIONS,
    }
}

fn is_absolute_http(text: &str) -> bool {
    let text = text.trim_start().as_bytes();
    let starts =
        |prefix: &str| text.len() >= prefix.len() && text[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes());
    starts("http://") || starts("https://")
}

/// `{{name}}` resolution: `baseUrl`, `account.username`, `account.password`, then the
/// environment's variables. Values are inserted as they are and not resolved again.
struct Placeholders<'a> {
    target: &'a Target<'a>,
}

impl<'a> Placeholders<'a> {
    fn new(target: &'a Target<'a>) -> Self {
        Placeholders { target }
    }

    fn lookup(&self, name: &str) -> Option<&'a str> {
        match name {
            "baseUrl" => Some(self.target.base_url.trim().trim_end_matches('/')),
            "account.username" => self.target.account.map(|(username, _)| username),
            "account.password" => self.target.account.map(|(_, password)| password),
            _ => self.target.variables.get(name).map(String::as_str),
        }
    }

    /// Resolves every `{{name}}` in `text` (spaces around the name are allowed); unknown names
    /// are added to `unknown` (once each) and left in place. An unclosed `{{` stays literal.
    fn resolve(&self, text: &str, unknown: &mut Vec<String>) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(open) = rest.find("{{") {
            let after = &rest[open + 2..];
            let Some(close) = after.find("}}") else { break };
            out.push_str(&rest[..open]);
            let name = after[..close].trim();
            match self.lookup(name) {
                Some(value) => out.push_str(value),
                None => {
                    if !unknown.iter().any(|known| known == name) {
                        unknown.push(name.to_string());
                    }
                    out.push_str(&rest[open..open + 2 + close + 2]);
                }
            }
            rest = &after[close + 2..];
        }
        out.push_str(rest);
        out
    }
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

const REDACTED: &str = "[redacted]";

/// The first [`MAX_EXCERPT`] bytes as lossy UTF-8, never longer than [`MAX_EXCERPT`] bytes, with
/// `secret` (also one cut by the end of the excerpt) replaced by `[redacted]`.
fn excerpt(body: &[u8], secret: Option<&str>) -> String {
    let window = MAX_EXCERPT + secret.map_or(0, str::len);
    let mut text = String::from_utf8_lossy(&body[..body.len().min(window)]).into_owned();
    if let Some(secret) = secret {
        if text.contains(secret) {
            text = text.replace(secret, REDACTED);
        }
    }
    truncate_at_boundary(text, MAX_EXCERPT)
}

fn truncate_at_boundary(mut text: String, max: usize) -> String {
    if text.len() > max {
        let mut end = max;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
    }
    text
}

/// Shortens a value shown in a message.
fn shorten(text: &str) -> String {
    const MAX: usize = 200;
    if text.len() <= MAX {
        return text.to_string();
    }
    let mut shortened = truncate_at_boundary(text.to_string(), MAX);
    shortened.push('…');
    shortened
}

struct Judged {
    failures: Vec<String>,
    status_ok: bool,
    /// The body parsed as JSON, when `expect.json` asked for it and it parsed.
    document: Option<Value>,
}

fn judge(prepared: &Prepared, expect: Option<&StepExpect>, status: u16, answer: &Answer, elapsed: Duration) -> Judged {
    let mut failures = Vec::new();
    let truncated_note = if answer.truncated { " (only the first 1 MiB of the body was read)" } else { "" };
    let location_note = match &answer.location {
        Some(location) => format!(" (Location: {location})"),
        None => String::new(),
    };

    let status_ok = match expect.and_then(|expect| expect.status) {
        Some(expected) => expected == status,
        None => (200..300).contains(&status),
    };
    if !status_ok {
        match expect.and_then(|expect| expect.status) {
            Some(expected) => failures.push(format!("expected status {expected}, got {status}{location_note}")),
            None => failures.push(format!("expected a 2xx status, got {status}{location_note}")),
        }
    }

    if let Some(needle) = expect.and_then(|expect| expect.body_contains.as_deref()) {
        if !contains(&answer.body, needle.as_bytes()) {
            failures.push(format!("the body does not contain {:?}{truncated_note}", shorten(needle)));
        }
    }

    let mut document = None;
    if !prepared.json.is_empty() {
        match serde_json::from_slice::<Value>(&answer.body) {
            Err(e) => failures.push(format!("the body is not JSON: {e}{truncated_note}")),
            Ok(value) => {
                for (pointer, expected) in &prepared.json {
                    match value.pointer(pointer) {
                        None => failures.push(format!("JSON pointer {pointer:?} is not in the body")),
                        Some(actual) if !json_eq(actual, expected) => failures.push(format!(
                            "at JSON pointer {pointer:?} expected {}, got {}",
                            shorten(&expected.to_string()),
                            shorten(&actual.to_string())
                        )),
                        Some(_) => {}
                    }
                }
                document = Some(value);
            }
        }
    }

    if let Some(max_ms) = expect.and_then(|expect| expect.max_ms) {
        let took = elapsed.as_millis();
        if took > u128::from(max_ms) {
            failures.push(format!("took {took} ms, more than maxMs {max_ms}"));
        }
    }
    Judged { failures, status_ok, document }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    needle.is_empty() || haystack.windows(needle.len()).any(|window| window == needle)
}

/// JSON equality where numbers compare by value (`2` equals `2.0`).
fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            if let (Some(x), Some(y)) = (x.as_i64(), y.as_i64()) {
                x == y
            } else if let (Some(x), Some(y)) = (x.as_u64(), y.as_u64()) {
                x == y
            } else {
                match (x.as_f64(), y.as_f64()) {
                    (Some(x), Some(y)) => x == y,
                    _ => false,
                }
            }
        }
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_eq(x, y)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(key, value)| y.get(key).is_some_and(|other| json_eq(value, other)))
        }
        _ => a == b,
    }
}

/// Length limits of the fields a proposal writes (from the API contract).
const MAX_PATH_LEN: usize = 2048;
const MAX_POINTER_LEN: usize = 512;
const MAX_EQUALS_LEN: usize = 8192;

/// The first applicable fix: (a) a redirect not followed, (b) a status of the same class,
/// (c) a JSON value that changed, (d) a JSON value that moved. The JSON fixes are proposed
/// only when the status was as expected (an error page's body says nothing about the value).
fn propose(
    prepared: &Prepared,
    request: &StepRequest,
    expect: Option<&StepExpect>,
    settings: &Settings,
    status: u16,
    answer: &Answer,
    judged: &Judged,
) -> Option<Proposal> {
    let expected_status = expect.and_then(|expect| expect.status);

    // (a) A redirect to a new path.
    if !settings.follow_redirects
        && (300..400).contains(&status)
        && expected_status.is_none_or(|s| (200..300).contains(&s))
    {
        if let Some(location) = &answer.location {
            let to = proposed_path(prepared, location);
            if to != request.path && to.len() <= MAX_PATH_LEN {
                return Some(Proposal {
                    field: "request.path".to_string(),
                    from: request.path.clone(),
                    reason: format!("the server redirects {} to {to}", request.path),
                    to,
                });
            }
        }
    }

    // (b) A status of the same class.
    if let Some(expected) = expected_status {
        if expected != status && expected / 100 == status / 100 {
            return Some(Proposal {
                field: "expect.status".to_string(),
                from: expected.to_string(),
                to: status.to_string(),
                reason: format!("the server answers {status} where {expected} was expected (same class)"),
            });
        }
    }

    if !judged.status_ok {
        return None;
    }
    let document = judged.document.as_ref()?;
    let expectations = expect.and_then(|expect| expect.json.as_ref())?;

    // (c) A JSON value that changed.
    for (i, ((pointer, expected), expectation)) in prepared.json.iter().zip(expectations).enumerate() {
        if let Some(actual) = document.pointer(pointer) {
            if !json_eq(actual, expected) {
                let to = actual.to_string();
                if to.len() <= MAX_EQUALS_LEN {
                    return Some(Proposal {
                        field: format!("expect.json[{i}].equals"),
                        from: expectation.equals.clone(),
                        reason: format!(
                            "the value at {pointer} is now {} instead of {}",
                            shorten(&to),
                            shorten(&expected.to_string())
                        ),
                        to,
                    });
                }
            }
        }
    }

    // (d) A JSON value that moved.
    for (i, (pointer, expected)) in prepared.json.iter().enumerate() {
        if document.pointer(pointer).is_some() {
            continue;
        }
        if let Some(found) = find_value(document, expected) {
            if found.len() <= MAX_POINTER_LEN {
                return Some(Proposal {
                    field: format!("expect.json[{i}].pointer"),
                    from: pointer.clone(),
                    reason: format!(
                        "the expected value {} is now at {found} instead of {pointer}",
                        shorten(&expected.to_string())
                    ),
                    to: found,
                });
            }
        }
    }
    None
}

/// What `request.path` should become to reach `location` directly: the part after the
/// environment's base URL when the location lies under it, else the absolute URL.
fn proposed_path(prepared: &Prepared, location: &Url) -> String {
    let absolute = location.as_str();
    if !prepared.absolute_path {
        if let Some(base) = &prepared.base {
            let base = base.as_str().trim_end_matches('/');
            if let Some(rest) = absolute.strip_prefix(base) {
                if rest.starts_with('/') {
                    return rest.to_string();
                }
                if rest.starts_with('?') || rest.is_empty() {
                    return format!("/{rest}");
                }
            }
        }
    }
    absolute.to_string()
}

/// The JSON pointer of the shallowest node (below the root) equal to `wanted`; at one depth the
/// first in document order.
fn find_value(document: &Value, wanted: &Value) -> Option<String> {
    let mut queue: VecDeque<(String, &Value)> = VecDeque::new();
    enqueue_children(&mut queue, "", document);
    while let Some((pointer, value)) = queue.pop_front() {
        if json_eq(value, wanted) {
            return Some(pointer);
        }
        enqueue_children(&mut queue, &pointer, value);
    }
    None
}

fn enqueue_children<'v>(queue: &mut VecDeque<(String, &'v Value)>, pointer: &str, value: &'v Value) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let escaped = key.replace('~', "~0").replace('/', "~1");
                queue.push_back((format!("{pointer}/{escaped}"), child));
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                queue.push_back((format!("{pointer}/{index}"), child));
            }
        }
        _ => {}
    }
}

/// Keeps the test account's password out of what is stored: the message says `[redacted]`
/// (the excerpt is redacted as it is made), and a proposal that would write it into the case is
/// dropped.
fn redact(outcome: &mut StepOutcome, secret: &str) {
    if let Some(message) = &mut outcome.message {
        if message.contains(secret) {
            *message = message.replace(secret, REDACTED);
        }
    }
    if outcome
        .healing
        .as_ref()
        .is_some_and(|p| p.from.contains(secret) || p.to.contains(secret) || p.reason.contains(secret))
    {
        outcome.healing = None;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::convert::Infallible;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    use http_body_util::{combinators::BoxBody, BodyExt, Full, StreamBody};
    use hyper::body::{Frame, Incoming};
    use hyper::server::conn::http1;
    use hyper::{Request, Response};
    use hyper_util::rt::TokioIo;
    use tokio::net::TcpListener;

    use super::*;

    type Body = BoxBody<Bytes, Infallible>;

    /// Counters the routes keep, so tests can see what reached the target.
    #[derive(Default)]
    struct Hits {
        flaky: AtomicUsize,
        total: AtomicUsize,
        huge_bytes_produced: AtomicUsize,
    }

    struct TestServer {
        base_url: String,
        hits: Arc<Hits>,
    }

    static CHUNK: [u8; 64 * 1024] = [b'a'; 64 * 1024];
    const HUGE: usize = 100 * 1024 * 1024;

    fn full(status: u16, content_type: &str, body: impl Into<Bytes>) -> Response<Body> {
        Response::builder()
            .status(status)
            .header("content-type", content_type)
            .body(Full::new(body.into()).boxed())
            .unwrap()
    }

    async fn route(request: Request<Incoming>, hits: Arc<Hits>) -> Result<Response<Body>, Infallible> {
        hits.total.fetch_add(1, Ordering::SeqCst);
        let path = request.uri().path().to_string();
        let response = match path.as_str() {
            "/ok" => full(200, "application/json", r#"{"status":"ok","data":{"version":2}}"#),
            "/created" => full(201, "application/json", r#"{"id":7}"#),
            "/moved" => {
                Response::builder().status(301).header("location", "/new-home").body(Full::default().boxed()).unwrap()
            }
            "/new-home" => full(200, "text/plain", "welcome home"),
            "/loop" => {
                Response::builder().status(302).header("location", "/loop").body(Full::default().boxed()).unwrap()
            }
            "/delayed" => {
                tokio::time::sleep(Duration::from_millis(300)).await;
                full(200, "text/plain", "late")
            }
            "/slow" => {
                tokio::time::sleep(Duration::from_secs(5)).await;
                full(200, "text/plain", "finally")
            }
            "/huge" => {
                let produced = hits.clone();
                let chunks = futures::stream::unfold(0usize, move |sent| {
                    let produced = produced.clone();
                    async move {
                        if sent >= HUGE {
                            return None;
                        }
                        produced.huge_bytes_produced.fetch_add(CHUNK.len(), Ordering::SeqCst);
                        let frame: Result<Frame<Bytes>, Infallible> = Ok(Frame::data(Bytes::from_static(&CHUNK)));
                        Some((frame, sent + CHUNK.len()))
                    }
                });
                Response::builder()
                    .status(200)
                    .header("content-type", "text/plain")
                    .body(BodyExt::boxed(StreamBody::new(chunks)))
                    .unwrap()
            }
            "/garbage" => full(200, "application/json", &b"{\"a\": \xff\xfe\xc3(garbage\x80"[..]),
            "/flaky" => {
                let n = hits.flaky.fetch_add(1, Ordering::SeqCst) + 1;
                if n >= 3 {
                    full(200, "text/plain", "third time lucky")
                } else {
                    full(503, "text/plain", "try again")
                }
            }
            "/broken" => full(500, "text/plain", "always broken"),
            "/echo" => {
                let query = request.uri().query().unwrap_or("").to_string();
                let token = request.headers().get("x-token").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
                let method = request.method().to_string();
                let body = request.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
                let echoed = serde_json::json!({
                    "method": method,
                    "query": query,
                    "token": token,
                    "body": String::from_utf8_lossy(&body),
                });
                full(200, "application/json", echoed.to_string())
            }
            _ => full(404, "text/plain", "not found"),
        };
        Ok(response)
    }

    async fn start_server() -> TestServer {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let hits = Arc::new(Hits::default());
        let served = hits.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else { continue };
                let hits = served.clone();
                let service = hyper::service::service_fn(move |request| route(request, hits.clone()));
                tokio::spawn(async move {
                    let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
                });
            }
        });
        TestServer { base_url: format!("http://{address}"), hits }
    }

    fn get(path: &str) -> Step {
        Step {
            action: None,
            expected: None,
            request: Some(StepRequest {
                method: StepRequestMethod::Get,
                path: path.to_string(),
                headers: None,
                body: None,
            }),
            expect: None,
        }
    }

    fn expecting(mut step: Step, expect: StepExpect) -> Step {
        step.expect = Some(expect);
        step
    }

    fn expect_status(status: u16) -> StepExpect {
        StepExpect { status: Some(status), body_contains: None, json: None, max_ms: None }
    }

    fn expect_json(pointer: &str, equals: &str) -> StepExpect {
        StepExpect {
            status: Some(200),
            body_contains: None,
            json: Some(vec![JsonExpectation { pointer: pointer.to_string(), equals: equals.to_string() }]),
            max_ms: None,
        }
    }

    fn settings() -> Settings {
        Settings { timeout: Duration::from_secs(5), retries: 0, follow_redirects: false }
    }

    async fn run(server: &TestServer, step: &Step, settings: &Settings) -> StepOutcome {
        let variables = BTreeMap::new();
        let target = Target { base_url: &server.base_url, variables: &variables, account: None };
        Checker::new().run(step, &target, settings).await
    }

    #[tokio::test]
    async fn passes_when_every_expectation_holds() {
        let server = start_server().await;
        let expect = StepExpect {
            status: Some(200),
            body_contains: Some("\"ok\"".to_string()),
            json: Some(vec![
                JsonExpectation { pointer: "/status".to_string(), equals: "\"ok\"".to_string() },
                JsonExpectation { pointer: "/data/version".to_string(), equals: "2.0".to_string() },
            ]),
            max_ms: Some(5000),
        };
        let outcome = run(&server, &expecting(get("/ok"), expect), &settings()).await;
        assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
        assert_eq!(outcome.message, None);
        assert_eq!(outcome.healing, None);
        assert_eq!(outcome.observed.status, Some(200));
        assert!(outcome.observed.duration_ms.is_some());
        assert_eq!(outcome.observed.body_excerpt.as_deref(), Some(r#"{"status":"ok","data":{"version":2}}"#));
    }

    #[tokio::test]
    async fn without_expect_any_2xx_passes_and_other_statuses_fail() {
        let server = start_server().await;
        let created = run(&server, &get("/created"), &settings()).await;
        assert_eq!(created.status, Verdict::Passed, "{created:?}");
        let missing = run(&server, &get("/nowhere"), &settings()).await;
        assert_eq!(missing.status, Verdict::Failed);
        assert_eq!(missing.message.as_deref(), Some("expected a 2xx status, got 404"));
        assert_eq!(missing.healing, None);
    }

    #[tokio::test]
    async fn status_of_the_same_class_is_healed() {
        let server = start_server().await;
        let outcome = run(&server, &expecting(get("/created"), expect_status(200)), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(outcome.message.as_deref(), Some("expected status 200, got 201"));
        let proposal = outcome.healing.expect("a proposal");
        assert_eq!(proposal.field, "expect.status");
        assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("200", "201"));

        // Another class: no proposal.
        let outcome = run(&server, &expecting(get("/nowhere"), expect_status(200)), &settings()).await;
        assert_eq!(outcome.message.as_deref(), Some("expected status 200, got 404"));
        assert_eq!(outcome.healing, None);
    }

    #[tokio::test]
    async fn redirect_not_followed_is_healed_with_the_new_path() {
        let server = start_server().await;
        let outcome = run(&server, &expecting(get("/moved"), expect_status(200)), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(outcome.observed.status, Some(301));
        let message = outcome.message.unwrap();
        assert!(message.starts_with("expected status 200, got 301"), "{message}");
        let proposal = outcome.healing.expect("a proposal");
        assert_eq!(proposal.field, "request.path");
        assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("/moved", "/new-home"));
        assert_eq!(proposal.reason, "the server redirects /moved to /new-home");
    }

    #[tokio::test]
    async fn redirect_healing_keeps_a_base_url_prefix() {
        let server = start_server().await;
        // The base URL's own path is not repeated in the proposal.
        let variables = BTreeMap::new();
        let base = format!("{}/", server.base_url);
        let target = Target { base_url: &base, variables: &variables, account: None };
        let outcome = Checker::new().run(&get("moved"), &target, &settings()).await;
        let proposal = outcome.healing.expect("a proposal");
        assert_eq!(proposal.to, "/new-home");
    }

    #[tokio::test]
    async fn follow_redirects_reaches_the_final_page() {
        let server = start_server().await;
        let followed = Settings { follow_redirects: true, ..settings() };
        let expect = StepExpect { body_contains: Some("welcome home".to_string()), ..expect_status(200) };
        let outcome = run(&server, &expecting(get("/moved"), expect), &followed).await;
        assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
        assert_eq!(outcome.observed.status, Some(200));
        assert_eq!(outcome.observed.body_excerpt.as_deref(), Some("welcome home"));

        let looping = run(&server, &get("/loop"), &followed).await;
        assert_eq!(looping.status, Verdict::Error);
        assert!(looping.message.unwrap().starts_with("too many redirects (more than 10)"));
        assert_eq!(server.hits.total.load(Ordering::SeqCst), 2 + 11);
    }

    #[tokio::test]
    async fn changed_json_value_is_healed() {
        let server = start_server().await;
        let outcome = run(&server, &expecting(get("/ok"), expect_json("/data/version", "1")), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(outcome.message.as_deref(), Some("at JSON pointer \"/data/version\" expected 1, got 2"));
        let proposal = outcome.healing.expect("a proposal");
        assert_eq!(proposal.field, "expect.json[0].equals");
        assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("1", "2"));
    }

    #[tokio::test]
    async fn moved_json_value_is_healed() {
        let server = start_server().await;
        let outcome = run(&server, &expecting(get("/ok"), expect_json("/version", "2")), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(outcome.message.as_deref(), Some("JSON pointer \"/version\" is not in the body"));
        let proposal = outcome.healing.expect("a proposal");
        assert_eq!(proposal.field, "expect.json[0].pointer");
        assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("/version", "/data/version"));
    }

    #[tokio::test]
    async fn json_of_an_unexpected_status_is_not_healed() {
        let server = start_server().await;
        let mut expect = expect_json("/data/version", "1");
        expect.status = Some(500);
        let outcome = run(&server, &expecting(get("/ok"), expect), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(outcome.healing, None);
    }

    #[tokio::test]
    async fn garbage_body_is_not_json() {
        let server = start_server().await;
        let outcome = run(&server, &expecting(get("/garbage"), expect_json("/a", "1")), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert!(outcome.message.as_deref().unwrap().starts_with("the body is not JSON"), "{outcome:?}");
        assert!(outcome.observed.body_excerpt.unwrap().contains('\u{fffd}'));
        assert_eq!(outcome.healing, None);
    }

    #[tokio::test]
    async fn timeout_gives_an_error_within_the_timeout() {
        let server = start_server().await;
        let quick = Settings { timeout: Duration::from_millis(300), ..settings() };
        let started = Instant::now();
        let outcome = run(&server, &get("/slow"), &quick).await;
        let took = started.elapsed();
        assert_eq!(outcome.status, Verdict::Error);
        assert_eq!(outcome.message.as_deref(), Some("no answer within 300 ms"));
        assert!(took < Duration::from_millis(1500), "took {took:?}");
        assert_eq!(outcome.observed.status, None);
    }

    #[tokio::test]
    async fn dropping_a_run_cancels_it() {
        let server = start_server().await;
        let checker = Checker::new();
        let variables = BTreeMap::new();
        let target = Target { base_url: &server.base_url, variables: &variables, account: None };
        let step = get("/slow");
        let stopped = tokio::time::timeout(Duration::from_millis(200), checker.run(&step, &target, &settings())).await;
        assert!(stopped.is_err());
        let after = checker.run(&get("/ok"), &target, &settings()).await;
        assert_eq!(after.status, Verdict::Passed);
    }

    #[tokio::test]
    async fn huge_body_is_read_only_up_to_the_limit() {
        let server = start_server().await;
        let started = Instant::now();
        let outcome = run(&server, &get("/huge"), &settings()).await;
        assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
        let excerpt = outcome.observed.body_excerpt.unwrap();
        assert_eq!(excerpt.len(), MAX_EXCERPT);
        assert!(excerpt.bytes().all(|b| b == b'a'));

        let expect = StepExpect { body_contains: Some("b".to_string()), ..expect_status(200) };
        let outcome = run(&server, &expecting(get("/huge"), expect), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(
            outcome.message.as_deref(),
            Some("the body does not contain \"b\" (only the first 1 MiB of the body was read)")
        );
        assert!(outcome.observed.body_excerpt.unwrap().len() <= MAX_EXCERPT);
        assert!(started.elapsed() < Duration::from_secs(5));
        // Give the server a moment to notice the closed connections, then check it was never
        // asked for the whole body (socket buffers hold a few MiB at most).
        tokio::time::sleep(Duration::from_millis(200)).await;
        let produced = server.hits.huge_bytes_produced.load(Ordering::SeqCst);
        assert!(produced < 40 * 1024 * 1024, "the target produced {produced} bytes");
    }

    #[tokio::test]
    async fn placeholders_resolve_from_variables_and_account() {
        let server = start_server().await;
        let variables = BTreeMap::from([("token".to_string(), "abc123".to_string())]);
        let target =
            Target { base_url: &server.base_url, variables: &variables, account: Some(("alice", "s3cret-pw")) };
        let step = Step {
            action: None,
            expected: None,
            request: Some(StepRequest {
                method: StepRequestMethod::Post,
                path: "{{baseUrl}}/echo?user={{ account.username }}".to_string(),
                headers: Some(HashMap::from([("X-Token".to_string(), "{{token}}".to_string())])),
                body: Some("{\"password\":\"{{account.password}}\"}".to_string()),
            }),
            expect: Some(StepExpect {
                status: Some(200),
                body_contains: None,
                json: Some(vec![
                    JsonExpectation { pointer: "/method".to_string(), equals: "\"POST\"".to_string() },
                    JsonExpectation { pointer: "/query".to_string(), equals: "\"user=alice\"".to_string() },
                    JsonExpectation { pointer: "/token".to_string(), equals: "\"abc123\"".to_string() },
                    JsonExpectation {
                        pointer: "/body".to_string(),
                        equals: "\"{\\\"password\\\":\\\"s3cret-pw\\\"}\"".to_string(),
                    },
                ]),
                max_ms: None,
            }),
        };
        let outcome = Checker::new().run(&step, &target, &settings()).await;
        assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
        // The password the target echoed is not kept.
        let excerpt = outcome.observed.body_excerpt.unwrap();
        assert!(!excerpt.contains("s3cret-pw"), "{excerpt}");
        assert!(excerpt.contains("[redacted]"), "{excerpt}");
    }

    #[tokio::test]
    async fn unknown_placeholder_is_an_error_that_names_it() {
        let server = start_server().await;
        let outcome = run(&server, &get("/ok?x={{nope}}&u={{account.username}}"), &settings()).await;
        assert_eq!(outcome.status, Verdict::Error);
        assert_eq!(
            outcome.message.as_deref(),
            Some("unknown placeholders {{nope}}, {{account.username}} (no test account was chosen)")
        );
        assert_eq!(outcome.observed, Observed::default());
        assert_eq!(server.hits.total.load(Ordering::SeqCst), 0);
    }

    #[tokio::test]
    async fn invalid_header_value_after_resolution_is_an_error() {
        let server = start_server().await;
        let variables = BTreeMap::from([("evil".to_string(), "a\r\nInjected: yes".to_string())]);
        let target = Target { base_url: &server.base_url, variables: &variables, account: None };
        let mut step = get("/ok");
        step.request.as_mut().unwrap().headers = Some(HashMap::from([("X-Evil".to_string(), "{{evil}}".to_string())]));
        let outcome = Checker::new().run(&step, &target, &settings()).await;
        assert_eq!(outcome.status, Verdict::Error);
        assert!(outcome.message.unwrap().contains("\"X-Evil\" is not a valid header value"));
        assert_eq!(server.hits.total.load(Ordering::SeqCst), 0);
    }

    #[tokio::test]
    async fn invalid_expectations_and_manual_steps_are_errors() {
        let server = start_server().await;
        let bad_json = run(&server, &expecting(get("/ok"), expect_json("/a", "not json")), &settings()).await;
        assert_eq!(bad_json.status, Verdict::Error);
        assert!(bad_json.message.unwrap().starts_with("expect.json[0].equals \"not json\" is not valid JSON"));
        let bad_pointer = run(&server, &expecting(get("/ok"), expect_json("status", "1")), &settings()).await;
        assert_eq!(bad_pointer.status, Verdict::Error);
        let manual = Step { action: Some("click".to_string()), expected: None, request: None, expect: None };
        assert_eq!(run(&server, &manual, &settings()).await.status, Verdict::Error);
        let variables = BTreeMap::new();
        let target = Target { base_url: "not a url", variables: &variables, account: None };
        let outcome = Checker::new().run(&get("/ok"), &target, &settings()).await;
        assert_eq!(outcome.status, Verdict::Error);
        assert_eq!(server.hits.total.load(Ordering::SeqCst), 0);
    }

    #[tokio::test]
    async fn retries_count_and_the_last_attempt_decides() {
        let server = start_server().await;
        let three = Settings { retries: 2, ..settings() };
        let outcome = run(&server, &get("/flaky"), &three).await;
        assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
        assert_eq!(outcome.message.as_deref(), Some("passed after 3 attempts"));
        assert_eq!(server.hits.flaky.load(Ordering::SeqCst), 3);

        let before = server.hits.total.load(Ordering::SeqCst);
        let outcome = run(&server, &get("/broken"), &three).await;
        assert_eq!(outcome.status, Verdict::Failed);
        assert_eq!(outcome.message.as_deref(), Some("expected a 2xx status, got 500 (after 3 attempts)"));
        assert_eq!(server.hits.total.load(Ordering::SeqCst) - before, 3);

        let once = run(&server, &get("/broken"), &settings()).await;
        assert_eq!(once.message.as_deref(), Some("expected a 2xx status, got 500"));
    }

    #[tokio::test]
    async fn connection_refused_is_an_error_and_retried() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        drop(listener);
        let variables = BTreeMap::new();
        let base = format!("http://{address}");
        let target = Target { base_url: &base, variables: &variables, account: None };
        let outcome = Checker::new().run(&get("/ok"), &target, &Settings { retries: 1, ..settings() }).await;
        assert_eq!(outcome.status, Verdict::Error);
        let message = outcome.message.unwrap();
        assert!(message.starts_with(&format!("could not connect to {address}")), "{message}");
        assert!(message.ends_with("(after 2 attempts)"), "{message}");
    }

    #[tokio::test]
    async fn max_ms_is_judged() {
        let server = start_server().await;
        let expect = StepExpect { max_ms: Some(100), ..expect_status(200) };
        let outcome = run(&server, &expecting(get("/delayed"), expect.clone()), &settings()).await;
        assert_eq!(outcome.status, Verdict::Failed, "{outcome:?}");
        let message = outcome.message.unwrap();
        assert!(message.starts_with("took ") && message.ends_with(" ms, more than maxMs 100"), "{message}");
        assert!(outcome.observed.duration_ms.unwrap() >= 300);
        assert_eq!(outcome.healing, None);
        let quick =
            run(&server, &expecting(get("/ok"), StepExpect { max_ms: Some(2000), ..expect }), &settings()).await;
        assert_eq!(quick.status, Verdict::Passed);
    }

    #[test]
    fn placeholder_resolution_leaves_unclosed_braces_alone() {
        let variables = BTreeMap::from([("a".to_string(), "{{b}}".to_string())]);
        let target = Target { base_url: "http://x/", variables: &variables, account: None };
        let placeholders = Placeholders::new(&target);
        let mut unknown = Vec::new();
        assert_eq!(placeholders.resolve("{{a}}-{{ baseUrl }}-{{", &mut unknown), "{{b}}-http://x-{{");
        assert!(unknown.is_empty());
        assert_eq!(placeholders.resolve("é{{x}}ü{{x}}", &mut unknown), "é{{x}}ü{{x}}");
        assert_eq!(unknown, vec!["x".to_string()]);
    }

    #[test]
    fn shallowest_moved_value_wins_and_pointers_are_escaped() {
        let document = serde_json::json!({"deep": {"x": {"v": 5}}, "a/b": {"v": 5}, "list": [1, 5]});
        assert_eq!(find_value(&document, &serde_json::json!(5)).as_deref(), Some("/a~1b/v"));
        assert_eq!(find_value(&document, &serde_json::json!(9)), None);
        assert!(json_eq(&serde_json::json!({"n": 1}), &serde_json::json!({"n": 1.0})));
        assert!(!json_eq(&serde_json::json!([1]), &serde_json::json!([1, 2])));
    }

    #[test]
    fn excerpt_is_bounded_and_redacts_a_secret_cut_by_its_end() {
        let mut body = vec![b'x'; MAX_EXCERPT - 3];
        body.extend_from_slice(b"hunter2 and more");
        let text = excerpt(&body, Some("hunter2"));
        assert!(text.len() <= MAX_EXCERPT);
        assert!(!text.contains("hun"), "{}", &text[text.len() - 10..]);
        let multibyte = "é".repeat(MAX_EXCERPT);
        assert!(excerpt(multibyte.as_bytes(), None).len() <= MAX_EXCERPT);
    }
}
