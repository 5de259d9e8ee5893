//! Every operation of the contract that requires a token answers 401 problem+json
//! without one and with a bad one. The operations come from the spec itself.

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::helpers::*;

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];
const MULTIPART_BOUNDARY: &str = "testdeck-contract-boundary";

#[derive(Debug)]
enum Body {
    None,
    Json,
    Multipart,
}

/// One operation of the spec, ready to call.
#[derive(Debug)]
struct Operation {
    id: String,
    method: Method,
    /// Concrete path: path parameters replaced, required query parameters filled.
    path: String,
    body: Body,
}

impl Operation {
    fn label(&self) -> String {
        format!("{} {} ({})", self.method, self.path, self.id)
    }
}

fn spec() -> Value {
    serde_json::from_str(SPEC).expect("api-spec/openapi.json parses")
}

/// Follows a local `$ref` such as `#/components/parameters/limit`.
fn resolve<'a>(spec: &'a Value, item: &'a Value) -> &'a Value {
    match item.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let pointer = reference.strip_prefix('#').expect("local $ref");
            spec.pointer(pointer).unwrap_or_else(|| panic!("dangling $ref {reference}"))
        }
        None => item,
    }
}

fn is_secured(spec: &Value, operation: &Value) -> bool {
    let security = operation.get("security").unwrap_or(&spec["security"]);
    security.as_array().is_some_and(|list| !list.is_empty())
}

/// A valid value for a required query parameter.
fn sample_query_value(name: &str) -> &'static str {
    match name {
        "limit" => "10",
        "offset" => "0",
        "preset" => "last-7-days",
        "environmentId" | "teamIdentifier" | "projectIdentifier" => "x",
        other => panic!("no sample value for required query parameter {other:?}; add one here"),
    }
}

fn concrete_path(spec: &Value, template: &str, path_item: &Value, operation: &Value) -> String {
    let path = regex::Regex::new(r"\{[^}/]+\}").unwrap().replace_all(template, "x").into_owned();
    let parameters = path_item["parameters"]
        .as_array()
        .into_iter()
        .chain(operation["parameters"].as_array())
        .flatten()
        .map(|p| resolve(spec, p));
    let query: Vec<String> = parameters
        .filter(|p| p["in"] == "query" && p["required"] == true)
        .map(|p| {
            let name = p["name"].as_str().expect("parameter name");
            format!("{name}={}", sample_query_value(name))
        })
        .collect();
    if query.is_empty() {
        path
    } else {
        format!("{path}?{}", query.join("&"))
    }
}

fn body_kind(operation: &Value) -> Body {
    let content = &operation["requestBody"]["content"];
    if content.get("application/json").is_some() {
        Body::Json
    } else if content.get("multipart/form-data").is_some() {
        Body::Multipart
    } else {
        Body::None
    }
}

/// Every operation of the spec that requires a bearer token.
fn secured_operations() -> Vec<Operation> {
    let spec = spec();
    let paths = spec["paths"].as_object().expect("paths");
    let mut operations = Vec::new();
    for (template, path_item) in paths {
        for method in METHODS {
            let Some(operation) = path_item.get(method) else {
                continue;
            };
            if !is_secured(&spec, operation) {
                continue;
            }
            operations.push(Operation {
                id: operation["operationId"].as_str().unwrap_or("?").to_string(),
                method: method.to_uppercase().parse().unwrap(),
                path: concrete_path(&spec, template, path_item, operation),
                body: body_kind(operation),
            });
        }
    }
    operations
}

fn multipart_body() -> Vec<u8> {
    format!(
        "--{b}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cases.csv\"\r\n\
         Content-Type: text/csv\r\n\r\nname,description\r\nLogin works,Sign in\r\n--{b}--\r\n",
        b = MULTIPART_BOUNDARY
    )
    .into_bytes()
}

async fn call(server: &TestServer, operation: &Operation, token: Option<&str>) -> Reply {
    let builder = server.request(operation.method.clone(), &operation.path, token);
    let builder = match operation.body {
        Body::None => builder,
        Body::Json => builder.header("content-type", "application/json").body("{}"),
        Body::Multipart => builder
            .header("content-type", format!("multipart/form-data; boundary={MULTIPART_BOUNDARY}"))
            .body(multipart_body()),
    };
    server.send(builder).await
}

/// Why the reply is not a 401 `unauthorized` problem, if it is not.
fn not_unauthorized(reply: &Reply) -> Option<String> {
    let (status, body, headers) = reply;
    let content_type = content_type(headers);
    let ok = *status == StatusCode::UNAUTHORIZED
        && content_type.starts_with("application/problem+json")
        && body["code"] == "unauthorized"
        && body["status"] == 401
        && body["type"].is_string()
        && body["title"].is_string();
    (!ok).then(|| format!("{status} {content_type:?} {body}"))
}

/// Calls every secured operation with `token` and fails listing each one that is not 401.
async fn assert_every_secured_operation_refuses(token: Option<&str>) {
    let server = TestServer::start().await;
    let operations = secured_operations();
    assert!(operations.iter().any(|op| op.id == "getMe"), "the spec walk found no getMe: {operations:?}");
    let mut failures = Vec::new();
    for operation in &operations {
        let reply = call(&server, operation, token).await;
        if let Some(why) = not_unauthorized(&reply) {
            failures.push(format!("{}: {why}", operation.label()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} secured operations did not answer 401 problem+json with token {token:?}:\n{}",
        failures.len(),
        operations.len(),
        failures.join("\n")
    );
}

/// The operations anyone may call. Adding one to the spec is a security decision: update
/// this list on purpose.
const PUBLIC_OPERATIONS: [&str; 15] = [
    "getHealth",
    "register",
    "login",
    "requestOtp",
    "verifyOtp",
    "refreshSession",
    "logout",
    // The same for web pages: the refresh token in an HttpOnly cookie instead of the body.
    "browserLogin",
    "browserVerifyOtp",
    "browserRefreshSession",
    "browserLogout",
    "getSharedTestRun",
    "getSharedResult",
    "downloadSharedRunAttachment",
    "downloadSharedResultAttachment",
];

#[test]
fn spec_walk_covers_every_operation_but_the_public_ones() {
    let spec = spec();
    let mut all_ids = Vec::new();
    for path_item in spec["paths"].as_object().unwrap().values() {
        for method in METHODS {
            if let Some(operation) = path_item.get(method) {
                all_ids.push(operation["operationId"].as_str().unwrap().to_string());
            }
        }
    }
    let secured = secured_operations();
    let mut public: Vec<&str> =
        all_ids.iter().map(String::as_str).filter(|id| !secured.iter().any(|op| op.id == *id)).collect();
    public.sort();
    let mut expected = PUBLIC_OPERATIONS.to_vec();
    expected.sort();
    assert_eq!(public, expected);
    assert!(secured.iter().any(|op| matches!(op.body, Body::Multipart)));
    assert!(secured.iter().all(|op| !op.path.contains('{')));
}

#[tokio::test]
async fn secured_operations_refuse_a_missing_token() {
    assert_every_secured_operation_refuses(None).await;
}

#[tokio::test]
async fn secured_operations_refuse_a_garbage_token() {
    assert_every_secured_operation_refuses(Some("nonsense")).await;
}

#[tokio::test]
async fn secured_operations_refuse_an_unknown_api_token() {
    assert_every_secured_operation_refuses(Some("svc_4fQm9ZkX2bT7rLw1NcV8pYd3HsJ6gAeU0oRi")).await;
}
