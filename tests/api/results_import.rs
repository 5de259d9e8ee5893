//! Result import from CI (`POST /v1/projects/{id}/test-runs/import`): JUnit reports written by
//! real tools (pytest, run here) and checked-in samples (Maven Surefire, jest-junit), alone or
//! zipped, become finished runs with results, events and matched or created cases.

use std::io::Write as _;

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

const SUREFIRE: &str = include_str!("samples/surefire.xml");
const JEST: &str = include_str!("samples/jest-junit.xml");

fn zip_of(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, content) in files {
        zip.start_file(*name, zip::write::SimpleFileOptions::default()).unwrap();
        zip.write_all(content).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

fn by_name<'a>(cases: &'a Value, name: &str) -> &'a Value {
    let items = cases["items"].as_array().unwrap();
    items.iter().find(|c| c["name"] == json!(name)).unwrap_or_else(|| panic!("no case {name:?} in {cases}"))
}

#[tokio::test]
async fn a_pytest_report_becomes_a_finished_run_with_its_cases() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let pytest = PytestRun::new();
    let report = std::fs::read(&pytest.report).unwrap();

    let import = ci.imported(&server, report.clone(), &[("name", "build 41")]).await;
    assert_eq!((&import["tests"], &import["matched"], &import["created"]), (&json!(3), &json!(0), &json!(3)));
    assert_eq!(import["unmatched"], json!([]));
    let run = &import["run"];
    assert_eq!((&run["status"], &run["name"]), (&json!("failed"), &json!("build 41")));
    assert_eq!(run["summary"], summary(3, 1, 1, 0, 1));
    assert_eq!(run["environmentId"], json!(ci.environment));
    assert!(run["startedAt"].is_string() && run["finishedAt"].is_string(), "{run}");

    let cases = ci.cases(&server, "").await;
    assert_eq!(cases["total"], json!(3));
    let discount = by_name(&cases, "test_discount");
    assert_eq!(discount["automationId"], json!("test_shop.test_discount"));
    assert_eq!(discount["status"], json!("active"));
    let result = ci.result(&server, discount["id"].as_str().unwrap()).await;
    assert_eq!(result["status"], json!("failed"));
    let output = &result["output"];
    assert!(output["failureMessage"].as_str().unwrap().contains("discount is off"), "{output}");
    assert!(output["details"].as_str().unwrap().contains("assert"), "{output}");
    let total = ci.result(&server, by_name(&cases, "test_cart_total")["id"].as_str().unwrap()).await;
    assert_eq!(total["status"], json!("passed"));
    assert!(total["output"]["stdout"].as_str().unwrap_or_default().contains("total is 30"), "{total}");

    // The same report again (the next CI build) finds the same cases: a second run, no new case.
    let again = ci.imported(&server, report, &[]).await;
    assert_eq!((&again["matched"], &again["created"]), (&json!(3), &json!(0)));
    assert_ne!(again["run"]["id"], run["id"]);
    assert_eq!(again["run"]["name"], Value::Null);
    assert_eq!(ci.cases(&server, "").await["total"], json!(3));
    let found = ci.cases(&server, "&automationId=test_shop.test_pricing").await;
    assert_eq!((found["total"].clone(), found["items"][0]["name"].clone()), (json!(1), json!("test_pricing")));
}

#[tokio::test]
async fn a_zipped_report_attaches_the_files_its_tests_name() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let pytest = PytestRun::new();
    let screenshot = std::fs::read(&pytest.screenshot).unwrap();
    // The report names the screenshot by its absolute path on the CI machine; the zip holds
    // it under a relative one.
    let zip =
        zip_of(&[("report.xml", &std::fs::read(&pytest.report).unwrap()), ("screenshots/discount.png", &screenshot)]);
    let import = ci.imported(&server, zip, &[]).await;
    assert_eq!(import["attachments"], json!(1));
    let cases = ci.cases(&server, "").await;
    let failing = ci.result(&server, by_name(&cases, "test_discount")["id"].as_str().unwrap()).await;
    let attachment = &failing["attachments"][0];
    assert_eq!((&attachment["name"], &attachment["contentType"]), (&json!("discount.png"), &json!("image/png")));
    let response = server.request(
        reqwest::Method::GET,
        &format!("/v1/attachments/{}", attachment["id"].as_str().unwrap()),
        ci.user.token(),
    );
    assert_eq!(response.send().await.unwrap().bytes().await.unwrap().to_vec(), screenshot);
    let passing = ci.result(&server, by_name(&cases, "test_cart_total")["id"].as_str().unwrap()).await;
    assert_eq!(passing["attachments"], json!([]));

    // Over the project's quota, nothing of the import is written.
    let settings = format!("/v1/projects/{}/settings", ci.project);
    server.patch(&settings, ci.user.token(), &json!({ "attachmentQuotaBytes": screenshot.len() + 10 })).await;
    let zip = zip_of(&[("report.xml", &std::fs::read(&pytest.report).unwrap()), ("discount.png", &screenshot)]);
    expect_problem(&ci.upload(&server, zip, &[]).await, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    let runs = get_ok(&server, &ci.user, &format!("/v1/projects/{}/test-runs?limit=10&offset=0", ci.project)).await;
    assert_eq!(runs["total"], json!(1));
}

/// The JUnit report cargo-nextest writes for a tiny crate with a passing and a failing test.
fn nextest_report() -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::create_dir_all(dir.path().join(".config")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"shop\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        "#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() { assert_eq!(1 + 1, 2); }\n\n\
         \x20   #[test]\n    fn discounts() { assert_eq!(100 * 9 / 10, 91, \"discount is off\"); }\n}\n",
    )
    .unwrap();
    std::fs::write(dir.path().join(".config/nextest.toml"), "[profile.default.junit]\npath = \"junit.xml\"\n").unwrap();
    let output = std::process::Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["nextest", "run", "--no-fail-fast", "--offline"])
        .env("CARGO_TARGET_DIR", dir.path().join("target"))
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("no such command"), "cargo-nextest is needed: `./scripts/check tools` installs it");
    // nextest exits 100 when a test failed, which this crate makes sure of.
    assert_eq!(output.status.code(), Some(100), "{stderr}");
    std::fs::read(dir.path().join("target/nextest/default/junit.xml")).unwrap()
}

#[tokio::test]
async fn a_cargo_nextest_report_is_imported() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let import = ci.imported(&server, nextest_report(), &[]).await;
    assert_eq!((&import["tests"], &import["run"]["summary"]), (&json!(2), &summary(2, 1, 1, 0, 0)));
    let cases = ci.cases(&server, "").await;
    let failing = by_name(&cases, "tests::discounts");
    assert_eq!(failing["automationId"], json!("shop.tests::discounts"));
    let result = ci.result(&server, failing["id"].as_str().unwrap()).await;
    assert!(result["output"]["details"].as_str().unwrap_or_default().contains("discount is off"), "{result}");
}

#[tokio::test]
async fn an_imported_run_has_the_events_and_listing_of_an_executed_one() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let import = ci.imported(&server, SUREFIRE.as_bytes().to_vec(), &[]).await;
    let run = &import["run"];
    // A failure and an error: failed, as for an executed run.
    assert_eq!((&run["status"], &run["summary"]), (&json!("failed"), &summary(3, 1, 1, 1, 0)));
    let run_id = run["id"].as_str().unwrap();

    let events = server.all_events(run_id, ci.user.token(), None).await;
    let names: Vec<&str> = events.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["run.status", "case.finished", "case.finished", "case.finished", "run.status", "run.finished"]);
    assert_eq!(events[0].data["status"], json!("running"));
    assert_eq!(events.last().unwrap().data["summary"], summary(3, 1, 1, 1, 0));

    let listed = get_ok(&server, &ci.user, &format!("/v1/projects/{}/test-runs?limit=10&offset=0", ci.project)).await;
    assert_eq!(listed["items"][0]["id"], json!(run_id));

    let cases = ci.cases(&server, "").await;
    let pricing = by_name(&cases, "talksToPricing");
    assert_eq!(pricing["automationId"], json!("com.example.shop.CartTest.talksToPricing"));
    let result = ci.result(&server, pricing["id"].as_str().unwrap()).await;
    assert_eq!((&result["status"], &result["durationMs"]), (&json!("error"), &json!(366)));
    assert_eq!(result["output"]["failureType"], json!("java.net.ConnectException"));
    let discount = ci.result(&server, by_name(&cases, "appliesDiscount")["id"].as_str().unwrap()).await;
    assert_eq!(discount["output"]["failureMessage"], json!("expected: <90> but was: <100>"));
    assert_eq!(discount["output"]["stdout"], json!("discount code SAVE10 applied\n"));
}

#[tokio::test]
async fn a_zip_of_reports_is_one_run_and_unsafe_entries_are_ignored() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let evil = b"<testsuite><testcase name='escaped'/></testsuite>";
    let zip = zip_of(&[
        ("reports/surefire.xml", SUREFIRE.as_bytes()),
        ("reports/jest.xml", JEST.as_bytes()),
        ("../evil.xml", evil),
        ("screenshot.png", b"\x89PNG not a report"),
    ]);
    let import = ci.imported(&server, zip, &[]).await;
    assert_eq!(import["tests"], json!(6));
    assert_eq!(import["run"]["summary"], summary(6, 3, 1, 1, 1));
    let cases = ci.cases(&server, "").await;
    let names: Vec<&str> = cases["items"].as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
    assert!(!names.contains(&"escaped"), "{names:?}");
    assert!(names.contains(&"checkout pays with vouchers"), "{names:?}");
}

#[tokio::test]
async fn tests_match_cases_by_name_and_unmatched_ones_are_listed() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let suite = str_field(&create_suite(&server, &ci.user, &ci.project, json!({ "name": "Cart" })).await, "id");
    let existing = new_case(&server, &ci.user, &ci.project, json!({ "name": "addsAnItem" })).await;

    let by_name_only = [("matchBy", "name"), ("createMissingCases", "false"), ("testSuiteId", suite.as_str())];
    let import = ci.imported(&server, SUREFIRE.as_bytes().to_vec(), &by_name_only).await;
    assert_eq!((&import["matched"], &import["created"]), (&json!(1), &json!(0)));
    let unmatched: Vec<&Value> = import["unmatched"].as_array().unwrap().iter().map(|u| &u["name"]).collect();
    assert_eq!(unmatched, [&json!("appliesDiscount"), &json!("talksToPricing")]);
    assert_eq!(import["run"]["summary"], summary(1, 1, 0, 0, 0));
    assert_eq!(import["run"]["testCaseIds"], json!([existing]));
    assert_eq!(import["run"]["testSuiteId"], json!(suite));

    // Created cases go into the run's suite.
    let import = ci.imported(&server, JEST.as_bytes().to_vec(), &[("testSuiteId", suite.as_str())]).await;
    assert_eq!(import["created"], json!(3));
    let cases = ci.cases(&server, "").await;
    assert_eq!(by_name(&cases, "checkout pays with vouchers")["testSuiteId"], json!(suite));
}

#[tokio::test]
async fn the_same_test_twice_in_a_report_is_two_results() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let twice = "<testsuite><testcase classname='a' name='t'/><testcase classname='a' name='t'><failure/></testcase></testsuite>";
    let import = ci.imported(&server, twice.as_bytes().to_vec(), &[]).await;
    assert_eq!((&import["created"], &import["run"]["summary"]), (&json!(2), &summary(2, 1, 1, 0, 0)));
    // The next build's identical report lands on the same two cases.
    let again = ci.imported(&server, twice.as_bytes().to_vec(), &[]).await;
    assert_eq!((&again["matched"], &again["created"]), (&json!(2), &json!(0)));
}

#[tokio::test]
async fn bad_uploads_are_refused_naming_the_field_and_write_nothing() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let report = SUREFIRE.as_bytes().to_vec();

    let missing = multipart::Form::new().part("file", multipart::Part::bytes(report.clone()));
    expect_invalid_field(&ci.upload_form(&server, missing).await, "environmentId");
    let foreign = Ci::new(&server).await.environment;
    let form =
        multipart::Form::new().part("file", multipart::Part::bytes(report.clone())).text("environmentId", foreign);
    expect_invalid_field(&ci.upload_form(&server, form).await, "environmentId");
    expect_invalid_field(&ci.upload(&server, report.clone(), &[("matchBy", "guess")]).await, "matchBy");
    expect_invalid_field(&ci.upload(&server, report.clone(), &[("colour", "blue")]).await, "colour");
    expect_invalid_field(&ci.upload(&server, report.clone(), &[("testSuiteId", "ts_nope")]).await, "testSuiteId");

    let dtd = r#"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><testsuite><testcase name="&e;"/></testsuite>"#;
    for file in [dtd.as_bytes(), b"<testsuites/>", b"not xml at all", b"<testsuite><testcase name='a'>"] {
        expect_invalid_field(&ci.upload(&server, file.to_vec(), &[]).await, "file");
    }
    expect_invalid_field(&ci.upload(&server, zip_of(&[("notes.txt", b"hi")]), &[]).await, "file");
    // A zip bomb: one entry that unpacks past the limit of a report.
    let bomb = zip_of(&[("big.xml", &vec![b' '; 11 * 1024 * 1024])]);
    assert!(bomb.len() < 100 * 1024, "deflate squeezes it to {} bytes", bomb.len());
    expect_problem(&ci.upload(&server, bomb, &[]).await, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");

    // More tests than one import takes.
    let many = format!("<testsuite>{}</testsuite>", "<testcase classname='c' name='t'/>".repeat(20_001));
    expect_problem(
        &ci.upload(&server, many.into_bytes(), &[]).await,
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
    );

    assert_eq!(ci.cases(&server, "").await["total"], json!(0));
    let runs = get_ok(&server, &ci.user, &format!("/v1/projects/{}/test-runs?limit=10&offset=0", ci.project)).await;
    assert_eq!(runs["total"], json!(0));

    // Another organization's project is not found, whatever the report.
    let outsider = server.signed_up().await;
    let path = format!("/v1/projects/{}/test-runs/import", ci.project);
    let form =
        multipart::Form::new().part("file", multipart::Part::bytes(report)).text("environmentId", ci.environment);
    let reply = server.send(server.request(reqwest::Method::POST, &path, outsider.token()).multipart(form)).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn automation_ids_are_unique_in_a_project_and_not_copied() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let input = json!({ "name": "Checkout", "automationId": "shop.test_checkout" });
    let case = new_case(&server, &ci.user, &ci.project, input.clone()).await;
    let reply = server.post(&format!("/v1/projects/{}/test-cases", ci.project), ci.user.token(), &input).await;
    expect_problem(&reply, StatusCode::CONFLICT, "conflict");
    assert_eq!(error_fields(&reply.1), ["/automationId"]);

    let copy = created(server.post_empty(&format!("/v1/test-cases/{case}/duplicate"), ci.user.token()).await, "copy");
    assert_eq!(copy["automationId"], Value::Null);
    // Another project may use the same id.
    let other = project_of(&server, &ci.user, "Other").await;
    new_case(&server, &ci.user, &other, input).await;
    let renamed = json!({ "name": "Checkout", "automationId": "shop.test_checkout_v2" });
    let (status, body, _) = server.put(&format!("/v1/test-cases/{case}"), ci.user.token(), &renamed).await;
    assert_eq!((status, &body["payload"]["automationId"]), (StatusCode::OK, &json!("shop.test_checkout_v2")));
    expect_invalid_field(
        &server
            .put(&format!("/v1/test-cases/{case}"), ci.user.token(), &json!({ "name": "x", "automationId": "a\nb" }))
            .await,
        "/automationId",
    );
}
