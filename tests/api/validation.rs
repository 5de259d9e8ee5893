//! Bad input: every rejection is a problem+json naming the field, and nothing is written.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

/// POSTs raw bytes to /v1/projects with the given content type.
async fn post_raw_project(server: &TestServer, user: &User, content_type: &str, body: Vec<u8>) -> Reply {
    let builder =
        server.request(Method::POST, "/v1/projects", user.token()).header("content-type", content_type).body(body);
    server.send(builder).await
}

async fn assert_no_projects(server: &TestServer, user: &User) {
    let page = server.project_page(user.token()).await;
    assert_eq!(page["total"], json!(0), "something was written: {page}");
}

/// A user with one project; answers the project.
async fn user_with_project(server: &TestServer) -> (User, Value) {
    let user = server.signed_up().await;
    let project = server.create_project(user.token(), "Storefront").await;
    (user, project)
}

#[tokio::test]
async fn malformed_json_is_400_and_writes_nothing() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    for body in [r#"{"name": "#, "[1, 2]", r#""Storefront""#, ""] {
        let reply = post_raw_project(&server, &user, "application/json", body.into()).await;
        assert_eq!(reply.0, StatusCode::BAD_REQUEST, "body {body:?}: {}", reply.1);
        assert_problem(&reply.1, &reply.2, StatusCode::BAD_REQUEST, "validation_failed");
    }
    assert_no_projects(&server, &user).await;
}

#[tokio::test]
async fn wrong_type_names_the_field() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let reply = server.post("/v1/projects", user.token(), &json!({ "name": 5 })).await;
    expect_invalid_field(&reply, "/name");
    assert_no_projects(&server, &user).await;
}

#[tokio::test]
async fn missing_required_field_names_the_field() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "description": "no name" });
    let reply = server.post("/v1/projects", user.token(), &input).await;
    expect_invalid_field(&reply, "/name");
    assert_no_projects(&server, &user).await;
}

#[tokio::test]
async fn too_long_string_names_the_field() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "name": "n".repeat(201) });
    let reply = server.post("/v1/projects", user.token(), &input).await;
    expect_invalid_field(&reply, "/name");
    assert_no_projects(&server, &user).await;
}

#[tokio::test]
async fn body_over_one_mebibyte_is_413() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let huge = json!({ "name": "Storefront", "description": "d".repeat(1_100_000) });
    let body = serde_json::to_vec(&huge).unwrap();
    let reply = post_raw_project(&server, &user, "application/json", body).await;
    expect_problem(&reply, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    assert_no_projects(&server, &user).await;
}

#[tokio::test]
async fn wrong_content_type_is_415() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let body = br#"{"name": "Storefront"}"#.to_vec();
    let reply = post_raw_project(&server, &user, "text/plain", body).await;
    expect_problem(&reply, StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_media_type");
    assert_no_projects(&server, &user).await;
}

#[tokio::test]
async fn paging_parameters_out_of_range_name_the_parameter() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let cases = [("limit=0", "limit"), ("limit=101", "limit"), ("limit=abc", "limit"), ("offset=-1", "offset")];
    for (query, field) in cases {
        let reply = server.get(&format!("/v1/projects?{query}"), user.token()).await;
        assert_eq!(reply.0, StatusCode::BAD_REQUEST, "{query}: {}", reply.1);
        let fields = error_fields(&reply.1);
        assert!(fields.iter().any(|f| f == field), "{query}: errors {fields:?}");
        assert_problem(&reply.1, &reply.2, StatusCode::BAD_REQUEST, "validation_failed");
    }
}

#[tokio::test]
async fn unknown_project_id_is_404() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let path = "/v1/projects/prj_doesnotexist";
    expect_problem(&server.get(path, user.token()).await, StatusCode::NOT_FOUND, "not_found");
    let rename = server.patch(path, user.token(), &json!({ "name": "x" })).await;
    expect_problem(&rename, StatusCode::NOT_FOUND, "not_found");
    let settings = server.get(&format!("{path}/settings"), user.token()).await;
    expect_problem(&settings, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn invalid_patch_names_the_field_and_changes_nothing() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let path = format!("/v1/projects/{}", str_field(&project, "id"));

    let reply = server.patch(&path, user.token(), &json!({ "name": "" })).await;
    expect_invalid_field(&reply, "/name");
    let reply = server.patch(&path, user.token(), &json!({ "name": ["Shop"] })).await;
    expect_invalid_field(&reply, "/name");

    let (_, reread, _) = server.get(&path, user.token()).await;
    assert_eq!(reread["payload"], project);
}

#[tokio::test]
async fn invalid_settings_name_the_field_and_change_nothing() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let path = format!("/v1/projects/{}/settings", str_field(&project, "id"));
    let (_, before, _) = server.get(&path, user.token()).await;

    let bad_enum = json!({ "defaultSeverity": "catastrophic" });
    let reply = server.patch(&path, user.token(), &bad_enum).await;
    expect_invalid_field(&reply, "/defaultSeverity");
    let bad_range = json!({ "resultRetentionDays": 0 });
    let reply = server.patch(&path, user.token(), &bad_range).await;
    expect_invalid_field(&reply, "/resultRetentionDays");

    let (_, after, _) = server.get(&path, user.token()).await;
    assert_eq!(after["payload"], before["payload"]);
    assert_eq!(after["payload"]["defaultSeverity"], json!("medium"));
}

#[tokio::test]
async fn invalid_email_on_register_names_the_email() {
    let server = TestServer::start().await;
    let input = json!({
        "email": "not-an-address",
        "password": PASSWORD,
        "name": "Ada",
        "organizationName": "Org",
    });
    let reply = server.post("/v1/auth/register", None, &input).await;
    expect_invalid_field(&reply, "/email");
}
