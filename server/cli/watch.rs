//! `testdeck run`: start a run and, with `--wait`, follow its live event stream (server-sent
//! events) to the end, a line per case.

use reqwest::Method;
use serde_json::{json, Value};
use testdeck_api::models;

use super::client::Client;
use super::commands::{resolve, summary_text, Kind};
use super::{connect, print_json, Failure, Run};

pub async fn run(run: &Run) -> Result<(), Failure> {
    let client = connect(&run.target.common)?;
    let project = resolve(&client, Kind::Project, &run.target.project, None).await?;
    let environment = resolve(&client, Kind::Environment, &run.environment, Some(&project)).await?;
    let path = match (&run.suite, &run.case) {
        (Some(suite), _) => {
            format!("/v1/test-suites/{}/run", resolve(&client, Kind::Suite, suite, Some(&project)).await?)
        }
        (None, Some(case)) => format!("/v1/test-cases/{case}/run"),
        (None, None) => return Err(Failure::usage("give --suite or --case")),
    };
    let started: models::TestRun = client.post(&path, &json!({ "environmentId": environment })).await?;
    let json = run.target.common.json;
    if !run.wait {
        if json {
            return print_json(&started);
        }
        println!(
            "run {} started ({} case(s)): {}/v1/test-runs/{}",
            started.id,
            started.summary.total,
            client.base(),
            started.id
        );
        return Ok(());
    }
    if !json {
        println!("run {}: {} case(s)", started.id, started.summary.total);
    }
    let total = started.summary.total;
    let mut done = 0;
    follow(&client, &started.id, |name, data| {
        if name == "case.finished" && !json {
            done += 1;
            let status = data["status"].as_str().unwrap_or("?");
            let case = data["testCaseName"].as_str().unwrap_or_default();
            println!("[{done}/{total}] {status:<7} {case} ({} ms)", data["durationMs"]);
        }
    })
    .await?;
    let ended: models::TestRun = client.get(&format!("/v1/test-runs/{}", started.id)).await?;
    if json {
        print_json(&ended)?;
    } else {
        println!("run {} {}: {}", ended.id, ended.status, summary_text(&ended.summary));
    }
    match ended.status {
        models::TestRunStatus::Completed => Ok(()),
        status => {
            let reason = match &ended.status_reason {
                swagger::Nullable::Present(reason) => format!(" ({reason})"),
                swagger::Nullable::Null => String::new(),
            };
            Err(Failure::tests(format!("run {} ended {status}{reason}", ended.id)))
        }
    }
}

/// Reads a run's event stream to its end (`run.finished`, or the server closing it), handing
/// each event's name and data to `on_event`.
pub async fn follow(client: &Client, run_id: &str, mut on_event: impl FnMut(&str, &Value)) -> Result<(), Failure> {
    let request = client.request(Method::GET, &format!("/v1/test-runs/{run_id}/events"));
    let mut response = client.answer(request).await?;
    // Bytes until a whole event is in: a character or a line break may span two chunks.
    let mut buffer: Vec<u8> = Vec::new();
    loop {
        let chunk = response
            .chunk()
            .await
            .map_err(|e| Failure::connection(format!("the event stream of run {run_id} broke off: {e}")))?;
        let Some(chunk) = chunk else { return Ok(()) };
        buffer.extend(chunk.iter().filter(|b| **b != b'\r'));
        while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
            let block: Vec<u8> = buffer.drain(..end + 2).collect();
            let (name, data) = parse_event(&String::from_utf8_lossy(&block));
            let Some(name) = name else { continue };
            let data: Value = serde_json::from_str(&data).unwrap_or(Value::Null);
            on_event(&name, &data);
            if name == "run.finished" {
                return Ok(());
            }
        }
    }
}

/// One server-sent event block: its `event` name (none for a keep-alive comment) and its
/// `data` lines joined.
fn parse_event(block: &str) -> (Option<String>, String) {
    let mut name = None;
    let mut data = Vec::new();
    for line in block.lines() {
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "event" => name = Some(value.to_string()),
            "data" => data.push(value),
            _ => {}
        }
    }
    (name, data.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_and_comments_are_told_apart() {
        assert_eq!(
            parse_event("id: 3\nevent: case.finished\ndata: {\"a\":1}\n\n"),
            (Some("case.finished".into()), "{\"a\":1}".into())
        );
        assert_eq!(parse_event(": keep-alive\n\n").0, None);
        assert_eq!(parse_event("event:x\ndata:1\ndata:2\n\n"), (Some("x".into()), "1\n2".into()));
    }
}
