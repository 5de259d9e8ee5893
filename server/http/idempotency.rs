//! `Idempotency-Key` at the wire: a create that carries one is claimed before it runs, and its
//! success answer is recorded to answer a retry with (see `api::idempotency` for the rules).

use std::collections::HashMap;

use bytes::Bytes;
use http_body_util::{BodyExt as _, Full};
use hyper::{
    header::{HeaderName, HeaderValue, CONTENT_TYPE},
    HeaderMap, Response, StatusCode,
};

use super::{Body, Front};
use crate::api::{
    context::RequestContext,
    idempotency::{self, Answer, Claim},
};
use crate::contract::Operation;
use crate::domain::ids::sha256_hex;
use crate::error::Error;

const IDEMPOTENCY_KEY: &str = "idempotency-key";
/// Marks an answer given again for a retried key.
const REPLAYED: HeaderName = HeaderName::from_static("idempotent-replayed");

/// The key of an authenticated create that carries one (the contract checked its form).
pub fn key(operation: &Operation, headers: &HeaderMap) -> Option<String> {
    if !(operation.creates && operation.secured) {
        return None;
    }
    headers.get(IDEMPOTENCY_KEY).and_then(|v| v.to_str().ok()).map(str::to_string)
}

impl Front {
    /// Answers a create under an idempotency key: the recorded answer for a retry, else the
    /// operation's answer, recorded when it is a success.
    pub(super) async fn answer_once(
        &self,
        key: String,
        operation: &Operation,
        parts: hyper::http::request::Parts,
        body: Bytes,
        path_params: &HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        let request_hash = fingerprint(&parts, &body);
        if let Claim::Replay(answer) = idempotency::claim(&self.state, context, key.clone(), request_hash).await? {
            return Ok(replay(answer));
        }
        let answered = self.answer(operation, parts, body, path_params, context).await;
        let response = match answered {
            Ok(response) if response.status().is_success() => response,
            other => {
                idempotency::release(&self.state, context, key).await?;
                return other;
            }
        };
        let (head, body) = response.into_parts();
        let bytes = body.collect().await.map(|c| c.to_bytes()).unwrap_or_default();
        let content_type = head.headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("application/json");
        let answer =
            Answer { status: head.status.as_u16(), content_type: content_type.to_string(), body: bytes.to_vec() };
        idempotency::complete(&self.state, context, key, answer).await?;
        Ok(Response::from_parts(head, Full::new(bytes).boxed()))
    }
}

/// What makes two requests the same: method, path and query, and body, where a multipart
/// body's boundary (random per sending) is left out.
fn fingerprint(parts: &hyper::http::request::Parts, body: &[u8]) -> String {
    let boundary =
        parts.headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).and_then(|v| multer::parse_boundary(v).ok());
    let mut text = format!("{} {}\n", parts.method, parts.uri).into_bytes();
    match boundary.filter(|b| !b.is_empty()) {
        Some(boundary) => {
            let mut rest = body;
            while let Some(at) = rest.windows(boundary.len()).position(|w| w == boundary.as_bytes()) {
                text.extend_from_slice(&rest[..at]);
                rest = &rest[at + boundary.len()..];
            }
            text.extend_from_slice(rest);
        }
        None => text.extend_from_slice(body),
    }
    sha256_hex(&text)
}

fn replay(answer: Answer) -> Response<Body> {
    let mut response = Response::new(Full::new(Bytes::from(answer.body)).boxed());
    *response.status_mut() = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::OK);
    let headers = response.headers_mut();
    headers.insert(
        CONTENT_TYPE,
        HeaderValue::from_str(&answer.content_type).unwrap_or(HeaderValue::from_static("application/json")),
    );
    headers.insert(REPLAYED, HeaderValue::from_static("true"));
    response
}
