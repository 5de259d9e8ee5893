//! Hardening of sign-ins and tokens: bounded password checks, throttles per email and client
//! address (behind trusted proxies too), tokens that cannot mint tokens or cross sessions.

use std::net::IpAddr;
use std::time::Duration;

use futures::future::join_all;
use reqwest::{Client, StatusCode};
use serde_json::json;

use crate::helpers::*;

/// A client whose connections come from `source` (any 127.0.0.0/8 address reaches the server).
fn client_from(source: &str) -> Client {
    let source: IpAddr = source.parse().unwrap();
    Client::builder().no_proxy().local_address(source).build().unwrap()
}

/// A sign-in from `source`, optionally through a proxy that says `X-Forwarded-For: forwarded`.
async fn sign_in(server: &TestServer, source: &str, forwarded: Option<&str>, email: &str, password: &str) -> Reply {
    let mut request =
        client_from(source).post(server.url("/v1/auth/login")).json(&json!({"email": email, "password": password}));
    if let Some(client) = forwarded {
        request = request.header("x-forwarded-for", client);
    }
    server.send(request).await
}

fn retry_after(reply: &Reply) -> u64 {
    reply
        .2
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{} without a numeric Retry-After: {:?}", reply.0, reply.2))
}

/// Each password check takes ~19 MiB; unbounded, 64 at once took 1.5 GB. Bounded to one per
/// core, the peak stays near two or three of them whatever the burst.
#[tokio::test]
async fn a_burst_of_sign_ins_does_not_take_the_servers_memory() {
    let server = TestServer::start().await;
    let before = server.peak_memory_kib();
    let attempts = (0..64).map(|i| {
        let body = json!({"email": format!("nobody-{i}@example.com"), "password": "not the password"});
        server.send(server.request(reqwest::Method::POST, "/v1/auth/login", None).json(&body))
    });
    for (status, body, headers) in join_all(attempts).await {
        match status {
            StatusCode::UNAUTHORIZED => {}
            StatusCode::SERVICE_UNAVAILABLE => {
                assert_problem(&body, &headers, status, "unavailable");
                assert!(headers.contains_key("retry-after"), "a busy answer says when to retry");
            }
            other => panic!("a sign-in with a wrong password answered {other}: {body}"),
        }
    }
    let grown_mib = server.peak_memory_kib().saturating_sub(before) / 1024;
    assert!(grown_mib < 256, "the burst took {grown_mib} MiB at its peak; hashing is not bounded");
}

/// The throttle was checked before hashing and counted after: 48 concurrent wrong passwords
/// were all evaluated. Attempts are now reserved before the check.
#[tokio::test]
async fn a_burst_of_wrong_passwords_gets_only_the_free_attempts() {
    let server = TestServer::start().await;
    let email = unique_email("burst");
    server.register(&email, "Org").await;
    let attempts = (0..48).map(|_| sign_in(&server, "127.0.0.1", None, &email, "not the password"));
    let replies = join_all(attempts).await;
    let checked = replies.iter().filter(|r| r.0 == StatusCode::UNAUTHORIZED).count();
    let refused = replies.iter().filter(|r| r.0 == StatusCode::TOO_MANY_REQUESTS).count();
    assert!(checked <= 5, "{checked} of 48 concurrent wrong passwords were checked; 5 are free");
    assert_eq!(checked + refused, 48, "every other attempt is refused with 429");
}

/// Five wrong passwords for someone's email locked its owner out everywhere for 15 minutes.
#[tokio::test]
async fn a_strangers_failures_do_not_lock_the_owner_out_from_elsewhere() {
    let server = TestServer::start().await;
    let email = unique_email("victim");
    server.register(&email, "Org").await;
    for _ in 0..5 {
        assert_eq!(sign_in(&server, "127.0.0.2", None, &email, "guess").await.0, StatusCode::UNAUTHORIZED);
    }
    let stranger = sign_in(&server, "127.0.0.2", None, &email, PASSWORD).await;
    assert_eq!(stranger.0, StatusCode::TOO_MANY_REQUESTS, "the guessing address is held back");
    let owner = sign_in(&server, "127.0.0.3", None, &email, PASSWORD).await;
    assert_eq!(owner.0, StatusCode::CREATED, "the owner signs in from another address: {}", owner.1);
}

/// Past the free attempts the wait starts short and doubles, instead of a flat 15 minutes.
#[tokio::test]
async fn the_wait_after_failures_starts_short_and_doubles() {
    let server = TestServer::start().await;
    let email = unique_email("backoff");
    for _ in 0..5 {
        sign_in(&server, "127.0.0.1", None, &email, "guess").await;
    }
    let first = sign_in(&server, "127.0.0.1", None, &email, "guess").await;
    let first_wait = retry_after(&first);
    assert!((1..=2).contains(&first_wait), "first wait {first_wait} s");
    tokio::time::sleep(Duration::from_secs(first_wait)).await;
    assert_eq!(sign_in(&server, "127.0.0.1", None, &email, "guess").await.0, StatusCode::UNAUTHORIZED);
    let second_wait = retry_after(&sign_in(&server, "127.0.0.1", None, &email, "guess").await);
    assert!((3..=4).contains(&second_wait), "the wait doubles: {second_wait} s after {first_wait} s");
}

/// `X-Forwarded-For` names the client only when a trusted proxy sends it.
#[tokio::test]
async fn only_a_trusted_proxy_may_name_the_client() {
    let email = unique_email("proxied");
    let direct = TestServer::start().await;
    direct.register(&email, "Org").await;
    for n in 0..5 {
        let claimed = format!("198.51.100.{n}");
        sign_in(&direct, "127.0.0.1", Some(&claimed), &email, "guess").await;
    }
    let reply = sign_in(&direct, "127.0.0.1", Some("198.51.100.99"), &email, PASSWORD).await;
    assert_eq!(reply.0, StatusCode::TOO_MANY_REQUESTS, "an untrusted peer cannot pose as new clients");

    let behind_proxy = TestServer::start_with(&["--trusted-proxies", "127.0.0.1"]).await;
    behind_proxy.register(&email, "Org").await;
    for _ in 0..5 {
        sign_in(&behind_proxy, "127.0.0.1", Some("198.51.100.1"), &email, "guess").await;
    }
    let guesser = sign_in(&behind_proxy, "127.0.0.1", Some("198.51.100.1"), &email, PASSWORD).await;
    assert_eq!(guesser.0, StatusCode::TOO_MANY_REQUESTS);
    let owner = sign_in(&behind_proxy, "127.0.0.1", Some("198.51.100.2"), &email, PASSWORD).await;
    assert_eq!(owner.0, StatusCode::CREATED, "the proxy's client address is the key: {}", owner.1);
}

/// An API token could mint more API tokens, which outlived it when it was revoked.
#[tokio::test]
async fn an_api_token_cannot_mint_api_tokens() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let created_reply = server.post("/v1/me/api-tokens", user.token(), &json!({"name": "ci"})).await;
    let token = str_field(&created(created_reply, "api token"), "token");
    let minted = server.post("/v1/me/api-tokens", Some(&token), &json!({"name": "child"})).await;
    expect_problem(&minted, StatusCode::FORBIDDEN, "forbidden");
    let listed = get_ok(&server, &user, "/v1/me/api-tokens").await;
    assert_eq!(listed["total"], 1, "nothing was minted: {listed}");
    let reply = server.get("/v1/me/api-tokens", Some(&token)).await;
    assert_eq!(reply.0, StatusCode::OK, "the API token still reads");
}

/// A session token's `sid` must be a session of its `sub`: a token naming one account and
/// another account's session is refused (it needs the signing key, but the check was missing).
#[tokio::test]
async fn a_session_token_must_name_a_session_of_its_own_account() {
    use jsonwebtoken::{decode, encode, DecodingKey, EncodingKey, Header, Validation};
    const SECRET: &str = "a signing key of at least thirty-two bytes";
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Claims {
        sub: String,
        sid: String,
        iat: i64,
        exp: i64,
    }
    let server = TestServer::start_with(&["--jwt-secret", SECRET]).await;
    let (alice, bob) = (server.signed_up().await, server.signed_up().await);
    let sid_of = |user: &User| {
        decode::<Claims>(&user.access_token, &DecodingKey::from_secret(SECRET.as_bytes()), &Validation::default())
            .expect("the server signs with the configured key")
            .claims
            .sid
    };
    let forge = |sub: &str, sid: String| {
        let iat = chrono::Utc::now().timestamp();
        let claims = Claims { sub: sub.to_string(), sid, iat, exp: iat + 600 };
        encode(&Header::default(), &claims, &EncodingKey::from_secret(SECRET.as_bytes())).unwrap()
    };
    let own = forge(&alice.account_id, sid_of(&alice));
    assert_eq!(server.get("/v1/me", Some(&own)).await.0, StatusCode::OK, "a well-formed token of her own session");
    let crossed = forge(&alice.account_id, sid_of(&bob));
    let reply = server.get("/v1/me", Some(&crossed)).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}
