//! The checker against a real HTTP target on loopback: verdicts, retries, redirects, bounds,
//! redaction and healing.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use http_body_util::{combinators::BoxBody, BodyExt, Full, StreamBody};
use hyper::body::{Frame, Incoming};
use hyper::server::conn::http1;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

use bytes::Bytes;

use testdeck_api::models::{JsonExpectation, StepRequestMethod};

use super::heal::find_value;
use super::judge::{excerpt, json_eq, Secrets};
use super::prepare::Placeholders;
use super::*;
use crate::domain::healing::HealedField;

type Body = BoxBody<Bytes, Infallible>;

/// Counters the routes keep, so tests can see what reached the target.
#[derive(Default)]
struct Hits {
    flaky: AtomicUsize,
    total: AtomicUsize,
    huge_bytes_produced: AtomicUsize,
}

struct TestServer {
    base_url: String,
    hits: Arc<Hits>,
}

static CHUNK: [u8; 64 * 1024] = [b'a'; 64 * 1024];
const HUGE: usize = 100 * 1024 * 1024;

fn full(status: u16, content_type: &str, body: impl Into<Bytes>) -> Response<Body> {
    Response::builder()
        .status(status)
        .header("content-type", content_type)
        .body(Full::new(body.into()).boxed())
        .unwrap()
}

async fn route(request: Request<Incoming>, hits: Arc<Hits>) -> Result<Response<Body>, Infallible> {
    hits.total.fetch_add(1, Ordering::SeqCst);
    let path = request.uri().path().to_string();
    let response = match path.as_str() {
        "/ok" => full(200, "application/json", r#"{"status":"ok","data":{"version":2}}"#),
        "/created" => full(201, "application/json", r#"{"id":7}"#),
        "/moved" => {
            Response::builder().status(301).header("location", "/new-home").body(Full::default().boxed()).unwrap()
        }
        "/new-home" => full(200, "text/plain", "welcome home"),
        "/loop" => Response::builder().status(302).header("location", "/loop").body(Full::default().boxed()).unwrap(),
        "/delayed" => {
            tokio::time::sleep(Duration::from_millis(300)).await;
            full(200, "text/plain", "late")
        }
        "/slow" => {
            tokio::time::sleep(Duration::from_secs(5)).await;
            full(200, "text/plain", "finally")
        }
        "/huge" => {
            let produced = hits.clone();
            let chunks = futures::stream::unfold(0usize, move |sent| {
                let produced = produced.clone();
                async move {
                    if sent >= HUGE {
                        return None;
                    }
                    produced.huge_bytes_produced.fetch_add(CHUNK.len(), Ordering::SeqCst);
                    let frame: Result<Frame<Bytes>, Infallible> = Ok(Frame::data(Bytes::from_static(&CHUNK)));
                    Some((frame, sent + CHUNK.len()))
                }
            });
            Response::builder()
                .status(200)
                .header("content-type", "text/plain")
                .body(BodyExt::boxed(StreamBody::new(chunks)))
                .unwrap()
        }
        "/garbage" => full(200, "application/json", &b"{\"a\": \xff\xfe\xc3(garbage\x80"[..]),
        "/flaky" => {
            let n = hits.flaky.fetch_add(1, Ordering::SeqCst) + 1;
            if n >= 3 {
                full(200, "text/plain", "third time lucky")
            } else {
                full(503, "text/plain", "try again")
            }
        }
        "/broken" => full(500, "text/plain", "always broken"),
        "/echo" => {
            let query = request.uri().query().unwrap_or("").to_string();
            let token = request.headers().get("x-token").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
            let method = request.method().to_string();
            let body = request.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
            let echoed = serde_json::json!({
                "method": method,
                "query": query,
                "token": token,
                "body": String::from_utf8_lossy(&body),
            });
            full(200, "application/json", echoed.to_string())
        }
        _ => full(404, "text/plain", "not found"),
    };
    Ok(response)
}

async fn start_server() -> TestServer {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let hits = Arc::new(Hits::default());
    let served = hits.clone();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else { continue };
            let hits = served.clone();
            let service = hyper::service::service_fn(move |request| route(request, hits.clone()));
            tokio::spawn(async move {
                let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
            });
        }
    });
    TestServer { base_url: format!("http://{address}"), hits }
}

fn get(path: &str) -> Step {
    Step {
        action: None,
        expected: None,
        request: Some(StepRequest {
            method: StepRequestMethod::Get,
            path: path.to_string(),
            headers: None,
            body: None,
        }),
        expect: None,
    }
}

fn expecting(mut step: Step, expect: StepExpect) -> Step {
    step.expect = Some(expect);
    step
}

fn expect_status(status: u16) -> StepExpect {
    StepExpect { status: Some(status), body_contains: None, json: None, max_ms: None }
}

fn expect_json(pointer: &str, equals: &str) -> StepExpect {
    StepExpect {
        status: Some(200),
        body_contains: None,
        json: Some(vec![JsonExpectation {
            pointer: pointer.to_string(),
            equals: serde_json::from_str(equals).unwrap(),
        }]),
        max_ms: None,
    }
}

fn settings() -> Settings {
    Settings { timeout: Duration::from_secs(5), retries: 0, follow_redirects: false }
}

/// A checker that may reach the loopback test server.
fn checker() -> Checker {
    Checker::new(Arc::new(TargetPolicy::new(true, false, "--allow-private-targets")))
}

#[tokio::test]
async fn refused_targets_get_no_request_by_address_or_by_name() {
    let server = start_server().await;
    let closed = Checker::new(Arc::new(TargetPolicy::new(false, false, "--allow-private-targets")));
    let variables = BTreeMap::new();
    let port = server.base_url.rsplit(':').next().unwrap().to_string();
    for base_url in [server.base_url.clone(), format!("http://localhost:{port}"), format!("http://2130706433:{port}")] {
        let target = Target { base_url: &base_url, variables: &variables, secrets: &BTreeMap::new(), account: None };
        let outcome = closed.run(&get("/ok"), &target, &settings()).await;
        assert_eq!(outcome.status, Verdict::Error, "{base_url}");
        let message = outcome.message.unwrap_or_default();
        assert!(message.contains("--allow-private-targets"), "{base_url}: {message}");
        assert_eq!(outcome.observed.body_excerpt, None, "nothing was fetched from {base_url}");
    }
    assert_eq!(server.hits.total.load(Ordering::SeqCst), 0, "the target saw no request");
}

async fn run(server: &TestServer, step: &Step, settings: &Settings) -> StepOutcome {
    let variables = BTreeMap::new();
    let target = Target { base_url: &server.base_url, variables: &variables, secrets: &BTreeMap::new(), account: None };
    checker().run(step, &target, settings).await
}

#[tokio::test]
async fn passes_when_every_expectation_holds() {
    let server = start_server().await;
    let expect = StepExpect {
        status: Some(200),
        body_contains: Some("\"ok\"".to_string()),
        json: Some(vec![
            JsonExpectation { pointer: "/status".to_string(), equals: serde_json::from_str("\"ok\"").unwrap() },
            JsonExpectation { pointer: "/data/version".to_string(), equals: serde_json::from_str("2.0").unwrap() },
        ]),
        max_ms: Some(5000),
    };
    let outcome = run(&server, &expecting(get("/ok"), expect), &settings()).await;
    assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
    assert_eq!(outcome.message, None);
    assert_eq!(outcome.healing, None);
    assert_eq!(outcome.observed.status, Some(200));
    assert!(outcome.observed.duration_ms.is_some());
    assert_eq!(outcome.observed.body_excerpt.as_deref(), Some(r#"{"status":"ok","data":{"version":2}}"#));
}

#[tokio::test]
async fn without_expect_any_2xx_passes_and_other_statuses_fail() {
    let server = start_server().await;
    let created = run(&server, &get("/created"), &settings()).await;
    assert_eq!(created.status, Verdict::Passed, "{created:?}");
    let missing = run(&server, &get("/nowhere"), &settings()).await;
    assert_eq!(missing.status, Verdict::Failed);
    assert_eq!(missing.message.as_deref(), Some("expected a 2xx status, got 404"));
    assert_eq!(missing.healing, None);
}

#[tokio::test]
async fn status_of_the_same_class_is_healed() {
    let server = start_server().await;
    let outcome = run(&server, &expecting(get("/created"), expect_status(200)), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(outcome.message.as_deref(), Some("expected status 200, got 201"));
    let proposal = outcome.healing.expect("a proposal");
    assert_eq!(proposal.field, HealedField::ExpectStatus);
    assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("200", "201"));

    // Another class: no proposal.
    let outcome = run(&server, &expecting(get("/nowhere"), expect_status(200)), &settings()).await;
    assert_eq!(outcome.message.as_deref(), Some("expected status 200, got 404"));
    assert_eq!(outcome.healing, None);
}

#[tokio::test]
async fn redirect_not_followed_is_healed_with_the_new_path() {
    let server = start_server().await;
    let outcome = run(&server, &expecting(get("/moved"), expect_status(200)), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(outcome.observed.status, Some(301));
    let message = outcome.message.unwrap();
    assert!(message.starts_with("expected status 200, got 301"), "{message}");
    let proposal = outcome.healing.expect("a proposal");
    assert_eq!(proposal.field, HealedField::RequestPath);
    assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("/moved", "/new-home"));
    assert_eq!(proposal.reason, "the server redirects /moved to /new-home");
}

#[tokio::test]
async fn redirect_healing_keeps_a_base_url_prefix() {
    let server = start_server().await;
    // The base URL's own path is not repeated in the proposal.
    let variables = BTreeMap::new();
    let base = format!("{}/", server.base_url);
    let target = Target { base_url: &base, variables: &variables, secrets: &BTreeMap::new(), account: None };
    let outcome = checker().run(&get("moved"), &target, &settings()).await;
    let proposal = outcome.healing.expect("a proposal");
    assert_eq!(proposal.to, "/new-home");
}

#[tokio::test]
async fn follow_redirects_reaches_the_final_page() {
    let server = start_server().await;
    let followed = Settings { follow_redirects: true, ..settings() };
    let expect = StepExpect { body_contains: Some("welcome home".to_string()), ..expect_status(200) };
    let outcome = run(&server, &expecting(get("/moved"), expect), &followed).await;
    assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
    assert_eq!(outcome.observed.status, Some(200));
    assert_eq!(outcome.observed.body_excerpt.as_deref(), Some("welcome home"));

    let looping = run(&server, &get("/loop"), &followed).await;
    assert_eq!(looping.status, Verdict::Error);
    assert!(looping.message.unwrap().starts_with("too many redirects (more than 10)"));
    assert_eq!(server.hits.total.load(Ordering::SeqCst), 2 + 11);
}

#[tokio::test]
async fn changed_json_value_is_healed() {
    let server = start_server().await;
    let outcome = run(&server, &expecting(get("/ok"), expect_json("/data/version", "1")), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(outcome.message.as_deref(), Some("at JSON pointer \"/data/version\" expected 1, got 2"));
    let proposal = outcome.healing.expect("a proposal");
    assert_eq!(proposal.field, HealedField::JsonEquals(0));
    assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("1", "2"));
}

#[tokio::test]
async fn moved_json_value_is_healed() {
    let server = start_server().await;
    let outcome = run(&server, &expecting(get("/ok"), expect_json("/version", "2")), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(outcome.message.as_deref(), Some("JSON pointer \"/version\" is not in the body"));
    let proposal = outcome.healing.expect("a proposal");
    assert_eq!(proposal.field, HealedField::JsonPointer(0));
    assert_eq!((proposal.from.as_str(), proposal.to.as_str()), ("/version", "/data/version"));
}

#[tokio::test]
async fn json_of_an_unexpected_status_is_not_healed() {
    let server = start_server().await;
    let mut expect = expect_json("/data/version", "1");
    expect.status = Some(500);
    let outcome = run(&server, &expecting(get("/ok"), expect), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(outcome.healing, None);
}

#[tokio::test]
async fn garbage_body_is_not_json() {
    let server = start_server().await;
    let outcome = run(&server, &expecting(get("/garbage"), expect_json("/a", "1")), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert!(outcome.message.as_deref().unwrap().starts_with("the body is not JSON"), "{outcome:?}");
    assert!(outcome.observed.body_excerpt.unwrap().contains('\u{fffd}'));
    assert_eq!(outcome.healing, None);
}

#[tokio::test]
async fn timeout_gives_an_error_within_the_timeout() {
    let server = start_server().await;
    let quick = Settings { timeout: Duration::from_millis(300), ..settings() };
    let started = Instant::now();
    let outcome = run(&server, &get("/slow"), &quick).await;
    let took = started.elapsed();
    assert_eq!(outcome.status, Verdict::Error);
    assert_eq!(outcome.message.as_deref(), Some("no answer within 300 ms"));
    assert!(took < Duration::from_millis(1500), "took {took:?}");
    assert_eq!(outcome.observed.status, None);
}

#[tokio::test]
async fn dropping_a_run_cancels_it() {
    let server = start_server().await;
    let checker = checker();
    let variables = BTreeMap::new();
    let target = Target { base_url: &server.base_url, variables: &variables, secrets: &BTreeMap::new(), account: None };
    let step = get("/slow");
    let stopped = tokio::time::timeout(Duration::from_millis(200), checker.run(&step, &target, &settings())).await;
    assert!(stopped.is_err());
    let after = checker.run(&get("/ok"), &target, &settings()).await;
    assert_eq!(after.status, Verdict::Passed);
}

#[tokio::test]
async fn huge_body_is_read_only_up_to_the_limit() {
    let server = start_server().await;
    let started = Instant::now();
    let outcome = run(&server, &get("/huge"), &settings()).await;
    assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
    let excerpt = outcome.observed.body_excerpt.unwrap();
    assert_eq!(excerpt.len(), MAX_EXCERPT);
    assert!(excerpt.bytes().all(|b| b == b'a'));

    let expect = StepExpect { body_contains: Some("b".to_string()), ..expect_status(200) };
    let outcome = run(&server, &expecting(get("/huge"), expect), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(
        outcome.message.as_deref(),
        Some("the body does not contain \"b\" (only the first 1 MiB of the body was read)")
    );
    assert!(outcome.observed.body_excerpt.unwrap().len() <= MAX_EXCERPT);
    assert!(started.elapsed() < Duration::from_secs(5));
    // Give the server a moment to notice the closed connections, then check it was never
    // asked for the whole body (socket buffers hold a few MiB at most).
    tokio::time::sleep(Duration::from_millis(200)).await;
    let produced = server.hits.huge_bytes_produced.load(Ordering::SeqCst);
    assert!(produced < 40 * 1024 * 1024, "the target produced {produced} bytes");
}

#[tokio::test]
async fn placeholders_resolve_from_variables_and_account() {
    let server = start_server().await;
    let variables = BTreeMap::from([("token".to_string(), "abc123".to_string())]);
    let target = Target {
        base_url: &server.base_url,
        variables: &variables,
        secrets: &variables,
        account: Some(("alice", "s3cret-pw")),
    };
    let step = Step {
        action: None,
        expected: None,
        request: Some(StepRequest {
            method: StepRequestMethod::Post,
            path: "{{baseUrl}}/echo?user={{ account.username }}".to_string(),
            headers: Some(HashMap::from([("X-Token".to_string(), "{{token}}".to_string())])),
            body: Some("{\"password\":\"{{account.password}}\"}".to_string()),
        }),
        expect: Some(StepExpect {
            status: Some(200),
            body_contains: None,
            json: Some(vec![
                JsonExpectation { pointer: "/method".to_string(), equals: serde_json::from_str("\"POST\"").unwrap() },
                JsonExpectation {
                    pointer: "/query".to_string(),
                    equals: serde_json::from_str("\"user=alice\"").unwrap(),
                },
                JsonExpectation { pointer: "/token".to_string(), equals: serde_json::from_str("\"abc123\"").unwrap() },
                JsonExpectation {
                    pointer: "/body".to_string(),
                    equals: serde_json::from_str("\"{\\\"password\\\":\\\"s3cret-pw\\\"}\"").unwrap(),
                },
            ]),
            max_ms: None,
        }),
    };
    let outcome = checker().run(&step, &target, &settings()).await;
    assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
    // The password the target echoed is not kept.
    let excerpt = outcome.observed.body_excerpt.unwrap();
    assert!(!excerpt.contains("s3cret-pw"), "{excerpt}");
    assert!(excerpt.contains("[redacted]"), "{excerpt}");
}

#[tokio::test]
async fn unknown_placeholder_is_an_error_that_names_it() {
    let server = start_server().await;
    let outcome = run(&server, &get("/ok?x={{nope}}&u={{account.username}}"), &settings()).await;
    assert_eq!(outcome.status, Verdict::Error);
    assert_eq!(
        outcome.message.as_deref(),
        Some("unknown placeholders {{nope}}, {{account.username}} (no test account was chosen)")
    );
    assert_eq!(outcome.observed, Observed::default());
    assert_eq!(server.hits.total.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn invalid_header_value_after_resolution_is_an_error() {
    let server = start_server().await;
    let variables = BTreeMap::from([("evil".to_string(), "a\r\nInjected: yes".to_string())]);
    let target = Target { base_url: &server.base_url, variables: &variables, secrets: &BTreeMap::new(), account: None };
    let mut step = get("/ok");
    step.request.as_mut().unwrap().headers = Some(HashMap::from([("X-Evil".to_string(), "{{evil}}".to_string())]));
    let outcome = checker().run(&step, &target, &settings()).await;
    assert_eq!(outcome.status, Verdict::Error);
    assert!(outcome.message.unwrap().contains("\"X-Evil\" is not a valid header value"));
    assert_eq!(server.hits.total.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn invalid_expectations_and_manual_steps_are_errors() {
    let server = start_server().await;
    let bad_pointer = run(&server, &expecting(get("/ok"), expect_json("status", "1")), &settings()).await;
    assert_eq!(bad_pointer.status, Verdict::Error);
    let manual = Step { action: Some("click".to_string()), expected: None, request: None, expect: None };
    assert_eq!(run(&server, &manual, &settings()).await.status, Verdict::Error);
    let variables = BTreeMap::new();
    let target = Target { base_url: "not a url", variables: &variables, secrets: &BTreeMap::new(), account: None };
    let outcome = checker().run(&get("/ok"), &target, &settings()).await;
    assert_eq!(outcome.status, Verdict::Error);
    assert_eq!(server.hits.total.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn retries_count_and_the_last_attempt_decides() {
    let server = start_server().await;
    let three = Settings { retries: 2, ..settings() };
    let outcome = run(&server, &get("/flaky"), &three).await;
    assert_eq!(outcome.status, Verdict::Passed, "{outcome:?}");
    assert_eq!(outcome.message.as_deref(), Some("passed after 3 attempts"));
    assert_eq!(server.hits.flaky.load(Ordering::SeqCst), 3);

    let before = server.hits.total.load(Ordering::SeqCst);
    let outcome = run(&server, &get("/broken"), &three).await;
    assert_eq!(outcome.status, Verdict::Failed);
    assert_eq!(outcome.message.as_deref(), Some("expected a 2xx status, got 500 (after 3 attempts)"));
    assert_eq!(server.hits.total.load(Ordering::SeqCst) - before, 3);

    let once = run(&server, &get("/broken"), &settings()).await;
    assert_eq!(once.message.as_deref(), Some("expected a 2xx status, got 500"));
}

#[tokio::test]
async fn connection_refused_is_an_error_and_retried() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    let variables = BTreeMap::new();
    let base = format!("http://{address}");
    let target = Target { base_url: &base, variables: &variables, secrets: &BTreeMap::new(), account: None };
    let outcome = checker().run(&get("/ok"), &target, &Settings { retries: 1, ..settings() }).await;
    assert_eq!(outcome.status, Verdict::Error);
    let message = outcome.message.unwrap();
    assert!(message.starts_with(&format!("could not connect to {address}")), "{message}");
    assert!(message.ends_with("(after 2 attempts)"), "{message}");
}

#[tokio::test]
async fn max_ms_is_judged() {
    let server = start_server().await;
    let expect = StepExpect { max_ms: Some(100), ..expect_status(200) };
    let outcome = run(&server, &expecting(get("/delayed"), expect.clone()), &settings()).await;
    assert_eq!(outcome.status, Verdict::Failed, "{outcome:?}");
    let message = outcome.message.unwrap();
    assert!(message.starts_with("took ") && message.ends_with(" ms, more than maxMs 100"), "{message}");
    assert!(outcome.observed.duration_ms.unwrap() >= 300);
    assert_eq!(outcome.healing, None);
    let quick = run(&server, &expecting(get("/ok"), StepExpect { max_ms: Some(2000), ..expect }), &settings()).await;
    assert_eq!(quick.status, Verdict::Passed);
}

#[test]
fn placeholder_resolution_leaves_unclosed_braces_alone() {
    let variables = BTreeMap::from([("a".to_string(), "{{b}}".to_string())]);
    let target = Target { base_url: "http://x/", variables: &variables, secrets: &BTreeMap::new(), account: None };
    let placeholders = Placeholders::new(&target);
    let mut unknown = Vec::new();
    assert_eq!(placeholders.resolve("{{a}}-{{ baseUrl }}-{{", &mut unknown), "{{b}}-http://x-{{");
    assert!(unknown.is_empty());
    assert_eq!(placeholders.resolve("é{{x}}ü{{x}}", &mut unknown), "é{{x}}ü{{x}}");
    assert_eq!(unknown, vec!["x".to_string()]);
}

#[test]
fn shallowest_moved_value_wins_and_pointers_are_escaped() {
    let document = serde_json::json!({"deep": {"x": {"v": 5}}, "a/b": {"v": 5}, "list": [1, 5]});
    assert_eq!(find_value(&document, &serde_json::json!(5)).as_deref(), Some("/a~1b/v"));
    assert_eq!(find_value(&document, &serde_json::json!(9)), None);
    assert!(json_eq(&serde_json::json!({"n": 1}), &serde_json::json!({"n": 1.0})));
    assert!(!json_eq(&serde_json::json!([1]), &serde_json::json!([1, 2])));
}

#[test]
fn excerpt_is_bounded_and_redacts_a_secret_cut_by_its_end() {
    let mut body = vec![b'x'; MAX_EXCERPT - 3];
    body.extend_from_slice(b"hunter2 and more");
    let text = excerpt(&body, &Secrets::new(["hunter2"], None));
    assert!(text.len() <= MAX_EXCERPT);
    assert!(!text.contains("hun"), "{}", &text[text.len() - 10..]);
    let multibyte = "é".repeat(MAX_EXCERPT);
    assert!(excerpt(multibyte.as_bytes(), &Secrets::default()).len() <= MAX_EXCERPT);
}

#[test]
fn secrets_are_redacted_in_every_form_they_come_back_in() {
    let secrets = Secrets::new(["Hunter 2\"x/ü", "tok_abc123"], Some("ada:Hunter 2\"x/ü".to_string()));
    let echoed = [
        r#"raw Hunter 2"x/ü"#,
        "query p=Hunter%202%22x/%C3%BC",
        "strict p=Hunter%202%22x%2F%C3%BC",
        "form p=Hunter+2%22x%2F%C3%BC",
        r#"json {"p":"Hunter 2\"x/ü"}"#,
        "basic Authorization: Basic YWRhOkh1bnRlciAyIngvw7w=",
        "header X-Api-Key: tok_abc123",
    ];
    for text in echoed {
        let scrubbed = secrets.scrub(text);
        assert!(scrubbed.contains("[redacted]"), "{text} -> {scrubbed}");
        assert!(
            !scrubbed.contains("Hunter") && !scrubbed.contains("abc123") && !scrubbed.contains("YWRh"),
            "{scrubbed}"
        );
    }
    assert_eq!(Secrets::new(["ab"], None).scrub("ab cab"), "ab cab", "two characters are not a secret to hunt");
}

#[tokio::test]
async fn secret_variables_are_sent_and_never_kept() {
    let server = start_server().await;
    let variables = BTreeMap::new();
    let secrets = BTreeMap::from([("key".to_string(), "sk live/42".to_string())]);
    let target = Target { base_url: &server.base_url, variables: &variables, secrets: &secrets, account: None };
    let outcome = checker().run(&get("/echo?k={{key}}"), &target, &settings()).await;
    assert_eq!(outcome.status, Verdict::Passed, "the secret was resolved: {:?}", outcome.message);
    let excerpt = outcome.observed.body_excerpt.unwrap();
    assert!(excerpt.contains("[redacted]") && !excerpt.contains("sk") && !excerpt.contains("42"), "{excerpt}");
}
