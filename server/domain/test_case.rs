//! Rules of a test case that hold whatever the transport: its states and the shape of steps.

use hyper::header::{HeaderName, HeaderValue};
use testdeck_api::models::{self, TestCaseStatus};

use crate::error::{Error, FieldError, Result};

/// Largest expected value of a JSON expectation, as JSON text.
const MAX_EQUALS_JSON: usize = 8192;

/// Longest header name a step may send.
const MAX_HEADER_NAME: usize = 100;

/// The two status actions. Every transition the API performs goes through [`next_status`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusAction {
    Activate,
    Deactivate,
}

/// `draft → active`, `inactive → active` (activate); `draft|active → inactive` (deactivate).
/// Repeating an action on a case already in its target state is accepted and changes nothing.
pub fn next_status(_from: TestCaseStatus, action: StatusAction) -> TestCaseStatus {
    match action {
        StatusAction::Activate => TestCaseStatus::Active,
        StatusAction::Deactivate => TestCaseStatus::Inactive,
    }
}

/// Checks what the schema cannot say about steps: each is either a manual step or an HTTP
/// check, paths are relative, headers are valid, JSON expectations are JSON. Every problem is
/// reported, each with its field.
pub fn check_steps(steps: &[models::Step]) -> Result<()> {
    let mut errors = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        check_step(&format!("/steps/{i}"), step, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Error::invalid_fields(errors))
    }
}

fn check_step(at: &str, step: &models::Step, errors: &mut Vec<FieldError>) {
    let mut fail = |field: String, message: &str| errors.push(FieldError::new(field, message));
    let manual = step.action.is_some() || step.expected.is_some();
    let http = step.request.is_some() || step.expect.is_some();
    if manual && http {
        return fail(
            at.to_string(),
            "is either a manual step (`action`, `expected`) or an HTTP check (`request`, `expect`), not both",
        );
    }
    if !manual && !http {
        return fail(at.to_string(), "needs `action` (a manual step) or `request` (an HTTP check)");
    }
    if step.expected.is_some() && step.action.is_none() {
        fail(format!("{at}/action"), "is required with `expected`");
    }
    if step.action.as_deref().is_some_and(|a| a.trim().is_empty()) {
        fail(format!("{at}/action"), "must not be blank");
    }
    if step.expect.is_some() && step.request.is_none() {
        fail(format!("{at}/request"), "is required with `expect`");
    }
    if let Some(request) = &step.request {
        if !(request.path.starts_with('/') || request.path.starts_with("{{")) {
            fail(format!("{at}/request/path"), "must start with `/`: it is relative to the environment's baseUrl");
        }
        for (name, value) in request.headers.iter().flatten() {
            if name.len() > MAX_HEADER_NAME {
                fail(format!("{at}/request/headers"), "holds a header name longer than 100 characters");
            } else if HeaderName::from_bytes(name.as_bytes()).is_err() {
                fail(format!("{at}/request/headers/{name}"), "is not a valid HTTP header name");
            } else if HeaderValue::from_str(value).is_err() {
                fail(format!("{at}/request/headers/{name}"), "is not a valid HTTP header value");
            }
        }
    }
    for (j, expectation) in step.expect.iter().flat_map(|e| e.json.iter().flatten()).enumerate() {
        if !(expectation.pointer.is_empty() || expectation.pointer.starts_with('/')) {
            fail(format!("{at}/expect/json/{j}/pointer"), "must be a JSON pointer: empty or starting with `/`");
        }
        if expectation.equals.to_string().len() > MAX_EQUALS_JSON {
            fail(format!("{at}/expect/json/{j}/equals"), "must be at most 8 KiB as JSON");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use models::{Step, StepExpect, StepRequest, StepRequestMethod};

    fn manual(action: &str) -> Step {
        Step { action: Some(action.into()), expected: None, request: None, expect: None }
    }

    fn http(path: &str) -> Step {
        Step {
            action: None,
            expected: None,
            request: Some(StepRequest::new(StepRequestMethod::Get, path.into())),
            expect: Some(StepExpect { status: Some(200), body_contains: None, json: None, max_ms: None }),
        }
    }

    fn fields(steps: &[Step]) -> Vec<String> {
        match check_steps(steps) {
            Ok(()) => vec![],
            Err(e) => e.field_errors().iter().map(|f| f.field.clone()).collect(),
        }
    }

    #[test]
    fn status_actions_land_in_their_state_from_anywhere() {
        use TestCaseStatus::*;
        for from in [Draft, Active, Inactive] {
            assert_eq!(next_status(from, StatusAction::Activate), Active);
            assert_eq!(next_status(from, StatusAction::Deactivate), Inactive);
        }
    }

    #[test]
    fn accepts_manual_steps_and_http_checks() {
        assert!(fields(&[manual("Open the cart"), http("/health"), http("{{baseUrl}}/x")]).is_empty());
    }

    #[test]
    fn names_each_malformed_step() {
        let mut both = http("/x");
        both.action = Some("click".into());
        let empty = Step { action: None, expected: None, request: None, expect: None };
        let mut bad_json = http("/x");
        bad_json.expect.as_mut().unwrap().json =
            Some(vec![models::JsonExpectation::new("status".into(), serde_json::json!("x".repeat(9000)))]);
        assert_eq!(
            fields(&[both, empty, http("relative"), bad_json]),
            vec![
                "/steps/0",
                "/steps/1",
                "/steps/2/request/path",
                "/steps/3/expect/json/0/pointer",
                "/steps/3/expect/json/0/equals"
            ]
        );
    }
}
