//! Accounts and sessions: register, login, throttling, refresh rotation and reuse
//! detection, logout, one-time codes, `GET /v1/me`, forged tokens.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

fn register_input(email: &str, password: &str) -> Value {
    json!({
        "email": email,
        "password": password,
        "name": "Ada Lovelace",
        "organizationName": "Analytical Engines",
    })
}

async fn login_reply(server: &TestServer, email: &str, password: &str) -> Reply {
    let input = json!({ "email": email, "password": password });
    server.post("/v1/auth/login", None, &input).await
}

async fn refresh_reply(server: &TestServer, refresh_token: &str) -> Reply {
    let input = json!({ "refreshToken": refresh_token });
    server.post("/v1/auth/refresh", None, &input).await
}

/// The session `payload` of a successful refresh.
async fn refreshed(server: &TestServer, refresh_token: &str) -> Value {
    let (status, body, _) = refresh_reply(server, refresh_token).await;
    assert_eq!(status, StatusCode::CREATED, "refresh: {body}");
    assert_session(&body["payload"]);
    body["payload"].clone()
}

fn assert_session(session: &Value) {
    assert!(!str_field(session, "accessToken").is_empty(), "{session}");
    assert!(!str_field(session, "refreshToken").is_empty(), "{session}");
    assert_eq!(session["tokenType"], json!("Bearer"), "{session}");
    let expires_in = session["expiresIn"].as_i64().unwrap_or(0);
    assert!(expires_in > 0, "expiresIn: {session}");
}

/// GET /v1/me with the token answers 200 for this email.
async fn assert_signed_in_as(server: &TestServer, token: &str, email: &str) {
    let (status, body, _) = server.get("/v1/me", Some(token)).await;
    assert_eq!(status, StatusCode::OK, "GET /v1/me: {body}");
    assert_eq!(body["payload"]["account"]["email"], json!(email), "{body}");
}

async fn assert_rejected_token(server: &TestServer, token: &str) {
    let reply = server.get("/v1/me", Some(token)).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}

// ---- register ----------------------------------------------------------------------------

#[tokio::test]
async fn register_creates_an_owner_with_organization_and_default_team() {
    let server = TestServer::start().await;
    let email = unique_email("ada");
    let me = server.register(&email, "Analytical Engines").await;

    let account = &me["account"];
    assert!(!str_field(account, "id").is_empty());
    assert_eq!(account["email"], json!(email));
    assert_eq!(account["name"], json!("Test User"));
    assert_eq!(account["role"], json!("owner"));
    assert!(chrono::DateTime::parse_from_rfc3339(&str_field(account, "createdAt")).is_ok());
    assert_eq!(me["organization"]["name"], json!("Analytical Engines"));
    assert!(!str_field(&me["organization"], "id").is_empty());

    let teams = me["teams"].as_array().expect("teams array");
    assert_eq!(teams.len(), 1, "one default team: {me}");
    for field in ["id", "name", "slug", "createdAt"] {
        str_field(&teams[0], field);
    }
}

#[tokio::test]
async fn register_with_a_taken_email_is_409() {
    let server = TestServer::start().await;
    let email = unique_email("dup");
    server.register(&email, "First").await;
    let reply = server.post("/v1/auth/register", None, &register_input(&email, PASSWORD)).await;
    expect_problem(&reply, StatusCode::CONFLICT, "conflict");
    // The first account is untouched.
    server.login(&email).await;
}

#[tokio::test]
async fn register_with_a_short_password_names_the_password_and_writes_nothing() {
    let server = TestServer::start().await;
    let email = unique_email("short");
    let reply = server.post("/v1/auth/register", None, &register_input(&email, "1234567")).await;
    expect_invalid_field(&reply, "/password");
    // No account was created: the address is still free.
    server.register(&email, "Second try").await;
}

#[tokio::test]
async fn register_without_email_names_the_email() {
    let server = TestServer::start().await;
    let input = json!({ "password": PASSWORD, "name": "Ada", "organizationName": "Org" });
    let reply = server.post("/v1/auth/register", None, &input).await;
    expect_invalid_field(&reply, "/email");
}

// ---- login -------------------------------------------------------------------------------

#[tokio::test]
async fn login_answers_a_bearer_session_that_works() {
    let server = TestServer::start().await;
    let email = unique_email("login");
    server.register(&email, "Org").await;
    let (status, body, _) = login_reply(&server, &email, PASSWORD).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let session = &body["payload"];
    assert_session(session);
    assert_signed_in_as(&server, &str_field(session, "accessToken"), &email).await;
}

#[tokio::test]
async fn wrong_password_and_unknown_email_answer_the_same_401() {
    let server = TestServer::start().await;
    let email = unique_email("known");
    server.register(&email, "Org").await;

    let wrong_password = login_reply(&server, &email, "not the password").await;
    let unknown_email = login_reply(&server, &unique_email("nobody"), PASSWORD).await;

    for reply in [&wrong_password, &unknown_email] {
        assert_eq!(reply.0, StatusCode::UNAUTHORIZED, "{}", reply.1);
        assert_problem_shape(&reply.1, &reply.2, StatusCode::UNAUTHORIZED);
    }
    for field in ["type", "title", "code", "detail"] {
        assert_eq!(
            wrong_password.1[field], unknown_email.1[field],
            "{field} differs: {} vs {}",
            wrong_password.1, unknown_email.1
        );
    }
}

#[tokio::test]
async fn five_failed_logins_throttle_the_address() {
    let server = TestServer::start().await;
    let email = unique_email("throttled");
    server.register(&email, "Org").await;
    for attempt in 1..=5 {
        let (status, body, _) = login_reply(&server, &email, "wrong password").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "attempt {attempt}: {body}");
    }

    // Even the right password is refused now.
    let reply = login_reply(&server, &email, PASSWORD).await;
    expect_problem(&reply, StatusCode::TOO_MANY_REQUESTS, "rate_limited");
    let retry_after = reply
        .2
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("429 without numeric Retry-After: {:?}", reply.2));
    assert!(retry_after >= 1, "Retry-After: {retry_after}");
}

// ---- refresh and logout ------------------------------------------------------------------

#[tokio::test]
async fn refresh_rotates_the_token_pair() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let session = refreshed(&server, &user.refresh_token).await;
    assert_ne!(str_field(&session, "refreshToken"), user.refresh_token);
    assert_signed_in_as(&server, &str_field(&session, "accessToken"), &user.email).await;
}

#[tokio::test]
async fn reusing_a_spent_refresh_token_revokes_the_whole_family() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let newer = str_field(&refreshed(&server, &user.refresh_token).await, "refreshToken");

    let reuse = refresh_reply(&server, &user.refresh_token).await;
    expect_problem(&reuse, StatusCode::UNAUTHORIZED, "unauthorized");

    // The reuse revoked the token issued by the legitimate refresh as well.
    let after_reuse = refresh_reply(&server, &newer).await;
    expect_problem(&after_reuse, StatusCode::UNAUTHORIZED, "unauthorized");
}

#[tokio::test]
async fn unknown_refresh_token_is_401() {
    let server = TestServer::start().await;
    let reply = refresh_reply(&server, "not-a-refresh-token").await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}

#[tokio::test]
async fn logout_ends_the_refresh_token() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "refreshToken": user.refresh_token });
    let (status, body, _) = server.post("/v1/auth/logout", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"], json!({ "loggedOut": true }));

    let reply = refresh_reply(&server, &user.refresh_token).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}

// ---- one-time codes ----------------------------------------------------------------------

async fn request_otp(server: &TestServer, email: &str) -> Value {
    let input = json!({ "email": email });
    let (status, body, _) = server.post("/v1/auth/otp/request", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "otp request for {email}: {body}");
    body["payload"].clone()
}

async fn verify_otp(server: &TestServer, email: &str, code: &str) -> Reply {
    let input = json!({ "email": email, "code": code });
    server.post("/v1/auth/otp/verify", None, &input).await
}

/// A 6-digit code that differs from `code`.
fn other_code(code: &str) -> String {
    let n: u32 = code.parse().expect("6-digit code");
    format!("{:06}", (n + 1) % 1_000_000)
}

#[tokio::test]
async fn otp_request_answers_the_same_for_unknown_addresses() {
    let server = TestServer::start().await;
    let email = unique_email("otp");
    server.register(&email, "Org").await;

    let known = request_otp(&server, &email).await;
    let unknown = request_otp(&server, &unique_email("stranger")).await;
    assert!(known["expiresIn"].as_i64().unwrap_or(0) > 0, "{known}");
    assert!(known["message"].is_string(), "{known}");
    assert_eq!(known, unknown);
}

#[tokio::test]
async fn otp_code_from_the_log_signs_in() {
    let server = TestServer::start().await;
    let email = unique_email("otp");
    server.register(&email, "Org").await;
    request_otp(&server, &email).await;
    let code = server.otp_code_for(&email).await;

    let (status, body, _) = verify_otp(&server, &email, &code).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_session(&body["payload"]);
    assert_signed_in_as(&server, &str_field(&body["payload"], "accessToken"), &email).await;
}

#[tokio::test]
async fn otp_wrong_code_is_401() {
    let server = TestServer::start().await;
    let email = unique_email("otp");
    server.register(&email, "Org").await;
    request_otp(&server, &email).await;
    let code = server.otp_code_for(&email).await;

    let wrong = verify_otp(&server, &email, &other_code(&code)).await;
    expect_problem(&wrong, StatusCode::UNAUTHORIZED, "unauthorized");
    // One wrong guess does not void the real code.
    let (status, body, _) = verify_otp(&server, &email, &code).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

#[tokio::test]
async fn otp_code_works_only_once() {
    let server = TestServer::start().await;
    let email = unique_email("otp");
    server.register(&email, "Org").await;
    request_otp(&server, &email).await;
    let code = server.otp_code_for(&email).await;

    let (status, body, _) = verify_otp(&server, &email, &code).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let again = verify_otp(&server, &email, &code).await;
    expect_problem(&again, StatusCode::UNAUTHORIZED, "unauthorized");
}

// ---- me and session tokens ---------------------------------------------------------------

#[tokio::test]
async fn me_describes_the_caller() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (status, body, _) = server.get("/v1/me", user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let me = &body["payload"];
    assert_eq!(me["account"]["id"], json!(user.account_id));
    assert_eq!(me["account"]["email"], json!(user.email));
    assert_eq!(me["account"]["role"], json!("owner"));
    assert_eq!(me["organization"]["id"], json!(user.org_id));
    assert_eq!(ids_of(&me["teams"]), vec![user.team_id.clone()]);
}

/// `{"alg":"none","typ":"JWT"}`, base64url.
const UNSIGNED_JWT_HEADER: &str = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0";

fn jwt_parts(token: &str) -> Vec<&str> {
    let parts: Vec<&str> = token.split('.').collect();
    assert_eq!(parts.len(), 3, "access token is not a JWT: {token}");
    parts
}

#[tokio::test]
async fn unsigned_jwt_with_real_claims_is_rejected() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let claims = jwt_parts(&user.access_token)[1];
    let forged = format!("{UNSIGNED_JWT_HEADER}.{claims}.");
    assert_rejected_token(&server, &forged).await;
}

#[tokio::test]
async fn jwt_with_another_sessions_signature_is_rejected() {
    let server = TestServer::start().await;
    let alice = server.signed_up().await;
    let bob = server.signed_up().await;
    let a = jwt_parts(&alice.access_token);
    let b = jwt_parts(&bob.access_token);
    let forged = format!("{}.{}.{}", a[0], a[1], b[2]);
    assert_rejected_token(&server, &forged).await;
    // The genuine token still works.
    assert_signed_in_as(&server, &alice.access_token, &alice.email).await;
}

#[tokio::test]
async fn register_without_organization_name_names_it_after_the_person() {
    let server = TestServer::start().await;
    let input = json!({ "email": unique_email("solo"), "password": PASSWORD, "name": "Grace" });
    let (status, body, _) = server.post("/v1/auth/register", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"]["organization"]["name"], json!("Grace's organization"));
    assert_eq!(body["payload"]["account"]["role"], json!("owner"));
}
