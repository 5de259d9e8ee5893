//! Fixtures shared by the test files: several people around one project (`Outsiders`), a
//! project with an environment on a loopback target (`Bench`), one to import results into
//! (`Ci`), and one creator per resource.

use std::time::{Duration, Instant};

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use super::*;

/// People who must not see `owner`'s projects: the owner of another organization, and a
/// member of `owner`'s organization who is only in another team.
pub struct Outsiders {
    pub other_org: User,
    pub other_team: User,
}

impl Outsiders {
    pub async fn of(server: &TestServer, owner: &User) -> Outsiders {
        let other_org = server.signed_up().await;
        let (status, team, _) = server.post("/v1/teams", owner.token(), &json!({ "name": "Elsewhere" })).await;
        assert_eq!(status, StatusCode::CREATED, "create team: {team}");
        let team_id = str_field(&team["payload"], "id");

        let email = unique_email("elsewhere");
        let invitation = json!({ "email": email, "teamIds": [team_id] });
        let (status, invited, _) = server.post("/v1/invitations", owner.token(), &invitation).await;
        assert_eq!(status, StatusCode::CREATED, "invite: {invited}");
        let register = json!({
            "email": email,
            "password": PASSWORD,
            "name": "Member Elsewhere",
            "invitationToken": str_field(&invited["payload"], "token"),
        });
        let (status, me, _) = server.post("/v1/auth/register", None, &register).await;
        assert_eq!(status, StatusCode::CREATED, "register invited: {me}");
        let session = server.login_session(&email).await;
        let other_team = user_from(email, &me["payload"], &session);
        assert_eq!(other_team.org_id, owner.org_id);
        assert_eq!(other_team.team_id, team_id, "the member is only in the other team");
        Outsiders { other_org, other_team }
    }

    pub fn all(&self) -> [&User; 2] {
        [&self.other_org, &self.other_team]
    }
}

/// A new project of `user`'s default team; answers its id.
pub async fn project_of(server: &TestServer, user: &User, name: &str) -> String {
    str_field(&server.create_project(user.token(), name).await, "id")
}

/// Lets the clock move, so that "newest first" has something to order by.
pub async fn tick() {
    tokio::time::sleep(Duration::from_millis(5)).await;
}

pub const TERMINAL: [&str; 4] = ["completed", "failed", "error", "stopped"];

/// A signed-up user with a project and an environment `local` whose `baseUrl` is a fresh
/// target server.
pub struct Bench {
    pub user: User,
    pub project: String,
    pub environment: String,
    pub target: Target,
}

impl Bench {
    pub async fn new(server: &TestServer) -> Bench {
        let user = server.signed_up().await;
        let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
        let target = Target::start().await;
        let environment = new_environment(server, &user, &project, &target.base_url()).await;
        Bench { user, project, environment, target }
    }

    /// A draft case with these steps.
    pub async fn case(&self, server: &TestServer, name: &str, steps: Value) -> String {
        new_case(server, &self.user, &self.project, json!({ "name": name, "steps": steps })).await
    }

    /// An active case with these steps.
    pub async fn active_case(&self, server: &TestServer, name: &str, steps: Value) -> String {
        let input = json!({ "name": name, "steps": steps, "status": "active" });
        new_case(server, &self.user, &self.project, input).await
    }

    /// Runs one case (`POST /v1/test-cases/{id}/run`) in the bench environment.
    pub async fn run_case(&self, server: &TestServer, case: &str) -> Value {
        run_case_in(server, &self.user, case, &self.environment).await
    }

    /// Runs one case and waits until the run is terminal.
    pub async fn run_case_to_end(&self, server: &TestServer, case: &str) -> Value {
        let run = self.run_case(server, case).await;
        finished(server, &self.user, &str_field(&run, "id")).await
    }

    /// The newest result of `case` in the bench environment.
    pub async fn latest_result(&self, server: &TestServer, case: &str) -> Value {
        let results = history(server, &self.user, case, &self.environment, "").await;
        results.first().cloned().unwrap_or_else(|| panic!("case {case} has no result"))
    }
}

/// An HTTP check: GET `path`, expect `status`.
pub fn check(path: &str, status: u16) -> Value {
    json!({ "request": { "method": "GET", "path": path }, "expect": { "status": status } })
}

pub fn manual(action: &str) -> Value {
    json!({ "action": action, "expected": "it works" })
}

// ---- one creator per resource -------------------------------------------------------------

/// A signed-up user and a project of theirs.
pub async fn user_with_project(server: &TestServer) -> (User, String) {
    let user = server.signed_up().await;
    let project = project_of(server, &user, "Storefront").await;
    (user, project)
}

/// `POST /v1/projects/{project}/{collection}` with `input`, which must answer 201; answers the
/// created object.
async fn create_in_project(server: &TestServer, user: &User, project: &str, collection: &str, input: Value) -> Value {
    let what = format!("create {collection} {input}");
    created(server.post(&format!("/v1/projects/{project}/{collection}"), user.token(), &input).await, &what)
}

pub async fn create_environment(server: &TestServer, user: &User, project: &str, input: Value) -> Value {
    create_in_project(server, user, project, "environments", input).await
}

pub async fn create_tag(server: &TestServer, user: &User, project: &str, input: Value) -> Value {
    create_in_project(server, user, project, "tags", input).await
}

pub async fn create_test_account(server: &TestServer, user: &User, project: &str, input: Value) -> Value {
    create_in_project(server, user, project, "test-accounts", input).await
}

pub async fn create_case(server: &TestServer, user: &User, project: &str, input: Value) -> Value {
    create_in_project(server, user, project, "test-cases", input).await
}

pub async fn create_suite(server: &TestServer, user: &User, project: &str, input: Value) -> Value {
    create_in_project(server, user, project, "test-suites", input).await
}

/// An environment named uniquely, on `base_url`; answers its id.
pub async fn new_environment(server: &TestServer, user: &User, project: &str, base_url: &str) -> String {
    let input = json!({ "name": format!("env {}", unique_email("e")), "baseUrl": base_url });
    str_field(&create_environment(server, user, project, input).await, "id")
}

/// A case from `input`; answers its id.
pub async fn new_case(server: &TestServer, user: &User, project: &str, input: Value) -> String {
    str_field(&create_case(server, user, project, input).await, "id")
}

pub async fn run_case_in(server: &TestServer, user: &User, case: &str, environment: &str) -> Value {
    let body = json!({ "environmentId": environment });
    let run = created(server.post(&format!("/v1/test-cases/{case}/run"), user.token(), &body).await, "run case");
    assert_fresh(&run);
    run
}

/// A run just created: not stopped, not stopping.
pub fn assert_fresh(run: &Value) {
    let status = str_field(run, "status");
    assert!(["pending", "queued", "running", "completed", "failed", "error"].contains(&status.as_str()), "{run}");
}

pub async fn get_run(server: &TestServer, user: &User, run: &str) -> Value {
    let (status, body, _) = server.get(&format!("/v1/test-runs/{run}"), user.token()).await;
    assert_eq!(status, StatusCode::OK, "get run: {body}");
    body["payload"].clone()
}

/// Polls the run until its status is terminal; panics after `limit`.
pub async fn finished_within(server: &TestServer, user: &User, run: &str, limit: Duration) -> Value {
    let deadline = Instant::now() + limit;
    loop {
        let current = get_run(server, user, run).await;
        if TERMINAL.contains(&current["status"].as_str().unwrap_or_default()) {
            return current;
        }
        assert!(Instant::now() < deadline, "run not terminal within {limit:?}: {current}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub async fn finished(server: &TestServer, user: &User, run: &str) -> Value {
    finished_within(server, user, run, Duration::from_secs(10)).await
}

/// `results-history` of a case in an environment (newest first); `query` adds parameters.
pub async fn history(server: &TestServer, user: &User, case: &str, environment: &str, query: &str) -> Vec<Value> {
    let path = format!("/v1/test-cases/{case}/results-history?environmentId={environment}{query}");
    let (status, body, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body["payload"].as_array().unwrap_or_else(|| panic!("not a list: {body}")).clone()
}

pub fn summary(total: u64, passed: u64, failed: u64, error: u64, skipped: u64) -> Value {
    json!({ "total": total, "passed": passed, "failed": failed, "error": error, "skipped": skipped })
}

/// A user, a project and an environment to import results into (`POST …/test-runs/import`).
pub struct Ci {
    pub user: User,
    pub project: String,
    pub environment: String,
}

impl Ci {
    pub async fn new(server: &TestServer) -> Ci {
        let (user, project) = user_with_project(server).await;
        let environment = new_environment(server, &user, &project, "http://ci.invalid").await;
        Ci { user, project, environment }
    }

    /// Uploads `file` with the environment and the extra form `fields`.
    pub async fn upload(&self, server: &TestServer, file: Vec<u8>, fields: &[(&str, &str)]) -> Reply {
        let mut form = multipart::Form::new()
            .part("file", multipart::Part::bytes(file).file_name("report.xml"))
            .text("environmentId", self.environment.clone());
        for (name, value) in fields {
            form = form.text(name.to_string(), value.to_string());
        }
        self.upload_form(server, form).await
    }

    pub async fn upload_form(&self, server: &TestServer, form: multipart::Form) -> Reply {
        let path = format!("/v1/projects/{}/test-runs/import", self.project);
        server.send(server.request(reqwest::Method::POST, &path, self.user.token()).multipart(form)).await
    }

    pub async fn imported(&self, server: &TestServer, file: Vec<u8>, fields: &[(&str, &str)]) -> Value {
        created(self.upload(server, file, fields).await, "import results")
    }

    pub async fn cases(&self, server: &TestServer, query: &str) -> Value {
        let path = format!("/v1/projects/{}/test-cases?limit=100&offset=0{query}", self.project);
        get_ok(server, &self.user, &path).await
    }

    /// The newest result of `case` in the environment.
    pub async fn result(&self, server: &TestServer, case: &str) -> Value {
        history(server, &self.user, case, &self.environment, "").await[0].clone()
    }
}

/// A real pytest run over a small test file, with its JUnit report: `test_cart_total` passes
/// (and prints), `test_discount` fails after saving a screenshot that it names in its output
/// (`[[ATTACHMENT|/abs/path]]`), `test_pricing` is skipped.
pub struct PytestRun {
    pub dir: tempfile::TempDir,
    pub report: std::path::PathBuf,
    pub screenshot: std::path::PathBuf,
}

impl PytestRun {
    pub fn new() -> PytestRun {
        let python = test_python();
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("test_shop.py"),
            "import os\nimport pytest\n\n\
             def test_cart_total():\n    print('total is 30')\n    assert 10 + 20 == 30\n\n\
             def test_discount():\n    os.makedirs('screenshots', exist_ok=True)\n\
             \x20   with open('screenshots/discount.png', 'wb') as f:\n        f.write(b'\\x89PNG' + bytes(range(256)))\n\
             \x20   print('[[ATTACHMENT|' + os.path.abspath('screenshots/discount.png') + ']]')\n\
             \x20   assert 100 * 0.9 == 91, 'discount is off'\n\n\
             @pytest.mark.skip(reason='pricing service is down')\n\
             def test_pricing():\n    pass\n",
        )
        .unwrap();
        let report = dir.path().join("report.xml");
        let output = std::process::Command::new(&python)
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "junit_logging=all", "--junitxml"])
            .arg(&report)
            .arg("test_shop.py")
            .current_dir(dir.path())
            .output()
            .unwrap();
        // pytest exits 1 when a test failed, which this file makes sure of.
        assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stdout));
        let screenshot = dir.path().join("screenshots/discount.png");
        PytestRun { dir, report, screenshot }
    }
}

/// The Python of the check's tools venv (pytest and the MCP client are in it), or
/// `TESTDECK_TEST_PYTHON`.
pub fn test_python() -> std::path::PathBuf {
    let python = std::env::var_os("TESTDECK_TEST_PYTHON")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tools/python/bin/python"));
    assert!(
        python.exists(),
        "{} not found: run `./scripts/check tools` once (it installs pytest and mcp), or set TESTDECK_TEST_PYTHON",
        python.display()
    );
    python
}

/// A personal API token (`svc_…`) of `user`, made with its session.
pub async fn api_token(server: &TestServer, user: &User) -> String {
    let token = created(server.post("/v1/me/api-tokens", user.token(), &json!({ "name": "ci" })).await, "token");
    str_field(&token, "token")
}
