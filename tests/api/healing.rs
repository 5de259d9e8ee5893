//! Healing: a failed check with a likely fix carries a proposal; approving it changes the test
//! case (new version) so the rerun passes; dismissing records the refusal; each proposal is
//! decided once; a result without a proposal has nothing to decide.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

fn decide_path(case: &str, result: &str, decision: &str) -> String {
    format!("/v1/test-cases/{case}/results/{result}/{decision}-healing")
}

async fn get_case(server: &TestServer, user: &User, case: &str) -> Value {
    let (status, body, _) = server.get(&format!("/v1/test-cases/{case}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "get case: {body}");
    body["payload"].clone()
}

async fn get_result(server: &TestServer, user: &User, case: &str, result: &str) -> Value {
    let (status, body, _) = server.get(&format!("/v1/test-cases/{case}/results/{result}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "get result: {body}");
    body["payload"].clone()
}

/// Runs `case` (which must fail) and answers its result, checked to carry a proposal.
async fn failed_with_proposal(server: &TestServer, bench: &Bench, case: &str) -> Value {
    let run = bench.run_case_to_end(server, case).await;
    assert_eq!(run["status"], json!("failed"), "{run}");
    let result = bench.latest_result(server, case).await;
    assert_eq!(result["status"], json!("failed"), "{result}");
    let healing = &result["healing"];
    assert_eq!(healing["state"], json!("proposed"), "{result}");
    assert!(healing["id"].is_string() && !str_field(healing, "reason").is_empty(), "{healing}");
    assert_eq!(healing["stepIndex"], json!(0), "{healing}");
    result
}

/// A second decision, either way, is 409.
async fn assert_decided(server: &TestServer, user: &User, case: &str, result: &str) {
    for decision in ["approve", "dismiss"] {
        let reply = server.post_empty(&decide_path(case, result, decision), user.token()).await;
        assert_eq!(reply.0, StatusCode::CONFLICT, "second decision ({decision}): {}", reply.1);
        assert_problem_shape(&reply.1, &reply.2, StatusCode::CONFLICT);
    }
}

#[tokio::test]
async fn a_redirect_proposes_the_new_path_and_approving_it_makes_the_rerun_pass() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let user = &bench.user;
    let case = bench.case(&server, "Home page", json!([check("/moved", 200)])).await;
    let before = get_case(&server, user, &case).await;

    let result = failed_with_proposal(&server, &bench, &case).await;
    let result_id = str_field(&result, "id");
    assert_eq!(result["steps"][0]["observed"]["status"], json!(301), "redirects are not followed: {result}");
    let healing = &result["healing"];
    assert_eq!(
        (healing["field"].clone(), healing["from"].clone(), healing["to"].clone()),
        (json!("request.path"), json!("/moved"), json!("/new-home")),
        "{healing}"
    );

    // Another organization cannot decide it.
    let outsider = server.signed_up().await;
    let reply = server.post_empty(&decide_path(&case, &result_id, "approve"), outsider.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");

    let approved =
        created(server.post_empty(&decide_path(&case, &result_id, "approve"), user.token()).await, "approve");
    assert_eq!(approved["id"], json!(case));
    assert_eq!(approved["version"], json!(before["version"].as_u64().expect("version") + 1), "{approved}");
    assert_eq!(approved["steps"][0]["request"]["path"], json!("/new-home"), "{approved}");
    assert_eq!(approved["steps"][0]["expect"], before["steps"][0]["expect"], "only the path changed");
    assert_eq!(get_case(&server, user, &case).await, approved);
    assert_eq!(get_result(&server, user, &case, &result_id).await["healing"]["state"], json!("approved"));

    assert_decided(&server, user, &case, &result_id).await;

    let rerun = bench.run_case_to_end(&server, &case).await;
    assert_eq!(rerun["status"], json!("completed"), "{rerun}");
    assert_eq!(bench.latest_result(&server, &case).await["status"], json!("passed"));
    assert_eq!(bench.target.hits("/new-home"), 1, "the rerun asked for the new path");
    assert_eq!(bench.target.hits("/moved"), 1, "and not for the old one");
}

#[tokio::test]
async fn a_changed_status_proposes_the_new_status_and_dismissing_keeps_the_case() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let user = &bench.user;
    let case = bench.case(&server, "Create order", json!([check("/created", 200)])).await;
    let before = get_case(&server, user, &case).await;

    let result = failed_with_proposal(&server, &bench, &case).await;
    let result_id = str_field(&result, "id");
    let healing = &result["healing"];
    assert_eq!(
        (healing["field"].clone(), healing["from"].clone(), healing["to"].clone()),
        (json!("expect.status"), json!("200"), json!("201")),
        "{healing}"
    );

    let dismissed =
        created(server.post_empty(&decide_path(&case, &result_id, "dismiss"), user.token()).await, "dismiss");
    assert_eq!(dismissed["id"], json!(result_id));
    assert_eq!(dismissed["healing"]["state"], json!("dismissed"), "{dismissed}");
    assert_eq!(get_result(&server, user, &case, &result_id).await, dismissed);
    assert_eq!(get_case(&server, user, &case).await, before, "a dismissed proposal changes nothing");

    assert_decided(&server, user, &case, &result_id).await;
}

#[tokio::test]
async fn a_result_without_a_proposal_has_nothing_to_decide() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let user = &bench.user;
    let case = bench.case(&server, "Health", json!([check("/ok", 200)])).await;
    assert_eq!(bench.run_case_to_end(&server, &case).await["status"], json!("completed"));
    let result = bench.latest_result(&server, &case).await;
    assert_eq!(result["healing"], Value::Null, "{result}");
    let result_id = str_field(&result, "id");
    let other_case = bench.case(&server, "Other", json!([check("/ok", 200)])).await;

    for decision in ["approve", "dismiss"] {
        for path in [
            decide_path(&case, &result_id, decision),
            decide_path(&case, "res_nope", decision),
            decide_path(&other_case, &result_id, decision),
        ] {
            let reply = server.post_empty(&path, user.token()).await;
            expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
        }
    }
    assert_eq!(get_case(&server, user, &case).await["version"], json!(1));
}

#[tokio::test]
async fn a_changed_json_value_proposes_the_new_value() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let user = &bench.user;
    let step = json!({ "request": { "method": "GET", "path": "/ok" },
                       "expect": { "status": 200, "json": [{ "pointer": "/version", "equals": 1 }] } });
    let case = bench.case(&server, "Version", json!([step])).await;

    let result = failed_with_proposal(&server, &bench, &case).await;
    let healing = &result["healing"];
    assert_eq!(
        (healing["field"].clone(), healing["from"].clone(), healing["to"].clone()),
        (json!("expect.json[0].equals"), json!("1"), json!("2")),
        "{healing}"
    );
    let path = decide_path(&case, &str_field(&result, "id"), "approve");
    let approved = created(server.post_empty(&path, user.token()).await, "approve");
    assert_eq!(approved["steps"][0]["expect"]["json"][0], json!({ "pointer": "/version", "equals": 2 }));
    assert_eq!(bench.run_case_to_end(&server, &case).await["status"], json!("completed"));
}
