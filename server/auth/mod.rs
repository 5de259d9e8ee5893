//! Who is calling: passwords, session tokens, API tokens, one-time codes, throttling.

pub mod jwt;
pub mod otp;
pub mod passwords;
pub mod throttle;

use crate::error::{Error, Result};

/// Access tokens are short-lived; a refresh token renews them.
pub const ACCESS_TOKEN_TTL_SECS: i64 = 15 * 60;
pub const REFRESH_TOKEN_TTL_DAYS: i64 = 30;
/// Plaintext prefix of personal API tokens.
pub const API_TOKEN_PREFIX: &str = "svc";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Owner,
    Admin,
    Member,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Admin => "admin",
            Role::Member => "member",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        match text {
            "owner" => Some(Role::Owner),
            "admin" => Some(Role::Admin),
            "member" => Some(Role::Member),
            _ => None,
        }
    }
}

/// The authenticated caller of a request, as the front layer established it.
#[derive(Debug, Clone)]
pub struct Principal {
    pub account_id: String,
    pub organization_id: String,
    pub role: Role,
}

impl Principal {
    /// Owners and admins manage teams and invitations.
    pub fn require_admin(&self) -> Result<()> {
        match self.role {
            Role::Owner | Role::Admin => Ok(()),
            Role::Member => {
                Err(Error::forbidden("Only owners and admins of the organization may do this; ask one of them."))
            }
        }
    }
}
