//! What every request can reach: the database, the signing keys, configuration, throttles.

use std::{sync::Arc, time::Duration};

use crate::auth::{jwt::Keys, otp::OtpSender, throttle::Throttle};
use crate::config::Config;
use crate::crypto::DataKey;
use crate::domain::{ids::random_base62, time};
use crate::events::EventHub;
use crate::runner::Runner;
use crate::store::{self, Db};

pub struct AppState {
    pub db: Db,
    pub keys: Keys,
    /// Seals stored secrets: test-account passwords, team-chat webhook URLs and signing secrets.
    pub data_key: DataKey,
    pub config: Config,
    pub otp: Arc<dyn OtpSender>,
    /// Failed sign-ins per email.
    pub login_failures: Throttle,
    /// One-time-code requests per email.
    pub otp_requests: Throttle,
    /// Live events of runs, for their listeners.
    pub events: EventHub,
    pub runner: Runner,
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
        let data_key = match &config.data_key {
            Some(key) => DataKey::new(key.expose()),
            None => {
                let key = db
                    .write(|tx| store::secrets::get_or_create(tx, "data_key", &time::now_text(), DataKey::random_bytes))
                    .await
                    .map_err(|e| anyhow::anyhow!("cannot read or create the data key: {e}"))?;
                DataKey::from_slice(&key).map_err(|e| anyhow::anyhow!("the data key kept in the database: {e}"))?
            }
        };
        Ok(AppState {
            db,
            keys: Keys::new(&secret),
            data_key,
            config,
            otp,
            login_failures: Throttle::new(5, Duration::from_secs(15 * 60)),
            otp_requests: Throttle::new(5, Duration::from_secs(15 * 60)),
            events: EventHub::default(),
            runner: Runner::default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::{auth::otp::LogSender, config::Cli};

    async fn state(database: &std::path::Path, extra: &[&str]) -> AppState {
        let mut args = vec!["testdeck", "--database", database.to_str().unwrap()];
        args.extend_from_slice(extra);
        let config = Cli::try_parse_from(args).unwrap().into_config();
        let db = Db::open(&config.database).unwrap();
        AppState::new(config, db, Arc::new(LogSender)).await.unwrap()
    }

    #[tokio::test]
    async fn data_key_is_generated_once_and_kept_in_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("testdeck.db");
        let sealed = state(&database, &[]).await.data_key.seal(b"hunter2");
        let reopened = state(&database, &[]).await;
        assert_eq!(reopened.data_key.open(&sealed).unwrap(), b"hunter2");

        let other = dir.path().join("other.db");
        assert!(state(&other, &[]).await.data_key.open(&sealed).is_err(), "each database has its own key");
    }

    #[tokio::test]
    async fn a_configured_data_key_is_used_as_given() {
        let dir = tempfile::tempdir().unwrap();
        let hex = "0123456789abcdef".repeat(4);
        let sealed = state(&dir.path().join("a.db"), &["--data-key", &hex]).await.data_key.seal(b"hunter2");
        let elsewhere = state(&dir.path().join("b.db"), &["--data-key", &hex]).await;
        assert_eq!(elsewhere.data_key.open(&sealed).unwrap(), b"hunter2");
    }
}
