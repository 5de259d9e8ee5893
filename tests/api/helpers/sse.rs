//! Reading a `text/event-stream` answer (the live events of a run) frame by frame.

use std::time::Duration;

use reqwest::{RequestBuilder, StatusCode};
use serde_json::{json, Value};

use super::content_type;

/// One server-sent event: `id`, `event` name and JSON `data`.
#[derive(Debug, Clone, PartialEq)]
pub struct SseEvent {
    pub id: String,
    pub name: String,
    pub data: Value,
}

impl SseEvent {
    pub fn id(&self) -> u64 {
        self.id.parse().unwrap_or_else(|_| panic!("event id {:?} is not a number", self.id))
    }
}

/// A `text/event-stream` answer, read frame by frame as the bytes arrive.
pub struct EventStream {
    response: reqwest::Response,
    buffer: Vec<u8>,
}

impl EventStream {
    /// Sends `request` (see [`TestServer::events_request`]); panics unless the answer is 200
    /// `text/event-stream`.
    pub async fn open(request: RequestBuilder) -> EventStream {
        let response = request.send().await.expect("open the event stream");
        let status = response.status();
        let content_type = content_type(response.headers());
        if status != StatusCode::OK {
            let body = response.text().await.unwrap_or_default();
            panic!("event stream answered {status}: {body}");
        }
        assert!(content_type.starts_with("text/event-stream"), "content type {content_type:?}");
        EventStream { response, buffer: Vec::new() }
    }

    /// The next event, skipping comment frames; `None` once the server closed the stream.
    pub async fn next(&mut self) -> Option<SseEvent> {
        loop {
            if let Some(end) = self.buffer.windows(2).position(|pair| pair == b"\n\n") {
                let frame: Vec<u8> = self.buffer.drain(..end + 2).collect();
                match parse_frame(&String::from_utf8(frame).expect("event frames are UTF-8")) {
                    Some(event) => return Some(event),
                    None => continue,
                }
            }
            match self.response.chunk().await {
                Ok(Some(bytes)) => self.buffer.extend_from_slice(&bytes),
                Ok(None) => {
                    let rest = String::from_utf8_lossy(&self.buffer);
                    assert!(rest.trim().is_empty(), "the stream ended inside a frame: {rest:?}");
                    return None;
                }
                Err(e) => panic!("the event stream broke: {e}"),
            }
        }
    }

    /// Every event until the server closes the stream; panics when that takes longer than
    /// `limit`.
    pub async fn rest(mut self, limit: Duration) -> Vec<SseEvent> {
        let mut events = Vec::new();
        let read = async {
            while let Some(event) = self.next().await {
                events.push(event);
            }
        };
        if tokio::time::timeout(limit, read).await.is_err() {
            panic!("the event stream did not close within {limit:?}; got {events:#?}");
        }
        events
    }
}

/// Parses one frame (without its blank line); `None` for a frame of comments only.
fn parse_frame(frame: &str) -> Option<SseEvent> {
    let (mut id, mut name, mut data) = (None, None, Vec::new());
    for line in frame.lines().map(|line| line.trim_end_matches('\r')) {
        if line.is_empty() || line.starts_with(':') {
            continue;
        }
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "id" => id = Some(value.to_string()),
            "event" => name = Some(value.to_string()),
            "data" => data.push(value),
            _ => panic!("unexpected field {field:?} in frame {frame:?}"),
        }
    }
    if id.is_none() && name.is_none() && data.is_empty() {
        return None;
    }
    let data = data.join("\n");
    Some(SseEvent {
        id: id.unwrap_or_else(|| panic!("frame without id: {frame:?}")),
        name: name.unwrap_or_else(|| panic!("frame without event name: {frame:?}")),
        data: serde_json::from_str(&data).unwrap_or_else(|e| panic!("data is not JSON ({e}): {frame:?}")),
    })
}

#[test]
fn sse_frames_are_parsed() {
    let frame = "id: 3\nevent: run.status\ndata: {\"status\":\"running\"}";
    let event = parse_frame(frame).expect("an event");
    assert_eq!((event.id(), event.name.as_str()), (3, "run.status"));
    assert_eq!(event.data, json!({ "status": "running" }));
    assert_eq!(parse_frame(": keep-alive"), None);
}
