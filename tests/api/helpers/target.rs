//! The target of the runs: a real HTTP/1 server on loopback with fixed routes, started by a
//! test and stopped (with every open connection) when dropped.
//!
//! | path        | answer                                                        |
//! |-------------|---------------------------------------------------------------|
//! | `/ok`       | 200 `{"status":"ok","version":2}`                             |
//! | `/created`  | 201 `{"status":"created"}`                                    |
//! | `/moved`    | 301, `Location: /new-home`                                    |
//! | `/new-home` | 200 `{"status":"ok","home":"new"}`                            |
//! | `/slow`     | 200 after 30 s                                                |
//! | `/delay`    | 200 after 1.5 s                                               |
//! | `/huge`     | 200 with 100 MB of `x`, produced lazily                       |
//! | `/garbage`  | 200, `application/json`, bytes that are not UTF-8             |
//! | `/echo`     | 200 with the request's query and headers, as a careless API does |
//! | other       | 404                                                           |

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use futures::StreamExt as _;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Empty, Full, StreamBody};
use hyper::body::{Frame, Incoming};
use hyper::header::{CONTENT_LENGTH, CONTENT_TYPE, LOCATION};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;
use tokio::task::{JoinHandle, JoinSet};

/// Size of the `/huge` body.
pub const HUGE_BYTES: usize = 100 * 1024 * 1024;
/// The `/garbage` body: a JSON content type over bytes that are not UTF-8.
pub const GARBAGE: &[u8] = &[0xff, 0xfe, b'{', b'"', 0xc3, 0x28, b'"', 0x80, 0x00, 0xf0, 0x9f, b'}'];
/// The `/ok` body.
pub const OK_BODY: &str = r#"{"status":"ok","version":2}"#;

static CHUNK: [u8; 64 * 1024] = [b'x'; 64 * 1024];

type Body = BoxBody<Bytes, Infallible>;
/// What the target saw: requests per path, and bytes of `/huge` handed to the connection.
#[derive(Default)]
struct Seen {
    hits: Mutex<HashMap<String, usize>>,
    huge_bytes_sent: AtomicUsize,
}

pub struct Target {
    address: SocketAddr,
    seen: Arc<Seen>,
    server: JoinHandle<()>,
}

impl Target {
    pub async fn start() -> Target {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the target server");
        let address = listener.local_addr().expect("target address");
        let seen = Arc::<Seen>::default();
        let server = tokio::spawn(serve(listener, seen.clone()));
        Target { address, seen, server }
    }

    /// `http://127.0.0.1:PORT`, for an environment's `baseUrl`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.address)
    }

    /// How many requests for `path` arrived so far.
    pub fn hits(&self, path: &str) -> usize {
        self.seen.hits.lock().unwrap().get(path).copied().unwrap_or(0)
    }

    /// Bytes of `/huge` bodies produced so far; the body is produced only as fast as a client
    /// reads it, so this bounds what was read (plus socket buffers).
    pub fn huge_bytes_sent(&self) -> usize {
        self.seen.huge_bytes_sent.load(Ordering::SeqCst)
    }

    /// Waits (at most 10 s) until a request for `path` arrived.
    pub async fn wait_for_hit(&self, path: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.hits(path) == 0 {
            assert!(Instant::now() < deadline, "no request for {path} reached the target within 10 s");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Target {
    fn drop(&mut self) {
        // Aborting the accept loop drops its JoinSet, which aborts every connection.
        self.server.abort();
    }
}

async fn serve(listener: TcpListener, seen: Arc<Seen>) {
    let mut connections = JoinSet::new();
    loop {
        let Ok((stream, _)) = listener.accept().await else { continue };
        let seen = seen.clone();
        connections.spawn(async move {
            let service = service_fn(move |request| respond(request, seen.clone()));
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
        while connections.try_join_next().is_some() {}
    }
}

async fn respond(request: Request<Incoming>, seen: Arc<Seen>) -> Result<Response<Body>, Infallible> {
    let path = request.uri().path().to_string();
    *seen.hits.lock().unwrap().entry(path.clone()).or_default() += 1;
    let response = match path.as_str() {
        "/ok" => json(StatusCode::OK, OK_BODY),
        "/created" => json(StatusCode::CREATED, r#"{"status":"created"}"#),
        "/moved" => {
            let mut response = Response::new(Empty::new().boxed());
            *response.status_mut() = StatusCode::MOVED_PERMANENTLY;
            response.headers_mut().insert(LOCATION, "/new-home".parse().unwrap());
            response
        }
        "/new-home" => json(StatusCode::OK, r#"{"status":"ok","home":"new"}"#),
        "/slow" => {
            tokio::time::sleep(Duration::from_secs(30)).await;
            json(StatusCode::OK, OK_BODY)
        }
        "/delay" => {
            tokio::time::sleep(Duration::from_millis(1500)).await;
            json(StatusCode::OK, OK_BODY)
        }
        "/huge" => huge(seen),
        "/garbage" => json(StatusCode::OK, GARBAGE),
        "/echo" => {
            let headers: serde_json::Map<String, serde_json::Value> = request
                .headers()
                .iter()
                .map(|(name, value)| (name.to_string(), String::from_utf8_lossy(value.as_bytes()).into()))
                .collect();
            let echo = serde_json::json!({ "query": request.uri().query(), "headers": headers });
            json(StatusCode::OK, echo.to_string())
        }
        _ => json(StatusCode::NOT_FOUND, r#"{"status":"no such route"}"#),
    };
    Ok(response)
}

fn json(status: StatusCode, body: impl Into<Bytes>) -> Response<Body> {
    let mut response = Response::new(Full::new(body.into()).boxed());
    *response.status_mut() = status;
    response.headers_mut().insert(CONTENT_TYPE, "application/json".parse().unwrap());
    response
}

/// 100 MB of `x`, one static 64 KiB chunk at a time, produced only as fast as it is read.
fn huge(seen: Arc<Seen>) -> Response<Body> {
    let chunks = futures::stream::iter(0..HUGE_BYTES / CHUNK.len()).map(move |_| {
        seen.huge_bytes_sent.fetch_add(CHUNK.len(), Ordering::SeqCst);
        Ok::<_, Infallible>(Frame::data(Bytes::from_static(&CHUNK)))
    });
    let mut response = Response::new(BodyExt::boxed(StreamBody::new(chunks)));
    response.headers_mut().insert(CONTENT_TYPE, "text/plain".parse().unwrap());
    response.headers_mut().insert(CONTENT_LENGTH, HUGE_BYTES.into());
    response
}

#[tokio::test]
async fn the_target_answers_its_routes() {
    let target = Target::start().await;
    let client = reqwest::Client::builder().no_proxy().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let get = |path: &str| client.get(format!("{}{path}", target.base_url())).send();

    let ok = get("/ok").await.unwrap();
    assert_eq!(ok.status(), StatusCode::OK);
    assert_eq!(ok.text().await.unwrap(), OK_BODY);
    assert_eq!(get("/created").await.unwrap().status(), StatusCode::CREATED);
    let moved = get("/moved").await.unwrap();
    assert_eq!(
        (moved.status(), moved.headers()[LOCATION].to_str().unwrap()),
        (StatusCode::MOVED_PERMANENTLY, "/new-home")
    );
    assert_eq!(get("/garbage").await.unwrap().bytes().await.unwrap(), GARBAGE);

    let mut huge = get("/huge").await.unwrap();
    assert_eq!(huge.content_length(), Some(HUGE_BYTES as u64));
    assert!(!huge.chunk().await.unwrap().expect("a first chunk").is_empty());
    drop(huge);

    let started = Instant::now();
    assert_eq!(get("/delay").await.unwrap().status(), StatusCode::OK);
    assert!(started.elapsed() >= Duration::from_millis(1500));
    assert_eq!((target.hits("/ok"), target.hits("/delay"), target.hits("/nowhere")), (1, 1, 0));
}
