//! Sessions of web pages (`/v1/auth/browser/*`): the sign-ins and the refresh of `auth`, with
//! the refresh token moved out of the answer into an `HttpOnly; SameSite=Strict` cookie, so a
//! script injected into the page can steal at most a short-lived access token. The front layer
//! reads the cookie from the request into the context; this module writes it.

use testdeck_api::models;

use super::auth;
use super::context::RequestContext;
use crate::auth::REFRESH_TOKEN_TTL_DAYS;
use crate::error::{Error, Result};
use crate::state::AppState;

/// The cookie's name, as the spec documents it.
pub const REFRESH_COOKIE: &str = "testdeck_refresh";
/// Below the public URL's path: the cookie goes to these routes and nowhere else.
const COOKIE_PATH: &str = "/v1/auth/browser";

/// A web page's session and the `Set-Cookie` value that carries its refresh token.
pub type BrowserSession = (models::BrowserSession, String);

pub async fn login(state: &AppState, context: &RequestContext, input: models::LoginInput) -> Result<BrowserSession> {
    Ok(split(state, auth::login(state, context, input).await?))
}

pub async fn verify_otp(
    state: &AppState,
    context: &RequestContext,
    input: models::OtpVerifyInput,
) -> Result<BrowserSession> {
    Ok(split(state, auth::verify_otp(state, context, input).await?))
}

pub async fn refresh(state: &AppState, context: &RequestContext) -> Result<BrowserSession> {
    let token = context.refresh_cookie().ok_or_else(|| {
        Error::unauthorized(format!("No `{REFRESH_COOKIE}` cookie came with the request: sign in first."))
    })?;
    let input = models::RefreshInput::new(token.to_string());
    Ok(split(state, auth::refresh(state, input).await?))
}

/// Ends the cookie's session (if any) and answers the `Set-Cookie` value that clears it.
pub async fn logout(state: &AppState, context: &RequestContext) -> Result<(models::LoggedOut, String)> {
    let logged_out = match context.refresh_cookie() {
        Some(token) => auth::logout(state, models::RefreshInput::new(token.to_string())).await?,
        None => models::LoggedOut::new(true),
    };
    Ok((logged_out, cookie(state, "", 0)))
}

fn split(state: &AppState, session: models::Session) -> BrowserSession {
    let max_age = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
    let cookie = cookie(state, &session.refresh_token, max_age);
    let session = models::BrowserSession::new(session.access_token, session.token_type, session.expires_in);
    (session, cookie)
}

fn cookie(state: &AppState, value: &str, max_age: i64) -> String {
    let public = state.config.public_url();
    let secure = if public.starts_with("https://") { "; Secure" } else { "" };
    // The public URL may carry a base path (a proxy's prefix); the cookie's path follows it.
    let base = url::Url::parse(&public).map(|u| u.path().trim_end_matches('/').to_string()).unwrap_or_default();
    format!("{REFRESH_COOKIE}={value}; Path={base}{COOKIE_PATH}; Max-Age={max_age}; HttpOnly; SameSite=Strict{secure}")
}
