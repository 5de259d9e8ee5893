//! Test accounts of a project: create, list, get, PUT (empty answer), DELETE. The password is
//! write-only: no answer and no log line ever holds it. Other organizations and other teams
//! see nothing.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

const SECRET: &str = "s3cret-Buyer-passw0rd";

fn accounts_path(project_id: &str) -> String {
    format!("/v1/projects/{project_id}/test-accounts")
}

fn account_path(id: &str) -> String {
    format!("/v1/test-accounts/{id}")
}

fn buyer() -> Value {
    json!({ "name": "buyer", "username": "buyer@example.com", "password": SECRET })
}

async fn account_page(server: &TestServer, user: &User, project_id: &str, query: &str) -> Value {
    get_ok(server, user, &format!("{}?{query}", accounts_path(project_id))).await
}

/// Sends a request and answers status and raw body text, checked to hold none of `secrets`
/// and no `password` field.
async fn send_checked(
    server: &TestServer,
    user: &User,
    method: Method,
    path: &str,
    body: Option<&Value>,
    secrets: &[&str],
) -> (StatusCode, String) {
    let builder = server.request(method.clone(), path, user.token());
    let builder = match body {
        Some(body) => builder.json(body),
        None => builder,
    };
    let (status, text, _) = server.send_text(builder).await;
    for secret in secrets {
        assert!(!text.contains(secret), "{method} {path} answered the password: {text}");
    }
    assert!(!text.to_ascii_lowercase().contains("password"), "{method} {path} has a password field: {text}");
    (status, text)
}

fn time(object: &Value, field: &str) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(&str_field(object, field)).expect("RFC 3339 time")
}

// ---- create, get -------------------------------------------------------------------------

#[tokio::test]
async fn create_answers_the_account_without_its_password() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;

    let input = json!({
        "name": " buyer ",
        "username": " buyer@example.com ",
        "password": format!(" {SECRET} "),
        "description": "Has a saved card",
    });
    let path = accounts_path(&project);
    let (status, text) = send_checked(&server, &user, Method::POST, &path, Some(&input), &[SECRET]).await;
    assert_eq!(status, StatusCode::CREATED, "{text}");
    let body: Value = serde_json::from_str(&text).expect("JSON");
    let account = &body["payload"];
    assert!(str_field(account, "id").starts_with("tac_"), "{account}");
    assert_eq!(account["projectId"], json!(project));
    assert_eq!(account["name"], json!("buyer"));
    assert_eq!(account["username"], json!("buyer@example.com"));
    assert_eq!(account["description"], json!("Has a saved card"));
    assert_eq!(account["createdAt"], account["updatedAt"]);
    time(account, "createdAt");

    let plain = create_test_account(&server, &user, &project, buyer()).await;
    assert_eq!(plain["description"], Value::Null, "{plain}");

    let get_path = account_path(&str_field(account, "id"));
    let (status, text) = send_checked(&server, &user, Method::GET, &get_path, None, &[SECRET]).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let fetched: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(fetched["payload"], *account);

    let reply = server.get(&account_path("tac_doesnotexist0000"), user.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn invalid_input_is_400_naming_the_field_and_writes_nothing() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let path = accounts_path(&project);

    let bad = [
        (json!({ "name": "buyer", "username": "buyer@example.com" }), "/password"),
        (json!({ "name": "buyer", "username": "buyer@example.com", "password": "" }), "/password"),
        (json!({ "name": "buyer", "username": "buyer@example.com", "password": 12345 }), "/password"),
        (json!({ "name": "  ", "username": "buyer@example.com", "password": SECRET }), "/name"),
        (json!({ "username": "buyer@example.com", "password": SECRET }), "/name"),
        (json!({ "name": "buyer", "username": "   ", "password": SECRET }), "/username"),
        (json!({ "name": "buyer", "username": "", "password": SECRET }), "/username"),
        (json!({ "name": "buyer", "password": SECRET }), "/username"),
    ];
    for (input, field) in bad {
        let reply = server.post(&path, user.token(), &input).await;
        expect_invalid_field(&reply, field);
    }
    assert_eq!(account_page(&server, &user, &project, "").await["total"], json!(0), "nothing was written");

    let reply = server.post(&accounts_path("prj_doesnotexist0000"), user.token(), &buyer()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

// ---- the password stays secret -----------------------------------------------------------

#[tokio::test]
async fn password_never_appears_in_any_answer_or_the_log() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    const NEW_SECRET: &str = "n3w-Buyer-passw0rd";
    let secrets = [SECRET, NEW_SECRET];

    let list_path = accounts_path(&project);
    let (status, text) = send_checked(&server, &user, Method::POST, &list_path, Some(&buyer()), &secrets).await;
    assert_eq!(status, StatusCode::CREATED, "{text}");
    let created: Value = serde_json::from_str(&text).expect("JSON");
    let path = account_path(&str_field(&created["payload"], "id"));

    let change = json!({ "name": "buyer", "username": "buyer@example.com", "password": NEW_SECRET });
    let (status, text) = send_checked(&server, &user, Method::PUT, &path, Some(&change), &secrets).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert_eq!(text, "", "PUT answers an empty body");

    for (method, path) in [(Method::GET, &path), (Method::GET, &list_path)] {
        let (status, text) = send_checked(&server, &user, method, path, None, &secrets).await;
        assert_eq!(status, StatusCode::OK, "{text}");
    }
    // A rejected input does not echo the password either.
    let bad = json!({ "name": " ", "username": "buyer@example.com", "password": SECRET });
    let (status, text) = send_checked(&server, &user, Method::PUT, &path, Some(&bad), &secrets).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{text}");

    let (status, text) = send_checked(&server, &user, Method::DELETE, &path, None, &secrets).await;
    assert_eq!(status, StatusCode::OK, "{text}");

    let log = server.log();
    for secret in secrets {
        assert!(!log.contains(secret), "the log holds a password:\n{log}");
    }
}

// ---- replace -----------------------------------------------------------------------------

#[tokio::test]
async fn put_replaces_and_keeps_the_password_when_left_out() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let input = json!({ "name": "buyer", "username": "buyer@example.com", "password": SECRET, "description": "old" });
    let created = create_test_account(&server, &user, &project, input).await;
    let path = account_path(&str_field(&created, "id"));
    tick().await;

    // No password: the stored one is kept, everything else is replaced.
    let change = json!({ "name": " seller ", "username": "seller@example.com", "description": "Sells things" });
    let (status, body, _) = server.put(&path, user.token(), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, Value::Null, "empty body");
    let replaced = get_ok(&server, &user, &path).await;
    assert_eq!(replaced["name"], json!("seller"));
    assert_eq!(replaced["username"], json!("seller@example.com"));
    assert_eq!(replaced["description"], json!("Sells things"));
    assert_eq!(replaced["createdAt"], created["createdAt"]);
    assert!(time(&replaced, "updatedAt") > time(&created, "updatedAt"), "{replaced}");

    // A left-out description is cleared (PUT replaces); a new password is accepted.
    let change = json!({ "name": "seller", "username": "seller@example.com", "password": "another one" });
    let (status, body, _) = server.put(&path, user.token(), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(get_ok(&server, &user, &path).await["description"], Value::Null);

    // And once more without a password.
    let change = json!({ "name": "seller", "username": "seller2@example.com" });
    let (status, body, _) = server.put(&path, user.token(), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(get_ok(&server, &user, &path).await["username"], json!("seller2@example.com"));
}

#[tokio::test]
async fn invalid_put_is_400_and_changes_nothing() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let created = create_test_account(&server, &user, &project, buyer()).await;
    let path = account_path(&str_field(&created, "id"));

    let bad = [
        (json!({ "name": "buyer" }), "/username"),
        (json!({ "username": "buyer@example.com" }), "/name"),
        (json!({ "name": "buyer", "username": " " }), "/username"),
        (json!({ "name": "buyer", "username": "b", "password": "" }), "/password"),
    ];
    for (input, field) in bad {
        let reply = server.put(&path, user.token(), &input).await;
        expect_invalid_field(&reply, field);
    }
    assert_eq!(get_ok(&server, &user, &path).await, created);

    let change = json!({ "name": "buyer", "username": "buyer@example.com" });
    let reply = server.put(&account_path("tac_doesnotexist0000"), user.token(), &change).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

// ---- list, delete ------------------------------------------------------------------------

#[tokio::test]
async fn list_is_newest_first_and_pages() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let mut created = Vec::new();
    for name in ["a", "b", "c"] {
        let input = json!({ "name": name, "username": format!("{name}@example.com"), "password": SECRET });
        created.push(str_field(&create_test_account(&server, &user, &project, input).await, "id"));
        tick().await;
    }
    let other = project_of(&server, &user, "Backoffice").await;
    create_test_account(&server, &user, &other, buyer()).await;
    created.reverse();

    let page = account_page(&server, &user, &project, "").await;
    assert_eq!(ids_of(&page["items"]), created, "{page}");
    assert_eq!((page["total"].clone(), page["limit"].clone(), page["offset"].clone()), (json!(3), json!(50), json!(0)));

    assert_pages(&server, &user, &accounts_path(&project), &created).await;
    let reply = server.get(&accounts_path("prj_doesnotexist0000"), user.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn delete_removes_the_account() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let keep = create_test_account(&server, &user, &project, buyer()).await;
    let gone = create_test_account(&server, &user, &project, buyer()).await;
    let id = str_field(&gone, "id");
    let path = account_path(&id);

    let (status, body, _) = server.delete(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], json!({ "id": id, "deleted": true }));

    let change = json!({ "name": "buyer", "username": "buyer@example.com" });
    for reply in [
        server.get(&path, user.token()).await,
        server.put(&path, user.token(), &change).await,
        server.delete(&path, user.token()).await,
    ] {
        expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    }
    let page = account_page(&server, &user, &project, "").await;
    assert_eq!(page["items"], json!([keep]));
}

// ---- tenancy -----------------------------------------------------------------------------

#[tokio::test]
async fn other_organizations_and_other_teams_get_404_on_every_route() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let project = project_of(&server, &owner, "Storefront").await;
    let account = create_test_account(&server, &owner, &project, buyer()).await;
    let id = str_field(&account, "id");
    let outsiders = Outsiders::of(&server, &owner).await;

    let change = json!({ "name": "mine", "username": "mine@example.com", "password": "mine" });
    for outsider in outsiders.all() {
        let replies = [
            server.post(&accounts_path(&project), outsider.token(), &buyer()).await,
            server.get(&accounts_path(&project), outsider.token()).await,
            server.get(&account_path(&id), outsider.token()).await,
            server.put(&account_path(&id), outsider.token(), &change).await,
            server.delete(&account_path(&id), outsider.token()).await,
        ];
        for reply in &replies {
            expect_problem(reply, StatusCode::NOT_FOUND, "not_found");
        }
    }

    let page = account_page(&server, &owner, &project, "").await;
    assert_eq!(page["items"], json!([account]), "nothing changed");
}
