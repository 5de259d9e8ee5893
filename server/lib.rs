//! Testdeck: a self-hostable test-management HTTP API.
//!
//! Data flows one way: wire (`http`, `api`) → rules (`domain`, `auth`) → storage (`store`),
//! and back. `generated/` (the `testdeck-api` crate) is produced from `api-spec/openapi.json`
//! and never edited; `api` implements its `Api` trait.

pub mod api;
pub mod auth;
pub mod config;
pub mod crypto;
pub mod domain;
pub mod error;
pub mod events;
pub mod http;
pub mod outbound;
pub mod runner;
pub mod shutdown;
pub mod state;
pub mod store;

use std::{future::Future, sync::Arc, time::Duration};

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;

use crate::config::Config;
use crate::http::Front;
use crate::state::AppState;

/// A Testdeck server with its database open and migrated, ready to serve.
pub struct App {
    front: Arc<Front>,
    grace: Duration,
}

impl App {
    pub async fn open(config: Config) -> anyhow::Result<App> {
        let db = store::Db::open(&config.database)?;
        let grace = Duration::from_secs(config.shutdown_grace_secs);
        let state = Arc::new(AppState::new(config, db, Arc::new(auth::otp::LogSender)).await?);
        runner::Runner::recover(&state).await.map_err(|e| anyhow::anyhow!("cannot end runs left live: {e}"))?;
        runner::prune_expired_runs(state.clone());
        Ok(App { front: Arc::new(Front::new(state)?), grace })
    }

    /// Serves the API on `listener` until `shutdown` completes, then lets in-flight requests
    /// finish (up to the configured grace period). The database closes when the last
    /// connection to it is dropped.
    pub async fn serve(self, listener: TcpListener, shutdown: impl Future<Output = ()>) -> anyhow::Result<()> {
        serve(self.front, self.grace, listener, shutdown).await
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
        let (stream, _) = tokio::select! {
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
        let service = hyper::service::service_fn(move |request| front.clone().handle(request));
        let connection = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(Duration::from_secs(30))
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
