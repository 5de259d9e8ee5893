//! Hardening of runs: targets in the server's own network refused, fair run slots, secrets kept
//! out of results in every encoding, expected JSON values as plain JSON.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::*;

/// Anyone who may create an environment could point it at `127.0.0.1`, `169.254.169.254` or any
/// other address of the server's network and read the answers in `bodyExcerpt`. A server that
/// listens beyond loopback (or is told `--allow-private-targets false`) refuses them.
#[tokio::test]
async fn runs_cannot_be_pointed_at_the_servers_own_network() {
    let server = TestServer::start_with(&["--allow-private-targets", "false"]).await;
    let bench_user = server.signed_up().await;
    let project = project_of(&server, &bench_user, "Probe").await;
    let target = Target::start().await;
    let port = target.base_url().rsplit(':').next().unwrap().to_string();
    for base_url in [
        target.base_url(),
        format!("http://2130706433:{port}"),
        format!("http://0x7f000001:{port}"),
        format!("http://[::ffff:127.0.0.1]:{port}"),
        format!("http://localhost:{port}"),
        "http://169.254.169.254/latest/meta-data".to_string(),
    ] {
        let input = json!({ "name": "probe", "baseUrl": base_url });
        let reply = server.post(&format!("/v1/projects/{project}/environments"), bench_user.token(), &input).await;
        expect_invalid_field(&reply, "/baseUrl");
    }
}

/// An environment stored while private targets were allowed is refused when the run sends its
/// checks (every connection is checked), and nothing is fetched.
#[tokio::test]
async fn checks_are_refused_when_they_are_sent_not_only_when_stored() {
    let mut server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Probe", json!([check("/ok", 200)])).await;
    server.restart_with(&["--allow-private-targets", "false"]).await;
    let (user, environment) = (&bench.user, &bench.environment);
    let run = run_case_in(&server, user, &case, environment).await;
    finished(&server, user, &str_field(&run, "id")).await;
    let results = history(&server, user, &case, environment, "").await;
    let checked = &results[0]["steps"][0];
    assert_eq!(checked["status"], "error", "{checked}");
    assert!(checked["message"].as_str().unwrap_or_default().contains("--allow-private-targets"), "{checked}");
    assert!(checked["observed"]["bodyExcerpt"].is_null(), "nothing was read: {checked}");
    assert_eq!(bench.target.hits("/ok"), 0, "the target saw no request");
}

/// `baseUrl` with credentials was stored and shown in plain text.
#[tokio::test]
async fn base_urls_with_credentials_are_refused() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let input = json!({ "name": "staging", "baseUrl": "https://admin:hunter2@staging.example.com" });
    let reply = server.post(&format!("/v1/projects/{project}/environments"), user.token(), &input).await;
    expect_invalid_field(&reply, "/baseUrl");
    assert!(!reply.1.to_string().contains("hunter2"), "the answer does not repeat the password: {}", reply.1);
}

/// One organization could take every run slot: 8 slow runs of org B kept org A's run `queued`
/// until they timed out. An organization now holds at most half of the slots.
#[tokio::test]
async fn one_organization_cannot_starve_the_others_of_run_slots() {
    let server = TestServer::start().await;
    let busy = Bench::new(&server).await;
    let slow = busy.active_case(&server, "Slow", json!([check("/slow", 200)])).await;
    let mut slow_runs = Vec::new();
    for _ in 0..8 {
        slow_runs.push(str_field(&busy.run_case(&server, &slow).await, "id"));
    }
    busy.target.wait_for_hit("/slow").await;

    let other = Bench::new(&server).await;
    let quick = other.active_case(&server, "Quick", json!([check("/ok", 200)])).await;
    let run = other.run_case(&server, &quick).await;
    let done = finished_within(&server, &other.user, &str_field(&run, "id"), Duration::from_secs(10)).await;
    assert_eq!(done["status"], "completed", "another organization's run starts at once: {done}");

    let mut statuses = Vec::new();
    for id in &slow_runs {
        statuses.push(get_run(&server, &busy.user, id).await["status"].clone());
    }
    for id in &slow_runs {
        server.post_empty(&format!("/v1/test-runs/{id}/stop"), busy.user.token()).await;
    }
    let queued = statuses.iter().filter(|s| **s == "queued").count();
    assert_eq!(queued, 4, "4 of the busy organization's 8 runs executed, 4 waited their turn: {statuses:?}");
}

/// A test account's password came back, URL-encoded, in the body excerpt of a public share
/// view; so did credential headers a target echoed. Every form of them is redacted now.
#[tokio::test]
async fn secrets_never_reach_a_shared_run_in_any_encoding() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let account = json!({ "name": "buyer", "username": "ada", "password": "Hunter 2\"x" });
    let account = str_field(&create_test_account(&server, user, project, account).await, "id");
    let step = json!({
        "request": { "method": "GET", "path": "/echo?p={{account.password}}",
                     "headers": { "authorization": "Bearer tok_live_0123456789", "x-api-key": "key_live_9876543210" } },
        "expect": { "status": 200 }
    });
    let case = bench.active_case(&server, "Echo", json!([step])).await;
    let body = json!({ "testCaseIds": [case], "environmentId": bench.environment, "testAccountId": account });
    let run = created(server.post(&format!("/v1/projects/{project}/test-runs"), user.token(), &body).await, "run");
    let run_id = str_field(&run, "id");
    finished(&server, user, &run_id).await;
    let share = created(server.post_empty(&format!("/v1/test-runs/{run_id}/share"), user.token()).await, "share");
    let (status, shared, _) = server.get(&format!("/v1/shared/test-runs/{}", str_field(&share, "token")), None).await;
    assert_eq!(status, StatusCode::OK);
    let text = shared.to_string();
    assert!(text.contains("[redacted]"), "the echo was kept, redacted: {text}");
    for secret in ["Hunter", "%22x", "tok_live_0123456789", "key_live_9876543210"] {
        assert!(!text.contains(secret), "{secret} in the public view: {text}");
    }
}

/// A JSON expectation's `equals` had to be JSON *text* (`"equals": "\"ok\""`); the natural
/// `"equals": "ok"` was refused. It is any JSON value now (stored cases are rewritten by the
/// migration; `store::migrations` tests that).
#[tokio::test]
async fn expected_json_values_are_plain_json() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let json = json!([{ "pointer": "/status", "equals": "ok" }, { "pointer": "/version", "equals": 2.0 },
                      { "pointer": "", "equals": { "status": "ok", "version": 2 } }]);
    let step = json!([{ "request": { "method": "GET", "path": "/ok" }, "expect": { "status": 200, "json": json } }]);
    let case = bench.case(&server, "Natural", step).await;
    assert_eq!(bench.run_case_to_end(&server, &case).await["status"], "completed");
    let stored = get_ok(&server, &bench.user, &format!("/v1/test-cases/{case}")).await;
    assert_eq!(stored["steps"][0]["expect"]["json"], json, "answered as given");
}

/// Environment variable values appeared verbatim in results. Secret variables are write-only,
/// resolved like variables, and redacted from everything a run keeps.
#[tokio::test]
async fn secret_variables_are_write_only_and_redacted() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let input = json!({ "name": "with secrets", "baseUrl": bench.target.base_url(),
                        "variables": { "region": "eu" }, "secretVariables": { "apiKey": "sk_live_7f3a9c" } });
    let environment = create_environment(&server, user, project, input.clone()).await;
    assert_eq!(environment["secretVariableNames"], json!(["apiKey"]));
    assert!(!environment.to_string().contains("sk_live_7f3a9c"), "{environment}");
    let id = str_field(&environment, "id");

    let mut replaced = input.clone();
    replaced.as_object_mut().unwrap().remove("secretVariables");
    let kept = server.put(&format!("/v1/environments/{id}"), user.token(), &replaced).await;
    assert_eq!(kept.1["payload"]["secretVariableNames"], json!(["apiKey"]), "left out: kept");
    let mut clash = input.clone();
    clash["secretVariables"] = json!({ "region": "x" });
    expect_invalid_field(
        &server.put(&format!("/v1/environments/{id}"), user.token(), &clash).await,
        "/secretVariables/region",
    );

    let step = json!({ "request": { "method": "GET", "path": "/echo?key={{apiKey}}&region={{region}}" }, "expect": { "status": 200 } });
    let case = bench.active_case(&server, "Uses the key", json!([step])).await;
    let run = run_case_in(&server, user, &case, &id).await;
    let done = finished(&server, user, &str_field(&run, "id")).await;
    assert_eq!(done["status"], "completed", "the secret was sent: {done}");
    let result = &history(&server, user, &case, &id, "").await[0];
    let excerpt = result["steps"][0]["observed"]["bodyExcerpt"].as_str().unwrap_or_default().to_string();
    assert!(excerpt.contains("region=eu") && excerpt.contains("[redacted]"), "{excerpt}");
    assert!(!result.to_string().contains("sk_live_7f3a9c"), "{result}");
}
