//! `limit`/`offset` of list operations. The front layer has already held them to the
//! contract (1–100, ≥ 0); the defaults live here.

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
