//! `/mcp` at the wire: the same bearer authentication and request budget as the API, browser
//! origins checked (MCP's rule against DNS rebinding), then the MCP service, which answers
//! JSON or a server-sent event stream itself.

use std::net::IpAddr;

use bytes::Bytes;
use http_body_util::Full;
use hyper::{body::Incoming, header::ORIGIN, Method, Request, Response, StatusCode};
use serde_json::json;

use super::limits::{Limits, Quota};
use super::{auth, json_response, read_body, Body, Front, MAX_JSON_BODY};
use crate::api::context::RequestContext;
use crate::error::{Error, Kind};

/// The path of the MCP endpoint (not an operation of the contract: MCP is its own protocol).
pub const PATH: &str = "/mcp";

impl Front {
    pub(super) async fn mcp(
        &self,
        mut request: Request<Incoming>,
        span: &str,
        client: IpAddr,
        allowed_origin: bool,
        quota: &mut Option<Quota>,
    ) -> Result<Response<Body>, Error> {
        if request.headers().contains_key(ORIGIN) && !allowed_origin {
            return Err(Error::new(
                Kind::Forbidden,
                "Browsers may call /mcp only from an origin listed in --cors-origins.",
            ));
        }
        let principal = match auth::authenticate(&self.state, request.headers()).await {
            Ok(principal) => {
                self.limits.take(&Limits::token_key(request.headers()), quota)?;
                principal
            }
            Err(error) => {
                self.limits.take(&Limits::address_key(client), quota)?;
                return Err(error);
            }
        };
        request.extensions_mut().insert(RequestContext::new(span.to_string(), Some(principal), client));
        if request.method() != Method::POST {
            return Ok(self.mcp.handle(request).await);
        }
        // A message is bounded like any JSON body, and one that is not JSON is JSON-RPC's parse
        // error (-32700) with 400, as MCP says, before the SDK sees it.
        let (parts, body) = request.into_parts();
        let body = read_body(&parts.headers, body, MAX_JSON_BODY).await?;
        if let Err(e) = serde_json::from_slice::<serde_json::Value>(&body) {
            let error = json!({ "jsonrpc": "2.0", "id": null,
                                "error": { "code": -32700, "message": format!("Parse error: {e}") } });
            return Ok(json_response(StatusCode::BAD_REQUEST, Bytes::from(error.to_string())));
        }
        Ok(self.mcp.handle(Request::from_parts(parts, Full::new(body))).await)
    }
}

/// The methods of `/mcp`, for a CORS preflight.
pub const METHODS: [Method; 3] = [Method::GET, Method::POST, Method::DELETE];
