//! Signing up and signing in: register, password login, one-time codes, refresh, logout.

use chrono::Duration;
use serde_json::json;
use testdeck_api::models::{self, AuditAction};

use super::account::load_me;
use super::audit::{self, Actor};
use super::context::RequestContext;
use crate::auth::{
    otp::{new_code, OTP_MAX_ATTEMPTS, OTP_TTL_SECS},
    throttle::Throttle,
    Role, ACCESS_TOKEN_TTL_SECS, REFRESH_TOKEN_TTL_DAYS,
};
use crate::domain::{
    ids::{new_id, new_secret, secret_hash},
    names::required_name,
    time,
};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, accounts::NewAccount, sessions::NewRefreshToken, Tx};

const WRONG_CREDENTIALS: &str = "Wrong email or password.";
const BAD_REFRESH: &str = "The refresh token is invalid, expired or already used. Sign in again.";

pub async fn register(state: &AppState, input: models::RegisterInput) -> Result<models::Me> {
    let email = normalize_email(&input.email);
    let name = required_name("/name", &input.name)?;
    let password_hash = state.passwords.hash(input.password).await?;
    let organization_name = match (&input.invitation_token, &input.organization_name) {
        (Some(_), _) => None,
        (None, Some(org)) => Some(required_name("/organizationName", org)?),
        (None, None) => Some(format!("{name}'s organization")),
    };
    if input.invitation_token.is_none() && !state.config.allow_registration {
        return Err(Error::forbidden(
            "Registration is turned off on this server. Ask an administrator for an invitation.",
        ));
    }
    let invitation_hash = input.invitation_token.as_deref().map(secret_hash);
    state
        .db
        .write(move |tx| {
            let now = time::now_text();
            let account_id = new_id("acc");
            let mut account = NewAccount {
                id: &account_id,
                organization_id: "",
                email: &email,
                name: &name,
                password_hash: &password_hash,
                role: Role::Owner,
                now: &now,
            };
            match (invitation_hash, organization_name) {
                (Some(hash), _) => {
                    let invitation = store::invitations::find_open(tx, &hash, &now)?.ok_or_else(|| {
                        Error::invalid("/invitationToken", "is unknown, already used or expired; ask for a new one")
                    })?;
                    if !invitation.email.eq_ignore_ascii_case(&email) {
                        return Err(Error::invalid("/email", "must be the address the invitation was sent to"));
                    }
                    account.organization_id = &invitation.organization_id;
                    account.role = Role::parse(&invitation.role).unwrap_or(Role::Member);
                    store::accounts::insert(tx, &account)?;
                    for team_id in &invitation.team_ids {
                        store::teams::add_member(tx, team_id, &account_id, &now)?;
                    }
                    store::invitations::mark_accepted(tx, &invitation.id, &now)?;
                }
                (None, organization_name) => {
                    let organization_id = new_id("org");
                    let organization_name = organization_name.unwrap_or_default();
                    store::accounts::insert_organization(tx, &organization_id, &organization_name, &now)?;
                    account.organization_id = &organization_id;
                    store::accounts::insert(tx, &account)?;
                    let team_id = new_id("team");
                    store::teams::insert(tx, &team_id, &organization_id, "Default", "default", &now)?;
                    store::teams::add_member(tx, &team_id, &account_id, &now)?;
                }
            }
            load_me(tx, &account_id)
        })
        .await
}

pub async fn login(state: &AppState, context: &RequestContext, input: models::LoginInput) -> Result<models::Session> {
    let email = normalize_email(&input.email);
    let attempt =
        state.sign_ins.attempt(&Throttle::key(&email, context.client())).await?.map_err(Error::rate_limited)?;
    let lookup = email.clone();
    let credentials = state.db.read(move |conn| store::accounts::credentials(conn, &lookup)).await?;
    let (account_id, hash) = credentials.map_or((None, None), |(id, hash)| (Some(id), Some(hash)));
    let verified = state.passwords.verify(input.password, hash).await?;
    record_sign_in(state, context, email, "password", verified).await?;
    match account_id.filter(|_| verified) {
        Some(account_id) => {
            attempt.succeeded().await?;
            start_session(state, account_id).await
        }
        // The attempt stays counted as a failure.
        None => Err(Error::unauthorized(WRONG_CREDENTIALS)),
    }
}

pub async fn request_otp(
    state: &AppState,
    context: &RequestContext,
    input: models::OtpRequestInput,
) -> Result<models::OtpRequested> {
    let email = normalize_email(&input.email);
    // Every request counts (the attempt is never marked a success): codes cost a delivery.
    let _request =
        state.otp_requests.attempt(&Throttle::key(&email, context.client())).await?.map_err(Error::rate_limited)?;
    let code = new_code();
    let code_hash = otp_hash(&email, &code);
    let address = email.clone();
    let has_account = state
        .db
        .write(move |tx| {
            if store::accounts::id_by_email(tx, &address)?.is_none() {
                return Ok(false);
            }
            let now = time::now();
            let expires = time::to_text(now + Duration::seconds(OTP_TTL_SECS));
            store::otp::insert(tx, &new_id("otp"), &address, &code_hash, &time::to_text(now), &expires)?;
            Ok(true)
        })
        .await?;
    if has_account {
        state.otp.send(&email, &code);
    }
    Ok(models::OtpRequested::new(
        OTP_TTL_SECS as u32,
        "If this address has an account, a sign-in code is on its way.".to_string(),
    ))
}

pub async fn verify_otp(
    state: &AppState,
    context: &RequestContext,
    input: models::OtpVerifyInput,
) -> Result<models::Session> {
    let email = normalize_email(&input.email);
    let attempt =
        state.sign_ins.attempt(&Throttle::key(&email, context.client())).await?.map_err(Error::rate_limited)?;
    let presented = otp_hash(&email, &input.code);
    let address = email.clone();
    // The attempt is counted (committed) even when the code is wrong, so the outcome is a value.
    let account_id = state
        .db
        .write(move |tx| {
            let now = time::now_text();
            let Some(code) = store::otp::latest_live(tx, &address, &now)? else { return Ok(None) };
            if code.attempts >= OTP_MAX_ATTEMPTS {
                return Ok(None);
            }
            if code.code_hash != presented {
                store::otp::count_attempt(tx, &code.id)?;
                return Ok(None);
            }
            store::otp::mark_used(tx, &code.id, &now)?;
            store::accounts::id_by_email(tx, &address)
        })
        .await?;
    record_sign_in(state, context, email, "one-time code", account_id.is_some()).await?;
    match account_id {
        Some(account_id) => {
            attempt.succeeded().await?;
            start_session(state, account_id).await
        }
        // The attempt stays counted as a failure.
        None => Err(Error::unauthorized("The code is wrong, used or expired. Request a new one.")),
    }
}

/// Records a sign-in to the account of `email` in its organization's audit log, succeeded or
/// failed. An email without an account belongs to no organization: nothing is recorded.
async fn record_sign_in(
    state: &AppState,
    context: &RequestContext,
    email: String,
    method: &'static str,
    succeeded: bool,
) -> Result<()> {
    let client = context.client();
    state
        .db
        .write(move |tx| {
            let Some(id) = store::accounts::id_by_email(tx, &email)? else { return Ok(()) };
            let Some(account) = store::accounts::get(tx, &id)? else { return Ok(()) };
            let actor = Actor::signing_in(client, account.organization_id, succeeded.then(|| account.id.clone()));
            let action = if succeeded { AuditAction::SignInSucceeded } else { AuditAction::SignInFailed };
            audit::record(tx, &actor, action, ("account", &account.id), json!({ "method": method }))
        })
        .await
}

/// What presenting a refresh token led to; a reuse is committed before it is refused.
enum Refresh {
    Renewed { account_id: String, family_id: String, refresh_token: String },
    Refused,
}

pub async fn refresh(state: &AppState, input: models::RefreshInput) -> Result<models::Session> {
    let hash = secret_hash(&input.refresh_token);
    let outcome = state
        .db
        .write(move |tx| {
            let now = time::now();
            let now_text = time::to_text(now);
            let Some(token) = store::sessions::find(tx, &hash)? else { return Ok(Refresh::Refused) };
            if token.spent {
                // A spent token came back: it leaked. End the whole session.
                store::sessions::revoke_family(tx, &token.family_id, &now_text)?;
                tracing::warn!(session = token.family_id, "refresh token reused; session revoked");
                return Ok(Refresh::Refused);
            }
            if token.revoked || token.expires_at <= now_text {
                return Ok(Refresh::Refused);
            }
            store::sessions::spend(tx, &token.id, &now_text)?;
            let refresh_token = insert_refresh_token(tx, &token.account_id, &token.family_id, now)?;
            Ok(Refresh::Renewed { account_id: token.account_id, family_id: token.family_id, refresh_token })
        })
        .await?;
    match outcome {
        Refresh::Renewed { account_id, family_id, refresh_token } => {
            session(state, &account_id, &family_id, refresh_token)
        }
        Refresh::Refused => Err(Error::unauthorized(BAD_REFRESH)),
    }
}

pub async fn logout(state: &AppState, input: models::RefreshInput) -> Result<models::LoggedOut> {
    let hash = secret_hash(&input.refresh_token);
    state
        .db
        .write(move |tx| {
            if let Some(token) = store::sessions::find(tx, &hash)? {
                store::sessions::revoke_family(tx, &token.family_id, &time::now_text())?;
            }
            Ok(())
        })
        .await?;
    Ok(models::LoggedOut::new(true))
}

/// Starts a session (a new refresh-token family) for a signed-in account.
async fn start_session(state: &AppState, account_id: String) -> Result<models::Session> {
    let family_id = new_id("ses");
    let (account, family) = (account_id.clone(), family_id.clone());
    let refresh_token = state.db.write(move |tx| insert_refresh_token(tx, &account, &family, time::now())).await?;
    session(state, &account_id, &family_id, refresh_token)
}

fn insert_refresh_token(
    tx: &Tx,
    account_id: &str,
    family_id: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<String> {
    let token = new_secret("rt");
    store::sessions::insert(
        tx,
        &NewRefreshToken {
            id: &new_id("rft"),
            family_id,
            account_id,
            token_hash: &secret_hash(&token),
            now: &time::to_text(now),
            expires_at: &time::to_text(now + Duration::days(REFRESH_TOKEN_TTL_DAYS)),
        },
    )?;
    Ok(token)
}

fn session(state: &AppState, account_id: &str, family_id: &str, refresh_token: String) -> Result<models::Session> {
    Ok(models::Session::new(
        state.keys.issue(account_id, family_id)?,
        refresh_token,
        models::SessionTokenType::Bearer,
        ACCESS_TOKEN_TTL_SECS as u32,
    ))
}

fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Codes are short, so the hash binds them to the address they were sent to.
fn otp_hash(email: &str, code: &str) -> String {
    secret_hash(&format!("{email}:{code}"))
}
