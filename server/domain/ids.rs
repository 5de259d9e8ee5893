//! Opaque identifiers and secrets: a short prefix naming the kind (`prj_…`), then random base62.

use rand::{distr::Alphanumeric, Rng};
use sha2::{Digest, Sha256};

/// A new id such as `prj_7GkQ2mX9aLw4Tz1b`: 16 random base62 characters (~95 bits).
pub fn new_id(prefix: &str) -> String {
    format!("{prefix}_{}", random_base62(16))
}

/// A bearer secret such as `svc_…`: 40 random base62 characters (~238 bits).
pub fn new_secret(prefix: &str) -> String {
    format!("{prefix}_{}", random_base62(40))
}

pub fn random_base62(len: usize) -> String {
    rand::rng().sample_iter(&Alphanumeric).take(len).map(char::from).collect()
}

/// What the database keeps of a secret: its sha256, hex. The plaintext is never stored.
pub fn secret_hash(secret: &str) -> String {
    sha256_hex(secret.as_bytes())
}

/// The SHA-256 of `bytes`, as 64 lowercase hexadecimal digits.
pub fn sha256_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    // Hashed on every request made with an API token: no allocation per byte.
    let mut hex = String::with_capacity(64);
    for byte in Sha256::digest(bytes) {
        hex.push(DIGITS[usize::from(byte >> 4)] as char);
        hex.push(DIGITS[usize::from(byte & 0xf)] as char);
    }
    hex
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_carry_their_prefix_and_differ() {
        let a = new_id("prj");
        assert!(a.starts_with("prj_") && a.len() == 20, "{a}");
        assert_ne!(a, new_id("prj"));
    }

    #[test]
    fn secret_hash_is_hex_sha256() {
        assert_eq!(secret_hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
