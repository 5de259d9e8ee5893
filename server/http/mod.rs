//! The front layer: every request passes here before (and after) the generated router.
//!
//! It serves what the generated router cannot (`/openapi.json`), finds the request's operation
//! in the contract, authenticates the caller, bounds and checks the body and parameters, and
//! turns anything that is not already a problem document into one. Handlers therefore only
//! ever see valid input from a known caller.

pub mod auth;
pub mod context;
pub mod contract;
pub mod schema;

use std::{convert::Infallible, sync::Arc, time::Instant};

use bytes::Bytes;
use http_body_util::{combinators::BoxBody, BodyExt, Full, Limited};
use hyper::{
    body::Incoming,
    header::{HeaderValue, ALLOW, CONTENT_LENGTH, CONTENT_TYPE, RETRY_AFTER},
    service::Service as _,
    Method, Request, Response, StatusCode,
};

use self::context::RequestContext;
use self::contract::{contract, Contract, Route, SPEC};
use crate::api::{self, Api};
use crate::domain::ids::random_base62;
use crate::error::{Error, Kind};
use crate::state::AppState;

pub type Body = BoxBody<Bytes, Infallible>;

/// JSON bodies larger than this are refused with 413.
pub const MAX_JSON_BODY: usize = 1024 * 1024;
/// Uploads (test-case import) larger than this are refused with 413.
pub const MAX_UPLOAD_BODY: usize = 10 * 1024 * 1024;

pub struct Front {
    state: Arc<AppState>,
    contract: &'static Contract,
    router: testdeck_api::server::Service<Api, RequestContext>,
}

impl Front {
    pub fn new(state: Arc<AppState>) -> anyhow::Result<Front> {
        let router = testdeck_api::server::Service::new(Api::new(state.clone()), false)
            .multipart_form_size_limit(Some(MAX_UPLOAD_BODY as u64));
        Ok(Front { state, contract: contract(), router })
    }

    pub async fn handle(self: Arc<Self>, request: Request<Incoming>) -> Result<Response<Body>, Infallible> {
        let started = Instant::now();
        let span = random_base62(16);
        let method = request.method().clone();
        // The log names the route by its template, so ids and share tokens stay out of it.
        let mut route = "(unknown route)";
        let response = match self.dispatch(request, &span, &mut route).await {
            Ok(response) => as_problem(response).await,
            Err(error) => problem_response(error),
        };
        let mut response = response;
        if let Ok(value) = HeaderValue::from_str(&span) {
            response.headers_mut().insert("x-span-id", value);
        }
        tracing::info!(
            %method,
            route,
            status = response.status().as_u16(),
            latency_ms = started.elapsed().as_secs_f64() * 1000.0,
            span,
            "request"
        );
        Ok(response)
    }

    async fn dispatch<'a>(
        &'a self,
        request: Request<Incoming>,
        span: &str,
        route: &mut &'a str,
    ) -> Result<Response<Body>, Error> {
        let path = request.uri().path();
        if path == "/openapi.json" && request.method() == Method::GET {
            *route = "/openapi.json";
            return Ok(json_response(StatusCode::OK, Bytes::from_static(SPEC)));
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
        let principal = match operation.secured {
            true => Some(auth::authenticate(&self.state, request.headers()).await?),
            false => None,
        };
        self.contract.check_params(operation, &path_params, request.uri().query(), request.headers())?;

        let (parts, body) = request.into_parts();
        let body = match operation.body_media_type() {
            Some(media) => {
                check_content_type(&parts.headers, media)?;
                let limit = if media == "application/json" { MAX_JSON_BODY } else { MAX_UPLOAD_BODY };
                let body = read_body(&parts.headers, body, limit).await?;
                if media == "application/json" {
                    self.contract.check_json_body(operation, &body)?;
                }
                body
            }
            None => Bytes::new(),
        };
        let context = RequestContext::new(span.to_string(), principal);
        match operation.id.as_str() {
            "importTestCases" => return self.import(&parts.headers, body, &path_params, &context).await,
            "streamTestRunEvents" => return self.events(&parts.headers, &path_params, &context).await,
            _ => {}
        }
        self.router
            .call((Request::from_parts(parts, Full::new(body)), context))
            .await
            .map_err(|e| Error::internal(anyhow::anyhow!("generated router: {e}")))
    }
}

impl Front {
    /// The test-case import upload, read here with a maintained multipart parser (the
    /// generated one mistakes the file for JSON).
    async fn import(
        &self,
        headers: &hyper::HeaderMap,
        body: Bytes,
        path_params: &std::collections::HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        let content_type = headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
        let upload = api::import::Upload::read(content_type, body).await?;
        let project_id = path_params.get("projectId").cloned().unwrap_or_default();
        let result =
            api::import::import(&self.state, context, project_id, upload.file, upload.team_id, upload.dry_run).await?;
        let envelope = testdeck_api::models::ImportResultEnvelope::new(result);
        let body = serde_json::to_vec(&envelope).map_err(Error::internal)?;
        Ok(json_response(StatusCode::CREATED, Bytes::from(body)))
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
        let account_id = context.principal()?.account_id.clone();
        let id = run_id.clone();
        self.state.db.read(move |conn| api::runs::visible_run(conn, &account_id, &id)).await?;
        // Not a number (or absent): from the beginning.
        let after = headers
            .get("last-event-id")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<i64>().ok())
            .filter(|n| *n >= 0)
            .unwrap_or(0);
        let mut response = Response::new(crate::events::stream::body(self.state.clone(), run_id, after));
        let headers = response.headers_mut();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("text/event-stream"));
        headers.insert(hyper::header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
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

async fn read_body(headers: &hyper::HeaderMap, body: Incoming, limit: usize) -> Result<Bytes, Error> {
    let too_large =
        || Error::new(Kind::PayloadTooLarge, format!("The body is larger than the limit of {limit} bytes."));
    let declared = headers.get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        return Err(too_large());
    }
    match Limited::new(body, limit).collect().await {
        Ok(collected) => Ok(collected.to_bytes()),
        Err(e) if e.downcast_ref::<http_body_util::LengthLimitError>().is_some() => Err(too_large()),
        Err(e) => Err(Error::invalid("/", format!("the body could not be read: {e}"))),
    }
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
    let problem = error.into_problem();
    let status = StatusCode::from_u16(problem.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let body = serde_json::to_vec(&problem).unwrap_or_default();
    let mut response = json_response(status, Bytes::from(body));
    response.headers_mut().insert(CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
    if let Some(seconds) = retry_after {
        response.headers_mut().insert(RETRY_AFTER, HeaderValue::from(seconds));
    }
    response
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
