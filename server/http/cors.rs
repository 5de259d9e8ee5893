//! Cross-origin requests from browsers (CORS), allowed only for the origins the operator lists
//! in `--cors-origins`. The API authenticates with bearer tokens, never cookies, so answers
//! never allow credentials and an allowed origin is always named, never `*`.

use hyper::header::{HeaderMap, HeaderValue, ORIGIN, VARY};
use hyper::{Method, Response, StatusCode};

/// Request headers a page may send.
const ALLOWED_HEADERS: &str = "authorization, content-type, if-match, idempotency-key, last-event-id";
/// Answer headers a page may read beyond the simple ones.
const EXPOSED_HEADERS: &str = "x-span-id, retry-after, allow";
/// How long a browser may reuse a preflight answer, in seconds.
const MAX_AGE: &str = "600";

pub struct Cors {
    origins: Vec<String>,
}

impl Cors {
    pub fn new(origins: &[String]) -> Self {
        Cors { origins: origins.to_vec() }
    }

    /// The request's `Origin`, when it is one the operator allowed.
    pub fn allowed_origin(&self, headers: &HeaderMap) -> Option<HeaderValue> {
        let origin = headers.get(ORIGIN)?;
        let text = origin.to_str().ok()?;
        self.origins.iter().any(|allowed| allowed.eq_ignore_ascii_case(text)).then(|| origin.clone())
    }

    /// A browser's preflight: `OPTIONS` with `Access-Control-Request-Method`.
    pub fn is_preflight(method: &Method, headers: &HeaderMap) -> bool {
        method == Method::OPTIONS && headers.contains_key("access-control-request-method")
    }

    /// The answer to a preflight for a path served with `methods`: 204 with what the page may
    /// do, when its origin is allowed; without any permission otherwise (the browser then
    /// refuses the real request).
    pub fn preflight<B: Default>(&self, origin: Option<HeaderValue>, methods: &[Method]) -> Response<B> {
        let mut response = Response::new(B::default());
        *response.status_mut() = StatusCode::NO_CONTENT;
        let headers = response.headers_mut();
        headers.insert(VARY, HeaderValue::from_static("origin"));
        let Some(origin) = origin else { return response };
        let methods: Vec<&str> = methods.iter().map(Method::as_str).collect();
        if let Ok(methods) = HeaderValue::from_str(&methods.join(", ")) {
            headers.insert("access-control-allow-methods", methods);
        }
        headers.insert("access-control-allow-origin", origin);
        headers.insert("access-control-allow-headers", HeaderValue::from_static(ALLOWED_HEADERS));
        headers.insert("access-control-max-age", HeaderValue::from_static(MAX_AGE));
        response
    }

    /// Lets the page of an allowed origin read `response`.
    pub fn allow(origin: HeaderValue, headers: &mut HeaderMap) {
        headers.insert("access-control-allow-origin", origin);
        headers.insert("access-control-expose-headers", HeaderValue::from_static(EXPOSED_HEADERS));
        headers.append(VARY, HeaderValue::from_static("origin"));
    }
}
