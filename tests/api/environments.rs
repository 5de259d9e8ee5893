//! Environments of a project: create, list with filters and paging, get, PUT, DELETE; base
//! URLs must be absolute http(s) URLs; variable names must fit in `{{name}}`; other
//! organizations and other teams see nothing.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

fn environments_path(project_id: &str) -> String {
    format!("/v1/projects/{project_id}/environments")
}

fn environment_path(id: &str) -> String {
    format!("/v1/environments/{id}")
}

async fn environment_page(server: &TestServer, user: &User, project_id: &str, query: &str) -> Value {
    get_ok(server, user, &format!("{}?{query}", environments_path(project_id))).await
}

fn staging() -> Value {
    json!({
        "name": "staging",
        "baseUrl": "https://staging.example.com",
        "variables": { "apiKey": "k-123", "tenant": "acme" },
    })
}

fn time(object: &Value, field: &str) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(&str_field(object, field)).expect("RFC 3339 time")
}

// ---- create ------------------------------------------------------------------------------

#[tokio::test]
async fn create_answers_the_environment() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;

    let input = json!({
        "name": "  staging ",
        "baseUrl": " https://staging.example.com:8443/api ",
        "variables": { "apiKey": "k-123", "greeting": "hello world", "empty": "" },
    });
    let (status, body, _) = server.post(&environments_path(&project), user.token(), &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let environment = &body["payload"];
    assert!(str_field(environment, "id").starts_with("env_"), "{environment}");
    assert_eq!(environment["projectId"], json!(project));
    assert_eq!(environment["name"], json!("staging"));
    assert_eq!(environment["baseUrl"], json!("https://staging.example.com:8443/api"), "kept as given, trimmed");
    assert_eq!(environment["variables"], json!({ "apiKey": "k-123", "greeting": "hello world", "empty": "" }));
    assert_eq!(environment["createdAt"], environment["updatedAt"]);
    time(environment, "createdAt");

    let plain =
        create_environment(&server, &user, &project, json!({ "name": "local", "baseUrl": "http://127.0.0.1:3000" }))
            .await;
    assert_eq!(plain["variables"], json!({}), "left-out variables are none: {plain}");
    assert_eq!(plain["baseUrl"], json!("http://127.0.0.1:3000"));
}

#[tokio::test]
async fn base_url_must_be_an_absolute_http_url_with_a_host() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let path = environments_path(&project);

    for base_url in ["ftp://x", "not a url", "/x", "staging.example.com", "https://", "mailto:qa@example.com", ""] {
        let input = json!({ "name": "staging", "baseUrl": base_url });
        let reply = server.post(&path, user.token(), &input).await;
        expect_invalid_field(&reply, "/baseUrl");
        let message = reply.1["errors"][0]["message"].as_str().unwrap_or_default().to_string();
        assert!(!message.is_empty(), "a helpful message for {base_url:?}: {}", reply.1);
    }
    let reply = server.post(&path, user.token(), &json!({ "name": "staging" })).await;
    expect_invalid_field(&reply, "/baseUrl");
    let reply = server.post(&path, user.token(), &json!({ "name": "  ", "baseUrl": "https://x.test" })).await;
    expect_invalid_field(&reply, "/name");

    assert_eq!(environment_page(&server, &user, &project, "").await["total"], json!(0), "nothing was written");
}

#[tokio::test]
async fn variable_names_must_fit_in_placeholders() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let path = environments_path(&project);

    let cases = [
        ("", "/variables/"),
        ("api key", "/variables/api key"),
        ("{token}", "/variables/{token}"),
        ("a}", "/variables/a}"),
        ("tab\there", "/variables/tab\there"),
        ("path/to x", "/variables/path~1to x"),
    ];
    for (name, field) in cases {
        let input = json!({ "name": "staging", "baseUrl": "https://x.test", "variables": { name: "v", "fine": "ok" } });
        let reply = server.post(&path, user.token(), &input).await;
        expect_invalid_field(&reply, field);
        assert_eq!(error_fields(&reply.1), vec![field.to_string()], "only the bad name: {}", reply.1);
    }
    // Values must be strings (the schema says so).
    let input = json!({ "name": "staging", "baseUrl": "https://x.test", "variables": { "n": 5 } });
    let reply = server.post(&path, user.token(), &input).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");

    // Every fault is reported at once.
    let input = json!({ "name": "staging", "baseUrl": "ftp://x", "variables": { "a b": "1", "c{": "2" } });
    let reply = server.post(&path, user.token(), &input).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
    let mut fields = error_fields(&reply.1);
    fields.sort();
    assert_eq!(fields, vec!["/baseUrl", "/variables/a b", "/variables/c{"], "{}", reply.1);

    assert_eq!(environment_page(&server, &user, &project, "").await["total"], json!(0), "nothing was written");
}

// ---- list --------------------------------------------------------------------------------

#[tokio::test]
async fn list_is_newest_first_and_filters_by_name_base_url_id_ids_and_project() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let inputs = [
        ("Staging EU", "https://staging.example.com"),
        ("staging US", "https://staging.example.com/"),
        ("production", "https://www.example.com"),
    ];
    let mut ids = Vec::new();
    for (name, base_url) in inputs {
        let input = json!({ "name": name, "baseUrl": base_url });
        ids.push(str_field(&create_environment(&server, &user, &project, input).await, "id"));
        tick().await;
    }
    let other = project_of(&server, &user, "Backoffice").await;
    create_environment(&server, &user, &other, staging()).await;

    let page = environment_page(&server, &user, &project, "").await;
    assert_eq!(ids_of(&page["items"]), vec![ids[2].clone(), ids[1].clone(), ids[0].clone()], "{page}");
    assert_eq!((page["total"].clone(), page["limit"].clone(), page["offset"].clone()), (json!(3), json!(50), json!(0)));

    let by_name = environment_page(&server, &user, &project, "name=STAGING").await;
    assert_eq!(ids_of(&by_name["items"]), vec![ids[1].clone(), ids[0].clone()]);
    assert_eq!(by_name["total"], json!(2));

    let exact = environment_page(&server, &user, &project, "baseUrl=https%3A%2F%2Fstaging.example.com").await;
    assert_eq!(ids_of(&exact["items"]), vec![ids[0].clone()], "exact match, not prefix: {exact}");
    let slash = environment_page(&server, &user, &project, "baseUrl=https://staging.example.com/").await;
    assert_eq!(ids_of(&slash["items"]), vec![ids[1].clone()]);
    let partial = environment_page(&server, &user, &project, "baseUrl=staging").await;
    assert_eq!(partial["total"], json!(0));
    let combined =
        environment_page(&server, &user, &project, "name=us&baseUrl=https%3A%2F%2Fstaging.example.com").await;
    assert_eq!(combined["total"], json!(0), "filters combine");

    let by_id = environment_page(&server, &user, &project, &format!("id={}", ids[1])).await;
    assert_eq!(ids_of(&by_id["items"]), vec![ids[1].clone()]);
    let by_ids = environment_page(&server, &user, &project, &format!("ids={}&ids={}", ids[0], ids[2])).await;
    assert_eq!(ids_of(&by_ids["items"]), vec![ids[2].clone(), ids[0].clone()]);

    assert_eq!(environment_page(&server, &user, &project, &format!("projectId={project}")).await["total"], json!(3));
    let (status, body, _) =
        server.get(&format!("{}?projectId={other}", environments_path(&project)), user.token()).await;
    assert_eq!(
        (status, body["payload"]["total"].clone()),
        (StatusCode::OK, json!(0)),
        "another projectId matches nothing"
    );
}

#[tokio::test]
async fn paging_edges() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let mut created = Vec::new();
    for name in ["a", "b", "c"] {
        let input = json!({ "name": name, "baseUrl": "https://x.test" });
        created.push(str_field(&create_environment(&server, &user, &project, input).await, "id"));
        tick().await;
    }
    created.reverse();
    assert_pages(&server, &user, &environments_path(&project), &created).await;
}

// ---- get, replace, delete ----------------------------------------------------------------

#[tokio::test]
async fn get_answers_the_created_environment() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let created = create_environment(&server, &user, &project, staging()).await;
    let fetched = get_ok(&server, &user, &environment_path(&str_field(&created, "id"))).await;
    assert_eq!(fetched, created);

    let reply = server.get(&environment_path("env_doesnotexist0000"), user.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn put_replaces_everything() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let created = create_environment(&server, &user, &project, staging()).await;
    let path = environment_path(&str_field(&created, "id"));
    tick().await;

    let input =
        json!({ "name": " production ", "baseUrl": "http://www.example.com", "variables": { "tenant": "beta" } });
    let (status, body, _) = server.put(&path, user.token(), &input).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let replaced = &body["payload"];
    assert_eq!(replaced["id"], created["id"]);
    assert_eq!(replaced["name"], json!("production"));
    assert_eq!(replaced["baseUrl"], json!("http://www.example.com"));
    assert_eq!(replaced["variables"], json!({ "tenant": "beta" }), "apiKey is gone");
    assert_eq!(replaced["createdAt"], created["createdAt"]);
    assert!(time(replaced, "updatedAt") > time(&created, "updatedAt"), "{replaced}");
    assert_eq!(get_ok(&server, &user, &path).await, *replaced);

    // Left-out variables: none.
    let (status, body, _) = server.put(&path, user.token(), &json!({ "name": "p", "baseUrl": "https://x.test" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["variables"], json!({}));
}

#[tokio::test]
async fn invalid_put_is_400_and_changes_nothing() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let created = create_environment(&server, &user, &project, staging()).await;
    let path = environment_path(&str_field(&created, "id"));

    let bad = [
        (json!({ "name": "staging", "baseUrl": "ftp://x" }), "/baseUrl"),
        (json!({ "name": "staging", "baseUrl": "/relative" }), "/baseUrl"),
        (json!({ "name": "staging", "baseUrl": "https://x.test", "variables": { "a b": "1" } }), "/variables/a b"),
        (json!({ "baseUrl": "https://x.test" }), "/name"),
    ];
    for (input, field) in bad {
        let reply = server.put(&path, user.token(), &input).await;
        expect_invalid_field(&reply, field);
    }
    assert_eq!(get_ok(&server, &user, &path).await, created);

    let reply = server.put(&environment_path("env_doesnotexist0000"), user.token(), &staging()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn delete_removes_the_environment() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let keep = create_environment(&server, &user, &project, staging()).await;
    let gone = create_environment(&server, &user, &project, staging()).await;
    let id = str_field(&gone, "id");
    let path = environment_path(&id);

    let (status, body, _) = server.delete(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], json!({ "id": id, "deleted": true }));

    for reply in [
        server.get(&path, user.token()).await,
        server.put(&path, user.token(), &staging()).await,
        server.delete(&path, user.token()).await,
    ] {
        expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    }
    let page = environment_page(&server, &user, &project, "").await;
    assert_eq!(page["items"], json!([keep]));
    assert_eq!(page["total"], json!(1));
}

// ---- tenancy -----------------------------------------------------------------------------

#[tokio::test]
async fn other_organizations_and_other_teams_get_404_on_every_route() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let project = project_of(&server, &owner, "Storefront").await;
    let environment = create_environment(&server, &owner, &project, staging()).await;
    let id = str_field(&environment, "id");
    let outsiders = Outsiders::of(&server, &owner).await;

    for outsider in outsiders.all() {
        let replies = [
            server.post(&environments_path(&project), outsider.token(), &staging()).await,
            server.get(&environments_path(&project), outsider.token()).await,
            server.get(&environment_path(&id), outsider.token()).await,
            server.put(&environment_path(&id), outsider.token(), &staging()).await,
            server.delete(&environment_path(&id), outsider.token()).await,
        ];
        for reply in &replies {
            expect_problem(reply, StatusCode::NOT_FOUND, "not_found");
        }
        let own = project_of(&server, outsider, "Own").await;
        let page = environment_page(&server, outsider, &own, &format!("id={id}")).await;
        assert_eq!(page["total"], json!(0), "{page}");
    }

    let page = environment_page(&server, &owner, &project, "").await;
    assert_eq!(page["items"], json!([environment]), "nothing changed");
}
