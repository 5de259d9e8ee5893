//! Testdeck: a self-hostable test-management HTTP API.
//!
//! Imports point one way, down these layers, and never back up (`scripts/layers` checks it):
//! `http` (the wire, using `contract` for routing and schema checks) → `api` (one function per
//! operation) → `domain` / `auth` (values and rules) → `store` (the only module that knows
//! SQL). `runner`, `events` and `outbound` sit beside `api`: they use the store and the
//! domain, and depend on no operation. `state` and this file wire them together.
//! `web` holds the web app's built files, which `http` serves. `cli` is the command-line client: it speaks to a server over HTTP and imports none of them.
//! `generated/` (the `testdeck-api` crate) is produced from `api-spec/openapi.json` and never
//! edited; `api` implements its `Api` trait.

pub mod api;
pub mod auth;
pub mod cli;
pub mod config;
pub mod contract;
pub mod crypto;
pub mod domain;
pub mod error;
pub mod events;
pub mod http;
pub mod mcp;
pub mod outbound;
pub mod runner;
pub mod shutdown;
pub mod state;
pub mod store;
pub mod web;

use std::{future::Future, sync::Arc, time::Duration};

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;

use crate::config::Config;
use crate::http::Front;
use crate::state::AppState;

/// How large a request's line and headers may be, in bytes.
const MAX_HEADER_BYTES: usize = 64 * 1024;

/// On a database other servers share: publishes here the run events they write (to the live
/// streams of this server's clients), and stops the runs this server executes when another
/// server was asked to.
fn hear_other_servers(state: &Arc<AppState>) {
    let Some(mut heard) = state.db.listen_run_events() else { return };
    let (events, runner) = (state.events.clone(), state.runner.clone());
    tokio::spawn(async move {
        while let Some(event) = heard.recv().await {
            let outcome = async {
                match &event {
                    Some(heard) => {
                        events.heard_of(&heard.run_id, Some(heard.seq)).await?;
                        if heard.name == events::RUN_STATUS {
                            runner.heard_of(&heard.run_id).await?;
                        }
                    }
                    None => {
                        events.heard_of_all().await?;
                        runner.heard_of_all().await?;
                    }
                }
                Ok::<_, crate::error::Error>(())
            };
            if let Err(e) = outcome.await {
                tracing::warn!(error = %e, "could not pass on an event of another server");
            }
        }
    });
}

/// A Testdeck server with its database open and migrated, ready to serve.
pub struct App {
    front: Arc<Front>,
    grace: Duration,
}

impl App {
    pub async fn open(config: Config) -> anyhow::Result<App> {
        warn_about_keys_in_the_database(&config);
        let db = store::Db::connect(&config.database).await?;
        let grace = Duration::from_secs(config.shutdown_grace_secs);
        let state = Arc::new(AppState::new(config, db, Arc::new(auth::otp::LogSender)).await?);
        state.runner.recover().await.map_err(|e| anyhow::anyhow!("cannot end runs left live: {e}"))?;
        runner::prune_expired_runs(state.db.clone());
        state.runner.keep_leases();
        auth::throttle::forget_old_failures(state.db.clone());
        hear_other_servers(&state);
        state.team_chat.report_ended_runs(state.runner.ended());
        tracing::info!(
            allowed = state.targets.allows_private(),
            "test runs {} send checks to private and loopback addresses (--allow-private-targets)",
            if state.targets.allows_private() { "may" } else { "may not" }
        );
        Ok(App { front: Front::new(state)?, grace })
    }

    /// Serves the API on `listener` until `shutdown` completes, then lets in-flight requests
    /// finish (up to the configured grace period). The database closes when the last
    /// connection to it is dropped.
    pub async fn serve(self, listener: TcpListener, shutdown: impl Future<Output = ()>) -> anyhow::Result<()> {
        serve(self.front, self.grace, listener, shutdown).await
    }

    /// Serves `GET /metrics` on `listener`, in the background, for as long as the process runs.
    pub fn serve_metrics(&self, listener: TcpListener) {
        let front = self.front.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else { continue };
                let front = front.clone();
                let service = hyper::service::service_fn(move |request| front.clone().metrics(request));
                tokio::spawn(async move {
                    let connection = http1::Builder::new()
                        .timer(TokioTimer::new())
                        .header_read_timeout(Duration::from_secs(30))
                        .serve_connection(TokioIo::new(stream), service);
                    if let Err(e) = connection.await {
                        tracing::debug!(error = %e, "metrics connection ended with an error");
                    }
                });
            }
        });
    }
}

/// Keys kept in the database are as safe as the file. That suits one machine serving itself;
/// reachable from a network, whoever gets a copy of the file (a backup, say) can sign sessions
/// and open stored secrets.
fn warn_about_keys_in_the_database(config: &Config) {
    let mut kept = Vec::new();
    if config.jwt_secret.is_none() {
        kept.push("the session signing key (--jwt-secret)");
    }
    if config.data_key.is_none() {
        kept.push("the data key (--data-key)");
    }
    if !kept.is_empty() && !config.listen.ip().is_loopback() {
        tracing::warn!(
            listen = %config.listen,
            "{} kept in the database file, and the server listens beyond this machine: \
             set them from a secret store so a copy of the file does not hold them",
            kept.join(" and ")
        );
    }
}

async fn serve(
    front: Arc<Front>,
    grace: Duration,
    listener: TcpListener,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(connection) => connection,
                Err(e) => {
                    // Out of file descriptors and the like: wait a moment instead of spinning.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let front = front.clone();
        let service = hyper::service::service_fn(move |request| front.clone().handle(request, peer.ip()));
        let connection = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(Duration::from_secs(30))
            // Bounds the request line and headers (hyper's other bound: 100 headers, then 431).
            .max_header_size(MAX_HEADER_BYTES)
            .serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "connection ended with an error");
            }
        });
    }
    drop(listener);
    tracing::info!("shutting down: waiting for in-flight requests");
    if tokio::time::timeout(grace, graceful.shutdown()).await.is_err() {
        tracing::warn!(grace_secs = grace.as_secs(), "requests still running after the grace period; closing");
    }
    tracing::info!("stopped");
    Ok(())
}
