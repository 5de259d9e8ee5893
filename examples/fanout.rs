//! The benchmark's client for live events (`scripts/bench`): opens SUBSCRIBERS streams of
//! server-sent events, each on a connection of its own, and once every one is open sends one
//! POST; then times, for each subscriber, how long after that POST it received the event NAME.
//! wrk cannot hold streams open, so this client does; pointed at `bare_hyper`'s `/events` and
//! `/fire` first, it shows what it adds itself.
//!
//!   cargo run --release --example fanout -- SUBSCRIBERS EVENTS_URL POST_URL NAME [TOKEN]
//!   # prints `p50_ms X p99_ms Y received N`

use std::time::{Duration, Instant};

use reqwest::header::{ACCEPT, AUTHORIZATION};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let usage = "usage: fanout SUBSCRIBERS EVENTS_URL POST_URL NAME [TOKEN]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    anyhow::ensure!((4..=5).contains(&args.len()), "{usage}");
    let subscribers: usize = args[0].parse()?;
    let (events, post, name) = (args[1].clone(), args[2].clone(), args[3].clone());
    let token = args.get(4).map(|t| format!("Bearer {t}"));
    let client = reqwest::Client::builder().pool_max_idle_per_host(0).build()?;

    let (open, mut opened) = tokio::sync::mpsc::channel::<()>(subscribers);
    let (start, _) = tokio::sync::watch::channel(None::<Instant>);
    let mut streams = Vec::with_capacity(subscribers);
    for _ in 0..subscribers {
        let mut request = client.get(&events).header(ACCEPT, "text/event-stream");
        if let Some(token) = &token {
            request = request.header(AUTHORIZATION, token);
        }
        let (open, mut started, marker) = (open.clone(), start.subscribe(), format!("event: {name}\n"));
        streams.push(tokio::spawn(async move {
            let mut response = request.send().await?.error_for_status()?;
            let mut seen = String::new();
            let mut first = true;
            while let Some(chunk) = response.chunk().await? {
                if std::mem::take(&mut first) {
                    let _ = open.send(()).await;
                }
                seen.push_str(&String::from_utf8_lossy(&chunk));
                if seen.contains(&marker) {
                    let received = Instant::now();
                    let sent = started.wait_for(Option::is_some).await?.expect("the POST was sent");
                    return Ok(received.saturating_duration_since(sent));
                }
            }
            anyhow::bail!("the stream ended without `{}`; it had sent:\n{seen}", marker.trim_end())
        }));
    }
    drop(open);
    for _ in 0..subscribers {
        tokio::time::timeout(Duration::from_secs(60), opened.recv())
            .await
            .map_err(|_| anyhow::anyhow!("not every stream opened within a minute"))?;
    }

    let mut request = client.post(&post);
    if let Some(token) = &token {
        request = request.header(AUTHORIZATION, token);
    }
    start.send_replace(Some(Instant::now()));
    request.send().await?.error_for_status()?;
    let mut took = Vec::with_capacity(subscribers);
    for stream in streams {
        took.push(tokio::time::timeout(Duration::from_secs(60), stream).await???);
    }
    took.sort();
    let at = |q: f64| took[((took.len() as f64 * q).ceil() as usize).clamp(1, took.len()) - 1].as_secs_f64() * 1000.0;
    println!("p50_ms {:.2} p99_ms {:.2} received {}", at(0.5), at(0.99), took.len());
    Ok(())
}
