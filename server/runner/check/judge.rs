//! Judging an answer against the step's `expect` (status, body text, JSON values, time), and
//! keeping what is stored of it bounded and free of the test account's password.

use std::time::Duration;

use serde_json::Value;
use testdeck_api::models::StepExpect;

use base64::prelude::{Engine as _, BASE64_STANDARD};
use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS, NON_ALPHANUMERIC};

use super::{prepare::Prepared, Answer, StepOutcome, MAX_EXCERPT};

const REDACTED: &str = "[redacted]";

/// The first [`MAX_EXCERPT`] bytes as lossy UTF-8, never longer than [`MAX_EXCERPT`] bytes,
/// with every secret (also one cut by the end of the excerpt) replaced by `[redacted]`.
pub(super) fn excerpt(body: &[u8], secrets: &Secrets) -> String {
    let window = MAX_EXCERPT + secrets.longest();
    let text = String::from_utf8_lossy(&body[..body.len().min(window)]);
    truncate_at_boundary(secrets.scrub(&text), MAX_EXCERPT)
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
pub(super) fn shorten(text: &str) -> String {
    const MAX: usize = 200;
    if text.len() <= MAX {
        return text.to_string();
    }
    let mut shortened = truncate_at_boundary(text.to_string(), MAX);
    shortened.push('…');
    shortened
}

pub(super) struct Judged {
    pub(super) failures: Vec<String>,
    pub(super) status_ok: bool,
    /// The body parsed as JSON, when `expect.json` asked for it and it parsed.
    pub(super) document: Option<Value>,
}

pub(super) fn judge(
    prepared: &Prepared,
    expect: Option<&StepExpect>,
    status: u16,
    answer: &Answer,
    elapsed: Duration,
) -> Judged {
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

pub(super) fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    needle.is_empty() || haystack.windows(needle.len()).any(|window| window == needle)
}

/// JSON equality where numbers compare by value (`2` equals `2.0`).
pub(super) fn json_eq(a: &Value, b: &Value) -> bool {
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

/// Keeps secrets out of what is stored: the message says `[redacted]` (the excerpt is redacted
/// as it is made), and a proposal that would write a secret into the case is dropped.
pub(super) fn redact(outcome: &mut StepOutcome, secrets: &Secrets) {
    if let Some(message) = &mut outcome.message {
        *message = secrets.scrub(message);
    }
    if outcome.healing.as_ref().is_some_and(|p| [&p.from, &p.to, &p.reason].iter().any(|t| secrets.appear_in(t))) {
        outcome.healing = None;
    }
}

/// What a check must never store: the secrets it sent (the test account's password, the
/// values of credential headers), each in every form a target may echo it back in: as sent,
/// percent-encoded (as URLs, forms and strict encoders write it), JSON-escaped, and the test
/// account as HTTP Basic credentials.
#[derive(Debug, Default)]
pub(super) struct Secrets {
    /// Longest first, so a form that contains another is replaced whole.
    forms: Vec<String>,
}

/// Shorter values are not redacted: they would blank out ordinary text.
const SHORTEST_SECRET: usize = 3;

impl Secrets {
    /// `values` are secrets as sent; `basic` the test account's `username:password`.
    pub(super) fn new<'a>(values: impl IntoIterator<Item = &'a str>, basic: Option<String>) -> Secrets {
        let mut forms: Vec<String> = values
            .into_iter()
            .filter(|v| v.len() >= SHORTEST_SECRET)
            .flat_map(|value| {
                let json = serde_json::to_string(value).unwrap_or_default();
                [
                    value.to_string(),
                    utf8_percent_encode(value, NON_ALPHANUMERIC).to_string(),
                    utf8_percent_encode(value, URL_QUERY).to_string(),
                    utf8_percent_encode(value, URL_PATH).to_string(),
                    url::form_urlencoded::byte_serialize(value.as_bytes()).collect(),
                    json.trim_matches('"').to_string(),
                ]
            })
            .collect();
        forms.extend(basic.map(|credentials| BASE64_STANDARD.encode(credentials)));
        forms.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        forms.dedup();
        Secrets { forms }
    }

    pub(super) fn longest(&self) -> usize {
        self.forms.first().map_or(0, String::len)
    }

    pub(super) fn scrub(&self, text: &str) -> String {
        let mut text = text.to_string();
        for form in &self.forms {
            if text.contains(form.as_str()) {
                text = text.replace(form.as_str(), REDACTED);
            }
        }
        text
    }

    pub(super) fn appear_in(&self, text: &str) -> bool {
        self.forms.iter().any(|form| text.contains(form.as_str()))
    }
}

/// What the URL parser percent-encodes in a query, and in a path.
const URL_QUERY: &AsciiSet = &CONTROLS.add(b' ').add(b'"').add(b'#').add(b'<').add(b'>').add(b'\'');
const URL_PATH: &AsciiSet = &URL_QUERY.add(b'?').add(b'`').add(b'{').add(b'}');
