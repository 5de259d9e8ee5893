//! The benchmark's reference (`scripts/bench`): a bare hyper 1 server on the same runtime and
//! connection settings as Testdeck, answering a tiny JSON document to every request. How fast
//! Testdeck answers is reported as a ratio to this, measured in the same run.
//!
//!   cargo run --release --example bare_hyper    # prints `listening on http://ADDR`

use std::convert::Infallible;

use bytes::Bytes;
use http_body_util::Full;
use hyper::server::conn::http1;
use hyper::{header::CONTENT_TYPE, Request, Response};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    println!("listening on http://{}", listener.local_addr()?);
    loop {
        let (stream, _) = listener.accept().await?;
        tokio::spawn(async move {
            let service = hyper::service::service_fn(|_: Request<hyper::body::Incoming>| async {
                let mut response = Response::new(Full::new(Bytes::from_static(br#"{"payload":"ok"}"#)));
                response.headers_mut().insert(CONTENT_TYPE, "application/json".parse().expect("a static header value"));
                Ok::<_, Infallible>(response)
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
    }
}
