//! `Idempotency-Key` on creates: a retry answers the first answer and writes nothing, another
//! request under the same key is 422, keys are per account, failures free the key.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

async fn create_tag(server: &TestServer, user: &User, project: &str, key: &str, body: &Value) -> Reply {
    let request = server
        .request(Method::POST, &format!("/v1/projects/{project}/tags"), user.token())
        .header("idempotency-key", key)
        .json(body);
    server.send(request).await
}

async fn tag_total(server: &TestServer, user: &User, project: &str) -> Value {
    get_ok(server, user, &format!("/v1/projects/{project}/tags?limit=10&offset=0")).await["total"].clone()
}

#[tokio::test]
async fn a_retry_answers_the_first_answer_and_writes_nothing() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let body = json!({ "name": "smoke" });
    let (status, first, headers) = create_tag(&server, &user, &project, "key-1", &body).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    assert!(headers.get("idempotent-replayed").is_none());
    let (status, again, headers) = create_tag(&server, &user, &project, "key-1", &body).await;
    assert_eq!((status, &again), (StatusCode::CREATED, &first));
    assert_eq!(headers["idempotent-replayed"], "true");
    assert_eq!(tag_total(&server, &user, &project).await, json!(1));

    // The same key for another request is refused; another key is another create.
    let reused = create_tag(&server, &user, &project, "key-1", &json!({ "name": "regression" })).await;
    expect_problem(&reused, StatusCode::UNPROCESSABLE_ENTITY, "idempotency_key_reused");
    created(create_tag(&server, &user, &project, "key-2", &json!({ "name": "regression" })).await, "tag");
    assert_eq!(tag_total(&server, &user, &project).await, json!(2));
}

#[tokio::test]
async fn keys_belong_to_their_account_and_failures_free_them() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let (other, other_project) = user_with_project(&server).await;
    created(create_tag(&server, &user, &project, "shared-key", &json!({ "name": "a" })).await, "tag");
    created(create_tag(&server, &other, &other_project, "shared-key", &json!({ "name": "a" })).await, "tag");

    // A refused request does not keep its key: the corrected retry runs.
    let invalid = create_tag(&server, &user, &project, "fix-me", &json!({ "name": "" })).await;
    assert_eq!(invalid.0, StatusCode::BAD_REQUEST);
    created(create_tag(&server, &user, &project, "fix-me", &json!({ "name": "fixed" })).await, "tag");

    let bad_key = create_tag(&server, &user, &project, "has space", &json!({ "name": "b" })).await;
    expect_invalid_field(&bad_key, "Idempotency-Key");
    let long_key = "k".repeat(256);
    expect_invalid_field(
        &create_tag(&server, &user, &project, &long_key, &json!({ "name": "b" })).await,
        "Idempotency-Key",
    );
}

#[tokio::test]
async fn concurrent_retries_make_one_tag() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let body = json!({ "name": "raced" });
    let attempts: Vec<_> = (0..8).map(|_| create_tag(&server, &user, &project, "race", &body)).collect();
    let replies = futures::future::join_all(attempts).await;
    let ids: std::collections::BTreeSet<String> = replies
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::CREATED)
        .map(|(_, body, _)| str_field(&body["payload"], "id"))
        .collect();
    assert_eq!(ids.len(), 1, "one tag, answered to every success: {replies:?}");
    for (status, body, _) in &replies {
        assert!(matches!(status.as_u16(), 201 | 409), "{status}: {body}");
    }
    assert_eq!(tag_total(&server, &user, &project).await, json!(1));
}

#[tokio::test]
async fn a_retried_results_upload_makes_one_run() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let report = b"<testsuite><testcase classname='a' name='b'/></testsuite>".to_vec();
    let upload = || {
        let form = reqwest::multipart::Form::new()
            .part("file", reqwest::multipart::Part::bytes(report.clone()))
            .text("environmentId", ci.environment.clone());
        let path = format!("/v1/projects/{}/test-runs/import", ci.project);
        server.request(Method::POST, &path, ci.user.token()).header("idempotency-key", "build-7").multipart(form)
    };
    let first = created(server.send(upload()).await, "import");
    let again = created(server.send(upload()).await, "retry");
    assert_eq!(first["run"]["id"], again["run"]["id"]);
    let runs = get_ok(&server, &ci.user, &format!("/v1/projects/{}/test-runs?limit=10&offset=0", ci.project)).await;
    assert_eq!(runs["total"], json!(1));
}

#[tokio::test]
async fn answers_holding_a_secret_are_never_stored_for_a_replay() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let mint = || {
        server
            .request(Method::POST, "/v1/me/api-tokens", user.token())
            .header("idempotency-key", "same")
            .json(&json!({ "name": "ci" }))
    };
    let first = created(server.send(mint()).await, "token");
    let second = created(server.send(mint()).await, "token");
    assert_ne!(first["token"], second["token"], "no replay of a secret: a second token");
}

/// A CI job's upload timed out while the server was still importing, and the job retried: the
/// import still finished and was recorded, so the retry answers it instead of importing twice.
#[tokio::test]
async fn a_client_that_leaves_mid_create_gets_the_create_on_retry() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    // Big enough that the import outlasts the client's 100 ms, small enough that on PostgreSQL
    // (a round trip per statement, ~8 per test) the retries, which wait for it, stay within
    // their 30 s: 15,000 tests took over 30 s there while the rest of the suite ran beside it.
    let report = format!(
        "<testsuite>{}</testsuite>",
        (0..5_000).map(|i| format!("<testcase classname='big' name='t{i}'/>")).collect::<String>()
    );
    let upload = || {
        let form = reqwest::multipart::Form::new()
            .part("file", reqwest::multipart::Part::bytes(report.clone().into_bytes()))
            .text("environmentId", ci.environment.clone());
        let path = format!("/v1/projects/{}/test-runs/import", ci.project);
        server.request(Method::POST, &path, ci.user.token()).header("idempotency-key", "big-build").multipart(form)
    };
    let gave_up = upload().timeout(std::time::Duration::from_millis(100)).send().await;
    assert!(gave_up.is_err(), "the import takes longer than the client waits: {gave_up:?}");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let (status, body, headers) = loop {
        let reply = server.send(upload()).await;
        if reply.0 != StatusCode::CONFLICT || std::time::Instant::now() > deadline {
            break reply;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(headers["idempotent-replayed"], "true");
    let runs = get_ok(&server, &ci.user, &format!("/v1/projects/{}/test-runs?limit=10&offset=0", ci.project)).await;
    assert_eq!(runs["total"], json!(1));
}
