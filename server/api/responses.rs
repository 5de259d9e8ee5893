//! `impl From<Error> for <Operation>Response` for every operation, written by build.rs from the
//! statuses the contract documents for it.

use crate::error::Error;

include!(concat!(env!("OUT_DIR"), "/error_responses.rs"));
