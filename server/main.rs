use std::io::{IsTerminal as _, Write as _};

use clap::Parser;
use tracing_subscriber::EnvFilter;

use testdeck::{
    config::{Action, Backup, Cli, Copy},
    App,
};

/// Without RUST_LOG: our own logs at info, and the generated router's per-field warnings
/// about unknown JSON fields (harmless; such fields are ignored) left out.
const DEFAULT_LOG_FILTER: &str = "info,testdeck_api=error";

#[tokio::main]
async fn main() -> std::process::ExitCode {
    fix_mmap_threshold();
    // Log lines go to stderr from a thread of their own, in batches: a request never waits for
    // the terminal or the pipe. None is dropped (a full queue holds the logger back instead);
    // `_flush` writes what is queued when `main` returns.
    let (stderr, _flush) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(false)
        .thread_name("testdeck-log")
        .finish(std::io::BufWriter::new(std::io::stderr()));
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_LOG_FILTER)))
        .with_writer(stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    let outcome = match Cli::parse().action() {
        Action::Serve(config) => run(config).await,
        Action::Backup(backup) => backup_database(&backup),
        Action::Copy(copy) => copy_database(&copy).await,
        Action::Client(command) => return testdeck::cli::run(command).await,
    };
    match outcome {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e:#}");
            eprintln!("testdeck: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn copy_database(copy: &Copy) -> anyhow::Result<()> {
    let copied = testdeck::store::copy::copy(&copy.from, &copy.to).await?;
    let rows: i64 = copied.iter().map(|(_, n)| n).sum();
    for (table, n) in copied.iter().filter(|(_, n)| *n > 0) {
        println!("{table:<24} {n:>10}");
    }
    println!("copied {rows} rows from {} to {}; every table has the same count in both", copy.from, copy.to);
    Ok(())
}

fn backup_database(backup: &Backup) -> anyhow::Result<()> {
    testdeck::store::backup(&backup.database, &backup.destination)?;
    println!("backed up {} to {}", backup.database.display(), backup.destination.display());
    Ok(())
}

async fn run(mut config: testdeck::config::Config) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", config.listen))?;
    let address = listener.local_addr()?;
    // The address as bound (port 0 resolved): what the default public URL names.
    config.listen = address;
    tracing::info!(database = %config.database, %address, "starting");
    let metrics = match config.metrics_listen {
        Some(address) => Some(
            tokio::net::TcpListener::bind(address)
                .await
                .map_err(|e| anyhow::anyhow!("cannot listen for metrics on {address}: {e}"))?,
        ),
        None => None,
    };
    let app = App::open(config).await?;
    if let Some(listener) = metrics {
        tracing::info!("metrics at http://{}/metrics", listener.local_addr()?);
        app.serve_metrics(listener);
    }
    // Printed once the database is open and migrated, so the line means "ready"; with
    // `--listen 127.0.0.1:0` it is how a script learns the port.
    let mut out = std::io::stdout().lock();
    writeln!(out, "testdeck listening on http://{address}")?;
    out.flush()?;
    drop(out);
    app.serve(listener, testdeck::shutdown::signal()).await
}

/// Blocks of a mebibyte or more (a password hash's 19 MiB, a large upload) are mapped for
/// themselves and given back to the system when freed. By default glibc raises this threshold
/// to the largest block freed so far, after which such blocks come from its arenas and their
/// memory stays with the process.
fn fix_mmap_threshold() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt sets a parameter of glibc's allocator, under the allocator's own lock.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}
