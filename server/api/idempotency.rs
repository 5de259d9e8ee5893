//! `Idempotency-Key` on authenticated creates (`POST` answering 201): the same key from the
//! same account within 24 hours answers the first answer again without a second write; the
//! same key with another request is 422; while the first request is still being answered, 409.
//!
//! The front layer claims the key before the operation runs and records its answer after; an
//! answer that is not a success releases the key, so a corrected retry runs anew. A claim left
//! by a request that never finished (the server stopped) lapses after [`ABANDONED`].

use chrono::{DateTime, Duration, Utc};

use super::context::RequestContext;
use crate::domain::{ids::random_base62, time};
use crate::error::{Error, Kind, Result};
use crate::state::AppState;
use crate::store;

/// A success answer as it went out: what a replay sends again.
pub use crate::store::idempotency::Answer;

/// How long a key's first answer is kept.
const KEPT: Duration = Duration::hours(24);
/// How long a claim may wait for its answer before a retry may take it over.
const ABANDONED: Duration = Duration::minutes(5);

pub enum Claim {
    /// The key is new (or lapsed): the request runs, and its answer is recorded under this
    /// claim (only the request that holds the key may record or release it).
    Claimed(String),
    /// The key was answered before, for the same request: answer that again.
    Replay(Answer),
}

/// Claims `key` for the request whose fingerprint is `request_hash`.
pub async fn claim(state: &AppState, context: &RequestContext, key: String, request_hash: String) -> Result<Claim> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let now = time::now();
            store::idempotency::expire(tx, &account_id, &time::to_text(now - KEPT))?;
            match store::idempotency::get(tx, &account_id, &key)? {
                Some(row) if row.request_hash != request_hash => Err(Error::new(
                    Kind::IdempotencyKeyReused,
                    "This Idempotency-Key was used with a different request in the last 24 hours: \
                     use a new key for a new request.",
                )),
                Some(row) => match row.answer {
                    Some(answer) => Ok(Claim::Replay(answer)),
                    None if now - row.created_at < ABANDONED => Err(Error::conflict(
                        "A request with this Idempotency-Key is still being answered: retry when it has finished.",
                    )),
                    None => take(tx, &account_id, &key, &request_hash, now),
                },
                None => take(tx, &account_id, &key, &request_hash, now),
            }
        })
        .await
}

fn take(tx: &store::Tx, account_id: &str, key: &str, request_hash: &str, now: DateTime<Utc>) -> Result<Claim> {
    let claim = random_base62(16);
    store::idempotency::claim(tx, account_id, key, request_hash, &claim, &time::to_text(now))?;
    Ok(Claim::Claimed(claim))
}

/// Records the success answer of a claimed key.
pub async fn complete(
    state: &AppState,
    context: &RequestContext,
    key: String,
    claim: String,
    answer: Answer,
) -> Result<()> {
    let account_id = context.principal()?.account_id.clone();
    state.db.write(move |tx| store::idempotency::complete(tx, &account_id, &key, &claim, &answer)).await
}

/// Gives a claimed key up: its request was not answered with a success.
pub async fn release(state: &AppState, context: &RequestContext, key: String, claim: String) -> Result<()> {
    let account_id = context.principal()?.account_id.clone();
    state.db.write(move |tx| store::idempotency::release(tx, &account_id, &key, &claim)).await
}
