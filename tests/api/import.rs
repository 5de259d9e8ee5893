//! Import of test cases from CSV, JSON and JUnit XML: all or nothing, every error with its
//! row, tags and suites created on the way, dry runs that write nothing.

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

async fn upload(server: &TestServer, user: &User, project_id: &str, file: &[u8], dry_run: bool) -> Reply {
    let mut form = multipart::Form::new().part("file", multipart::Part::bytes(file.to_vec()).file_name("cases"));
    if dry_run {
        form = form.text("dryRun", "true");
    }
    let path = format!("/v1/projects/{project_id}/test-cases/import");
    server.send(server.request(reqwest::Method::POST, &path, user.token()).multipart(form)).await
}

async fn cases(server: &TestServer, user: &User, project_id: &str) -> Value {
    let (status, body, _) =
        server.get(&format!("/v1/projects/{project_id}/test-cases?limit=100&offset=0"), user.token()).await;
    assert_eq!(status, StatusCode::OK);
    body["payload"].clone()
}

#[tokio::test]
async fn csv_import_creates_cases_tags_and_suites() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let csv = "name,severity,status,steps,tags,suite\n\
               Login,high,active,\"1. Open /login => Form shows\n2. Sign in\",smoke;auth,Accounts\n\
               Logout,,,,smoke,Accounts\n";
    let (status, body, _) = upload(&server, &user, &project_id, csv.as_bytes(), false).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"]["imported"], json!(2));
    let page = cases(&server, &user, &project_id).await;
    assert_eq!(page["total"], json!(2));
    let login = page["items"].as_array().unwrap().iter().find(|c| c["name"] == json!("Login")).unwrap().clone();
    assert_eq!(login["severity"], json!("high"));
    assert_eq!(login["steps"][0], json!({ "action": "Open /login", "expected": "Form shows" }));
    assert_eq!(login["tagIds"].as_array().map(Vec::len), Some(2));
    let (_, tags, _) = server.get(&format!("/v1/projects/{project_id}/tags"), user.token()).await;
    assert_eq!(tags["payload"]["total"], json!(2), "smoke and auth, created once each");
    let (_, suites, _) = server.get(&format!("/v1/projects/{project_id}/test-suites"), user.token()).await;
    assert_eq!(suites["payload"]["total"], json!(1));
    assert_eq!(page["items"][0]["testSuiteId"], page["items"][1]["testSuiteId"]);
}

#[tokio::test]
async fn json_and_junit_imports() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let json_file = json!([
        { "name": "Health", "steps": [{ "request": { "method": "GET", "path": "/health" }, "expect": { "status": 200 } }], "tags": ["api"] },
        { "name": "Docs", "suite": "Public" }
    ]);
    let (status, body, _) = upload(&server, &user, &project_id, json_file.to_string().as_bytes(), false).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"]["imported"], json!(2));

    let junit = r#"<?xml version="1.0"?><testsuites><testsuite name="unit"><testcase classname="auth.Login" name="rejects bad password"/><testcase name="ok &amp; fine"><failure>x</failure></testcase></testsuite></testsuites>"#;
    let (status, body, _) = upload(&server, &user, &project_id, junit.as_bytes(), false).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"]["imported"], json!(2));
    let names: Vec<Value> = cases(&server, &user, &project_id).await["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].clone())
        .collect();
    assert!(names.contains(&json!("ok & fine")) && names.contains(&json!("rejects bad password")), "{names:?}");
    let (_, suites, _) = server.get(&format!("/v1/projects/{project_id}/test-suites?limit=10"), user.token()).await;
    let suite_names: Vec<Value> =
        suites["payload"]["items"].as_array().unwrap().iter().map(|s| s["name"].clone()).collect();
    assert!(suite_names.contains(&json!("auth.Login")) && suite_names.contains(&json!("unit")), "{suite_names:?}");
}

#[tokio::test]
async fn one_bad_row_imports_nothing_and_every_error_has_its_row() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let csv = "name,severity\nGood,low\n,high\nAlso good,urgent\n";
    let reply = upload(&server, &user, &project_id, csv.as_bytes(), false).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
    let errors: Vec<(Value, Value)> =
        reply.1["errors"].as_array().unwrap().iter().map(|e| (e["row"].clone(), e["field"].clone())).collect();
    assert_eq!(errors, vec![(json!(2), json!("/name")), (json!(3), json!("/severity"))]);
    assert_eq!(cases(&server, &user, &project_id).await["total"], json!(0));
}

#[tokio::test]
async fn broken_files_are_refused_cleanly() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let broken: [&[u8]; 5] = [
        b"name,severity\n\"Unbalanced,low\nNext,high\n",
        b"[{\"name\": \"truncated\"",
        b"<testsuite><testcase name=\"a\">",
        b"<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e \"boom\">]><testsuite><testcase name=\"&e;\"/></testsuite>",
        &[0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe],
    ];
    for file in broken {
        let reply = upload(&server, &user, &project_id, file, false).await;
        expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
    }
    assert_eq!(cases(&server, &user, &project_id).await["total"], json!(0));
    let too_big = vec![b'a'; 10 * 1024 * 1024 + 1];
    expect_problem(
        &upload(&server, &user, &project_id, &too_big, false).await,
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
    );
}

#[tokio::test]
async fn dry_run_reports_without_writing_and_flags_duplicates() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let existing = create_case(&server, &user, &project_id, json!({ "name": "Login" })).await;
    let csv = "name\nlogin\nSignup\n";
    let (status, body, _) = upload(&server, &user, &project_id, csv.as_bytes(), true).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let report = &body["payload"];
    assert_eq!((report["dryRun"].clone(), report["imported"].clone()), (json!(true), json!(2)));
    assert_eq!(report["duplicates"][0]["row"], json!(1));
    assert_eq!(report["duplicates"][0]["existingId"], existing["id"]);
    assert_eq!(cases(&server, &user, &project_id).await["total"], json!(1), "a dry run writes nothing");
}

#[tokio::test]
async fn ten_thousand_rows_import_in_one_go() {
    let server = TestServer::start().await;
    let (user, project_id) = user_with_project(&server).await;
    let mut csv = String::from("name,tags\n");
    for i in 0..10_000 {
        csv.push_str(&format!("Case {i},bulk\n"));
    }
    let (status, body, _) = upload(&server, &user, &project_id, csv.as_bytes(), false).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["payload"]["imported"], json!(10_000));
    assert_eq!(cases(&server, &user, &project_id).await["total"], json!(10_000));
}
