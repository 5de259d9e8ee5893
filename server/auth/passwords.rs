//! Password hashing with argon2id (the crate's defaults follow OWASP's recommendation).

use std::sync::OnceLock;

use argon2::{
    password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};

use crate::error::{Error, Result};

pub fn hash(password: &str) -> Result<String> {
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| Error::internal(anyhow::anyhow!("argon2: {e}")))
}

/// Checks `password` against a stored hash. With no hash (unknown account) it still spends the
/// same time on a dummy hash, so response times do not tell which emails have accounts.
pub fn verify(password: &str, stored: Option<&str>) -> bool {
    static DUMMY: OnceLock<String> = OnceLock::new();
    let dummy = DUMMY.get_or_init(|| hash("testdeck-dummy-password").unwrap_or_default());
    let (candidate, real) = match stored {
        Some(h) => (h, true),
        None => (dummy.as_str(), false),
    };
    let ok = PasswordHash::new(candidate)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false);
    ok && real
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verifies_only_the_right_password() {
        let stored = hash("correct horse").unwrap();
        assert!(stored.starts_with("$argon2id$"));
        assert!(verify("correct horse", Some(&stored)));
        assert!(!verify("wrong horse", Some(&stored)));
        assert!(!verify("correct horse", None));
    }
}
