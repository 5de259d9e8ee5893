//! The command-line client, run as a process (the same `testdeck` binary) against a real
//! server: login and its stored credentials, results upload, run --wait and gate exit codes,
//! `--json` output, and the messages for a bad token or an unreachable server.

use std::path::Path;
use std::process::{Output, Stdio};

use serde_json::{json, Value};

use crate::helpers::*;

const SUREFIRE: &str = include_str!("samples/surefire.xml");

/// Runs `testdeck ARGS` with its config directory in `home` and no TESTDECK_* from outside.
/// Asynchronously: a run's target is served by this test's own runtime.
async fn testdeck(home: &Path, args: &[&str]) -> Output {
    testdeck_with_input(home, args, "").await
}

async fn testdeck_with_input(home: &Path, args: &[&str], input: &str) -> Output {
    testdeck_in(home, home, args, input).await
}

/// [`testdeck_with_input`] in the working directory `dir`.
async fn testdeck_in(dir: &Path, home: &Path, args: &[&str], input: &str) -> Output {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_testdeck"));
    command.args(args).current_dir(dir).env("XDG_CONFIG_HOME", home).env("HOME", home);
    for (name, _) in std::env::vars().filter(|(name, _)| name.starts_with("TESTDECK_")) {
        command.env_remove(name);
    }
    let mut child =
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("testdeck starts");
    let mut stdin = child.stdin.take().unwrap();
    tokio::io::AsyncWriteExt::write_all(&mut stdin, input.as_bytes()).await.unwrap();
    drop(stdin);
    child.wait_with_output().await.unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts the exit code; answers standard output.
fn exits(output: &Output, code: i32) -> String {
    assert_eq!(output.status.code(), Some(code), "stdout: {}\nstderr: {}", text(&output.stdout), text(&output.stderr));
    text(&output.stdout)
}

fn json_of(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {}", text(&output.stdout)))
}

#[tokio::test]
async fn login_upload_gate_and_show() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let environment =
        create_environment(&server, &user, &project, json!({ "name": "Staging", "baseUrl": "http://x.invalid" })).await;
    let token = api_token(&server, &user).await;
    let home = tempfile::tempdir().unwrap();
    let url = server.url("");

    let out = exits(&testdeck(home.path(), &["login", "--url", &url, "--token", &token]).await, 0);
    assert!(out.contains(&user.email), "{out}");
    let stored = home.path().join("testdeck/credentials.json");
    let saved: Value = serde_json::from_slice(&std::fs::read(&stored).unwrap()).unwrap();
    assert_eq!(saved["token"], json!(token));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        assert_eq!(std::fs::metadata(&stored).unwrap().permissions().mode() & 0o777, 0o600);
    }

    let projects = json_of(&testdeck(home.path(), &["projects", "--json"]).await);
    assert_eq!(projects["items"][0]["id"], json!(project));
    let table = exits(&testdeck(home.path(), &["projects"]).await, 0);
    assert!(table.starts_with("ID") && table.contains("Storefront"), "{table}");

    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("cases.csv");
    std::fs::write(&csv, "name,severity,automationId\nCheckout,high,shop.checkout\nSearch,,\n").unwrap();
    let csv = csv.to_str().unwrap();
    let dry =
        json_of(&testdeck(home.path(), &["cases", "import", "-p", "Storefront", "--dry-run", "--json", csv]).await);
    assert_eq!((&dry["imported"], &dry["dryRun"]), (&json!(2), &json!(true)));
    let out = exits(&testdeck(home.path(), &["cases", "import", "-p", "Storefront", csv]).await, 0);
    assert!(out.starts_with("imported 2 test case(s)"), "{out}");
    let cases = get_ok(
        &server,
        &user,
        &format!("/v1/projects/{project}/test-cases?limit=10&offset=0&automationId=shop.checkout"),
    )
    .await;
    assert_eq!(cases["items"][0]["severity"], json!("high"));

    let report = dir.path().join("TEST-CartTest.xml");
    std::fs::write(&report, SUREFIRE).unwrap();
    let report = report.to_str().unwrap();
    let upload = testdeck(
        home.path(),
        &["results", "upload", "--project", "storefront", "--env", "Staging", "--name", "build 7", "--json", report],
    )
    .await;
    exits(&upload, 0);
    let import = json_of(&upload);
    assert_eq!(import["run"]["environmentId"], environment["id"]);
    assert_eq!((&import["run"]["status"], &import["created"]), (&json!("failed"), &json!(3)), "{import}");
    let run = import["run"]["id"].as_str().unwrap().to_string();

    // 1 passed of 3 with a verdict: 33.3%.
    exits(&testdeck(home.path(), &["gate", &run, "--min-pass-rate", "30"]).await, 0);
    let gate = testdeck(home.path(), &["gate", &run, "--min-pass-rate", "30", "--max-failed", "0"]).await;
    exits(&gate, 1);
    assert!(text(&gate.stderr).contains("2 failed or erred, more than 0"), "{}", text(&gate.stderr));
    exits(&testdeck(home.path(), &["gate", &run, "--min-pass-rate", "50"]).await, 1);

    let shown = json_of(&testdeck(home.path(), &["runs", "show", &run, "--json"]).await);
    let mut verdicts: Vec<(String, String)> = shown["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (str_field(c, "testCaseName"), str_field(c, "status")))
        .collect();
    verdicts.sort();
    assert_eq!(
        verdicts,
        [
            ("addsAnItem".into(), "passed".into()),
            ("appliesDiscount".into(), "failed".into()),
            ("talksToPricing".into(), "error".into())
        ]
    );

    // Two reports at once go up as one zip: one run.
    let jest = dir.path().join("jest.xml");
    std::fs::write(&jest, include_str!("samples/jest-junit.xml")).unwrap();
    let both_args = [
        "results",
        "upload",
        "-p",
        &project,
        "-e",
        "staging",
        "--json",
        "--idempotency-key",
        "build-8",
        report,
        jest.to_str().unwrap(),
    ];
    let both = json_of(&testdeck(home.path(), &both_args).await);
    assert_eq!((&both["tests"], &both["matched"]), (&json!(6), &json!(3)));
    // The CI job retried: the same run, not a second one.
    let retried = json_of(&testdeck(home.path(), &both_args).await);
    assert_eq!(retried["run"]["id"], both["run"]["id"]);

    exits(&testdeck(home.path(), &["logout"]).await, 0);
    assert!(!stored.exists());
    let out = testdeck(home.path(), &["projects"]).await;
    exits(&out, 2);
    assert!(text(&out.stderr).contains("testdeck login"), "{}", text(&out.stderr));
}

#[tokio::test]
async fn login_with_a_password_makes_a_token_and_errors_say_what_to_do() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let home = tempfile::tempdir().unwrap();
    let url = server.url("");
    let login = ["login", "--url", &url, "--email", &user.email, "--password-stdin"];
    exits(&testdeck_with_input(home.path(), &login, &format!("{PASSWORD}\n")).await, 0);
    let saved: Value =
        serde_json::from_slice(&std::fs::read(home.path().join("testdeck/credentials.json")).unwrap()).unwrap();
    assert!(str_field(&saved, "token").starts_with("svc_"), "{saved}");
    let tokens = get_ok(&server, &user, "/v1/me/api-tokens?limit=10&offset=0").await;
    assert_eq!(tokens["total"], json!(1));

    let wrong = testdeck_with_input(home.path(), &login, "not the password\n").await;
    exits(&wrong, 2);

    let bad = testdeck(home.path(), &["projects", "--url", &url, "--token", "svc_not_a_token"]).await;
    exits(&bad, 2);
    assert!(text(&bad.stderr).contains("Log in again"), "{}", text(&bad.stderr));
    let away = testdeck(home.path(), &["projects", "--url", "http://127.0.0.1:1", "--token", "svc_x"]).await;
    exits(&away, 2);
    assert!(text(&away.stderr).contains("cannot reach the Testdeck server"), "{}", text(&away.stderr));
    let unknown = testdeck(home.path(), &["results", "upload", "-p", "Nope", "-e", "x", "/dev/null"]).await;
    exits(&unknown, 2);
    assert!(text(&unknown.stderr).contains("no project named \"Nope\""), "{}", text(&unknown.stderr));
}

#[tokio::test]
async fn run_wait_exits_by_the_verdict() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let suite_of = |name: &str| json!({ "name": name });
    let passing = str_field(&create_suite(&server, &bench.user, &bench.project, suite_of("Passing")).await, "id");
    let failing = str_field(&create_suite(&server, &bench.user, &bench.project, suite_of("Failing")).await, "id");
    for (suite, path) in [(&passing, "/ok"), (&passing, "/created"), (&failing, "/ok"), (&failing, "/missing")] {
        let input = json!({ "name": format!("GET {path}"), "status": "active", "testSuiteId": suite,
                            "steps": [check(path, if path == "/created" { 201 } else { 200 })] });
        new_case(&server, &bench.user, &bench.project, input).await;
    }
    let token = api_token(&server, &bench.user).await;
    let home = tempfile::tempdir().unwrap();
    let url = server.url("");
    let env = bench.environment.as_str();
    let common = ["--url", url.as_str(), "--token", token.as_str(), "--project", bench.project.as_str()];

    let mut args = vec!["run", "--suite", "passing", "--env", env, "--wait"];
    args.extend(common);
    let out = exits(&testdeck(home.path(), &args).await, 0);
    assert!(out.contains("[2/2]") && out.contains("completed"), "{out}");

    let mut args = vec!["run", "--suite", "Failing", "--env", env, "--wait", "--json"];
    args.extend(common);
    let failed = testdeck(home.path(), &args).await;
    exits(&failed, 1);
    let run = json_of(&failed);
    assert_eq!((&run["status"], &run["summary"]["failed"]), (&json!("failed"), &json!(1)));

    // Without --wait: started, exit 0 whatever comes.
    let mut args = vec!["run", "--suite", &failing, "--env", env, "--json"];
    args.extend(common);
    let started = json_of(&testdeck(home.path(), &args).await);
    assert!(started["id"].as_str().unwrap().starts_with("run_"), "{started}");
}

/// What the README promises a CI job: upload a pytest report with a screenshot, fail on the
/// gate; the run is in the overview, its failing case carries the screenshot, and a case that
/// flips between builds is listed as flaky.
#[tokio::test]
async fn a_ci_job_uploads_a_pytest_report_with_a_screenshot_and_the_gate_fails_it() {
    let server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    create_environment(&server, &user, &project, json!({ "name": "CI", "baseUrl": "http://ci.invalid" })).await;
    let token = api_token(&server, &user).await;
    let home = tempfile::tempdir().unwrap();
    let url = server.url("");
    let pytest = PytestRun::new();
    let connect = ["--url", url.as_str(), "--token", token.as_str(), "--project", "Storefront"];

    let mut args = vec!["results", "upload", "--env", "CI", "--json", "report.xml", "screenshots/discount.png"];
    args.extend(connect);
    let upload = testdeck_in(pytest.dir.path(), home.path(), &args, "").await;
    exits(&upload, 0);
    let import = json_of(&upload);
    assert_eq!((&import["run"]["status"], &import["attachments"]), (&json!("failed"), &json!(1)));
    let run = str_field(&import["run"], "id");
    let mut args = vec!["gate", run.as_str(), "--min-pass-rate", "95"];
    args.extend(&connect[..4]);
    let gate = testdeck(home.path(), &args).await;
    exits(&gate, 1);
    assert!(text(&gate.stderr).contains("pass rate 50.0% is below 95%"), "{}", text(&gate.stderr));

    let overview = get_ok(&server, &user, &format!("/v1/projects/{project}/overview?preset=last-7-days")).await;
    assert_eq!(overview["testRuns"]["failed"], json!(1));
    assert_eq!(overview["mostFailing"][0]["testCaseName"], json!("test_discount"));
    let case = str_field(&overview["mostFailing"][0], "testCaseId");
    let environment = str_field(&import["run"], "environmentId");
    let result = history(&server, &user, &case, &environment, "").await[0].clone();
    assert_eq!(result["attachments"][0]["name"], json!("discount.png"));

    // The next build's discount test passes: it has flipped, so it is flaky.
    let fixed = pytest.dir.path().join("fixed.xml");
    std::fs::write(&fixed, "<testsuite><testcase classname='test_shop' name='test_discount'/></testsuite>").unwrap();
    let mut args = vec!["results", "upload", "--env", "CI", "fixed.xml"];
    args.extend(connect);
    exits(&testdeck_in(pytest.dir.path(), home.path(), &args, "").await, 0);
    let mut args = vec!["flaky", "--env", "CI"];
    args.extend(connect);
    let out = exits(&testdeck(home.path(), &args).await, 0);
    let row = out.lines().nth(1).unwrap_or_default();
    assert!(
        out.starts_with("FLIPS") && row.contains("100%") && row.contains("CI") && row.ends_with("test_discount"),
        "{out}"
    );
    args.push("--json");
    let flaky = json_of(&testdeck(home.path(), &args).await);
    assert_eq!(flaky["items"][0]["testCaseName"], json!("test_discount"), "{flaky}");
}
