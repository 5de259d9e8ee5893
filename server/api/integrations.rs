//! The team-chat integration: connect, configure, test, and reports of runs. (Skeleton.)

use testdeck_api::models;

use crate::error::{Error, Result};
use crate::http::context::RequestContext;
use crate::state::AppState;

pub async fn notification_settings(
    _s: &AppState,
    _c: &RequestContext,
    _project_id: String,
) -> Result<models::NotificationSettings> {
    Err(Error::not_implemented())
}
pub async fn update_notification_settings(
    _s: &AppState,
    _c: &RequestContext,
    _project_id: String,
    _input: models::NotificationSettingsUpdate,
) -> Result<models::NotificationSettings> {
    Err(Error::not_implemented())
}
pub async fn update_configs(
    _s: &AppState,
    _c: &RequestContext,
    _project_id: String,
    _input: models::IntegrationConfigsUpdate,
) -> Result<models::IntegrationConfigs> {
    Err(Error::not_implemented())
}
pub async fn connect(
    _s: &AppState,
    _c: &RequestContext,
    _project_id: String,
    _input: models::TeamChatConnectInput,
) -> Result<models::TeamChatConnection> {
    Err(Error::not_implemented())
}
pub async fn disconnect(_s: &AppState, _c: &RequestContext, _project_id: String) -> Result<models::IntegrationConfigs> {
    Err(Error::not_implemented())
}
pub async fn test(_s: &AppState, _c: &RequestContext, _project_id: String) -> Result<models::Delivery> {
    Err(Error::not_implemented())
}
pub async fn send_report(_s: &AppState, _c: &RequestContext, _run_id: String) -> Result<models::Delivery> {
    Err(Error::not_implemented())
}
