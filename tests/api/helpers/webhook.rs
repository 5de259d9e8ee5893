//! A team chat's incoming-webhook endpoint on loopback, for the team-chat tests: it records
//! every request it gets and answers the status a test sets.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{HeaderMap, Request, Response};
use hyper_util::rt::TokioIo;
use serde_json::Value;
use tokio::net::TcpListener;
use tokio::task::{JoinHandle, JoinSet};

/// One request the receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    pub method: String,
    pub path: String,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Received {
    pub fn header(&self, name: &str) -> String {
        self.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string()
    }

    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("webhook body is not JSON ({e}): {:?}", self.body))
    }
}

/// A chat's incoming-webhook endpoint: records every request and answers `status`.
pub struct Receiver {
    address: SocketAddr,
    received: Arc<Mutex<Vec<Received>>>,
    status: Arc<AtomicU16>,
    server: JoinHandle<()>,
}

impl Receiver {
    pub async fn start() -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the webhook receiver");
        let address = listener.local_addr().expect("receiver address");
        let received = Arc::new(Mutex::new(Vec::new()));
        let status = Arc::new(AtomicU16::new(200));
        let server = tokio::spawn(serve(listener, received.clone(), status.clone()));
        Receiver { address, received, status, server }
    }

    /// The webhook URL: a secret-looking path and query on the receiver.
    pub fn url(&self) -> String {
        format!("http://{}/hooks/T000/B000/{SECRET_PATH}?token=xyzzy", self.address)
    }

    pub fn answer(&self, status: u16) {
        self.status.store(status, Ordering::SeqCst);
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits (at most 10 s) until `n` requests arrived; answers them all.
    pub async fn wait_for(&self, n: usize) -> Vec<Received> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let received = self.received();
            if received.len() >= n {
                return received;
            }
            assert!(Instant::now() < deadline, "{} of {n} webhook requests within 10 s", received.len());
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// Part of the webhook URL that must never be shown or logged.
pub const SECRET_PATH: &str = "XXXXsecretpathXXXX";

async fn serve(listener: TcpListener, received: Arc<Mutex<Vec<Received>>>, status: Arc<AtomicU16>) {
    let mut connections = JoinSet::new();
    loop {
        let Ok((stream, _)) = listener.accept().await else { continue };
        let (received, status) = (received.clone(), status.clone());
        connections.spawn(async move {
            let service = service_fn(move |request| record(request, received.clone(), status.clone()));
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
        while connections.try_join_next().is_some() {}
    }
}

async fn record(
    request: Request<Incoming>,
    received: Arc<Mutex<Vec<Received>>>,
    status: Arc<AtomicU16>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let (parts, body) = request.into_parts();
    let body = body.collect().await.map(|b| b.to_bytes()).unwrap_or_default();
    received.lock().unwrap().push(Received {
        method: parts.method.to_string(),
        path: parts.uri.path().to_string(),
        headers: parts.headers,
        body,
    });
    let mut response = Response::new(Full::new(Bytes::from_static(b"ok")));
    *response.status_mut() = hyper::StatusCode::from_u16(status.load(Ordering::SeqCst)).unwrap();
    Ok(response)
}
