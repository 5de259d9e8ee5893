//! Test suites: create, list and filters, details with counts, get with case filters,
//! replace, delete (cases become ungrouped, never deleted), tenant isolation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

async fn suite(server: &TestServer, user: &User, project_id: &str, name: &str) -> String {
    str_field(&create_suite(server, user, project_id, json!({ "name": name })).await, "id")
}

async fn case_in(server: &TestServer, user: &User, project_id: &str, suite_id: &str, input: Value) -> String {
    let mut input = input;
    input["testSuiteId"] = json!(suite_id);
    new_case(server, user, project_id, input).await
}

#[tokio::test]
async fn suites_list_filter_and_show_their_cases() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let checkout = suite(&server, &user, &project_id, "Checkout").await;
    let search = suite(&server, &user, &project_id, "Search").await;
    let pay =
        case_in(&server, &user, &project_id, &checkout, json!({ "name": "Pay by card", "severity": "critical" })).await;
    let cart =
        case_in(&server, &user, &project_id, &checkout, json!({ "name": "Cart total", "status": "active" })).await;

    let (status, body, _) = server.get(&format!("/v1/projects/{project_id}/test-suites"), user.token()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids_of(&body["payload"]["items"]), vec![search.clone(), checkout.clone()]);
    let (_, body, _) = server.get(&format!("/v1/projects/{project_id}/test-suites?name=check"), user.token()).await;
    assert_eq!(ids_of(&body["payload"]["items"]), vec![checkout.clone()]);

    let (status, body, _) = server.get(&format!("/v1/test-suites/{checkout}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(ids_of(&body["payload"]["testCases"]), vec![cart.clone(), pay.clone()]);
    let (_, body, _) = server.get(&format!("/v1/test-suites/{checkout}?severity=critical"), user.token()).await;
    assert_eq!(ids_of(&body["payload"]["testCases"]), vec![pay.clone()]);
    let (_, body, _) = server.get(&format!("/v1/test-suites/{checkout}?status=active&name=total"), user.token()).await;
    assert_eq!(ids_of(&body["payload"]["testCases"]), vec![cart.clone()]);
}

#[tokio::test]
async fn details_count_cases_by_status_and_severity() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let checkout = suite(&server, &user, &project_id, "Checkout").await;
    case_in(&server, &user, &project_id, &checkout, json!({ "name": "a", "severity": "critical" })).await;
    case_in(&server, &user, &project_id, &checkout, json!({ "name": "b", "status": "active" })).await;

    for team in [user.team_id.as_str(), "default"] {
        let path =
            format!("/v1/projects/{project_id}/test-suites/details?teamIdentifier={team}&projectIdentifier=Storefront");
        let (status, body, _) = server.get(&path, user.token()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let summary = &body["payload"][0];
        assert_eq!(summary["caseCount"], json!(2));
        assert_eq!(summary["byStatus"], json!({ "draft": 1, "active": 1, "inactive": 0 }));
        assert_eq!(summary["bySeverity"], json!({ "critical": 1, "high": 0, "medium": 1, "low": 0 }));
    }
    let wrong_team = format!("/v1/projects/{project_id}/test-suites/details?teamIdentifier=nope");
    expect_problem(&server.get(&wrong_team, user.token()).await, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn replace_renames_and_delete_keeps_the_cases() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let checkout = suite(&server, &user, &project_id, "Checkout").await;
    let pay = case_in(&server, &user, &project_id, &checkout, json!({ "name": "Pay" })).await;

    let (status, body, _) = server
        .put(
            &format!("/v1/test-suites/{checkout}"),
            user.token(),
            &json!({ "name": "Payments", "description": "All of it" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        (body["payload"]["name"].clone(), body["payload"]["description"].clone()),
        (json!("Payments"), json!("All of it"))
    );
    expect_invalid_field(
        &server.put(&format!("/v1/test-suites/{checkout}"), user.token(), &json!({ "name": " " })).await,
        "/name",
    );

    let (status, _, _) = server.delete(&format!("/v1/test-suites/{checkout}"), user.token()).await;
    assert_eq!(status, StatusCode::OK);
    expect_problem(
        &server.get(&format!("/v1/test-suites/{checkout}"), user.token()).await,
        StatusCode::NOT_FOUND,
        "not_found",
    );
    let (status, body, _) = server.get(&format!("/v1/test-cases/{pay}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "the case survives its suite");
    assert_eq!(body["payload"]["testSuiteId"], Value::Null);
    assert_eq!(body["payload"]["version"], json!(2), "becoming ungrouped is a recorded change");
    let (_, body, _) =
        server.get(&format!("/v1/projects/{project_id}/test-cases/ungrouped?limit=10&offset=0"), user.token()).await;
    assert_eq!(ids_of(&body["payload"]["items"]), vec![pay]);
}

#[tokio::test]
async fn cases_cannot_join_a_suite_of_another_project_and_strangers_see_nothing() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let other_project = str_field(&server.create_project(user.token(), "Other").await, "id");
    let foreign_suite = suite(&server, &user, &other_project, "Elsewhere").await;
    let input = json!({ "name": "x", "testSuiteId": foreign_suite });
    expect_invalid_field(
        &server.post(&format!("/v1/projects/{project_id}/test-cases"), user.token(), &input).await,
        "/testSuiteId",
    );

    let intruder = server.signed_up().await;
    for reply in [
        server.get(&format!("/v1/test-suites/{foreign_suite}"), intruder.token()).await,
        server.put(&format!("/v1/test-suites/{foreign_suite}"), intruder.token(), &json!({ "name": "mine" })).await,
        server.delete(&format!("/v1/test-suites/{foreign_suite}"), intruder.token()).await,
        server.get(&format!("/v1/projects/{other_project}/test-suites"), intruder.token()).await,
    ] {
        expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    }
}
