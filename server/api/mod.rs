//! The generated `Api` trait, implemented by delegation: one line per operation, mapping the
//! area function's result onto the operation's response enum. The work happens in the area
//! modules; errors become the documented variants through `responses` (written by build.rs).

mod account;
pub mod attachments;
mod audit;
mod auth;
pub mod authenticate;
pub mod browser;
pub mod context;
pub mod environments;
pub mod flaky;
pub mod idempotency;
pub mod import;
pub mod ingest;
mod integrations;
pub mod overview;
pub mod projects;
mod responses;
pub mod results;
pub mod runs;
pub mod sharing;
pub mod suites;
mod tags;
mod teams;
mod test_accounts;
pub mod test_cases;

use std::sync::Arc;

use async_trait::async_trait;
use swagger::ApiError;
use testdeck_api::{
    models, ActivateTestCaseResponse, AddTeamMemberResponse, ApproveHealingResponse, BrowserLoginResponse,
    BrowserLogoutResponse, BrowserRefreshSessionResponse, BrowserVerifyOtpResponse, BulkActivateTestCasesResponse,
    BulkDeactivateTestCasesResponse, BulkDeleteTestCasesResponse, BulkMoveTestCasesToSuiteResponse,
    ConnectTeamChatResponse, CreateApiTokenResponse, CreateEnvironmentResponse, CreateInvitationResponse,
    CreateProjectResponse, CreateTagResponse, CreateTeamResponse, CreateTestAccountResponse, CreateTestCaseResponse,
    CreateTestRunResponse, CreateTestSuiteResponse, DeactivateTestCaseResponse, DeleteEnvironmentResponse,
    DeleteTagResponse, DeleteTestAccountResponse, DeleteTestCaseResponse, DeleteTestSuiteResponse,
    DisconnectTeamChatResponse, DismissHealingResponse, DownloadAttachmentResponse,
    DownloadSharedResultAttachmentResponse, DownloadSharedRunAttachmentResponse, DuplicateTestCaseResponse,
    GetEnvironmentResponse, GetHealthResponse, GetIntegrationConfigsResponse, GetMeResponse,
    GetNotificationSettingsResponse, GetProjectOverviewResponse, GetProjectResponse, GetProjectSettingsResponse,
    GetProjectStorageUsageResponse, GetSharedResultResponse, GetSharedTestRunResponse, GetTestAccountResponse,
    GetTestCaseHistoryResponse, GetTestCaseResponse, GetTestCaseResultResponse, GetTestCaseResultsHistoryResponse,
    GetTestRunResponse, GetTestRunSettingsResponse, GetTestSuiteResponse, ImportTestCasesResponse,
    ImportTestRunResultsResponse, ListApiTokensResponse, ListAuditEventsResponse, ListEnvironmentsResponse,
    ListFlakyCasesResponse, ListProjectsResponse, ListTagsResponse, ListTeamsResponse, ListTestAccountsResponse,
    ListTestCasesResponse, ListTestRunsResponse, ListTestSuiteDetailsResponse, ListTestSuitesResponse,
    ListUngroupedTestCasesResponse, LoginResponse, LogoutResponse, RefreshSessionResponse, RegisterResponse,
    RemoveTeamMemberResponse, ReplaceEnvironmentResponse, ReplaceTestAccountResponse, ReplaceTestCaseResponse,
    ReplaceTestSuiteResponse, ReportTestRunResultResponse, RequestOtpResponse, RevokeApiTokenResponse,
    RunTestCaseResponse, RunTestSuiteResponse, SendTestRunReportResponse, ShareTestCaseResultResponse,
    ShareTestRunResponse, StopTestRunResponse, StreamTestRunEventsResponse, TestTeamChatResponse,
    UnshareTestCaseResultResponse, UnshareTestRunResponse, UpdateIntegrationConfigsResponse,
    UpdateNotificationSettingsResponse, UpdateProjectResponse, UpdateProjectSettingsResponse, UpdateTagResponse,
    UpdateTestRunSettingsResponse, UploadResultAttachmentResponse, VerifyOtpResponse,
};

use self::context::RequestContext;
use self::runs::{Origin, Subject};
use crate::domain::test_case::StatusAction;
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::audit::AuditFilter;
use crate::store::environments::EnvironmentFilter;
use crate::store::filter::Scope;
use crate::store::runs::RunFilter;
use crate::store::suites::SuiteListFilter;
use crate::store::test_cases::{CaseFilter, SuiteFilter};
use crate::store::Paging;

#[derive(Clone)]
pub struct Api {
    state: Arc<AppState>,
}

impl Api {
    pub fn new(state: Arc<AppState>) -> Self {
        Api { state }
    }
}

/// The success variant from `ok`, or the documented error variant.
fn answer<T, R: From<Error>>(result: Result<T>, ok: impl FnOnce(T) -> R) -> Result<R, ApiError> {
    Ok(result.map_or_else(R::from, ok))
}

#[async_trait]
impl testdeck_api::Api<RequestContext> for Api {
    /// Create a personal API token
    async fn create_api_token(
        &self,
        api_token_input: models::ApiTokenInput,
        context: &RequestContext,
    ) -> Result<CreateApiTokenResponse, ApiError> {
        answer(account::create_api_token(&self.state, context, api_token_input).await, |t| {
            CreateApiTokenResponse::Created(models::CreatedApiTokenEnvelope::new(t))
        })
    }

    /// The signed-in account, its organization and teams
    async fn get_me(&self, context: &RequestContext) -> Result<GetMeResponse, ApiError> {
        answer(account::me(&self.state, context).await, |me| GetMeResponse::Ok(models::MeEnvelope::new(me)))
    }

    /// List your API tokens
    async fn list_api_tokens(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListApiTokensResponse, ApiError> {
        answer(account::list_api_tokens(&self.state, context, Paging::new(limit, offset)).await, |p| {
            ListApiTokensResponse::Ok(models::ApiTokenPageEnvelope::new(p))
        })
    }

    /// Revoke an API token
    async fn revoke_api_token(&self, id: String, context: &RequestContext) -> Result<RevokeApiTokenResponse, ApiError> {
        answer(account::revoke_api_token(&self.state, context, id).await, |d| {
            RevokeApiTokenResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// The organization's audit log
    async fn list_audit_events(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        action: Option<models::AuditAction>,
        actor_id: Option<String>,
        from: Option<chrono::DateTime<chrono::Utc>>,
        to: Option<chrono::DateTime<chrono::Utc>>,
        context: &RequestContext,
    ) -> Result<ListAuditEventsResponse, ApiError> {
        let filter = AuditFilter { action, actor_id, from, to };
        answer(audit::list(&self.state, context, filter, Paging::new(limit, offset)).await, |p| {
            ListAuditEventsResponse::Ok(models::AuditEventPageEnvelope::new(p))
        })
    }

    /// Sign in with email and password
    async fn login(
        &self,
        login_input: models::LoginInput,
        context: &RequestContext,
    ) -> Result<LoginResponse, ApiError> {
        answer(auth::login(&self.state, context, login_input).await, |s| {
            LoginResponse::Created(models::SessionEnvelope::new(s))
        })
    }

    /// End a session
    async fn logout(
        &self,
        refresh_input: models::RefreshInput,
        _context: &RequestContext,
    ) -> Result<LogoutResponse, ApiError> {
        answer(auth::logout(&self.state, refresh_input).await, |l| {
            LogoutResponse::Created(models::LoggedOutEnvelope::new(l))
        })
    }

    /// Trade a refresh token for a new session
    async fn refresh_session(
        &self,
        refresh_input: models::RefreshInput,
        _context: &RequestContext,
    ) -> Result<RefreshSessionResponse, ApiError> {
        answer(auth::refresh(&self.state, refresh_input).await, |s| {
            RefreshSessionResponse::Created(models::SessionEnvelope::new(s))
        })
    }

    /// Sign in a web page with email and password
    async fn browser_login(
        &self,
        login_input: models::LoginInput,
        context: &RequestContext,
    ) -> Result<BrowserLoginResponse, ApiError> {
        answer(browser::login(&self.state, context, login_input).await, |(s, cookie)| BrowserLoginResponse::Created {
            body: models::BrowserSessionEnvelope::new(s),
            set_cookie: Some(cookie),
        })
    }

    /// Sign in a web page with a one-time code
    async fn browser_verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
        context: &RequestContext,
    ) -> Result<BrowserVerifyOtpResponse, ApiError> {
        answer(browser::verify_otp(&self.state, context, otp_verify_input).await, |(s, cookie)| {
            BrowserVerifyOtpResponse::Created { body: models::BrowserSessionEnvelope::new(s), set_cookie: Some(cookie) }
        })
    }

    /// Renew a web page's session from its cookie
    async fn browser_refresh_session(
        &self,
        context: &RequestContext,
    ) -> Result<BrowserRefreshSessionResponse, ApiError> {
        answer(browser::refresh(&self.state, context).await, |(s, cookie)| BrowserRefreshSessionResponse::Created {
            body: models::BrowserSessionEnvelope::new(s),
            set_cookie: Some(cookie),
        })
    }

    /// End a web page's session
    async fn browser_logout(&self, context: &RequestContext) -> Result<BrowserLogoutResponse, ApiError> {
        answer(browser::logout(&self.state, context).await, |(l, cookie)| BrowserLogoutResponse::Created {
            body: models::LoggedOutEnvelope::new(l),
            set_cookie: Some(cookie),
        })
    }

    /// Create an account
    async fn register(
        &self,
        register_input: models::RegisterInput,
        _context: &RequestContext,
    ) -> Result<RegisterResponse, ApiError> {
        answer(auth::register(&self.state, register_input).await, |me| {
            RegisterResponse::Created(models::MeEnvelope::new(me))
        })
    }

    /// Send a one-time sign-in code
    async fn request_otp(
        &self,
        otp_request_input: models::OtpRequestInput,
        context: &RequestContext,
    ) -> Result<RequestOtpResponse, ApiError> {
        answer(auth::request_otp(&self.state, context, otp_request_input).await, |o| {
            RequestOtpResponse::Created(models::OtpRequestedEnvelope::new(o))
        })
    }

    /// Sign in with a one-time code
    async fn verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
        context: &RequestContext,
    ) -> Result<VerifyOtpResponse, ApiError> {
        answer(auth::verify_otp(&self.state, context, otp_verify_input).await, |s| {
            VerifyOtpResponse::Created(models::SessionEnvelope::new(s))
        })
    }

    /// Create an environment
    async fn create_environment(
        &self,
        project_id: String,
        environment_input: models::EnvironmentInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateEnvironmentResponse, ApiError> {
        answer(environments::create(&self.state, context, project_id, environment_input).await, |e| {
            CreateEnvironmentResponse::Created(models::EnvironmentEnvelope::new(e))
        })
    }

    /// Delete an environment
    async fn delete_environment(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<DeleteEnvironmentResponse, ApiError> {
        answer(environments::delete(&self.state, context, id).await, |d| {
            DeleteEnvironmentResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// Get an environment
    async fn get_environment(&self, id: String, context: &RequestContext) -> Result<GetEnvironmentResponse, ApiError> {
        answer(environments::get(&self.state, context, id).await, |e| {
            GetEnvironmentResponse::Ok(models::EnvironmentEnvelope::new(e))
        })
    }

    /// List environments
    async fn list_environments<'a>(
        &self,
        project_id: String,
        id: Option<String>,
        ids: Option<&'a Vec<String>>,
        project_id2: Option<String>,
        name: Option<String>,
        base_url: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListEnvironmentsResponse, ApiError> {
        let filter = EnvironmentFilter { scope: Scope::new(id, ids, project_id2), name, base_url };
        answer(environments::list(&self.state, context, project_id, filter, Paging::new(limit, offset)).await, |p| {
            ListEnvironmentsResponse::Ok(models::EnvironmentPageEnvelope::new(p))
        })
    }

    /// Replace an environment
    async fn replace_environment(
        &self,
        id: String,
        environment_input: models::EnvironmentInput,
        context: &RequestContext,
    ) -> Result<ReplaceEnvironmentResponse, ApiError> {
        answer(environments::replace(&self.state, context, id, environment_input).await, |e| {
            ReplaceEnvironmentResponse::Ok(models::EnvironmentEnvelope::new(e))
        })
    }

    /// Health check
    async fn get_health(&self, _context: &RequestContext) -> Result<GetHealthResponse, ApiError> {
        Ok(GetHealthResponse::Ok("ok".to_string()))
    }

    /// Connect a team chat
    async fn connect_team_chat(
        &self,
        id: String,
        team_chat_connect_input: models::TeamChatConnectInput,
        context: &RequestContext,
    ) -> Result<ConnectTeamChatResponse, ApiError> {
        answer(integrations::connect(&self.state, context, id, team_chat_connect_input).await, |c| {
            ConnectTeamChatResponse::Created(models::TeamChatConnectionEnvelope::new(c))
        })
    }

    /// Disconnect the team chat
    async fn disconnect_team_chat(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<DisconnectTeamChatResponse, ApiError> {
        answer(integrations::disconnect(&self.state, context, id).await, |c| {
            DisconnectTeamChatResponse::Ok(models::IntegrationConfigsEnvelope::new(c))
        })
    }

    /// When reports are sent
    async fn get_notification_settings(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<GetNotificationSettingsResponse, ApiError> {
        answer(integrations::notification_settings(&self.state, context, id).await, |s| {
            GetNotificationSettingsResponse::Ok(models::NotificationSettingsEnvelope::new(s))
        })
    }

    /// Post the run summary to the team chat
    async fn send_test_run_report(
        &self,
        id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<SendTestRunReportResponse, ApiError> {
        answer(integrations::send_report(&self.state, context, id).await, |d| {
            SendTestRunReportResponse::Created(models::DeliveryEnvelope::new(d))
        })
    }

    /// Post a test message to the team chat
    async fn test_team_chat(
        &self,
        id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<TestTeamChatResponse, ApiError> {
        answer(integrations::test(&self.state, context, id).await, |d| {
            TestTeamChatResponse::Created(models::DeliveryEnvelope::new(d))
        })
    }

    /// Integration settings
    async fn get_integration_configs(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<GetIntegrationConfigsResponse, ApiError> {
        answer(integrations::configs(&self.state, context, id).await, |c| {
            GetIntegrationConfigsResponse::Ok(models::IntegrationConfigsEnvelope::new(c))
        })
    }

    /// Configure integrations
    async fn update_integration_configs(
        &self,
        id: String,
        integration_configs_update: models::IntegrationConfigsUpdate,
        context: &RequestContext,
    ) -> Result<UpdateIntegrationConfigsResponse, ApiError> {
        answer(integrations::update_configs(&self.state, context, id, integration_configs_update).await, |c| {
            UpdateIntegrationConfigsResponse::Ok(models::IntegrationConfigsEnvelope::new(c))
        })
    }

    /// Change when reports are sent
    async fn update_notification_settings(
        &self,
        id: String,
        notification_settings_update: models::NotificationSettingsUpdate,
        context: &RequestContext,
    ) -> Result<UpdateNotificationSettingsResponse, ApiError> {
        answer(
            integrations::update_notification_settings(&self.state, context, id, notification_settings_update).await,
            |s| UpdateNotificationSettingsResponse::Ok(models::NotificationSettingsEnvelope::new(s)),
        )
    }

    /// Create a project
    async fn create_project(
        &self,
        project_input: models::ProjectInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateProjectResponse, ApiError> {
        answer(projects::create(&self.state, context, project_input).await, |p| {
            CreateProjectResponse::Created(models::ProjectEnvelope::new(p))
        })
    }

    /// List the projects of your teams
    async fn list_projects(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        name: Option<String>,
        context: &RequestContext,
    ) -> Result<ListProjectsResponse, ApiError> {
        answer(projects::list(&self.state, context, name, Paging::new(limit, offset)).await, |p| {
            ListProjectsResponse::Ok(models::ProjectPageEnvelope::new(p))
        })
    }

    /// Get a project
    async fn get_project(&self, id: String, context: &RequestContext) -> Result<GetProjectResponse, ApiError> {
        answer(projects::get(&self.state, context, id).await, |p| {
            GetProjectResponse::Ok(models::ProjectEnvelope::new(p))
        })
    }

    /// Activity of a project over a window
    async fn get_project_overview(
        &self,
        id: String,
        preset: models::GetProjectOverviewPresetParameter,
        context: &RequestContext,
    ) -> Result<GetProjectOverviewResponse, ApiError> {
        answer(overview::overview(&self.state, context, id, preset).await, |o| {
            GetProjectOverviewResponse::Ok(models::ProjectOverviewEnvelope::new(o))
        })
    }

    /// Project settings
    async fn get_project_settings(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<GetProjectSettingsResponse, ApiError> {
        answer(projects::settings(&self.state, context, id).await, |s| {
            GetProjectSettingsResponse::Ok(models::ProjectSettingsEnvelope::new(s))
        })
    }

    /// Space a project's data takes
    async fn get_project_storage_usage(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<GetProjectStorageUsageResponse, ApiError> {
        answer(overview::storage_usage(&self.state, context, id).await, |u| {
            GetProjectStorageUsageResponse::Ok(models::StorageUsageEnvelope::new(u))
        })
    }

    /// How runs of this project execute
    async fn get_test_run_settings(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<GetTestRunSettingsResponse, ApiError> {
        answer(runs::settings(&self.state, context, id).await, |s| {
            GetTestRunSettingsResponse::Ok(models::TestRunSettingsEnvelope::new(s))
        })
    }

    /// Rename or describe a project
    async fn update_project(
        &self,
        id: String,
        project_update: models::ProjectUpdate,
        context: &RequestContext,
    ) -> Result<UpdateProjectResponse, ApiError> {
        answer(projects::update(&self.state, context, id, project_update).await, |p| {
            UpdateProjectResponse::Ok(models::ProjectEnvelope::new(p))
        })
    }

    /// Change project settings
    async fn update_project_settings(
        &self,
        id: String,
        project_settings_update: models::ProjectSettingsUpdate,
        context: &RequestContext,
    ) -> Result<UpdateProjectSettingsResponse, ApiError> {
        answer(projects::update_settings(&self.state, context, id, project_settings_update).await, |s| {
            UpdateProjectSettingsResponse::Ok(models::ProjectSettingsEnvelope::new(s))
        })
    }

    /// Change how runs execute
    async fn update_test_run_settings(
        &self,
        id: String,
        test_run_settings_update: models::TestRunSettingsUpdate,
        context: &RequestContext,
    ) -> Result<UpdateTestRunSettingsResponse, ApiError> {
        answer(runs::update_settings(&self.state, context, id, test_run_settings_update).await, |s| {
            UpdateTestRunSettingsResponse::Ok(models::TestRunSettingsEnvelope::new(s))
        })
    }

    /// Results of a test case in an environment, newest first
    async fn get_test_case_results_history(
        &self,
        id: String,
        environment_id: String,
        limit: Option<u8>,
        context: &RequestContext,
    ) -> Result<GetTestCaseResultsHistoryResponse, ApiError> {
        answer(results::history(&self.state, context, id, environment_id, limit).await, |r| {
            GetTestCaseResultsHistoryResponse::Ok(models::TestResultListEnvelope::new(r))
        })
    }

    /// Report a verdict for a case of the run
    async fn report_test_run_result(
        &self,
        id: String,
        reported_result_input: models::ReportedResultInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<ReportTestRunResultResponse, ApiError> {
        answer(runs::report_result(&self.state, context, id, reported_result_input).await, |r| {
            ReportTestRunResultResponse::Created(models::TestResultEnvelope::new(r))
        })
    }

    /// Apply a healing proposal to the test case
    async fn approve_healing(
        &self,
        id: String,
        result_id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<ApproveHealingResponse, ApiError> {
        answer(results::approve_healing(&self.state, context, id, result_id).await, |c| {
            ApproveHealingResponse::Created(models::TestCaseEnvelope::new(c))
        })
    }

    /// Refuse a healing proposal
    async fn dismiss_healing(
        &self,
        id: String,
        result_id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<DismissHealingResponse, ApiError> {
        answer(results::dismiss_healing(&self.state, context, id, result_id).await, |r| {
            DismissHealingResponse::Created(models::TestResultEnvelope::new(r))
        })
    }

    /// Get a result
    async fn get_test_case_result(
        &self,
        id: String,
        result_id: String,
        context: &RequestContext,
    ) -> Result<GetTestCaseResultResponse, ApiError> {
        answer(results::get(&self.state, context, id, result_id).await, |r| {
            GetTestCaseResultResponse::Ok(models::TestResultEnvelope::new(r))
        })
    }

    /// Attach a file to a result
    async fn upload_result_attachment(
        &self,
        id: String,
        result_id: String,
        file: swagger::ByteArray,
        _idempotency_key: Option<String>,
        name: Option<String>,
        context: &RequestContext,
    ) -> Result<UploadResultAttachmentResponse, ApiError> {
        let file = attachments::NewFile { name: name.unwrap_or_default(), content_type: None, bytes: file.0 };
        answer(attachments::upload(&self.state, context, id, result_id, file).await, |a| {
            UploadResultAttachmentResponse::Created(models::AttachmentEnvelope::new(a))
        })
    }

    /// Download an attachment
    async fn download_attachment(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<DownloadAttachmentResponse, ApiError> {
        answer(attachments::download(&self.state, context, id).await, |f| {
            DownloadAttachmentResponse::Ok(swagger::ByteArray(f.bytes))
        })
    }

    /// Download an attachment of a shared result
    async fn download_shared_result_attachment(
        &self,
        token: String,
        attachment_id: String,
        _context: &RequestContext,
    ) -> Result<DownloadSharedResultAttachmentResponse, ApiError> {
        answer(sharing::shared_result_attachment(&self.state, token, attachment_id).await, |f| {
            DownloadSharedResultAttachmentResponse::Ok(swagger::ByteArray(f.bytes))
        })
    }

    /// Download an attachment of a result of a shared run
    async fn download_shared_run_attachment(
        &self,
        token: String,
        attachment_id: String,
        _context: &RequestContext,
    ) -> Result<DownloadSharedRunAttachmentResponse, ApiError> {
        answer(sharing::shared_run_attachment(&self.state, token, attachment_id).await, |f| {
            DownloadSharedRunAttachmentResponse::Ok(swagger::ByteArray(f.bytes))
        })
    }

    /// Public view of a shared result
    async fn get_shared_result(
        &self,
        token: String,
        _context: &RequestContext,
    ) -> Result<GetSharedResultResponse, ApiError> {
        answer(sharing::shared_result(&self.state, token).await, |r| {
            GetSharedResultResponse::Ok(models::TestResultEnvelope::new(r))
        })
    }

    /// Public view of a shared run
    async fn get_shared_test_run(
        &self,
        token: String,
        _context: &RequestContext,
    ) -> Result<GetSharedTestRunResponse, ApiError> {
        answer(sharing::shared_run(&self.state, token).await, |r| {
            GetSharedTestRunResponse::Ok(models::SharedTestRunEnvelope::new(r))
        })
    }

    /// Share a run publicly
    async fn share_test_run(&self, id: String, context: &RequestContext) -> Result<ShareTestRunResponse, ApiError> {
        answer(sharing::share_run(&self.state, context, id).await, |s| {
            ShareTestRunResponse::Created(models::ShareEnvelope::new(s))
        })
    }

    /// Revoke a run's public view
    async fn unshare_test_run(&self, id: String, context: &RequestContext) -> Result<UnshareTestRunResponse, ApiError> {
        answer(sharing::unshare_run(&self.state, context, id).await, |d| {
            UnshareTestRunResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// Share a result publicly
    async fn share_test_case_result(
        &self,
        id: String,
        result_id: String,
        context: &RequestContext,
    ) -> Result<ShareTestCaseResultResponse, ApiError> {
        answer(sharing::share_result(&self.state, context, id, result_id).await, |s| {
            ShareTestCaseResultResponse::Created(models::ShareEnvelope::new(s))
        })
    }

    /// Revoke a result's public view
    async fn unshare_test_case_result(
        &self,
        id: String,
        result_id: String,
        context: &RequestContext,
    ) -> Result<UnshareTestCaseResultResponse, ApiError> {
        answer(sharing::unshare_result(&self.state, context, id, result_id).await, |d| {
            UnshareTestCaseResultResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// Create a tag
    async fn create_tag(
        &self,
        project_id: String,
        tag_input: models::TagInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateTagResponse, ApiError> {
        answer(tags::create(&self.state, context, project_id, tag_input).await, |t| {
            CreateTagResponse::Created(models::TagEnvelope::new(t))
        })
    }

    /// Delete a tag; cases lose it
    async fn delete_tag(&self, id: String, context: &RequestContext) -> Result<DeleteTagResponse, ApiError> {
        answer(tags::delete(&self.state, context, id).await, |d| DeleteTagResponse::Ok(models::DeletedEnvelope::new(d)))
    }

    /// List tags
    async fn list_tags<'a>(
        &self,
        project_id: String,
        id: Option<String>,
        ids: Option<&'a Vec<String>>,
        project_id2: Option<String>,
        name: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListTagsResponse, ApiError> {
        answer(
            tags::list(
                &self.state,
                context,
                project_id,
                Scope::new(id, ids, project_id2),
                name,
                Paging::new(limit, offset),
            )
            .await,
            |p| ListTagsResponse::Ok(models::TagPageEnvelope::new(p)),
        )
    }

    /// Rename or recolour a tag
    async fn update_tag(
        &self,
        id: String,
        tag_update: models::TagUpdate,
        context: &RequestContext,
    ) -> Result<UpdateTagResponse, ApiError> {
        answer(tags::update(&self.state, context, id, tag_update).await, |t| {
            UpdateTagResponse::Ok(models::TagEnvelope::new(t))
        })
    }

    /// Invite someone into the organization
    async fn create_invitation(
        &self,
        invitation_input: models::InvitationInput,
        context: &RequestContext,
    ) -> Result<CreateInvitationResponse, ApiError> {
        answer(teams::invite(&self.state, context, invitation_input).await, |i| {
            CreateInvitationResponse::Created(models::InvitationEnvelope::new(i))
        })
    }

    /// Create a team
    async fn create_team(
        &self,
        team_input: models::TeamInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateTeamResponse, ApiError> {
        answer(teams::create(&self.state, context, team_input).await, |t| {
            CreateTeamResponse::Created(models::TeamEnvelope::new(t))
        })
    }

    /// List the organization's teams
    async fn list_teams(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListTeamsResponse, ApiError> {
        answer(teams::list(&self.state, context, Paging::new(limit, offset)).await, |p| {
            ListTeamsResponse::Ok(models::TeamPageEnvelope::new(p))
        })
    }

    /// Add an account of the organization to a team
    async fn add_team_member(
        &self,
        id: String,
        team_member_input: models::TeamMemberInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<AddTeamMemberResponse, ApiError> {
        answer(teams::add_member(&self.state, context, id, team_member_input.account_id).await, |m| {
            AddTeamMemberResponse::Created(models::TeamMembershipEnvelope::new(m))
        })
    }

    /// Remove an account from a team
    async fn remove_team_member(
        &self,
        id: String,
        account_id: String,
        context: &RequestContext,
    ) -> Result<RemoveTeamMemberResponse, ApiError> {
        answer(teams::remove_member(&self.state, context, id, account_id).await, |m| {
            RemoveTeamMemberResponse::Ok(models::TeamMembershipEnvelope::new(m))
        })
    }

    /// Create a test account
    async fn create_test_account(
        &self,
        project_id: String,
        test_account_input: models::TestAccountInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateTestAccountResponse, ApiError> {
        answer(test_accounts::create(&self.state, context, project_id, test_account_input).await, |a| {
            CreateTestAccountResponse::Created(models::TestAccountEnvelope::new(a))
        })
    }

    /// Delete a test account
    async fn delete_test_account(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<DeleteTestAccountResponse, ApiError> {
        answer(test_accounts::delete(&self.state, context, id).await, |d| {
            DeleteTestAccountResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// Get a test account
    async fn get_test_account(&self, id: String, context: &RequestContext) -> Result<GetTestAccountResponse, ApiError> {
        answer(test_accounts::get(&self.state, context, id).await, |a| {
            GetTestAccountResponse::Ok(models::TestAccountEnvelope::new(a))
        })
    }

    /// List test accounts
    async fn list_test_accounts(
        &self,
        project_id: String,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListTestAccountsResponse, ApiError> {
        answer(test_accounts::list(&self.state, context, project_id, Paging::new(limit, offset)).await, |p| {
            ListTestAccountsResponse::Ok(models::TestAccountPageEnvelope::new(p))
        })
    }

    /// Replace a test account
    async fn replace_test_account(
        &self,
        id: String,
        test_account_update: models::TestAccountUpdate,
        context: &RequestContext,
    ) -> Result<ReplaceTestAccountResponse, ApiError> {
        answer(test_accounts::replace(&self.state, context, id, test_account_update).await, |()| {
            ReplaceTestAccountResponse::Ok
        })
    }

    /// Activate many test cases
    async fn bulk_activate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<BulkActivateTestCasesResponse, ApiError> {
        answer(test_cases::bulk_set_status(&self.state, context, bulk_ids.ids, StatusAction::Activate).await, |r| {
            BulkActivateTestCasesResponse::Created(models::BulkResultEnvelope::new(r))
        })
    }

    /// Deactivate many test cases
    async fn bulk_deactivate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<BulkDeactivateTestCasesResponse, ApiError> {
        answer(test_cases::bulk_set_status(&self.state, context, bulk_ids.ids, StatusAction::Deactivate).await, |r| {
            BulkDeactivateTestCasesResponse::Created(models::BulkResultEnvelope::new(r))
        })
    }

    /// Delete many test cases
    async fn bulk_delete_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<BulkDeleteTestCasesResponse, ApiError> {
        answer(test_cases::bulk_delete(&self.state, context, bulk_ids.ids).await, |r| {
            BulkDeleteTestCasesResponse::Created(models::BulkResultEnvelope::new(r))
        })
    }

    /// Move many test cases into a suite
    async fn bulk_move_test_cases_to_suite(
        &self,
        bulk_move_input: models::BulkMoveInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<BulkMoveTestCasesToSuiteResponse, ApiError> {
        answer(
            test_cases::bulk_move(&self.state, context, bulk_move_input.ids, bulk_move_input.test_suite_id).await,
            |r| BulkMoveTestCasesToSuiteResponse::Created(models::BulkResultEnvelope::new(r)),
        )
    }

    /// Activate a test case
    async fn activate_test_case(
        &self,
        id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<ActivateTestCaseResponse, ApiError> {
        answer(test_cases::set_status(&self.state, context, id, StatusAction::Activate).await, |c| {
            ActivateTestCaseResponse::Created(models::TestCaseEnvelope::new(c))
        })
    }

    /// Create a test case
    async fn create_test_case(
        &self,
        project_id: String,
        test_case_input: models::TestCaseInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateTestCaseResponse, ApiError> {
        answer(test_cases::create(&self.state, context, project_id, test_case_input).await, |c| {
            CreateTestCaseResponse::Created(models::TestCaseEnvelope::new(c))
        })
    }

    /// Deactivate a test case
    async fn deactivate_test_case(
        &self,
        id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<DeactivateTestCaseResponse, ApiError> {
        answer(test_cases::set_status(&self.state, context, id, StatusAction::Deactivate).await, |c| {
            DeactivateTestCaseResponse::Created(models::TestCaseEnvelope::new(c))
        })
    }

    /// Delete a test case
    async fn delete_test_case(&self, id: String, context: &RequestContext) -> Result<DeleteTestCaseResponse, ApiError> {
        answer(test_cases::delete(&self.state, context, id).await, |d| {
            DeleteTestCaseResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// Copy a test case as a draft
    async fn duplicate_test_case(
        &self,
        id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<DuplicateTestCaseResponse, ApiError> {
        answer(test_cases::duplicate(&self.state, context, id).await, |c| {
            DuplicateTestCaseResponse::Created(models::TestCaseEnvelope::new(c))
        })
    }

    /// Get a test case
    async fn get_test_case(&self, id: String, context: &RequestContext) -> Result<GetTestCaseResponse, ApiError> {
        answer(test_cases::get(&self.state, context, id).await, |c| {
            GetTestCaseResponse::Ok(models::TestCaseEnvelope::new(c))
        })
    }

    /// Past versions of a test case
    async fn get_test_case_history(
        &self,
        id: String,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<GetTestCaseHistoryResponse, ApiError> {
        answer(test_cases::history(&self.state, context, id, Paging::new(limit, offset)).await, |p| {
            GetTestCaseHistoryResponse::Ok(models::TestCaseVersionPageEnvelope::new(p))
        })
    }

    /// Import test cases from a file
    async fn import_test_cases(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        _idempotency_key: Option<String>,
        team_id: Option<String>,
        dry_run: Option<models::ImportUploadDryRun>,
        context: &RequestContext,
    ) -> Result<ImportTestCasesResponse, ApiError> {
        let dry_run = dry_run == Some(models::ImportUploadDryRun::True);
        answer(import::import(&self.state, context, project_id, file.0, team_id, dry_run).await, |r| {
            ImportTestCasesResponse::Created(models::ImportResultEnvelope::new(r))
        })
    }

    /// Import results from a JUnit XML report
    async fn import_test_run_results(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        environment_id: String,
        _idempotency_key: Option<String>,
        name: Option<String>,
        test_suite_id: Option<String>,
        create_missing_cases: Option<models::ResultsUploadCreateMissingCases>,
        match_by: Option<models::ResultsUploadMatchBy>,
        context: &RequestContext,
    ) -> Result<ImportTestRunResultsResponse, ApiError> {
        let options = ingest::Options {
            environment_id,
            name,
            test_suite_id,
            create_missing_cases: create_missing_cases != Some(models::ResultsUploadCreateMissingCases::False),
            match_by: match match_by {
                None | Some(models::ResultsUploadMatchBy::AutomationId) => ingest::MatchBy::AutomationId,
                Some(models::ResultsUploadMatchBy::Name) => ingest::MatchBy::Name,
                Some(models::ResultsUploadMatchBy::Both) => ingest::MatchBy::Both,
            },
        };
        answer(ingest::import(&self.state, context, project_id, file.0, options).await, |r| {
            ImportTestRunResultsResponse::Created(models::ResultsImportEnvelope::new(r))
        })
    }

    /// List test cases
    async fn list_test_cases<'a>(
        &self,
        project_id: String,
        limit: u8,
        offset: u32,
        id: Option<String>,
        ids: Option<&'a Vec<String>>,
        project_id2: Option<String>,
        name: Option<String>,
        automation_id: Option<String>,
        severity: Option<models::Severity>,
        status: Option<models::TestCaseStatus>,
        created_by: Option<String>,
        tag_id: Option<String>,
        cursor: Option<String>,
        context: &RequestContext,
    ) -> Result<ListTestCasesResponse, ApiError> {
        let filter = CaseFilter {
            scope: Scope::new(id, ids, project_id2),
            name,
            severity,
            status,
            created_by,
            tag_id,
            automation_id,
            suite: SuiteFilter::Any,
        };
        answer(
            test_cases::list(&self.state, context, project_id, filter, Paging::new(Some(limit), Some(offset)), cursor)
                .await,
            |p| ListTestCasesResponse::Ok(models::TestCasePageEnvelope::new(p)),
        )
    }

    /// List test cases in no suite
    async fn list_ungrouped_test_cases(
        &self,
        project_id: String,
        limit: u8,
        offset: u32,
        name: Option<String>,
        severity: Option<models::Severity>,
        status: Option<models::TestCaseStatus>,
        cursor: Option<String>,
        context: &RequestContext,
    ) -> Result<ListUngroupedTestCasesResponse, ApiError> {
        let filter = CaseFilter { name, severity, status, suite: SuiteFilter::Ungrouped, ..CaseFilter::default() };
        answer(
            test_cases::list(&self.state, context, project_id, filter, Paging::new(Some(limit), Some(offset)), cursor)
                .await,
            |p| ListUngroupedTestCasesResponse::Ok(models::TestCasePageEnvelope::new(p)),
        )
    }

    /// Replace a test case
    async fn replace_test_case(
        &self,
        id: String,
        test_case_input: models::TestCaseInput,
        if_match: Option<String>,
        context: &RequestContext,
    ) -> Result<ReplaceTestCaseResponse, ApiError> {
        answer(test_cases::replace(&self.state, context, id, test_case_input, if_match).await, |c| {
            ReplaceTestCaseResponse::Ok(models::TestCaseEnvelope::new(c))
        })
    }

    /// Start a run
    async fn create_test_run(
        &self,
        project_id: String,
        create_run_input: models::CreateRunInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateTestRunResponse, ApiError> {
        answer(runs::create_in_project(&self.state, context, project_id, create_run_input).await, |r| {
            CreateTestRunResponse::Created(models::TestRunEnvelope::new(r))
        })
    }

    /// Get a run
    async fn get_test_run(&self, id: String, context: &RequestContext) -> Result<GetTestRunResponse, ApiError> {
        answer(runs::get(&self.state, context, id).await, |r| GetTestRunResponse::Ok(models::TestRunEnvelope::new(r)))
    }

    /// List flaky cases
    async fn list_flaky_cases(
        &self,
        project_id: String,
        environment_id: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListFlakyCasesResponse, ApiError> {
        answer(flaky::list(&self.state, context, project_id, environment_id, Paging::new(limit, offset)).await, |p| {
            ListFlakyCasesResponse::Ok(models::FlakyCasePageEnvelope::new(p))
        })
    }

    /// List runs
    async fn list_test_runs<'a>(
        &self,
        project_id: String,
        limit: u8,
        offset: u32,
        id: Option<String>,
        ids: Option<&'a Vec<String>>,
        project_id2: Option<String>,
        test_case_id: Option<String>,
        test_case_ids: Option<&'a Vec<String>>,
        test_suite_id: Option<String>,
        created_by: Option<String>,
        status: Option<models::TestRunStatus>,
        statuses: Option<&'a Vec<models::TestRunStatus>>,
        search: Option<String>,
        start_date: Option<chrono::DateTime<chrono::Utc>>,
        end_date: Option<chrono::DateTime<chrono::Utc>>,
        context: &RequestContext,
    ) -> Result<ListTestRunsResponse, ApiError> {
        let filter = RunFilter {
            scope: Scope::new(id, ids, project_id2),
            test_case_ids: test_case_id.into_iter().chain(test_case_ids.into_iter().flatten().cloned()).collect(),
            test_suite_id,
            created_by,
            statuses: status.into_iter().chain(statuses.into_iter().flatten().copied()).collect(),
            search,
            created_from: start_date,
            created_until: end_date,
        };
        answer(
            runs::list(&self.state, context, project_id, filter, Paging::new(Some(limit), Some(offset))).await,
            |p| ListTestRunsResponse::Ok(models::TestRunPageEnvelope::new(p)),
        )
    }

    /// Run one test case
    async fn run_test_case(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<RunTestCaseResponse, ApiError> {
        let (origin, subject) = (Origin::Case(id.clone()), Subject::Case(id));
        let (environment, account) = (run_target_input.environment_id, run_target_input.test_account_id);
        answer(runs::start(&self.state, context, origin, subject, environment, account).await, |r| {
            RunTestCaseResponse::Created(models::TestRunEnvelope::new(r))
        })
    }

    /// Run the active cases of a suite
    async fn run_test_suite(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<RunTestSuiteResponse, ApiError> {
        let (origin, subject) = (Origin::Suite(id.clone()), Subject::Suite(id));
        let (environment, account) = (run_target_input.environment_id, run_target_input.test_account_id);
        answer(runs::start(&self.state, context, origin, subject, environment, account).await, |r| {
            RunTestSuiteResponse::Created(models::TestRunEnvelope::new(r))
        })
    }

    /// Stop a run
    async fn stop_test_run(
        &self,
        id: String,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<StopTestRunResponse, ApiError> {
        answer(runs::stop(&self.state, context, id).await, |r| {
            StopTestRunResponse::Created(models::TestRunEnvelope::new(r))
        })
    }

    /// Live events of a run (server-sent events)
    /// Served by the front layer (`http::Front::events`), which streams; never reached here.
    async fn stream_test_run_events(
        &self,
        _id: String,
        _last_event_id: Option<String>,
        _context: &RequestContext,
    ) -> Result<StreamTestRunEventsResponse, ApiError> {
        Ok(Error::internal(anyhow::anyhow!("the event stream is served by the front layer")).into())
    }

    /// Create a test suite
    async fn create_test_suite(
        &self,
        project_id: String,
        test_suite_input: models::TestSuiteInput,
        _idempotency_key: Option<String>,
        context: &RequestContext,
    ) -> Result<CreateTestSuiteResponse, ApiError> {
        answer(suites::create(&self.state, context, project_id, test_suite_input).await, |s| {
            CreateTestSuiteResponse::Created(models::TestSuiteEnvelope::new(s))
        })
    }

    /// Delete a suite; its cases become ungrouped
    async fn delete_test_suite(
        &self,
        id: String,
        context: &RequestContext,
    ) -> Result<DeleteTestSuiteResponse, ApiError> {
        answer(suites::delete(&self.state, context, id).await, |d| {
            DeleteTestSuiteResponse::Ok(models::DeletedEnvelope::new(d))
        })
    }

    /// Get a suite with its cases
    async fn get_test_suite(
        &self,
        id: String,
        name: Option<String>,
        severity: Option<models::Severity>,
        status: Option<models::TestCaseStatus>,
        context: &RequestContext,
    ) -> Result<GetTestSuiteResponse, ApiError> {
        let filter = CaseFilter { name, severity, status, ..CaseFilter::default() };
        answer(suites::get(&self.state, context, id, filter).await, |s| {
            GetTestSuiteResponse::Ok(models::TestSuiteDetailEnvelope::new(s))
        })
    }

    /// Suites with case counts
    async fn list_test_suite_details(
        &self,
        project_id: String,
        team_identifier: String,
        project_identifier: Option<String>,
        context: &RequestContext,
    ) -> Result<ListTestSuiteDetailsResponse, ApiError> {
        answer(suites::details(&self.state, context, project_id, team_identifier, project_identifier).await, |s| {
            ListTestSuiteDetailsResponse::Ok(models::TestSuiteSummaryListEnvelope::new(s))
        })
    }

    /// List test suites
    async fn list_test_suites<'a>(
        &self,
        project_id: String,
        id: Option<String>,
        ids: Option<&'a Vec<String>>,
        project_id2: Option<String>,
        name: Option<String>,
        created_by: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &RequestContext,
    ) -> Result<ListTestSuitesResponse, ApiError> {
        let filter = SuiteListFilter { scope: Scope::new(id, ids, project_id2), name, created_by };
        answer(suites::list(&self.state, context, project_id, filter, Paging::new(limit, offset)).await, |p| {
            ListTestSuitesResponse::Ok(models::TestSuitePageEnvelope::new(p))
        })
    }

    /// Replace a suite
    async fn replace_test_suite(
        &self,
        id: String,
        test_suite_input: models::TestSuiteInput,
        context: &RequestContext,
    ) -> Result<ReplaceTestSuiteResponse, ApiError> {
        answer(suites::replace(&self.state, context, id, test_suite_input).await, |s| {
            ReplaceTestSuiteResponse::Ok(models::TestSuiteEnvelope::new(s))
        })
    }
}
