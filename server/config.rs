//! Command line and environment: everything an operator can set, documented in `--help`.

use std::{
    fmt,
    net::{IpAddr, SocketAddr},
    path::PathBuf,
};

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "testdeck",
    version,
    args_conflicts_with_subcommands = true,
    about = "Testdeck: a self-hostable test-management HTTP API.",
    long_about = "Testdeck: a self-hostable test-management HTTP API.\n\n\
        Projects hold test cases, suites, environments, tags and test accounts; runs execute \
        them against real environments and stream live events. Everything is kept in one \
        SQLite file, or in a PostgreSQL database several servers share (`--database`; \
        `testdeck copy` moves the data). Without a subcommand, `serve` runs.\n\n\
        The same binary is the command-line client (`login`, `results upload`, `run`, `gate`, …): \
        see `testdeck help login` to start.\n\n\
        Logs go to standard error; set RUST_LOG (e.g. `RUST_LOG=debug`) to change how much is logged."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub serve: Config,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the API (the default).
    Serve(Config),
    /// Copy the database into a new file, consistently, while the server runs.
    Backup(Backup),
    /// Copy every row of one database into an empty one (SQLite to PostgreSQL, or back).
    Copy(Copy),
    #[command(flatten)]
    Client(crate::cli::ClientCommand),
}

/// `testdeck backup`: a consistent copy of a live database (SQLite's `VACUUM INTO`), readable
/// by its owner only. It holds the server's keys unless they are configured: keep it as safe.
#[derive(Debug, Clone, clap::Args)]
pub struct Backup {
    /// The SQLite database to copy (the server's `--database`).
    #[arg(long, env = "TESTDECK_DATABASE", default_value = "./testdeck.db")]
    pub database: PathBuf,

    /// The file to write; it must not exist yet.
    #[arg(value_name = "DEST")]
    pub destination: PathBuf,
}

/// `testdeck copy`: every row of one database into another, empty one, of either engine; the
/// way to move a SQLite file into PostgreSQL (and back). Stop the servers on `--from` first:
/// what they write meanwhile may be missed.
#[derive(Debug, Clone, clap::Args)]
pub struct Copy {
    /// The database to copy: a SQLite file, or a `postgres://` URL. It is brought up to this
    /// version's schema first, as a server starting on it would.
    #[arg(long, value_name = "FILE|URL")]
    pub from: crate::store::Database,

    /// The database to copy into: a SQLite file (created when missing) or a `postgres://` URL
    /// of an existing database. Every table of it must be empty.
    #[arg(long, value_name = "FILE|URL")]
    pub to: crate::store::Database,
}

/// What the command line asks for.
pub enum Action {
    Serve(Config),
    Backup(Backup),
    Copy(Copy),
    Client(crate::cli::ClientCommand),
}

impl Cli {
    pub fn action(self) -> Action {
        match self.command {
            Some(Command::Serve(config)) => Action::Serve(config),
            Some(Command::Backup(backup)) => Action::Backup(backup),
            Some(Command::Copy(copy)) => Action::Copy(copy),
            Some(Command::Client(command)) => Action::Client(command),
            None => Action::Serve(self.serve),
        }
    }

    /// The serving configuration; for tests, which always serve.
    #[cfg(test)]
    pub fn into_config(self) -> Config {
        match self.action() {
            Action::Serve(config) => config,
            Action::Backup(_) | Action::Copy(_) | Action::Client(_) => panic!("not a serve command line"),
        }
    }
}

#[derive(Debug, Clone, clap::Args)]
pub struct Config {
    /// Address and port to listen on. Port 0 picks a free port; the chosen address is printed
    /// on standard output as `testdeck listening on http://ADDR`.
    #[arg(long, env = "TESTDECK_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// Where the data lives: a SQLite file (created at start when missing; `sqlite:PATH` works
    /// too), or a PostgreSQL database that several servers share, as a URL
    /// (`postgres://USER:PASSWORD@HOST:PORT/DATABASE`; the database must exist; add
    /// `?sslmode=verify-full&sslrootcert=CA.pem` for TLS). Either is migrated to the current
    /// schema at start.
    #[arg(long, env = "TESTDECK_DATABASE", default_value = "./testdeck.db", value_name = "FILE|URL")]
    pub database: crate::store::Database,

    /// Key that signs session tokens (HS256), at least 32 bytes. When unset, a random key is
    /// generated on first start and kept in the database, so sessions survive restarts.
    #[arg(long, env = "TESTDECK_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<Secret>,

    /// Key that encrypts stored secrets (test-account passwords, team-chat webhook URLs and
    /// signing secrets; XChaCha20-Poly1305): 64 hexadecimal digits, i.e. 32 bytes, e.g. from
    /// `openssl rand -hex 32`. When unset, a random key is generated on first start and kept in
    /// the database. Set it to keep the key apart from the data (backups of the file then hold
    /// no readable secret); once secrets are stored, changing the key makes them unreadable.
    #[arg(long, env = "TESTDECK_DATA_KEY", hide_env_values = true, value_name = "HEX")]
    pub data_key: Option<KeyBytes>,

    /// Whether anyone may create an account and organization with `POST /v1/auth/register`.
    /// Invitations work either way.
    #[arg(
        long,
        env = "TESTDECK_ALLOW_REGISTRATION",
        default_value_t = true,
        action = clap::ArgAction::Set,
        value_name = "true|false"
    )]
    pub allow_registration: bool,

    /// Whether team-chat webhooks may point at loopback, private, link-local and other internal
    /// addresses (127.0.0.0/8, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16,
    /// 100.64.0.0/10, ::1, fc00::/7, fe80::/10, …). Refused by default, so a project's webhook
    /// cannot reach services on the server's own network; allow it for a chat server inside
    /// that network, or for tests.
    #[arg(
        long,
        env = "TESTDECK_ALLOW_PRIVATE_WEBHOOKS",
        default_value_t = false,
        action = clap::ArgAction::Set,
        value_name = "true|false"
    )]
    pub allow_private_webhooks: bool,

    /// Whether test runs may send their HTTP checks to loopback, private, link-local and other
    /// internal addresses, this server's own among them. Default: allowed when the server
    /// listens on a loopback address only (a person testing services on their own machine),
    /// refused otherwise, so nobody who may create an environment can probe the server's
    /// network. Cloud metadata addresses (169.254.169.254, …) are refused unless this is set to
    /// true explicitly. The start-up log says which applies.
    #[arg(long, env = "TESTDECK_ALLOW_PRIVATE_TARGETS", action = clap::ArgAction::Set, value_name = "true|false")]
    pub allow_private_targets: Option<bool>,

    /// How many runs of one organization execute at once, at most (the server executes 8 in
    /// all); further runs wait `queued`. Organizations waiting are served in turn, so one with
    /// many slow runs never holds up another's.
    #[arg(long, env = "TESTDECK_RUNS_PER_ORGANIZATION", default_value_t = 4, value_name = "N",
          value_parser = clap::value_parser!(u8).range(1..=8))]
    pub runs_per_organization: u8,

    /// With several servers on one PostgreSQL database: how long a server's hold on a run it
    /// executes lasts (it renews it every third of that while the run goes on). When a server
    /// stops, another ends its runs, in `error`, within about this long. Unused on SQLite.
    #[arg(long, env = "TESTDECK_RUN_LEASE_SECS", default_value_t = 30, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(3..=3600))]
    pub run_lease_secs: u64,

    /// Base URL under which clients reach this server, e.g. `https://testdeck.example.com`;
    /// the links of shared runs and results (`POST …/share`) start with it. Set it when the
    /// server sits behind a proxy or listens on a wildcard address. Default: `http://` and the
    /// listen address (the port actually bound, with `--listen …:0`).
    #[arg(long, env = "TESTDECK_PUBLIC_URL", value_name = "URL", value_parser = parse_public_url)]
    pub public_url: Option<String>,

    /// Addresses of reverse proxies in front of this server (comma-separated addresses or CIDR
    /// ranges, e.g. `10.0.0.5,192.168.0.0/24`). Only a request from one of them may say, in
    /// `X-Forwarded-For`, which client it comes from; for any other, the connection's address is
    /// the client's. Sign-in throttling is per client address, so set this behind a proxy, and
    /// only to the proxies themselves.
    #[arg(long, env = "TESTDECK_TRUSTED_PROXIES", value_name = "ADDRESSES", value_delimiter = ',')]
    pub trusted_proxies: Vec<AddressRange>,

    /// Web origins whose pages may call the API from a browser (CORS), comma-separated, e.g.
    /// `https://testdeck.example.com,http://localhost:5173`. Off by default: no other origin's
    /// page can read an answer. Requests still need a bearer token: the web app's session cookie is never sent across origins.
    #[arg(long, env = "TESTDECK_CORS_ORIGINS", value_name = "ORIGINS", value_delimiter = ',', value_parser = parse_origin)]
    pub cors_origins: Vec<String>,

    /// Requests each caller may make per minute, as `N/min`, or `off`. A caller is its bearer
    /// token on authenticated routes and its address elsewhere; past the budget the answer is
    /// 429 with `Retry-After`, and every answer carries `RateLimit` and `RateLimit-Policy`.
    #[arg(long, env = "TESTDECK_RATE_LIMIT", default_value = "600/min", value_name = "N/min|off")]
    pub rate_limit: RateLimit,

    /// Address to serve operating figures on, as Prometheus text at `GET /metrics` (requests by
    /// route and status, latency, runs by state, the run queue, database waits). Off by
    /// default; keep it on an address only your monitoring reaches, e.g. `127.0.0.1:9090`.
    #[arg(long, env = "TESTDECK_METRICS_LISTEN", value_name = "ADDR")]
    pub metrics_listen: Option<SocketAddr>,

    /// Folder to serve the web app from instead of the copy built into the binary: `web/dist`
    /// while working on the app (`node web/build.mjs` after each change, then reload the page).
    /// Not for production: files are read on each request and not cached.
    #[arg(long, env = "TESTDECK_WEB_DIR", value_name = "DIR")]
    pub web_dir: Option<PathBuf>,

    /// Seconds to let in-flight requests finish after SIGINT or SIGTERM.
    #[arg(long, env = "TESTDECK_SHUTDOWN_GRACE", default_value_t = 30)]
    pub shutdown_grace_secs: u64,
}

impl Config {
    /// The base URL of public links, without a trailing slash.
    pub fn public_url(&self) -> String {
        self.public_url.clone().unwrap_or_else(|| format!("http://{}", self.listen))
    }
}

/// An absolute `http` or `https` URL without query or fragment; kept without trailing slash.
fn parse_public_url(s: &str) -> Result<String, String> {
    let url = url::Url::parse(s).map_err(|e| format!("not an absolute URL: {e}"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err("must be an http:// or https:// URL with a host".into());
    }
    if url.query().is_some() || url.fragment().is_some() || !url.username().is_empty() || url.password().is_some() {
        return Err("must have no query, fragment or credentials".into());
    }
    Ok(url.as_str().trim_end_matches('/').to_string())
}

/// A request budget per caller and minute; `off` is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimit(Option<u32>);

impl RateLimit {
    pub fn per_minute(self) -> Option<u32> {
        self.0
    }
}

impl std::str::FromStr for RateLimit {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if text.trim().eq_ignore_ascii_case("off") {
            return Ok(RateLimit(None));
        }
        text.trim()
            .strip_suffix("/min")
            .and_then(|n| n.trim().parse::<u32>().ok())
            .filter(|n| *n > 0)
            .map(|n| RateLimit(Some(n)))
            .ok_or_else(|| format!("{text:?} is not a rate limit: give requests per minute, e.g. 600/min, or off"))
    }
}

/// A web origin as browsers send it: `scheme://host[:port]`, nothing after.
fn parse_origin(s: &str) -> Result<String, String> {
    let url = url::Url::parse(s.trim()).map_err(|e| format!("{s:?} is not an origin like https://app.example: {e}"))?;
    let bare = url.path() == "/" && url.query().is_none() && url.fragment().is_none() && url.username().is_empty();
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() || !bare || s.trim().ends_with('/') {
        return Err(format!("{s:?} is not an origin like https://app.example (scheme, host and port only)"));
    }
    Ok(url.origin().ascii_serialization())
}

/// An address, or a CIDR range of them (`192.168.0.0/24`, `fd00::/8`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AddressRange {
    network: IpAddr,
    prefix: u8,
}

impl AddressRange {
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        match (self.network, ip) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                same_prefix(u32::from(net).into(), u32::from(ip).into(), 32, self.prefix)
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => same_prefix(u128::from(net), u128::from(ip), 128, self.prefix),
            _ => false,
        }
    }
}

fn same_prefix(a: u128, b: u128, bits: u8, prefix: u8) -> bool {
    let shift = u32::from(bits - prefix);
    shift >= 128 || (a >> shift) == (b >> shift)
}

impl std::str::FromStr for AddressRange {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let (address, prefix) = text.trim().split_once('/').map_or((text.trim(), None), |(a, p)| (a, Some(p)));
        let network: IpAddr =
            address.parse().map_err(|_| format!("{address:?} is not an IP address (e.g. 10.0.0.5 or 10.0.0.0/8)"))?;
        let bits = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => bits,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= bits)
                .ok_or_else(|| format!("{p:?} is not a prefix length for {network} (0 to {bits})"))?,
        };
        Ok(AddressRange { network, prefix })
    }
}

/// A configuration value that must never be printed: `Debug` shows only that it is set.
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// A 32-byte key given as 64 hexadecimal digits; `Debug` shows only that it is set.
#[derive(Clone)]
pub struct KeyBytes([u8; crate::crypto::KEY_LEN]);

impl KeyBytes {
    pub fn expose(&self) -> &[u8; crate::crypto::KEY_LEN] {
        &self.0
    }
}

impl fmt::Debug for KeyBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeyBytes(***)")
    }
}

impl std::str::FromStr for KeyBytes {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::crypto::key_from_hex(s).map(KeyBytes)
    }
}

impl std::str::FromStr for Secret {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.len() < 32 {
            return Err("must be at least 32 bytes long".into());
        }
        Ok(Secret(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_ranges_match_their_prefix() {
        let range: AddressRange = "10.1.0.0/16".parse().unwrap();
        assert!(range.contains("10.1.200.3".parse().unwrap()));
        assert!(range.contains("::ffff:10.1.0.9".parse().unwrap()), "IPv4-mapped IPv6 is the IPv4 address");
        assert!(!range.contains("10.2.0.1".parse().unwrap()));
        let one: AddressRange = "fd00::1".parse().unwrap();
        assert!(one.contains("fd00::1".parse().unwrap()) && !one.contains("fd00::2".parse().unwrap()));
        assert!("0.0.0.0/0".parse::<AddressRange>().unwrap().contains("8.8.8.8".parse().unwrap()));
        assert!("10.0.0.0/33".parse::<AddressRange>().unwrap_err().contains("prefix"));
        assert!("proxy.local".parse::<AddressRange>().unwrap_err().contains("not an IP address"));
    }

    #[test]
    fn data_key_is_64_hex_digits_and_never_printed() {
        let hex = "00112233445566778899aabbccddeeff".repeat(2);
        let config = Cli::try_parse_from(["testdeck", "--data-key", &hex]).unwrap().into_config();
        let key = config.data_key.as_ref().expect("data key set");
        assert_eq!(key.expose()[..3], [0x00, 0x11, 0x22]);
        assert!(!format!("{config:?}").contains("aabbcc"), "Debug shows the key: {config:?}");

        for bad in ["abc", &hex[..63], &format!("{}xy", &hex[..62])] {
            assert!(Cli::try_parse_from(["testdeck", "--data-key", bad]).is_err(), "{bad}");
        }
        let unset = Cli::try_parse_from(["testdeck"]).unwrap().into_config();
        assert!(unset.data_key.is_none());
    }

    #[test]
    fn public_url_defaults_to_the_listen_address_and_drops_a_trailing_slash() {
        let config = Cli::try_parse_from(["testdeck", "--listen", "127.0.0.1:9000"]).unwrap().into_config();
        assert_eq!(config.public_url(), "http://127.0.0.1:9000");
        let set = Cli::try_parse_from(["testdeck", "--public-url", "https://td.example.com/base/"]).unwrap();
        assert_eq!(set.into_config().public_url(), "https://td.example.com/base");
        for bad in ["td.example.com", "ftp://td.example.com", "https://td.example.com/?a=1", "https://u:p@td.x"] {
            assert!(Cli::try_parse_from(["testdeck", "--public-url", bad]).is_err(), "{bad}");
        }
    }
}
