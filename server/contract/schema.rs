//! Checks JSON values against the OpenAPI 3.0 schemas of the contract, naming each field at
//! fault. It covers the schema keywords `api-spec/openapi.json` uses; an unknown keyword is
//! ignored, so the spec can only ever be enforced more, never less, than it says.
//!
//! It exists because the generated router checks types but not constraints (lengths, ranges,
//! patterns, formats), answers in plain text, and silently drops malformed optional and array
//! query values. One validator driven by the spec closes all of that in one place.

use std::collections::HashMap;

use regex::Regex;
use serde_json::Value;

use crate::error::FieldError;

pub struct Validator<'a> {
    doc: &'a Value,
    patterns: &'a HashMap<String, Regex>,
}

impl<'a> Validator<'a> {
    pub fn new(doc: &'a Value, patterns: &'a HashMap<String, Regex>) -> Self {
        Validator { doc, patterns }
    }

    /// Appends one error per violation to `errors`; `at` names the value (`/name`, `limit`).
    pub fn check(&self, schema: &Value, value: &Value, at: &str, errors: &mut Vec<FieldError>) {
        let schema = self.resolve(schema);
        if value.is_null() {
            if !schema["nullable"].as_bool().unwrap_or(false) && schema.get("type").is_some() {
                errors.push(error(at, "must not be null"));
            }
            return;
        }
        if let Some(all) = schema["allOf"].as_array() {
            for part in all {
                self.check(part, value, at, errors);
            }
        }
        let before = errors.len();
        match schema["type"].as_str() {
            Some("object") => self.check_object(schema, value, at, errors),
            Some("array") => self.check_array(schema, value, at, errors),
            Some("string") => self.check_string(schema, value, at, errors),
            Some("integer") => check_number(schema, value, at, errors, true),
            Some("number") => check_number(schema, value, at, errors, false),
            Some("boolean") if !value.is_boolean() => errors.push(error(at, "must be true or false")),
            _ => {}
        }
        if errors.len() == before {
            if let Some(allowed) = schema["enum"].as_array() {
                if !allowed.contains(value) {
                    let list: Vec<String> = allowed.iter().map(Value::to_string).collect();
                    errors.push(error(at, &format!("must be one of {}", list.join(", "))));
                }
            }
        }
    }

    pub fn resolve(&self, schema: &'a Value) -> &'a Value {
        let mut schema = schema;
        while let Some(pointer) = schema["$ref"].as_str() {
            schema = self.doc.pointer(pointer.trim_start_matches('#')).unwrap_or(&Value::Null);
        }
        schema
    }

    fn check_object(&self, schema: &Value, value: &Value, at: &str, errors: &mut Vec<FieldError>) {
        let Some(object) = value.as_object() else {
            return errors.push(error(at, "must be a JSON object"));
        };
        for name in schema["required"].as_array().into_iter().flatten().filter_map(Value::as_str) {
            if !object.contains_key(name) {
                errors.push(error(&format!("{at}/{}", escape(name)), "is required"));
            }
        }
        if let Some(max) = schema["maxProperties"].as_u64() {
            if object.len() as u64 > max {
                errors.push(error(at, &format!("must have at most {max} entries")));
            }
        }
        let properties = schema["properties"].as_object();
        for (name, item) in object {
            let field = format!("{at}/{}", escape(name));
            match properties.and_then(|p| p.get(name)) {
                Some(property) => self.check(property, item, &field, errors),
                None => match &schema["additionalProperties"] {
                    Value::Bool(false) => errors.push(error(&field, "is not a known field")),
                    extra @ Value::Object(_) => self.check(extra, item, &field, errors),
                    _ => {}
                },
            }
        }
    }

    fn check_array(&self, schema: &Value, value: &Value, at: &str, errors: &mut Vec<FieldError>) {
        let Some(items) = value.as_array() else {
            return errors.push(error(at, "must be an array"));
        };
        if let Some(min) = schema["minItems"].as_u64() {
            if (items.len() as u64) < min {
                errors.push(error(at, &format!("must have at least {min} item(s)")));
            }
        }
        if let Some(max) = schema["maxItems"].as_u64() {
            if items.len() as u64 > max {
                errors.push(error(at, &format!("must have at most {max} items")));
            }
        }
        for (index, item) in items.iter().enumerate() {
            self.check(&schema["items"], item, &format!("{at}/{index}"), errors);
        }
    }

    fn check_string(&self, schema: &Value, value: &Value, at: &str, errors: &mut Vec<FieldError>) {
        let Some(text) = value.as_str() else {
            return errors.push(error(at, "must be a string"));
        };
        // One message per string: the first rule it breaks.
        let chars = text.chars().count() as u64;
        let message = match (schema["minLength"].as_u64(), schema["maxLength"].as_u64()) {
            (Some(1), _) if chars == 0 => Some("must not be empty".to_string()),
            (Some(min), _) if chars < min => Some(format!("must be at least {min} characters long")),
            (_, Some(max)) if chars > max => Some(format!("must be at most {max} characters long")),
            _ => None,
        };
        let message = message.or_else(|| {
            let pattern = schema["pattern"].as_str()?;
            let re = self.patterns.get(pattern)?;
            let message = schema["x-pattern-message"].as_str().map(String::from);
            (!re.is_match(text)).then(|| message.unwrap_or_else(|| format!("must match the pattern {pattern}")))
        });
        let message =
            message.or_else(|| schema["format"].as_str().and_then(|f| format_error(f, text)).map(String::from));
        if let Some(message) = message {
            errors.push(error(at, &message));
        }
    }
}

fn check_number(schema: &Value, value: &Value, at: &str, errors: &mut Vec<FieldError>, integer: bool) {
    let number = if integer {
        value.as_i64().map(|n| n as f64).or_else(|| value.as_u64().map(|n| n as f64))
    } else {
        value.as_f64()
    };
    let Some(number) = number else {
        let kind = if integer { "an integer" } else { "a number" };
        return errors.push(error(at, &format!("must be {kind}")));
    };
    if let Some(min) = schema["minimum"].as_f64() {
        if number < min {
            errors.push(error(at, &format!("must be at least {min}")));
        }
    }
    if let Some(max) = schema["maximum"].as_f64() {
        if number > max {
            errors.push(error(at, &format!("must be at most {max}")));
        }
    }
}

fn format_error(format: &str, text: &str) -> Option<&'static str> {
    let ok = match format {
        "date-time" => chrono::DateTime::parse_from_rfc3339(text).is_ok(),
        "date" => chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok(),
        "email" => is_email(text),
        "uri" => url::Url::parse(text).is_ok(),
        _ => true,
    };
    (!ok).then_some(match format {
        "date-time" => "must be an RFC 3339 date-time such as 2026-01-31T12:00:00Z",
        "date" => "must be a date such as 2026-01-31",
        "email" => "must be an email address",
        _ => "must be an absolute URI",
    })
}

/// A deliberately plain check: one `@`, something on each side, no spaces.
fn is_email(text: &str) -> bool {
    match text.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !domain.contains('@')
                && !text.chars().any(|c| c.is_whitespace() || c.is_control())
        }
        None => false,
    }
}

/// JSON-pointer escaping of one field name.
fn escape(name: &str) -> String {
    name.replace('~', "~0").replace('/', "~1")
}

fn error(at: &str, message: &str) -> FieldError {
    let field = if at.is_empty() { "/".to_string() } else { at.to_string() };
    FieldError::new(field, message)
}

/// Every `pattern` in the document, compiled once at start.
pub fn compile_patterns(doc: &Value) -> anyhow::Result<HashMap<String, Regex>> {
    fn walk(value: &Value, out: &mut HashMap<String, Regex>) -> anyhow::Result<()> {
        match value {
            Value::Object(map) => {
                if let Some(Value::String(p)) = map.get("pattern") {
                    out.insert(p.clone(), Regex::new(p)?);
                }
                map.values().try_for_each(|v| walk(v, out))
            }
            Value::Array(items) => items.iter().try_for_each(|v| walk(v, out)),
            _ => Ok(()),
        }
    }
    let mut out = HashMap::new();
    walk(doc, &mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn errors_of(schema: Value, value: Value) -> Vec<String> {
        let doc = json!({"components": {"schemas": {"S": schema}}});
        let patterns = compile_patterns(&doc).unwrap();
        let validator = Validator::new(&doc, &patterns);
        let mut errors = Vec::new();
        validator.check(&json!({"$ref": "#/components/schemas/S"}), &value, "", &mut errors);
        let mut errors: Vec<String> = errors.into_iter().map(|e| format!("{} {}", e.field, e.message)).collect();
        errors.sort();
        errors
    }

    #[test]
    fn names_each_field_at_fault() {
        let schema = json!({"type": "object", "required": ["name", "email"], "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": 3},
            "email": {"type": "string", "format": "email"},
            "n": {"type": "integer", "minimum": 1, "maximum": 100},
            "sev": {"type": "string", "enum": ["low", "high"]},
            "tags": {"type": "array", "items": {"type": "string", "pattern": "^[a-z]+$"}, "maxItems": 2}
        }});
        let errors = errors_of(schema, json!({"name": "toolong", "n": 1.5, "sev": "mid", "tags": ["ok", "B"]}));
        assert_eq!(
            errors,
            vec![
                "/email is required",
                "/n must be an integer",
                "/name must be at most 3 characters long",
                "/sev must be one of \"low\", \"high\"",
                "/tags/1 must match the pattern ^[a-z]+$",
            ]
        );
    }

    #[test]
    fn accepts_valid_values_and_honours_nullable() {
        let schema = json!({"type": "object", "properties": {
            "d": {"type": "string", "nullable": true},
            "t": {"type": "string", "format": "date-time"},
            "u": {"type": "string", "format": "uri"}
        }});
        assert!(errors_of(schema.clone(), json!({"d": null, "t": "2026-01-31T12:00:00Z", "u": "https://x.example/a"}))
            .is_empty());
        assert_eq!(errors_of(schema, json!({"t": "yesterday"})).len(), 1);
        assert_eq!(errors_of(json!({"type": "string"}), json!(null)), vec!["/ must not be null"]);
        assert_eq!(errors_of(json!({"type": "object"}), json!([1])), vec!["/ must be a JSON object"]);
    }
}
