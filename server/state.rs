//! What every request can reach: the database, the signing keys, configuration, throttles.

use std::{sync::Arc, time::Duration};

use crate::auth::{
    jwt::Keys,
    otp::OtpSender,
    passwords::Passwords,
    throttle::{Rules, Throttle},
};
use crate::config::Config;
use crate::crypto::DataKey;
use crate::domain::{ids::random_base62, time};
use crate::events::RunEvents;
use crate::outbound::{policy::TargetPolicy, TeamChat};
use crate::runner::Runner;
use crate::store::{self, Db};

pub struct AppState {
    pub db: Db,
    pub keys: Keys,
    /// Seals stored secrets: test-account passwords, team-chat webhook URLs and signing secrets.
    pub data_key: DataKey,
    pub config: Config,
    pub otp: Arc<dyn OtpSender>,
    /// Password hashing, one at a time per core.
    pub passwords: Passwords,
    /// Failed sign-ins (password or one-time code) per email and client address.
    pub sign_ins: Throttle,
    /// One-time-code requests per email and client address.
    pub otp_requests: Throttle,
    /// The one writer of run events, and their live listeners.
    pub events: RunEvents,
    pub runner: Runner,
    /// Where runs may send their checks (environment base URLs are checked against it too).
    pub targets: Arc<TargetPolicy>,
    pub team_chat: TeamChat,
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
        let events = RunEvents::new(db.clone());
        let explicit = config.allow_private_targets == Some(true);
        let private = config.allow_private_targets.unwrap_or(config.listen.ip().is_loopback());
        let targets = Arc::new(TargetPolicy::new(private, explicit, "--allow-private-targets"));
        let per_organization = usize::from(config.runs_per_organization);
        let lease = Duration::from_secs(config.run_lease_secs);
        let runner =
            Runner::new(db.clone(), events.clone(), data_key.clone(), targets.clone(), per_organization, lease);
        let webhooks = config.allow_private_webhooks;
        let webhooks = Arc::new(TargetPolicy::new(webhooks, webhooks, "--allow-private-webhooks"));
        let team_chat = TeamChat::new(db.clone(), data_key.clone(), webhooks);
        let sign_ins = Throttle::new(
            db.clone(),
            "sign-in",
            Rules {
                free: 5,
                base: Duration::from_secs(2),
                max_wait: Duration::from_secs(15 * 60),
                forget_after: Duration::from_secs(60 * 60),
            },
        );
        let otp_requests = Throttle::new(
            db.clone(),
            "otp",
            Rules {
                free: 5,
                base: Duration::from_secs(30),
                max_wait: Duration::from_secs(60 * 60),
                forget_after: Duration::from_secs(60 * 60),
            },
        );
        Ok(AppState {
            db,
            keys: Keys::new(&secret),
            data_key,
            config,
            otp,
            passwords: Passwords::per_core(),
            sign_ins,
            otp_requests,
            events,
            runner,
            targets,
            team_chat,
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
        let db = Db::connect(&config.database).await.unwrap();
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
