//! Command line and environment: everything an operator can set, documented in `--help`.

use std::{fmt, net::SocketAddr, path::PathBuf};

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
        SQLite file. Without a subcommand, `serve` runs.\n\n\
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
}

impl Cli {
    pub fn into_config(self) -> Config {
        match self.command {
            Some(Command::Serve(config)) => config,
            None => self.serve,
        }
    }
}

#[derive(Debug, Clone, clap::Args)]
pub struct Config {
    /// Address and port to listen on. Port 0 picks a free port; the chosen address is printed
    /// on standard output as `testdeck listening on http://ADDR`.
    #[arg(long, env = "TESTDECK_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// SQLite database file. Created, and migrated to the current schema, at start.
    #[arg(long, env = "TESTDECK_DATABASE", default_value = "./testdeck.db")]
    pub database: PathBuf,

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

    /// Base URL under which clients reach this server, e.g. `https://testdeck.example.com`;
    /// the links of shared runs and results (`POST …/share`) start with it. Set it when the
    /// server sits behind a proxy or listens on a wildcard address. Default: `http://` and the
    /// listen address (the port actually bound, with `--listen …:0`).
    #[arg(long, env = "TESTDECK_PUBLIC_URL", value_name = "URL", value_parser = parse_public_url)]
    pub public_url: Option<String>,

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
