//! What every request can reach: the database, the signing keys, configuration, throttles.

use std::{sync::Arc, time::Duration};

use crate::auth::{jwt::Keys, otp::OtpSender, throttle::Throttle};
use crate::config::Config;
use crate::domain::{ids::random_base62, time};
use crate::store::{self, Db};

pub struct AppState {
    pub db: Db,
    pub keys: Keys,
    pub config: Config,
    pub otp: Arc<dyn OtpSender>,
    /// Failed sign-ins per email.
    pub login_failures: Throttle,
    /// One-time-code requests per email.
    pub otp_requests: Throttle,
}

impl AppState {
    pub async fn new(config: Config, db: Db, otp: Arc<dyn OtpSender>) -> anyhow::Result<AppState> {
        let secret = match &config.jwt_secret {
            Some(secret) => secret.expose().as_bytes().to_vec(),
            None => db
                .write(|tx| {
                    store::secrets::get_or_create(tx, "jwt_signing_key", &time::now_text(), || {
                        random_base62(64).into_bytes()
                    })
                })
                .await
                .map_err(|e| anyhow::anyhow!("cannot read or create the signing key: {e}"))?,
        };
        Ok(AppState {
            db,
            keys: Keys::new(&secret),
            config,
            otp,
            login_failures: Throttle::new(5, Duration::from_secs(15 * 60)),
            otp_requests: Throttle::new(5, Duration::from_secs(15 * 60)),
        })
    }
}
