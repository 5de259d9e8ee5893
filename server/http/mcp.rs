//! `/mcp` at the wire: the same bearer authentication and request budget as the API, browser
//! origins checked (MCP's rule against DNS rebinding), then the MCP service, which answers
//! JSON or a server-sent event stream itself.

use std::net::IpAddr;

use hyper::{body::Incoming, header::ORIGIN, Method, Request, Response};

use super::limits::{Limits, Quota};
use super::{auth, Body, Front};
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
        Ok(self.mcp.handle(request).await)
    }
}

/// The methods of `/mcp`, for a CORS preflight.
pub const METHODS: [Method; 3] = [Method::GET, Method::POST, Method::DELETE];
