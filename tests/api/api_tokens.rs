//! Personal API tokens: created once in plaintext, usable as bearer, listed without the
//! plaintext, revoked at once.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

async fn create_token(server: &TestServer, user: &User, input: &Value) -> Value {
    let (status, body, _) = server.post("/v1/me/api-tokens", user.token(), input).await;
    assert_eq!(status, StatusCode::CREATED, "create api token {input}: {body}");
    body["payload"].clone()
}

async fn token_list(server: &TestServer, user: &User) -> Value {
    let (status, body, _) = server.get("/v1/me/api-tokens", user.token()).await;
    assert_eq!(status, StatusCode::OK, "list api tokens: {body}");
    body["payload"].clone()
}

async fn me_status(server: &TestServer, token: &str) -> StatusCode {
    server.get("/v1/me", Some(token)).await.0
}

#[tokio::test]
async fn create_answers_the_plaintext_token_once() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let created = create_token(&server, &user, &json!({ "name": "ci" })).await;

    assert_eq!(created["name"], json!("ci"));
    assert!(!str_field(&created, "id").is_empty());
    assert!(created["lastUsedAt"].is_null(), "{created}");
    assert!(created["expiresAt"].is_null(), "{created}");
    assert!(chrono::DateTime::parse_from_rfc3339(&str_field(&created, "createdAt")).is_ok());
    let token = str_field(&created, "token");
    assert!(token.starts_with("svc_"), "token {token}");
    assert!(token.len() >= 36, "token too short: {token}");
    let prefix = str_field(&created, "prefix");
    assert!(!prefix.is_empty() && token.starts_with(&prefix), "prefix {prefix}");
}

#[tokio::test]
async fn api_token_authenticates_as_its_account() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let token = str_field(&create_token(&server, &user, &json!({ "name": "ci" })).await, "token");
    let (status, body, _) = server.get("/v1/me", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["account"]["id"], json!(user.account_id));
}

/// The raw text of the token list, once the first token in it shows a `lastUsedAt`
/// (the server may record the use just after answering; waits up to 2 s).
async fn list_text_after_use(server: &TestServer, user: &User) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    loop {
        let builder = server.request(Method::GET, "/v1/me/api-tokens", user.token());
        let (status, text, _) = server.send_text(builder).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        let page: Value = serde_json::from_str(&text).expect("JSON list");
        let used = page["payload"]["items"][0]["lastUsedAt"].is_string();
        if used || std::time::Instant::now() > deadline {
            return text;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn list_never_shows_the_plaintext_and_records_last_use() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let created = create_token(&server, &user, &json!({ "name": "ci" })).await;
    let token = str_field(&created, "token");
    assert_eq!(me_status(&server, &token).await, StatusCode::OK);

    let text = list_text_after_use(&server, &user).await;
    assert!(!text.contains(&token), "the list leaks the plaintext: {text}");
    let page: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(page["payload"]["total"], json!(1), "{page}");
    let listed = &page["payload"]["items"][0];
    assert_eq!(listed["id"], created["id"]);
    assert_eq!(listed["prefix"], created["prefix"]);
    assert!(listed.get("token").is_none(), "token field in list: {listed}");
    let last_used = str_field(listed, "lastUsedAt");
    assert!(chrono::DateTime::parse_from_rfc3339(&last_used).is_ok(), "{last_used}");
}

#[tokio::test]
async fn revoked_token_is_refused_on_the_next_request() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let created = create_token(&server, &user, &json!({ "name": "ci" })).await;
    let token = str_field(&created, "token");
    assert_eq!(me_status(&server, &token).await, StatusCode::OK);

    let path = format!("/v1/me/api-tokens/{}", str_field(&created, "id"));
    let (status, body, _) = server.delete(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let reply = server.get("/v1/me", Some(&token)).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}

#[tokio::test]
async fn expiry_in_the_past_is_rejected_and_nothing_is_created() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "name": "old", "expiresAt": "2001-01-01T00:00:00Z" });
    let reply = server.post("/v1/me/api-tokens", user.token(), &input).await;
    expect_invalid_field(&reply, "/expiresAt");
    assert_eq!(token_list(&server, &user).await["total"], json!(0));
}

#[tokio::test]
async fn expiry_in_the_future_is_kept_and_the_token_works() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let expires = chrono::Utc::now() + chrono::Duration::days(30);
    let input = json!({ "name": "month", "expiresAt": expires.to_rfc3339() });
    let created = create_token(&server, &user, &input).await;

    let answered =
        chrono::DateTime::parse_from_rfc3339(&str_field(&created, "expiresAt")).expect("expiresAt is RFC 3339");
    let drift = (answered.timestamp() - expires.timestamp()).abs();
    assert!(drift <= 1, "expiresAt {answered} vs {expires}");
    assert_eq!(me_status(&server, &str_field(&created, "token")).await, StatusCode::OK);
}

#[tokio::test]
async fn another_account_cannot_revoke_my_token() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let stranger = server.signed_up().await;
    let created = create_token(&server, &owner, &json!({ "name": "ci" })).await;

    let path = format!("/v1/me/api-tokens/{}", str_field(&created, "id"));
    let reply = server.delete(&path, stranger.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    assert_eq!(me_status(&server, &str_field(&created, "token")).await, StatusCode::OK);
    assert_eq!(token_list(&server, &stranger).await["total"], json!(0));
}
