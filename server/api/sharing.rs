//! Public, read-only views of runs and results. (Skeleton.)

use testdeck_api::models;

use crate::error::{Error, Result};
use crate::http::context::RequestContext;
use crate::state::AppState;

pub async fn share_run(_s: &AppState, _c: &RequestContext, _run_id: String) -> Result<models::Share> {
    Err(Error::not_implemented())
}
pub async fn unshare_run(_s: &AppState, _c: &RequestContext, _run_id: String) -> Result<models::Deleted> {
    Err(Error::not_implemented())
}
pub async fn share_result(
    _s: &AppState,
    _c: &RequestContext,
    _case_id: String,
    _result_id: String,
) -> Result<models::Share> {
    Err(Error::not_implemented())
}
pub async fn unshare_result(
    _s: &AppState,
    _c: &RequestContext,
    _case_id: String,
    _result_id: String,
) -> Result<models::Deleted> {
    Err(Error::not_implemented())
}
pub async fn shared_run(_s: &AppState, _token: String) -> Result<models::SharedTestRun> {
    Err(Error::not_implemented())
}
pub async fn shared_result(_s: &AppState, _token: String) -> Result<models::TestResult> {
    Err(Error::not_implemented())
}
