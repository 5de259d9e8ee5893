//! Hardening of the HTTP surface: headers on every answer, HEAD, CORS, bounded headers and
//! bodies, unknown fields refused by name, request budgets, metrics on their own address.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::*;

/// Answers said nothing about sniffing or caching, though some carry tokens and secrets.
#[tokio::test]
async fn answers_forbid_sniffing_and_answers_with_tokens_are_never_cached() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let login = server.post("/v1/auth/login", None, &json!({"email": user.email, "password": PASSWORD})).await;
    let token = server.post("/v1/me/api-tokens", user.token(), &json!({"name": "ci"})).await;
    let missing = server.get("/v1/projects/prj_nope", user.token()).await;
    for (what, reply) in [("login", &login), ("api token", &token), ("a 404", &missing)] {
        let header = |name: &str| reply.2.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
        assert_eq!(header("x-content-type-options"), "nosniff", "{what}");
        assert_eq!(header("cache-control"), "no-store", "{what}");
    }
}

/// `HEAD` answered 405 where `GET` works.
#[tokio::test]
async fn head_is_answered_wherever_get_is() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (status, body, headers) = server.send_text(server.request(reqwest::Method::HEAD, "/v1/me", user.token())).await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, ""), "HEAD answers GET's status without a body");
    assert!(content_type(&headers).starts_with("application/json"), "{headers:?}");
    let (status, _, _) = server.send_text(server.request(reqwest::Method::HEAD, "/v1/me", None)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "HEAD is authenticated like GET");
    let (status, _, headers) = server.send_text(server.request(reqwest::Method::DELETE, "/v1/me", user.token())).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    let allow = headers.get("allow").and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    assert!(allow.split(", ").any(|m| m == "HEAD"), "Allow names HEAD: {allow}");
}

async fn preflight(server: &TestServer, origin: &str) -> (StatusCode, reqwest::header::HeaderMap) {
    let request = server
        .request(reqwest::Method::OPTIONS, "/v1/projects", None)
        .header("origin", origin)
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "authorization, content-type");
    let (status, _, headers) = server.send_text(request).await;
    (status, headers)
}

/// No browser app on another origin could call the API (preflights answered 405); now the
/// operator lists the origins that may, and no other gets a permission.
#[tokio::test]
async fn browsers_may_call_from_the_listed_origins_only() {
    let header = |headers: &reqwest::header::HeaderMap, name: &str| {
        headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_string)
    };
    let closed = TestServer::start().await;
    let (_, headers) = preflight(&closed, "https://app.example").await;
    assert_eq!(header(&headers, "access-control-allow-origin"), None, "CORS is off by default");

    let open = TestServer::start_with(&["--cors-origins", "https://app.example,http://localhost:5173"]).await;
    let (status, headers) = preflight(&open, "https://app.example").await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(header(&headers, "access-control-allow-origin").as_deref(), Some("https://app.example"));
    let methods = header(&headers, "access-control-allow-methods").unwrap_or_default();
    assert!(methods.contains("POST") && methods.contains("GET"), "{methods}");
    let allowed_headers = header(&headers, "access-control-allow-headers").unwrap_or_default();
    assert!(allowed_headers.contains("authorization") && allowed_headers.contains("content-type"));
    assert_eq!(header(&headers, "access-control-allow-credentials"), None, "bearer tokens, never cookies");
    let (_, headers) = preflight(&open, "https://evil.example").await;
    assert_eq!(header(&headers, "access-control-allow-origin"), None, "an origin not listed gets nothing");

    let user = open.signed_up().await;
    let request = open.request(reqwest::Method::GET, "/v1/me", user.token()).header("origin", "http://localhost:5173");
    let (status, _, headers) = open.send_text(request).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, "access-control-allow-origin").as_deref(), Some("http://localhost:5173"));
    assert!(header(&headers, "vary").unwrap_or_default().to_lowercase().contains("origin"));
}

/// 10,000 headers (or a megabyte of them) are refused before anything else happens.
#[tokio::test]
async fn oversized_header_sections_are_refused() {
    let server = TestServer::start().await;
    let mut many = server.request(reqwest::Method::GET, "/v1", None);
    for i in 0..200 {
        many = many.header(format!("x-filler-{i}"), "x");
    }
    let status = many.send().await.map(|r| r.status());
    assert!(status.as_ref().map_or(true, |s| *s == StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE), "{status:?}");
    let huge = server.request(reqwest::Method::GET, "/v1", None).header("x-filler", "y".repeat(100 * 1024));
    let status = huge.send().await.map(|r| r.status());
    assert!(status.as_ref().map_or(true, |s| s.is_client_error()), "{status:?}");
    let (status, _, _) = server.send_text(server.request(reqwest::Method::GET, "/v1", None)).await;
    assert_eq!(status, StatusCode::OK, "the server still answers");
}

/// A typo such as `{"timeoutMs": 5000}` answered 200 and changed nothing. Unknown fields are
/// refused by name now, at any depth, and nothing is written.
#[tokio::test]
async fn unknown_body_fields_are_refused_by_name() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let settings_path = format!("/v1/projects/{project}/test-run-settings");
    let before = get_ok(&server, &user, &settings_path).await;
    let reply = server.patch(&settings_path, user.token(), &json!({ "timeoutMs": 5000 })).await;
    expect_invalid_field(&reply, "/timeoutMs");
    assert_eq!(get_ok(&server, &user, &settings_path).await, before, "nothing changed");

    let step = json!({ "request": { "method": "GET", "path": "/", "timeout": 5 }, "expect": { "status": 200 } });
    let reply = server
        .post(&format!("/v1/projects/{project}/test-cases"), user.token(), &json!({ "name": "x", "steps": [step] }))
        .await;
    expect_invalid_field(&reply, "/steps/0/request/timeout");
    let cases = get_ok(&server, &user, &format!("/v1/projects/{project}/test-cases?limit=10&offset=0")).await;
    assert_eq!(cases["total"], 0, "no case was written");
}

/// 100 KB variable names, 10,000 headers in a step and NUL in names were all taken as given.
#[tokio::test]
async fn names_and_maps_are_bounded_and_hold_no_control_characters() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let post = |path: &str, body: serde_json::Value| {
        let path = format!("/v1/projects/{project}/{path}");
        let server = &server;
        let token = user.token().map(str::to_string);
        async move { server.post(&path, token.as_deref(), &body).await }
    };
    let long_name = "v".repeat(100 * 1024);
    let environment = json!({ "name": "e", "baseUrl": "https://x.test", "variables": { long_name.as_str(): "1" } });
    let reply = post("environments", environment).await;
    expect_invalid_field(&reply, "/variables");
    assert!(reply.1.to_string().len() < 10_000, "the answer does not repeat the name");

    let headers: serde_json::Map<String, serde_json::Value> =
        (0..60).map(|i| (format!("x-h{i}"), json!("1"))).collect();
    let step = json!({ "request": { "method": "GET", "path": "/", "headers": headers } });
    expect_invalid_field(
        &post("test-cases", json!({ "name": "many", "steps": [step] })).await,
        "/steps/0/request/headers",
    );

    // C1 controls too (U+0085 is a line break), and a name of a byte-order mark alone is blank
    // by the spec's pattern (ECMA-262 counts U+FEFF as space) though not by Rust's `\s`.
    for name in ["a\u{0}b", "line\nbreak", "\u{7f}", "\u{85}", "x\u{9f}", "\u{feff}"] {
        expect_invalid_field(&post("tags", json!({ "name": name })).await, "/name");
    }
    let tags = get_ok(&server, &user, &format!("/v1/projects/{project}/tags")).await;
    assert_eq!(tags["total"], 0, "nothing was written");
    created(post("tags", json!({ "name": "Café ☕ \u{a0}über" })).await, "a name of any printable text");
}

/// A NUL in a path or query parameter reached the database, where PostgreSQL refuses such text
/// (a 500) and SQLite's text index cannot parse it. Parameters hold none, says the spec: a 400
/// names a query parameter; a path id holding one names nothing (404, as any malformed id).
#[tokio::test]
async fn parameters_holding_nul_are_refused() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let cases = format!("/v1/projects/{project}/test-cases?limit=5&offset=0");
    for (path, field) in [(format!("{cases}&name=Lo%00gin"), "name"), (format!("{cases}&id=tc%00"), "id")] {
        let reply = server.get(&path, user.token()).await;
        expect_invalid_field(&reply, field);
        assert!(reply.1.to_string().contains("must not contain NUL"), "{path}: {}", reply.1);
    }
    expect_problem(&server.get("/v1/test-cases/tc%00x", user.token()).await, StatusCode::NOT_FOUND, "not_found");
}

/// A request whose client hung up left no trace: no log line, no count. It is logged (and
/// counted) with status 499 once the client is gone.
#[tokio::test]
async fn a_request_the_client_gave_up_on_is_logged_as_499() {
    let server = TestServer::start().await;
    let email = unique_email("gone");
    server.register(&email, "Gone").await;
    // Signing in hashes a password for longer than the client waits.
    let impatient = reqwest::Client::builder().timeout(std::time::Duration::from_millis(5)).build().unwrap();
    let body = json!({ "email": email, "password": PASSWORD });
    let gave_up = impatient.post(server.url("/v1/auth/login")).json(&body).send().await;
    assert!(gave_up.is_err_and(|e| e.is_timeout()), "the sign-in answered within 5 ms");
    let logged = |log: &str| log.lines().any(|l| l.contains("route=\"/v1/auth/login\" status=499"));
    for _ in 0..100 {
        if logged(&server.log()) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no line with status 499:\n{}", server.log());
}

/// A runaway client could send as many requests as it liked. Each token (or address, without
/// one) now has a budget per minute, and every answer says what is left of it.
#[tokio::test]
async fn a_spent_request_budget_answers_429_for_that_caller_only() {
    let server = TestServer::start_with(&["--rate-limit", "5/min"]).await;
    // Registering and signing in are unauthenticated: they spend the address's budget.
    let (alice, bob) = (server.signed_up().await, server.signed_up().await);
    let header = |reply: &Reply, name: &str| reply.2.get(name).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    for left in (0..5).rev() {
        let reply = server.get("/v1/me", alice.token()).await;
        assert_eq!(reply.0, StatusCode::OK);
        assert_eq!(header(&reply, "ratelimit-policy"), "\"default\";q=5;w=60");
        assert!(header(&reply, "ratelimit").starts_with(&format!("\"default\";r={left};")), "{:?}", reply.2);
    }
    let spent = server.get("/v1/me", alice.token()).await;
    expect_problem(&spent, StatusCode::TOO_MANY_REQUESTS, "rate_limited");
    assert!(header(&spent, "retry-after").parse::<u64>().is_ok_and(|s| s >= 1), "{:?}", spent.2);
    assert_eq!(server.get("/v1/me", bob.token()).await.0, StatusCode::OK, "another token has its own budget");
}

/// There was nothing to watch the server with. `--metrics-listen` serves Prometheus text on an
/// address of its own: requests by route template (never ids), latency, runs, database waits.
#[tokio::test]
async fn metrics_are_served_on_their_own_address_only() {
    let server = TestServer::start_with(&["--metrics-listen", "127.0.0.1:0"]).await;
    let user = server.signed_up().await;
    server.get("/v1/projects/prj_secret_id", user.token()).await;
    let log = server.log();
    let address = regex::Regex::new(r"metrics at (http://[0-9.:]+/metrics)").unwrap();
    let url = address.captures(&log).unwrap_or_else(|| panic!("no metrics address in the log: {log}"))[1].to_string();
    let text = reqwest::get(&url).await.unwrap().text().await.unwrap();
    assert!(
        text.contains(r#"testdeck_http_requests_total{route="/v1/projects/{id}",method="GET",status="404"} 1"#),
        "{text}"
    );
    assert!(text.contains("testdeck_http_request_duration_seconds_bucket{route=\"/v1/auth/login\""), "{text}");
    assert!(text.contains("testdeck_run_queue_depth 0") && text.contains("testdeck_database_waits_total"), "{text}");
    assert!(!text.contains("prj_secret_id"), "ids stay out of the figures");
    assert_eq!(server.get("/metrics", None).await.0, StatusCode::NOT_FOUND, "not on the API's address");
}
