use bytes::Bytes;
use futures::{future, future::BoxFuture, future::FutureExt, stream, stream::TryStreamExt, Stream};
use http_body_util::{combinators::BoxBody, Full};
use hyper::header::{HeaderName, HeaderValue, CONTENT_TYPE};
use hyper::{
    body::{Body, Incoming},
    HeaderMap, Request, Response, StatusCode,
};
use log::warn;
use multipart::server::save::{PartialReason, SaveResult};
use multipart::server::Multipart;
#[cfg(feature = "validate")]
use serde_valid::Validate;
#[allow(unused_imports)]
use std::convert::{TryFrom, TryInto};
use std::future::Future;
use std::marker::PhantomData;
use std::task::{Context, Poll};
use std::{convert::Infallible, error::Error};
pub use swagger::auth::Authorization;
use swagger::auth::Scopes;
use swagger::{ApiError, BodyExt, Has, RequestParser, XSpanIdString};
use url::form_urlencoded;

#[allow(unused_imports)]
use crate::{header, models, AuthenticationApi};

pub use crate::context;

type ServiceFuture =
    BoxFuture<'static, Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>>;

use crate::{
    ActivateTestCaseResponse, AddTeamMemberResponse, Api, ApproveHealingResponse,
    BulkActivateTestCasesResponse, BulkDeactivateTestCasesResponse, BulkDeleteTestCasesResponse,
    BulkMoveTestCasesToSuiteResponse, ConnectTeamChatResponse, CreateApiTokenResponse,
    CreateEnvironmentResponse, CreateInvitationResponse, CreateProjectResponse, CreateTagResponse,
    CreateTeamResponse, CreateTestAccountResponse, CreateTestCaseResponse, CreateTestRunResponse,
    CreateTestSuiteResponse, DeactivateTestCaseResponse, DeleteEnvironmentResponse,
    DeleteTagResponse, DeleteTestAccountResponse, DeleteTestCaseResponse, DeleteTestSuiteResponse,
    DisconnectTeamChatResponse, DismissHealingResponse, DuplicateTestCaseResponse,
    GetEnvironmentResponse, GetHealthResponse, GetMeResponse, GetNotificationSettingsResponse,
    GetProjectOverviewResponse, GetProjectResponse, GetProjectSettingsResponse,
    GetProjectStorageUsageResponse, GetSharedResultResponse, GetSharedTestRunResponse,
    GetTestAccountResponse, GetTestCaseHistoryResponse, GetTestCaseResponse,
    GetTestCaseResultResponse, GetTestCaseResultsHistoryResponse, GetTestRunResponse,
    GetTestRunSettingsResponse, GetTestSuiteResponse, ImportTestCasesResponse,
    ListApiTokensResponse, ListEnvironmentsResponse, ListProjectsResponse, ListTagsResponse,
    ListTeamsResponse, ListTestAccountsResponse, ListTestCasesResponse, ListTestRunsResponse,
    ListTestSuiteDetailsResponse, ListTestSuitesResponse, ListUngroupedTestCasesResponse,
    LoginResponse, LogoutResponse, RefreshSessionResponse, RegisterResponse,
    RemoveTeamMemberResponse, ReplaceEnvironmentResponse, ReplaceTestAccountResponse,
    ReplaceTestCaseResponse, ReplaceTestSuiteResponse, ReportTestRunResultResponse,
    RequestOtpResponse, RevokeApiTokenResponse, RunTestCaseResponse, RunTestSuiteResponse,
    SendTestRunReportResponse, ShareTestCaseResultResponse, ShareTestRunResponse,
    StopTestRunResponse, StreamTestRunEventsResponse, TestTeamChatResponse,
    UnshareTestCaseResultResponse, UnshareTestRunResponse, UpdateIntegrationConfigsResponse,
    UpdateNotificationSettingsResponse, UpdateProjectResponse, UpdateProjectSettingsResponse,
    UpdateTagResponse, UpdateTestRunSettingsResponse, VerifyOtpResponse,
};

mod server_auth;

mod paths {
    use lazy_static::lazy_static;

    lazy_static! {
        pub static ref GLOBAL_REGEX_SET: regex::RegexSet = regex::RegexSet::new(vec![
            r"^/v1$",
            r"^/v1/auth/login$",
            r"^/v1/auth/logout$",
            r"^/v1/auth/otp/request$",
            r"^/v1/auth/otp/verify$",
            r"^/v1/auth/refresh$",
            r"^/v1/auth/register$",
            r"^/v1/environments/(?P<id>[^/?#]*)$",
            r"^/v1/invitations$",
            r"^/v1/me$",
            r"^/v1/me/api-tokens$",
            r"^/v1/me/api-tokens/(?P<id>[^/?#]*)$",
            r"^/v1/projects$",
            r"^/v1/projects/(?P<id>[^/?#]*)$",
            r"^/v1/projects/(?P<id>[^/?#]*)/integration-configs$",
            r"^/v1/projects/(?P<id>[^/?#]*)/integrations/team_chat$",
            r"^/v1/projects/(?P<id>[^/?#]*)/integrations/team_chat/test$",
            r"^/v1/projects/(?P<id>[^/?#]*)/notification-settings$",
            r"^/v1/projects/(?P<id>[^/?#]*)/overview$",
            r"^/v1/projects/(?P<id>[^/?#]*)/settings$",
            r"^/v1/projects/(?P<id>[^/?#]*)/storage-usage$",
            r"^/v1/projects/(?P<id>[^/?#]*)/test-run-settings$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/environments$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/tags$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-accounts$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-cases$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-cases/import$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-cases/ungrouped$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-runs$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-suites$",
            r"^/v1/projects/(?P<projectId>[^/?#]*)/test-suites/details$",
            r"^/v1/shared/results/(?P<token>[^/?#]*)$",
            r"^/v1/shared/test-runs/(?P<token>[^/?#]*)$",
            r"^/v1/tags/(?P<id>[^/?#]*)$",
            r"^/v1/teams$",
            r"^/v1/teams/(?P<id>[^/?#]*)/members$",
            r"^/v1/teams/(?P<id>[^/?#]*)/members/(?P<accountId>[^/?#]*)$",
            r"^/v1/test-accounts/(?P<id>[^/?#]*)$",
            r"^/v1/test-cases/bulk-activate$",
            r"^/v1/test-cases/bulk-deactivate$",
            r"^/v1/test-cases/bulk-delete$",
            r"^/v1/test-cases/bulk-move-to-suite$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/activate$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/deactivate$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/duplicate$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/history$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/results-history$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)/approve-healing$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)/dismiss-healing$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)/share$",
            r"^/v1/test-cases/(?P<id>[^/?#]*)/run$",
            r"^/v1/test-runs/(?P<id>[^/?#]*)$",
            r"^/v1/test-runs/(?P<id>[^/?#]*)/events$",
            r"^/v1/test-runs/(?P<id>[^/?#]*)/report/send$",
            r"^/v1/test-runs/(?P<id>[^/?#]*)/results$",
            r"^/v1/test-runs/(?P<id>[^/?#]*)/share$",
            r"^/v1/test-runs/(?P<id>[^/?#]*)/stop$",
            r"^/v1/test-suites/(?P<id>[^/?#]*)$",
            r"^/v1/test-suites/(?P<id>[^/?#]*)/run$"
        ])
        .expect("Unable to create global regex set");
    }
    pub(crate) static ID_V1: usize = 0;
    pub(crate) static ID_V1_AUTH_LOGIN: usize = 1;
    pub(crate) static ID_V1_AUTH_LOGOUT: usize = 2;
    pub(crate) static ID_V1_AUTH_OTP_REQUEST: usize = 3;
    pub(crate) static ID_V1_AUTH_OTP_VERIFY: usize = 4;
    pub(crate) static ID_V1_AUTH_REFRESH: usize = 5;
    pub(crate) static ID_V1_AUTH_REGISTER: usize = 6;
    pub(crate) static ID_V1_ENVIRONMENTS_ID: usize = 7;
    lazy_static! {
        pub static ref REGEX_V1_ENVIRONMENTS_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/environments/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_ENVIRONMENTS_ID");
    }
    pub(crate) static ID_V1_INVITATIONS: usize = 8;
    pub(crate) static ID_V1_ME: usize = 9;
    pub(crate) static ID_V1_ME_API_TOKENS: usize = 10;
    pub(crate) static ID_V1_ME_API_TOKENS_ID: usize = 11;
    lazy_static! {
        pub static ref REGEX_V1_ME_API_TOKENS_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/me/api-tokens/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_ME_API_TOKENS_ID");
    }
    pub(crate) static ID_V1_PROJECTS: usize = 12;
    pub(crate) static ID_V1_PROJECTS_ID: usize = 13;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_PROJECTS_ID");
    }
    pub(crate) static ID_V1_PROJECTS_ID_INTEGRATION_CONFIGS: usize = 14;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_INTEGRATION_CONFIGS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/integration-configs$")
                .expect("Unable to create regex for V1_PROJECTS_ID_INTEGRATION_CONFIGS");
    }
    pub(crate) static ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT: usize = 15;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/integrations/team_chat$")
                .expect("Unable to create regex for V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT");
    }
    pub(crate) static ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST: usize = 16;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/integrations/team_chat/test$")
                .expect("Unable to create regex for V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST");
    }
    pub(crate) static ID_V1_PROJECTS_ID_NOTIFICATION_SETTINGS: usize = 17;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_NOTIFICATION_SETTINGS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/notification-settings$")
                .expect("Unable to create regex for V1_PROJECTS_ID_NOTIFICATION_SETTINGS");
    }
    pub(crate) static ID_V1_PROJECTS_ID_OVERVIEW: usize = 18;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_OVERVIEW: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/overview$")
                .expect("Unable to create regex for V1_PROJECTS_ID_OVERVIEW");
    }
    pub(crate) static ID_V1_PROJECTS_ID_SETTINGS: usize = 19;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_SETTINGS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/settings$")
                .expect("Unable to create regex for V1_PROJECTS_ID_SETTINGS");
    }
    pub(crate) static ID_V1_PROJECTS_ID_STORAGE_USAGE: usize = 20;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_STORAGE_USAGE: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/storage-usage$")
                .expect("Unable to create regex for V1_PROJECTS_ID_STORAGE_USAGE");
    }
    pub(crate) static ID_V1_PROJECTS_ID_TEST_RUN_SETTINGS: usize = 21;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_ID_TEST_RUN_SETTINGS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<id>[^/?#]*)/test-run-settings$")
                .expect("Unable to create regex for V1_PROJECTS_ID_TEST_RUN_SETTINGS");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_ENVIRONMENTS: usize = 22;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_ENVIRONMENTS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/environments$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_ENVIRONMENTS");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TAGS: usize = 23;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TAGS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/tags$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TAGS");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS: usize = 24;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-accounts$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_ACCOUNTS");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_CASES: usize = 25;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_CASES: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-cases$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_CASES");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT: usize = 26;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-cases/import$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED: usize = 27;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-cases/ungrouped$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_RUNS: usize = 28;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_RUNS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-runs$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_RUNS");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_SUITES: usize = 29;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-suites$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_SUITES");
    }
    pub(crate) static ID_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS: usize = 30;
    lazy_static! {
        pub static ref REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/projects/(?P<projectId>[^/?#]*)/test-suites/details$")
                .expect("Unable to create regex for V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS");
    }
    pub(crate) static ID_V1_SHARED_RESULTS_TOKEN: usize = 31;
    lazy_static! {
        pub static ref REGEX_V1_SHARED_RESULTS_TOKEN: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/shared/results/(?P<token>[^/?#]*)$")
                .expect("Unable to create regex for V1_SHARED_RESULTS_TOKEN");
    }
    pub(crate) static ID_V1_SHARED_TEST_RUNS_TOKEN: usize = 32;
    lazy_static! {
        pub static ref REGEX_V1_SHARED_TEST_RUNS_TOKEN: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/shared/test-runs/(?P<token>[^/?#]*)$")
                .expect("Unable to create regex for V1_SHARED_TEST_RUNS_TOKEN");
    }
    pub(crate) static ID_V1_TAGS_ID: usize = 33;
    lazy_static! {
        pub static ref REGEX_V1_TAGS_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/tags/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_TAGS_ID");
    }
    pub(crate) static ID_V1_TEAMS: usize = 34;
    pub(crate) static ID_V1_TEAMS_ID_MEMBERS: usize = 35;
    lazy_static! {
        pub static ref REGEX_V1_TEAMS_ID_MEMBERS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/teams/(?P<id>[^/?#]*)/members$")
                .expect("Unable to create regex for V1_TEAMS_ID_MEMBERS");
    }
    pub(crate) static ID_V1_TEAMS_ID_MEMBERS_ACCOUNTID: usize = 36;
    lazy_static! {
        pub static ref REGEX_V1_TEAMS_ID_MEMBERS_ACCOUNTID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/teams/(?P<id>[^/?#]*)/members/(?P<accountId>[^/?#]*)$")
                .expect("Unable to create regex for V1_TEAMS_ID_MEMBERS_ACCOUNTID");
    }
    pub(crate) static ID_V1_TEST_ACCOUNTS_ID: usize = 37;
    lazy_static! {
        pub static ref REGEX_V1_TEST_ACCOUNTS_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-accounts/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_TEST_ACCOUNTS_ID");
    }
    pub(crate) static ID_V1_TEST_CASES_BULK_ACTIVATE: usize = 38;
    pub(crate) static ID_V1_TEST_CASES_BULK_DEACTIVATE: usize = 39;
    pub(crate) static ID_V1_TEST_CASES_BULK_DELETE: usize = 40;
    pub(crate) static ID_V1_TEST_CASES_BULK_MOVE_TO_SUITE: usize = 41;
    pub(crate) static ID_V1_TEST_CASES_ID: usize = 42;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_TEST_CASES_ID");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_ACTIVATE: usize = 43;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_ACTIVATE: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/activate$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_ACTIVATE");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_DEACTIVATE: usize = 44;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_DEACTIVATE: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/deactivate$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_DEACTIVATE");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_DUPLICATE: usize = 45;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_DUPLICATE: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/duplicate$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_DUPLICATE");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_HISTORY: usize = 46;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_HISTORY: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/history$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_HISTORY");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_RESULTS_HISTORY: usize = 47;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_RESULTS_HISTORY: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/results-history$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_RESULTS_HISTORY");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_RESULTS_RESULTID: usize = 48;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_RESULTS_RESULTID");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING: usize = 49;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(
                r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)/approve-healing$"
            )
            .expect("Unable to create regex for V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING: usize = 50;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(
                r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)/dismiss-healing$"
            )
            .expect("Unable to create regex for V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE: usize = 51;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(
                r"^/v1/test-cases/(?P<id>[^/?#]*)/results/(?P<resultId>[^/?#]*)/share$"
            )
            .expect("Unable to create regex for V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE");
    }
    pub(crate) static ID_V1_TEST_CASES_ID_RUN: usize = 52;
    lazy_static! {
        pub static ref REGEX_V1_TEST_CASES_ID_RUN: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-cases/(?P<id>[^/?#]*)/run$")
                .expect("Unable to create regex for V1_TEST_CASES_ID_RUN");
    }
    pub(crate) static ID_V1_TEST_RUNS_ID: usize = 53;
    lazy_static! {
        pub static ref REGEX_V1_TEST_RUNS_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-runs/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_TEST_RUNS_ID");
    }
    pub(crate) static ID_V1_TEST_RUNS_ID_EVENTS: usize = 54;
    lazy_static! {
        pub static ref REGEX_V1_TEST_RUNS_ID_EVENTS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-runs/(?P<id>[^/?#]*)/events$")
                .expect("Unable to create regex for V1_TEST_RUNS_ID_EVENTS");
    }
    pub(crate) static ID_V1_TEST_RUNS_ID_REPORT_SEND: usize = 55;
    lazy_static! {
        pub static ref REGEX_V1_TEST_RUNS_ID_REPORT_SEND: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-runs/(?P<id>[^/?#]*)/report/send$")
                .expect("Unable to create regex for V1_TEST_RUNS_ID_REPORT_SEND");
    }
    pub(crate) static ID_V1_TEST_RUNS_ID_RESULTS: usize = 56;
    lazy_static! {
        pub static ref REGEX_V1_TEST_RUNS_ID_RESULTS: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-runs/(?P<id>[^/?#]*)/results$")
                .expect("Unable to create regex for V1_TEST_RUNS_ID_RESULTS");
    }
    pub(crate) static ID_V1_TEST_RUNS_ID_SHARE: usize = 57;
    lazy_static! {
        pub static ref REGEX_V1_TEST_RUNS_ID_SHARE: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-runs/(?P<id>[^/?#]*)/share$")
                .expect("Unable to create regex for V1_TEST_RUNS_ID_SHARE");
    }
    pub(crate) static ID_V1_TEST_RUNS_ID_STOP: usize = 58;
    lazy_static! {
        pub static ref REGEX_V1_TEST_RUNS_ID_STOP: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-runs/(?P<id>[^/?#]*)/stop$")
                .expect("Unable to create regex for V1_TEST_RUNS_ID_STOP");
    }
    pub(crate) static ID_V1_TEST_SUITES_ID: usize = 59;
    lazy_static! {
        pub static ref REGEX_V1_TEST_SUITES_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-suites/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for V1_TEST_SUITES_ID");
    }
    pub(crate) static ID_V1_TEST_SUITES_ID_RUN: usize = 60;
    lazy_static! {
        pub static ref REGEX_V1_TEST_SUITES_ID_RUN: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/test-suites/(?P<id>[^/?#]*)/run$")
                .expect("Unable to create regex for V1_TEST_SUITES_ID_RUN");
    }
}

pub struct MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    api_impl: T,
    multipart_form_size_limit: Option<u64>,
    marker: PhantomData<C>,
    validation: bool,
}

impl<T, C> MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    pub fn new(api_impl: T) -> Self {
        MakeService {
            api_impl,
            multipart_form_size_limit: Some(8 * 1024 * 1024),
            marker: PhantomData,
            validation: false,
        }
    }

    /// Configure size limit when inspecting a multipart/form body.
    ///
    /// Default is 8 MiB.
    ///
    /// Set to None for no size limit, which presents a Denial of Service attack risk.
    pub fn multipart_form_size_limit(mut self, multipart_form_size_limit: Option<u64>) -> Self {
        self.multipart_form_size_limit = multipart_form_size_limit;
        self
    }

    // Turn on/off validation for the service being made.
    #[cfg(feature = "validate")]
    pub fn set_validation(&mut self, validation: bool) {
        self.validation = validation;
    }
}

impl<T, C> Clone for MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    fn clone(&self) -> Self {
        Self {
            api_impl: self.api_impl.clone(),
            multipart_form_size_limit: Some(8 * 1024 * 1024),
            marker: PhantomData,
            validation: self.validation,
        }
    }
}

impl<T, C, Target> hyper::service::Service<Target> for MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    type Response = Service<T, C>;
    type Error = crate::ServiceError;
    type Future = future::Ready<Result<Self::Response, Self::Error>>;

    fn call(&self, target: Target) -> Self::Future {
        let service = Service::new(self.api_impl.clone(), self.validation)
            .multipart_form_size_limit(self.multipart_form_size_limit);

        future::ok(service)
    }
}

fn method_not_allowed() -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError> {
    Ok(Response::builder()
        .status(StatusCode::METHOD_NOT_ALLOWED)
        .body(BoxBody::new(http_body_util::Empty::new()))
        .expect("Unable to create Method Not Allowed response"))
}

#[allow(unused_macros)]
#[cfg(not(feature = "validate"))]
macro_rules! run_validation {
    ($parameter:tt, $base_name:tt, $validation:tt) => {};
}

#[allow(unused_macros)]
#[cfg(feature = "validate")]
macro_rules! run_validation {
    ($parameter:tt, $base_name:tt, $validation:tt) => {
        let $parameter = if $validation {
            match $parameter.validate() {
            Ok(()) => $parameter,
            Err(e) => return Ok(Response::builder()
                                    .status(StatusCode::BAD_REQUEST)
                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                    .body(BoxBody::new(format!("Invalid value in body parameter {}: {}", $base_name, e)))
                                    .expect(&format!("Unable to create Bad Request response for invalid value in body parameter {}", $base_name))),
            }
        } else {
            $parameter
        };
    }
}

pub struct Service<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    api_impl: T,
    multipart_form_size_limit: Option<u64>,
    marker: PhantomData<C>,
    // Enable regex pattern validation of received JSON models
    validation: bool,
}

impl<T, C> Service<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    pub fn new(api_impl: T, validation: bool) -> Self {
        Service {
            api_impl,
            multipart_form_size_limit: Some(8 * 1024 * 1024),
            marker: PhantomData,
            validation,
        }
    }
    #[cfg(feature = "validate")]
    pub fn set_validation(&mut self, validation: bool) {
        self.validation = validation
    }

    /// Configure size limit when extracting a multipart/form body.
    ///
    /// Default is 8 MiB.
    ///
    /// Set to None for no size limit, which presents a Denial of Service attack risk.
    pub fn multipart_form_size_limit(mut self, multipart_form_size_limit: Option<u64>) -> Self {
        self.multipart_form_size_limit = multipart_form_size_limit;
        self
    }
}

impl<T, C> Clone for Service<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
{
    fn clone(&self) -> Self {
        Service {
            api_impl: self.api_impl.clone(),
            multipart_form_size_limit: Some(8 * 1024 * 1024),
            marker: self.marker,
            validation: self.validation,
        }
    }
}

#[allow(dead_code)]
fn body_from_string(s: String) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::from(s)))
}

fn body_from_str(s: &str) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::copy_from_slice(s.as_bytes())))
}

impl<T, C, ReqBody> hyper::service::Service<(Request<ReqBody>, C)> for Service<T, C>
where
    T: Api<C> + Clone + Send + Sync + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    type Response = Response<BoxBody<Bytes, Infallible>>;
    type Error = crate::ServiceError;
    type Future = ServiceFuture;

    fn call(&self, req: (Request<ReqBody>, C)) -> Self::Future {
        async fn run<T, C, ReqBody>(
            mut api_impl: T,
            req: (Request<ReqBody>, C),
            validation: bool,
            multipart_form_size_limit: Option<u64>,
        ) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
        where
            T: Api<C> + Clone + Send + 'static,
            C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
            ReqBody: Body + Send + 'static,
            ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
            ReqBody::Data: Send,
        {
            let (request, context) = req;
            let (parts, body) = request.into_parts();
            let (method, uri, headers) = (parts.method, parts.uri, parts.headers);
            let path = paths::GLOBAL_REGEX_SET.matches(uri.path());

            match method {
                // CreateApiToken - POST /v1/me/api-tokens
                hyper::Method::POST if path.matched(paths::ID_V1_ME_API_TOKENS) => {
                    handle_create_api_token(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetMe - GET /v1/me
                hyper::Method::GET if path.matched(paths::ID_V1_ME) => {
                    handle_get_me(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListApiTokens - GET /v1/me/api-tokens
                hyper::Method::GET if path.matched(paths::ID_V1_ME_API_TOKENS) => {
                    handle_list_api_tokens(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // RevokeApiToken - DELETE /v1/me/api-tokens/{id}
                hyper::Method::DELETE if path.matched(paths::ID_V1_ME_API_TOKENS_ID) => {
                    handle_revoke_api_token(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // Login - POST /v1/auth/login
                hyper::Method::POST if path.matched(paths::ID_V1_AUTH_LOGIN) => {
                    handle_login(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // Logout - POST /v1/auth/logout
                hyper::Method::POST if path.matched(paths::ID_V1_AUTH_LOGOUT) => {
                    handle_logout(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // RefreshSession - POST /v1/auth/refresh
                hyper::Method::POST if path.matched(paths::ID_V1_AUTH_REFRESH) => {
                    handle_refresh_session(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // Register - POST /v1/auth/register
                hyper::Method::POST if path.matched(paths::ID_V1_AUTH_REGISTER) => {
                    handle_register(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // RequestOtp - POST /v1/auth/otp/request
                hyper::Method::POST if path.matched(paths::ID_V1_AUTH_OTP_REQUEST) => {
                    handle_request_otp(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // VerifyOtp - POST /v1/auth/otp/verify
                hyper::Method::POST if path.matched(paths::ID_V1_AUTH_OTP_VERIFY) => {
                    handle_verify_otp(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateEnvironment - POST /v1/projects/{projectId}/environments
                hyper::Method::POST
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_ENVIRONMENTS) =>
                {
                    handle_create_environment(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DeleteEnvironment - DELETE /v1/environments/{id}
                hyper::Method::DELETE if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => {
                    handle_delete_environment(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetEnvironment - GET /v1/environments/{id}
                hyper::Method::GET if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => {
                    handle_get_environment(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListEnvironments - GET /v1/projects/{projectId}/environments
                hyper::Method::GET
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_ENVIRONMENTS) =>
                {
                    handle_list_environments(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ReplaceEnvironment - PUT /v1/environments/{id}
                hyper::Method::PUT if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => {
                    handle_replace_environment(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetHealth - GET /v1
                hyper::Method::GET if path.matched(paths::ID_V1) => {
                    handle_get_health(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ConnectTeamChat - POST /v1/projects/{id}/integrations/team_chat
                hyper::Method::POST
                    if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT) =>
                {
                    handle_connect_team_chat(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DisconnectTeamChat - DELETE /v1/projects/{id}/integrations/team_chat
                hyper::Method::DELETE
                    if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT) =>
                {
                    handle_disconnect_team_chat(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetNotificationSettings - GET /v1/projects/{id}/notification-settings
                hyper::Method::GET
                    if path.matched(paths::ID_V1_PROJECTS_ID_NOTIFICATION_SETTINGS) =>
                {
                    handle_get_notification_settings(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // SendTestRunReport - POST /v1/test-runs/{id}/report/send
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_REPORT_SEND) => {
                    handle_send_test_run_report(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // TestTeamChat - POST /v1/projects/{id}/integrations/team_chat/test
                hyper::Method::POST
                    if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST) =>
                {
                    handle_test_team_chat(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UpdateIntegrationConfigs - PATCH /v1/projects/{id}/integration-configs
                hyper::Method::PATCH
                    if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATION_CONFIGS) =>
                {
                    handle_update_integration_configs(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UpdateNotificationSettings - PATCH /v1/projects/{id}/notification-settings
                hyper::Method::PATCH
                    if path.matched(paths::ID_V1_PROJECTS_ID_NOTIFICATION_SETTINGS) =>
                {
                    handle_update_notification_settings(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateProject - POST /v1/projects
                hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS) => {
                    handle_create_project(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListProjects - GET /v1/projects
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS) => {
                    handle_list_projects(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetProject - GET /v1/projects/{id}
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID) => {
                    handle_get_project(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetProjectOverview - GET /v1/projects/{id}/overview
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_OVERVIEW) => {
                    handle_get_project_overview(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetProjectSettings - GET /v1/projects/{id}/settings
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_SETTINGS) => {
                    handle_get_project_settings(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetProjectStorageUsage - GET /v1/projects/{id}/storage-usage
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_STORAGE_USAGE) => {
                    handle_get_project_storage_usage(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestRunSettings - GET /v1/projects/{id}/test-run-settings
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_TEST_RUN_SETTINGS) => {
                    handle_get_test_run_settings(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UpdateProject - PATCH /v1/projects/{id}
                hyper::Method::PATCH if path.matched(paths::ID_V1_PROJECTS_ID) => {
                    handle_update_project(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UpdateProjectSettings - PATCH /v1/projects/{id}/settings
                hyper::Method::PATCH if path.matched(paths::ID_V1_PROJECTS_ID_SETTINGS) => {
                    handle_update_project_settings(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UpdateTestRunSettings - PATCH /v1/projects/{id}/test-run-settings
                hyper::Method::PATCH
                    if path.matched(paths::ID_V1_PROJECTS_ID_TEST_RUN_SETTINGS) =>
                {
                    handle_update_test_run_settings(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestCaseResultsHistory - GET /v1/test-cases/{id}/results-history
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_HISTORY) => {
                    handle_get_test_case_results_history(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ReportTestRunResult - POST /v1/test-runs/{id}/results
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_RESULTS) => {
                    handle_report_test_run_result(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ApproveHealing - POST /v1/test-cases/{id}/results/{resultId}/approve-healing
                hyper::Method::POST
                    if path
                        .matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING) =>
                {
                    handle_approve_healing(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DismissHealing - POST /v1/test-cases/{id}/results/{resultId}/dismiss-healing
                hyper::Method::POST
                    if path
                        .matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING) =>
                {
                    handle_dismiss_healing(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestCaseResult - GET /v1/test-cases/{id}/results/{resultId}
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID) => {
                    handle_get_test_case_result(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetSharedResult - GET /v1/shared/results/{token}
                hyper::Method::GET if path.matched(paths::ID_V1_SHARED_RESULTS_TOKEN) => {
                    handle_get_shared_result(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetSharedTestRun - GET /v1/shared/test-runs/{token}
                hyper::Method::GET if path.matched(paths::ID_V1_SHARED_TEST_RUNS_TOKEN) => {
                    handle_get_shared_test_run(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ShareTestRun - POST /v1/test-runs/{id}/share
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_SHARE) => {
                    handle_share_test_run(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UnshareTestRun - DELETE /v1/test-runs/{id}/share
                hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_RUNS_ID_SHARE) => {
                    handle_unshare_test_run(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ShareTestCaseResult - POST /v1/test-cases/{id}/results/{resultId}/share
                hyper::Method::POST
                    if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE) =>
                {
                    handle_share_test_case_result(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UnshareTestCaseResult - DELETE /v1/test-cases/{id}/results/{resultId}/share
                hyper::Method::DELETE
                    if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE) =>
                {
                    handle_unshare_test_case_result(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateTag - POST /v1/projects/{projectId}/tags
                hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TAGS) => {
                    handle_create_tag(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DeleteTag - DELETE /v1/tags/{id}
                hyper::Method::DELETE if path.matched(paths::ID_V1_TAGS_ID) => {
                    handle_delete_tag(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTags - GET /v1/projects/{projectId}/tags
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TAGS) => {
                    handle_list_tags(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // UpdateTag - PATCH /v1/tags/{id}
                hyper::Method::PATCH if path.matched(paths::ID_V1_TAGS_ID) => {
                    handle_update_tag(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateInvitation - POST /v1/invitations
                hyper::Method::POST if path.matched(paths::ID_V1_INVITATIONS) => {
                    handle_create_invitation(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateTeam - POST /v1/teams
                hyper::Method::POST if path.matched(paths::ID_V1_TEAMS) => {
                    handle_create_team(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTeams - GET /v1/teams
                hyper::Method::GET if path.matched(paths::ID_V1_TEAMS) => {
                    handle_list_teams(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // AddTeamMember - POST /v1/teams/{id}/members
                hyper::Method::POST if path.matched(paths::ID_V1_TEAMS_ID_MEMBERS) => {
                    handle_add_team_member(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // RemoveTeamMember - DELETE /v1/teams/{id}/members/{accountId}
                hyper::Method::DELETE if path.matched(paths::ID_V1_TEAMS_ID_MEMBERS_ACCOUNTID) => {
                    handle_remove_team_member(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateTestAccount - POST /v1/projects/{projectId}/test-accounts
                hyper::Method::POST
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS) =>
                {
                    handle_create_test_account(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DeleteTestAccount - DELETE /v1/test-accounts/{id}
                hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => {
                    handle_delete_test_account(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestAccount - GET /v1/test-accounts/{id}
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => {
                    handle_get_test_account(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTestAccounts - GET /v1/projects/{projectId}/test-accounts
                hyper::Method::GET
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS) =>
                {
                    handle_list_test_accounts(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ReplaceTestAccount - PUT /v1/test-accounts/{id}
                hyper::Method::PUT if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => {
                    handle_replace_test_account(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // BulkActivateTestCases - POST /v1/test-cases/bulk-activate
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_ACTIVATE) => {
                    handle_bulk_activate_test_cases(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // BulkDeactivateTestCases - POST /v1/test-cases/bulk-deactivate
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_DEACTIVATE) => {
                    handle_bulk_deactivate_test_cases(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // BulkDeleteTestCases - POST /v1/test-cases/bulk-delete
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_DELETE) => {
                    handle_bulk_delete_test_cases(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // BulkMoveTestCasesToSuite - POST /v1/test-cases/bulk-move-to-suite
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_MOVE_TO_SUITE) => {
                    handle_bulk_move_test_cases_to_suite(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ActivateTestCase - POST /v1/test-cases/{id}/activate
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_ACTIVATE) => {
                    handle_activate_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateTestCase - POST /v1/projects/{projectId}/test-cases
                hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES) => {
                    handle_create_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DeactivateTestCase - POST /v1/test-cases/{id}/deactivate
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_DEACTIVATE) => {
                    handle_deactivate_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DeleteTestCase - DELETE /v1/test-cases/{id}
                hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_CASES_ID) => {
                    handle_delete_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DuplicateTestCase - POST /v1/test-cases/{id}/duplicate
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_DUPLICATE) => {
                    handle_duplicate_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestCase - GET /v1/test-cases/{id}
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID) => {
                    handle_get_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestCaseHistory - GET /v1/test-cases/{id}/history
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID_HISTORY) => {
                    handle_get_test_case_history(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ImportTestCases - POST /v1/projects/{projectId}/test-cases/import
                hyper::Method::POST
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT) =>
                {
                    handle_import_test_cases(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTestCases - GET /v1/projects/{projectId}/test-cases
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES) => {
                    handle_list_test_cases(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListUngroupedTestCases - GET /v1/projects/{projectId}/test-cases/ungrouped
                hyper::Method::GET
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED) =>
                {
                    handle_list_ungrouped_test_cases(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ReplaceTestCase - PUT /v1/test-cases/{id}
                hyper::Method::PUT if path.matched(paths::ID_V1_TEST_CASES_ID) => {
                    handle_replace_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateTestRun - POST /v1/projects/{projectId}/test-runs
                hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_RUNS) => {
                    handle_create_test_run(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestRun - GET /v1/test-runs/{id}
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_RUNS_ID) => {
                    handle_get_test_run(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTestRuns - GET /v1/projects/{projectId}/test-runs
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_RUNS) => {
                    handle_list_test_runs(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // RunTestCase - POST /v1/test-cases/{id}/run
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_RUN) => {
                    handle_run_test_case(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // RunTestSuite - POST /v1/test-suites/{id}/run
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_SUITES_ID_RUN) => {
                    handle_run_test_suite(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // StopTestRun - POST /v1/test-runs/{id}/stop
                hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_STOP) => {
                    handle_stop_test_run(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // StreamTestRunEvents - GET /v1/test-runs/{id}/events
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_RUNS_ID_EVENTS) => {
                    handle_stream_test_run_events(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // CreateTestSuite - POST /v1/projects/{projectId}/test-suites
                hyper::Method::POST
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES) =>
                {
                    handle_create_test_suite(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // DeleteTestSuite - DELETE /v1/test-suites/{id}
                hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_SUITES_ID) => {
                    handle_delete_test_suite(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // GetTestSuite - GET /v1/test-suites/{id}
                hyper::Method::GET if path.matched(paths::ID_V1_TEST_SUITES_ID) => {
                    handle_get_test_suite(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTestSuiteDetails - GET /v1/projects/{projectId}/test-suites/details
                hyper::Method::GET
                    if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS) =>
                {
                    handle_list_test_suite_details(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ListTestSuites - GET /v1/projects/{projectId}/test-suites
                hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES) => {
                    handle_list_test_suites(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                // ReplaceTestSuite - PUT /v1/test-suites/{id}
                hyper::Method::PUT if path.matched(paths::ID_V1_TEST_SUITES_ID) => {
                    handle_replace_test_suite(
                        api_impl,
                        uri,
                        headers,
                        body,
                        context,
                        validation,
                        multipart_form_size_limit,
                    )
                    .await
                }

                _ if path.matched(paths::ID_V1) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_AUTH_LOGIN) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_AUTH_LOGOUT) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_AUTH_OTP_REQUEST) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_AUTH_OTP_VERIFY) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_AUTH_REFRESH) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_AUTH_REGISTER) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_INVITATIONS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_ME) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_ME_API_TOKENS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_ME_API_TOKENS_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATION_CONFIGS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_ID_NOTIFICATION_SETTINGS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_ID_OVERVIEW) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS_ID_SETTINGS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS_ID_STORAGE_USAGE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS_ID_TEST_RUN_SETTINGS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_ENVIRONMENTS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TAGS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_RUNS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_SHARED_RESULTS_TOKEN) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_SHARED_TEST_RUNS_TOKEN) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TAGS_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEAMS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEAMS_ID_MEMBERS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEAMS_ID_MEMBERS_ACCOUNTID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_BULK_ACTIVATE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_BULK_DEACTIVATE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_BULK_DELETE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_BULK_MOVE_TO_SUITE) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_TEST_CASES_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_ACTIVATE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_DEACTIVATE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_DUPLICATE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_HISTORY) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_HISTORY) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE) => {
                    method_not_allowed()
                }
                _ if path.matched(paths::ID_V1_TEST_CASES_ID_RUN) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_RUNS_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_RUNS_ID_EVENTS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_RUNS_ID_REPORT_SEND) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_RUNS_ID_RESULTS) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_RUNS_ID_SHARE) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_RUNS_ID_STOP) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_SUITES_ID) => method_not_allowed(),
                _ if path.matched(paths::ID_V1_TEST_SUITES_ID_RUN) => method_not_allowed(),
                _ => Ok(Response::builder()
                    .status(StatusCode::NOT_FOUND)
                    .body(BoxBody::new(http_body_util::Empty::new()))
                    .expect("Unable to create Not Found response")),
            }
        }
        Box::pin(run(
            self.api_impl.clone(),
            req,
            self.validation,
            self.multipart_form_size_limit,
        ))
    }
}

#[allow(unused_variables)]
async fn handle_create_api_token<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_api_token_input: Option<models::ApiTokenInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_api_token_input) => param_api_token_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter ApiTokenInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter ApiTokenInput due to schema")),
                                    }
            } else {
                None
            };
            let param_api_token_input = match param_api_token_input {
                                    Some(param_api_token_input) => param_api_token_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter ApiTokenInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter ApiTokenInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_api_token_input, "ApiTokenInput", validation);

            let result = api_impl
                .create_api_token(param_api_token_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateApiTokenResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateApiTokenResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateApiTokenResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateApiTokenResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateApiTokenResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateApiTokenResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_get_me<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    let result = api_impl.get_me(&context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetMeResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetMeResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetMeResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_api_tokens<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_api_tokens(param_limit, param_offset, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListApiTokensResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListApiTokensResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListApiTokensResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListApiTokensResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_revoke_api_token<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_ME_API_TOKENS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_ME_API_TOKENS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_ME_API_TOKENS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.revoke_api_token(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            RevokeApiTokenResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RevokeApiTokenResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RevokeApiTokenResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RevokeApiTokenResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_login<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_login_input: Option<models::LoginInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_login_input) => param_login_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter LoginInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter LoginInput due to schema")),
                                    }
            } else {
                None
            };
            let param_login_input = match param_login_input {
                                    Some(param_login_input) => param_login_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter LoginInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter LoginInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_login_input, "LoginInput", validation);

            let result = api_impl.login(param_login_input, &context).await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    LoginResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LoginResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LoginResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LoginResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LoginResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LoginResponse::TooManyRequests { body, retry_after } => {
                        *response.status_mut() = StatusCode::from_u16(429)
                            .expect("Unable to turn 429 into a StatusCode");

                        if let Some(retry_after) = retry_after {
                            let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                            response
                                .headers_mut()
                                .insert(HeaderName::from_static("retry-after"), retry_after);
                        }
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LoginResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_logout<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_refresh_input: Option<models::RefreshInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_refresh_input) => param_refresh_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter RefreshInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter RefreshInput due to schema")),
                                    }
            } else {
                None
            };
            let param_refresh_input = match param_refresh_input {
                                    Some(param_refresh_input) => param_refresh_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter RefreshInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter RefreshInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_refresh_input, "RefreshInput", validation);

            let result = api_impl.logout(param_refresh_input, &context).await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    LogoutResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LogoutResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LogoutResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LogoutResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    LogoutResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_refresh_session<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_refresh_input: Option<models::RefreshInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_refresh_input) => param_refresh_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter RefreshInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter RefreshInput due to schema")),
                                    }
            } else {
                None
            };
            let param_refresh_input = match param_refresh_input {
                                    Some(param_refresh_input) => param_refresh_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter RefreshInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter RefreshInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_refresh_input, "RefreshInput", validation);

            let result = api_impl
                .refresh_session(param_refresh_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    RefreshSessionResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RefreshSessionResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RefreshSessionResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RefreshSessionResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RefreshSessionResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RefreshSessionResponse::TooManyRequests { body, retry_after } => {
                        *response.status_mut() = StatusCode::from_u16(429)
                            .expect("Unable to turn 429 into a StatusCode");

                        if let Some(retry_after) = retry_after {
                            let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                            response
                                .headers_mut()
                                .insert(HeaderName::from_static("retry-after"), retry_after);
                        }
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RefreshSessionResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_register<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_register_input: Option<models::RegisterInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_register_input) => param_register_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter RegisterInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter RegisterInput due to schema")),
                                    }
            } else {
                None
            };
            let param_register_input = match param_register_input {
                                    Some(param_register_input) => param_register_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter RegisterInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter RegisterInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_register_input, "RegisterInput", validation);

            let result = api_impl.register(param_register_input, &context).await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    RegisterResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::Forbidden(body) => {
                        *response.status_mut() = StatusCode::from_u16(403)
                            .expect("Unable to turn 403 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::TooManyRequests { body, retry_after } => {
                        *response.status_mut() = StatusCode::from_u16(429)
                            .expect("Unable to turn 429 into a StatusCode");

                        if let Some(retry_after) = retry_after {
                            let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                            response
                                .headers_mut()
                                .insert(HeaderName::from_static("retry-after"), retry_after);
                        }
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RegisterResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_request_otp<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_otp_request_input: Option<models::OtpRequestInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_otp_request_input) => param_otp_request_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter OtpRequestInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter OtpRequestInput due to schema")),
                                    }
            } else {
                None
            };
            let param_otp_request_input = match param_otp_request_input {
                                    Some(param_otp_request_input) => param_otp_request_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter OtpRequestInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter OtpRequestInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_otp_request_input, "OtpRequestInput", validation);

            let result = api_impl
                .request_otp(param_otp_request_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    RequestOtpResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RequestOtpResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RequestOtpResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RequestOtpResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RequestOtpResponse::TooManyRequests { body, retry_after } => {
                        *response.status_mut() = StatusCode::from_u16(429)
                            .expect("Unable to turn 429 into a StatusCode");

                        if let Some(retry_after) = retry_after {
                            let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                            response
                                .headers_mut()
                                .insert(HeaderName::from_static("retry-after"), retry_after);
                        }
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RequestOtpResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_verify_otp<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_otp_verify_input: Option<models::OtpVerifyInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_otp_verify_input) => param_otp_verify_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter OtpVerifyInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter OtpVerifyInput due to schema")),
                                    }
            } else {
                None
            };
            let param_otp_verify_input = match param_otp_verify_input {
                                    Some(param_otp_verify_input) => param_otp_verify_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter OtpVerifyInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter OtpVerifyInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_otp_verify_input, "OtpVerifyInput", validation);

            let result = api_impl.verify_otp(param_otp_verify_input, &context).await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    VerifyOtpResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    VerifyOtpResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    VerifyOtpResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    VerifyOtpResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    VerifyOtpResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    VerifyOtpResponse::TooManyRequests { body, retry_after } => {
                        *response.status_mut() = StatusCode::from_u16(429)
                            .expect("Unable to turn 429 into a StatusCode");

                        if let Some(retry_after) = retry_after {
                            let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                            response
                                .headers_mut()
                                .insert(HeaderName::from_static("retry-after"), retry_after);
                        }
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    VerifyOtpResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_create_environment<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_ENVIRONMENTS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_ENVIRONMENTS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_ENVIRONMENTS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_environment_input: Option<models::EnvironmentInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_environment_input) => param_environment_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter EnvironmentInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter EnvironmentInput due to schema")),
                                    }
            } else {
                None
            };
            let param_environment_input = match param_environment_input {
                                    Some(param_environment_input) => param_environment_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter EnvironmentInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter EnvironmentInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_environment_input, "EnvironmentInput", validation);

            let result = api_impl
                .create_environment(param_project_id, param_environment_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateEnvironmentResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateEnvironmentResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateEnvironmentResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateEnvironmentResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateEnvironmentResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateEnvironmentResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateEnvironmentResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_delete_environment<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_ENVIRONMENTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_ENVIRONMENTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_ENVIRONMENTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.delete_environment(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DeleteEnvironmentResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteEnvironmentResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteEnvironmentResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteEnvironmentResponse::Conflict(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(409).expect("Unable to turn 409 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteEnvironmentResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_environment<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_ENVIRONMENTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_ENVIRONMENTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_ENVIRONMENTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_environment(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetEnvironmentResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetEnvironmentResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetEnvironmentResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetEnvironmentResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_environments<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_ENVIRONMENTS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_ENVIRONMENTS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_ENVIRONMENTS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_id = query_params
        .iter()
        .filter(|e| e.0 == "id")
        .map(|e| e.1.clone())
        .next();
    let param_id =
        match param_id {
            Some(param_id) => {
                let param_id = <String as std::str::FromStr>::from_str(&param_id);
                match param_id {
                    Ok(param_id) => Some(param_id),
                    Err(e) => return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse query parameter id - doesn't match schema: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid query parameter id",
                        )),
                }
            }
            None => None,
        };
    let param_ids = query_params
        .iter()
        .filter(|e| e.0 == "ids")
        .map(|e| e.1.clone())
        .filter_map(|param_ids| param_ids.parse().ok())
        .collect::<Vec<_>>();
    let param_ids = if !param_ids.is_empty() {
        Some(param_ids)
    } else {
        None
    };
    let param_project_id2 = query_params
        .iter()
        .filter(|e| e.0 == "projectId")
        .map(|e| e.1.clone())
        .next();
    let param_project_id2 = match param_project_id2 {
        Some(param_project_id2) => {
            let param_project_id2 = <String as std::str::FromStr>::from_str(&param_project_id2);
            match param_project_id2 {
                            Ok(param_project_id2) => Some(param_project_id2),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter projectId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter projectId")),
                        }
        }
        None => None,
    };
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };
    let param_base_url = query_params
        .iter()
        .filter(|e| e.0 == "baseUrl")
        .map(|e| e.1.clone())
        .next();
    let param_base_url = match param_base_url {
        Some(param_base_url) => {
            let param_base_url = <String as std::str::FromStr>::from_str(&param_base_url);
            match param_base_url {
                Ok(param_base_url) => Some(param_base_url),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter baseUrl - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter baseUrl",
                    )),
            }
        }
        None => None,
    };
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_environments(
            param_project_id,
            param_id,
            param_ids.as_ref(),
            param_project_id2,
            param_name,
            param_base_url,
            param_limit,
            param_offset,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListEnvironmentsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListEnvironmentsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListEnvironmentsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListEnvironmentsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListEnvironmentsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_replace_environment<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_ENVIRONMENTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_ENVIRONMENTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_ENVIRONMENTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_environment_input: Option<models::EnvironmentInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_environment_input) => param_environment_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter EnvironmentInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter EnvironmentInput due to schema")),
                                    }
            } else {
                None
            };
            let param_environment_input = match param_environment_input {
                                    Some(param_environment_input) => param_environment_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter EnvironmentInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter EnvironmentInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_environment_input, "EnvironmentInput", validation);

            let result = api_impl
                .replace_environment(param_id, param_environment_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    ReplaceEnvironmentResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceEnvironmentResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceEnvironmentResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceEnvironmentResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceEnvironmentResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceEnvironmentResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceEnvironmentResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_get_health<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    let result = api_impl.get_health(&context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetHealthResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetHealthResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_connect_team_chat<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_team_chat_connect_input: Option<models::TeamChatConnectInput> = if !body
                .is_empty()
            {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_team_chat_connect_input) => param_team_chat_connect_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TeamChatConnectInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TeamChatConnectInput due to schema")),
                                    }
            } else {
                None
            };
            let param_team_chat_connect_input = match param_team_chat_connect_input {
                                    Some(param_team_chat_connect_input) => param_team_chat_connect_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TeamChatConnectInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TeamChatConnectInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(
                param_team_chat_connect_input,
                "TeamChatConnectInput",
                validation
            );

            let result = api_impl
                .connect_team_chat(param_id, param_team_chat_connect_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    ConnectTeamChatResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ConnectTeamChatResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ConnectTeamChatResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ConnectTeamChatResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ConnectTeamChatResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ConnectTeamChatResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ConnectTeamChatResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_disconnect_team_chat<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.disconnect_team_chat(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DisconnectTeamChatResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DisconnectTeamChatResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DisconnectTeamChatResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DisconnectTeamChatResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_notification_settings<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_NOTIFICATION_SETTINGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_NOTIFICATION_SETTINGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_NOTIFICATION_SETTINGS.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_notification_settings(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetNotificationSettingsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetNotificationSettingsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetNotificationSettingsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetNotificationSettingsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_send_test_run_report<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_RUNS_ID_REPORT_SEND
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_RUNS_ID_REPORT_SEND in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_RUNS_ID_REPORT_SEND.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.send_test_run_report(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            SendTestRunReportResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            SendTestRunReportResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            SendTestRunReportResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            SendTestRunReportResponse::Conflict(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(409).expect("Unable to turn 409 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            SendTestRunReportResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_test_team_chat<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.test_team_chat(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            TestTeamChatResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            TestTeamChatResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            TestTeamChatResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            TestTeamChatResponse::Conflict(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(409).expect("Unable to turn 409 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            TestTeamChatResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_update_integration_configs<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_INTEGRATION_CONFIGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_INTEGRATION_CONFIGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_INTEGRATION_CONFIGS.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_integration_configs_update: Option<models::IntegrationConfigsUpdate> =
                if !body.is_empty() {
                    let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                    match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_integration_configs_update) => param_integration_configs_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter IntegrationConfigsUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter IntegrationConfigsUpdate due to schema")),
                                    }
                } else {
                    None
                };
            let param_integration_configs_update = match param_integration_configs_update {
                                    Some(param_integration_configs_update) => param_integration_configs_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter IntegrationConfigsUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter IntegrationConfigsUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(
                param_integration_configs_update,
                "IntegrationConfigsUpdate",
                validation
            );

            let result = api_impl
                .update_integration_configs(param_id, param_integration_configs_update, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    UpdateIntegrationConfigsResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateIntegrationConfigsResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateIntegrationConfigsResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateIntegrationConfigsResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateIntegrationConfigsResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateIntegrationConfigsResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateIntegrationConfigsResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_update_notification_settings<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_NOTIFICATION_SETTINGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_NOTIFICATION_SETTINGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_NOTIFICATION_SETTINGS.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_notification_settings_update: Option<models::NotificationSettingsUpdate> =
                if !body.is_empty() {
                    let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                    match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_notification_settings_update) => param_notification_settings_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter NotificationSettingsUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter NotificationSettingsUpdate due to schema")),
                                    }
                } else {
                    None
                };
            let param_notification_settings_update = match param_notification_settings_update {
                                    Some(param_notification_settings_update) => param_notification_settings_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter NotificationSettingsUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter NotificationSettingsUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(
                param_notification_settings_update,
                "NotificationSettingsUpdate",
                validation
            );

            let result = api_impl
                .update_notification_settings(
                    param_id,
                    param_notification_settings_update,
                    &context,
                )
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    UpdateNotificationSettingsResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateNotificationSettingsResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateNotificationSettingsResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateNotificationSettingsResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateNotificationSettingsResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateNotificationSettingsResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateNotificationSettingsResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_create_project<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_project_input: Option<models::ProjectInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_project_input) => param_project_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter ProjectInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter ProjectInput due to schema")),
                                    }
            } else {
                None
            };
            let param_project_input = match param_project_input {
                                    Some(param_project_input) => param_project_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter ProjectInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter ProjectInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_project_input, "ProjectInput", validation);

            let result = api_impl.create_project(param_project_input, &context).await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateProjectResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateProjectResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateProjectResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateProjectResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateProjectResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateProjectResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateProjectResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_list_projects<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_projects(param_limit, param_offset, param_name, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListProjectsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListProjectsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListProjectsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListProjectsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_project<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_PROJECTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_PROJECTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_PROJECTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_project(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetProjectResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_project_overview<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_PROJECTS_ID_OVERVIEW
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_PROJECTS_ID_OVERVIEW in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_PROJECTS_ID_OVERVIEW.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_preset = query_params
        .iter()
        .filter(|e| e.0 == "preset")
        .map(|e| e.1.clone())
        .next();
    let param_preset = match param_preset {
        Some(param_preset) => {
            let param_preset =
                <models::GetProjectOverviewPresetParameter as std::str::FromStr>::from_str(
                    &param_preset,
                );
            match param_preset {
                Ok(param_preset) => Some(param_preset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter preset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter preset",
                    )),
            }
        }
        None => None,
    };
    let param_preset = match param_preset {
        Some(param_preset) => param_preset,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter preset"))
                .expect(
                    "Unable to create Bad Request response for missing query parameter preset",
                ))
        }
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_preset, "preset", validation);

    let result = api_impl
        .get_project_overview(param_id, param_preset, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetProjectOverviewResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectOverviewResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectOverviewResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectOverviewResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectOverviewResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_project_settings<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_PROJECTS_ID_SETTINGS
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_PROJECTS_ID_SETTINGS in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_PROJECTS_ID_SETTINGS.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_project_settings(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetProjectSettingsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectSettingsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectSettingsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectSettingsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_project_storage_usage<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_STORAGE_USAGE
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_STORAGE_USAGE in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_STORAGE_USAGE.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_project_storage_usage(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetProjectStorageUsageResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectStorageUsageResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectStorageUsageResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetProjectStorageUsageResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_test_run_settings<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_TEST_RUN_SETTINGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_TEST_RUN_SETTINGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_TEST_RUN_SETTINGS.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_test_run_settings(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestRunSettingsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestRunSettingsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestRunSettingsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestRunSettingsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_update_project<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_PROJECTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_PROJECTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_PROJECTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_project_update: Option<models::ProjectUpdate> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_project_update) => param_project_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter ProjectUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter ProjectUpdate due to schema")),
                                    }
            } else {
                None
            };
            let param_project_update = match param_project_update {
                                    Some(param_project_update) => param_project_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter ProjectUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter ProjectUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_project_update, "ProjectUpdate", validation);

            let result = api_impl
                .update_project(param_id, param_project_update, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    UpdateProjectResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_update_project_settings<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_PROJECTS_ID_SETTINGS
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_PROJECTS_ID_SETTINGS in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_PROJECTS_ID_SETTINGS.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_project_settings_update: Option<models::ProjectSettingsUpdate> = if !body
                .is_empty()
            {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_project_settings_update) => param_project_settings_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter ProjectSettingsUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter ProjectSettingsUpdate due to schema")),
                                    }
            } else {
                None
            };
            let param_project_settings_update = match param_project_settings_update {
                                    Some(param_project_settings_update) => param_project_settings_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter ProjectSettingsUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter ProjectSettingsUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(
                param_project_settings_update,
                "ProjectSettingsUpdate",
                validation
            );

            let result = api_impl
                .update_project_settings(param_id, param_project_settings_update, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    UpdateProjectSettingsResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectSettingsResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectSettingsResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectSettingsResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectSettingsResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectSettingsResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateProjectSettingsResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_update_test_run_settings<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_ID_TEST_RUN_SETTINGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_ID_TEST_RUN_SETTINGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_ID_TEST_RUN_SETTINGS.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_run_settings_update: Option<models::TestRunSettingsUpdate> = if !body
                .is_empty()
            {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_run_settings_update) => param_test_run_settings_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestRunSettingsUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestRunSettingsUpdate due to schema")),
                                    }
            } else {
                None
            };
            let param_test_run_settings_update = match param_test_run_settings_update {
                                    Some(param_test_run_settings_update) => param_test_run_settings_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestRunSettingsUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestRunSettingsUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(
                param_test_run_settings_update,
                "TestRunSettingsUpdate",
                validation
            );

            let result = api_impl
                .update_test_run_settings(param_id, param_test_run_settings_update, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    UpdateTestRunSettingsResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTestRunSettingsResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTestRunSettingsResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTestRunSettingsResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTestRunSettingsResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTestRunSettingsResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTestRunSettingsResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_get_test_case_results_history<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_RESULTS_HISTORY
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_RESULTS_HISTORY in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_RESULTS_HISTORY.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_environment_id = query_params
        .iter()
        .filter(|e| e.0 == "environmentId")
        .map(|e| e.1.clone())
        .next();
    let param_environment_id = match param_environment_id {
        Some(param_environment_id) => {
            let param_environment_id =
                <String as std::str::FromStr>::from_str(&param_environment_id);
            match param_environment_id {
                            Ok(param_environment_id) => Some(param_environment_id),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter environmentId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter environmentId")),
                        }
        }
        None => None,
    };
    let param_environment_id = match param_environment_id {
        Some(param_environment_id) => param_environment_id,
        None => return Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_str(
                "Missing required query parameter environmentId",
            ))
            .expect(
                "Unable to create Bad Request response for missing query parameter environmentId",
            )),
    };
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .get_test_case_results_history(param_id, param_environment_id, param_limit, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestCaseResultsHistoryResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultsHistoryResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultsHistoryResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultsHistoryResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultsHistoryResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_report_test_run_result<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_RUNS_ID_RESULTS
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_RUNS_ID_RESULTS in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_RUNS_ID_RESULTS.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_reported_result_input: Option<models::ReportedResultInput> = if !body
                .is_empty()
            {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_reported_result_input) => param_reported_result_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter ReportedResultInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter ReportedResultInput due to schema")),
                                    }
            } else {
                None
            };
            let param_reported_result_input = match param_reported_result_input {
                                    Some(param_reported_result_input) => param_reported_result_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter ReportedResultInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter ReportedResultInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(
                param_reported_result_input,
                "ReportedResultInput",
                validation
            );

            let result = api_impl
                .report_test_run_result(param_id, param_reported_result_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    ReportTestRunResultResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReportTestRunResultResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_approve_healing<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let param_result_id = match percent_encoding::percent_decode(path_params["resultId"].as_bytes())
        .decode_utf8()
    {
        Ok(param_result_id) => match param_result_id.parse::<String>() {
            Ok(param_result_id) => param_result_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter resultId: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["resultId"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl
        .approve_healing(param_id, param_result_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ApproveHealingResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ApproveHealingResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ApproveHealingResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ApproveHealingResponse::Conflict(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(409).expect("Unable to turn 409 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ApproveHealingResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_dismiss_healing<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let param_result_id = match percent_encoding::percent_decode(path_params["resultId"].as_bytes())
        .decode_utf8()
    {
        Ok(param_result_id) => match param_result_id.parse::<String>() {
            Ok(param_result_id) => param_result_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter resultId: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["resultId"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl
        .dismiss_healing(param_id, param_result_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DismissHealingResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DismissHealingResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DismissHealingResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DismissHealingResponse::Conflict(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(409).expect("Unable to turn 409 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DismissHealingResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_test_case_result<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_RESULTS_RESULTID in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let param_result_id = match percent_encoding::percent_decode(path_params["resultId"].as_bytes())
        .decode_utf8()
    {
        Ok(param_result_id) => match param_result_id.parse::<String>() {
            Ok(param_result_id) => param_result_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter resultId: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["resultId"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl
        .get_test_case_result(param_id, param_result_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestCaseResultResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResultResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_shared_result<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_SHARED_RESULTS_TOKEN
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_SHARED_RESULTS_TOKEN in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_SHARED_RESULTS_TOKEN.as_str()
            )
        });

    let param_token = match percent_encoding::percent_decode(path_params["token"].as_bytes())
        .decode_utf8()
    {
        Ok(param_token) => match param_token.parse::<String>() {
            Ok(param_token) => param_token,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter token: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["token"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_shared_result(param_token, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetSharedResultResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetSharedResultResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetSharedResultResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_shared_test_run<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_SHARED_TEST_RUNS_TOKEN
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_SHARED_TEST_RUNS_TOKEN in set but failed match against \"{}\"", path, paths::REGEX_V1_SHARED_TEST_RUNS_TOKEN.as_str())
                    );

    let param_token = match percent_encoding::percent_decode(path_params["token"].as_bytes())
        .decode_utf8()
    {
        Ok(param_token) => match param_token.parse::<String>() {
            Ok(param_token) => param_token,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter token: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["token"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_shared_test_run(param_token, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetSharedTestRunResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetSharedTestRunResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetSharedTestRunResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_share_test_run<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_RUNS_ID_SHARE
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_RUNS_ID_SHARE in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_RUNS_ID_SHARE.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.share_test_run(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ShareTestRunResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ShareTestRunResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ShareTestRunResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ShareTestRunResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_unshare_test_run<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_RUNS_ID_SHARE
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_RUNS_ID_SHARE in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_RUNS_ID_SHARE.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.unshare_test_run(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            UnshareTestRunResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            UnshareTestRunResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            UnshareTestRunResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            UnshareTestRunResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_share_test_case_result<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let param_result_id = match percent_encoding::percent_decode(path_params["resultId"].as_bytes())
        .decode_utf8()
    {
        Ok(param_result_id) => match param_result_id.parse::<String>() {
            Ok(param_result_id) => param_result_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter resultId: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["resultId"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl
        .share_test_case_result(param_id, param_result_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ShareTestCaseResultResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ShareTestCaseResultResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ShareTestCaseResultResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ShareTestCaseResultResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_unshare_test_case_result<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let param_result_id = match percent_encoding::percent_decode(path_params["resultId"].as_bytes())
        .decode_utf8()
    {
        Ok(param_result_id) => match param_result_id.parse::<String>() {
            Ok(param_result_id) => param_result_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter resultId: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["resultId"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl
        .unshare_test_case_result(param_id, param_result_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            UnshareTestCaseResultResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            UnshareTestCaseResultResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            UnshareTestCaseResultResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            UnshareTestCaseResultResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_create_tag<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TAGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TAGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TAGS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_tag_input: Option<models::TagInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_tag_input) => param_tag_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TagInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TagInput due to schema")),
                                    }
            } else {
                None
            };
            let param_tag_input = match param_tag_input {
                Some(param_tag_input) => param_tag_input,
                None => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(BoxBody::new(
                        "Missing required body parameter TagInput".to_string(),
                    ))
                    .expect(
                        "Unable to create Bad Request response for missing body parameter TagInput",
                    )),
            };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_tag_input, "TagInput", validation);

            let result = api_impl
                .create_tag(param_project_id, param_tag_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateTagResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTagResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_delete_tag<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TAGS_ID.captures(path).unwrap_or_else(|| {
        panic!(
            "Path {} matched RE V1_TAGS_ID in set but failed match against \"{}\"",
            path,
            paths::REGEX_V1_TAGS_ID.as_str()
        )
    });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.delete_tag(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DeleteTagResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTagResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTagResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTagResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_tags<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TAGS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TAGS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TAGS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_id = query_params
        .iter()
        .filter(|e| e.0 == "id")
        .map(|e| e.1.clone())
        .next();
    let param_id =
        match param_id {
            Some(param_id) => {
                let param_id = <String as std::str::FromStr>::from_str(&param_id);
                match param_id {
                    Ok(param_id) => Some(param_id),
                    Err(e) => return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse query parameter id - doesn't match schema: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid query parameter id",
                        )),
                }
            }
            None => None,
        };
    let param_ids = query_params
        .iter()
        .filter(|e| e.0 == "ids")
        .map(|e| e.1.clone())
        .filter_map(|param_ids| param_ids.parse().ok())
        .collect::<Vec<_>>();
    let param_ids = if !param_ids.is_empty() {
        Some(param_ids)
    } else {
        None
    };
    let param_project_id2 = query_params
        .iter()
        .filter(|e| e.0 == "projectId")
        .map(|e| e.1.clone())
        .next();
    let param_project_id2 = match param_project_id2 {
        Some(param_project_id2) => {
            let param_project_id2 = <String as std::str::FromStr>::from_str(&param_project_id2);
            match param_project_id2 {
                            Ok(param_project_id2) => Some(param_project_id2),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter projectId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter projectId")),
                        }
        }
        None => None,
    };
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_tags(
            param_project_id,
            param_id,
            param_ids.as_ref(),
            param_project_id2,
            param_name,
            param_limit,
            param_offset,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTagsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTagsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTagsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTagsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTagsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_update_tag<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TAGS_ID.captures(path).unwrap_or_else(|| {
        panic!(
            "Path {} matched RE V1_TAGS_ID in set but failed match against \"{}\"",
            path,
            paths::REGEX_V1_TAGS_ID.as_str()
        )
    });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_tag_update: Option<models::TagUpdate> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_tag_update) => param_tag_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TagUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TagUpdate due to schema")),
                                    }
            } else {
                None
            };
            let param_tag_update = match param_tag_update {
                                    Some(param_tag_update) => param_tag_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TagUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TagUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_tag_update, "TagUpdate", validation);

            let result = api_impl
                .update_tag(param_id, param_tag_update, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    UpdateTagResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    UpdateTagResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_create_invitation<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_invitation_input: Option<models::InvitationInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_invitation_input) => param_invitation_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter InvitationInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter InvitationInput due to schema")),
                                    }
            } else {
                None
            };
            let param_invitation_input = match param_invitation_input {
                                    Some(param_invitation_input) => param_invitation_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter InvitationInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter InvitationInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_invitation_input, "InvitationInput", validation);

            let result = api_impl
                .create_invitation(param_invitation_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateInvitationResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::Forbidden(body) => {
                        *response.status_mut() = StatusCode::from_u16(403)
                            .expect("Unable to turn 403 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateInvitationResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_create_team<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_team_input: Option<models::TeamInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_team_input) => param_team_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TeamInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TeamInput due to schema")),
                                    }
            } else {
                None
            };
            let param_team_input = match param_team_input {
                                    Some(param_team_input) => param_team_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TeamInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TeamInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_team_input, "TeamInput", validation);

            let result = api_impl.create_team(param_team_input, &context).await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateTeamResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::Forbidden(body) => {
                        *response.status_mut() = StatusCode::from_u16(403)
                            .expect("Unable to turn 403 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTeamResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_list_teams<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_teams(param_limit, param_offset, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTeamsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTeamsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTeamsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTeamsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_add_team_member<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEAMS_ID_MEMBERS
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEAMS_ID_MEMBERS in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEAMS_ID_MEMBERS.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_team_member_input: Option<models::TeamMemberInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_team_member_input) => param_team_member_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TeamMemberInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TeamMemberInput due to schema")),
                                    }
            } else {
                None
            };
            let param_team_member_input = match param_team_member_input {
                                    Some(param_team_member_input) => param_team_member_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TeamMemberInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TeamMemberInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_team_member_input, "TeamMemberInput", validation);

            let result = api_impl
                .add_team_member(param_id, param_team_member_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    AddTeamMemberResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::Forbidden(body) => {
                        *response.status_mut() = StatusCode::from_u16(403)
                            .expect("Unable to turn 403 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    AddTeamMemberResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_remove_team_member<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEAMS_ID_MEMBERS_ACCOUNTID
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEAMS_ID_MEMBERS_ACCOUNTID in set but failed match against \"{}\"", path, paths::REGEX_V1_TEAMS_ID_MEMBERS_ACCOUNTID.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let param_account_id =
        match percent_encoding::percent_decode(path_params["accountId"].as_bytes()).decode_utf8() {
            Ok(param_account_id) => match param_account_id.parse::<String>() {
                Ok(param_account_id) => param_account_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter accountId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["accountId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    let result = api_impl
        .remove_team_member(param_id, param_account_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            RemoveTeamMemberResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RemoveTeamMemberResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RemoveTeamMemberResponse::Forbidden(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(403).expect("Unable to turn 403 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RemoveTeamMemberResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            RemoveTeamMemberResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_create_test_account<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_ACCOUNTS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_account_input: Option<models::TestAccountInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_account_input) => param_test_account_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestAccountInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestAccountInput due to schema")),
                                    }
            } else {
                None
            };
            let param_test_account_input = match param_test_account_input {
                                    Some(param_test_account_input) => param_test_account_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestAccountInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestAccountInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_test_account_input, "TestAccountInput", validation);

            let result = api_impl
                .create_test_account(param_project_id, param_test_account_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateTestAccountResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestAccountResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestAccountResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestAccountResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestAccountResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestAccountResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestAccountResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_delete_test_account<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_ACCOUNTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_ACCOUNTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_ACCOUNTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.delete_test_account(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DeleteTestAccountResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestAccountResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestAccountResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestAccountResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_test_account<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_ACCOUNTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_ACCOUNTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_ACCOUNTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_test_account(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestAccountResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestAccountResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestAccountResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestAccountResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_test_accounts<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_ACCOUNTS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_test_accounts(param_project_id, param_limit, param_offset, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTestAccountsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestAccountsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestAccountsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestAccountsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestAccountsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_replace_test_account<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_ACCOUNTS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_ACCOUNTS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_ACCOUNTS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_account_update: Option<models::TestAccountUpdate> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_account_update) => param_test_account_update,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestAccountUpdate - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestAccountUpdate due to schema")),
                                    }
            } else {
                None
            };
            let param_test_account_update = match param_test_account_update {
                                    Some(param_test_account_update) => param_test_account_update,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestAccountUpdate".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestAccountUpdate")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_test_account_update, "TestAccountUpdate", validation);

            let result = api_impl
                .replace_test_account(param_id, param_test_account_update, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    ReplaceTestAccountResponse::Ok => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                    }
                    ReplaceTestAccountResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestAccountResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestAccountResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestAccountResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestAccountResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestAccountResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_bulk_activate_test_cases<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_bulk_ids: Option<models::BulkIds> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_bulk_ids) => param_bulk_ids,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter BulkIds - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter BulkIds due to schema")),
                                    }
            } else {
                None
            };
            let param_bulk_ids = match param_bulk_ids {
                Some(param_bulk_ids) => param_bulk_ids,
                None => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(BoxBody::new(
                        "Missing required body parameter BulkIds".to_string(),
                    ))
                    .expect(
                        "Unable to create Bad Request response for missing body parameter BulkIds",
                    )),
            };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_bulk_ids, "BulkIds", validation);

            let result = api_impl
                .bulk_activate_test_cases(param_bulk_ids, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    BulkActivateTestCasesResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkActivateTestCasesResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkActivateTestCasesResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkActivateTestCasesResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkActivateTestCasesResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkActivateTestCasesResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkActivateTestCasesResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_bulk_deactivate_test_cases<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_bulk_ids: Option<models::BulkIds> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_bulk_ids) => param_bulk_ids,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter BulkIds - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter BulkIds due to schema")),
                                    }
            } else {
                None
            };
            let param_bulk_ids = match param_bulk_ids {
                Some(param_bulk_ids) => param_bulk_ids,
                None => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(BoxBody::new(
                        "Missing required body parameter BulkIds".to_string(),
                    ))
                    .expect(
                        "Unable to create Bad Request response for missing body parameter BulkIds",
                    )),
            };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_bulk_ids, "BulkIds", validation);

            let result = api_impl
                .bulk_deactivate_test_cases(param_bulk_ids, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    BulkDeactivateTestCasesResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeactivateTestCasesResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeactivateTestCasesResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeactivateTestCasesResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeactivateTestCasesResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeactivateTestCasesResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeactivateTestCasesResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_bulk_delete_test_cases<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_bulk_ids: Option<models::BulkIds> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_bulk_ids) => param_bulk_ids,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter BulkIds - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter BulkIds due to schema")),
                                    }
            } else {
                None
            };
            let param_bulk_ids = match param_bulk_ids {
                Some(param_bulk_ids) => param_bulk_ids,
                None => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(BoxBody::new(
                        "Missing required body parameter BulkIds".to_string(),
                    ))
                    .expect(
                        "Unable to create Bad Request response for missing body parameter BulkIds",
                    )),
            };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_bulk_ids, "BulkIds", validation);

            let result = api_impl
                .bulk_delete_test_cases(param_bulk_ids, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    BulkDeleteTestCasesResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeleteTestCasesResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeleteTestCasesResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeleteTestCasesResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeleteTestCasesResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeleteTestCasesResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkDeleteTestCasesResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_bulk_move_test_cases_to_suite<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_bulk_move_input: Option<models::BulkMoveInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_bulk_move_input) => param_bulk_move_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter BulkMoveInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter BulkMoveInput due to schema")),
                                    }
            } else {
                None
            };
            let param_bulk_move_input = match param_bulk_move_input {
                                    Some(param_bulk_move_input) => param_bulk_move_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter BulkMoveInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter BulkMoveInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_bulk_move_input, "BulkMoveInput", validation);

            let result = api_impl
                .bulk_move_test_cases_to_suite(param_bulk_move_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    BulkMoveTestCasesToSuiteResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkMoveTestCasesToSuiteResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkMoveTestCasesToSuiteResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkMoveTestCasesToSuiteResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkMoveTestCasesToSuiteResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkMoveTestCasesToSuiteResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    BulkMoveTestCasesToSuiteResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_activate_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_ACTIVATE
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_ACTIVATE in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_ACTIVATE.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.activate_test_case(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ActivateTestCaseResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ActivateTestCaseResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ActivateTestCaseResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ActivateTestCaseResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_create_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_CASES in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_case_input: Option<models::TestCaseInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_case_input) => param_test_case_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestCaseInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestCaseInput due to schema")),
                                    }
            } else {
                None
            };
            let param_test_case_input = match param_test_case_input {
                                    Some(param_test_case_input) => param_test_case_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestCaseInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestCaseInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_test_case_input, "TestCaseInput", validation);

            let result = api_impl
                .create_test_case(param_project_id, param_test_case_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateTestCaseResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestCaseResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestCaseResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestCaseResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestCaseResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestCaseResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestCaseResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_deactivate_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_DEACTIVATE
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_DEACTIVATE in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_DEACTIVATE.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.deactivate_test_case(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DeactivateTestCaseResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeactivateTestCaseResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeactivateTestCaseResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeactivateTestCaseResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_delete_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_CASES_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_CASES_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_CASES_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.delete_test_case(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DeleteTestCaseResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestCaseResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestCaseResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestCaseResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_duplicate_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_DUPLICATE
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_DUPLICATE in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_DUPLICATE.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.duplicate_test_case(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DuplicateTestCaseResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DuplicateTestCaseResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DuplicateTestCaseResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DuplicateTestCaseResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_CASES_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_CASES_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_CASES_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_test_case(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestCaseResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_test_case_history<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_TEST_CASES_ID_HISTORY
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_TEST_CASES_ID_HISTORY in set but failed match against \"{}\"", path, paths::REGEX_V1_TEST_CASES_ID_HISTORY.as_str())
                    );

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .get_test_case_history(param_id, param_limit, param_offset, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestCaseHistoryResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseHistoryResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseHistoryResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseHistoryResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestCaseHistoryResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_import_test_cases<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let boundary = match swagger::multipart::form::boundary(&headers) {
                Some(boundary) => boundary.to_string(),
                None => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(BoxBody::new(
                            "Couldn't find valid multipart body".to_string(),
                        ))
                        .expect("Unable to create Bad Request response for incorrect boundary"))
                }
            };

            use std::io::Read;

            // Read Form Parameters from body
            let mut entries = match Multipart::with_body(&body.to_vec()[..], boundary)
                .save()
                .size_limit(multipart_form_size_limit)
                .temp()
            {
                SaveResult::Full(entries) => entries,
                SaveResult::Partial(_, PartialReason::CountLimit) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(BoxBody::new(
                            "Unable to process message part due to excessive parts".to_string(),
                        ))
                        .expect("Unable to create Bad Request response due to excessive parts"))
                }
                SaveResult::Partial(_, PartialReason::SizeLimit) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(BoxBody::new(
                            "Unable to process message part due to excessive data".to_string(),
                        ))
                        .expect("Unable to create Bad Request response due to excessive data"))
                }
                SaveResult::Partial(_, PartialReason::Utf8Error(_)) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(BoxBody::new(
                            "Unable to process message part due to invalid data".to_string(),
                        ))
                        .expect("Unable to create Bad Request response due to invalid data"))
                }
                SaveResult::Partial(_, PartialReason::IoError(_)) => return Ok(Response::builder(
                )
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(BoxBody::new(
                    "Failed to process message part due an internal error".to_string(),
                ))
                .expect(
                    "Unable to create Internal Server Error response due to an internal error",
                )),
                SaveResult::Error(e) => return Ok(Response::builder()
                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(BoxBody::new(
                        "Failed to process all message parts due to an internal error".to_string(),
                    ))
                    .expect(
                        "Unable to create Internal Server Error response due to an internal error",
                    )),
            };
            let field_file = entries.fields.remove("file");
            let param_file = match field_file {
                Some(field) => {
                    let mut reader = field[0]
                        .data
                        .readable()
                        .expect("Unable to read field for file");
                    let mut data = String::new();
                    reader
                        .read_to_string(&mut data)
                        .expect("Reading saved String should never fail");
                    let file_model: swagger::ByteArray = match serde_json::from_str(&data) {
                                            Ok(model) => model,
                                            Err(e) => {
                                                return Ok(
                                                    Response::builder()
                                                    .status(StatusCode::BAD_REQUEST)
                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                    .body(BoxBody::new(format!("file data does not match API definition : {e}")))
                                                    .expect("Unable to create Bad Request due to missing required form parameter file"))
                                            }
                                        };
                    file_model
                }
                None => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(BoxBody::new(
                        "Missing required form parameter file".to_string(),
                    ))
                    .expect(
                        "Unable to create Bad Request due to missing required form parameter file",
                    )),
            };
            let field_team_id = entries.fields.remove("team_id");
            let param_team_id = match field_team_id {
                Some(field) => {
                    let mut reader = field[0]
                        .data
                        .readable()
                        .expect("Unable to read field for team_id");
                    Some({
                        let mut data = String::new();
                        reader
                            .read_to_string(&mut data)
                            .expect("Reading saved String should never fail");
                        let team_id_model: String = match serde_json::from_str(&data) {
                                            Ok(model) => model,
                                            Err(e) => {
                                                return Ok(
                                                    Response::builder()
                                                    .status(StatusCode::BAD_REQUEST)
                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                    .body(BoxBody::new(format!("team_id data does not match API definition : {e}")))
                                                    .expect("Unable to create Bad Request due to missing required form parameter team_id"))
                                            }
                                        };
                        team_id_model
                    })
                }
                None => None,
            };
            let field_dry_run = entries.fields.remove("dry_run");
            let param_dry_run = match field_dry_run {
                Some(field) => {
                    let mut reader = field[0]
                        .data
                        .readable()
                        .expect("Unable to read field for dry_run");
                    Some({
                        let mut data = String::new();
                        reader
                            .read_to_string(&mut data)
                            .expect("Reading saved String should never fail");
                        let dry_run_model: models::ImportUploadDryRun = match serde_json::from_str(&data) {
                                            Ok(model) => model,
                                            Err(e) => {
                                                return Ok(
                                                    Response::builder()
                                                    .status(StatusCode::BAD_REQUEST)
                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                    .body(BoxBody::new(format!("dry_run data does not match API definition : {e}")))
                                                    .expect("Unable to create Bad Request due to missing required form parameter dry_run"))
                                            }
                                        };
                        dry_run_model
                    })
                }
                None => None,
            };

            let result = api_impl
                .import_test_cases(
                    param_project_id,
                    param_file,
                    param_team_id,
                    param_dry_run,
                    &context,
                )
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            match result {
                Ok(rsp) => match rsp {
                    ImportTestCasesResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ImportTestCasesResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ImportTestCasesResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ImportTestCasesResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ImportTestCasesResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ImportTestCasesResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ImportTestCasesResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_list_test_cases<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_CASES in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_id = query_params
        .iter()
        .filter(|e| e.0 == "id")
        .map(|e| e.1.clone())
        .next();
    let param_id =
        match param_id {
            Some(param_id) => {
                let param_id = <String as std::str::FromStr>::from_str(&param_id);
                match param_id {
                    Ok(param_id) => Some(param_id),
                    Err(e) => return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse query parameter id - doesn't match schema: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid query parameter id",
                        )),
                }
            }
            None => None,
        };
    let param_ids = query_params
        .iter()
        .filter(|e| e.0 == "ids")
        .map(|e| e.1.clone())
        .filter_map(|param_ids| param_ids.parse().ok())
        .collect::<Vec<_>>();
    let param_ids = if !param_ids.is_empty() {
        Some(param_ids)
    } else {
        None
    };
    let param_project_id2 = query_params
        .iter()
        .filter(|e| e.0 == "projectId")
        .map(|e| e.1.clone())
        .next();
    let param_project_id2 = match param_project_id2 {
        Some(param_project_id2) => {
            let param_project_id2 = <String as std::str::FromStr>::from_str(&param_project_id2);
            match param_project_id2 {
                            Ok(param_project_id2) => Some(param_project_id2),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter projectId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter projectId")),
                        }
        }
        None => None,
    };
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };
    let param_severity = query_params
        .iter()
        .filter(|e| e.0 == "severity")
        .map(|e| e.1.clone())
        .next();
    let param_severity = match param_severity {
        Some(param_severity) => {
            let param_severity = <models::Severity as std::str::FromStr>::from_str(&param_severity);
            match param_severity {
                            Ok(param_severity) => Some(param_severity),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter severity - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter severity")),
                        }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_severity, "severity", validation);
    let param_status = query_params
        .iter()
        .filter(|e| e.0 == "status")
        .map(|e| e.1.clone())
        .next();
    let param_status = match param_status {
        Some(param_status) => {
            let param_status =
                <models::TestCaseStatus as std::str::FromStr>::from_str(&param_status);
            match param_status {
                Ok(param_status) => Some(param_status),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter status - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter status",
                    )),
            }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_status, "status", validation);
    let param_created_by = query_params
        .iter()
        .filter(|e| e.0 == "createdBy")
        .map(|e| e.1.clone())
        .next();
    let param_created_by = match param_created_by {
        Some(param_created_by) => {
            let param_created_by = <String as std::str::FromStr>::from_str(&param_created_by);
            match param_created_by {
                            Ok(param_created_by) => Some(param_created_by),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter createdBy - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter createdBy")),
                        }
        }
        None => None,
    };
    let param_tag_id = query_params
        .iter()
        .filter(|e| e.0 == "tagId")
        .map(|e| e.1.clone())
        .next();
    let param_tag_id = match param_tag_id {
        Some(param_tag_id) => {
            let param_tag_id = <String as std::str::FromStr>::from_str(&param_tag_id);
            match param_tag_id {
                Ok(param_tag_id) => Some(param_tag_id),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter tagId - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter tagId",
                    )),
            }
        }
        None => None,
    };
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_limit = match param_limit {
        Some(param_limit) => param_limit,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter limit"))
                .expect("Unable to create Bad Request response for missing query parameter limit"))
        }
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };
    let param_offset = match param_offset {
        Some(param_offset) => param_offset,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter offset"))
                .expect(
                    "Unable to create Bad Request response for missing query parameter offset",
                ))
        }
    };

    let result = api_impl
        .list_test_cases(
            param_project_id,
            param_limit,
            param_offset,
            param_id,
            param_ids.as_ref(),
            param_project_id2,
            param_name,
            param_severity,
            param_status,
            param_created_by,
            param_tag_id,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTestCasesResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestCasesResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestCasesResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestCasesResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestCasesResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_ungrouped_test_cases<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_limit = match param_limit {
        Some(param_limit) => param_limit,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter limit"))
                .expect("Unable to create Bad Request response for missing query parameter limit"))
        }
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };
    let param_offset = match param_offset {
        Some(param_offset) => param_offset,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter offset"))
                .expect(
                    "Unable to create Bad Request response for missing query parameter offset",
                ))
        }
    };
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };
    let param_severity = query_params
        .iter()
        .filter(|e| e.0 == "severity")
        .map(|e| e.1.clone())
        .next();
    let param_severity = match param_severity {
        Some(param_severity) => {
            let param_severity = <models::Severity as std::str::FromStr>::from_str(&param_severity);
            match param_severity {
                            Ok(param_severity) => Some(param_severity),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter severity - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter severity")),
                        }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_severity, "severity", validation);
    let param_status = query_params
        .iter()
        .filter(|e| e.0 == "status")
        .map(|e| e.1.clone())
        .next();
    let param_status = match param_status {
        Some(param_status) => {
            let param_status =
                <models::TestCaseStatus as std::str::FromStr>::from_str(&param_status);
            match param_status {
                Ok(param_status) => Some(param_status),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter status - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter status",
                    )),
            }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_status, "status", validation);

    let result = api_impl
        .list_ungrouped_test_cases(
            param_project_id,
            param_limit,
            param_offset,
            param_name,
            param_severity,
            param_status,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListUngroupedTestCasesResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListUngroupedTestCasesResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListUngroupedTestCasesResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListUngroupedTestCasesResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListUngroupedTestCasesResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_replace_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_CASES_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_CASES_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_CASES_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Header parameters
    let param_if_match = headers.get(HeaderName::from_static("if-match"));

    let param_if_match = match param_if_match {
        Some(v) => match header::IntoHeaderValue::<String>::try_from((*v).clone()) {
            Ok(result) => Some(result.0),
            Err(err) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!("Invalid header If-Match - {err}")))
                    .expect("Unable to create Bad Request response for invalid header If-Match"));
            }
        },
        None => None,
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_case_input: Option<models::TestCaseInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_case_input) => param_test_case_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestCaseInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestCaseInput due to schema")),
                                    }
            } else {
                None
            };
            let param_test_case_input = match param_test_case_input {
                                    Some(param_test_case_input) => param_test_case_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestCaseInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestCaseInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_test_case_input, "TestCaseInput", validation);

            let result = api_impl
                .replace_test_case(param_id, param_test_case_input, param_if_match, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    ReplaceTestCaseResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::PreconditionFailed(body) => {
                        *response.status_mut() = StatusCode::from_u16(412)
                            .expect("Unable to turn 412 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestCaseResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_create_test_run<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_RUNS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_RUNS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_RUNS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_create_run_input: Option<models::CreateRunInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_create_run_input) => param_create_run_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter CreateRunInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter CreateRunInput due to schema")),
                                    }
            } else {
                None
            };
            let param_create_run_input = match param_create_run_input {
                                    Some(param_create_run_input) => param_create_run_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter CreateRunInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter CreateRunInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_create_run_input, "CreateRunInput", validation);

            let result = api_impl
                .create_test_run(param_project_id, param_create_run_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateTestRunResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestRunResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_get_test_run<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_RUNS_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_RUNS_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_RUNS_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.get_test_run(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestRunResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestRunResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestRunResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestRunResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_test_runs<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_RUNS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_RUNS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_RUNS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_id = query_params
        .iter()
        .filter(|e| e.0 == "id")
        .map(|e| e.1.clone())
        .next();
    let param_id =
        match param_id {
            Some(param_id) => {
                let param_id = <String as std::str::FromStr>::from_str(&param_id);
                match param_id {
                    Ok(param_id) => Some(param_id),
                    Err(e) => return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse query parameter id - doesn't match schema: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid query parameter id",
                        )),
                }
            }
            None => None,
        };
    let param_ids = query_params
        .iter()
        .filter(|e| e.0 == "ids")
        .map(|e| e.1.clone())
        .filter_map(|param_ids| param_ids.parse().ok())
        .collect::<Vec<_>>();
    let param_ids = if !param_ids.is_empty() {
        Some(param_ids)
    } else {
        None
    };
    let param_project_id2 = query_params
        .iter()
        .filter(|e| e.0 == "projectId")
        .map(|e| e.1.clone())
        .next();
    let param_project_id2 = match param_project_id2 {
        Some(param_project_id2) => {
            let param_project_id2 = <String as std::str::FromStr>::from_str(&param_project_id2);
            match param_project_id2 {
                            Ok(param_project_id2) => Some(param_project_id2),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter projectId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter projectId")),
                        }
        }
        None => None,
    };
    let param_test_case_id = query_params
        .iter()
        .filter(|e| e.0 == "testCaseId")
        .map(|e| e.1.clone())
        .next();
    let param_test_case_id = match param_test_case_id {
        Some(param_test_case_id) => {
            let param_test_case_id = <String as std::str::FromStr>::from_str(&param_test_case_id);
            match param_test_case_id {
                            Ok(param_test_case_id) => Some(param_test_case_id),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter testCaseId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter testCaseId")),
                        }
        }
        None => None,
    };
    let param_test_case_ids = query_params
        .iter()
        .filter(|e| e.0 == "testCaseIds")
        .map(|e| e.1.clone())
        .filter_map(|param_test_case_ids| param_test_case_ids.parse().ok())
        .collect::<Vec<_>>();
    let param_test_case_ids = if !param_test_case_ids.is_empty() {
        Some(param_test_case_ids)
    } else {
        None
    };
    let param_test_suite_id = query_params
        .iter()
        .filter(|e| e.0 == "testSuiteId")
        .map(|e| e.1.clone())
        .next();
    let param_test_suite_id = match param_test_suite_id {
        Some(param_test_suite_id) => {
            let param_test_suite_id = <String as std::str::FromStr>::from_str(&param_test_suite_id);
            match param_test_suite_id {
                            Ok(param_test_suite_id) => Some(param_test_suite_id),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter testSuiteId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter testSuiteId")),
                        }
        }
        None => None,
    };
    let param_created_by = query_params
        .iter()
        .filter(|e| e.0 == "createdBy")
        .map(|e| e.1.clone())
        .next();
    let param_created_by = match param_created_by {
        Some(param_created_by) => {
            let param_created_by = <String as std::str::FromStr>::from_str(&param_created_by);
            match param_created_by {
                            Ok(param_created_by) => Some(param_created_by),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter createdBy - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter createdBy")),
                        }
        }
        None => None,
    };
    let param_status = query_params
        .iter()
        .filter(|e| e.0 == "status")
        .map(|e| e.1.clone())
        .next();
    let param_status = match param_status {
        Some(param_status) => {
            let param_status =
                <models::TestRunStatus as std::str::FromStr>::from_str(&param_status);
            match param_status {
                Ok(param_status) => Some(param_status),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter status - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter status",
                    )),
            }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_status, "status", validation);
    let param_statuses = query_params
        .iter()
        .filter(|e| e.0 == "statuses")
        .map(|e| e.1.clone())
        .filter_map(|param_statuses| param_statuses.parse().ok())
        .collect::<Vec<_>>();
    let param_statuses = if !param_statuses.is_empty() {
        Some(param_statuses)
    } else {
        None
    };
    let param_search = query_params
        .iter()
        .filter(|e| e.0 == "search")
        .map(|e| e.1.clone())
        .next();
    let param_search = match param_search {
        Some(param_search) => {
            let param_search = <String as std::str::FromStr>::from_str(&param_search);
            match param_search {
                Ok(param_search) => Some(param_search),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter search - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter search",
                    )),
            }
        }
        None => None,
    };
    let param_start_date = query_params
        .iter()
        .filter(|e| e.0 == "startDate")
        .map(|e| e.1.clone())
        .next();
    let param_start_date = match param_start_date {
        Some(param_start_date) => {
            let param_start_date =
                <chrono::DateTime<chrono::Utc> as std::str::FromStr>::from_str(&param_start_date);
            match param_start_date {
                            Ok(param_start_date) => Some(param_start_date),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter startDate - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter startDate")),
                        }
        }
        None => None,
    };
    let param_end_date = query_params
        .iter()
        .filter(|e| e.0 == "endDate")
        .map(|e| e.1.clone())
        .next();
    let param_end_date = match param_end_date {
        Some(param_end_date) => {
            let param_end_date =
                <chrono::DateTime<chrono::Utc> as std::str::FromStr>::from_str(&param_end_date);
            match param_end_date {
                Ok(param_end_date) => Some(param_end_date),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter endDate - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter endDate",
                    )),
            }
        }
        None => None,
    };
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_limit = match param_limit {
        Some(param_limit) => param_limit,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter limit"))
                .expect("Unable to create Bad Request response for missing query parameter limit"))
        }
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };
    let param_offset = match param_offset {
        Some(param_offset) => param_offset,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_str("Missing required query parameter offset"))
                .expect(
                    "Unable to create Bad Request response for missing query parameter offset",
                ))
        }
    };

    let result = api_impl
        .list_test_runs(
            param_project_id,
            param_limit,
            param_offset,
            param_id,
            param_ids.as_ref(),
            param_project_id2,
            param_test_case_id,
            param_test_case_ids.as_ref(),
            param_test_suite_id,
            param_created_by,
            param_status,
            param_statuses.as_ref(),
            param_search,
            param_start_date,
            param_end_date,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTestRunsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestRunsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestRunsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestRunsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestRunsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_run_test_case<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_CASES_ID_RUN
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_CASES_ID_RUN in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_CASES_ID_RUN.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_run_target_input: Option<models::RunTargetInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_run_target_input) => param_run_target_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter RunTargetInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter RunTargetInput due to schema")),
                                    }
            } else {
                None
            };
            let param_run_target_input = match param_run_target_input {
                                    Some(param_run_target_input) => param_run_target_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter RunTargetInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter RunTargetInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_run_target_input, "RunTargetInput", validation);

            let result = api_impl
                .run_test_case(param_id, param_run_target_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    RunTestCaseResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestCaseResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_run_test_suite<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_SUITES_ID_RUN
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_SUITES_ID_RUN in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_SUITES_ID_RUN.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_run_target_input: Option<models::RunTargetInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_run_target_input) => param_run_target_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter RunTargetInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter RunTargetInput due to schema")),
                                    }
            } else {
                None
            };
            let param_run_target_input = match param_run_target_input {
                                    Some(param_run_target_input) => param_run_target_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter RunTargetInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter RunTargetInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_run_target_input, "RunTargetInput", validation);

            let result = api_impl
                .run_test_suite(param_id, param_run_target_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    RunTestSuiteResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::Conflict(body) => {
                        *response.status_mut() = StatusCode::from_u16(409)
                            .expect("Unable to turn 409 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    RunTestSuiteResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_stop_test_run<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_RUNS_ID_STOP
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_RUNS_ID_STOP in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_RUNS_ID_STOP.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.stop_test_run(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            StopTestRunResponse::Created(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(201).expect("Unable to turn 201 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StopTestRunResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StopTestRunResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StopTestRunResponse::Conflict(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(409).expect("Unable to turn 409 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StopTestRunResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_stream_test_run_events<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_RUNS_ID_EVENTS
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_RUNS_ID_EVENTS in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_RUNS_ID_EVENTS.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Header parameters
    let param_last_event_id = headers.get(HeaderName::from_static("last-event-id"));

    let param_last_event_id = match param_last_event_id {
        Some(v) => {
            match header::IntoHeaderValue::<String>::try_from((*v).clone()) {
                Ok(result) => Some(result.0),
                Err(err) => {
                    return Ok(Response::builder()
                                        .status(StatusCode::BAD_REQUEST)
                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                        .body(body_from_string(format!("Invalid header Last-Event-ID - {err}")))
                                        .expect("Unable to create Bad Request response for invalid header Last-Event-ID"));
                }
            }
        }
        None => None,
    };

    let result = api_impl
        .stream_test_run_events(param_id, param_last_event_id, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            StreamTestRunEventsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("text/event-stream"));
                // Plain text Body
                *response.body_mut() = body_from_string(body);
            }
            StreamTestRunEventsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StreamTestRunEventsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StreamTestRunEventsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            StreamTestRunEventsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_create_test_suite<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_SUITES in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_suite_input: Option<models::TestSuiteInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_suite_input) => param_test_suite_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestSuiteInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestSuiteInput due to schema")),
                                    }
            } else {
                None
            };
            let param_test_suite_input = match param_test_suite_input {
                                    Some(param_test_suite_input) => param_test_suite_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestSuiteInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestSuiteInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_test_suite_input, "TestSuiteInput", validation);

            let result = api_impl
                .create_test_suite(param_project_id, param_test_suite_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    CreateTestSuiteResponse::Created(body) => {
                        *response.status_mut() = StatusCode::from_u16(201)
                            .expect("Unable to turn 201 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestSuiteResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestSuiteResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestSuiteResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestSuiteResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestSuiteResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    CreateTestSuiteResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

#[allow(unused_variables)]
async fn handle_delete_test_suite<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_SUITES_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_SUITES_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_SUITES_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    let result = api_impl.delete_test_suite(param_id, &context).await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            DeleteTestSuiteResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestSuiteResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestSuiteResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            DeleteTestSuiteResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_test_suite<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_SUITES_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_SUITES_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_SUITES_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };
    let param_severity = query_params
        .iter()
        .filter(|e| e.0 == "severity")
        .map(|e| e.1.clone())
        .next();
    let param_severity = match param_severity {
        Some(param_severity) => {
            let param_severity = <models::Severity as std::str::FromStr>::from_str(&param_severity);
            match param_severity {
                            Ok(param_severity) => Some(param_severity),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter severity - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter severity")),
                        }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_severity, "severity", validation);
    let param_status = query_params
        .iter()
        .filter(|e| e.0 == "status")
        .map(|e| e.1.clone())
        .next();
    let param_status = match param_status {
        Some(param_status) => {
            let param_status =
                <models::TestCaseStatus as std::str::FromStr>::from_str(&param_status);
            match param_status {
                Ok(param_status) => Some(param_status),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter status - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter status",
                    )),
            }
        }
        None => None,
    };
    #[cfg(not(feature = "validate"))]
    run_validation!(param_status, "status", validation);

    let result = api_impl
        .get_test_suite(param_id, param_name, param_severity, param_status, &context)
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            GetTestSuiteResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestSuiteResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestSuiteResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestSuiteResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            GetTestSuiteResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_test_suite_details<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_team_identifier = query_params
        .iter()
        .filter(|e| e.0 == "teamIdentifier")
        .map(|e| e.1.clone())
        .next();
    let param_team_identifier = match param_team_identifier {
        Some(param_team_identifier) => {
            let param_team_identifier =
                <String as std::str::FromStr>::from_str(&param_team_identifier);
            match param_team_identifier {
                            Ok(param_team_identifier) => Some(param_team_identifier),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter teamIdentifier - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter teamIdentifier")),
                        }
        }
        None => None,
    };
    let param_team_identifier = match param_team_identifier {
        Some(param_team_identifier) => param_team_identifier,
        None => return Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_str(
                "Missing required query parameter teamIdentifier",
            ))
            .expect(
                "Unable to create Bad Request response for missing query parameter teamIdentifier",
            )),
    };
    let param_project_identifier = query_params
        .iter()
        .filter(|e| e.0 == "projectIdentifier")
        .map(|e| e.1.clone())
        .next();
    let param_project_identifier = match param_project_identifier {
        Some(param_project_identifier) => {
            let param_project_identifier =
                <String as std::str::FromStr>::from_str(&param_project_identifier);
            match param_project_identifier {
                            Ok(param_project_identifier) => Some(param_project_identifier),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter projectIdentifier - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter projectIdentifier")),
                        }
        }
        None => None,
    };

    let result = api_impl
        .list_test_suite_details(
            param_project_id,
            param_team_identifier,
            param_project_identifier,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTestSuiteDetailsResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuiteDetailsResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuiteDetailsResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuiteDetailsResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuiteDetailsResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_test_suites<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params =
                    paths::REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE V1_PROJECTS_PROJECTID_TEST_SUITES in set but failed match against \"{}\"", path, paths::REGEX_V1_PROJECTS_PROJECTID_TEST_SUITES.as_str())
                    );

    let param_project_id =
        match percent_encoding::percent_decode(path_params["projectId"].as_bytes()).decode_utf8() {
            Ok(param_project_id) => match param_project_id.parse::<String>() {
                Ok(param_project_id) => param_project_id,
                Err(e) => {
                    return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse path parameter projectId: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid path parameter",
                        ))
                }
            },
            Err(_) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't percent-decode path parameter as UTF-8: {}",
                        &path_params["projectId"]
                    )))
                    .expect("Unable to create Bad Request response for invalid percent decode"))
            }
        };

    // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
    let query_params =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
    let param_id = query_params
        .iter()
        .filter(|e| e.0 == "id")
        .map(|e| e.1.clone())
        .next();
    let param_id =
        match param_id {
            Some(param_id) => {
                let param_id = <String as std::str::FromStr>::from_str(&param_id);
                match param_id {
                    Ok(param_id) => Some(param_id),
                    Err(e) => return Ok(Response::builder()
                        .status(StatusCode::BAD_REQUEST)
                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                        .body(body_from_string(format!(
                            "Couldn't parse query parameter id - doesn't match schema: {e}"
                        )))
                        .expect(
                            "Unable to create Bad Request response for invalid query parameter id",
                        )),
                }
            }
            None => None,
        };
    let param_ids = query_params
        .iter()
        .filter(|e| e.0 == "ids")
        .map(|e| e.1.clone())
        .filter_map(|param_ids| param_ids.parse().ok())
        .collect::<Vec<_>>();
    let param_ids = if !param_ids.is_empty() {
        Some(param_ids)
    } else {
        None
    };
    let param_project_id2 = query_params
        .iter()
        .filter(|e| e.0 == "projectId")
        .map(|e| e.1.clone())
        .next();
    let param_project_id2 = match param_project_id2 {
        Some(param_project_id2) => {
            let param_project_id2 = <String as std::str::FromStr>::from_str(&param_project_id2);
            match param_project_id2 {
                            Ok(param_project_id2) => Some(param_project_id2),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter projectId - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter projectId")),
                        }
        }
        None => None,
    };
    let param_name = query_params
        .iter()
        .filter(|e| e.0 == "name")
        .map(|e| e.1.clone())
        .next();
    let param_name = match param_name {
        Some(param_name) => {
            let param_name = <String as std::str::FromStr>::from_str(&param_name);
            match param_name {
                Ok(param_name) => Some(param_name),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter name - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter name",
                    )),
            }
        }
        None => None,
    };
    let param_created_by = query_params
        .iter()
        .filter(|e| e.0 == "createdBy")
        .map(|e| e.1.clone())
        .next();
    let param_created_by = match param_created_by {
        Some(param_created_by) => {
            let param_created_by = <String as std::str::FromStr>::from_str(&param_created_by);
            match param_created_by {
                            Ok(param_created_by) => Some(param_created_by),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter createdBy - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter createdBy")),
                        }
        }
        None => None,
    };
    let param_limit = query_params
        .iter()
        .filter(|e| e.0 == "limit")
        .map(|e| e.1.clone())
        .next();
    let param_limit = match param_limit {
        Some(param_limit) => {
            let param_limit = <u8 as std::str::FromStr>::from_str(&param_limit);
            match param_limit {
                Ok(param_limit) => Some(param_limit),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter limit - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter limit",
                    )),
            }
        }
        None => None,
    };
    let param_offset = query_params
        .iter()
        .filter(|e| e.0 == "offset")
        .map(|e| e.1.clone())
        .next();
    let param_offset = match param_offset {
        Some(param_offset) => {
            let param_offset = <u32 as std::str::FromStr>::from_str(&param_offset);
            match param_offset {
                Ok(param_offset) => Some(param_offset),
                Err(e) => return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse query parameter offset - doesn't match schema: {e}"
                    )))
                    .expect(
                        "Unable to create Bad Request response for invalid query parameter offset",
                    )),
            }
        }
        None => None,
    };

    let result = api_impl
        .list_test_suites(
            param_project_id,
            param_id,
            param_ids.as_ref(),
            param_project_id2,
            param_name,
            param_created_by,
            param_limit,
            param_offset,
            &context,
        )
        .await;
    let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
    response.headers_mut().insert(
        HeaderName::from_static("x-span-id"),
        HeaderValue::from_str(
            (&context as &dyn Has<XSpanIdString>)
                .get()
                .0
                .clone()
                .as_str(),
        )
        .expect("Unable to create X-Span-ID header value"),
    );

    match result {
        Ok(rsp) => match rsp {
            ListTestSuitesResponse::Ok(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuitesResponse::BadRequest(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuitesResponse::Unauthorized(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuitesResponse::NotFound(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
            ListTestSuitesResponse::InternalError(body) => {
                *response.status_mut() =
                    StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("application/problem+json"),
                );
                // JSON Body
                let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                *response.body_mut() = body_from_string(body);
            }
        },
        Err(_) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
            *response.body_mut() = body_from_str("An internal error occurred");
        }
    }

    Ok(response)
}

#[allow(unused_variables)]
async fn handle_replace_test_suite<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
    multipart_form_size_limit: Option<u64>,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    {
        let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
            Some(ref authorization) => authorization,
            None => {
                return Ok(Response::builder()
                    .status(StatusCode::FORBIDDEN)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_str("Unauthenticated"))
                    .expect("Unable to create Authentication Forbidden response"))
            }
        };
    }

    // Path parameters
    let path: &str = uri.path();
    let path_params = paths::REGEX_V1_TEST_SUITES_ID
        .captures(path)
        .unwrap_or_else(|| {
            panic!(
                "Path {} matched RE V1_TEST_SUITES_ID in set but failed match against \"{}\"",
                path,
                paths::REGEX_V1_TEST_SUITES_ID.as_str()
            )
        });

    let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes())
        .decode_utf8()
    {
        Ok(param_id) => match param_id.parse::<String>() {
            Ok(param_id) => param_id,
            Err(e) => {
                return Ok(Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                    .body(body_from_string(format!(
                        "Couldn't parse path parameter id: {e}"
                    )))
                    .expect("Unable to create Bad Request response for invalid path parameter"))
            }
        },
        Err(_) => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                .body(body_from_string(format!(
                    "Couldn't percent-decode path parameter as UTF-8: {}",
                    &path_params["id"]
                )))
                .expect("Unable to create Bad Request response for invalid percent decode"))
        }
    };

    // Handle body parameters (note that non-required body parameters will ignore garbage
    // values, rather than causing a 400 response). Produce warning header and logs for
    // any unused fields.
    let result = http_body_util::BodyExt::collect(body)
        .await
        .map(|f| f.to_bytes().to_vec());
    match result {
        Ok(body) => {
            let mut unused_elements: Vec<String> = vec![];
            let param_test_suite_input: Option<models::TestSuiteInput> = if !body.is_empty() {
                let deserializer = &mut serde_json::Deserializer::from_slice(&body);
                match serde_ignored::deserialize(deserializer, |path| {
                                            warn!("Ignoring unknown field in body: {path}");
                                            unused_elements.push(path.to_string());
                                    }) {
                                        Ok(param_test_suite_input) => param_test_suite_input,
                                        Err(e) => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new(format!("Couldn't parse body parameter TestSuiteInput - doesn't match schema: {e}")))
                                                        .expect("Unable to create Bad Request response for invalid body parameter TestSuiteInput due to schema")),
                                    }
            } else {
                None
            };
            let param_test_suite_input = match param_test_suite_input {
                                    Some(param_test_suite_input) => param_test_suite_input,
                                    None => return Ok(Response::builder()
                                                        .status(StatusCode::BAD_REQUEST)
                                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                        .body(BoxBody::new("Missing required body parameter TestSuiteInput".to_string()))
                                                        .expect("Unable to create Bad Request response for missing body parameter TestSuiteInput")),
                                };
            #[cfg(not(feature = "validate"))]
            run_validation!(param_test_suite_input, "TestSuiteInput", validation);

            let result = api_impl
                .replace_test_suite(param_id, param_test_suite_input, &context)
                .await;
            let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
            response.headers_mut().insert(
                HeaderName::from_static("x-span-id"),
                HeaderValue::from_str(
                    (&context as &dyn Has<XSpanIdString>)
                        .get()
                        .0
                        .clone()
                        .as_str(),
                )
                .expect("Unable to create X-Span-ID header value"),
            );

            if !unused_elements.is_empty() {
                response.headers_mut().insert(
                    HeaderName::from_static("warning"),
                    HeaderValue::from_str(
                        format!("Ignoring unknown fields in body: {unused_elements:?}").as_str(),
                    )
                    .expect("Unable to create Warning header value"),
                );
            }
            match result {
                Ok(rsp) => match rsp {
                    ReplaceTestSuiteResponse::Ok(body) => {
                        *response.status_mut() = StatusCode::from_u16(200)
                            .expect("Unable to turn 200 into a StatusCode");
                        response
                            .headers_mut()
                            .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestSuiteResponse::BadRequest(body) => {
                        *response.status_mut() = StatusCode::from_u16(400)
                            .expect("Unable to turn 400 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestSuiteResponse::Unauthorized(body) => {
                        *response.status_mut() = StatusCode::from_u16(401)
                            .expect("Unable to turn 401 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestSuiteResponse::NotFound(body) => {
                        *response.status_mut() = StatusCode::from_u16(404)
                            .expect("Unable to turn 404 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestSuiteResponse::PayloadTooLarge(body) => {
                        *response.status_mut() = StatusCode::from_u16(413)
                            .expect("Unable to turn 413 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestSuiteResponse::UnsupportedMediaType(body) => {
                        *response.status_mut() = StatusCode::from_u16(415)
                            .expect("Unable to turn 415 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                    ReplaceTestSuiteResponse::InternalError(body) => {
                        *response.status_mut() = StatusCode::from_u16(500)
                            .expect("Unable to turn 500 into a StatusCode");
                        response.headers_mut().insert(
                            CONTENT_TYPE,
                            HeaderValue::from_static("application/problem+json"),
                        );
                        // JSON Body
                        let body =
                            serde_json::to_string(&body).expect("impossible to fail to serialize");
                        *response.body_mut() = body_from_string(body);
                    }
                },
                Err(_) => {
                    // Application code returned an error. This should not happen, as the implementation should
                    // return a valid response.
                    *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                    response
                        .headers_mut()
                        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain"));
                    *response.body_mut() = body_from_str("An internal error occurred");
                }
            }

            Ok(response)
        }
        Err(e) => Ok(Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
            .body(body_from_string(format!(
                "Unable to read body: {}",
                e.into()
            )))
            .expect("Unable to create Bad Request response due to unable to read body")),
    }
}

/// Request parser for `Api`.
pub struct ApiRequestParser;
impl<T> RequestParser<T> for ApiRequestParser {
    fn parse_operation_id(request: &Request<T>) -> Option<&'static str> {
        let path = paths::GLOBAL_REGEX_SET.matches(request.uri().path());
        match *request.method() {
            // CreateApiToken - POST /v1/me/api-tokens
            hyper::Method::POST if path.matched(paths::ID_V1_ME_API_TOKENS) => {
                Some("CreateApiToken")
            }
            // GetMe - GET /v1/me
            hyper::Method::GET if path.matched(paths::ID_V1_ME) => Some("GetMe"),
            // ListApiTokens - GET /v1/me/api-tokens
            hyper::Method::GET if path.matched(paths::ID_V1_ME_API_TOKENS) => Some("ListApiTokens"),
            // RevokeApiToken - DELETE /v1/me/api-tokens/{id}
            hyper::Method::DELETE if path.matched(paths::ID_V1_ME_API_TOKENS_ID) => {
                Some("RevokeApiToken")
            }
            // Login - POST /v1/auth/login
            hyper::Method::POST if path.matched(paths::ID_V1_AUTH_LOGIN) => Some("Login"),
            // Logout - POST /v1/auth/logout
            hyper::Method::POST if path.matched(paths::ID_V1_AUTH_LOGOUT) => Some("Logout"),
            // RefreshSession - POST /v1/auth/refresh
            hyper::Method::POST if path.matched(paths::ID_V1_AUTH_REFRESH) => {
                Some("RefreshSession")
            }
            // Register - POST /v1/auth/register
            hyper::Method::POST if path.matched(paths::ID_V1_AUTH_REGISTER) => Some("Register"),
            // RequestOtp - POST /v1/auth/otp/request
            hyper::Method::POST if path.matched(paths::ID_V1_AUTH_OTP_REQUEST) => {
                Some("RequestOtp")
            }
            // VerifyOtp - POST /v1/auth/otp/verify
            hyper::Method::POST if path.matched(paths::ID_V1_AUTH_OTP_VERIFY) => Some("VerifyOtp"),
            // CreateEnvironment - POST /v1/projects/{projectId}/environments
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_ENVIRONMENTS) => {
                Some("CreateEnvironment")
            }
            // DeleteEnvironment - DELETE /v1/environments/{id}
            hyper::Method::DELETE if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => {
                Some("DeleteEnvironment")
            }
            // GetEnvironment - GET /v1/environments/{id}
            hyper::Method::GET if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => {
                Some("GetEnvironment")
            }
            // ListEnvironments - GET /v1/projects/{projectId}/environments
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_ENVIRONMENTS) => {
                Some("ListEnvironments")
            }
            // ReplaceEnvironment - PUT /v1/environments/{id}
            hyper::Method::PUT if path.matched(paths::ID_V1_ENVIRONMENTS_ID) => {
                Some("ReplaceEnvironment")
            }
            // GetHealth - GET /v1
            hyper::Method::GET if path.matched(paths::ID_V1) => Some("GetHealth"),
            // ConnectTeamChat - POST /v1/projects/{id}/integrations/team_chat
            hyper::Method::POST
                if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT) =>
            {
                Some("ConnectTeamChat")
            }
            // DisconnectTeamChat - DELETE /v1/projects/{id}/integrations/team_chat
            hyper::Method::DELETE
                if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT) =>
            {
                Some("DisconnectTeamChat")
            }
            // GetNotificationSettings - GET /v1/projects/{id}/notification-settings
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_NOTIFICATION_SETTINGS) => {
                Some("GetNotificationSettings")
            }
            // SendTestRunReport - POST /v1/test-runs/{id}/report/send
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_REPORT_SEND) => {
                Some("SendTestRunReport")
            }
            // TestTeamChat - POST /v1/projects/{id}/integrations/team_chat/test
            hyper::Method::POST
                if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATIONS_TEAM_CHAT_TEST) =>
            {
                Some("TestTeamChat")
            }
            // UpdateIntegrationConfigs - PATCH /v1/projects/{id}/integration-configs
            hyper::Method::PATCH if path.matched(paths::ID_V1_PROJECTS_ID_INTEGRATION_CONFIGS) => {
                Some("UpdateIntegrationConfigs")
            }
            // UpdateNotificationSettings - PATCH /v1/projects/{id}/notification-settings
            hyper::Method::PATCH
                if path.matched(paths::ID_V1_PROJECTS_ID_NOTIFICATION_SETTINGS) =>
            {
                Some("UpdateNotificationSettings")
            }
            // CreateProject - POST /v1/projects
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS) => Some("CreateProject"),
            // ListProjects - GET /v1/projects
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS) => Some("ListProjects"),
            // GetProject - GET /v1/projects/{id}
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID) => Some("GetProject"),
            // GetProjectOverview - GET /v1/projects/{id}/overview
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_OVERVIEW) => {
                Some("GetProjectOverview")
            }
            // GetProjectSettings - GET /v1/projects/{id}/settings
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_SETTINGS) => {
                Some("GetProjectSettings")
            }
            // GetProjectStorageUsage - GET /v1/projects/{id}/storage-usage
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_STORAGE_USAGE) => {
                Some("GetProjectStorageUsage")
            }
            // GetTestRunSettings - GET /v1/projects/{id}/test-run-settings
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_ID_TEST_RUN_SETTINGS) => {
                Some("GetTestRunSettings")
            }
            // UpdateProject - PATCH /v1/projects/{id}
            hyper::Method::PATCH if path.matched(paths::ID_V1_PROJECTS_ID) => Some("UpdateProject"),
            // UpdateProjectSettings - PATCH /v1/projects/{id}/settings
            hyper::Method::PATCH if path.matched(paths::ID_V1_PROJECTS_ID_SETTINGS) => {
                Some("UpdateProjectSettings")
            }
            // UpdateTestRunSettings - PATCH /v1/projects/{id}/test-run-settings
            hyper::Method::PATCH if path.matched(paths::ID_V1_PROJECTS_ID_TEST_RUN_SETTINGS) => {
                Some("UpdateTestRunSettings")
            }
            // GetTestCaseResultsHistory - GET /v1/test-cases/{id}/results-history
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_HISTORY) => {
                Some("GetTestCaseResultsHistory")
            }
            // ReportTestRunResult - POST /v1/test-runs/{id}/results
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_RESULTS) => {
                Some("ReportTestRunResult")
            }
            // ApproveHealing - POST /v1/test-cases/{id}/results/{resultId}/approve-healing
            hyper::Method::POST
                if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_APPROVE_HEALING) =>
            {
                Some("ApproveHealing")
            }
            // DismissHealing - POST /v1/test-cases/{id}/results/{resultId}/dismiss-healing
            hyper::Method::POST
                if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_DISMISS_HEALING) =>
            {
                Some("DismissHealing")
            }
            // GetTestCaseResult - GET /v1/test-cases/{id}/results/{resultId}
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID) => {
                Some("GetTestCaseResult")
            }
            // GetSharedResult - GET /v1/shared/results/{token}
            hyper::Method::GET if path.matched(paths::ID_V1_SHARED_RESULTS_TOKEN) => {
                Some("GetSharedResult")
            }
            // GetSharedTestRun - GET /v1/shared/test-runs/{token}
            hyper::Method::GET if path.matched(paths::ID_V1_SHARED_TEST_RUNS_TOKEN) => {
                Some("GetSharedTestRun")
            }
            // ShareTestRun - POST /v1/test-runs/{id}/share
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_SHARE) => {
                Some("ShareTestRun")
            }
            // UnshareTestRun - DELETE /v1/test-runs/{id}/share
            hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_RUNS_ID_SHARE) => {
                Some("UnshareTestRun")
            }
            // ShareTestCaseResult - POST /v1/test-cases/{id}/results/{resultId}/share
            hyper::Method::POST
                if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE) =>
            {
                Some("ShareTestCaseResult")
            }
            // UnshareTestCaseResult - DELETE /v1/test-cases/{id}/results/{resultId}/share
            hyper::Method::DELETE
                if path.matched(paths::ID_V1_TEST_CASES_ID_RESULTS_RESULTID_SHARE) =>
            {
                Some("UnshareTestCaseResult")
            }
            // CreateTag - POST /v1/projects/{projectId}/tags
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TAGS) => {
                Some("CreateTag")
            }
            // DeleteTag - DELETE /v1/tags/{id}
            hyper::Method::DELETE if path.matched(paths::ID_V1_TAGS_ID) => Some("DeleteTag"),
            // ListTags - GET /v1/projects/{projectId}/tags
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TAGS) => {
                Some("ListTags")
            }
            // UpdateTag - PATCH /v1/tags/{id}
            hyper::Method::PATCH if path.matched(paths::ID_V1_TAGS_ID) => Some("UpdateTag"),
            // CreateInvitation - POST /v1/invitations
            hyper::Method::POST if path.matched(paths::ID_V1_INVITATIONS) => {
                Some("CreateInvitation")
            }
            // CreateTeam - POST /v1/teams
            hyper::Method::POST if path.matched(paths::ID_V1_TEAMS) => Some("CreateTeam"),
            // ListTeams - GET /v1/teams
            hyper::Method::GET if path.matched(paths::ID_V1_TEAMS) => Some("ListTeams"),
            // AddTeamMember - POST /v1/teams/{id}/members
            hyper::Method::POST if path.matched(paths::ID_V1_TEAMS_ID_MEMBERS) => {
                Some("AddTeamMember")
            }
            // RemoveTeamMember - DELETE /v1/teams/{id}/members/{accountId}
            hyper::Method::DELETE if path.matched(paths::ID_V1_TEAMS_ID_MEMBERS_ACCOUNTID) => {
                Some("RemoveTeamMember")
            }
            // CreateTestAccount - POST /v1/projects/{projectId}/test-accounts
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS) => {
                Some("CreateTestAccount")
            }
            // DeleteTestAccount - DELETE /v1/test-accounts/{id}
            hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => {
                Some("DeleteTestAccount")
            }
            // GetTestAccount - GET /v1/test-accounts/{id}
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => {
                Some("GetTestAccount")
            }
            // ListTestAccounts - GET /v1/projects/{projectId}/test-accounts
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_ACCOUNTS) => {
                Some("ListTestAccounts")
            }
            // ReplaceTestAccount - PUT /v1/test-accounts/{id}
            hyper::Method::PUT if path.matched(paths::ID_V1_TEST_ACCOUNTS_ID) => {
                Some("ReplaceTestAccount")
            }
            // BulkActivateTestCases - POST /v1/test-cases/bulk-activate
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_ACTIVATE) => {
                Some("BulkActivateTestCases")
            }
            // BulkDeactivateTestCases - POST /v1/test-cases/bulk-deactivate
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_DEACTIVATE) => {
                Some("BulkDeactivateTestCases")
            }
            // BulkDeleteTestCases - POST /v1/test-cases/bulk-delete
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_DELETE) => {
                Some("BulkDeleteTestCases")
            }
            // BulkMoveTestCasesToSuite - POST /v1/test-cases/bulk-move-to-suite
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_BULK_MOVE_TO_SUITE) => {
                Some("BulkMoveTestCasesToSuite")
            }
            // ActivateTestCase - POST /v1/test-cases/{id}/activate
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_ACTIVATE) => {
                Some("ActivateTestCase")
            }
            // CreateTestCase - POST /v1/projects/{projectId}/test-cases
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES) => {
                Some("CreateTestCase")
            }
            // DeactivateTestCase - POST /v1/test-cases/{id}/deactivate
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_DEACTIVATE) => {
                Some("DeactivateTestCase")
            }
            // DeleteTestCase - DELETE /v1/test-cases/{id}
            hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_CASES_ID) => {
                Some("DeleteTestCase")
            }
            // DuplicateTestCase - POST /v1/test-cases/{id}/duplicate
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_DUPLICATE) => {
                Some("DuplicateTestCase")
            }
            // GetTestCase - GET /v1/test-cases/{id}
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID) => Some("GetTestCase"),
            // GetTestCaseHistory - GET /v1/test-cases/{id}/history
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_CASES_ID_HISTORY) => {
                Some("GetTestCaseHistory")
            }
            // ImportTestCases - POST /v1/projects/{projectId}/test-cases/import
            hyper::Method::POST
                if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES_IMPORT) =>
            {
                Some("ImportTestCases")
            }
            // ListTestCases - GET /v1/projects/{projectId}/test-cases
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES) => {
                Some("ListTestCases")
            }
            // ListUngroupedTestCases - GET /v1/projects/{projectId}/test-cases/ungrouped
            hyper::Method::GET
                if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_CASES_UNGROUPED) =>
            {
                Some("ListUngroupedTestCases")
            }
            // ReplaceTestCase - PUT /v1/test-cases/{id}
            hyper::Method::PUT if path.matched(paths::ID_V1_TEST_CASES_ID) => {
                Some("ReplaceTestCase")
            }
            // CreateTestRun - POST /v1/projects/{projectId}/test-runs
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_RUNS) => {
                Some("CreateTestRun")
            }
            // GetTestRun - GET /v1/test-runs/{id}
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_RUNS_ID) => Some("GetTestRun"),
            // ListTestRuns - GET /v1/projects/{projectId}/test-runs
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_RUNS) => {
                Some("ListTestRuns")
            }
            // RunTestCase - POST /v1/test-cases/{id}/run
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_CASES_ID_RUN) => {
                Some("RunTestCase")
            }
            // RunTestSuite - POST /v1/test-suites/{id}/run
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_SUITES_ID_RUN) => {
                Some("RunTestSuite")
            }
            // StopTestRun - POST /v1/test-runs/{id}/stop
            hyper::Method::POST if path.matched(paths::ID_V1_TEST_RUNS_ID_STOP) => {
                Some("StopTestRun")
            }
            // StreamTestRunEvents - GET /v1/test-runs/{id}/events
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_RUNS_ID_EVENTS) => {
                Some("StreamTestRunEvents")
            }
            // CreateTestSuite - POST /v1/projects/{projectId}/test-suites
            hyper::Method::POST if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES) => {
                Some("CreateTestSuite")
            }
            // DeleteTestSuite - DELETE /v1/test-suites/{id}
            hyper::Method::DELETE if path.matched(paths::ID_V1_TEST_SUITES_ID) => {
                Some("DeleteTestSuite")
            }
            // GetTestSuite - GET /v1/test-suites/{id}
            hyper::Method::GET if path.matched(paths::ID_V1_TEST_SUITES_ID) => Some("GetTestSuite"),
            // ListTestSuiteDetails - GET /v1/projects/{projectId}/test-suites/details
            hyper::Method::GET
                if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES_DETAILS) =>
            {
                Some("ListTestSuiteDetails")
            }
            // ListTestSuites - GET /v1/projects/{projectId}/test-suites
            hyper::Method::GET if path.matched(paths::ID_V1_PROJECTS_PROJECTID_TEST_SUITES) => {
                Some("ListTestSuites")
            }
            // ReplaceTestSuite - PUT /v1/test-suites/{id}
            hyper::Method::PUT if path.matched(paths::ID_V1_TEST_SUITES_ID) => {
                Some("ReplaceTestSuite")
            }
            _ => None,
        }
    }
}
