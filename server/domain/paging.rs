//! `limit`/`offset` of list operations, and the cursors of the lists that offer them. The
//! front layer has already held them to the contract (1–100, ≥ 0); the defaults live here.

use crate::error::{Error, Result};

pub const DEFAULT_LIMIT: u8 = 50;

#[derive(Debug, Clone, Copy)]
pub struct Paging {
    pub limit: u8,
    pub offset: u32,
}

impl Paging {
    pub fn new(limit: Option<u8>, offset: Option<u32>) -> Self {
        Paging { limit: limit.unwrap_or(DEFAULT_LIMIT).clamp(1, 100), offset: offset.unwrap_or(0) }
    }
}

/// Where a page of a list ended: the position of its last item in the list order (newest
/// first, then by id). The next page starts right after it, found through the list's index
/// however deep it is. Opaque to clients: base64url of the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    pub created_at: String,
    pub id: String,
}

impl Cursor {
    pub fn encode(&self) -> String {
        use base64::Engine as _;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{}\n{}", self.created_at, self.id))
    }

    /// The cursor a page answered as `nextCursor`, given back with the next request. Every
    /// caller's own: it names a position, not an object, and grants nothing.
    pub fn decode(text: &str, offset: u32) -> Result<Cursor> {
        use base64::Engine as _;
        let invalid =
            || Error::invalid("cursor", "is not a cursor this server gave: pass a page's `nextCursor` as it is");
        if offset != 0 {
            return Err(Error::invalid("cursor", "cannot be combined with an offset: send offset=0 with it"));
        }
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(text).map_err(|_| invalid())?;
        let text = String::from_utf8(bytes).map_err(|_| invalid())?;
        let (created_at, id) = text.split_once('\n').ok_or_else(invalid)?;
        let plausible = |s: &str| !s.is_empty() && s.len() <= 64 && !s.chars().any(char::is_control);
        if !plausible(created_at) || !plausible(id) {
            return Err(invalid());
        }
        Ok(Cursor { created_at: created_at.to_string(), id: id.to_string() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_comes_back_as_it_went_and_nothing_else_passes() {
        let cursor = Cursor { created_at: "2026-11-23T12:00:00.123456Z".into(), id: "tc_abc".into() };
        assert_eq!(Cursor::decode(&cursor.encode(), 0).unwrap(), cursor);
        assert!(Cursor::decode(&cursor.encode(), 50).is_err(), "not with an offset");
        for bad in ["", "not-base64!", "aGVsbG8", "YQpi\n", "Cgo"] {
            assert!(Cursor::decode(bad, 0).is_err(), "{bad:?}");
        }
    }
}
