//! Who is calling, once the front layer has authenticated them, and what their role lets them do.

use crate::error::{Error, Result};

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

/// What the caller presented.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    /// An access token of a signed-in session.
    Session,
    /// A personal API token (`svc_…`).
    ApiToken,
}

/// The authenticated caller of a request, as the front layer established it.
#[derive(Debug, Clone)]
pub struct Principal {
    pub account_id: String,
    pub organization_id: String,
    pub role: Role,
    pub credential: Credential,
}

impl Principal {
    /// Some things need a person signed in, not a script's token: making API tokens, which
    /// would otherwise outlive the token that made them.
    pub fn require_session(&self, what: &str) -> Result<()> {
        match self.credential {
            Credential::Session => Ok(()),
            Credential::ApiToken => Err(Error::forbidden(format!(
                "{what} needs a signed-in session (a token from POST /v1/auth/login), not an API token."
            ))),
        }
    }

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
