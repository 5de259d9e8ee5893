//! Public, read-only views of runs and results: share, view without a token, follow the URL,
//! revoke at once, share again (the old token dies), results, unknown tokens, other tenants.

use reqwest::{header::ACCEPT, Client, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

/// `POST …/share` as `user`; answers the `Share` payload.
async fn share(server: &TestServer, user: &User, path: &str) -> Value {
    let share = created(server.post_empty(path, user.token()).await, &format!("share {path}"));
    let token = str_field(&share, "token");
    assert!(token.len() >= 32, "a high-entropy token: {share}");
    share
}

/// A bench with one finished run of two cases, one passing and one failing.
async fn finished_run(server: &TestServer) -> (Bench, Value) {
    let bench = Bench::new(server).await;
    let passing = bench.active_case(server, "Passes", json!([check("/ok", 200)])).await;
    let failing = bench.active_case(server, "Fails", json!([check("/ok", 500)])).await;
    let body = json!({ "testCaseIds": [passing, failing], "environmentId": bench.environment });
    let run = created(
        server.post(&format!("/v1/projects/{}/test-runs", bench.project), bench.user.token(), &body).await,
        "run two cases",
    );
    let run = finished(server, &bench.user, &str_field(&run, "id")).await;
    assert_eq!(run["status"], json!("failed"), "{run}");
    (bench, run)
}

fn token_of(share: &Value) -> String {
    str_field(share, "token")
}

async fn public_run(server: &TestServer, token: &str) -> Reply {
    server.get(&format!("/v1/shared/test-runs/{token}"), None).await
}

#[tokio::test]
async fn a_shared_run_is_public_read_only_and_its_url_leads_to_it() {
    let server = TestServer::start().await;
    let (bench, run) = finished_run(&server).await;
    let run_id = str_field(&run, "id");

    let shared = share(&server, &bench.user, &format!("/v1/test-runs/{run_id}/share")).await;
    let token = token_of(&shared);

    let (status, body, _) = public_run(&server, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let view = &body["payload"];
    assert_eq!(view["run"], run, "the public view shows the run as its team sees it");
    let results = view["results"].as_array().expect("results");
    let verdicts: Vec<(Value, Value)> =
        results.iter().map(|r| (r["testCaseName"].clone(), r["status"].clone())).collect();
    assert_eq!(verdicts, [(json!("Passes"), json!("passed")), (json!("Fails"), json!("failed"))]);
    assert!(results.iter().all(|r| r["testRunId"] == json!(run_id)), "{view}");
    let text = body.to_string();
    assert!(!text.contains(&bench.user.email), "no email in a public view: {text}");

    let page = str_field(&shared, "url");
    assert_eq!(page, server.url(&format!("/shared/test-runs/{token}")), "the url is the web app's page");
    let url = str_field(&shared, "apiUrl");
    assert_eq!(url, server.url(&format!("/v1/shared/test-runs/{token}")), "the apiUrl is the view's");
    let client = Client::builder().no_proxy().build().unwrap();
    let (status, followed, _) = server.send(client.get(&url)).await;
    assert_eq!(status, StatusCode::OK, "GET {url}: {followed}");
    assert_eq!(followed, body);

    // Read-only: the token is no credential for anything else.
    let (status, _, _) = server.get(&format!("/v1/test-runs/{run_id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn unsharing_revokes_at_once_and_twice_is_404() {
    let server = TestServer::start().await;
    let (bench, run) = finished_run(&server).await;
    let path = format!("/v1/test-runs/{}/share", str_field(&run, "id"));
    let token = token_of(&share(&server, &bench.user, &path).await);
    assert_eq!(public_run(&server, &token).await.0, StatusCode::OK);

    let (status, body, _) = server.delete(&path, bench.user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], json!({ "id": run["id"], "deleted": true }));
    expect_problem(&public_run(&server, &token).await, StatusCode::NOT_FOUND, "not_found");

    expect_problem(&server.delete(&path, bench.user.token()).await, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn sharing_again_replaces_the_token() {
    let server = TestServer::start().await;
    let (bench, run) = finished_run(&server).await;
    let path = format!("/v1/test-runs/{}/share", str_field(&run, "id"));
    let first = token_of(&share(&server, &bench.user, &path).await);
    let second = token_of(&share(&server, &bench.user, &path).await);
    assert_ne!(first, second);

    expect_problem(&public_run(&server, &first).await, StatusCode::NOT_FOUND, "not_found");
    let (status, body, _) = public_run(&server, &second).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["run"]["id"], run["id"]);
}

#[tokio::test]
async fn a_shared_result_shows_that_result_only() {
    let server = TestServer::start().await;
    let (bench, run) = finished_run(&server).await;
    let failing = run["testCaseIds"][1].as_str().expect("two cases").to_string();
    let result = bench.latest_result(&server, &failing).await;
    let path = format!("/v1/test-cases/{failing}/results/{}/share", str_field(&result, "id"));
    let shared = share(&server, &bench.user, &path).await;
    let token = token_of(&shared);
    assert_eq!(str_field(&shared, "url"), server.url(&format!("/shared/results/{token}")));
    let url = str_field(&shared, "apiUrl");
    assert_eq!(url, server.url(&format!("/v1/shared/results/{token}")));

    let client = Client::builder().no_proxy().build().unwrap();
    let (status, body, _) = server.send(client.get(&url)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], result, "the public view shows the result as its team sees it");

    // A result token is not a run token, and the other way round.
    expect_problem(&public_run(&server, &token).await, StatusCode::NOT_FOUND, "not_found");

    let (status, body, _) = server.delete(&path, bench.user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], json!({ "id": result["id"], "deleted": true }));
    let gone = server.get(&format!("/v1/shared/results/{token}"), None).await;
    expect_problem(&gone, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn unknown_tokens_are_404() {
    let server = TestServer::start().await;
    for path in ["/v1/shared/test-runs/shr_0123456789abcdefghij", "/v1/shared/results/shr_0123456789abcdefghij"] {
        expect_problem(&server.get(path, None).await, StatusCode::NOT_FOUND, "not_found");
    }
}

#[tokio::test]
async fn other_organizations_and_teams_can_neither_share_nor_unshare() {
    let server = TestServer::start().await;
    let (bench, run) = finished_run(&server).await;
    let outsiders = Outsiders::of(&server, &bench.user).await;
    let run_path = format!("/v1/test-runs/{}/share", str_field(&run, "id"));
    let case = run["testCaseIds"][0].as_str().expect("a case").to_string();
    let result = bench.latest_result(&server, &case).await;
    let result_path = format!("/v1/test-cases/{case}/results/{}/share", str_field(&result, "id"));
    let token = token_of(&share(&server, &bench.user, &run_path).await);

    for outsider in outsiders.all() {
        for path in [&run_path, &result_path] {
            expect_problem(&server.post_empty(path, outsider.token()).await, StatusCode::NOT_FOUND, "not_found");
            expect_problem(&server.delete(path, outsider.token()).await, StatusCode::NOT_FOUND, "not_found");
        }
    }
    assert_eq!(public_run(&server, &token).await.0, StatusCode::OK, "the share is untouched");
    assert_eq!(server.post_empty(&run_path, None).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_share_link_opens_the_app_in_a_browser() {
    let server = TestServer::start().await;
    let (bench, run) = finished_run(&server).await;
    let path = format!("/v1/test-runs/{}/share", str_field(&run, "id"));
    let (status, shared, _) = server.post_empty(&path, bench.user.token()).await;
    assert_eq!(status, StatusCode::CREATED, "{shared}");
    let url = str_field(&shared["payload"], "url");
    let client = Client::builder().no_proxy().build().unwrap();
    let response = client.get(&url).header(ACCEPT, "text/html,*/*;q=0.8").send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{url}");
    assert!(response.text().await.unwrap().contains(r#"<div id="app">"#), "the page that shows the run");
}
