//! Healing: when a check failed, the likely fix of the step (a redirect to a new path, a
//! status of the same class, a JSON value that changed or moved), as a typed [`Proposal`].

use std::collections::VecDeque;

use reqwest::Url;
use serde_json::Value;
use testdeck_api::models::{StepExpect, StepRequest};

use super::judge::{json_eq, shorten, Judged};
use super::{prepare::Prepared, Answer, Settings};
use crate::domain::healing::{HealedField, Proposal};

/// Length limits of the fields a proposal writes (from the API contract).
const MAX_PATH_LEN: usize = 2048;
const MAX_POINTER_LEN: usize = 512;
const MAX_EQUALS_LEN: usize = 8192;

/// The first applicable fix: (a) a redirect not followed, (b) a status of the same class,
/// (c) a JSON value that changed, (d) a JSON value that moved. The JSON fixes are proposed
/// only when the status was as expected (an error page's body says nothing about the value).
pub(super) fn propose(
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
                    field: HealedField::RequestPath,
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
                field: HealedField::ExpectStatus,
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
                        field: HealedField::JsonEquals(i),
                        from: expectation.equals.to_string(),
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
                    field: HealedField::JsonPointer(i),
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
pub(super) fn find_value(document: &Value, wanted: &Value) -> Option<String> {
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
