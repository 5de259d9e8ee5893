//! Who is calling: passwords, session tokens, API tokens, one-time codes, throttling.

pub mod jwt;
pub mod otp;
pub mod passwords;
pub mod throttle;

pub use crate::domain::principal::{Credential, Principal, Role};

/// Access tokens are short-lived; a refresh token renews them.
pub const ACCESS_TOKEN_TTL_SECS: i64 = 15 * 60;
pub const REFRESH_TOKEN_TTL_DAYS: i64 = 30;
/// Plaintext prefix of personal API tokens.
pub const API_TOKEN_PREFIX: &str = "svc";
