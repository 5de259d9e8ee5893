//! Healing proposals: a likely fix for a failed HTTP check, found by the runner and applied to
//! the test case when someone approves it.
//!
//! A proposal names the field of the step it changes ([`HealedField`]), what the field says
//! now (`from`) and what it should say (`to`). It applies only while the step still says
//! `from`: a case edited since the run refuses a stale proposal instead of losing the edit.

use std::{fmt, str::FromStr};

use testdeck_api::models::Step;

use crate::error::{Error, Kind, Result};

/// The field of a step a proposal changes. Its text form (`expect.json[0].pointer`) is what
/// is stored and what the API shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HealedField {
    /// `request.path`: the server redirects to a new path.
    RequestPath,
    /// `expect.status`: the server answers another status of the same class.
    ExpectStatus,
    /// `expect.json[i].equals`: the value at the pointer changed.
    JsonEquals(usize),
    /// `expect.json[i].pointer`: the expected value moved to another pointer.
    JsonPointer(usize),
}

impl fmt::Display for HealedField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HealedField::RequestPath => f.write_str("request.path"),
            HealedField::ExpectStatus => f.write_str("expect.status"),
            HealedField::JsonEquals(i) => write!(f, "expect.json[{i}].equals"),
            HealedField::JsonPointer(i) => write!(f, "expect.json[{i}].pointer"),
        }
    }
}

impl FromStr for HealedField {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Self, String> {
        let json = |rest: &str| -> Option<HealedField> {
            let (index, name) = rest.strip_prefix("expect.json[")?.split_once("].")?;
            let index = index.parse().ok()?;
            match name {
                "equals" => Some(HealedField::JsonEquals(index)),
                "pointer" => Some(HealedField::JsonPointer(index)),
                _ => None,
            }
        };
        match text {
            "request.path" => Ok(HealedField::RequestPath),
            "expect.status" => Ok(HealedField::ExpectStatus),
            other => json(other).ok_or_else(|| format!("{other:?} is not a field a healing proposal changes")),
        }
    }
}

/// A likely fix for one step: change `field` from `from` to `to`, because `reason`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    pub field: HealedField,
    pub from: String,
    pub to: String,
    pub reason: String,
}

impl Proposal {
    /// Changes the field of `step`; refuses (409) when the step no longer says `from`.
    pub fn apply(&self, step: &mut Step) -> Result<()> {
        let (from, to) = (self.from.as_str(), self.to.as_str());
        match self.field {
            HealedField::RequestPath => {
                let request = step.request.as_mut().filter(|r| r.path == from).ok_or_else(no_longer_applies)?;
                request.path = to.to_string();
            }
            HealedField::ExpectStatus => {
                let expect = step.expect.as_mut().ok_or_else(no_longer_applies)?;
                if expect.status.map(|s| s.to_string()).as_deref() != Some(from) {
                    return Err(no_longer_applies());
                }
                expect.status = Some(to.parse().map_err(|_| Error::internal(anyhow::anyhow!("bad status {to}")))?);
            }
            HealedField::JsonEquals(index) | HealedField::JsonPointer(index) => {
                let expectation = step
                    .expect
                    .as_mut()
                    .and_then(|e| e.json.as_mut())
                    .and_then(|json| json.get_mut(index))
                    .ok_or_else(no_longer_applies)?;
                if let HealedField::JsonPointer(_) = self.field {
                    if expectation.pointer != from {
                        return Err(no_longer_applies());
                    }
                    expectation.pointer = to.to_string();
                } else {
                    // `from` and `to` are JSON text of the values; compared as values.
                    let value =
                        |text: &str| serde_json::from_str::<serde_json::Value>(text).map_err(|_| no_longer_applies());
                    if expectation.equals != value(from)? {
                        return Err(no_longer_applies());
                    }
                    expectation.equals = value(to)?;
                }
            }
        }
        Ok(())
    }
}

pub fn no_longer_applies() -> Error {
    Error::new(Kind::InvalidState, "The test case changed since the run; the proposal no longer applies.")
}

#[cfg(test)]
mod tests {
    use testdeck_api::models;

    use super::*;

    fn step() -> Step {
        let mut expect = models::StepExpect::new();
        expect.status = Some(200);
        expect.json = Some(vec![models::JsonExpectation::new("/status".into(), serde_json::json!("ok"))]);
        Step {
            action: None,
            expected: None,
            request: Some(models::StepRequest::new(models::StepRequestMethod::Get, "/old".into())),
            expect: Some(expect),
        }
    }

    fn proposal(field: HealedField, from: &str, to: &str) -> Proposal {
        Proposal { field, from: from.into(), to: to.into(), reason: String::new() }
    }

    #[test]
    fn proposals_change_the_field_they_name() {
        let mut s = step();
        proposal(HealedField::RequestPath, "/old", "/new").apply(&mut s).unwrap();
        proposal(HealedField::ExpectStatus, "200", "201").apply(&mut s).unwrap();
        proposal(HealedField::JsonEquals(0), "\"ok\"", "\"fine\"").apply(&mut s).unwrap();
        proposal(HealedField::JsonPointer(0), "/status", "/data/status").apply(&mut s).unwrap();
        assert_eq!(s.request.unwrap().path, "/new");
        let expect = s.expect.unwrap();
        assert_eq!(expect.status, Some(201));
        assert_eq!(
            expect.json.unwrap()[0],
            models::JsonExpectation::new("/data/status".into(), serde_json::json!("fine"))
        );
    }

    #[test]
    fn a_step_that_changed_since_refuses_the_proposal() {
        let mut s = step();
        assert_eq!(proposal(HealedField::RequestPath, "/other", "/new").apply(&mut s).unwrap_err().status(), 409);
        assert_eq!(proposal(HealedField::JsonEquals(3), "1", "2").apply(&mut s).unwrap_err().status(), 409);
        assert_eq!(proposal(HealedField::ExpectStatus, "404", "410").apply(&mut s).unwrap_err().status(), 409);
    }

    #[test]
    fn fields_keep_their_stored_text() {
        for (field, text) in [
            (HealedField::RequestPath, "request.path"),
            (HealedField::ExpectStatus, "expect.status"),
            (HealedField::JsonEquals(0), "expect.json[0].equals"),
            (HealedField::JsonPointer(12), "expect.json[12].pointer"),
        ] {
            assert_eq!(field.to_string(), text);
            assert_eq!(text.parse::<HealedField>(), Ok(field));
        }
        for bad in ["", "request.body", "expect.json[x].equals", "expect.json[0].name", "expect.json[0]"] {
            assert!(bad.parse::<HealedField>().is_err(), "{bad:?}");
        }
    }
}
