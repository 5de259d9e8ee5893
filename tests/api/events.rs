//! Live events of a run (`GET /v1/test-runs/{id}/events`), read by a real SSE client: ordered
//! named events with consecutive ids ending with `run.finished`, replay of a finished run,
//! resume with `Last-Event-ID`, many subscribers at once.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

fn names(events: &[SseEvent]) -> Vec<&str> {
    events.iter().map(|e| e.name.as_str()).collect()
}

fn ids(events: &[SseEvent]) -> Vec<u64> {
    events.iter().map(SseEvent::id).collect()
}

/// Statuses a run moves through, in order; a run never goes back.
fn rank(status: &str) -> usize {
    ["pending", "queued", "running"].iter().position(|s| *s == status).unwrap_or(3)
}

/// The log of a passing one-case run with two checks: ids 1..n, the run statuses in order,
/// the case's events between `case.started` and `case.finished`, `run.finished` last.
fn assert_passing_log(events: &[SseEvent], run: &str, case: &str) {
    assert_eq!(ids(events), (1..=events.len() as u64).collect::<Vec<_>>(), "{:?}", names(events));
    assert!(events.iter().all(|e| e.data["runId"] == json!(run)), "every event names the run: {events:#?}");

    let statuses: Vec<&str> =
        events.iter().filter(|e| e.name == "run.status").map(|e| e.data["status"].as_str().unwrap_or("?")).collect();
    assert!(statuses.contains(&"running"), "{statuses:?}");
    let status_events = events.iter().filter(|e| e.name == "run.status");
    assert!(status_events.clone().all(|e| e.data.get("reason").is_some()), "run.status carries a reason field");
    assert!(statuses.windows(2).all(|pair| rank(pair[0]) <= rank(pair[1])), "statuses out of order: {statuses:?}");

    let case_events: Vec<&str> =
        names(events).into_iter().filter(|name| name.starts_with("case.") || name.starts_with("step.")).collect();
    assert_eq!(case_events, ["case.started", "step.finished", "step.finished", "case.finished"], "{events:#?}");
    let started = events.iter().find(|e| e.name == "case.started").expect("case.started");
    assert_eq!((started.data["testCaseId"].clone(), started.data["name"].is_string()), (json!(case), true));
    let steps: Vec<&SseEvent> = events.iter().filter(|e| e.name == "step.finished").collect();
    for (index, step) in steps.iter().enumerate() {
        assert_eq!(step.data["index"], json!(index), "{step:?}");
        assert_eq!(step.data["testCaseId"], json!(case), "{step:?}");
        assert_eq!(step.data["status"], json!("passed"), "{step:?}");
        assert_eq!(step.data["observed"]["status"], json!(200), "{step:?}");
    }
    let case_finished = events.iter().find(|e| e.name == "case.finished").expect("case.finished");
    assert_eq!(case_finished.data["status"], json!("passed"), "{case_finished:?}");
    assert!(
        case_finished.data["resultId"].is_string() && case_finished.data["durationMs"].is_u64(),
        "{case_finished:?}"
    );

    let last = events.last().expect("events");
    assert_eq!(last.name, "run.finished", "{events:#?}");
    assert_eq!(
        (last.data["status"].clone(), last.data["summary"].clone()),
        (json!("completed"), summary(1, 1, 0, 0, 0))
    );
    assert_eq!(names(events).iter().filter(|n| **n == "run.finished").count(), 1);
}

#[tokio::test]
async fn a_live_run_streams_ordered_events_ending_with_run_finished() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Slowish", json!([check("/delay", 200), check("/ok", 200)])).await;
    let run = str_field(&bench.run_case(&server, &case).await, "id");

    let stream = EventStream::open(server.events_request(&run, bench.user.token(), None)).await;
    let status = get_run(&server, &bench.user, &run).await["status"].clone();
    assert!(!TERMINAL.contains(&status.as_str().unwrap_or_default()), "subscribed while the run was live: {status}");
    let live = stream.rest(Duration::from_secs(10)).await;
    assert_passing_log(&live, &run, &case);

    let result = bench.latest_result(&server, &case).await;
    let case_finished = live.iter().find(|e| e.name == "case.finished").expect("case.finished");
    assert_eq!(case_finished.data["resultId"], result["id"]);
    assert_eq!(get_run(&server, &bench.user, &run).await["status"], json!("completed"));

    // A finished run replays its whole log and closes.
    let replay = server.all_events(&run, bench.user.token(), None).await;
    assert_eq!(replay, live);
}

#[tokio::test]
async fn last_event_id_resumes_with_exactly_the_missed_events() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let case = bench.case(&server, "Slowish", json!([check("/delay", 200), check("/ok", 200)])).await;
    let run = str_field(&bench.run_case(&server, &case).await, "id");
    let token = bench.user.token();

    // Read two events of the live run, hang up, and resume after the second.
    let mut stream = EventStream::open(server.events_request(&run, token, None)).await;
    let mut seen = Vec::new();
    for _ in 0..2 {
        let event = tokio::time::timeout(Duration::from_secs(10), stream.next()).await.expect("an event in time");
        seen.push(event.expect("the stream is still open"));
    }
    drop(stream);
    let last = seen[1].id.clone();
    seen.extend(server.all_events(&run, token, Some(&last)).await);

    finished(&server, &bench.user, &run).await;
    let full = server.all_events(&run, token, None).await;
    assert_passing_log(&full, &run, &case);
    assert_eq!(seen, full, "the two halves are the whole log, nothing twice, nothing missed");

    for k in [0, 1, full.len() - 1] {
        let after = server.all_events(&run, token, Some(&k.to_string())).await;
        assert_eq!(after, full[k..].to_vec(), "after Last-Event-ID {k}");
    }
    for not_a_number in ["abc", "", "-1x"] {
        let after = server.all_events(&run, token, Some(not_a_number)).await;
        assert_eq!(after, full, "Last-Event-ID {not_a_number:?} starts from the beginning");
    }
    // Resuming after the terminal event: nothing is missing, so the stream closes at once
    // (an EventSource reconnecting after `run.finished` must not hang).
    let stream = EventStream::open(server.events_request(&run, token, Some(&full.len().to_string()))).await;
    assert_eq!(stream.rest(Duration::from_secs(5)).await, vec![], "after the last event");
}

#[tokio::test]
async fn events_of_an_unknown_run_are_404_and_need_a_token() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let reply = server.send(server.events_request("run_nope", user.token(), None)).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    let reply = server.send(server.events_request("run_nope", None, None)).await;
    assert_eq!(reply.0, StatusCode::UNAUTHORIZED, "{}", reply.1);
}

#[tokio::test]
async fn two_hundred_subscribers_all_receive_every_event() {
    const SUBSCRIBERS: usize = 200;
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let steps = json!([check("/delay", 200), check("/delay", 200), check("/delay", 200), check("/delay", 200)]);
    let case = bench.case(&server, "Watched", steps).await;
    let run = str_field(&bench.run_case(&server, &case).await, "id");

    let connected = Arc::new(AtomicUsize::new(0));
    let mut subscribers = tokio::task::JoinSet::new();
    for _ in 0..SUBSCRIBERS {
        let request = server.events_request(&run, bench.user.token(), None);
        let connected = connected.clone();
        subscribers.spawn(async move {
            let stream = EventStream::open(request).await;
            connected.fetch_add(1, Ordering::SeqCst);
            stream.rest(Duration::from_secs(20)).await
        });
    }
    let all_connected = async {
        while connected.load(Ordering::SeqCst) < SUBSCRIBERS {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(10), all_connected).await.expect("200 subscribers connected within 10 s");
    let status = get_run(&server, &bench.user, &run).await["status"].clone();
    assert!(
        !TERMINAL.contains(&status.as_str().unwrap_or_default()),
        "all subscribed while the run was live: {status}"
    );

    let mut logs = Vec::new();
    let gather = async {
        while let Some(joined) = subscribers.join_next().await {
            logs.push(joined.expect("a subscriber panicked"));
        }
    };
    tokio::time::timeout(Duration::from_secs(30), gather).await.expect("every subscriber finished within 30 s");
    assert_eq!(logs.len(), SUBSCRIBERS);

    let full = server.all_events(&run, bench.user.token(), None).await;
    assert_eq!(full.last().map(|e| e.name.as_str()), Some("run.finished"), "{full:#?}");
    assert_eq!(names(&full).iter().filter(|n| **n == "step.finished").count(), 4);
    for (i, log) in logs.iter().enumerate() {
        assert!(log == &full, "subscriber {i} got {} events of {}: {:?}", log.len(), full.len(), names(log));
    }
    assert_eq!(history(&server, &bench.user, &case, &bench.environment, "").await.len(), 1);
}

/// The contract describes each event's data (components `RunEventData`, by event name in
/// `x-event-names`); every event a run streams, a tester's verdict included, matches it.
#[tokio::test]
async fn every_event_matches_its_schema_in_the_contract() {
    let server = TestServer::start().await;
    let bench = Bench::new(&server).await;
    let steps = json!([check("/ok", 200), check("/ok", 500), manual("look at it")]);
    let case = bench.active_case(&server, "Mixed", steps).await;
    let run = bench.run_case_to_end(&server, &case).await;
    let run_id = str_field(&run, "id");
    let verdict = json!({ "testCaseId": case, "status": "passed" });
    let reply = server.post(&format!("/v1/test-runs/{run_id}/results"), bench.user.token(), &verdict).await;
    assert_eq!(reply.0, StatusCode::CREATED, "{}", reply.1);

    let spec: Value = serde_json::from_str(SPEC).unwrap();
    let by_name = &spec["components"]["schemas"]["RunEventData"]["x-event-names"];
    let events = server.all_events(&run_id, bench.user.token(), None).await;
    let mut seen = std::collections::BTreeSet::new();
    for event in &events {
        let pointer =
            by_name[event.name.as_str()].as_str().unwrap_or_else(|| panic!("{} is not in the contract", event.name));
        let schema = pointer.rsplit('/').next().unwrap();
        let errors = testdeck::contract::contract().check_schema(schema, &event.data, "");
        assert!(errors.is_empty(), "{} {} does not match {schema}: {errors:?}", event.name, event.data);
        seen.insert(event.name.clone());
    }
    assert_eq!(seen.len(), 5, "every kind of event was checked: {seen:?}");
}
