//! One-time sign-in codes: how they are delivered.

/// Delivers a code to the owner of an email address.
pub trait OtpSender: Send + Sync {
    fn send(&self, email: &str, code: &str);
}

/// Local mode: the code is written to the server log, where the operator reads it.
pub struct LogSender;

impl OtpSender for LogSender {
    fn send(&self, email: &str, code: &str) {
        tracing::info!(%email, %code, "one-time sign-in code (local delivery: read it here)");
    }
}

/// Codes live this long.
pub const OTP_TTL_SECS: i64 = 10 * 60;
/// Wrong guesses allowed before a code is void.
pub const OTP_MAX_ATTEMPTS: i64 = 5;

pub fn new_code() -> String {
    use rand::Rng;
    format!("{:06}", rand::rng().random_range(0..1_000_000))
}
