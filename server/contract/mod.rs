//! The contract at run time: the embedded `api-spec/openapi.json`, read once at start into a
//! route table. The front layer uses it to find the operation of a request, to know whether
//! it needs a token, and to check its parameters and body before the generated router sees them.

pub mod schema;

use std::collections::{BTreeMap, HashMap};

use hyper::{HeaderMap, Method};
use regex::Regex;
use serde_json::Value;

use self::schema::{compile_patterns, Validator};
use crate::error::{Error, FieldError, Result};

/// The bytes of `api-spec/openapi.json`, served at `/openapi.json`.
pub static SPEC: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/openapi.json"));

/// The contract, read once.
pub fn contract() -> &'static Contract {
    static CONTRACT: std::sync::OnceLock<Contract> = std::sync::OnceLock::new();
    CONTRACT.get_or_init(|| Contract::load().expect("the embedded api-spec/openapi.json is valid (checked at build)"))
}

pub struct Contract {
    doc: Value,
    patterns: HashMap<String, Regex>,
    operations: Vec<Operation>,
}

pub struct Operation {
    pub id: String,
    /// The path as the spec writes it (`/v1/shared/test-runs/{token}`): what the request log
    /// shows, so ids and share tokens in paths never reach the log.
    pub template: String,
    method: Method,
    segments: Vec<Segment>,
    pub secured: bool,
    /// Whether it takes `Idempotency-Key` (creates whose answer holds no secret).
    pub idempotent: bool,
    params: Vec<Param>,
    /// Request body schema by media type (`application/json`, `multipart/form-data`).
    body: Option<(String, Value)>,
}

enum Segment {
    Literal(String),
    Param(String),
}

#[derive(PartialEq)]
enum Location {
    Path,
    Query,
    Header,
}

struct Param {
    name: String,
    location: Location,
    required: bool,
    schema: Value,
}

pub enum Route<'a> {
    Found(&'a Operation, HashMap<String, String>),
    /// The path exists, with these methods.
    MethodNotAllowed(Vec<Method>),
    NotFound,
}

impl Operation {
    pub fn body_media_type(&self) -> Option<&str> {
        self.body.as_ref().map(|(media, _)| media.as_str())
    }
}

impl Contract {
    pub fn load() -> anyhow::Result<Contract> {
        let doc: Value = serde_json::from_slice(SPEC)?;
        let patterns = compile_patterns(&doc)?;
        let mut operations = Vec::new();
        let global_security = !doc["security"].as_array().is_none_or(Vec::is_empty);
        for (path, item) in doc["paths"].as_object().into_iter().flatten() {
            for (method, op) in item.as_object().into_iter().flatten() {
                let Ok(method) = method.to_uppercase().parse::<Method>() else { continue };
                let secured = match op.get("security").and_then(Value::as_array) {
                    Some(list) => !list.is_empty(),
                    None => global_security,
                };
                let params: Vec<Param> = op["parameters"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|p| resolve(&doc, p))
                    .filter_map(|p| {
                        let location = match p["in"].as_str()? {
                            "path" => Location::Path,
                            "query" => Location::Query,
                            "header" => Location::Header,
                            _ => return None,
                        };
                        Some(Param {
                            name: p["name"].as_str()?.to_string(),
                            location,
                            required: p["required"].as_bool().unwrap_or(false),
                            schema: p["schema"].clone(),
                        })
                    })
                    .collect();
                let body = op["requestBody"]["content"]
                    .as_object()
                    .and_then(|c| c.iter().next())
                    .map(|(media, m)| (media.clone(), m["schema"].clone()));
                let idempotent = params.iter().any(|p| p.location == Location::Header && p.name == "Idempotency-Key");
                operations.push(Operation {
                    id: op["operationId"].as_str().unwrap_or_default().to_string(),
                    template: path.clone(),
                    idempotent,
                    method,
                    segments: parse_segments(path),
                    secured,
                    params,
                    body,
                });
            }
        }
        Ok(Contract { doc, patterns, operations })
    }

    /// The operation for `method` and `path`. Only the most specific paths that fit count:
    /// literal segments win over parameters, so `/v1/test-cases/bulk-delete` is never taken
    /// for a test case id, and its `Allow` lists the methods of that path alone.
    /// The operation `method` and `path` name. `HEAD` is served by the `GET` operation of the
    /// path (and allowed wherever `GET` is).
    pub fn route(&self, method: &Method, path: &str) -> Route<'_> {
        let method = if method == Method::HEAD { &Method::GET } else { method };
        let parts: Vec<&str> = path.split('/').collect();
        let fitting: Vec<(&Operation, usize)> =
            self.operations.iter().filter_map(|op| matches(&op.segments, &parts).map(|n| (op, n))).collect();
        let Some(most_literal) = fitting.iter().map(|(_, n)| *n).max() else { return Route::NotFound };
        let candidates = fitting.into_iter().filter(|(_, n)| *n == most_literal).map(|(op, _)| op);
        let mut allowed = Vec::new();
        for op in candidates {
            if op.method != *method {
                allowed.push(op.method.clone());
                continue;
            }
            let params = op
                .segments
                .iter()
                .zip(&parts)
                .filter_map(|(segment, part)| match segment {
                    Segment::Param(name) => Some((name.clone(), percent_decode(part))),
                    Segment::Literal(_) => None,
                })
                .collect();
            return Route::Found(op, params);
        }
        if allowed.contains(&Method::GET) {
            allowed.push(Method::HEAD);
        }
        allowed.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        allowed.dedup();
        Route::MethodNotAllowed(allowed)
    }

    /// Checks path, query and header parameters against their schemas.
    ///
    /// A path id that breaks its schema (too long, empty) cannot name anything: 404, like any
    /// unknown id. Query and header problems are 400s naming the parameter.
    pub fn check_params(
        &self,
        op: &Operation,
        path_params: &HashMap<String, String>,
        query: Option<&str>,
        headers: &HeaderMap,
    ) -> Result<()> {
        let validator = Validator::new(&self.doc, &self.patterns);
        let query: Vec<(String, String)> =
            url::form_urlencoded::parse(query.unwrap_or_default().as_bytes()).into_owned().collect();
        let mut errors = Vec::new();
        for param in &op.params {
            let raw: Vec<&str> = match param.location {
                Location::Path => path_params.get(&param.name).map(String::as_str).into_iter().collect(),
                Location::Query => query.iter().filter(|(k, _)| *k == param.name).map(|(_, v)| v.as_str()).collect(),
                Location::Header => {
                    headers.get_all(param.name.as_str()).iter().map(|v| v.to_str().unwrap_or("\u{fffd}")).collect()
                }
            };
            let before = errors.len();
            if raw.is_empty() {
                if param.required {
                    errors.push(FieldError::new(param.name.clone(), "is required"));
                }
            } else {
                let schema = validator.resolve(&param.schema);
                match coerce(&validator, schema, &raw) {
                    Ok(value) => validator.check(schema, &value, &param.name, &mut errors),
                    Err(message) => errors.push(FieldError::new(param.name.clone(), message)),
                }
            }
            if param.location == Location::Path && errors.len() > before {
                return Err(Error::not_found("resource"));
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::invalid_fields(errors))
        }
    }

    /// Checks a value against a named schema of the contract (`TestCaseInput`, say), with
    /// fields named from `at`.
    pub fn check_schema(&self, name: &str, value: &Value, at: &str) -> Vec<FieldError> {
        let mut errors = Vec::new();
        let schema = serde_json::json!({ "$ref": format!("#/components/schemas/{name}") });
        Validator::new(&self.doc, &self.patterns).check(&schema, value, at, &mut errors);
        errors
    }

    /// Checks the text fields of an upload (`multipart/form-data`) against the operation's
    /// schema: each field it describes, that every required one is there, and that there is
    /// no other (as for JSON bodies). The file part (`file_part`) is the operation's to read.
    pub fn check_form(&self, op: &Operation, fields: &BTreeMap<String, String>, file_part: &str) -> Result<()> {
        let Some((_, schema)) = &op.body else { return Ok(()) };
        let validator = Validator::new(&self.doc, &self.patterns);
        let schema = validator.resolve(schema);
        let mut errors = Vec::new();
        for required in schema["required"].as_array().into_iter().flatten().filter_map(Value::as_str) {
            if required != file_part && !fields.contains_key(required) {
                errors.push(FieldError::new(required, "is required"));
            }
        }
        for (name, value) in fields {
            match schema["properties"].get(name.as_str()) {
                Some(property) => validator.check(property, &Value::String(value.clone()), name, &mut errors),
                None => errors.push(FieldError::new(name.as_str(), "is not a field of this upload")),
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::invalid_fields(errors))
        }
    }

    /// A named schema of the contract with every `$ref` in it replaced by what it names: for
    /// clients that read schemas without the document around them (MCP tool inputs).
    pub fn inlined(&self, name: &str) -> Value {
        fn inline(doc: &Value, value: &Value, depth: usize) -> Value {
            match value {
                Value::Object(map) if depth < 16 => match map.get("$ref").and_then(Value::as_str) {
                    Some(reference) => {
                        let target = doc.pointer(reference.trim_start_matches('#')).unwrap_or(&Value::Null);
                        inline(doc, target, depth + 1)
                    }
                    None => Value::Object(map.iter().map(|(k, v)| (k.clone(), inline(doc, v, depth + 1))).collect()),
                },
                Value::Array(items) => Value::Array(items.iter().map(|v| inline(doc, v, depth + 1)).collect()),
                other => other.clone(),
            }
        }
        inline(&self.doc, &self.doc["components"]["schemas"][name], 0)
    }

    /// Checks a JSON body against the operation's schema. Other media types are the handler's.
    pub fn check_json_body(&self, op: &Operation, body: &[u8]) -> Result<()> {
        let Some((_, schema)) = &op.body else { return Ok(()) };
        if body.iter().all(u8::is_ascii_whitespace) {
            return Err(Error::invalid("/", "a JSON request body is required"));
        }
        let value: Value =
            serde_json::from_slice(body).map_err(|e| Error::invalid("/", format!("is not valid JSON: {e}")))?;
        let mut errors = Vec::new();
        Validator::new(&self.doc, &self.patterns).check(schema, &value, "", &mut errors);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::invalid_fields(errors))
        }
    }
}

/// Turns the text of a parameter into the JSON value its schema describes.
fn coerce(validator: &Validator, schema: &Value, raw: &[&str]) -> Result<Value, String> {
    if schema["type"] == "array" {
        let items = validator.resolve(&schema["items"]);
        return raw.iter().map(|r| coerce(validator, items, &[r])).collect::<Result<Vec<_>, _>>().map(Value::Array);
    }
    let [one] = raw else { return Err("must be given once".into()) };
    match schema["type"].as_str() {
        Some("integer") => one.parse::<i64>().map(Value::from).map_err(|_| "must be an integer".into()),
        Some("number") => one
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map(Value::Number)
            .ok_or_else(|| "must be a number".into()),
        Some("boolean") => match *one {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => Err("must be true or false".into()),
        },
        _ => Ok(Value::String(one.to_string())),
    }
}

fn resolve<'a>(doc: &'a Value, value: &'a Value) -> &'a Value {
    match value["$ref"].as_str() {
        Some(pointer) => doc.pointer(pointer.trim_start_matches('#')).unwrap_or(&Value::Null),
        None => value,
    }
}

fn parse_segments(path: &str) -> Vec<Segment> {
    path.split('/')
        .map(|s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            Some(name) => Segment::Param(name.to_string()),
            None => Segment::Literal(s.to_string()),
        })
        .collect()
}

/// How many literal segments matched, or `None` when the path does not fit.
fn matches(segments: &[Segment], parts: &[&str]) -> Option<usize> {
    if segments.len() != parts.len() {
        return None;
    }
    let mut literals = 0;
    for (segment, part) in segments.iter().zip(parts) {
        match segment {
            Segment::Literal(l) if l == part => literals += 1,
            Segment::Literal(_) => return None,
            Segment::Param(_) => {}
        }
    }
    Some(literals)
}

fn percent_decode(part: &str) -> String {
    url::form_urlencoded::parse(format!("x={}", part.replace('+', "%2B")).as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_segments_win_over_parameters() {
        let contract = Contract::load().unwrap();
        match contract.route(&Method::POST, "/v1/test-cases/bulk-delete") {
            Route::Found(op, _) => assert_eq!(op.id, "bulkDeleteTestCases"),
            _ => panic!("bulk-delete not routed"),
        }
        match contract.route(&Method::GET, "/v1/test-cases/tc_1") {
            Route::Found(op, params) => {
                assert_eq!(op.id, "getTestCase");
                assert_eq!(params["id"], "tc_1");
            }
            _ => panic!("test case not routed"),
        }
    }

    #[test]
    fn knows_what_exists_and_what_needs_a_token() {
        let contract = Contract::load().unwrap();
        match contract.route(&Method::DELETE, "/v1/me") {
            Route::MethodNotAllowed(methods) => assert_eq!(methods, vec![Method::GET, Method::HEAD]),
            _ => panic!("expected 405"),
        }
        let Route::Found(head, _) = contract.route(&Method::HEAD, "/v1/me") else { panic!("HEAD is GET's") };
        assert_eq!(head.id, "getMe");
        assert!(matches!(contract.route(&Method::GET, "/v1/nothing"), Route::NotFound));
        match contract.route(&Method::OPTIONS, "/v1/test-cases/bulk-activate") {
            Route::MethodNotAllowed(methods) => assert_eq!(methods, vec![Method::POST]),
            _ => panic!("expected 405 with the methods of the literal path only"),
        }
        let Route::Found(health, _) = contract.route(&Method::GET, "/v1") else { panic!() };
        assert!(!health.secured);
        let Route::Found(me, _) = contract.route(&Method::GET, "/v1/me") else { panic!() };
        assert!(me.secured);
    }

    #[test]
    fn query_parameters_are_checked_against_their_schema() {
        let contract = Contract::load().unwrap();
        let Route::Found(op, params) = contract.route(&Method::GET, "/v1/projects") else { panic!() };
        let headers = HeaderMap::new();
        assert!(contract.check_params(op, &params, Some("limit=10&offset=0"), &headers).is_ok());
        for bad in ["limit=0", "limit=101", "limit=abc", "offset=-1", "limit=1&limit=2"] {
            let error = contract.check_params(op, &params, Some(bad), &headers).unwrap_err();
            assert_eq!(error.status(), 400, "{bad}");
        }
    }
}
