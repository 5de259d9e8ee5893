//! Times are stored and sent as RFC 3339 UTC with milliseconds, which sort as text.

use chrono::{DateTime, SecondsFormat, SubsecRound, Utc};

/// Now, to the millisecond: what is answered equals what is stored and read back later.
pub fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(3)
}

pub fn to_text(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Millis, true)
}

pub fn now_text() -> String {
    to_text(now())
}

/// Reads a time the store wrote. A malformed one means the file was edited by hand.
pub fn from_text(text: &str) -> rusqlite::Result<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e)))
}
