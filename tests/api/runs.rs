//! Test runs that really execute against a target server on loopback: creating runs (one case,
//! a suite, a list), verdicts per step, results and their history, manual steps and reported
//! verdicts, run settings, list filters, stop, restart, bad input, tenant isolation.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

const LIVE: [&str; 4] = ["pending", "queued", "running", "stopping"];

async fn patch_settings(server: &TestServer, user: &User, project: &str, input: Value) -> Value {
    let path = format!("/v1/projects/{project}/test-run-settings");
    let (status, body, _) = server.patch(&path, user.token(), &input).await;
    assert_eq!(status, StatusCode::OK, "patch run settings {input}: {body}");
    body["payload"].clone()
}

async fn list_runs(server: &TestServer, user: &User, project: &str, query: &str) -> Value {
    let path = format!("/v1/projects/{project}/test-runs?limit=100&offset=0{query}");
    let (status, body, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body["payload"].clone()
}

fn sorted(mut ids: Vec<String>) -> Vec<String> {
    ids.sort();
    ids
}

fn strings(value: &Value) -> Vec<String> {
    let items = value.as_array().unwrap_or_else(|| panic!("not an array: {value}"));
    items.iter().map(|v| v.as_str().unwrap_or_else(|| panic!("not a string: {v}")).to_string()).collect()
}

fn time(object: &Value, field: &str) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(&str_field(object, field)).expect("RFC 3339 time")
}

// ---- running cases -----------------------------------------------------------------------

#[tokio::test]
async fn a_draft_case_runs_for_real_and_passes() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let steps = json!([
        check("/ok", 200),
        { "request": { "method": "GET", "path": "/ok" },
          "expect": { "status": 200, "bodyContains": "\"ok\"", "json": [{ "pointer": "/version", "equals": 2 }] } },
    ]);
    let case = bench.case(&server, "Health answers", steps).await;

    let run = bench.run_case(&server, &case).await;
    assert_eq!(run["testCaseId"], json!(case));
    assert_eq!(run["testCaseIds"], json!([case]));
    assert_eq!(run["testSuiteId"], Value::Null);
    assert_eq!(run["projectId"], json!(bench.project));
    assert_eq!(run["environmentId"], json!(bench.environment));
    assert_eq!(run["createdBy"], json!(bench.user.account_id));

    let run = finished(&server, &bench.user, &str_field(&run, "id")).await;
    assert_eq!(run["status"], json!("completed"), "{run}");
    assert_eq!(run["summary"], summary(1, 1, 0, 0, 0));
    assert!(time(&run, "finishedAt") >= time(&run, "startedAt"), "{run}");
    assert!(time(&run, "startedAt") >= time(&run, "createdAt"), "{run}");
    assert_eq!(bench.target.hits("/ok"), 2, "both checks reached the target");

    let result = bench.latest_result(&server, &case).await;
    assert_eq!(result["testRunId"], run["id"]);
    assert_eq!(result["testCaseId"], json!(case));
    assert_eq!(result["testCaseName"], json!("Health answers"));
    assert_eq!(result["environmentId"], json!(bench.environment));
    assert_eq!(result["status"], json!("passed"), "{result}");
    assert_eq!(result["healing"], Value::Null);
    assert!(result["durationMs"].is_u64(), "{result}");
    let steps = result["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 2, "{result}");
    for (index, step) in steps.iter().enumerate() {
        assert_eq!((step["index"].clone(), step["status"].clone()), (json!(index), json!("passed")), "{step}");
        assert_eq!(step["observed"]["status"], json!(200), "{step}");
        assert!(step["observed"]["durationMs"].is_u64(), "{step}");
        assert!(str_field(&step["observed"], "bodyExcerpt").contains("\"version\":2"), "{step}");
    }

    let path = format!("/v1/test-cases/{case}/results/{}", str_field(&result, "id"));
    let (status, body, _) = server.get(&path, bench.user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], result, "the result by id is the one in the history");
}

#[tokio::test]
async fn a_failed_check_names_what_differed() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Expects a 404", json!([check("/ok", 404)])).await;

    let run = bench.run_case_to_end(&server, &case).await;
    assert_eq!(run["status"], json!("failed"), "{run}");
    assert_eq!(run["summary"], summary(1, 0, 1, 0, 0));

    let result = bench.latest_result(&server, &case).await;
    assert_eq!(result["status"], json!("failed"), "{result}");
    let step = &result["steps"][0];
    assert_eq!(step["status"], json!("failed"), "{step}");
    assert_eq!(step["observed"]["status"], json!(200), "{step}");
    let message = str_field(step, "message");
    assert!(message.contains("404") && message.contains("200"), "the message names both statuses: {message}");
}

#[tokio::test]
async fn a_suite_run_takes_only_its_active_cases() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let suite = create_suite(&server, &bench.user, &bench.project, json!({ "name": "Checkout" })).await;
    let suite = str_field(&suite, "id");
    let in_suite = |name: &str, status: &str, steps: Value| json!({ "name": name, "status": status, "steps": steps, "testSuiteId": suite });
    let (server_ref, user, project) = (&server, &bench.user, bench.project.as_str());
    let passing = new_case(server_ref, user, project, in_suite("Passes", "active", json!([check("/ok", 200)]))).await;
    let failing = new_case(server_ref, user, project, in_suite("Fails", "active", json!([check("/ok", 500)]))).await;
    let draft = new_case(server_ref, user, project, in_suite("Draft", "draft", json!([check("/created", 201)]))).await;
    let _outside = bench.active_case(&server, "Elsewhere", json!([check("/created", 201)])).await;

    let body = json!({ "environmentId": bench.environment });
    let run = created(server.post(&format!("/v1/test-suites/{suite}/run"), user.token(), &body).await, "run suite");
    assert_fresh(&run);
    assert_eq!(run["testSuiteId"], json!(suite));
    assert_eq!(sorted(strings(&run["testCaseIds"])), sorted(vec![passing.clone(), failing.clone()]), "{run}");

    let run = finished(&server, user, &str_field(&run, "id")).await;
    assert_eq!(run["status"], json!("failed"), "one case failed: {run}");
    assert_eq!(run["summary"], summary(2, 1, 1, 0, 0));
    assert_eq!(bench.target.hits("/created"), 0, "neither the draft nor the case outside the suite ran");
    assert!(history(&server, user, &draft, &bench.environment, "").await.is_empty());
    assert_eq!(bench.latest_result(&server, &passing).await["status"], json!("passed"));
    assert_eq!(bench.latest_result(&server, &failing).await["status"], json!("failed"));

    // The same through the project route.
    let body = json!({ "testSuiteId": suite, "environmentId": bench.environment });
    let run = created(server.post(&format!("/v1/projects/{project}/test-runs"), user.token(), &body).await, "create");
    assert_eq!(sorted(strings(&run["testCaseIds"])), sorted(vec![passing, failing]), "{run}");
}

#[tokio::test]
async fn a_run_of_listed_cases_runs_each_with_the_chosen_account() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let first = bench.case(&server, "First", json!([check("/ok", 200)])).await;
    let second = bench.active_case(&server, "Second", json!([check("/created", 201)])).await;
    let account = json!({ "name": "buyer", "username": "buyer@example.com", "password": "s3cret-pw" });
    let account = str_field(&create_test_account(&server, user, project, account).await, "id");

    let body = json!({ "testCaseIds": [first, second], "environmentId": bench.environment, "testAccountId": account });
    let run = created(server.post(&format!("/v1/projects/{project}/test-runs"), user.token(), &body).await, "create");
    assert_fresh(&run);
    assert_eq!(run["testCaseIds"], json!([first, second]));
    assert_eq!((run["testCaseId"].clone(), run["testSuiteId"].clone()), (Value::Null, Value::Null));
    assert_eq!(run["testAccountId"], json!(account));
    let run = finished(&server, user, &str_field(&run, "id")).await;
    assert_eq!(run["status"], json!("completed"), "{run}");
    assert_eq!(run["summary"], summary(2, 2, 0, 0, 0));
    assert_eq!((bench.target.hits("/ok"), bench.target.hits("/created")), (1, 1));

    let body = json!({ "testCaseId": first, "environmentId": bench.environment });
    let run = created(server.post(&format!("/v1/projects/{project}/test-runs"), user.token(), &body).await, "create");
    assert_eq!((run["testCaseId"].clone(), run["testCaseIds"].clone()), (json!(first), json!([first])));
    finished(&server, user, &str_field(&run, "id")).await;

    // Exactly one of testCaseId, testSuiteId, testCaseIds.
    for body in [
        json!({ "environmentId": bench.environment }),
        json!({ "testCaseId": first, "testCaseIds": [second], "environmentId": bench.environment }),
    ] {
        let reply = server.post(&format!("/v1/projects/{project}/test-runs"), user.token(), &body).await;
        expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
    }
}

// ---- what targets answer -----------------------------------------------------------------

#[tokio::test]
async fn huge_and_garbage_bodies_are_recorded_and_the_run_goes_on() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let steps = json!([check("/huge", 200), check("/garbage", 200), check("/ok", 200)]);
    let case = bench.case(&server, "Odd bodies", steps).await;

    let run = bench.run_case_to_end(&server, &case).await;
    assert_eq!(run["status"], json!("completed"), "{run}");
    let sent = bench.target.huge_bytes_sent();
    assert!(sent > 0 && sent < HUGE_BYTES / 4, "the runner read a bounded part of the 100 MB body, not {sent} bytes");

    let result = bench.latest_result(&server, &case).await;
    let statuses: Vec<Value> = result["steps"].as_array().expect("steps").iter().map(|s| s["status"].clone()).collect();
    assert_eq!(statuses, vec![json!("passed"); 3], "{result}");
    let huge = str_field(&result["steps"][0]["observed"], "bodyExcerpt");
    assert!(!huge.is_empty() && huge.len() <= 4096 && huge.len() < HUGE_BYTES, "excerpt of {} bytes", huge.len());
    assert!(huge.chars().all(|c| c == 'x'), "the excerpt is the start of the body");
    assert!(result["steps"][1]["observed"]["bodyExcerpt"].is_string(), "garbage is kept as text: {result}");
    assert_eq!(result["steps"][2]["observed"]["status"], json!(200), "the steps after them ran");

    // Expecting JSON of garbage does not pass, and says why.
    let expect_json = json!({ "request": { "method": "GET", "path": "/garbage" },
                              "expect": { "json": [{ "pointer": "/a", "equals": 1 }] } });
    let case = bench.case(&server, "Garbage as JSON", json!([expect_json])).await;
    let run = bench.run_case_to_end(&server, &case).await;
    assert!(["failed", "error"].contains(&run["status"].as_str().unwrap_or_default()), "{run}");
    let step = &bench.latest_result(&server, &case).await["steps"][0];
    assert!(["failed", "error"].contains(&step["status"].as_str().unwrap_or_default()), "{step}");
    assert!(!str_field(step, "message").is_empty(), "{step}");
}

#[tokio::test]
async fn a_hanging_target_times_out_as_an_error_while_the_server_stays_responsive() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let settings = patch_settings(&server, &bench.user, &bench.project, json!({ "stepTimeoutMs": 500 })).await;
    assert_eq!(settings["stepTimeoutMs"], json!(500));
    let case = bench.case(&server, "Hangs", json!([check("/slow", 200)])).await;

    let run = bench.run_case(&server, &case).await;
    bench.target.wait_for_hit("/slow").await;
    let asked = Instant::now();
    let (status, _, _) = server.get("/v1", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(asked.elapsed() < Duration::from_secs(3), "GET /v1 took {:?} during the run", asked.elapsed());

    let run = finished_within(&server, &bench.user, &str_field(&run, "id"), Duration::from_secs(5)).await;
    assert!(["failed", "error"].contains(&run["status"].as_str().unwrap_or_default()), "{run}");
    assert_eq!(run["summary"], summary(1, 0, 0, 1, 0));
    let result = bench.latest_result(&server, &case).await;
    assert_eq!(result["status"], json!("error"), "{result}");
    assert_eq!(result["steps"][0]["status"], json!("error"), "{result}");
    assert!(!str_field(&result["steps"][0], "message").is_empty(), "{result}");
}

#[tokio::test]
async fn run_settings_have_defaults_and_keep_what_is_left_out() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let path = format!("/v1/projects/{}/test-run-settings", bench.project);
    let (status, body, _) = server.get(&path, bench.user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let defaults = json!({ "parallelCases": 4, "stepTimeoutMs": 30000, "retries": 0, "followRedirects": false });
    assert_eq!(body["payload"], defaults);

    let changed = patch_settings(&server, &bench.user, &bench.project, json!({ "retries": 2 })).await;
    assert_eq!(changed, json!({ "parallelCases": 4, "stepTimeoutMs": 30000, "retries": 2, "followRedirects": false }));
    assert_eq!(server.get(&path, bench.user.token()).await.1["payload"], changed);

    expect_invalid_field(
        &server.patch(&path, bench.user.token(), &json!({ "stepTimeoutMs": 5 })).await,
        "/stepTimeoutMs",
    );
    expect_invalid_field(
        &server.patch(&path, bench.user.token(), &json!({ "parallelCases": 0 })).await,
        "/parallelCases",
    );

    // With redirects followed, /moved lands on /new-home and passes.
    patch_settings(&server, &bench.user, &bench.project, json!({ "followRedirects": true })).await;
    let case = bench.case(&server, "Moved", json!([check("/moved", 200)])).await;
    assert_eq!(bench.run_case_to_end(&server, &case).await["status"], json!("completed"));
    assert_eq!(bench.target.hits("/new-home"), 1);

    let outsider = server.signed_up().await;
    expect_problem(&server.get(&path, outsider.token()).await, StatusCode::NOT_FOUND, "not_found");
}

// ---- listing and history -----------------------------------------------------------------

#[tokio::test]
async fn runs_list_with_filters_and_pages() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let login = bench.case(&server, "Login works", json!([check("/ok", 200)])).await;
    let cart = bench.case(&server, "Cart broken", json!([check("/ok", 500)])).await;
    let suite = str_field(&create_suite(&server, user, project, json!({ "name": "Checkout flow" })).await, "id");
    let pay = json!({ "name": "Pay by card", "status": "active", "testSuiteId": suite, "steps": [check("/ok", 200)] });
    new_case(&server, user, project, pay).await;

    let first = str_field(&bench.run_case_to_end(&server, &login).await, "id");
    tick().await;
    let middle = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    tick().await;
    let body = json!({ "environmentId": bench.environment });
    let second = created(server.post(&format!("/v1/test-suites/{suite}/run"), user.token(), &body).await, "suite run");
    let second = str_field(&finished(&server, user, &str_field(&second, "id")).await, "id");
    tick().await;
    let third = str_field(&bench.run_case_to_end(&server, &cart).await, "id");

    let ids = |page: &Value| ids_of(&page["items"]);
    let all = list_runs(&server, user, project, "").await;
    assert_eq!(all["total"], json!(3));
    assert_eq!(ids(&all), vec![third.clone(), second.clone(), first.clone()], "newest first");

    let cases = [
        ("&status=failed".to_string(), vec![third.clone()]),
        ("&status=completed".to_string(), vec![second.clone(), first.clone()]),
        ("&statuses=failed&statuses=completed".to_string(), vec![third.clone(), second.clone(), first.clone()]),
        ("&statuses=running&statuses=stopped".to_string(), vec![]),
        (format!("&testCaseId={login}"), vec![first.clone()]),
        (format!("&testCaseId={cart}"), vec![third.clone()]),
        (format!("&testSuiteId={suite}"), vec![second.clone()]),
        ("&search=checkout".to_string(), vec![second.clone()]),
        ("&search=login".to_string(), vec![first.clone()]),
        (format!("&startDate={middle}"), vec![third.clone(), second.clone()]),
        (format!("&endDate={middle}"), vec![first.clone()]),
        ("&startDate=2999-01-01T00:00:00Z".to_string(), vec![]),
        (format!("&id={second}"), vec![second.clone()]),
        (format!("&ids={first}&ids={third}"), vec![third.clone(), first.clone()]),
        (format!("&createdBy={}", user.account_id), vec![third.clone(), second.clone(), first.clone()]),
    ];
    for (query, expected) in cases {
        let page = list_runs(&server, user, project, &query).await;
        assert_eq!(ids(&page), expected, "{query}: {page}");
        assert_eq!(page["total"], json!(expected.len()), "{query}");
    }

    let path = format!("/v1/projects/{project}/test-runs");
    let page = server.get(&format!("{path}?limit=2&offset=0"), user.token()).await.1["payload"].clone();
    assert_eq!((page["total"].clone(), ids(&page)), (json!(3), vec![third.clone(), second.clone()]));
    let page = server.get(&format!("{path}?limit=2&offset=2"), user.token()).await.1["payload"].clone();
    assert_eq!((page["total"].clone(), ids(&page)), (json!(3), vec![first.clone()]));
    expect_invalid_field(&server.get(&format!("{path}?limit=0&offset=0"), user.token()).await, "limit");
    let reply = server.get(&format!("{path}?limit=10&offset=0&status=sleeping"), user.token()).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
}

#[tokio::test]
async fn results_history_is_per_environment_and_newest_first() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let user = &bench.user;
    let other = new_environment(&server, user, &bench.project, &bench.target.base_url()).await;
    let case = bench.case(&server, "Health", json!([check("/ok", 200)])).await;

    let first = str_field(&bench.run_case_to_end(&server, &case).await, "id");
    tick().await;
    let elsewhere = run_case_in(&server, user, &case, &other).await;
    let elsewhere = str_field(&finished(&server, user, &str_field(&elsewhere, "id")).await, "id");
    tick().await;
    let second = str_field(&bench.run_case_to_end(&server, &case).await, "id");

    let run_ids = |results: Vec<Value>| -> Vec<String> { results.iter().map(|r| str_field(r, "testRunId")).collect() };
    let here = history(&server, user, &case, &bench.environment, "").await;
    assert!(here.iter().all(|r| r["environmentId"] == json!(bench.environment)), "{here:?}");
    assert_eq!(run_ids(here), vec![second.clone(), first]);
    assert_eq!(run_ids(history(&server, user, &case, &other, "").await), vec![elsewhere]);
    assert_eq!(run_ids(history(&server, user, &case, &bench.environment, "&limit=1").await), vec![second]);

    let missing = server.get(&format!("/v1/test-cases/{case}/results-history"), user.token()).await;
    expect_invalid_field(&missing, "environmentId");
    let unknown =
        server.get(&format!("/v1/test-cases/tc_nope/results-history?environmentId={other}"), user.token()).await;
    expect_problem(&unknown, StatusCode::NOT_FOUND, "not_found");
}

// ---- manual steps ------------------------------------------------------------------------

#[tokio::test]
async fn manual_steps_are_skipped_until_a_tester_reports_a_verdict() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let user = &bench.user;
    let case = bench.case(&server, "Looks right", json!([manual("Open the home page")])).await;

    let run = bench.run_case_to_end(&server, &case).await;
    let run_id = str_field(&run, "id");
    assert_eq!(run["summary"], summary(1, 0, 0, 0, 1), "{run}");
    let result = bench.latest_result(&server, &case).await;
    assert_eq!(result["status"], json!("skipped"), "{result}");
    assert_eq!(result["steps"][0]["status"], json!("skipped"), "{result}");

    let verdict = json!({ "testCaseId": case, "status": "passed", "comment": "looks fine" });
    let reported =
        created(server.post(&format!("/v1/test-runs/{run_id}/results"), user.token(), &verdict).await, "report");
    assert_eq!((reported["status"].clone(), reported["testRunId"].clone()), (json!("passed"), json!(run_id)));
    assert_eq!(reported["testCaseId"], json!(case));
    let latest = bench.latest_result(&server, &case).await;
    assert_eq!(latest["status"], json!("passed"), "the reported verdict is the result: {latest}");
    assert_eq!(latest["testRunId"], json!(run_id));

    let stranger = bench.case(&server, "Not in the run", json!([manual("x")])).await;
    let verdict = json!({ "testCaseId": stranger, "status": "passed" });
    let reply = server.post(&format!("/v1/test-runs/{run_id}/results"), user.token(), &verdict).await;
    assert!(reply.0.is_client_error(), "a case outside the run: {} {}", reply.0, reply.1);
    assert_problem_shape(&reply.1, &reply.2, reply.0);
}

// ---- stop and restart --------------------------------------------------------------------

#[tokio::test]
async fn stop_reaches_stopped_within_two_seconds_and_stopping_again_is_409() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Hangs", json!([check("/slow", 200)])).await;
    let run = str_field(&bench.run_case(&server, &case).await, "id");
    bench.target.wait_for_hit("/slow").await;

    let asked = Instant::now();
    let stopping = created(server.post_empty(&format!("/v1/test-runs/{run}/stop"), bench.user.token()).await, "stop");
    assert!(["stopping", "stopped"].contains(&stopping["status"].as_str().unwrap_or_default()), "{stopping}");
    let stopped = finished_within(&server, &bench.user, &run, Duration::from_secs(2)).await;
    assert_eq!(stopped["status"], json!("stopped"), "{stopped}");
    assert!(asked.elapsed() < Duration::from_secs(2), "stopped after {:?}", asked.elapsed());
    assert!(stopped["finishedAt"].is_string(), "{stopped}");

    let again = server.post_empty(&format!("/v1/test-runs/{run}/stop"), bench.user.token()).await;
    expect_problem(&again, StatusCode::CONFLICT, "invalid_state");
    assert_eq!(get_run(&server, &bench.user, &run).await["status"], json!("stopped"));

    // A completed run cannot be stopped either.
    let quick = bench.case(&server, "Quick", json!([check("/ok", 200)])).await;
    let done = str_field(&bench.run_case_to_end(&server, &quick).await, "id");
    let reply = server.post_empty(&format!("/v1/test-runs/{done}/stop"), bench.user.token()).await;
    expect_problem(&reply, StatusCode::CONFLICT, "invalid_state");
    assert_eq!(get_run(&server, &bench.user, &done).await["status"], json!("completed"));
}

#[tokio::test]
async fn a_restart_mid_run_leaves_no_run_live() {
    // On PostgreSQL the restarted server cannot tell its old self from another server that
    // shares the database: it ends the run once the old hold on it lapses (3 s here).
    let mut server = TestServer::start_with(&["--run-lease-secs", "3"]).await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Hangs", json!([check("/slow", 200)])).await;
    let run = str_field(&bench.run_case(&server, &case).await, "id");
    bench.target.wait_for_hit("/slow").await;
    assert!(LIVE.contains(&get_run(&server, &bench.user, &run).await["status"].as_str().unwrap_or_default()));

    server.restart().await;

    let after = finished(&server, &bench.user, &run).await;
    assert_eq!(after["status"], json!("error"), "{after}");
    assert!(!str_field(&after, "statusReason").trim().is_empty(), "an honest reason: {after}");
    let live = "&statuses=pending&statuses=queued&statuses=running&statuses=stopping";
    assert_eq!(list_runs(&server, &bench.user, &bench.project, live).await["total"], json!(0));

    let events = server.all_events(&run, bench.user.token(), None).await;
    let last = events.last().expect("the run has events");
    assert_eq!(last.name, "run.finished", "{events:#?}");
    assert_eq!(last.data["status"], json!("error"), "{last:?}");
    let ids: Vec<u64> = events.iter().map(SseEvent::id).collect();
    assert_eq!(ids, (1..=events.len() as u64).collect::<Vec<_>>(), "ids stay consecutive across the restart");
}

// ---- bad input ---------------------------------------------------------------------------

#[tokio::test]
async fn runs_of_what_cannot_run_are_refused() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let run_case_reply = |case: String, environment: String| {
        let server = &server;
        async move {
            let body = json!({ "environmentId": environment });
            server.post(&format!("/v1/test-cases/{case}/run"), user.token(), &body).await
        }
    };

    // An inactive case.
    let retired = bench.active_case(&server, "Retired", json!([check("/ok", 200)])).await;
    let reply = server.post_empty(&format!("/v1/test-cases/{retired}/deactivate"), user.token()).await;
    assert_eq!(reply.0, StatusCode::CREATED, "deactivate: {}", reply.1);
    expect_problem(
        &run_case_reply(retired.clone(), bench.environment.clone()).await,
        StatusCode::CONFLICT,
        "invalid_state",
    );

    // A suite with no active case, and an empty one.
    let suites = format!("/v1/projects/{project}/test-suites");
    let drafts =
        str_field(&created(server.post(&suites, user.token(), &json!({ "name": "Drafts" })).await, "suite"), "id");
    new_case(&server, user, project, json!({ "name": "Draft", "testSuiteId": drafts, "steps": [check("/ok", 200)] }))
        .await;
    let empty =
        str_field(&created(server.post(&suites, user.token(), &json!({ "name": "Empty" })).await, "suite"), "id");
    for suite in [&drafts, &empty] {
        let body = json!({ "environmentId": bench.environment });
        let reply = server.post(&format!("/v1/test-suites/{suite}/run"), user.token(), &body).await;
        assert_eq!(reply.0, StatusCode::CONFLICT, "suite without active cases: {}", reply.1);
        assert_problem_shape(&reply.1, &reply.2, StatusCode::CONFLICT);
    }

    // Environments, accounts and cases that are unknown or belong elsewhere.
    let case = bench.case(&server, "Fine", json!([check("/ok", 200)])).await;
    let other_project = str_field(&server.create_project(user.token(), "Other").await, "id");
    let sibling_environment = new_environment(&server, user, &other_project, &bench.target.base_url()).await;
    let sibling_case = new_case(&server, user, &other_project, json!({ "name": "Elsewhere" })).await;
    let stranger = Bench::new(&server).await;
    for environment in ["env_nope", sibling_environment.as_str(), stranger.environment.as_str()] {
        expect_invalid_field(&run_case_reply(case.clone(), environment.to_string()).await, "/environmentId");
    }
    let runs = format!("/v1/projects/{project}/test-runs");
    let env = bench.environment.as_str();
    for (body, field) in [
        (json!({ "testCaseIds": [case, "tc_nope"], "environmentId": env }), "/testCaseIds/1"),
        (json!({ "testCaseIds": [sibling_case, case], "environmentId": env }), "/testCaseIds/0"),
        (json!({ "testCaseId": sibling_case, "environmentId": env }), "/testCaseId"),
        (json!({ "testSuiteId": "ts_nope", "environmentId": env }), "/testSuiteId"),
        (json!({ "testCaseId": case, "environmentId": stranger.environment }), "/environmentId"),
        (json!({ "testCaseId": case, "environmentId": env, "testAccountId": "ta_nope" }), "/testAccountId"),
    ] {
        expect_invalid_field(&server.post(&runs, user.token(), &body).await, field);
    }
    assert_eq!(list_runs(&server, user, project, "").await["total"], json!(0), "nothing was started");
    assert_eq!(bench.target.hits("/ok"), 0);
}

#[tokio::test]
async fn an_environment_used_by_a_live_run_cannot_be_deleted() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Hangs", json!([check("/slow", 200)])).await;
    let run = str_field(&bench.run_case(&server, &case).await, "id");
    bench.target.wait_for_hit("/slow").await;

    let path = format!("/v1/environments/{}", bench.environment);
    let reply = server.delete(&path, bench.user.token()).await;
    assert_eq!(reply.0, StatusCode::CONFLICT, "{}", reply.1);
    assert_problem_shape(&reply.1, &reply.2, StatusCode::CONFLICT);

    created(server.post_empty(&format!("/v1/test-runs/{run}/stop"), bench.user.token()).await, "stop");
    finished_within(&server, &bench.user, &run, Duration::from_secs(2)).await;
    let (status, body, _) = server.delete(&path, bench.user.token()).await;
    assert_eq!(status, StatusCode::OK, "once the run is over: {body}");
}

// ---- tenancy -----------------------------------------------------------------------------

#[tokio::test]
async fn other_organizations_and_teams_see_nothing_of_a_run() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Health", json!([check("/ok", 200)])).await;
    let run = str_field(&bench.run_case_to_end(&server, &case).await, "id");
    let result = str_field(&bench.latest_result(&server, &case).await, "id");
    let outsiders = Outsiders::of(&server, &bench.user).await;

    for outsider in outsiders.all() {
        let token = outsider.token();
        let not_found = |reply: Reply, what: &str| {
            assert_eq!(reply.0, StatusCode::NOT_FOUND, "{what} for {}: {}", outsider.email, reply.1);
            assert_problem(&reply.1, &reply.2, StatusCode::NOT_FOUND, "not_found");
        };
        not_found(server.get(&format!("/v1/test-runs/{run}"), token).await, "get run");
        not_found(server.post_empty(&format!("/v1/test-runs/{run}/stop"), token).await, "stop");
        let events = server.send(server.events_request(&run, token, None)).await;
        not_found(events, "events");
        let query = format!("?environmentId={}", bench.environment);
        not_found(server.get(&format!("/v1/test-cases/{case}/results-history{query}"), token).await, "history");
        not_found(server.get(&format!("/v1/test-cases/{case}/results/{result}"), token).await, "result");
        let verdict = json!({ "testCaseId": case, "status": "passed" });
        not_found(server.post(&format!("/v1/test-runs/{run}/results"), token, &verdict).await, "report");
        not_found(
            server.get(&format!("/v1/projects/{}/test-runs?limit=10&offset=0", bench.project), token).await,
            "list",
        );
        let body = json!({ "environmentId": bench.environment });
        not_found(server.post(&format!("/v1/test-cases/{case}/run"), token, &body).await, "run");
    }
    assert_eq!(get_run(&server, &bench.user, &run).await["status"], json!("completed"));
}
