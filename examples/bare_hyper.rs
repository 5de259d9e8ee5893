//! The benchmark's reference (`scripts/bench`): a bare hyper 1 server on the same runtime and
//! connection settings as Testdeck. How fast Testdeck answers is reported as a ratio to this,
//! measured in the same run.
//!
//! - `GET /events` streams server-sent events: a comment at once, then `event: done` when
//!   `POST /fire` is received (the reference for fanning one event out to many subscribers);
//! - `GET /slow` answers after a minute (a step a run spends its time in);
//! - anything else answers a tiny JSON document.
//!
//!   cargo run --release --example bare_hyper    # prints `listening on http://ADDR`

use std::convert::Infallible;
use std::time::Duration;

use bytes::Bytes;
use futures::stream::{self, StreamExt as _};
use http_body_util::{combinators::BoxBody, BodyExt as _, Full, StreamBody};
use hyper::body::Frame;
use hyper::server::conn::http1;
use hyper::{header::CONTENT_TYPE, Method, Request, Response};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;
use tokio::sync::broadcast;

type Body = BoxBody<Bytes, Infallible>;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    println!("listening on http://{}", listener.local_addr()?);
    let (fire, _) = broadcast::channel::<()>(1);
    loop {
        let (stream, _) = listener.accept().await?;
        let fire = fire.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request: Request<hyper::body::Incoming>| {
                let fire = fire.clone();
                async move { Ok::<_, Infallible>(answer(&request, &fire).await) }
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
    }
}

async fn answer(request: &Request<hyper::body::Incoming>, fire: &broadcast::Sender<()>) -> Response<Body> {
    match (request.method(), request.uri().path()) {
        (&Method::GET, "/events") => events(fire.subscribe()),
        (&Method::POST, "/fire") => {
            let _ = fire.send(());
            document()
        }
        (_, "/slow") => {
            tokio::time::sleep(Duration::from_secs(60)).await;
            document()
        }
        _ => document(),
    }
}

fn document() -> Response<Body> {
    let mut response = Response::new(Full::new(Bytes::from_static(br#"{"payload":"ok"}"#)).boxed());
    response.headers_mut().insert(CONTENT_TYPE, "application/json".parse().expect("a static header value"));
    response
}

fn events(mut fired: broadcast::Receiver<()>) -> Response<Body> {
    let ready = stream::once(async { Bytes::from_static(b": ready\n\n") });
    let done = stream::once(async move {
        let _ = fired.recv().await;
        Bytes::from_static(b"event: done\ndata: {}\n\n")
    });
    let frames = ready.chain(done).map(|chunk| Ok::<_, Infallible>(Frame::data(chunk)));
    let mut response = Response::new(http_body_util::BodyExt::boxed(StreamBody::new(frames)));
    response.headers_mut().insert(CONTENT_TYPE, "text/event-stream".parse().expect("a static header value"));
    response
}
