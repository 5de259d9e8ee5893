//! The PostgreSQL engine: a pool of connections to one database that several servers may
//! share. Reads run in a read-only snapshot (`REPEATABLE READ`), like SQLite's read
//! transactions. Writes run one at a time across every server (a transaction-level advisory
//! lock), as SQLite runs them: each write sees every write committed before it, so the
//! store's checks (a name taken, a version changed) hold as they do on SQLite.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use postgres::config::SslMode;
use postgres::fallible_iterator::FallibleIterator as _;
use postgres::{Client, IsolationLevel, NoTls};
use rustls::pki_types::{pem::PemObject as _, CertificateDer};
use tokio::sync::mpsc;
use tokio_postgres_rustls::MakeRustlsConnect;

use super::sql::{PgTx, Sql};
use super::{migrations, Conn, Heard, Tx};
use crate::error::{Error, Result};

#[derive(Clone)]
pub struct Postgres {
    pool: Arc<Pool>,
    /// How to connect, for the connection that listens for run events.
    target: Arc<Target>,
}

/// How to reach the database: the client's settings, and TLS when the URL asks for it.
struct Target {
    config: postgres::Config,
    tls: Option<MakeRustlsConnect>,
}

/// The channel every run event is announced on (`0015_shared_servers.sql`).
const RUN_EVENTS: &str = "testdeck_run_events";

/// Connections each server keeps at most, and open at least.
pub const POOL: u32 = 16;
const IDLE: u32 = 4;

/// Key of the advisory lock every write transaction takes.
const WRITE_LOCK: i64 = 0x7465_7374_7772_6974; // "testwrit"

/// Refuses a URL that does not parse, with what is wrong, at start.
pub fn check_url(url: &str) -> std::result::Result<(), String> {
    Target::parse(url).map(|_| ()).map_err(|e| format!("{e:#}"))
}

impl Target {
    /// The URL's settings. TLS is used when `sslmode` is `require`, `verify-ca` or
    /// `verify-full`, and the server's certificate is always verified (as libpq's
    /// `verify-full` does): against `sslrootcert=FILE` (PEM), else the system's CAs. Without
    /// `sslmode`, or with `disable`, `allow` or `prefer`, the connection is plain TCP.
    fn parse(url: &str) -> anyhow::Result<Target> {
        let mut parsed = url::Url::parse(url).context("not a PostgreSQL URL")?;
        let (mut mode, mut root) = (None, None);
        let kept: Vec<(String, String)> = parsed
            .query_pairs()
            .filter_map(|(key, value)| {
                match key.as_ref() {
                    "sslmode" => mode = Some(value.into_owned()),
                    "sslrootcert" => root = Some(value.into_owned()),
                    _ => return Some((key.into_owned(), value.into_owned())),
                }
                None
            })
            .collect();
        parsed.set_query(None);
        if !kept.is_empty() {
            parsed.query_pairs_mut().extend_pairs(kept);
        }
        let mut config: postgres::Config = parsed.as_str().parse().context("not a PostgreSQL URL")?;
        let tls = match mode.as_deref() {
            None | Some("disable" | "allow" | "prefer") => {
                config.ssl_mode(SslMode::Disable);
                None
            }
            Some("require" | "verify-ca" | "verify-full") => {
                config.ssl_mode(SslMode::Require);
                Some(tls(root.as_deref())?)
            }
            Some(other) => anyhow::bail!(
                "sslmode={other} in the database URL: use disable, prefer, require, verify-ca or verify-full"
            ),
        };
        Ok(Target { config, tls })
    }

    fn connect(&self) -> std::result::Result<Client, postgres::Error> {
        match &self.tls {
            Some(tls) => self.config.connect(tls.clone()),
            None => self.config.connect(NoTls),
        }
    }
}

/// TLS that trusts the CA certificates of `root` (a PEM file), or the system's.
fn tls(root: Option<&str>) -> anyhow::Result<MakeRustlsConnect> {
    let mut roots = rustls::RootCertStore::empty();
    match root {
        Some(path) => {
            for cert in CertificateDer::pem_file_iter(path).with_context(|| format!("sslrootcert={path}"))? {
                roots.add(cert.with_context(|| format!("sslrootcert={path}"))?)?;
            }
        }
        None => {
            let _ = roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
        }
    }
    anyhow::ensure!(
        !roots.is_empty(),
        "no CA certificate to check the database's certificate with: add sslrootcert=FILE (PEM) to the URL"
    );
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(MakeRustlsConnect::new(config))
}

/// The URL without its password, for logs.
pub fn without_password(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        Ok(parsed) => parsed.to_string(),
        Err(_) => "postgres://…".to_string(),
    }
}

impl Postgres {
    /// Connects to the database at `url` and brings its schema up to date. Blocks: it runs
    /// before the server serves, on a thread of its own.
    pub fn open(url: &str) -> anyhow::Result<Postgres> {
        let shown = without_password(url);
        let mut target = Target::parse(url).with_context(|| format!("the database {shown}"))?;
        if target.config.get_application_name().is_none() {
            target.config.application_name("testdeck");
        }
        if target.config.get_connect_timeout().is_none() {
            target.config.connect_timeout(Duration::from_secs(10));
        }
        // One connection first: an unreachable server, a wrong password or a certificate that
        // cannot be checked is told at once, with its cause, rather than as a pool timing out.
        let mut first = target
            .connect()
            .map_err(super::sql::SqlError::from)
            .with_context(|| format!("cannot connect to {shown}"))?;
        migrations::migrate_postgres(&mut first).with_context(|| format!("cannot migrate database {shown}"))?;
        drop(first);
        let target = Arc::new(target);
        let pool = r2d2::Pool::builder()
            .max_size(POOL)
            // Connections ready before the first requests, and no round trip to test one each
            // time it is taken (a broken one is noticed as closed, and replaced).
            .min_idle(Some(IDLE))
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(30))
            .build(Manager { target: target.clone() })
            .with_context(|| format!("cannot connect to {shown}"))?;
        Ok(Postgres { pool: Arc::new(Pool(Some(pool))), target })
    }

    /// Hears every run event committed to the database, by any server: `Some(event)` per
    /// event, and `None` each time the listening connection is (re)made, after which events
    /// may have been missed. A thread of its own holds the connection, and reconnects after a
    /// second when it breaks; it ends when the receiver is dropped.
    pub fn listen_run_events(&self) -> mpsc::UnboundedReceiver<Option<Heard>> {
        let (heard, receiver) = mpsc::unbounded_channel();
        let target = self.target.clone();
        let spawned = std::thread::Builder::new().name("testdeck-listen".into()).spawn(move || {
            while !heard.is_closed() {
                if let Err(e) = listen(&target, &heard) {
                    tracing::warn!(error = %super::sql::SqlError::from(e), "lost the connection that hears run events; reconnecting");
                }
                std::thread::sleep(Duration::from_secs(1));
            }
        });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot start the thread that hears run events of other servers");
        }
        receiver
    }

    /// Runs `f` in a read-only snapshot of the database. Blocks: call it off the async workers.
    pub fn read<T>(&self, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        let mut pooled = self.pool.get()?;
        let Connection { client, statements } = &mut *pooled;
        let mut tx =
            client.build_transaction().isolation_level(IsolationLevel::RepeatableRead).read_only(true).start()?;
        let value = f(&Conn { sql: Sql::Postgres(&RefCell::new(PgTx { client: &mut tx, statements })) })?;
        tx.commit()?;
        Ok(value)
    }

    /// Runs `f` without a transaction: each of its statements reads what is committed when it
    /// runs. One round trip per statement instead of three for a single one in a snapshot, for
    /// [`super::Db::lookup`]'s reads of one object (or who a token belongs to). Blocks.
    pub fn lookup<T>(&self, f: impl FnOnce(&Conn) -> Result<T>) -> Result<T> {
        let mut pooled = self.pool.get()?;
        let Connection { client, statements } = &mut *pooled;
        f(&Conn { sql: Sql::Postgres(&RefCell::new(PgTx { client, statements })) })
    }

    /// Runs `f` as one transaction, after every write before it (on any server) has ended.
    /// Blocks: call it off the async workers.
    pub fn write<T>(&self, f: impl FnOnce(&Tx) -> Result<T>) -> Result<T> {
        let mut pooled = self.pool.get()?;
        let Connection { client, statements } = &mut *pooled;
        let mut tx = client.transaction()?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&WRITE_LOCK])?;
        let value = f(&Tx { conn: Conn { sql: Sql::Postgres(&RefCell::new(PgTx { client: &mut tx, statements })) } })?;
        tx.commit()?;
        Ok(value)
    }
}

/// Listens on one connection until it breaks or nobody hears any more.
fn listen(target: &Target, heard: &mpsc::UnboundedSender<Option<Heard>>) -> std::result::Result<(), postgres::Error> {
    let mut client = target.connect()?;
    client.batch_execute(&format!("LISTEN {RUN_EVENTS}"))?;
    if heard.send(None).is_err() {
        return Ok(());
    }
    loop {
        // Wakes every few seconds to notice that nobody listens any more, or that the
        // connection closed (then it answers at once, and the caller connects again).
        let next = client.notifications().timeout_iter(Duration::from_secs(5)).next()?;
        match next {
            Some(notification) => {
                if let Some(event) = heard_of(notification.payload()) {
                    if heard.send(Some(event)).is_err() {
                        return Ok(());
                    }
                }
            }
            None if heard.is_closed() || client.is_closed() => return Ok(()),
            None => {}
        }
    }
}

/// A notification's run event: `run_… 7 run.status`.
fn heard_of(payload: &str) -> Option<Heard> {
    let mut parts = payload.splitn(3, ' ');
    let (run_id, seq, name) = (parts.next()?, parts.next()?.parse().ok()?, parts.next()?);
    Some(Heard { run_id: run_id.to_string(), seq, name: name.to_string() })
}

/// A pooled connection: the client (which answers on the calling thread: no hop to another
/// thread per statement) and the statements it keeps prepared.
struct Connection {
    client: Client,
    statements: HashMap<String, postgres::Statement>,
}

struct Manager {
    target: Arc<Target>,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Connection;
    type Error = postgres::Error;

    fn connect(&self) -> std::result::Result<Connection, postgres::Error> {
        Ok(Connection { client: self.target.connect()?, statements: HashMap::new() })
    }

    fn is_valid(&self, conn: &mut Connection) -> std::result::Result<(), postgres::Error> {
        conn.client.simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut Connection) -> bool {
        conn.client.is_closed()
    }
}

/// The pool. It is let go of on a thread of its own, never waited for: a connection closes by
/// waiting on its own small runtime, which cannot be done on a thread of the server's runtime,
/// and while the database is unreachable the pool goes on trying to connect, which would keep a
/// server that is shutting down from exiting.
struct Pool(Option<r2d2::Pool<Manager>>);

impl Pool {
    fn get(&self) -> Result<r2d2::PooledConnection<Manager>> {
        let pool = self.0.as_ref().ok_or_else(|| Error::internal(anyhow::anyhow!("the pool is closed")))?;
        Ok(pool.get()?)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        if let Some(pool) = self.0.take() {
            let _ = std::thread::Builder::new().name("testdeck-pool-close".into()).spawn(move || drop(pool));
        }
    }
}

impl From<postgres::Error> for Error {
    fn from(e: postgres::Error) -> Self {
        Error::internal(super::sql::SqlError::from(e))
    }
}
