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

/// Browser-session routes answer only pages of this server. `SameSite=Strict` keeps the cookie
/// from other sites, but not from another origin of the same site (another port of `localhost`,
/// a sibling subdomain): such a page could renew or end the session. Browsers name the page's
/// origin in `Origin` on every POST; it must be this server's (as the client reached it, or its
/// public URL). Programs that send no `Origin` are not browsers and carry no cookie of a page.
pub fn check_page_origin(headers: &HeaderMap, public_url: &str) -> Result<()> {
    let Some(origin) = headers.get(hyper::header::ORIGIN) else { return Ok(()) };
    let origin = origin.to_str().unwrap_or_default().trim_end_matches('/');
    let host = headers.get(hyper::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or_default();
    let own = |scheme: &str| !host.is_empty() && origin.eq_ignore_ascii_case(&format!("{scheme}://{host}"));
    let public = url::Url::parse(public_url).map(|u| u.origin().ascii_serialization()).unwrap_or_default();
    if own("http") || own("https") || origin.eq_ignore_ascii_case(&public) {
        return Ok(());
    }
    Err(Error::forbidden(format!(
        "Browser sessions are for pages of this server; a page of {origin} may not use them. \
         Programs sign in with POST /v1/auth/login instead."
    )))
}
