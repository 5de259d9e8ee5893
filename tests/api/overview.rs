//! Figures about a project: the overview of a window (counts, pass rate, daily buckets) and the
//! storage its data takes; presets checked; other tenants see nothing.

use chrono::{DateTime, Duration, NaiveDate};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

const PRESETS: [(&str, i64); 4] =
    [("last-7-days", 7), ("last-14-days", 14), ("last-30-days", 30), ("last-90-days", 90)];

async fn overview(server: &TestServer, user: &User, project: &str, preset: &str) -> Value {
    get_ok(server, user, &format!("/v1/projects/{project}/overview?preset={preset}")).await
}

async fn usage(server: &TestServer, user: &User, project: &str) -> Value {
    get_ok(server, user, &format!("/v1/projects/{project}/storage-usage")).await
}

fn time(object: &Value, field: &str) -> DateTime<chrono::FixedOffset> {
    DateTime::parse_from_rfc3339(&str_field(object, field)).expect("RFC 3339 time")
}

fn int(value: &Value) -> u64 {
    value.as_u64().unwrap_or_else(|| panic!("not a count: {value}"))
}

#[tokio::test]
async fn an_empty_project_has_zeros_one_bucket_per_day_and_no_pass_rate() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Empty").await;

    for (preset, days) in PRESETS {
        let o = overview(&server, &user, &project, preset).await;
        assert_eq!(o["preset"], json!(preset));
        assert_eq!(time(&o, "to") - time(&o, "from"), Duration::days(days), "{o}");
        assert!(o.get("passRate").is_none(), "no results, no pass rate: {o}");
        assert_eq!(o["testCases"], json!({ "total": 0, "draft": 0, "active": 0, "inactive": 0 }));
        assert_eq!(o["testRuns"], json!({ "total": 0, "completed": 0, "failed": 0, "error": 0, "stopped": 0 }));

        // Every calendar day the window touches: the day of `from` to today, N + 1 of them.
        let daily = o["daily"].as_array().expect("daily");
        assert_eq!(daily.len() as i64, days + 1, "{preset}: {o}");
        let date = |d: &Value| NaiveDate::parse_from_str(&str_field(d, "date"), "%Y-%m-%d").expect("a date");
        assert_eq!(date(&daily[0]), time(&o, "from").date_naive());
        assert_eq!(date(daily.last().unwrap()), time(&o, "to").date_naive());
        for pair in daily.windows(2) {
            assert_eq!(date(&pair[1]) - date(&pair[0]), Duration::days(1), "consecutive days, oldest first");
        }
        assert!(daily.iter().all(|d| d["runs"] == json!(0) && d["passed"] == json!(0) && d["failed"] == json!(0)));
    }
}

#[tokio::test]
async fn the_overview_counts_runs_results_and_the_pass_rate() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let passing = bench.active_case(&server, "Passes", json!([check("/ok", 200)])).await;
    let failing = bench.active_case(&server, "Fails", json!([check("/ok", 500)])).await;
    let _draft = bench.case(&server, "Draft", json!([check("/ok", 200)])).await;

    assert_eq!(bench.run_case_to_end(&server, &passing).await["status"], json!("completed"));
    assert_eq!(bench.run_case_to_end(&server, &failing).await["status"], json!("failed"));

    let o = overview(&server, &bench.user, &bench.project, "last-7-days").await;
    assert_eq!(o["testCases"], json!({ "total": 3, "draft": 1, "active": 2, "inactive": 0 }));
    assert_eq!(o["testRuns"], json!({ "total": 2, "completed": 1, "failed": 1, "error": 0, "stopped": 0 }));
    assert_eq!(o["passRate"], json!(0.5), "{o}");

    let daily = o["daily"].as_array().expect("daily");
    assert_eq!(daily.len(), 8);
    let today = daily.last().unwrap();
    assert_eq!(str_field(today, "date"), time(&o, "to").date_naive().to_string());
    assert_eq!((int(&today["runs"]), int(&today["passed"]), int(&today["failed"])), (2, 1, 1), "{today}");
    let runs: u64 = daily.iter().map(|d| int(&d["runs"])).sum();
    assert_eq!(runs, 2, "the days add up to the window: {o}");
}

#[tokio::test]
async fn presets_are_checked() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Presets").await;
    for query in ["?preset=last-8-days", "?preset=", "?preset=LAST-7-DAYS", ""] {
        let reply = server.get(&format!("/v1/projects/{project}/overview{query}"), user.token()).await;
        expect_invalid_field(&reply, "preset");
    }
}

#[tokio::test]
async fn storage_usage_grows_with_a_run() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.active_case(&server, "Passes", json!([check("/ok", 200)])).await;

    let before = usage(&server, &bench.user, &bench.project).await;
    assert_eq!(before["projectId"], json!(bench.project));
    assert_eq!(int(&before["testCases"]["count"]), 1);
    assert!(int(&before["testCases"]["bytes"]) > 0, "{before}");
    assert_eq!(before["results"], json!({ "count": 0, "bytes": 0 }));
    assert_eq!(before["events"], json!({ "count": 0, "bytes": 0 }));
    assert_eq!(before["totalBytes"], before["testCases"]["bytes"]);

    bench.run_case_to_end(&server, &case).await;
    let after = usage(&server, &bench.user, &bench.project).await;
    assert_eq!(after["testCases"], before["testCases"], "running changes no case");
    assert_eq!(int(&after["results"]["count"]), 1, "{after}");
    assert!(int(&after["results"]["bytes"]) > 0, "{after}");
    assert!(int(&after["events"]["count"]) >= 3, "pending … completed, and the case: {after}");
    assert!(int(&after["events"]["bytes"]) > 0, "{after}");
    let parts = ["testCases", "results", "events"].iter().map(|k| int(&after[*k]["bytes"])).sum::<u64>();
    assert_eq!(int(&after["totalBytes"]), parts);
    assert!(int(&after["totalBytes"]) > int(&before["totalBytes"]));
}

/// The cases' figures follow edits and deletes: an edit adds a version (and may grow the case),
/// and a deleted case takes its versions' bytes with it.
#[tokio::test]
async fn case_storage_follows_edits_and_deletes() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Short", json!([check("/ok", 200)])).await;
    let created = usage(&server, &bench.user, &bench.project).await;
    assert_eq!(int(&created["testCases"]["count"]), 1);

    let edit = json!({ "name": "A much longer name than before", "description": "Now described at length",
                       "steps": [check("/ok", 200), check("/ok", 200)] });
    let (status, body, _) = server.put(&format!("/v1/test-cases/{case}"), bench.user.token(), &edit).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let edited = usage(&server, &bench.user, &bench.project).await;
    assert_eq!(int(&edited["testCases"]["count"]), 1);
    assert!(int(&edited["testCases"]["bytes"]) > int(&created["testCases"]["bytes"]), "{created} → {edited}");

    let (status, body, _) = server.delete(&format!("/v1/test-cases/{case}"), bench.user.token()).await;
    assert!(status.is_success(), "{status} {body}");
    let deleted = usage(&server, &bench.user, &bench.project).await;
    assert_eq!(deleted["testCases"], json!({ "count": 0, "bytes": 0 }), "versions went with the case");
    assert_eq!(deleted["totalBytes"], json!(0));
}

#[tokio::test]
async fn other_organizations_and_teams_see_no_figures() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let outsiders = Outsiders::of(&server, &bench.user).await;
    for outsider in outsiders.all() {
        for path in [
            format!("/v1/projects/{}/storage-usage", bench.project),
            format!("/v1/projects/{}/overview?preset=last-7-days", bench.project),
        ] {
            expect_problem(&server.get(&path, outsider.token()).await, StatusCode::NOT_FOUND, "not_found");
        }
    }
    let reply = server.get(&format!("/v1/projects/{}/storage-usage", bench.project), None).await;
    assert_eq!(reply.0, StatusCode::UNAUTHORIZED);
}
