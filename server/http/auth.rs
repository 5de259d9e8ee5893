//! Bearer authentication, done here (async, off the runtime's workers for SQLite) rather than
//! in the generated synchronous `AuthenticationApi`: the header is read here, the token is
//! looked up by `api::authenticate`.

use hyper::{header::AUTHORIZATION, HeaderMap};

use crate::api;
use crate::auth::Principal;
use crate::error::{Error, Result};
use crate::state::AppState;

const HOW: &str = "Send `Authorization: Bearer <token>` with a session token from `POST /v1/auth/login` \
                   or a personal API token (`svc_…`).";

pub async fn authenticate(state: &AppState, headers: &HeaderMap) -> Result<Principal> {
    let header = headers.get(AUTHORIZATION).ok_or_else(|| Error::unauthorized(format!("No bearer token. {HOW}")))?;
    let token = header
        .to_str()
        .ok()
        .and_then(|h| h.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .map(|(_, token)| token.trim().to_string())
        .filter(|t| !t.is_empty())
        .ok_or_else(|| Error::unauthorized(format!("The Authorization header is not a bearer token. {HOW}")))?;
    let principal = api::authenticate::bearer(state, token).await?;
    principal.ok_or_else(|| Error::unauthorized(format!("The token is invalid, expired or revoked. {HOW}")))
}

/// The refresh token of a web page's session, from its `Cookie` header (`api::browser`).
pub fn refresh_cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(hyper::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == api::browser::REFRESH_COOKIE)
        .map(|(_, value)| value.trim().to_string())
        .filter(|v| !v.is_empty())
}
