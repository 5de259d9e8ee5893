//! Bearer authentication, done here (async, off the runtime's workers for SQLite) rather than
//! in the generated synchronous `AuthenticationApi`.

use chrono::Duration;
use hyper::{header::AUTHORIZATION, HeaderMap};

use crate::auth::{Principal, API_TOKEN_PREFIX};
use crate::domain::{ids::secret_hash, time};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store;

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
    let principal = if token.starts_with(&format!("{API_TOKEN_PREFIX}_")) {
        api_token(state, token).await?
    } else {
        session_token(state, &token).await?
    };
    principal.ok_or_else(|| Error::unauthorized(format!("The token is invalid, expired or revoked. {HOW}")))
}

async fn session_token(state: &AppState, token: &str) -> Result<Option<Principal>> {
    let Some(claims) = state.keys.verify(token) else { return Ok(None) };
    state
        .db
        .read(move |conn| {
            if !store::sessions::family_active(conn, &claims.sid)? {
                return Ok(None);
            }
            store::accounts::principal(conn, &claims.sub)
        })
        .await
}

async fn api_token(state: &AppState, token: String) -> Result<Option<Principal>> {
    let hash = secret_hash(&token);
    let now = time::now();
    let Some(owner) = state.db.read(move |conn| store::api_tokens::owner(conn, &hash)).await? else {
        return Ok(None);
    };
    let now_text = time::to_text(now);
    if owner.expires_at.as_deref().is_some_and(|expiry| expiry <= now_text.as_str()) {
        return Ok(None);
    }
    let a_minute_ago = time::to_text(now - Duration::minutes(1));
    if owner.last_used_at.as_deref().is_none_or(|used| used < a_minute_ago.as_str()) {
        let id = owner.id.clone();
        state.db.write(move |tx| store::api_tokens::touch(tx, &id, &now_text, &a_minute_ago)).await?;
    }
    state.db.read(move |conn| store::accounts::principal(conn, &owner.account_id)).await
}
