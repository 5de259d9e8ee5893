//! Secrets the server keeps for others and must give back in plaintext later (test-account
//! passwords for the runner): sealed with XChaCha20-Poly1305 under the server's data key.
//!
//! A sealed value is `nonce (24 random bytes) ‖ ciphertext ‖ tag (16 bytes)`. The random
//! 192-bit nonce makes reuse under one key a non-issue, so no counter has to be kept.

use std::fmt;

use chacha20poly1305::{
    aead::{Aead, KeyInit},
    XChaCha20Poly1305, XNonce,
};
use rand::RngCore;

use crate::error::{Error, Result};

/// Bytes in a data key.
pub const KEY_LEN: usize = 32;
/// Bytes of nonce at the start of a sealed value.
pub const NONCE_LEN: usize = 24;
/// Bytes of authentication tag at the end of a sealed value.
const TAG_LEN: usize = 16;

/// The symmetric key that seals stored secrets. `Debug` never shows it.
#[derive(Clone)]
pub struct DataKey {
    cipher: XChaCha20Poly1305,
}

impl DataKey {
    pub fn new(key: &[u8; KEY_LEN]) -> DataKey {
        DataKey { cipher: XChaCha20Poly1305::new(key.into()) }
    }

    /// A key from exactly 32 bytes; anything else is refused.
    pub fn from_slice(key: &[u8]) -> Result<DataKey> {
        let key: &[u8; KEY_LEN] = key.try_into().map_err(|_| {
            Error::internal(anyhow::anyhow!("a data key has {KEY_LEN} bytes, this one has {}", key.len()))
        })?;
        Ok(DataKey::new(key))
    }

    /// 32 fresh random bytes, for a new key.
    pub fn random_bytes() -> Vec<u8> {
        let mut key = vec![0u8; KEY_LEN];
        rand::rng().fill_bytes(&mut key);
        key
    }

    /// Encrypts and authenticates `plaintext` under a fresh random nonce, which is prepended.
    pub fn seal(&self, plaintext: &[u8]) -> Vec<u8> {
        let mut nonce = [0u8; NONCE_LEN];
        rand::rng().fill_bytes(&mut nonce);
        let ciphertext = self
            .cipher
            .encrypt(&XNonce::from(nonce), plaintext)
            .expect("XChaCha20-Poly1305 encrypts any message that fits in memory");
        let mut sealed = Vec::with_capacity(NONCE_LEN + ciphertext.len());
        sealed.extend_from_slice(&nonce);
        sealed.extend_from_slice(&ciphertext);
        sealed
    }

    /// The plaintext of a value [`seal`](Self::seal)ed under this key. A value that was
    /// changed, cut short, or sealed under another key is an error (never a wrong plaintext).
    pub fn open(&self, sealed: &[u8]) -> Result<Vec<u8>> {
        if sealed.len() < NONCE_LEN + TAG_LEN {
            return Err(Error::internal(anyhow::anyhow!("sealed value too short ({} bytes)", sealed.len())));
        }
        let (nonce, ciphertext) = sealed.split_at(NONCE_LEN);
        let nonce: [u8; NONCE_LEN] = nonce.try_into().map_err(Error::internal)?;
        self.cipher.decrypt(&XNonce::from(nonce), ciphertext).map_err(|_| {
            Error::internal(anyhow::anyhow!(
                "a sealed value does not open: it was altered, or sealed under another data key"
            ))
        })
    }
}

impl fmt::Debug for DataKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DataKey(***)")
    }
}

/// Decodes 64 hexadecimal digits (either case) into a 32-byte key.
pub fn key_from_hex(text: &str) -> std::result::Result<[u8; KEY_LEN], String> {
    let text = text.trim();
    if text.len() != 2 * KEY_LEN || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("must be {} hexadecimal digits ({KEY_LEN} bytes)", 2 * KEY_LEN));
    }
    let mut key = [0u8; KEY_LEN];
    for (byte, pair) in key.iter_mut().zip(text.as_bytes().chunks_exact(2)) {
        let pair = std::str::from_utf8(pair).map_err(|e| e.to_string())?;
        *byte = u8::from_str_radix(pair, 16).map_err(|e| e.to_string())?;
    }
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> DataKey {
        DataKey::new(&[byte; KEY_LEN])
    }

    #[test]
    fn seal_then_open_gives_the_plaintext_back() {
        let k = key(7);
        for plaintext in [&b""[..], b"hunter2", "pässwörd ✓".as_bytes(), &[0u8; 4096]] {
            let sealed = k.seal(plaintext);
            assert_eq!(sealed.len(), NONCE_LEN + plaintext.len() + TAG_LEN);
            assert_eq!(k.open(&sealed).unwrap(), plaintext);
        }
    }

    #[test]
    fn each_seal_uses_a_fresh_nonce() {
        let k = key(7);
        let (a, b) = (k.seal(b"same"), k.seal(b"same"));
        assert_ne!(a[..NONCE_LEN], b[..NONCE_LEN]);
        assert_ne!(a, b);
    }

    #[test]
    fn sealed_value_does_not_contain_the_plaintext() {
        let sealed = key(7).seal(b"correct horse battery staple");
        assert!(!sealed.windows(7).any(|w| w == b"correct"));
    }

    #[test]
    fn any_changed_byte_is_detected() {
        let k = key(7);
        let sealed = k.seal(b"hunter2");
        for i in 0..sealed.len() {
            let mut tampered = sealed.clone();
            tampered[i] ^= 0x01;
            assert!(k.open(&tampered).is_err(), "flipped byte {i} went unnoticed");
        }
        assert!(k.open(&sealed[..sealed.len() - 1]).is_err(), "truncated value opened");
        assert!(k.open(&sealed[..NONCE_LEN]).is_err(), "nonce alone opened");
        assert!(k.open(&[]).is_err());
    }

    #[test]
    fn another_key_cannot_open() {
        let sealed = key(7).seal(b"hunter2");
        let error = key(8).open(&sealed).unwrap_err();
        assert_eq!(error.status(), 500);
    }

    #[test]
    fn debug_hides_the_key() {
        assert_eq!(format!("{:?}", key(0xab)), "DataKey(***)");
    }

    #[test]
    fn keys_come_from_64_hex_digits() {
        let hex = "00ff10Ab".repeat(8);
        let bytes = key_from_hex(&hex).unwrap();
        assert_eq!(bytes[..4], [0x00, 0xff, 0x10, 0xab]);
        assert!(key_from_hex(&hex[..62]).is_err());
        assert!(key_from_hex(&format!("{}zz", &hex[..62])).is_err());
        assert!(key_from_hex(&format!("{hex}00")).is_err());
        assert!(DataKey::from_slice(&[1; 31]).is_err());
        assert_eq!(DataKey::random_bytes().len(), KEY_LEN);
    }
}
