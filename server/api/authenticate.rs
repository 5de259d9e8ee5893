//! Who a bearer token belongs to: a session token (a JWT of a live session family) or a
//! personal API token (looked up by its hash). The front layer reads the header and asks here.

use chrono::Duration;

use crate::auth::{Credential, Principal, API_TOKEN_PREFIX};
use crate::domain::{ids::secret_hash, time};
use crate::error::Result;
use crate::state::AppState;
use crate::store::{self, Conn};

/// The caller a token stands for, or `None` when it is unknown, expired or revoked.
pub async fn bearer(state: &AppState, token: String) -> Result<Option<Principal>> {
    if token.starts_with(&format!("{API_TOKEN_PREFIX}_")) {
        api_token(state, token).await
    } else {
        session_token(state, &token).await
    }
}

async fn session_token(state: &AppState, token: &str) -> Result<Option<Principal>> {
    let Some(claims) = state.keys.verify(token) else { return Ok(None) };
    state
        .db
        .lookup(move |conn| {
            // The session must be the account's own: `sid` and `sub` come from one sign-in.
            if !store::sessions::family_active(conn, &claims.sid, &claims.sub)? {
                return Ok(None);
            }
            principal(conn, &claims.sub, Credential::Session)
        })
        .await
}

async fn api_token(state: &AppState, token: String) -> Result<Option<Principal>> {
    let hash = secret_hash(&token);
    let now = time::now();
    let now_text = time::to_text(now);
    let a_minute_ago = time::to_text(now - Duration::minutes(1));
    // One read for the token and its owner: this runs on every request made with an API token.
    let (now_seen, a_minute_ago_seen) = (now_text.clone(), a_minute_ago.clone());
    let found = state
        .db
        .lookup(move |conn| {
            let Some(owner) = store::api_tokens::owner(conn, &hash)? else { return Ok(None) };
            if owner.expires_at.as_deref().is_some_and(|expiry| expiry <= now_seen.as_str()) {
                return Ok(None);
            }
            let stale = owner.last_used_at.as_deref().is_none_or(|used| used < a_minute_ago_seen.as_str());
            Ok(principal(conn, &owner.account_id, Credential::ApiToken)?.map(|p| (p, owner.id, stale)))
        })
        .await?;
    let Some((principal, token_id, stale)) = found else { return Ok(None) };
    if stale {
        state.db.write(move |tx| store::api_tokens::touch(tx, &token_id, &now_text, &a_minute_ago)).await?;
    }
    Ok(Some(principal))
}

fn principal(conn: &Conn, account_id: &str, credential: Credential) -> Result<Option<Principal>> {
    let account = store::accounts::get(conn, account_id)?;
    Ok(account.map(|a| Principal { account_id: a.id, organization_id: a.organization_id, role: a.role, credential }))
}
