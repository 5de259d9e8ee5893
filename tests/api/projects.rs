//! Projects of one account: create, list and page, read, update, settings.

use std::collections::HashSet;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

fn rfc3339(object: &Value, field: &str) -> chrono::DateTime<chrono::FixedOffset> {
    let text = str_field(object, field);
    chrono::DateTime::parse_from_rfc3339(&text).unwrap_or_else(|e| panic!("{field} {text:?} is not RFC 3339: {e}"))
}

async fn settings(server: &TestServer, user: &User, project_id: &str) -> Value {
    let path = format!("/v1/projects/{project_id}/settings");
    let (status, body, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "settings: {body}");
    body["payload"].clone()
}

#[tokio::test]
async fn create_answers_the_project_in_the_callers_team() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "name": "Storefront", "description": "The shop" });
    let (status, body, _) = server.post("/v1/projects", user.token(), &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    let project = &body["payload"];
    assert!(!str_field(project, "id").is_empty());
    assert_eq!(project["name"], json!("Storefront"));
    assert_eq!(project["description"], json!("The shop"));
    assert_eq!(project["teamId"], json!(user.team_id));
    assert!(rfc3339(project, "updatedAt") >= rfc3339(project, "createdAt"));
}

#[tokio::test]
async fn get_answers_the_created_project() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let created = server.create_project(user.token(), "Storefront").await;
    let path = format!("/v1/projects/{}", str_field(&created, "id"));
    let (status, body, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], created);
}

#[tokio::test]
async fn list_defaults_to_fifty_and_pages_without_gaps() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let mut created = HashSet::new();
    for name in ["One", "Two", "Three"] {
        created.insert(str_field(&server.create_project(user.token(), name).await, "id"));
    }

    let (status, body, _) = server.get("/v1/projects", user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let page = &body["payload"];
    assert_eq!(page["total"], json!(3), "{page}");
    assert_eq!(page["limit"], json!(50), "{page}");
    assert_eq!(page["offset"], json!(0), "{page}");
    assert_eq!(ids_of(&page["items"]).len(), 3);

    let first = page_ids(&server, &user, "limit=2&offset=0").await;
    let second = page_ids(&server, &user, "limit=2&offset=2").await;
    assert_eq!(first.len(), 2, "first page {first:?}");
    assert_eq!(second.len(), 1, "second page {second:?}");
    let paged: HashSet<String> = first.into_iter().chain(second).collect();
    assert_eq!(paged, created, "paging skipped or repeated a project");
}

async fn page_ids(server: &TestServer, user: &User, query: &str) -> Vec<String> {
    let (status, body, _) = server.get(&format!("/v1/projects?{query}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    assert_eq!(body["payload"]["total"], json!(3), "{query}: {body}");
    ids_of(&body["payload"]["items"])
}

#[tokio::test]
async fn patch_renames_and_moves_updated_at() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let input = json!({ "name": "Storefront", "description": "The shop" });
    let (_, created, _) = server.post("/v1/projects", user.token(), &input).await;
    let created = &created["payload"];
    let path = format!("/v1/projects/{}", str_field(created, "id"));

    tokio::time::sleep(Duration::from_millis(1100)).await;
    let (status, body, _) = server.patch(&path, user.token(), &json!({ "name": "Shop" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let updated = &body["payload"];
    assert_eq!(updated["name"], json!("Shop"));
    assert_eq!(updated["description"], json!("The shop"), "left-out field changed");
    assert_eq!(updated["createdAt"], created["createdAt"]);
    assert!(rfc3339(updated, "updatedAt") > rfc3339(created, "updatedAt"));

    let (_, reread, _) = server.get(&path, user.token()).await;
    assert_eq!(reread["payload"]["name"], json!("Shop"));
}

#[tokio::test]
async fn duplicate_name_in_one_team_is_409_and_not_written() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    server.create_project(user.token(), "Storefront").await;
    let reply = server.post("/v1/projects", user.token(), &json!({ "name": "Storefront" })).await;
    expect_problem(&reply, StatusCode::CONFLICT, "conflict");
    assert_eq!(server.project_page(user.token()).await["total"], json!(1));
}

#[tokio::test]
async fn same_name_in_another_organization_is_fine() {
    let server = TestServer::start().await;
    let alice = server.signed_up().await;
    let bob = server.signed_up().await;
    let a = server.create_project(alice.token(), "Storefront").await;
    let b = server.create_project(bob.token(), "Storefront").await;
    assert_ne!(a["id"], b["id"]);
}

#[tokio::test]
async fn settings_default_and_update_sticks() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project_id = str_field(&server.create_project(user.token(), "Storefront").await, "id");

    let before = settings(&server, &user, &project_id).await;
    assert_eq!(before["defaultSeverity"], json!("medium"));
    let retention = before["resultRetentionDays"].as_i64().unwrap_or(0);
    assert!(retention >= 1, "{before}");

    let path = format!("/v1/projects/{project_id}/settings");
    let change = json!({ "defaultSeverity": "high" });
    let (status, body, _) = server.patch(&path, user.token(), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["defaultSeverity"], json!("high"));

    let after = settings(&server, &user, &project_id).await;
    assert_eq!(after["defaultSeverity"], json!("high"));
    assert_eq!(after["resultRetentionDays"], json!(retention), "left-out field changed");
}
