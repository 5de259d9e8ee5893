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

/// The key of a request to an operation that takes one (the contract checked its form).
pub fn key(operation: &Operation, headers: &HeaderMap) -> Option<String> {
    if !operation.idempotent {
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
        operation: &'static Operation,
        parts: hyper::http::request::Parts,
        body: Bytes,
        path_params: &HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        // Hashing up to 50 MiB is blocking work.
        let (head, bytes) = (fingerprint_head(&parts), body.clone());
        let request_hash =
            tokio::task::spawn_blocking(move || fingerprint(head, &bytes)).await.map_err(Error::internal)?;
        let claim = match idempotency::claim(&self.state, context, key.clone(), request_hash).await? {
            Claim::Replay(answer) => return Ok(replay(answer)),
            Claim::Claimed(claim) => claim,
        };
        // The operation and the record of its answer run on their own task: a client that
        // leaves mid-way (and retries) must not leave a create done but unrecorded.
        let front = self.me.upgrade().ok_or_else(|| Error::internal(anyhow::anyhow!("the front layer is gone")))?;
        let (path_params, context) = (path_params.clone(), context.clone());
        let task = tokio::spawn(async move {
            let answered = front.answer(operation, parts, body, &path_params, &context).await;
            let response = match answered {
                Ok(response) if response.status().is_success() => response,
                other => {
                    idempotency::release(&front.state, &context, key, claim).await?;
                    return other;
                }
            };
            let (head, body) = response.into_parts();
            let bytes = body.collect().await.map(|c| c.to_bytes()).unwrap_or_default();
            let content_type =
                head.headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("application/json");
            let answer =
                Answer { status: head.status.as_u16(), content_type: content_type.to_string(), body: bytes.to_vec() };
            idempotency::complete(&front.state, &context, key, claim, answer).await?;
            Ok(Response::from_parts(head, Full::new(bytes).boxed()))
        });
        task.await.map_err(Error::internal)?
    }
}

/// The parts of a request its fingerprint reads besides the body: method, path and query, and
/// a multipart body's boundary.
struct Head {
    line: String,
    boundary: Option<String>,
}

fn fingerprint_head(parts: &hyper::http::request::Parts) -> Head {
    let boundary = parts
        .headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| multer::parse_boundary(v).ok())
        .filter(|b| !b.is_empty());
    Head { line: format!("{} {}\n", parts.method, parts.uri), boundary }
}

/// What makes two requests the same: method, path and query, and body, where a multipart
/// body's boundary (random per sending) is left out.
fn fingerprint(head: Head, body: &[u8]) -> String {
    let mut text = head.line.into_bytes();
    match head.boundary {
        Some(boundary) => {
            let finder = memchr::memmem::Finder::new(boundary.as_bytes());
            let mut rest = body;
            while let Some(at) = finder.find(rest) {
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
