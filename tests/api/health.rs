//! Health, the served contract, routing fallbacks.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

#[tokio::test]
async fn health_answers_ok_without_auth() {
    let server = TestServer::start().await;
    let (status, body, headers) = server.get("/v1", None).await;
    assert_eq!(status, StatusCode::OK, "body {body}");
    assert_eq!(body, json!("ok"));
    assert!(content_type(&headers).starts_with("application/json"));
}

#[tokio::test]
async fn openapi_json_is_the_checked_in_spec() {
    let server = TestServer::start().await;
    let (status, body, headers) = server.get("/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(content_type(&headers).starts_with("application/json"));
    let checked_in: Value = serde_json::from_str(SPEC).expect("api-spec/openapi.json parses");
    assert!(body == checked_in, "/openapi.json differs from api-spec/openapi.json");
}

#[tokio::test]
async fn unknown_path_is_a_problem_404() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (status, body, headers) = server.get("/v1/no-such-route", user.token()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_problem(&body, &headers, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn wrong_method_is_a_problem_405_with_allow() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (status, body, headers) = server.delete("/v1/me", user.token()).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "body {body}");
    assert_problem_shape(&body, &headers, StatusCode::METHOD_NOT_ALLOWED);
    let allow = headers
        .get("allow")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("405 without Allow header; headers {headers:?}"));
    let methods: Vec<&str> = allow.split(',').map(str::trim).collect();
    assert!(methods.contains(&"GET"), "Allow: {allow}");
    assert!(!methods.contains(&"DELETE"), "Allow: {allow}");
}

#[tokio::test]
async fn wrong_method_on_a_public_path_is_405_too() {
    let server = TestServer::start().await;
    let builder = server.request(Method::PUT, "/v1", None);
    let (status, body, headers) = server.send(builder).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "body {body}");
    assert_problem_shape(&body, &headers, StatusCode::METHOD_NOT_ALLOWED);
    assert!(headers.contains_key("allow"), "405 without Allow header");
}

#[tokio::test]
async fn the_request_log_names_routes_by_template_not_by_their_ids_or_tokens() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    server.get("/v1/projects/prj_looks_like_a_secret", user.token()).await;
    server.get("/v1/shared/test-runs/shr_a_share_token_in_a_path", None).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !server.log().contains("/v1/shared/test-runs/{token}") && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let log = server.log();
    assert!(log.contains("/v1/projects/{id}") && log.contains("/v1/shared/test-runs/{token}"), "{log}");
    assert!(!log.contains("prj_looks_like_a_secret") && !log.contains("shr_a_share_token_in_a_path"), "{log}");
}
