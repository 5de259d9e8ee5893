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
    let now_text = time::to_text(now);
    let a_minute_ago = time::to_text(now - Duration::minutes(1));
    // One read for the token and its owner: this runs on every request made with an API token.
    let (check_now, check_minute) = (now_text.clone(), a_minute_ago.clone());
    let found = state
        .db
        .read(move |conn| {
            let Some(owner) = store::api_tokens::owner(conn, &hash)? else { return Ok(None) };
            if owner.expires_at.as_deref().is_some_and(|expiry| expiry <= check_now.as_str()) {
                return Ok(None);
            }
            let stale = owner.last_used_at.as_deref().is_none_or(|used| used < check_minute.as_str());
            Ok(store::accounts::principal(conn, &owner.account_id)?.map(|p| (p, owner.id, stale)))
        })
        .await?;
    let Some((principal, token_id, stale)) = found else { return Ok(None) };
    if stale {
        state.db.write(move |tx| store::api_tokens::touch(tx, &token_id, &now_text, &a_minute_ago)).await?;
    }
    Ok(Some(principal))
}
