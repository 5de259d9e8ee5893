use std::io::{IsTerminal as _, Write as _};

use clap::Parser;
use tracing_subscriber::EnvFilter;

use testdeck::{config::Cli, App};

/// Without RUST_LOG: our own logs at info, and the generated router's per-field warnings
/// about unknown JSON fields (harmless; such fields are ignored) left out.
const DEFAULT_LOG_FILTER: &str = "info,testdeck_api=error";

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_LOG_FILTER)))
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    let config = Cli::parse().into_config();
    match run(config).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e:#}");
            eprintln!("testdeck: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn run(mut config: testdeck::config::Config) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", config.listen))?;
    let address = listener.local_addr()?;
    // The address as bound (port 0 resolved): what the default public URL names.
    config.listen = address;
    tracing::info!(database = %config.database.display(), %address, "starting");
    let app = App::open(config).await?;
    // Printed once the database is open and migrated, so the line means "ready"; with
    // `--listen 127.0.0.1:0` it is how a script learns the port.
    let mut out = std::io::stdout().lock();
    writeln!(out, "testdeck listening on http://{address}")?;
    out.flush()?;
    drop(out);
    app.serve(listener, testdeck::shutdown::signal()).await
}
