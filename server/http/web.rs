//! The web app and the API reference page, served beside the API: `/assets/…` (fingerprinted,
//! cached for good), `/docs`, and the app's page for every browser navigation outside the API
//! (the app routes on the client). Pages carry a strict Content-Security-Policy: scripts and
//! styles only from this origin, no inline script, no framing.

use bytes::Bytes;
use http_body_util::{combinators::BoxBody, Full};
use hyper::{
    header::{HeaderValue, ACCEPT, CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH},
    HeaderMap, Method, Response, StatusCode,
};

use super::Body;
use crate::web::{self, File, Source};

/// The app: nothing but this origin, and no inline script or style.
const APP_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
    frame-ancestors 'none'";
/// The reference viewer sets inline styles and draws data: images; it runs no inline script either.
const DOCS_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
    frame-ancestors 'none'";

/// What the web part serves for a request, if anything: the route name for the log and the answer.
pub fn answer(
    source: &Source,
    method: &Method,
    path: &str,
    headers: &HeaderMap,
) -> Option<(&'static str, Response<Body>)> {
    if !matches!(*method, Method::GET | Method::HEAD) || path == "/v1" || path.starts_with("/v1/") {
        return None;
    }
    if path.starts_with(web::ASSETS_PREFIX) {
        return Some((
            "/assets/{file}",
            match source.file(path) {
                Some(file) => serve(file, headers, None),
                None => return None,
            },
        ));
    }
    if path == "/docs" || path == "/docs/" {
        return Some(("/docs", serve(source.file(web::DOCS_PAGE)?, headers, Some(DOCS_POLICY))));
    }
    // A browser navigating anywhere else outside the API gets the app, which routes by path;
    // other clients keep the API's 404 for unknown paths (but `/` is the app for everyone).
    if path == "/" || accepts_html(headers) {
        return Some(("/ (web app)", serve(source.file(web::APP_PAGE)?, headers, Some(APP_POLICY))));
    }
    None
}

fn accepts_html(headers: &HeaderMap) -> bool {
    headers.get_all(ACCEPT).iter().filter_map(|v| v.to_str().ok()).any(|v| v.contains("text/html"))
}

fn serve(file: File, headers: &HeaderMap, policy: Option<&'static str>) -> Response<Body> {
    let unchanged = headers
        .get(IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|tag| tag.trim().trim_start_matches("W/") == file.etag));
    let mut response = match unchanged {
        true => Response::new(BoxBody::new(Full::new(Bytes::new()))),
        false => Response::new(BoxBody::new(Full::new(match file.body {
            std::borrow::Cow::Borrowed(bytes) => Bytes::from_static(bytes),
            std::borrow::Cow::Owned(bytes) => Bytes::from(bytes),
        }))),
    };
    if unchanged {
        *response.status_mut() = StatusCode::NOT_MODIFIED;
    }
    let out = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&file.content_type) {
        out.insert(CONTENT_TYPE, value);
    }
    if let Ok(value) = HeaderValue::from_str(&file.etag) {
        out.insert(ETAG, value);
    }
    // Fingerprinted files never change under their name; pages are checked each time.
    let cache = if file.immutable { "public, max-age=31536000, immutable" } else { "no-cache" };
    out.insert(CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Some(policy) = policy {
        out.insert("content-security-policy", HeaderValue::from_static(policy));
        // Share links carry their token in the path: never pass it on to another site.
        out.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
        out.insert("x-frame-options", HeaderValue::from_static("DENY"));
    }
    response
}
