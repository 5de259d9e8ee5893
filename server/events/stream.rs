//! `GET /v1/test-runs/{id}/events`: the run's log from `Last-Event-ID` on, then its live
//! events, as server-sent events, until the terminal event.

use std::{convert::Infallible, time::Duration};

use bytes::Bytes;
use http_body_util::{combinators::BoxBody, StreamBody};
use hyper::body::Frame;
use tokio::sync::{broadcast::error::RecvError, mpsc};

use super::{Event, RunEvents, RUN_FINISHED};
use crate::error::Result;

const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The body of the event stream of a run the caller may see (checked by the caller).
pub fn body(events: RunEvents, run_id: String, after: i64) -> BoxBody<Bytes, Infallible> {
    let (tx, rx) = mpsc::channel::<Bytes>(64);
    tokio::spawn(async move {
        if let Err(e) = forward(&events, &run_id, after, &tx).await {
            tracing::warn!(run = run_id, error = %e, "event stream ended early");
        }
        events.release(&run_id);
    });
    let frames = futures::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|bytes| (Ok::<_, Infallible>(Frame::data(bytes)), rx))
    });
    BoxBody::new(StreamBody::new(frames))
}

/// Sends the log after `after`, then live events, until the run ends or the client leaves.
async fn forward(events: &RunEvents, run_id: &str, after: i64, tx: &mpsc::Sender<Bytes>) -> Result<()> {
    // Listen first, then read the log: nothing committed in between can be missed.
    let mut live = events.subscribe(run_id);
    let mut last = after;
    let (logged, ended) = events.log_after(run_id, after).await?;
    if send(logged, &mut last, tx).await || ended {
        // Ended, and the client has everything (it may have resumed after the last event).
        return Ok(());
    }
    loop {
        tokio::select! {
            received = live.recv() => match received {
                Ok(event) if event.seq <= last => {}
                Ok(event) if event.seq == last + 1 => {
                    last = event.seq;
                    let finished = event.name == RUN_FINISHED;
                    if tx.send(frame(&event)).await.is_err() || finished {
                        return Ok(());
                    }
                }
                // A gap (two writers published out of order): the log has what is missing.
                Ok(_) => {
                    if send_logged(events, run_id, &mut last, tx).await? {
                        return Ok(());
                    }
                }
                // The run ended and its channel closed: the rest is in the log.
                Err(RecvError::Closed) => {
                    send_logged(events, run_id, &mut last, tx).await?;
                    return Ok(());
                }
                // Too slow to keep up: dropped. The client resumes with Last-Event-ID.
                Err(RecvError::Lagged(_)) => return Ok(()),
            },
            () = tokio::time::sleep(KEEP_ALIVE) => {
                if tx.send(Bytes::from_static(b": keep-alive\n\n")).await.is_err() {
                    return Ok(());
                }
            }
            () = tx.closed() => return Ok(()),
        }
    }
}

/// Sends what the log holds after `last`; answers whether that included the terminal event.
async fn send_logged(events: &RunEvents, run_id: &str, last: &mut i64, tx: &mpsc::Sender<Bytes>) -> Result<bool> {
    Ok(send(events.logged_after(run_id, *last).await?, last, tx).await)
}

/// Sends `logged` (events after `last`, in order); answers whether that included the terminal
/// event (or the client left).
async fn send(logged: Vec<Event>, last: &mut i64, tx: &mpsc::Sender<Bytes>) -> bool {
    for event in logged {
        *last = event.seq;
        if tx.send(frame(&event)).await.is_err() || event.name == RUN_FINISHED {
            return true;
        }
    }
    false
}

fn frame(event: &Event) -> Bytes {
    Bytes::from(format!("id: {}\nevent: {}\ndata: {}\n\n", event.seq, event.name, event.data))
}
