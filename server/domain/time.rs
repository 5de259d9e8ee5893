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
