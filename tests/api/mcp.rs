//! `/mcp` with a real MCP client (the official Python SDK, in the check's venv) over HTTP
//! against the real binary: the handshake, tools with valid input schemas, finding a case,
//! running it with progress, approving its healing through a tool; tenancy and validation as
//! tool errors; 401 without a token; browser origins checked.

use std::path::Path;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

/// Runs tests/mcp/agent.py's `scenario`; answers what it printed.
async fn agent(server: &TestServer, token: &str, scenario: &str, args: Value) -> Value {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp/agent.py");
    let output = tokio::process::Command::new(test_python())
        .arg(script)
        .args([&server.url("/mcp"), token, scenario, &args.to_string()])
        .output()
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {stdout}"))
}

#[tokio::test]
async fn an_agent_finds_a_failing_case_runs_it_and_approves_its_healing() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.active_case(&server, "Home page", json!([check("/moved", 200)])).await;
    let token = api_token(&server, &bench.user).await;
    let args = json!({ "project": bench.project, "case": case, "environment": bench.environment });
    let seen = agent(&server, &token, "triage", args).await;

    assert_eq!(seen["server"], json!("testdeck"));
    let tools = seen["tools"].as_object().unwrap();
    assert!(tools.len() >= 16 && tools.values().all(|described| described == &json!(true)), "{tools:?}");
    assert_eq!(seen["found"]["items"][0]["id"], json!(case));
    let run = &seen["run"];
    assert_eq!(run["run"]["status"], json!("failed"), "{run}");
    assert!(seen["progress"].as_array().is_some_and(|p| p.contains(&json!("run.finished"))), "{seen}");
    let result = &run["results"][0];
    assert_eq!(result["healing"]["to"], json!("/new-home"), "{result}");
    assert_eq!(seen["pending"][0]["id"], result["id"], "the proposal awaits a decision: {seen}");
    assert_eq!(seen["reviewedError"], json!(false), "{seen}");
    assert_eq!(seen["pendingAfter"], json!([]), "decided, it awaits nothing");
    assert_eq!(seen["reviewed"]["steps"][0]["request"]["path"], json!("/new-home"));
    let run_id = run["run"]["id"].as_str().unwrap();
    assert_eq!(seen["runResource"]["run"]["id"], json!(run_id));
    assert_eq!(seen["runResource"]["results"][0]["status"], json!("failed"));
    assert!(seen["templates"].as_array().unwrap().contains(&json!("testdeck://test-runs/{runId}")), "{seen}");
    assert_eq!(seen["resources"], json!([format!("testdeck://projects/{}/overview", bench.project)]));
    assert_eq!(seen["prompts"], json!(["triage_run", "write_test_cases"]));
    assert!(seen["prompt"].as_str().unwrap().contains(run_id), "{seen}");
    assert_eq!((&seen["uploaded"]["tests"], &seen["uploaded"]["created"]), (&json!(1), &json!(1)), "{seen}");
    assert_eq!(seen["runs"]["total"], json!(2), "the run of the case and the uploaded one");
    // The API sees what the agent did.
    let case_now = get_ok(&server, &bench.user, &format!("/v1/test-cases/{case}")).await;
    assert_eq!(case_now["steps"][0]["request"]["path"], json!("/new-home"));
}

#[tokio::test]
async fn another_organizations_ids_and_invalid_input_are_tool_errors() {
    let server = TestServer::start().await;
    let (owner, project) = user_with_project(&server).await;
    let case = new_case(&server, &owner, &project, json!({ "name": "Private" })).await;
    let stranger = server.signed_up().await;
    let stranger_project = project_of(&server, &stranger, "Theirs").await;
    let token = api_token(&server, &stranger).await;
    let seen = agent(&server, &token, "foreign", json!({ "case": case, "project": stranger_project })).await;
    assert_eq!(seen["isError"], json!(true));
    assert!(!seen["text"].as_str().unwrap().contains("Private"), "no data of the other organization: {seen}");
    assert_eq!(seen["invalidIsError"], json!(true));
    assert!(seen["invalidText"].as_str().unwrap().contains("/testCase/name"), "{seen}");
}

#[tokio::test]
async fn the_endpoint_needs_a_token_and_a_known_origin() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let (status, body, _) = server.send(RawMcp::new(&server, None).post(initialize())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let foreign = RawMcp::new(&server, user.token()).post(initialize()).header("origin", "https://evil.example");
    assert_eq!(server.send(foreign).await.0, StatusCode::FORBIDDEN);
    let response = RawMcp::new(&server, user.token()).post(initialize()).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().contains_key("mcp-session-id"));
    // A request of an unknown session is refused as the transport says.
    let stale = RawMcp { session: Some("no-such-session".into()), ..RawMcp::new(&server, user.token()) }
        .post(json!({ "jsonrpc": "2.0", "id": 2, "method": "tools/list" }));
    assert_eq!(stale.send().await.unwrap().status(), StatusCode::NOT_FOUND);
}

/// MCP spoken by hand over HTTP, for what a client library hides: statuses, raw bodies.
struct RawMcp<'a> {
    server: &'a TestServer,
    token: Option<&'a str>,
    session: Option<String>,
}

impl<'a> RawMcp<'a> {
    fn new(server: &'a TestServer, token: Option<&'a str>) -> Self {
        RawMcp { server, token, session: None }
    }

    /// Initialized, in a session.
    async fn open(server: &'a TestServer, token: Option<&'a str>) -> RawMcp<'a> {
        let mut mcp = RawMcp::new(server, token);
        let response = mcp.post(initialize()).send().await.unwrap();
        mcp.session = Some(response.headers()["mcp-session-id"].to_str().unwrap().to_string());
        assert_eq!(message_of(response).await["result"]["protocolVersion"], json!("2025-11-25"));
        let initialized = json!({ "jsonrpc": "2.0", "method": "notifications/initialized" });
        let response = mcp.post(initialized).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::ACCEPTED, "a notification has no answer");
        mcp
    }

    /// A POST of `body` (a JSON-RPC message, or any text) to /mcp, in the session if any.
    fn post(&self, body: impl ToString) -> reqwest::RequestBuilder {
        let mut request = self
            .server
            .request(Method::POST, "/mcp", self.token)
            .header("accept", "application/json, text/event-stream")
            .header("content-type", "application/json")
            .body(body.to_string());
        if let Some(session) = &self.session {
            request = request.header("mcp-session-id", session).header("mcp-protocol-version", "2025-11-25");
        }
        request
    }
}

fn initialize() -> Value {
    json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": { "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": { "name": "t", "version": "1" } } })
}

/// The JSON-RPC message of an MCP answer, which comes as JSON or as a server-sent event stream.
async fn message_of(response: reqwest::Response) -> Value {
    let text = response.text().await.unwrap();
    let json = text.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim).find(|d| d.starts_with('{'));
    serde_json::from_str(json.unwrap_or(text.trim())).unwrap_or_else(|e| panic!("no JSON-RPC message ({e}): {text}"))
}

#[tokio::test]
async fn protocol_errors_answer_as_the_transport_says() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let mcp = RawMcp::open(&server, user.token()).await;

    let unknown = json!({ "jsonrpc": "2.0", "id": 2, "method": "no/such/method" });
    let answer = message_of(mcp.post(unknown).send().await.unwrap()).await;
    assert_eq!((&answer["id"], &answer["error"]["code"]), (&json!(2), &json!(-32601)), "{answer}");
    let ping = json!({ "jsonrpc": "2.0", "id": 3, "method": "ping" });
    assert_eq!(message_of(mcp.post(&ping).send().await.unwrap()).await["result"], json!({}));

    let response = mcp.post("{ not json").send().await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(message_of(response).await["error"]["code"], json!(-32700));
    let session = mcp.session.clone().unwrap();
    let closed = server.request(Method::DELETE, "/mcp", user.token()).header("mcp-session-id", &session).send().await;
    assert!(closed.unwrap().status().is_success());
    let after = mcp.post(&ping).send().await.unwrap();
    assert_eq!(after.status(), StatusCode::NOT_FOUND, "the session has ended");
}

#[tokio::test]
async fn cancelling_a_run_and_wait_stops_the_run() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.active_case(&server, "Slow page", json!([check("/slow", 200)])).await;
    let token = api_token(&server, &bench.user).await;
    let mcp = RawMcp::open(&server, Some(&token)).await;

    let call = json!({ "jsonrpc": "2.0", "id": 7, "method": "tools/call",
        "params": { "name": "run_test_case", "arguments": { "testCaseId": case, "environmentId": bench.environment } } });
    // The answer streams; the call is in flight while the run waits on the slow target.
    let in_flight = mcp.post(call).send().await.unwrap();
    let runs_path = format!("/v1/projects/{}/test-runs?limit=5&offset=0", bench.project);
    let run = loop {
        let runs = get_ok(&server, &bench.user, &runs_path).await;
        if runs["items"][0]["status"] == json!("running") {
            break str_field(&runs["items"][0], "id");
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    let cancel = json!({ "jsonrpc": "2.0", "method": "notifications/cancelled", "params": { "requestId": 7 } });
    assert_eq!(mcp.post(cancel).send().await.unwrap().status(), StatusCode::ACCEPTED);
    let stopped = finished(&server, &bench.user, &run).await;
    assert_eq!(stopped["status"], json!("stopped"), "{stopped}");
    drop(in_flight);
}

#[tokio::test]
async fn find_test_cases_pages_by_cursor() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let mut created = Vec::new();
    for name in ["One", "Two", "Three"] {
        created.push(bench.case(&server, name, json!([check("/ok", 200)])).await);
    }
    let token = api_token(&server, &bench.user).await;
    let mcp = RawMcp::open(&server, Some(&token)).await;
    let find = |id: u32, arguments: Value| {
        let call = json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call",
                           "params": { "name": "find_test_cases", "arguments": arguments } });
        let mcp = &mcp;
        async move {
            let answer = message_of(mcp.post(call).send().await.unwrap()).await;
            let text =
                answer["result"]["content"][0]["text"].as_str().unwrap_or_else(|| panic!("{answer}")).to_string();
            serde_json::from_str::<Value>(&text).unwrap()
        }
    };
    let first = find(2, json!({ "projectId": bench.project, "limit": 2 })).await;
    let cursor = str_field(&first, "nextCursor");
    let second = find(3, json!({ "projectId": bench.project, "limit": 2, "cursor": cursor })).await;
    assert!(second.get("nextCursor").is_none(), "the last page: {second}");
    let mut seen = ids_of(&first["items"]);
    seen.extend(ids_of(&second["items"]));
    created.reverse();
    assert_eq!(seen, created, "every case once, newest first");
}
