//! Test harness: the real `testdeck` binary on a random port with a fresh database, spoken to
//! over real HTTP. The database is a SQLite file, or with `TESTDECK_TEST_ENGINE=postgres` a new
//! database on the PostgreSQL server at `TESTDECK_TEST_POSTGRES_URL` (see [`Engine`]). `fixtures` holds what several test files set up the same way;
//! `target` is the loopback HTTP server runs check against, `webhook` a team chat's endpoint.

mod engine;
mod fixtures;
mod sse;
mod target;
mod webhook;

pub use self::engine::*;
pub use self::fixtures::*;
pub use self::sse::*;
pub use self::target::*;
pub use self::webhook::*;

use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use regex::Regex;
use reqwest::header::{HeaderMap, ACCEPT, CONTENT_TYPE};
use reqwest::{Client, Method, RequestBuilder, StatusCode};
use serde_json::{json, Value};
use tempfile::TempDir;
use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::{Child, Command};

/// The password every fixture account uses.
pub const PASSWORD: &str = "correct horse battery staple";

/// The checked-in contract, as the server must serve it.
pub const SPEC: &str = include_str!("../../../api-spec/openapi.json");

/// Status, parsed body (`Null` when empty, a JSON string when not JSON) and headers.
pub type Reply = (StatusCode, Value, HeaderMap);

/// A signed-up account with a live session.
#[derive(Debug, Clone)]
pub struct User {
    pub email: String,
    pub access_token: String,
    pub refresh_token: String,
    pub account_id: String,
    pub team_id: String,
    pub org_id: String,
}

impl User {
    pub fn token(&self) -> Option<&str> {
        Some(&self.access_token)
    }
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// An email address no other fixture in this test binary uses.
pub fn unique_email(label: &str) -> String {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    format!("{label}-{n}@example.com")
}

/// A running server with its own database; killed when dropped.
pub struct TestServer {
    base_url: String,
    client: Client,
    log: Arc<Mutex<String>>,
    child: Child,
    /// Holds the SQLite file, removed with it.
    _dir: TempDir,
    /// What `--database` names: a file in `dir`, or a PostgreSQL URL.
    database: String,
    /// Whether the database goes with this server (not with a server started beside another).
    owns_database: bool,
    /// Flags added to `testdeck serve`, kept for restarts.
    args: Vec<String>,
}

/// A failing test shows what its server logged last. A PostgreSQL database goes with its
/// server (the SQLite file goes with its temporary folder).
impl Drop for TestServer {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let log = self.log();
            let lines: Vec<&str> = log.lines().collect();
            eprintln!("---- server log (last 80 lines) ----\n{}", lines[lines.len().saturating_sub(80)..].join("\n"));
        }
        if self.owns_database && self.database.contains("://") {
            let _ = self.child.start_kill();
            Engine::of_this_run().remove_database(&self.database);
        }
    }
}

impl TestServer {
    pub async fn start() -> TestServer {
        TestServer::start_with(&[]).await
    }

    /// A server started with extra flags, e.g. `&["--allow-private-webhooks", "true"]`.
    pub async fn start_with(args: &[&str]) -> TestServer {
        let dir = tempfile::tempdir().expect("create temp dir");
        let database = Engine::of_this_run().new_database(&dir).await;
        TestServer::launch(dir, database, args, true).await
    }

    /// A second server on the database of `other` (PostgreSQL: servers share it), with these
    /// flags. Drop it before `other`, whose database goes with it. (For tests/scale_out.)
    #[allow(dead_code)]
    pub async fn start_beside(other: &TestServer, args: &[&str]) -> TestServer {
        assert!(other.database.contains("://"), "servers share a PostgreSQL database, not a SQLite file");
        TestServer::launch(tempfile::tempdir().expect("create temp dir"), other.database.clone(), args, false).await
    }

    /// A server on an existing database (`--database`: a file or a URL), which goes with it.
    /// (For tests/scale_out.)
    #[allow(dead_code)]
    pub async fn start_on(database: String) -> TestServer {
        TestServer::launch(tempfile::tempdir().expect("create temp dir"), database, &[], true).await
    }

    /// A server on a SQLite file whatever the engine of the run, for what only SQLite has
    /// (the file's mode, `testdeck backup`).
    pub async fn start_sqlite() -> TestServer {
        let dir = tempfile::tempdir().expect("create temp dir");
        let database = Engine::Sqlite.new_database(&dir).await;
        TestServer::launch(dir, database, &[], true).await
    }

    /// A server on a copy of the database file `database` (a backup, say).
    pub async fn start_from(database: &std::path::Path) -> TestServer {
        let dir = tempfile::tempdir().expect("create temp dir");
        let copy = dir.path().join("testdeck.db");
        std::fs::copy(database, &copy).expect("copy the database");
        let database = copy.to_string_lossy().into_owned();
        TestServer::launch(dir, database, &[], true).await
    }

    async fn launch(dir: TempDir, database: String, args: &[&str], owns_database: bool) -> TestServer {
        let log = Arc::new(Mutex::new(String::new()));
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (child, base_url) = spawn_server(&database, &log, &args).await;
        let client = Client::builder().no_proxy().timeout(Duration::from_secs(30)).build().expect("build HTTP client");
        TestServer { base_url, client, log, child, _dir: dir, database, owns_database, args }
    }

    /// Kills the process with SIGKILL, and waits until it is gone. (For tests/scale_out.)
    #[allow(dead_code)]
    pub async fn kill(&mut self) {
        self.child.kill().await.expect("kill the testdeck process");
        append(&self.log, "---- killed ----");
    }

    /// Kills the process with SIGKILL (no graceful shutdown) and starts a new one on the same
    /// database. The new process listens on another port; `url` follows it.
    pub async fn restart(&mut self) {
        self.child.kill().await.expect("kill the testdeck process");
        append(&self.log, "---- killed; starting again on the same database ----");
        let (child, base_url) = spawn_server(&self.database, &self.log, &self.args).await;
        self.child = child;
        self.base_url = base_url;
    }

    /// Like [`TestServer::restart`], with other flags from now on.
    pub async fn restart_with(&mut self, args: &[&str]) {
        self.args = args.iter().map(|a| a.to_string()).collect();
        self.restart().await;
    }

    /// The server's SQLite file (of a server from [`TestServer::start_sqlite`]).
    pub fn database_path(&self) -> std::path::PathBuf {
        assert!(!self.database.contains("://"), "the server is on PostgreSQL: start it with start_sqlite");
        std::path::PathBuf::from(&self.database)
    }

    /// How much memory the server process has held at its peak (VmHWM), in KiB.
    pub fn peak_memory_kib(&self) -> u64 {
        let pid = self.child.id().expect("the server is running");
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("read /proc/<pid>/status");
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM in /proc/<pid>/status")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path)
    }

    /// Everything the server wrote to stderr (and to stdout after the ready line) so far.
    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// The last one-time sign-in code the server logged for `email` (waits up to 5 s).
    pub async fn otp_code_for(&self, email: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(code) = last_otp_code(&self.log(), email) {
                return code;
            }
            if Instant::now() > deadline {
                panic!("no one-time sign-in code for {email} in the log:\n{}", self.log());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    // ---- HTTP --------------------------------------------------------------------------

    /// A request to `path`, with `Authorization: Bearer <token>` when a token is given.
    pub fn request(&self, method: Method, path: &str, token: Option<&str>) -> RequestBuilder {
        let builder = self.client.request(method, self.url(path));
        match token {
            Some(token) => builder.bearer_auth(token),
            None => builder,
        }
    }

    pub async fn send(&self, builder: RequestBuilder) -> Reply {
        let (status, text, headers) = self.send_text(builder).await;
        let body =
            if text.is_empty() { Value::Null } else { serde_json::from_str(&text).unwrap_or(Value::String(text)) };
        (status, body, headers)
    }

    pub async fn send_text(&self, builder: RequestBuilder) -> (StatusCode, String, HeaderMap) {
        let response = builder.send().await.expect("send request");
        let status = response.status();
        let headers = response.headers().clone();
        let text = response.text().await.expect("read response body");
        (status, text, headers)
    }

    async fn send_json(&self, method: Method, path: &str, token: Option<&str>, body: Option<&Value>) -> Reply {
        let builder = self.request(method, path, token);
        let builder = match body {
            Some(body) => builder.json(body),
            None => builder,
        };
        self.send(builder).await
    }

    /// `GET /v1/test-runs/{run_id}/events` as an SSE client sends it.
    pub fn events_request(&self, run_id: &str, token: Option<&str>, last_event_id: Option<&str>) -> RequestBuilder {
        let builder = self
            .request(Method::GET, &format!("/v1/test-runs/{run_id}/events"), token)
            .header(ACCEPT, "text/event-stream");
        match last_event_id {
            Some(id) => builder.header("Last-Event-ID", id),
            None => builder,
        }
    }

    /// Every event of a run's stream until the server closes it (at most 15 s).
    pub async fn all_events(&self, run_id: &str, token: Option<&str>, last_event_id: Option<&str>) -> Vec<SseEvent> {
        let stream = EventStream::open(self.events_request(run_id, token, last_event_id)).await;
        stream.rest(Duration::from_secs(15)).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.send_json(Method::GET, path, token, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send_json(Method::POST, path, token, Some(body)).await
    }

    /// A POST without a body, for action routes.
    pub async fn post_empty(&self, path: &str, token: Option<&str>) -> Reply {
        self.send_json(Method::POST, path, token, None).await
    }

    pub async fn patch(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send_json(Method::PATCH, path, token, Some(body)).await
    }

    pub async fn put(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send_json(Method::PUT, path, token, Some(body)).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> Reply {
        self.send_json(Method::DELETE, path, token, None).await
    }

    // ---- fixtures ----------------------------------------------------------------------

    /// Registers a new account with its own organization; answers the `payload` (me shape).
    pub async fn register(&self, email: &str, org: &str) -> Value {
        let body = json!({
            "email": email,
            "password": PASSWORD,
            "name": "Test User",
            "organizationName": org,
        });
        let (status, body, _) = self.post("/v1/auth/register", None, &body).await;
        assert_eq!(status, StatusCode::CREATED, "register {email}: {body}");
        body["payload"].clone()
    }

    /// Signs in with the fixture password; answers the session `payload`.
    pub async fn login_session(&self, email: &str) -> Value {
        let body = json!({ "email": email, "password": PASSWORD });
        let (status, body, _) = self.post("/v1/auth/login", None, &body).await;
        assert_eq!(status, StatusCode::CREATED, "login {email}: {body}");
        body["payload"].clone()
    }

    /// Signs in with the fixture password; answers the access token.
    pub async fn login(&self, email: &str) -> String {
        str_field(&self.login_session(email).await, "accessToken")
    }

    /// A fresh account, owner of a fresh organization, signed in.
    pub async fn signed_up(&self) -> User {
        let email = unique_email("user");
        let me = self.register(&email, &format!("Org of {email}")).await;
        let session = self.login_session(&email).await;
        user_from(email, &me, &session)
    }

    pub async fn create_project(&self, token: Option<&str>, name: &str) -> Value {
        self.create_project_with(token, &json!({ "name": name })).await
    }

    pub async fn create_project_in(&self, token: Option<&str>, name: &str, team: &str) -> Value {
        self.create_project_with(token, &json!({ "name": name, "teamId": team })).await
    }

    async fn create_project_with(&self, token: Option<&str>, input: &Value) -> Value {
        let (status, body, _) = self.post("/v1/projects", token, input).await;
        assert_eq!(status, StatusCode::CREATED, "create project {input}: {body}");
        body["payload"].clone()
    }

    /// The `payload` of GET /v1/projects?limit=100.
    pub async fn project_page(&self, token: Option<&str>) -> Value {
        let (status, body, _) = self.get("/v1/projects?limit=100", token).await;
        assert_eq!(status, StatusCode::OK, "list projects: {body}");
        body["payload"].clone()
    }

    /// The ids of the projects the caller sees.
    pub async fn project_ids(&self, token: Option<&str>) -> Vec<String> {
        ids_of(&self.project_page(token).await["items"])
    }
}

/// Starts `testdeck serve` on a random port with the database file in `dir` (and `args`);
/// answers the process and its base URL once it is ready.
async fn spawn_server(database: &str, log: &Arc<Mutex<String>>, args: &[String]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_testdeck"))
        .arg("serve")
        .arg("--listen")
        .arg("127.0.0.1:0")
        .arg("--database")
        .arg(database)
        .args(args)
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn the testdeck binary");
    collect_lines(child.stderr.take().expect("piped stderr"), log.clone());
    let stdout = child.stdout.take().expect("piped stdout");
    let base_url = wait_until_ready(stdout, log).await;
    (child, base_url)
}

/// Builds a `User` from a register answer (me shape) and a session.
pub fn user_from(email: String, me: &Value, session: &Value) -> User {
    User {
        email,
        access_token: str_field(session, "accessToken"),
        refresh_token: str_field(session, "refreshToken"),
        account_id: str_field(&me["account"], "id"),
        team_id: str_field(&me["teams"][0], "id"),
        org_id: str_field(&me["organization"], "id"),
    }
}

/// A string field of a JSON object; panics (showing the object) when it is missing.
/// The `payload` of a reply that must be 201 Created; `what` names the request in the failure.
pub fn created(reply: Reply, what: &str) -> Value {
    assert_eq!(reply.0, StatusCode::CREATED, "{what}: {}", reply.1);
    reply.1["payload"].clone()
}

/// The `payload` of a GET that must answer 200.
pub async fn get_ok(server: &TestServer, user: &User, path: &str) -> Value {
    let (status, body, _) = server.get(path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "GET {path}: {body}");
    body["payload"].clone()
}

/// Checks the paging of the list at `path`, which holds exactly `newest_first`: a bad `limit` or
/// `offset` is a 400 naming it, two pages neither skip nor repeat, and paging past the end
/// answers no items with the right total.
pub async fn assert_pages(server: &TestServer, user: &User, path: &str, newest_first: &[String]) {
    for query in ["limit=0", "limit=101", "limit=-1", "limit=x"] {
        expect_invalid_field(&server.get(&format!("{path}?{query}"), user.token()).await, "limit");
    }
    expect_invalid_field(&server.get(&format!("{path}?offset=-1"), user.token()).await, "offset");

    let total = json!(newest_first.len());
    let first = get_ok(server, user, &format!("{path}?limit=2")).await;
    let second = get_ok(server, user, &format!("{path}?limit=100&offset=2")).await;
    assert_eq!((first["total"].clone(), second["total"].clone()), (total.clone(), total.clone()));
    assert_eq!((second["limit"].clone(), second["offset"].clone()), (json!(100), json!(2)));
    let mut paged = ids_of(&first["items"]);
    paged.extend(ids_of(&second["items"]));
    assert_eq!(paged, newest_first, "pages neither skip nor repeat");

    for offset in [newest_first.len(), 1_000_000] {
        let past = get_ok(server, user, &format!("{path}?offset={offset}")).await;
        assert_eq!(
            (past["items"].clone(), past["total"].clone(), past["offset"].clone()),
            (json!([]), total.clone(), json!(offset))
        );
    }
}

pub fn str_field(object: &Value, name: &str) -> String {
    match object.get(name).and_then(Value::as_str) {
        Some(value) => value.to_string(),
        None => panic!("expected a string field {name:?} in {object}"),
    }
}

/// The `id`s of a JSON array of objects.
pub fn ids_of(items: &Value) -> Vec<String> {
    let items = items.as_array().unwrap_or_else(|| panic!("not an array: {items}"));
    items.iter().map(|item| str_field(item, "id")).collect()
}

// ---- problem details ---------------------------------------------------------------------

/// The body is an RFC 9457 problem with the given status and code.
pub fn assert_problem(body: &Value, headers: &HeaderMap, status: StatusCode, code: &str) {
    assert_problem_shape(body, headers, status);
    assert_eq!(body["code"], json!(code), "problem code: {body}");
}

/// The body is an RFC 9457 problem with the given status (any code).
pub fn assert_problem_shape(body: &Value, headers: &HeaderMap, status: StatusCode) {
    let content_type = content_type(headers);
    assert!(content_type.starts_with("application/problem+json"), "content type {content_type:?}, body {body}");
    assert!(body["type"].is_string(), "problem without type: {body}");
    assert!(body["title"].is_string(), "problem without title: {body}");
    assert!(body["code"].is_string(), "problem without code: {body}");
    assert_eq!(body["status"], json!(status.as_u16()), "problem status: {body}");
}

/// The reply has the given status and is a problem with the given code.
pub fn expect_problem(reply: &Reply, status: StatusCode, code: &str) {
    let (got, body, headers) = reply;
    assert_eq!(*got, status, "status; body {body}");
    assert_problem(body, headers, status, code);
}

/// The reply is a 400 `validation_failed` whose `errors` name `field`.
pub fn expect_invalid_field(reply: &Reply, field: &str) {
    expect_problem(reply, StatusCode::BAD_REQUEST, "validation_failed");
    let fields = error_fields(&reply.1);
    assert!(fields.iter().any(|f| f == field), "expected errors[].field {field:?}, got {fields:?} in {}", reply.1);
}

/// The `field`s of a problem's `errors`.
pub fn error_fields(problem: &Value) -> Vec<String> {
    let errors = problem["errors"].as_array().cloned().unwrap_or_default();
    errors.iter().filter_map(|e| e["field"].as_str().map(str::to_string)).collect()
}

pub fn content_type(headers: &HeaderMap) -> String {
    headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_string()
}

// ---- process output ----------------------------------------------------------------------

/// Reads stdout until the ready line and answers the base URL it names; later stdout lines
/// go to the log.
async fn wait_until_ready(stdout: impl AsyncRead + Unpin + Send + 'static, log: &Arc<Mutex<String>>) -> String {
    let ready = Regex::new(r"^testdeck listening on (http://127\.0\.0\.1:\d+)$").unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let wait = async {
        while let Ok(Some(line)) = lines.next_line().await {
            if let Some(found) = ready.captures(line.trim()) {
                return Some(found[1].to_string());
            }
            append(log, &line);
        }
        None
    };
    let outcome = tokio::time::timeout(Duration::from_secs(30), wait).await;
    let base_url = match outcome {
        Ok(Some(url)) => url,
        Ok(None) => panic!("testdeck exited before it was ready; log:\n{}", log.lock().unwrap()),
        Err(_) => panic!("testdeck not ready within 30 s; log:\n{}", log.lock().unwrap()),
    };
    let log = log.clone();
    tokio::spawn(async move {
        while let Ok(Some(line)) = lines.next_line().await {
            append(&log, &line);
        }
    });
    base_url
}

/// Appends every line of `output` to `log` in a background task.
fn collect_lines(output: impl AsyncRead + Unpin + Send + 'static, log: Arc<Mutex<String>>) {
    tokio::spawn(async move {
        let mut reader = BufReader::new(output);
        let mut line = Vec::new();
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => append(&log, &String::from_utf8_lossy(&line)),
            }
        }
    });
}

fn append(log: &Mutex<String>, line: &str) {
    let mut log = log.lock().unwrap();
    log.push_str(&strip_ansi(line.trim_end_matches(['\r', '\n'])));
    log.push('\n');
}

fn strip_ansi(text: &str) -> String {
    Regex::new(r"\x1b\[[0-9;]*m").unwrap().replace_all(text, "").into_owned()
}

/// The last code of a `one-time sign-in code email=… code=…` log line for `email`.
fn last_otp_code(log: &str, email: &str) -> Option<String> {
    let email_field = Regex::new(r#"email="?([^\s"]+)"?"#).unwrap();
    let code_field = Regex::new(r#"code="?(\d{6})"?"#).unwrap();
    log.lines()
        .rev()
        .filter(|line| line.contains("one-time sign-in code"))
        .filter(|line| email_field.captures(line).is_some_and(|found| found[1].eq_ignore_ascii_case(email)))
        .find_map(|line| code_field.captures(line).map(|found| found[1].to_string()))
}

#[test]
fn otp_lines_are_parsed_with_and_without_quotes() {
    let log = "\
2025-01-01T00:00:00Z  INFO testdeck::auth::otp: one-time sign-in code email=ada@example.com code=042917
2025-01-01T00:00:01Z  INFO testdeck::auth::otp: one-time sign-in code email=bob@example.com code=111111
2025-01-01T00:00:02Z  INFO testdeck::auth::otp: one-time sign-in code email=\"ada@example.com\" code=\"987654\"
";
    assert_eq!(last_otp_code(log, "ada@example.com").as_deref(), Some("987654"));
    assert_eq!(last_otp_code(log, "bob@example.com").as_deref(), Some("111111"));
    assert_eq!(last_otp_code(log, "eve@example.com"), None);
}
