//! Test cases: create, read, list and its filters, replace with If-Match, status actions,
//! bulk operations (all or nothing), duplicate, history, delete, tenant isolation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

/// A signed-up user with a project; answers (user, project id).
async fn case_named(server: &TestServer, user: &User, project_id: &str, name: &str) -> String {
    str_field(&create_case(server, user, project_id, json!({ "name": name })).await, "id")
}

async fn list(server: &TestServer, user: &User, project_id: &str, query: &str) -> Value {
    let path = format!("/v1/projects/{project_id}/test-cases?limit=100&offset=0{query}");
    let (status, body, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body["payload"].clone()
}

async fn get_case(server: &TestServer, user: &User, id: &str) -> Value {
    let (status, body, _) = server.get(&format!("/v1/test-cases/{id}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["payload"].clone()
}

fn http_step(path: &str) -> Value {
    json!({ "request": { "method": "GET", "path": path }, "expect": { "status": 200 } })
}

#[tokio::test]
async fn create_applies_defaults_and_get_answers_the_same() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let input = json!({ "name": "  Health answers  ", "steps": [http_step("/health"), { "action": "Look", "expected": "Green" }] });
    let case = create_case(&server, &user, &project_id, input).await;
    assert_eq!(case["name"], json!("Health answers"));
    assert_eq!(case["severity"], json!("medium"));
    assert_eq!(case["status"], json!("draft"));
    assert_eq!(case["version"], json!(1));
    assert_eq!(case["testSuiteId"], Value::Null);
    assert_eq!(case["createdBy"], json!(user.account_id));
    assert_eq!(case["teamId"], json!(user.team_id));
    assert_eq!(case["steps"].as_array().map(Vec::len), Some(2));
    assert_eq!(get_case(&server, &user, &str_field(&case, "id")).await, case);
}

#[tokio::test]
async fn project_default_severity_applies_to_new_cases() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let settings = json!({ "defaultSeverity": "critical" });
    let (status, _, _) = server.patch(&format!("/v1/projects/{project_id}/settings"), user.token(), &settings).await;
    assert_eq!(status, StatusCode::OK);
    let case = create_case(&server, &user, &project_id, json!({ "name": "x" })).await;
    assert_eq!(case["severity"], json!("critical"));
}

#[tokio::test]
async fn malformed_steps_name_each_field_and_write_nothing() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let both = json!({ "action": "click", "request": { "method": "GET", "path": "/x" } });
    let relative = http_step("health");
    let too_big = json!({ "request": { "method": "GET", "path": "/x" },
                          "expect": { "json": [{ "pointer": "/a", "equals": "x".repeat(9000) }] } });
    let input = json!({ "name": "x", "steps": [both, {}, relative, too_big] });
    let reply = server.post(&format!("/v1/projects/{project_id}/test-cases"), user.token(), &input).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
    assert_eq!(
        error_fields(&reply.1),
        vec!["/steps/0", "/steps/1", "/steps/2/request/path", "/steps/3/expect/json/0/equals"]
    );
    let bad_enum = json!({ "name": "x", "severity": "urgent" });
    expect_invalid_field(
        &server.post(&format!("/v1/projects/{project_id}/test-cases"), user.token(), &bad_enum).await,
        "/severity",
    );
    assert_eq!(list(&server, &user, &project_id, "").await["total"], json!(0));
}

#[tokio::test]
async fn list_filters_and_pages() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let login = create_case(&server, &user, &project_id, json!({ "name": "Login works", "severity": "high" })).await;
    let cart = create_case(
        &server,
        &user,
        &project_id,
        json!({ "name": "Cart", "description": "login then add", "status": "active" }),
    )
    .await;
    let search = case_named(&server, &user, &project_id, "Search").await;
    let (login, cart) = (str_field(&login, "id"), str_field(&cart, "id"));

    let all = list(&server, &user, &project_id, "").await;
    assert_eq!(all["total"], json!(3));
    assert_eq!(ids_of(&all["items"]), vec![search.clone(), cart.clone(), login.clone()], "newest first");
    assert_eq!(
        ids_of(&list(&server, &user, &project_id, "&name=LOGIN").await["items"]),
        vec![cart.clone(), login.clone()]
    );
    assert_eq!(ids_of(&list(&server, &user, &project_id, "&severity=high").await["items"]), vec![login.clone()]);
    assert_eq!(ids_of(&list(&server, &user, &project_id, "&status=active").await["items"]), vec![cart.clone()]);
    let by_ids = list(&server, &user, &project_id, &format!("&ids={login}&ids={search}")).await;
    assert_eq!(ids_of(&by_ids["items"]), vec![search.clone(), login.clone()]);
    assert_eq!(ids_of(&list(&server, &user, &project_id, &format!("&id={cart}")).await["items"]), vec![cart.clone()]);
    let mine = list(&server, &user, &project_id, &format!("&createdBy={}", user.account_id)).await;
    assert_eq!(mine["total"], json!(3));

    let page = server.get(&format!("/v1/projects/{project_id}/test-cases?limit=2&offset=2"), user.token()).await.1;
    assert_eq!((page["payload"]["total"].clone(), ids_of(&page["payload"]["items"])), (json!(3), vec![login.clone()]));
    let past = server.get(&format!("/v1/projects/{project_id}/test-cases?limit=2&offset=50"), user.token()).await.1;
    assert_eq!(past["payload"]["items"], json!([]));
    for (query, field) in [
        ("limit=0&offset=0", "limit"),
        ("limit=101&offset=0", "limit"),
        ("limit=5&offset=-1", "offset"),
        ("offset=0", "limit"),
    ] {
        let reply = server.get(&format!("/v1/projects/{project_id}/test-cases?{query}"), user.token()).await;
        expect_invalid_field(&reply, field);
    }
    let other_project = list(&server, &user, &project_id, "&projectId=prj_other").await;
    assert_eq!(other_project["total"], json!(0), "another projectId matches nothing");
}

/// The name filter (answered from a text index from three characters on) finds a case by any
/// part of its name or description, whatever the case of the letters, takes `%`, `_` and `"`
/// literally, and follows renames and deletes; shorter texts match the same way.
#[tokio::test]
async fn name_search_finds_text_anywhere_and_follows_edits() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let sale = case_named(&server, &user, &project_id, "50% off_sale \"today\"").await;
    let plain = case_named(&server, &user, &project_id, "50 off sale today").await;
    let described = str_field(
        &create_case(&server, &user, &project_id, json!({ "name": "Refund", "description": "Pay by Card" })).await,
        "id",
    );
    let elsewhere = project_of(&server, &user, "Elsewhere").await;
    case_named(&server, &user, &elsewhere, "Pay by card elsewhere").await;
    let found = |query: &'static str| {
        let (server, user, project_id) = (&server, &user, &project_id);
        async move { ids_of(&list(server, user, project_id, &format!("&name={query}")).await["items"]) }
    };
    assert_eq!(found("0%25%20off_").await, vec![sale.clone()], "% and _ are literal");
    assert_eq!(found("%22today%22").await, vec![sale.clone()], "so is \"");
    assert_eq!(found("OFF%20SALE").await, vec![plain.clone()]);
    assert_eq!(found("off").await, vec![plain.clone(), sale.clone()]);
    assert_eq!(found("y%20ca").await, vec![described.clone()], "the description, in this project only");
    assert_eq!(found("_").await, vec![sale.clone()], "a text too short for the index");
    assert_eq!(found("nothing%20like%20it").await, Vec::<String>::new());

    let edit = json!({ "name": "Refund by voucher", "description": "Store credit" });
    let (status, body, _) = server.put(&format!("/v1/test-cases/{described}"), user.token(), &edit).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(found("by%20card").await, Vec::<String>::new(), "the old text is gone");
    assert_eq!(found("voucher").await, vec![described.clone()]);
    assert_eq!(found("credit").await, vec![described.clone()]);
    let (status, _, _) = server.delete(&format!("/v1/test-cases/{sale}"), user.token()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(found("off").await, vec![plain]);
    assert_eq!(list(&server, &user, &project_id, "&name=off").await["total"], json!(1));
}

#[tokio::test]
async fn pages_by_cursor_cover_the_list_once_in_order_and_do_not_shift() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    for n in 0..7 {
        let severity = if n % 2 == 0 { "high" } else { "low" };
        create_case(&server, &user, &project_id, json!({ "name": format!("Case {n}"), "severity": severity })).await;
    }
    let by_offset = |filter: &'static str| {
        let (server, user, project_id) = (&server, &user, &project_id);
        async move { ids_of(&list(server, user, project_id, filter).await["items"]) }
    };
    // Follows nextCursor from the first page to the last; answers the ids and the page sizes.
    let follow = |filter: &'static str, added_after_first: bool| {
        let (server, user, project_id) = (&server, &user, &project_id);
        async move {
            let (mut ids, mut sizes, mut cursor) = (Vec::new(), Vec::new(), None::<String>);
            loop {
                let after = cursor.as_ref().map(|c| format!("&cursor={c}")).unwrap_or_default();
                let path = format!("/v1/projects/{project_id}/test-cases?limit=3&offset=0{filter}{after}");
                let (status, body, _) = server.get(&path, user.token()).await;
                assert_eq!(status, StatusCode::OK, "{path}: {body}");
                let page = &body["payload"];
                ids.extend(ids_of(&page["items"]));
                sizes.push(page["items"].as_array().unwrap().len());
                if added_after_first && sizes.len() == 1 {
                    create_case(server, user, project_id, json!({ "name": "Newer", "severity": "high" })).await;
                }
                match page["nextCursor"].as_str() {
                    Some(next) => cursor = Some(next.to_string()),
                    None => break,
                }
            }
            (ids, sizes)
        }
    };

    let everything = by_offset("").await;
    assert_eq!(follow("", false).await, (everything.clone(), vec![3, 3, 1]), "each case once, in the list order");
    let high = by_offset("&severity=high").await;
    assert_eq!(follow("&severity=high", false).await, (high.clone(), vec![3, 1]), "with a filter too");

    // A case created while paging lands before the cursor: the later pages neither repeat nor
    // skip a case (paging by offset would repeat the first page's last case).
    let (ids, _) = follow("&severity=high", true).await;
    assert_eq!(ids, high, "the pages after the first are where they were");

    let page = list(&server, &user, &project_id, "&severity=high").await;
    assert!(page.get("nextCursor").is_none(), "one page holds them all: no cursor: {page}");
    let first = server.get(&format!("/v1/projects/{project_id}/test-cases?limit=1&offset=0"), user.token()).await.1;
    let cursor = str_field(&first["payload"], "nextCursor");
    for query in [
        format!("limit=1&offset=2&cursor={cursor}"),
        "limit=1&offset=0&cursor=bm90LWEtY3Vyc29y".into(),
        "limit=1&offset=0&cursor=a%20b".into(),
    ] {
        let reply = server.get(&format!("/v1/projects/{project_id}/test-cases?{query}"), user.token()).await;
        expect_invalid_field(&reply, "cursor");
    }
}

#[tokio::test]
async fn status_actions_follow_the_states_and_repeat_harmlessly() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let id = case_named(&server, &user, &project_id, "x").await;
    let act = |action: &'static str| {
        let path = format!("/v1/test-cases/{id}/{action}");
        let server = &server;
        let user = &user;
        async move {
            let (status, body, _) = server.post_empty(&path, user.token()).await;
            assert_eq!(status, StatusCode::CREATED, "{body}");
            (body["payload"]["status"].clone(), body["payload"]["version"].clone())
        }
    };
    assert_eq!(act("activate").await, (json!("active"), json!(2)));
    assert_eq!(act("activate").await, (json!("active"), json!(2)), "repeating changes nothing");
    assert_eq!(act("deactivate").await, (json!("inactive"), json!(3)));
    assert_eq!(act("activate").await, (json!("active"), json!(4)));
}

#[tokio::test]
async fn replace_checks_if_match_and_records_history() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let id = case_named(&server, &user, &project_id, "Old name").await;
    let path = format!("/v1/test-cases/{id}");
    let edit = json!({ "name": "New name", "severity": "low", "steps": [http_step("/a")] });

    let reply = server
        .send(server.request(reqwest::Method::PUT, &path, user.token()).header("if-match", "1").json(&edit))
        .await;
    assert_eq!(reply.0, StatusCode::OK, "{}", reply.1);
    assert_eq!(reply.1["payload"]["version"], json!(2));
    let stale = json!({ "name": "Lost update" });
    let reply = server
        .send(server.request(reqwest::Method::PUT, &path, user.token()).header("if-match", "\"1\"").json(&stale))
        .await;
    expect_problem(&reply, StatusCode::PRECONDITION_FAILED, "precondition_failed");
    assert_eq!(get_case(&server, &user, &id).await["name"], json!("New name"));

    let (status, body, _) = server.get(&format!("{path}/history"), user.token()).await;
    assert_eq!(status, StatusCode::OK);
    let versions = &body["payload"]["items"];
    assert_eq!(body["payload"]["total"], json!(2));
    assert_eq!(versions[0]["version"], json!(2));
    assert_eq!(versions[0]["changes"], json!(["name", "severity", "steps"]));
    assert_eq!(versions[0]["changedBy"], json!(user.account_id));
    assert_eq!(versions[1]["testCase"]["name"], json!("Old name"));
}

#[tokio::test]
async fn duplicate_makes_a_draft_copy_and_delete_removes() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let original = create_case(
        &server,
        &user,
        &project_id,
        json!({ "name": "Pay", "status": "active", "steps": [http_step("/pay")] }),
    )
    .await;
    let id = str_field(&original, "id");
    let (status, body, _) = server.post_empty(&format!("/v1/test-cases/{id}/duplicate"), user.token()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let copy = &body["payload"];
    assert_eq!(copy["name"], json!("Pay (copy)"));
    assert_eq!(copy["status"], json!("draft"));
    assert_eq!(copy["steps"], original["steps"]);
    assert_ne!(copy["id"], original["id"]);

    let (status, _, _) = server.delete(&format!("/v1/test-cases/{id}"), user.token()).await;
    assert_eq!(status, StatusCode::OK);
    expect_problem(
        &server.get(&format!("/v1/test-cases/{id}"), user.token()).await,
        StatusCode::NOT_FOUND,
        "not_found",
    );
    assert_eq!(list(&server, &user, &project_id, "").await["total"], json!(1));
}

#[tokio::test]
async fn bulk_operations_are_all_or_nothing() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let (other, other_project) = user_with_project(&server).await;
    let a = case_named(&server, &user, &project_id, "a").await;
    let b = case_named(&server, &user, &project_id, "b").await;
    let foreign = case_named(&server, &other, &other_project, "theirs").await;

    for action in ["bulk-activate", "bulk-deactivate", "bulk-delete"] {
        let reply =
            server.post(&format!("/v1/test-cases/{action}"), user.token(), &json!({ "ids": [a, foreign, b] })).await;
        expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
        assert_eq!(error_fields(&reply.1), vec!["/ids/1"], "{action}");
    }
    assert_eq!(get_case(&server, &user, &a).await["status"], json!("draft"), "nothing changed");
    assert_eq!(list(&server, &user, &project_id, "").await["total"], json!(2));
    assert_eq!(get_case(&server, &other, &foreign).await["status"], json!("draft"));

    let (status, body, _) = server.post("/v1/test-cases/bulk-activate", user.token(), &json!({ "ids": [a, b] })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"]["affected"], json!(2));
    assert_eq!(list(&server, &user, &project_id, "&status=active").await["total"], json!(2));

    let too_many: Vec<String> = (0..1001).map(|i| format!("tc_{i}")).collect();
    expect_invalid_field(
        &server.post("/v1/test-cases/bulk-delete", user.token(), &json!({ "ids": too_many })).await,
        "/ids",
    );

    let (status, _, _) = server.post("/v1/test-cases/bulk-delete", user.token(), &json!({ "ids": [a, b] })).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(list(&server, &user, &project_id, "").await["total"], json!(0));
}

#[tokio::test]
async fn bulk_move_puts_cases_in_a_suite_of_their_project() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let a = case_named(&server, &user, &project_id, "a").await;
    let suite_id = str_field(&create_suite(&server, &user, &project_id, json!({ "name": "S" })).await, "id");
    let other_project = str_field(&server.create_project(user.token(), "Other").await, "id");
    let elsewhere = case_named(&server, &user, &other_project, "elsewhere").await;

    let reply = server
        .post(
            "/v1/test-cases/bulk-move-to-suite",
            user.token(),
            &json!({ "ids": [a, elsewhere], "testSuiteId": suite_id }),
        )
        .await;
    expect_invalid_field(&reply, "/ids/1");
    assert_eq!(get_case(&server, &user, &a).await["testSuiteId"], Value::Null);

    let move_a = json!({ "ids": [a], "testSuiteId": suite_id });
    let (status, _, _) = server.post("/v1/test-cases/bulk-move-to-suite", user.token(), &move_a).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(get_case(&server, &user, &a).await["testSuiteId"], json!(suite_id));
    let ungrouped =
        server.get(&format!("/v1/projects/{project_id}/test-cases/ungrouped?limit=10&offset=0"), user.token()).await;
    assert_eq!(ungrouped.1["payload"]["total"], json!(0));
}

#[tokio::test]
async fn results_history_is_empty_before_any_run_and_checks_the_environment() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let id = case_named(&server, &user, &project_id, "x").await;
    let env_id = new_environment(&server, &user, &project_id, "https://staging.example.com").await;
    let (status, body, _) =
        server.get(&format!("/v1/test-cases/{id}/results-history?environmentId={env_id}"), user.token()).await;
    assert_eq!((status, body["payload"].clone()), (StatusCode::OK, json!([])));
    let unknown =
        server.get(&format!("/v1/test-cases/{id}/results-history?environmentId=env_nope"), user.token()).await;
    expect_problem(&unknown, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn another_organization_gets_404_on_every_case_route() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let id = case_named(&server, &user, &project_id, "mine").await;
    let intruder = server.signed_up().await;
    let token = intruder.token();
    let replies = [
        server.get(&format!("/v1/test-cases/{id}"), token).await,
        server.put(&format!("/v1/test-cases/{id}"), token, &json!({ "name": "hijacked" })).await,
        server.delete(&format!("/v1/test-cases/{id}"), token).await,
        server.post_empty(&format!("/v1/test-cases/{id}/activate"), token).await,
        server.post_empty(&format!("/v1/test-cases/{id}/duplicate"), token).await,
        server.get(&format!("/v1/test-cases/{id}/history"), token).await,
        server.get(&format!("/v1/projects/{project_id}/test-cases?limit=5&offset=0"), token).await,
        server.post(&format!("/v1/projects/{project_id}/test-cases"), token, &json!({ "name": "x" })).await,
    ];
    for reply in &replies {
        expect_problem(reply, StatusCode::NOT_FOUND, "not_found");
    }
    let case = get_case(&server, &user, &id).await;
    assert_eq!((case["name"].clone(), case["version"].clone()), (json!("mine"), json!(1)));
}
