//! Sessions of web pages (`/v1/auth/browser/*`): the refresh token travels only in an
//! `HttpOnly; SameSite=Strict` cookie scoped to these routes, rotates like the JSON one, and
//! a reused cookie ends the whole session.

use reqwest::header::{HeaderMap, COOKIE, SET_COOKIE};
use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::*;

/// The `testdeck_refresh` cookie a reply sets: its value and its attributes.
fn set_cookie(headers: &HeaderMap) -> (String, String) {
    let header = headers.get(SET_COOKIE).expect("a Set-Cookie header").to_str().unwrap().to_string();
    let (pair, attributes) = header.split_once(';').unwrap_or((&header, ""));
    let (name, value) = pair.split_once('=').expect("name=value");
    assert_eq!(name, "testdeck_refresh", "{header}");
    (value.to_string(), attributes.to_string())
}

async fn browser_post(server: &TestServer, path: &str, cookie: Option<&str>) -> Reply {
    let builder = server.request(Method::POST, path, None);
    let builder = match cookie {
        Some(value) => builder.header(COOKIE, format!("other=1; testdeck_refresh={value}")),
        None => builder,
    };
    server.send(builder).await
}

/// Signs in through the browser route; answers the access token and the cookie's value.
async fn browser_login(server: &TestServer, email: &str) -> (String, String) {
    let input = json!({ "email": email, "password": PASSWORD });
    let (status, body, headers) = server.post("/v1/auth/browser/login", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (cookie, _) = set_cookie(&headers);
    (str_field(&body["payload"], "accessToken"), cookie)
}

#[tokio::test]
async fn browser_login_keeps_the_refresh_token_out_of_the_page() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "email": user.email, "password": PASSWORD });
    let (status, body, headers) = server.post("/v1/auth/browser/login", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    let session = &body["payload"];
    assert!(session.get("refreshToken").is_none(), "no refresh token in the body: {session}");
    assert_eq!(session["tokenType"], json!("Bearer"));
    assert!(session["expiresIn"].as_i64().unwrap_or(0) > 0, "{session}");
    let (cookie, attributes) = set_cookie(&headers);
    assert!(cookie.len() >= 32, "a refresh token: {cookie}");
    assert!(!body.to_string().contains(&cookie), "the cookie's token is not in the body");
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/v1/auth/browser", "Max-Age=2592000"] {
        assert!(attributes.contains(attribute), "{attribute} in {attributes}");
    }
    assert!(!attributes.contains("Secure"), "plain http: a Secure cookie would be dropped: {attributes}");

    let (status, me, _) = server.get("/v1/me", Some(&str_field(session, "accessToken"))).await;
    assert_eq!(status, StatusCode::OK, "the access token works: {me}");
    assert_eq!(me["payload"]["account"]["email"], json!(user.email));

    let wrong = json!({ "email": user.email, "password": "not the password" });
    let (status, _, headers) = server.post("/v1/auth/browser/login", None, &wrong).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(headers.get(SET_COOKIE).is_none(), "no cookie for a failed sign-in");
}

#[tokio::test]
async fn the_cookie_rotates_and_a_reused_one_ends_the_session() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (_, first) = browser_login(&server, &user.email).await;

    let (status, body, headers) = browser_post(&server, "/v1/auth/browser/refresh", Some(&first)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let access = str_field(&body["payload"], "accessToken");
    let (second, _) = set_cookie(&headers);
    assert_ne!(second, first, "each refresh sets a new cookie");
    assert_eq!(server.get("/v1/me", Some(&access)).await.0, StatusCode::OK);

    // The spent cookie coming back means it leaked: the session ends, for every cookie.
    let reply = browser_post(&server, "/v1/auth/browser/refresh", Some(&first)).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
    let reply = browser_post(&server, "/v1/auth/browser/refresh", Some(&second)).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}

#[tokio::test]
async fn refresh_without_a_cookie_says_to_sign_in() {
    let server = TestServer::start().await;
    let reply = browser_post(&server, "/v1/auth/browser/refresh", None).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
    assert!(reply.1["detail"].as_str().unwrap_or_default().contains("testdeck_refresh"), "{}", reply.1);
    let reply = browser_post(&server, "/v1/auth/browser/refresh", Some("rt_not-a-token")).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");
}

#[tokio::test]
async fn browser_logout_revokes_and_clears_the_cookie() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (_, cookie) = browser_login(&server, &user.email).await;

    let (status, body, headers) = browser_post(&server, "/v1/auth/browser/logout", Some(&cookie)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (value, attributes) = set_cookie(&headers);
    assert_eq!(value, "", "the cookie is emptied");
    assert!(attributes.contains("Max-Age=0"), "and expires at once: {attributes}");
    let reply = browser_post(&server, "/v1/auth/browser/refresh", Some(&cookie)).await;
    expect_problem(&reply, StatusCode::UNAUTHORIZED, "unauthorized");

    // Without a cookie it answers the same: it reveals nothing.
    let (status, again, _) = browser_post(&server, "/v1/auth/browser/logout", None).await;
    assert_eq!((status, &again), (StatusCode::CREATED, &body));
}

#[tokio::test]
async fn a_one_time_code_signs_a_page_in_too() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (status, body, _) = server.post("/v1/auth/otp/request", None, &json!({ "email": user.email })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let code = server.otp_code_for(&user.email).await;
    let input = json!({ "email": user.email, "code": code });
    let (status, body, headers) = server.post("/v1/auth/browser/otp/verify", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(body["payload"].get("refreshToken").is_none(), "{body}");
    let (cookie, _) = set_cookie(&headers);
    let (status, _, _) = browser_post(&server, "/v1/auth/browser/refresh", Some(&cookie)).await;
    assert_eq!(status, StatusCode::CREATED, "the code's session renews from its cookie");
}

#[tokio::test]
async fn behind_https_the_cookie_is_secure_and_under_the_base_path() {
    let server = TestServer::start_with(&["--public-url", "https://td.example.com/qa"]).await;
    let user = server.signed_up().await;
    let input = json!({ "email": user.email, "password": PASSWORD });
    let (status, body, headers) = server.post("/v1/auth/browser/login", None, &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (_, attributes) = set_cookie(&headers);
    assert!(attributes.contains("; Secure"), "{attributes}");
    assert!(attributes.contains("Path=/qa/v1/auth/browser"), "{attributes}");
}

#[tokio::test]
async fn pages_of_other_origins_cannot_use_the_browser_session() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (_, cookie) = browser_login(&server, &user.email).await;
    let own = server.url("");
    // Another port of the same host is the same site: SameSite does not stop it; the origin check does.
    let port = own.rsplit(':').next().unwrap().parse::<u16>().unwrap();
    let sibling = format!("http://127.0.0.1:{}", port.wrapping_add(1));
    for origin in [sibling.as_str(), "https://evil.example"] {
        for path in ["/v1/auth/browser/refresh", "/v1/auth/browser/logout"] {
            let request = server
                .request(Method::POST, path, None)
                .header("origin", origin)
                .header(COOKIE, format!("testdeck_refresh={cookie}"));
            let reply = server.send(request).await;
            expect_problem(&reply, StatusCode::FORBIDDEN, "forbidden");
            assert!(reply.2.get(SET_COOKIE).is_none(), "{origin} {path}: the cookie is left alone");
        }
        let login = server
            .request(Method::POST, "/v1/auth/browser/login", None)
            .header("origin", origin)
            .json(&json!({ "email": user.email, "password": PASSWORD }));
        expect_problem(&server.send(login).await, StatusCode::FORBIDDEN, "forbidden");
    }
    // The session is intact, and the server's own pages are served.
    let own_page = server
        .request(Method::POST, "/v1/auth/browser/refresh", None)
        .header("origin", own.trim_end_matches('/'))
        .header(COOKIE, format!("testdeck_refresh={cookie}"));
    let (status, body, _) = server.send(own_page).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}
