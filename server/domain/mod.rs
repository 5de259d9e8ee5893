//! Validated values and rules that hold whatever the transport: ids, times, names, roles.

pub mod flaky;
pub mod healing;
pub mod ids;
pub mod names;
pub mod paging;
pub mod principal;
pub mod run;
pub mod test_case;
pub mod time;
