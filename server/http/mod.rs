//! The front layer: every request passes here before (and after) the generated router.
//!
//! It serves what the generated router cannot (`/openapi.json`, the web app, the import upload,
//! the event stream, CORS preflights), finds the request's operation in the contract, authenticates the
//! caller, charges its request budget, bounds and checks the body and parameters, and turns
//! anything that is not already a problem document into one. Handlers therefore only ever see
//! valid input from a known caller. Every answer leaves with the same headers (request id,
//! `nosniff`, `no-store`, CORS, `RateLimit`) and is counted for the metrics.

pub mod auth;
mod client;
mod cors;
mod files;
mod idempotency;
mod limits;
mod mcp;
mod metrics;
mod web;

use std::{collections::HashMap, convert::Infallible, net::IpAddr, sync::Arc, time::Instant};

use bytes::Bytes;
use http_body_util::{combinators::BoxBody, BodyExt, Full};
use hyper::{
    body::Incoming,
    header::{HeaderValue, ALLOW, CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, RETRY_AFTER},
    service::Service as _,
    Method, Request, Response, StatusCode,
};
use testdeck_api::models;

use self::cors::Cors;
use self::limits::{Limits, Quota};
use self::metrics::{Gauges, Metrics};
use crate::api::{self, context::RequestContext, Api};
use crate::contract::{contract, Contract, Operation, Route, SPEC};
use crate::domain::ids::random_base62;
use crate::error::{Error, Kind};
use crate::state::AppState;

pub type Body = BoxBody<Bytes, Infallible>;

/// JSON bodies larger than this are refused with 413.
pub const MAX_JSON_BODY: usize = 1024 * 1024;
/// Uploads (a test-case import) larger than this are refused with 413.
pub const MAX_UPLOAD_BODY: usize = 10 * 1024 * 1024;
/// Result imports may be a zip of several reports, up to this.
pub const MAX_REPORTS_BODY: usize = 50 * 1024 * 1024;

pub struct Front {
    /// Itself, for work that must outlive a request (an idempotent create whose client left).
    me: std::sync::Weak<Front>,
    state: Arc<AppState>,
    contract: &'static Contract,
    /// The operations, for the routes the front layer reads itself (the uploads).
    api: Api,
    router: testdeck_api::server::Service<Api, RequestContext>,
    /// The MCP endpoint for agents (`/mcp`).
    mcp: crate::mcp::Service,
    cors: Cors,
    /// The web app's files (`/`, `/assets/…`, `/docs`).
    web: crate::web::Source,
    limits: Limits,
    metrics: Metrics,
}

impl Front {
    pub fn new(state: Arc<AppState>) -> anyhow::Result<Arc<Front>> {
        let api = Api::new(state.clone());
        let router = testdeck_api::server::Service::new(api.clone(), false)
            .multipart_form_size_limit(Some(MAX_REPORTS_BODY as u64));
        let cors = Cors::new(&state.config.cors_origins);
        let limits = Limits::new(state.config.rate_limit);
        let mcp = crate::mcp::service(state.clone());
        let web = crate::web::Source::new(state.config.web_dir.as_deref());
        Ok(Arc::new_cyclic(|me| Front {
            me: me.clone(),
            state,
            contract: contract(),
            api,
            router,
            mcp,
            cors,
            web,
            limits,
            metrics: Metrics::default(),
        }))
    }

    /// Answers one request that came over a connection from `peer`.
    pub async fn handle(
        self: Arc<Self>,
        request: Request<Incoming>,
        peer: IpAddr,
    ) -> Result<Response<Body>, Infallible> {
        let mut log = AccessLog {
            metrics: &self.metrics,
            method: request.method().clone(),
            // The log names the route by its template, so ids and share tokens stay out of it.
            route: "(unknown route)",
            span: random_base62(16),
            started: Instant::now(),
            written: false,
        };
        let client = client::address(peer, request.headers(), &self.state.config.trusted_proxies);
        let origin = self.cors.allowed_origin(request.headers());
        let mut quota = None;
        let dispatched = self.dispatch(request, &log.span, client, origin.clone(), &mut log.route, &mut quota).await;
        let mut response = match dispatched {
            // MCP answers in JSON-RPC, errors included.
            Ok(response) if log.route == mcp::PATH => response,
            Ok(response) => as_problem(response).await,
            Err(error) => problem_response(error),
        };
        let headers = response.headers_mut();
        if let Ok(value) = HeaderValue::from_str(&log.span) {
            headers.insert("x-span-id", value);
        }
        headers.insert("x-content-type-options", HeaderValue::from_static("nosniff"));
        // Answers carry tokens, secrets shown once and tenants' data: no cache may keep them.
        if !headers.contains_key(CACHE_CONTROL) {
            headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
        }
        if let Some(origin) = origin {
            Cors::allow(origin, headers);
        }
        if let Some(quota) = quota {
            quota.write(headers);
        }
        log.write(response.status().as_u16());
        Ok(response)
    }

    /// The answer of the metrics address: `GET /metrics`, nothing else.
    pub async fn metrics(self: Arc<Self>, request: Request<Incoming>) -> Result<Response<Body>, Infallible> {
        if request.uri().path() != "/metrics" || request.method() != Method::GET {
            return Ok(problem_response(Error::new(Kind::NotFound, "Only GET /metrics is served here.")));
        }
        let runs = api::runs::count_by_state(&self.state).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "cannot count runs for the metrics");
            Vec::new()
        });
        let text = self.metrics.render(&Gauges { runs, database_waits: self.state.db.waits() });
        let mut response = Response::new(BoxBody::new(Full::new(Bytes::from(text))));
        response.headers_mut().insert(CONTENT_TYPE, HeaderValue::from_static("text/plain; version=0.0.4"));
        Ok(response)
    }

    async fn dispatch<'a>(
        &'a self,
        request: Request<Incoming>,
        span: &str,
        client: IpAddr,
        origin: Option<HeaderValue>,
        route: &mut &'a str,
        quota: &mut Option<Quota>,
    ) -> Result<Response<Body>, Error> {
        let path = request.uri().path();
        if path == "/openapi.json" && matches!(*request.method(), Method::GET | Method::HEAD) {
            *route = "/openapi.json";
            let mut response = json_response(StatusCode::OK, Bytes::from_static(SPEC));
            // Public and the same for everyone; revalidated, as it changes with the binary.
            response.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            return Ok(response);
        }
        if path == mcp::PATH {
            *route = mcp::PATH;
            if Cors::is_preflight(request.method(), request.headers()) {
                return Ok(self.cors.preflight(origin, &mcp::METHODS));
            }
            return self.mcp(request, span, client, origin.is_some(), quota).await;
        }
        if let Some((name, response)) = web::answer(&self.web, request.method(), path, request.headers()) {
            *route = name;
            return Ok(response);
        }
        if Cors::is_preflight(request.method(), request.headers()) {
            return match self.contract.route(request.method(), path) {
                Route::MethodNotAllowed(methods) => Ok(self.cors.preflight(origin, &methods)),
                // The contract has no OPTIONS operation; should it get one, OPTIONS is what is allowed.
                Route::Found(..) => Ok(self.cors.preflight(origin, &[Method::OPTIONS])),
                Route::NotFound => Err(Error::new(Kind::NotFound, format!("No route {path}."))),
            };
        }
        let (operation, path_params) = match self.contract.route(request.method(), path) {
            Route::Found(operation, params) => {
                *route = &operation.template;
                (operation, params)
            }
            Route::MethodNotAllowed(allowed) => return Ok(method_not_allowed(request.method(), &allowed)),
            Route::NotFound => {
                return Err(Error::new(
                    Kind::NotFound,
                    format!("No route {path}. The API is described at /openapi.json."),
                ))
            }
        };
        // A token that is refused is charged to the address, so guessing tokens costs budget too.
        let principal = match operation.secured {
            true => match auth::authenticate(&self.state, request.headers()).await {
                Ok(principal) => {
                    self.limits.take(&Limits::token_key(request.headers()), quota)?;
                    Some(principal)
                }
                Err(error) => {
                    self.limits.take(&Limits::address_key(client), quota)?;
                    return Err(error);
                }
            },
            false => {
                self.limits.take(&Limits::address_key(client), quota)?;
                None
            }
        };
        self.contract.check_params(operation, &path_params, request.uri().query(), request.headers())?;

        let (mut parts, body) = request.into_parts();
        // HEAD is served by GET; hyper leaves the body out of the answer.
        if parts.method == Method::HEAD {
            parts.method = Method::GET;
        }
        let body = match operation.body_media_type() {
            Some(media) => {
                check_content_type(&parts.headers, media)?;
                let limit = match (media, operation.id.as_str()) {
                    ("application/json", _) => MAX_JSON_BODY,
                    (_, "importTestRunResults") => MAX_REPORTS_BODY,
                    // The file may have its whole limit; the form around it a little more.
                    (_, "uploadResultAttachment") => api::attachments::MAX_ATTACHMENT + 64 * 1024,
                    _ => MAX_UPLOAD_BODY,
                };
                let body = read_body(&parts.headers, body, limit).await?;
                if media == "application/json" {
                    self.contract.check_json_body(operation, &body)?;
                }
                body
            }
            None => Bytes::new(),
        };
        if operation.id.starts_with("browser") {
            auth::check_page_origin(&parts.headers, &self.state.config.public_url())?;
        }
        let context = RequestContext::new(span.to_string(), principal, client)
            .with_refresh_cookie(auth::refresh_cookie(&parts.headers));
        match idempotency::key(operation, &parts.headers) {
            Some(key) => self.answer_once(key, operation, parts, body, &path_params, &context).await,
            None => self.answer(operation, parts, body, &path_params, &context).await,
        }
    }

    /// Answers a request the contract accepted, from a caller it knows: the routes read here
    /// (uploads, downloads, the event stream), the others by the generated router.
    async fn answer(
        &self,
        operation: &Operation,
        parts: hyper::http::request::Parts,
        body: Bytes,
        path_params: &HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        match operation.id.as_str() {
            "importTestCases" | "importTestRunResults" | "uploadResultAttachment" => {
                return self.upload(operation, &parts.headers, body, path_params, context).await
            }
            "downloadAttachment" | "downloadSharedResultAttachment" | "downloadSharedRunAttachment" => {
                return self.download(&operation.id, path_params, context).await
            }
            "streamTestRunEvents" => return self.events(&parts.headers, path_params, context).await,
            _ => {}
        }
        self.router
            .call((Request::from_parts(parts, Full::new(body)), context.clone()))
            .await
            .map_err(|e| Error::internal(anyhow::anyhow!("generated router: {e}")))
    }
}

impl Front {
    /// The live event stream of a run: served here because the generated router would buffer it.
    async fn events(
        &self,
        headers: &hyper::HeaderMap,
        path_params: &std::collections::HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        let run_id = path_params.get("id").cloned().unwrap_or_default();
        let events = api::runs::watch(&self.state, context, run_id.clone()).await?;
        // Not a number (or absent): from the beginning.
        let after = headers
            .get("last-event-id")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<i64>().ok())
            .filter(|n| *n >= 0)
            .unwrap_or(0);
        let mut response = Response::new(crate::events::stream::body(events, run_id, after));
        let headers = response.headers_mut();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("text/event-stream"));
        headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
        Ok(response)
    }
}

fn check_content_type(headers: &hyper::HeaderMap, expected: &str) -> Result<(), Error> {
    let given = headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.split(';').next().unwrap_or_default().trim().to_ascii_lowercase());
    let fits = match given.as_deref() {
        Some(given) if expected == "application/json" => given == expected || given.ends_with("+json"),
        Some(given) => given == expected,
        None => false,
    };
    if fits {
        Ok(())
    } else {
        Err(Error::new(Kind::UnsupportedMediaType, format!("Send the body as `Content-Type: {expected}`.")))
    }
}

/// The body, up to `limit` bytes; past it, 413. The rest of a refused body is read and thrown
/// away in the background (up to [`DRAINED_AT_MOST`]), so a client still sending it reads the
/// 413 instead of a connection reset.
async fn read_body(headers: &hyper::HeaderMap, mut body: Incoming, limit: usize) -> Result<Bytes, Error> {
    let too_large =
        || Error::new(Kind::PayloadTooLarge, format!("The body is larger than the limit of {limit} bytes."));
    let declared = headers.get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        tokio::spawn(drain(body));
        return Err(too_large());
    }
    let mut read = bytes::BytesMut::new();
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(|e| Error::invalid("/", format!("the body could not be read: {e}")))?;
        if let Ok(data) = frame.into_data() {
            if read.len() + data.len() > limit {
                tokio::spawn(drain(body));
                return Err(too_large());
            }
            read.extend_from_slice(&data);
        }
    }
    Ok(read.freeze())
}

/// What is read of a refused body at most, and for how long, before the connection is closed.
const DRAINED_AT_MOST: usize = 64 * 1024 * 1024;
const DRAINING_AT_MOST: std::time::Duration = std::time::Duration::from_secs(10);

async fn drain(mut body: Incoming) {
    let discard = async {
        let mut seen = 0;
        while let Some(Ok(frame)) = body.frame().await {
            seen += frame.data_ref().map_or(0, Bytes::len);
            if seen > DRAINED_AT_MOST {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(DRAINING_AT_MOST, discard).await;
}

fn method_not_allowed(method: &Method, allowed: &[Method]) -> Response<Body> {
    let list: Vec<&str> = allowed.iter().map(Method::as_str).collect();
    let error = Error::new(Kind::MethodNotAllowed, format!("{method} is not supported here; use {}.", list.join(", ")));
    let mut response = problem_response(error);
    if let Ok(value) = HeaderValue::from_str(&list.join(", ")) {
        response.headers_mut().insert(ALLOW, value);
    }
    response
}

fn json_response(status: StatusCode, body: Bytes) -> Response<Body> {
    let mut response = Response::new(BoxBody::new(Full::new(body)));
    *response.status_mut() = status;
    response.headers_mut().insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    response
}

pub fn problem_response(error: Error) -> Response<Body> {
    let retry_after = error.retry_after();
    problem_document(&error.into_problem(), retry_after)
}

fn problem_document(problem: &models::Problem, retry_after: Option<i32>) -> Response<Body> {
    let status = StatusCode::from_u16(problem.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let body = serde_json::to_vec(problem).unwrap_or_default();
    let mut response = json_response(status, Bytes::from(body));
    response.headers_mut().insert(CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
    if let Some(seconds) = retry_after {
        response.headers_mut().insert(RETRY_AFTER, HeaderValue::from(seconds));
    }
    response
}

/// The access-log line and the metrics count of one request, written when its answer leaves;
/// or, when the request's future is dropped first (the client went away, and hyper dropped it
/// with any read still running; or shutdown's grace ran out), with status 499 (nginx's "client
/// closed request"), so that work nobody waited for shows.
struct AccessLog<'a> {
    metrics: &'a Metrics,
    method: Method,
    route: &'a str,
    span: String,
    started: Instant,
    written: bool,
}

impl AccessLog<'_> {
    fn write(&mut self, status: u16) {
        self.written = true;
        let took = self.started.elapsed();
        self.metrics.record(self.method.as_str(), self.route, status, took);
        let (method, route, span) = (&self.method, self.route, &self.span);
        tracing::info!(%method, route, status, latency_us = took.as_micros() as u64, span, "request");
    }
}

impl Drop for AccessLog<'_> {
    fn drop(&mut self) {
        if !self.written {
            self.write(499);
        }
    }
}

/// The generated router answers some rejections itself, in plain text. Those become problems;
/// everything that is already JSON (or a success) passes untouched.
async fn as_problem(response: Response<Body>) -> Response<Body> {
    let is_problem =
        response.headers().get(CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/problem+json"));
    if response.status().as_u16() < 400 || is_problem {
        return response;
    }
    let status = response.status().as_u16();
    let text = match response.into_body().collect().await {
        Ok(body) => String::from_utf8_lossy(&body.to_bytes()).into_owned(),
        Err(never) => match never {},
    };
    let error = match status {
        500 => Error::internal(anyhow::anyhow!("handler failed: {text}")),
        _ if text.is_empty() => Error::from_status(status, "The request was refused."),
        _ => Error::from_status(status, text),
    };
    problem_response(error)
}
