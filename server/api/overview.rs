//! Figures about a project: activity over a window, and the space its data takes. (Skeleton.)

use testdeck_api::models;

use crate::error::{Error, Result};
use crate::http::context::RequestContext;
use crate::state::AppState;

pub async fn overview(
    _s: &AppState,
    _c: &RequestContext,
    _project_id: String,
    _preset: models::GetProjectOverviewPresetParameter,
) -> Result<models::ProjectOverview> {
    Err(Error::not_implemented())
}
pub async fn storage_usage(_s: &AppState, _c: &RequestContext, _project_id: String) -> Result<models::StorageUsage> {
    Err(Error::not_implemented())
}
