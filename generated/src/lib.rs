#![allow(
    missing_docs,
    trivial_casts,
    unused_variables,
    unused_mut,
    unused_imports,
    unused_extern_crates,
    unused_attributes,
    non_camel_case_types
)]
#![allow(clippy::derive_partial_eq_without_eq, clippy::disallowed_names)]

use async_trait::async_trait;
use futures::Stream;
#[cfg(feature = "mock")]
use mockall::automock;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::error::Error;
use std::task::{Context, Poll};
use swagger::{auth::Authorization, ApiError, ContextWrapper};

#[cfg(any(feature = "client", feature = "server"))]
type ServiceError = Box<dyn Error + Send + Sync + 'static>;

pub const BASE_PATH: &str = "";
pub const API_VERSION: &str = "1.0.0";

mod auth;
pub use auth::{AuthenticationApi, Claims};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateApiTokenResponse {
    /// Created
    Created(models::CreatedApiTokenEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetMeResponse {
    /// Success
    Ok(models::MeEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListApiTokensResponse {
    /// Success
    Ok(models::ApiTokenPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RevokeApiTokenResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListAuditEventsResponse {
    /// Success
    Ok(models::AuditEventPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BrowserLoginResponse {
    /// Created
    Created {
        body: models::BrowserSessionEnvelope,
        set_cookie: Option<String>,
    },
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
    /// The server is busy with password checks (they are deliberately slow and bounded to the cores); retry after the number of seconds in `Retry-After`.
    ServiceUnavailable {
        body: models::Problem,
        retry_after: Option<i32>,
    },
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BrowserLogoutResponse {
    /// Created
    Created {
        body: models::LoggedOutEnvelope,
        set_cookie: Option<String>,
    },
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BrowserRefreshSessionResponse {
    /// Created
    Created {
        body: models::BrowserSessionEnvelope,
        set_cookie: Option<String>,
    },
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BrowserVerifyOtpResponse {
    /// Created
    Created {
        body: models::BrowserSessionEnvelope,
        set_cookie: Option<String>,
    },
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum LoginResponse {
    /// Created
    Created(models::SessionEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
    /// The server is busy with password checks (they are deliberately slow and bounded to the cores); retry after the number of seconds in `Retry-After`.
    ServiceUnavailable {
        body: models::Problem,
        retry_after: Option<i32>,
    },
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum LogoutResponse {
    /// Created
    Created(models::LoggedOutEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RefreshSessionResponse {
    /// Created
    Created(models::SessionEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RegisterResponse {
    /// Created
    Created(models::MeEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
    /// The server is busy with password checks (they are deliberately slow and bounded to the cores); retry after the number of seconds in `Retry-After`.
    ServiceUnavailable {
        body: models::Problem,
        retry_after: Option<i32>,
    },
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RequestOtpResponse {
    /// Created
    Created(models::OtpRequestedEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum VerifyOtpResponse {
    /// Created
    Created(models::SessionEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateEnvironmentResponse {
    /// Created
    Created(models::EnvironmentEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DeleteEnvironmentResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetEnvironmentResponse {
    /// Success
    Ok(models::EnvironmentEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListEnvironmentsResponse {
    /// Success
    Ok(models::EnvironmentPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ReplaceEnvironmentResponse {
    /// Success
    Ok(models::EnvironmentEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetHealthResponse {
    /// The server is up.
    Ok(String),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ConnectTeamChatResponse {
    /// Created
    Created(models::TeamChatConnectionEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DisconnectTeamChatResponse {
    /// Success
    Ok(models::IntegrationConfigsEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetIntegrationConfigsResponse {
    /// Success
    Ok(models::IntegrationConfigsEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetNotificationSettingsResponse {
    /// Success
    Ok(models::NotificationSettingsEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum SendTestRunReportResponse {
    /// Created
    Created(models::DeliveryEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum TestTeamChatResponse {
    /// Created
    Created(models::DeliveryEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UpdateIntegrationConfigsResponse {
    /// Success
    Ok(models::IntegrationConfigsEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UpdateNotificationSettingsResponse {
    /// Success
    Ok(models::NotificationSettingsEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateProjectResponse {
    /// Created
    Created(models::ProjectEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListProjectsResponse {
    /// Success
    Ok(models::ProjectPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetProjectResponse {
    /// Success
    Ok(models::ProjectEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetProjectOverviewResponse {
    /// Success
    Ok(models::ProjectOverviewEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetProjectSettingsResponse {
    /// Success
    Ok(models::ProjectSettingsEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetProjectStorageUsageResponse {
    /// Success
    Ok(models::StorageUsageEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestRunSettingsResponse {
    /// Success
    Ok(models::TestRunSettingsEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UpdateProjectResponse {
    /// Success
    Ok(models::ProjectEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UpdateProjectSettingsResponse {
    /// Success
    Ok(models::ProjectSettingsEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UpdateTestRunSettingsResponse {
    /// Success
    Ok(models::TestRunSettingsEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DownloadAttachmentResponse {
    /// The file, with its own content type, `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`.
    Ok(swagger::ByteArray),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestCaseResultsHistoryResponse {
    /// Success
    Ok(models::TestResultListEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ReportTestRunResultResponse {
    /// Created
    Created(models::TestResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ApproveHealingResponse {
    /// Created
    Created(models::TestCaseEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DismissHealingResponse {
    /// Created
    Created(models::TestResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestCaseResultResponse {
    /// Success
    Ok(models::TestResultEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UploadResultAttachmentResponse {
    /// Created
    Created(models::AttachmentEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetSharedResultResponse {
    /// Success
    Ok(models::TestResultEnvelope),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetSharedTestRunResponse {
    /// Success
    Ok(models::SharedTestRunEnvelope),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ShareTestRunResponse {
    /// Created
    Created(models::ShareEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UnshareTestRunResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DownloadSharedResultAttachmentResponse {
    /// The file, with its own content type, `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`.
    Ok(swagger::ByteArray),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DownloadSharedRunAttachmentResponse {
    /// The file, with its own content type, `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`.
    Ok(swagger::ByteArray),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ShareTestCaseResultResponse {
    /// Created
    Created(models::ShareEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UnshareTestCaseResultResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateTagResponse {
    /// Created
    Created(models::TagEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DeleteTagResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTagsResponse {
    /// Success
    Ok(models::TagPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum UpdateTagResponse {
    /// Success
    Ok(models::TagEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateInvitationResponse {
    /// Created
    Created(models::InvitationEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateTeamResponse {
    /// Created
    Created(models::TeamEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTeamsResponse {
    /// Success
    Ok(models::TeamPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum AddTeamMemberResponse {
    /// Created
    Created(models::TeamMembershipEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RemoveTeamMemberResponse {
    /// Success
    Ok(models::TeamMembershipEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// The caller can see this resource but its role does not allow the change.
    Forbidden(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateTestAccountResponse {
    /// Created
    Created(models::TestAccountEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DeleteTestAccountResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestAccountResponse {
    /// Success
    Ok(models::TestAccountEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTestAccountsResponse {
    /// Success
    Ok(models::TestAccountPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ReplaceTestAccountResponse {
    /// Updated; the body is empty.
    Ok,
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BulkActivateTestCasesResponse {
    /// Created
    Created(models::BulkResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BulkDeactivateTestCasesResponse {
    /// Created
    Created(models::BulkResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BulkDeleteTestCasesResponse {
    /// Created
    Created(models::BulkResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum BulkMoveTestCasesToSuiteResponse {
    /// Created
    Created(models::BulkResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ActivateTestCaseResponse {
    /// Created
    Created(models::TestCaseEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateTestCaseResponse {
    /// Created
    Created(models::TestCaseEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DeactivateTestCaseResponse {
    /// Created
    Created(models::TestCaseEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DeleteTestCaseResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DuplicateTestCaseResponse {
    /// Created
    Created(models::TestCaseEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestCaseResponse {
    /// Success
    Ok(models::TestCaseEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestCaseHistoryResponse {
    /// Success
    Ok(models::TestCaseVersionPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ImportTestCasesResponse {
    /// Created
    Created(models::ImportResultEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTestCasesResponse {
    /// Success
    Ok(models::TestCasePageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListUngroupedTestCasesResponse {
    /// Success
    Ok(models::TestCasePageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ReplaceTestCaseResponse {
    /// Success
    Ok(models::TestCaseEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// `If-Match` names a version that is no longer current: reload and reapply the change.
    PreconditionFailed(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateTestRunResponse {
    /// Created
    Created(models::TestRunEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestRunResponse {
    /// Success
    Ok(models::TestRunEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ImportTestRunResultsResponse {
    /// Created
    Created(models::ResultsImportEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListFlakyCasesResponse {
    /// Success
    Ok(models::FlakyCasePageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTestRunsResponse {
    /// Success
    Ok(models::TestRunPageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RunTestCaseResponse {
    /// Created
    Created(models::TestRunEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum RunTestSuiteResponse {
    /// Created
    Created(models::TestRunEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum StopTestRunResponse {
    /// Created
    Created(models::TestRunEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum StreamTestRunEventsResponse {
    /// Success
    Ok(String),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum CreateTestSuiteResponse {
    /// Created
    Created(models::TestSuiteEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The request conflicts with the resource's current state or with a unique name.
    Conflict(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// The Idempotency-Key was used with a different request in the last 24 hours.
    IdempotencyKeyReused(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum DeleteTestSuiteResponse {
    /// Success
    Ok(models::DeletedEnvelope),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetTestSuiteResponse {
    /// Success
    Ok(models::TestSuiteDetailEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTestSuiteDetailsResponse {
    /// Success
    Ok(models::TestSuiteSummaryListEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListTestSuitesResponse {
    /// Success
    Ok(models::TestSuitePageEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ReplaceTestSuiteResponse {
    /// Success
    Ok(models::TestSuiteEnvelope),
    /// The input is invalid: malformed JSON, a wrong type, a value out of range or a missing field. `errors` names each field.
    BadRequest(models::Problem),
    /// The bearer token is missing, malformed, expired or revoked.
    Unauthorized(models::Problem),
    /// No such resource, or it belongs to another organization or to a team the caller is not in.
    NotFound(models::Problem),
    /// The body is larger than allowed (1 MiB for JSON, 10 MiB for uploads, 50 MiB for a zip of reports).
    PayloadTooLarge(models::Problem),
    /// The body is not of the documented content type.
    UnsupportedMediaType(models::Problem),
    /// Too many attempts or requests: retry after the number of seconds in `Retry-After`. A spent request budget (`--rate-limit`, per token, or per address without one) also answers this; every answer carries `RateLimit-Policy` and `RateLimit`.
    TooManyRequests {
        body: models::Problem,
        retry_after: Option<i32>,
    },
    /// Something failed on the server; the details are in the server log under the request's `x-span-id`.
    InternalError(models::Problem),
}

/// API
#[cfg_attr(feature = "mock", automock)]
#[async_trait]
#[allow(clippy::too_many_arguments, clippy::ptr_arg)]
pub trait Api<C: Send + Sync> {
    /// Create a personal API token
    async fn create_api_token(
        &self,
        api_token_input: models::ApiTokenInput,
        context: &C,
    ) -> Result<CreateApiTokenResponse, ApiError>;

    /// The signed-in account, its organization and teams
    async fn get_me(&self, context: &C) -> Result<GetMeResponse, ApiError>;

    /// List your API tokens
    async fn list_api_tokens(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &C,
    ) -> Result<ListApiTokensResponse, ApiError>;

    /// Revoke an API token
    async fn revoke_api_token(
        &self,
        id: String,
        context: &C,
    ) -> Result<RevokeApiTokenResponse, ApiError>;

    /// The organization's audit log
    async fn list_audit_events(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        action: Option<models::AuditAction>,
        actor_id: Option<String>,
        from: Option<chrono::DateTime<chrono::Utc>>,
        to: Option<chrono::DateTime<chrono::Utc>>,
        context: &C,
    ) -> Result<ListAuditEventsResponse, ApiError>;

    /// Sign in a web page with email and password
    async fn browser_login(
        &self,
        login_input: models::LoginInput,
        context: &C,
    ) -> Result<BrowserLoginResponse, ApiError>;

    /// End a web page's session
    async fn browser_logout(&self, context: &C) -> Result<BrowserLogoutResponse, ApiError>;

    /// Renew a web page's session from its cookie
    async fn browser_refresh_session(
        &self,
        context: &C,
    ) -> Result<BrowserRefreshSessionResponse, ApiError>;

    /// Sign in a web page with a one-time code
    async fn browser_verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
        context: &C,
    ) -> Result<BrowserVerifyOtpResponse, ApiError>;

    /// Sign in with email and password
    async fn login(
        &self,
        login_input: models::LoginInput,
        context: &C,
    ) -> Result<LoginResponse, ApiError>;

    /// End a session
    async fn logout(
        &self,
        refresh_input: models::RefreshInput,
        context: &C,
    ) -> Result<LogoutResponse, ApiError>;

    /// Trade a refresh token for a new session
    async fn refresh_session(
        &self,
        refresh_input: models::RefreshInput,
        context: &C,
    ) -> Result<RefreshSessionResponse, ApiError>;

    /// Create an account
    async fn register(
        &self,
        register_input: models::RegisterInput,
        context: &C,
    ) -> Result<RegisterResponse, ApiError>;

    /// Send a one-time sign-in code
    async fn request_otp(
        &self,
        otp_request_input: models::OtpRequestInput,
        context: &C,
    ) -> Result<RequestOtpResponse, ApiError>;

    /// Sign in with a one-time code
    async fn verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
        context: &C,
    ) -> Result<VerifyOtpResponse, ApiError>;

    /// Create an environment
    async fn create_environment(
        &self,
        project_id: String,
        environment_input: models::EnvironmentInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateEnvironmentResponse, ApiError>;

    /// Delete an environment
    async fn delete_environment(
        &self,
        id: String,
        context: &C,
    ) -> Result<DeleteEnvironmentResponse, ApiError>;

    /// Get an environment
    async fn get_environment(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetEnvironmentResponse, ApiError>;

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
        context: &C,
    ) -> Result<ListEnvironmentsResponse, ApiError>;

    /// Replace an environment
    async fn replace_environment(
        &self,
        id: String,
        environment_input: models::EnvironmentInput,
        context: &C,
    ) -> Result<ReplaceEnvironmentResponse, ApiError>;

    /// Health check
    async fn get_health(&self, context: &C) -> Result<GetHealthResponse, ApiError>;

    /// Connect a team chat
    async fn connect_team_chat(
        &self,
        id: String,
        team_chat_connect_input: models::TeamChatConnectInput,
        context: &C,
    ) -> Result<ConnectTeamChatResponse, ApiError>;

    /// Disconnect the team chat
    async fn disconnect_team_chat(
        &self,
        id: String,
        context: &C,
    ) -> Result<DisconnectTeamChatResponse, ApiError>;

    /// Integration settings
    async fn get_integration_configs(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetIntegrationConfigsResponse, ApiError>;

    /// When reports are sent
    async fn get_notification_settings(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetNotificationSettingsResponse, ApiError>;

    /// Post the run summary to the team chat
    async fn send_test_run_report(
        &self,
        id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<SendTestRunReportResponse, ApiError>;

    /// Post a test message to the team chat
    async fn test_team_chat(
        &self,
        id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<TestTeamChatResponse, ApiError>;

    /// Configure integrations
    async fn update_integration_configs(
        &self,
        id: String,
        integration_configs_update: models::IntegrationConfigsUpdate,
        context: &C,
    ) -> Result<UpdateIntegrationConfigsResponse, ApiError>;

    /// Change when reports are sent
    async fn update_notification_settings(
        &self,
        id: String,
        notification_settings_update: models::NotificationSettingsUpdate,
        context: &C,
    ) -> Result<UpdateNotificationSettingsResponse, ApiError>;

    /// Create a project
    async fn create_project(
        &self,
        project_input: models::ProjectInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateProjectResponse, ApiError>;

    /// List the projects of your teams
    async fn list_projects(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        name: Option<String>,
        context: &C,
    ) -> Result<ListProjectsResponse, ApiError>;

    /// Get a project
    async fn get_project(&self, id: String, context: &C) -> Result<GetProjectResponse, ApiError>;

    /// Activity of a project over a window
    async fn get_project_overview(
        &self,
        id: String,
        preset: models::GetProjectOverviewPresetParameter,
        context: &C,
    ) -> Result<GetProjectOverviewResponse, ApiError>;

    /// Project settings
    async fn get_project_settings(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetProjectSettingsResponse, ApiError>;

    /// Space a project's data takes
    async fn get_project_storage_usage(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetProjectStorageUsageResponse, ApiError>;

    /// How runs of this project execute
    async fn get_test_run_settings(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetTestRunSettingsResponse, ApiError>;

    /// Rename or describe a project
    async fn update_project(
        &self,
        id: String,
        project_update: models::ProjectUpdate,
        context: &C,
    ) -> Result<UpdateProjectResponse, ApiError>;

    /// Change project settings
    async fn update_project_settings(
        &self,
        id: String,
        project_settings_update: models::ProjectSettingsUpdate,
        context: &C,
    ) -> Result<UpdateProjectSettingsResponse, ApiError>;

    /// Change how runs execute
    async fn update_test_run_settings(
        &self,
        id: String,
        test_run_settings_update: models::TestRunSettingsUpdate,
        context: &C,
    ) -> Result<UpdateTestRunSettingsResponse, ApiError>;

    /// Download an attachment
    async fn download_attachment(
        &self,
        id: String,
        context: &C,
    ) -> Result<DownloadAttachmentResponse, ApiError>;

    /// Results of a test case in an environment, newest first
    async fn get_test_case_results_history(
        &self,
        id: String,
        environment_id: String,
        limit: Option<u8>,
        context: &C,
    ) -> Result<GetTestCaseResultsHistoryResponse, ApiError>;

    /// Report a verdict for a case of the run
    async fn report_test_run_result(
        &self,
        id: String,
        reported_result_input: models::ReportedResultInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<ReportTestRunResultResponse, ApiError>;

    /// Apply a healing proposal to the test case
    async fn approve_healing(
        &self,
        id: String,
        result_id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<ApproveHealingResponse, ApiError>;

    /// Refuse a healing proposal
    async fn dismiss_healing(
        &self,
        id: String,
        result_id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<DismissHealingResponse, ApiError>;

    /// Get a result
    async fn get_test_case_result(
        &self,
        id: String,
        result_id: String,
        context: &C,
    ) -> Result<GetTestCaseResultResponse, ApiError>;

    /// Attach a file to a result
    async fn upload_result_attachment(
        &self,
        id: String,
        result_id: String,
        file: swagger::ByteArray,
        idempotency_key: Option<String>,
        name: Option<String>,
        context: &C,
    ) -> Result<UploadResultAttachmentResponse, ApiError>;

    /// Public view of a shared result
    async fn get_shared_result(
        &self,
        token: String,
        context: &C,
    ) -> Result<GetSharedResultResponse, ApiError>;

    /// Public view of a shared run
    async fn get_shared_test_run(
        &self,
        token: String,
        context: &C,
    ) -> Result<GetSharedTestRunResponse, ApiError>;

    /// Share a run publicly
    async fn share_test_run(
        &self,
        id: String,
        context: &C,
    ) -> Result<ShareTestRunResponse, ApiError>;

    /// Revoke a run's public view
    async fn unshare_test_run(
        &self,
        id: String,
        context: &C,
    ) -> Result<UnshareTestRunResponse, ApiError>;

    /// Download an attachment of a shared result
    async fn download_shared_result_attachment(
        &self,
        token: String,
        attachment_id: String,
        context: &C,
    ) -> Result<DownloadSharedResultAttachmentResponse, ApiError>;

    /// Download an attachment of a result of a shared run
    async fn download_shared_run_attachment(
        &self,
        token: String,
        attachment_id: String,
        context: &C,
    ) -> Result<DownloadSharedRunAttachmentResponse, ApiError>;

    /// Share a result publicly
    async fn share_test_case_result(
        &self,
        id: String,
        result_id: String,
        context: &C,
    ) -> Result<ShareTestCaseResultResponse, ApiError>;

    /// Revoke a result's public view
    async fn unshare_test_case_result(
        &self,
        id: String,
        result_id: String,
        context: &C,
    ) -> Result<UnshareTestCaseResultResponse, ApiError>;

    /// Create a tag
    async fn create_tag(
        &self,
        project_id: String,
        tag_input: models::TagInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTagResponse, ApiError>;

    /// Delete a tag; cases lose it
    async fn delete_tag(&self, id: String, context: &C) -> Result<DeleteTagResponse, ApiError>;

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
        context: &C,
    ) -> Result<ListTagsResponse, ApiError>;

    /// Rename or recolour a tag
    async fn update_tag(
        &self,
        id: String,
        tag_update: models::TagUpdate,
        context: &C,
    ) -> Result<UpdateTagResponse, ApiError>;

    /// Invite someone into the organization
    async fn create_invitation(
        &self,
        invitation_input: models::InvitationInput,
        context: &C,
    ) -> Result<CreateInvitationResponse, ApiError>;

    /// Create a team
    async fn create_team(
        &self,
        team_input: models::TeamInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTeamResponse, ApiError>;

    /// List the organization's teams
    async fn list_teams(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &C,
    ) -> Result<ListTeamsResponse, ApiError>;

    /// Add an account of the organization to a team
    async fn add_team_member(
        &self,
        id: String,
        team_member_input: models::TeamMemberInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<AddTeamMemberResponse, ApiError>;

    /// Remove an account from a team
    async fn remove_team_member(
        &self,
        id: String,
        account_id: String,
        context: &C,
    ) -> Result<RemoveTeamMemberResponse, ApiError>;

    /// Create a test account
    async fn create_test_account(
        &self,
        project_id: String,
        test_account_input: models::TestAccountInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestAccountResponse, ApiError>;

    /// Delete a test account
    async fn delete_test_account(
        &self,
        id: String,
        context: &C,
    ) -> Result<DeleteTestAccountResponse, ApiError>;

    /// Get a test account
    async fn get_test_account(
        &self,
        id: String,
        context: &C,
    ) -> Result<GetTestAccountResponse, ApiError>;

    /// List test accounts
    async fn list_test_accounts(
        &self,
        project_id: String,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &C,
    ) -> Result<ListTestAccountsResponse, ApiError>;

    /// Replace a test account
    async fn replace_test_account(
        &self,
        id: String,
        test_account_update: models::TestAccountUpdate,
        context: &C,
    ) -> Result<ReplaceTestAccountResponse, ApiError>;

    /// Activate many test cases
    async fn bulk_activate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkActivateTestCasesResponse, ApiError>;

    /// Deactivate many test cases
    async fn bulk_deactivate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkDeactivateTestCasesResponse, ApiError>;

    /// Delete many test cases
    async fn bulk_delete_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkDeleteTestCasesResponse, ApiError>;

    /// Move many test cases into a suite
    async fn bulk_move_test_cases_to_suite(
        &self,
        bulk_move_input: models::BulkMoveInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkMoveTestCasesToSuiteResponse, ApiError>;

    /// Activate a test case
    async fn activate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<ActivateTestCaseResponse, ApiError>;

    /// Create a test case
    async fn create_test_case(
        &self,
        project_id: String,
        test_case_input: models::TestCaseInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestCaseResponse, ApiError>;

    /// Deactivate a test case
    async fn deactivate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<DeactivateTestCaseResponse, ApiError>;

    /// Delete a test case
    async fn delete_test_case(
        &self,
        id: String,
        context: &C,
    ) -> Result<DeleteTestCaseResponse, ApiError>;

    /// Copy a test case as a draft
    async fn duplicate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<DuplicateTestCaseResponse, ApiError>;

    /// Get a test case
    async fn get_test_case(&self, id: String, context: &C)
        -> Result<GetTestCaseResponse, ApiError>;

    /// Past versions of a test case
    async fn get_test_case_history(
        &self,
        id: String,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &C,
    ) -> Result<GetTestCaseHistoryResponse, ApiError>;

    /// Import test cases from a file
    async fn import_test_cases(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        idempotency_key: Option<String>,
        team_id: Option<String>,
        dry_run: Option<models::ImportUploadDryRun>,
        context: &C,
    ) -> Result<ImportTestCasesResponse, ApiError>;

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
        context: &C,
    ) -> Result<ListTestCasesResponse, ApiError>;

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
        context: &C,
    ) -> Result<ListUngroupedTestCasesResponse, ApiError>;

    /// Replace a test case
    async fn replace_test_case(
        &self,
        id: String,
        test_case_input: models::TestCaseInput,
        if_match: Option<String>,
        context: &C,
    ) -> Result<ReplaceTestCaseResponse, ApiError>;

    /// Start a run
    async fn create_test_run(
        &self,
        project_id: String,
        create_run_input: models::CreateRunInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestRunResponse, ApiError>;

    /// Get a run
    async fn get_test_run(&self, id: String, context: &C) -> Result<GetTestRunResponse, ApiError>;

    /// Import results from a JUnit XML report
    async fn import_test_run_results(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        environment_id: String,
        idempotency_key: Option<String>,
        name: Option<String>,
        test_suite_id: Option<String>,
        create_missing_cases: Option<models::ResultsUploadCreateMissingCases>,
        match_by: Option<models::ResultsUploadMatchBy>,
        context: &C,
    ) -> Result<ImportTestRunResultsResponse, ApiError>;

    /// List flaky cases
    async fn list_flaky_cases(
        &self,
        project_id: String,
        environment_id: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
        context: &C,
    ) -> Result<ListFlakyCasesResponse, ApiError>;

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
        context: &C,
    ) -> Result<ListTestRunsResponse, ApiError>;

    /// Run one test case
    async fn run_test_case(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<RunTestCaseResponse, ApiError>;

    /// Run the active cases of a suite
    async fn run_test_suite(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<RunTestSuiteResponse, ApiError>;

    /// Stop a run
    async fn stop_test_run(
        &self,
        id: String,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<StopTestRunResponse, ApiError>;

    /// Live events of a run (server-sent events)
    async fn stream_test_run_events(
        &self,
        id: String,
        last_event_id: Option<String>,
        context: &C,
    ) -> Result<StreamTestRunEventsResponse, ApiError>;

    /// Create a test suite
    async fn create_test_suite(
        &self,
        project_id: String,
        test_suite_input: models::TestSuiteInput,
        idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestSuiteResponse, ApiError>;

    /// Delete a suite; its cases become ungrouped
    async fn delete_test_suite(
        &self,
        id: String,
        context: &C,
    ) -> Result<DeleteTestSuiteResponse, ApiError>;

    /// Get a suite with its cases
    async fn get_test_suite(
        &self,
        id: String,
        name: Option<String>,
        severity: Option<models::Severity>,
        status: Option<models::TestCaseStatus>,
        context: &C,
    ) -> Result<GetTestSuiteResponse, ApiError>;

    /// Suites with case counts
    async fn list_test_suite_details(
        &self,
        project_id: String,
        team_identifier: String,
        project_identifier: Option<String>,
        context: &C,
    ) -> Result<ListTestSuiteDetailsResponse, ApiError>;

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
        context: &C,
    ) -> Result<ListTestSuitesResponse, ApiError>;

    /// Replace a suite
    async fn replace_test_suite(
        &self,
        id: String,
        test_suite_input: models::TestSuiteInput,
        context: &C,
    ) -> Result<ReplaceTestSuiteResponse, ApiError>;
}

/// API where `Context` isn't passed on every API call
#[cfg_attr(feature = "mock", automock)]
#[async_trait]
#[allow(clippy::too_many_arguments, clippy::ptr_arg)]
pub trait ApiNoContext<C: Send + Sync> {
    // The std::task::Context struct houses a reference to std::task::Waker with the lifetime <'a>.
    // Adding an anonymous lifetime `'a` to allow mockall to create a mock object with the right lifetimes.
    // This is needed because the compiler is unable to determine the lifetimes on F's trait bound
    // where F is the closure created by mockall. We use higher-rank trait bounds here to get around this.

    fn context(&self) -> &C;

    /// Create a personal API token
    async fn create_api_token(
        &self,
        api_token_input: models::ApiTokenInput,
    ) -> Result<CreateApiTokenResponse, ApiError>;

    /// The signed-in account, its organization and teams
    async fn get_me(&self) -> Result<GetMeResponse, ApiError>;

    /// List your API tokens
    async fn list_api_tokens(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListApiTokensResponse, ApiError>;

    /// Revoke an API token
    async fn revoke_api_token(&self, id: String) -> Result<RevokeApiTokenResponse, ApiError>;

    /// The organization's audit log
    async fn list_audit_events(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        action: Option<models::AuditAction>,
        actor_id: Option<String>,
        from: Option<chrono::DateTime<chrono::Utc>>,
        to: Option<chrono::DateTime<chrono::Utc>>,
    ) -> Result<ListAuditEventsResponse, ApiError>;

    /// Sign in a web page with email and password
    async fn browser_login(
        &self,
        login_input: models::LoginInput,
    ) -> Result<BrowserLoginResponse, ApiError>;

    /// End a web page's session
    async fn browser_logout(&self) -> Result<BrowserLogoutResponse, ApiError>;

    /// Renew a web page's session from its cookie
    async fn browser_refresh_session(&self) -> Result<BrowserRefreshSessionResponse, ApiError>;

    /// Sign in a web page with a one-time code
    async fn browser_verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
    ) -> Result<BrowserVerifyOtpResponse, ApiError>;

    /// Sign in with email and password
    async fn login(&self, login_input: models::LoginInput) -> Result<LoginResponse, ApiError>;

    /// End a session
    async fn logout(&self, refresh_input: models::RefreshInput)
        -> Result<LogoutResponse, ApiError>;

    /// Trade a refresh token for a new session
    async fn refresh_session(
        &self,
        refresh_input: models::RefreshInput,
    ) -> Result<RefreshSessionResponse, ApiError>;

    /// Create an account
    async fn register(
        &self,
        register_input: models::RegisterInput,
    ) -> Result<RegisterResponse, ApiError>;

    /// Send a one-time sign-in code
    async fn request_otp(
        &self,
        otp_request_input: models::OtpRequestInput,
    ) -> Result<RequestOtpResponse, ApiError>;

    /// Sign in with a one-time code
    async fn verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
    ) -> Result<VerifyOtpResponse, ApiError>;

    /// Create an environment
    async fn create_environment(
        &self,
        project_id: String,
        environment_input: models::EnvironmentInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateEnvironmentResponse, ApiError>;

    /// Delete an environment
    async fn delete_environment(&self, id: String) -> Result<DeleteEnvironmentResponse, ApiError>;

    /// Get an environment
    async fn get_environment(&self, id: String) -> Result<GetEnvironmentResponse, ApiError>;

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
    ) -> Result<ListEnvironmentsResponse, ApiError>;

    /// Replace an environment
    async fn replace_environment(
        &self,
        id: String,
        environment_input: models::EnvironmentInput,
    ) -> Result<ReplaceEnvironmentResponse, ApiError>;

    /// Health check
    async fn get_health(&self) -> Result<GetHealthResponse, ApiError>;

    /// Connect a team chat
    async fn connect_team_chat(
        &self,
        id: String,
        team_chat_connect_input: models::TeamChatConnectInput,
    ) -> Result<ConnectTeamChatResponse, ApiError>;

    /// Disconnect the team chat
    async fn disconnect_team_chat(
        &self,
        id: String,
    ) -> Result<DisconnectTeamChatResponse, ApiError>;

    /// Integration settings
    async fn get_integration_configs(
        &self,
        id: String,
    ) -> Result<GetIntegrationConfigsResponse, ApiError>;

    /// When reports are sent
    async fn get_notification_settings(
        &self,
        id: String,
    ) -> Result<GetNotificationSettingsResponse, ApiError>;

    /// Post the run summary to the team chat
    async fn send_test_run_report(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<SendTestRunReportResponse, ApiError>;

    /// Post a test message to the team chat
    async fn test_team_chat(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<TestTeamChatResponse, ApiError>;

    /// Configure integrations
    async fn update_integration_configs(
        &self,
        id: String,
        integration_configs_update: models::IntegrationConfigsUpdate,
    ) -> Result<UpdateIntegrationConfigsResponse, ApiError>;

    /// Change when reports are sent
    async fn update_notification_settings(
        &self,
        id: String,
        notification_settings_update: models::NotificationSettingsUpdate,
    ) -> Result<UpdateNotificationSettingsResponse, ApiError>;

    /// Create a project
    async fn create_project(
        &self,
        project_input: models::ProjectInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateProjectResponse, ApiError>;

    /// List the projects of your teams
    async fn list_projects(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        name: Option<String>,
    ) -> Result<ListProjectsResponse, ApiError>;

    /// Get a project
    async fn get_project(&self, id: String) -> Result<GetProjectResponse, ApiError>;

    /// Activity of a project over a window
    async fn get_project_overview(
        &self,
        id: String,
        preset: models::GetProjectOverviewPresetParameter,
    ) -> Result<GetProjectOverviewResponse, ApiError>;

    /// Project settings
    async fn get_project_settings(
        &self,
        id: String,
    ) -> Result<GetProjectSettingsResponse, ApiError>;

    /// Space a project's data takes
    async fn get_project_storage_usage(
        &self,
        id: String,
    ) -> Result<GetProjectStorageUsageResponse, ApiError>;

    /// How runs of this project execute
    async fn get_test_run_settings(
        &self,
        id: String,
    ) -> Result<GetTestRunSettingsResponse, ApiError>;

    /// Rename or describe a project
    async fn update_project(
        &self,
        id: String,
        project_update: models::ProjectUpdate,
    ) -> Result<UpdateProjectResponse, ApiError>;

    /// Change project settings
    async fn update_project_settings(
        &self,
        id: String,
        project_settings_update: models::ProjectSettingsUpdate,
    ) -> Result<UpdateProjectSettingsResponse, ApiError>;

    /// Change how runs execute
    async fn update_test_run_settings(
        &self,
        id: String,
        test_run_settings_update: models::TestRunSettingsUpdate,
    ) -> Result<UpdateTestRunSettingsResponse, ApiError>;

    /// Download an attachment
    async fn download_attachment(&self, id: String)
        -> Result<DownloadAttachmentResponse, ApiError>;

    /// Results of a test case in an environment, newest first
    async fn get_test_case_results_history(
        &self,
        id: String,
        environment_id: String,
        limit: Option<u8>,
    ) -> Result<GetTestCaseResultsHistoryResponse, ApiError>;

    /// Report a verdict for a case of the run
    async fn report_test_run_result(
        &self,
        id: String,
        reported_result_input: models::ReportedResultInput,
        idempotency_key: Option<String>,
    ) -> Result<ReportTestRunResultResponse, ApiError>;

    /// Apply a healing proposal to the test case
    async fn approve_healing(
        &self,
        id: String,
        result_id: String,
        idempotency_key: Option<String>,
    ) -> Result<ApproveHealingResponse, ApiError>;

    /// Refuse a healing proposal
    async fn dismiss_healing(
        &self,
        id: String,
        result_id: String,
        idempotency_key: Option<String>,
    ) -> Result<DismissHealingResponse, ApiError>;

    /// Get a result
    async fn get_test_case_result(
        &self,
        id: String,
        result_id: String,
    ) -> Result<GetTestCaseResultResponse, ApiError>;

    /// Attach a file to a result
    async fn upload_result_attachment(
        &self,
        id: String,
        result_id: String,
        file: swagger::ByteArray,
        idempotency_key: Option<String>,
        name: Option<String>,
    ) -> Result<UploadResultAttachmentResponse, ApiError>;

    /// Public view of a shared result
    async fn get_shared_result(&self, token: String) -> Result<GetSharedResultResponse, ApiError>;

    /// Public view of a shared run
    async fn get_shared_test_run(
        &self,
        token: String,
    ) -> Result<GetSharedTestRunResponse, ApiError>;

    /// Share a run publicly
    async fn share_test_run(&self, id: String) -> Result<ShareTestRunResponse, ApiError>;

    /// Revoke a run's public view
    async fn unshare_test_run(&self, id: String) -> Result<UnshareTestRunResponse, ApiError>;

    /// Download an attachment of a shared result
    async fn download_shared_result_attachment(
        &self,
        token: String,
        attachment_id: String,
    ) -> Result<DownloadSharedResultAttachmentResponse, ApiError>;

    /// Download an attachment of a result of a shared run
    async fn download_shared_run_attachment(
        &self,
        token: String,
        attachment_id: String,
    ) -> Result<DownloadSharedRunAttachmentResponse, ApiError>;

    /// Share a result publicly
    async fn share_test_case_result(
        &self,
        id: String,
        result_id: String,
    ) -> Result<ShareTestCaseResultResponse, ApiError>;

    /// Revoke a result's public view
    async fn unshare_test_case_result(
        &self,
        id: String,
        result_id: String,
    ) -> Result<UnshareTestCaseResultResponse, ApiError>;

    /// Create a tag
    async fn create_tag(
        &self,
        project_id: String,
        tag_input: models::TagInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTagResponse, ApiError>;

    /// Delete a tag; cases lose it
    async fn delete_tag(&self, id: String) -> Result<DeleteTagResponse, ApiError>;

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
    ) -> Result<ListTagsResponse, ApiError>;

    /// Rename or recolour a tag
    async fn update_tag(
        &self,
        id: String,
        tag_update: models::TagUpdate,
    ) -> Result<UpdateTagResponse, ApiError>;

    /// Invite someone into the organization
    async fn create_invitation(
        &self,
        invitation_input: models::InvitationInput,
    ) -> Result<CreateInvitationResponse, ApiError>;

    /// Create a team
    async fn create_team(
        &self,
        team_input: models::TeamInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTeamResponse, ApiError>;

    /// List the organization's teams
    async fn list_teams(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListTeamsResponse, ApiError>;

    /// Add an account of the organization to a team
    async fn add_team_member(
        &self,
        id: String,
        team_member_input: models::TeamMemberInput,
        idempotency_key: Option<String>,
    ) -> Result<AddTeamMemberResponse, ApiError>;

    /// Remove an account from a team
    async fn remove_team_member(
        &self,
        id: String,
        account_id: String,
    ) -> Result<RemoveTeamMemberResponse, ApiError>;

    /// Create a test account
    async fn create_test_account(
        &self,
        project_id: String,
        test_account_input: models::TestAccountInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestAccountResponse, ApiError>;

    /// Delete a test account
    async fn delete_test_account(&self, id: String) -> Result<DeleteTestAccountResponse, ApiError>;

    /// Get a test account
    async fn get_test_account(&self, id: String) -> Result<GetTestAccountResponse, ApiError>;

    /// List test accounts
    async fn list_test_accounts(
        &self,
        project_id: String,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListTestAccountsResponse, ApiError>;

    /// Replace a test account
    async fn replace_test_account(
        &self,
        id: String,
        test_account_update: models::TestAccountUpdate,
    ) -> Result<ReplaceTestAccountResponse, ApiError>;

    /// Activate many test cases
    async fn bulk_activate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
    ) -> Result<BulkActivateTestCasesResponse, ApiError>;

    /// Deactivate many test cases
    async fn bulk_deactivate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
    ) -> Result<BulkDeactivateTestCasesResponse, ApiError>;

    /// Delete many test cases
    async fn bulk_delete_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
    ) -> Result<BulkDeleteTestCasesResponse, ApiError>;

    /// Move many test cases into a suite
    async fn bulk_move_test_cases_to_suite(
        &self,
        bulk_move_input: models::BulkMoveInput,
        idempotency_key: Option<String>,
    ) -> Result<BulkMoveTestCasesToSuiteResponse, ApiError>;

    /// Activate a test case
    async fn activate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<ActivateTestCaseResponse, ApiError>;

    /// Create a test case
    async fn create_test_case(
        &self,
        project_id: String,
        test_case_input: models::TestCaseInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestCaseResponse, ApiError>;

    /// Deactivate a test case
    async fn deactivate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<DeactivateTestCaseResponse, ApiError>;

    /// Delete a test case
    async fn delete_test_case(&self, id: String) -> Result<DeleteTestCaseResponse, ApiError>;

    /// Copy a test case as a draft
    async fn duplicate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<DuplicateTestCaseResponse, ApiError>;

    /// Get a test case
    async fn get_test_case(&self, id: String) -> Result<GetTestCaseResponse, ApiError>;

    /// Past versions of a test case
    async fn get_test_case_history(
        &self,
        id: String,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<GetTestCaseHistoryResponse, ApiError>;

    /// Import test cases from a file
    async fn import_test_cases(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        idempotency_key: Option<String>,
        team_id: Option<String>,
        dry_run: Option<models::ImportUploadDryRun>,
    ) -> Result<ImportTestCasesResponse, ApiError>;

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
    ) -> Result<ListTestCasesResponse, ApiError>;

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
    ) -> Result<ListUngroupedTestCasesResponse, ApiError>;

    /// Replace a test case
    async fn replace_test_case(
        &self,
        id: String,
        test_case_input: models::TestCaseInput,
        if_match: Option<String>,
    ) -> Result<ReplaceTestCaseResponse, ApiError>;

    /// Start a run
    async fn create_test_run(
        &self,
        project_id: String,
        create_run_input: models::CreateRunInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestRunResponse, ApiError>;

    /// Get a run
    async fn get_test_run(&self, id: String) -> Result<GetTestRunResponse, ApiError>;

    /// Import results from a JUnit XML report
    async fn import_test_run_results(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        environment_id: String,
        idempotency_key: Option<String>,
        name: Option<String>,
        test_suite_id: Option<String>,
        create_missing_cases: Option<models::ResultsUploadCreateMissingCases>,
        match_by: Option<models::ResultsUploadMatchBy>,
    ) -> Result<ImportTestRunResultsResponse, ApiError>;

    /// List flaky cases
    async fn list_flaky_cases(
        &self,
        project_id: String,
        environment_id: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListFlakyCasesResponse, ApiError>;

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
    ) -> Result<ListTestRunsResponse, ApiError>;

    /// Run one test case
    async fn run_test_case(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        idempotency_key: Option<String>,
    ) -> Result<RunTestCaseResponse, ApiError>;

    /// Run the active cases of a suite
    async fn run_test_suite(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        idempotency_key: Option<String>,
    ) -> Result<RunTestSuiteResponse, ApiError>;

    /// Stop a run
    async fn stop_test_run(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<StopTestRunResponse, ApiError>;

    /// Live events of a run (server-sent events)
    async fn stream_test_run_events(
        &self,
        id: String,
        last_event_id: Option<String>,
    ) -> Result<StreamTestRunEventsResponse, ApiError>;

    /// Create a test suite
    async fn create_test_suite(
        &self,
        project_id: String,
        test_suite_input: models::TestSuiteInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestSuiteResponse, ApiError>;

    /// Delete a suite; its cases become ungrouped
    async fn delete_test_suite(&self, id: String) -> Result<DeleteTestSuiteResponse, ApiError>;

    /// Get a suite with its cases
    async fn get_test_suite(
        &self,
        id: String,
        name: Option<String>,
        severity: Option<models::Severity>,
        status: Option<models::TestCaseStatus>,
    ) -> Result<GetTestSuiteResponse, ApiError>;

    /// Suites with case counts
    async fn list_test_suite_details(
        &self,
        project_id: String,
        team_identifier: String,
        project_identifier: Option<String>,
    ) -> Result<ListTestSuiteDetailsResponse, ApiError>;

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
    ) -> Result<ListTestSuitesResponse, ApiError>;

    /// Replace a suite
    async fn replace_test_suite(
        &self,
        id: String,
        test_suite_input: models::TestSuiteInput,
    ) -> Result<ReplaceTestSuiteResponse, ApiError>;
}

/// Trait to extend an API to make it easy to bind it to a context.
pub trait ContextWrapperExt<C: Send + Sync>
where
    Self: Sized,
{
    /// Binds this API to a context.
    fn with_context(self, context: C) -> ContextWrapper<Self, C>;
}

impl<T: Api<C> + Send + Sync, C: Clone + Send + Sync> ContextWrapperExt<C> for T {
    fn with_context(self: T, context: C) -> ContextWrapper<T, C> {
        ContextWrapper::<T, C>::new(self, context)
    }
}

#[async_trait]
impl<T: Api<C> + Send + Sync, C: Clone + Send + Sync> ApiNoContext<C> for ContextWrapper<T, C> {
    fn context(&self) -> &C {
        ContextWrapper::context(self)
    }

    /// Create a personal API token
    async fn create_api_token(
        &self,
        api_token_input: models::ApiTokenInput,
    ) -> Result<CreateApiTokenResponse, ApiError> {
        let context = self.context().clone();
        self.api().create_api_token(api_token_input, &context).await
    }

    /// The signed-in account, its organization and teams
    async fn get_me(&self) -> Result<GetMeResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_me(&context).await
    }

    /// List your API tokens
    async fn list_api_tokens(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListApiTokensResponse, ApiError> {
        let context = self.context().clone();
        self.api().list_api_tokens(limit, offset, &context).await
    }

    /// Revoke an API token
    async fn revoke_api_token(&self, id: String) -> Result<RevokeApiTokenResponse, ApiError> {
        let context = self.context().clone();
        self.api().revoke_api_token(id, &context).await
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
    ) -> Result<ListAuditEventsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_audit_events(limit, offset, action, actor_id, from, to, &context)
            .await
    }

    /// Sign in a web page with email and password
    async fn browser_login(
        &self,
        login_input: models::LoginInput,
    ) -> Result<BrowserLoginResponse, ApiError> {
        let context = self.context().clone();
        self.api().browser_login(login_input, &context).await
    }

    /// End a web page's session
    async fn browser_logout(&self) -> Result<BrowserLogoutResponse, ApiError> {
        let context = self.context().clone();
        self.api().browser_logout(&context).await
    }

    /// Renew a web page's session from its cookie
    async fn browser_refresh_session(&self) -> Result<BrowserRefreshSessionResponse, ApiError> {
        let context = self.context().clone();
        self.api().browser_refresh_session(&context).await
    }

    /// Sign in a web page with a one-time code
    async fn browser_verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
    ) -> Result<BrowserVerifyOtpResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .browser_verify_otp(otp_verify_input, &context)
            .await
    }

    /// Sign in with email and password
    async fn login(&self, login_input: models::LoginInput) -> Result<LoginResponse, ApiError> {
        let context = self.context().clone();
        self.api().login(login_input, &context).await
    }

    /// End a session
    async fn logout(
        &self,
        refresh_input: models::RefreshInput,
    ) -> Result<LogoutResponse, ApiError> {
        let context = self.context().clone();
        self.api().logout(refresh_input, &context).await
    }

    /// Trade a refresh token for a new session
    async fn refresh_session(
        &self,
        refresh_input: models::RefreshInput,
    ) -> Result<RefreshSessionResponse, ApiError> {
        let context = self.context().clone();
        self.api().refresh_session(refresh_input, &context).await
    }

    /// Create an account
    async fn register(
        &self,
        register_input: models::RegisterInput,
    ) -> Result<RegisterResponse, ApiError> {
        let context = self.context().clone();
        self.api().register(register_input, &context).await
    }

    /// Send a one-time sign-in code
    async fn request_otp(
        &self,
        otp_request_input: models::OtpRequestInput,
    ) -> Result<RequestOtpResponse, ApiError> {
        let context = self.context().clone();
        self.api().request_otp(otp_request_input, &context).await
    }

    /// Sign in with a one-time code
    async fn verify_otp(
        &self,
        otp_verify_input: models::OtpVerifyInput,
    ) -> Result<VerifyOtpResponse, ApiError> {
        let context = self.context().clone();
        self.api().verify_otp(otp_verify_input, &context).await
    }

    /// Create an environment
    async fn create_environment(
        &self,
        project_id: String,
        environment_input: models::EnvironmentInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateEnvironmentResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_environment(project_id, environment_input, idempotency_key, &context)
            .await
    }

    /// Delete an environment
    async fn delete_environment(&self, id: String) -> Result<DeleteEnvironmentResponse, ApiError> {
        let context = self.context().clone();
        self.api().delete_environment(id, &context).await
    }

    /// Get an environment
    async fn get_environment(&self, id: String) -> Result<GetEnvironmentResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_environment(id, &context).await
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
    ) -> Result<ListEnvironmentsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_environments(
                project_id,
                id,
                ids,
                project_id2,
                name,
                base_url,
                limit,
                offset,
                &context,
            )
            .await
    }

    /// Replace an environment
    async fn replace_environment(
        &self,
        id: String,
        environment_input: models::EnvironmentInput,
    ) -> Result<ReplaceEnvironmentResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .replace_environment(id, environment_input, &context)
            .await
    }

    /// Health check
    async fn get_health(&self) -> Result<GetHealthResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_health(&context).await
    }

    /// Connect a team chat
    async fn connect_team_chat(
        &self,
        id: String,
        team_chat_connect_input: models::TeamChatConnectInput,
    ) -> Result<ConnectTeamChatResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .connect_team_chat(id, team_chat_connect_input, &context)
            .await
    }

    /// Disconnect the team chat
    async fn disconnect_team_chat(
        &self,
        id: String,
    ) -> Result<DisconnectTeamChatResponse, ApiError> {
        let context = self.context().clone();
        self.api().disconnect_team_chat(id, &context).await
    }

    /// Integration settings
    async fn get_integration_configs(
        &self,
        id: String,
    ) -> Result<GetIntegrationConfigsResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_integration_configs(id, &context).await
    }

    /// When reports are sent
    async fn get_notification_settings(
        &self,
        id: String,
    ) -> Result<GetNotificationSettingsResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_notification_settings(id, &context).await
    }

    /// Post the run summary to the team chat
    async fn send_test_run_report(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<SendTestRunReportResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .send_test_run_report(id, idempotency_key, &context)
            .await
    }

    /// Post a test message to the team chat
    async fn test_team_chat(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<TestTeamChatResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .test_team_chat(id, idempotency_key, &context)
            .await
    }

    /// Configure integrations
    async fn update_integration_configs(
        &self,
        id: String,
        integration_configs_update: models::IntegrationConfigsUpdate,
    ) -> Result<UpdateIntegrationConfigsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .update_integration_configs(id, integration_configs_update, &context)
            .await
    }

    /// Change when reports are sent
    async fn update_notification_settings(
        &self,
        id: String,
        notification_settings_update: models::NotificationSettingsUpdate,
    ) -> Result<UpdateNotificationSettingsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .update_notification_settings(id, notification_settings_update, &context)
            .await
    }

    /// Create a project
    async fn create_project(
        &self,
        project_input: models::ProjectInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateProjectResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_project(project_input, idempotency_key, &context)
            .await
    }

    /// List the projects of your teams
    async fn list_projects(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
        name: Option<String>,
    ) -> Result<ListProjectsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_projects(limit, offset, name, &context)
            .await
    }

    /// Get a project
    async fn get_project(&self, id: String) -> Result<GetProjectResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_project(id, &context).await
    }

    /// Activity of a project over a window
    async fn get_project_overview(
        &self,
        id: String,
        preset: models::GetProjectOverviewPresetParameter,
    ) -> Result<GetProjectOverviewResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_project_overview(id, preset, &context).await
    }

    /// Project settings
    async fn get_project_settings(
        &self,
        id: String,
    ) -> Result<GetProjectSettingsResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_project_settings(id, &context).await
    }

    /// Space a project's data takes
    async fn get_project_storage_usage(
        &self,
        id: String,
    ) -> Result<GetProjectStorageUsageResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_project_storage_usage(id, &context).await
    }

    /// How runs of this project execute
    async fn get_test_run_settings(
        &self,
        id: String,
    ) -> Result<GetTestRunSettingsResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_test_run_settings(id, &context).await
    }

    /// Rename or describe a project
    async fn update_project(
        &self,
        id: String,
        project_update: models::ProjectUpdate,
    ) -> Result<UpdateProjectResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .update_project(id, project_update, &context)
            .await
    }

    /// Change project settings
    async fn update_project_settings(
        &self,
        id: String,
        project_settings_update: models::ProjectSettingsUpdate,
    ) -> Result<UpdateProjectSettingsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .update_project_settings(id, project_settings_update, &context)
            .await
    }

    /// Change how runs execute
    async fn update_test_run_settings(
        &self,
        id: String,
        test_run_settings_update: models::TestRunSettingsUpdate,
    ) -> Result<UpdateTestRunSettingsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .update_test_run_settings(id, test_run_settings_update, &context)
            .await
    }

    /// Download an attachment
    async fn download_attachment(
        &self,
        id: String,
    ) -> Result<DownloadAttachmentResponse, ApiError> {
        let context = self.context().clone();
        self.api().download_attachment(id, &context).await
    }

    /// Results of a test case in an environment, newest first
    async fn get_test_case_results_history(
        &self,
        id: String,
        environment_id: String,
        limit: Option<u8>,
    ) -> Result<GetTestCaseResultsHistoryResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .get_test_case_results_history(id, environment_id, limit, &context)
            .await
    }

    /// Report a verdict for a case of the run
    async fn report_test_run_result(
        &self,
        id: String,
        reported_result_input: models::ReportedResultInput,
        idempotency_key: Option<String>,
    ) -> Result<ReportTestRunResultResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .report_test_run_result(id, reported_result_input, idempotency_key, &context)
            .await
    }

    /// Apply a healing proposal to the test case
    async fn approve_healing(
        &self,
        id: String,
        result_id: String,
        idempotency_key: Option<String>,
    ) -> Result<ApproveHealingResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .approve_healing(id, result_id, idempotency_key, &context)
            .await
    }

    /// Refuse a healing proposal
    async fn dismiss_healing(
        &self,
        id: String,
        result_id: String,
        idempotency_key: Option<String>,
    ) -> Result<DismissHealingResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .dismiss_healing(id, result_id, idempotency_key, &context)
            .await
    }

    /// Get a result
    async fn get_test_case_result(
        &self,
        id: String,
        result_id: String,
    ) -> Result<GetTestCaseResultResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .get_test_case_result(id, result_id, &context)
            .await
    }

    /// Attach a file to a result
    async fn upload_result_attachment(
        &self,
        id: String,
        result_id: String,
        file: swagger::ByteArray,
        idempotency_key: Option<String>,
        name: Option<String>,
    ) -> Result<UploadResultAttachmentResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .upload_result_attachment(id, result_id, file, idempotency_key, name, &context)
            .await
    }

    /// Public view of a shared result
    async fn get_shared_result(&self, token: String) -> Result<GetSharedResultResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_shared_result(token, &context).await
    }

    /// Public view of a shared run
    async fn get_shared_test_run(
        &self,
        token: String,
    ) -> Result<GetSharedTestRunResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_shared_test_run(token, &context).await
    }

    /// Share a run publicly
    async fn share_test_run(&self, id: String) -> Result<ShareTestRunResponse, ApiError> {
        let context = self.context().clone();
        self.api().share_test_run(id, &context).await
    }

    /// Revoke a run's public view
    async fn unshare_test_run(&self, id: String) -> Result<UnshareTestRunResponse, ApiError> {
        let context = self.context().clone();
        self.api().unshare_test_run(id, &context).await
    }

    /// Download an attachment of a shared result
    async fn download_shared_result_attachment(
        &self,
        token: String,
        attachment_id: String,
    ) -> Result<DownloadSharedResultAttachmentResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .download_shared_result_attachment(token, attachment_id, &context)
            .await
    }

    /// Download an attachment of a result of a shared run
    async fn download_shared_run_attachment(
        &self,
        token: String,
        attachment_id: String,
    ) -> Result<DownloadSharedRunAttachmentResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .download_shared_run_attachment(token, attachment_id, &context)
            .await
    }

    /// Share a result publicly
    async fn share_test_case_result(
        &self,
        id: String,
        result_id: String,
    ) -> Result<ShareTestCaseResultResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .share_test_case_result(id, result_id, &context)
            .await
    }

    /// Revoke a result's public view
    async fn unshare_test_case_result(
        &self,
        id: String,
        result_id: String,
    ) -> Result<UnshareTestCaseResultResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .unshare_test_case_result(id, result_id, &context)
            .await
    }

    /// Create a tag
    async fn create_tag(
        &self,
        project_id: String,
        tag_input: models::TagInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTagResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_tag(project_id, tag_input, idempotency_key, &context)
            .await
    }

    /// Delete a tag; cases lose it
    async fn delete_tag(&self, id: String) -> Result<DeleteTagResponse, ApiError> {
        let context = self.context().clone();
        self.api().delete_tag(id, &context).await
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
    ) -> Result<ListTagsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_tags(
                project_id,
                id,
                ids,
                project_id2,
                name,
                limit,
                offset,
                &context,
            )
            .await
    }

    /// Rename or recolour a tag
    async fn update_tag(
        &self,
        id: String,
        tag_update: models::TagUpdate,
    ) -> Result<UpdateTagResponse, ApiError> {
        let context = self.context().clone();
        self.api().update_tag(id, tag_update, &context).await
    }

    /// Invite someone into the organization
    async fn create_invitation(
        &self,
        invitation_input: models::InvitationInput,
    ) -> Result<CreateInvitationResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_invitation(invitation_input, &context)
            .await
    }

    /// Create a team
    async fn create_team(
        &self,
        team_input: models::TeamInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTeamResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_team(team_input, idempotency_key, &context)
            .await
    }

    /// List the organization's teams
    async fn list_teams(
        &self,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListTeamsResponse, ApiError> {
        let context = self.context().clone();
        self.api().list_teams(limit, offset, &context).await
    }

    /// Add an account of the organization to a team
    async fn add_team_member(
        &self,
        id: String,
        team_member_input: models::TeamMemberInput,
        idempotency_key: Option<String>,
    ) -> Result<AddTeamMemberResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .add_team_member(id, team_member_input, idempotency_key, &context)
            .await
    }

    /// Remove an account from a team
    async fn remove_team_member(
        &self,
        id: String,
        account_id: String,
    ) -> Result<RemoveTeamMemberResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .remove_team_member(id, account_id, &context)
            .await
    }

    /// Create a test account
    async fn create_test_account(
        &self,
        project_id: String,
        test_account_input: models::TestAccountInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestAccountResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_test_account(project_id, test_account_input, idempotency_key, &context)
            .await
    }

    /// Delete a test account
    async fn delete_test_account(&self, id: String) -> Result<DeleteTestAccountResponse, ApiError> {
        let context = self.context().clone();
        self.api().delete_test_account(id, &context).await
    }

    /// Get a test account
    async fn get_test_account(&self, id: String) -> Result<GetTestAccountResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_test_account(id, &context).await
    }

    /// List test accounts
    async fn list_test_accounts(
        &self,
        project_id: String,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListTestAccountsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_test_accounts(project_id, limit, offset, &context)
            .await
    }

    /// Replace a test account
    async fn replace_test_account(
        &self,
        id: String,
        test_account_update: models::TestAccountUpdate,
    ) -> Result<ReplaceTestAccountResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .replace_test_account(id, test_account_update, &context)
            .await
    }

    /// Activate many test cases
    async fn bulk_activate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
    ) -> Result<BulkActivateTestCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .bulk_activate_test_cases(bulk_ids, idempotency_key, &context)
            .await
    }

    /// Deactivate many test cases
    async fn bulk_deactivate_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
    ) -> Result<BulkDeactivateTestCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .bulk_deactivate_test_cases(bulk_ids, idempotency_key, &context)
            .await
    }

    /// Delete many test cases
    async fn bulk_delete_test_cases(
        &self,
        bulk_ids: models::BulkIds,
        idempotency_key: Option<String>,
    ) -> Result<BulkDeleteTestCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .bulk_delete_test_cases(bulk_ids, idempotency_key, &context)
            .await
    }

    /// Move many test cases into a suite
    async fn bulk_move_test_cases_to_suite(
        &self,
        bulk_move_input: models::BulkMoveInput,
        idempotency_key: Option<String>,
    ) -> Result<BulkMoveTestCasesToSuiteResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .bulk_move_test_cases_to_suite(bulk_move_input, idempotency_key, &context)
            .await
    }

    /// Activate a test case
    async fn activate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<ActivateTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .activate_test_case(id, idempotency_key, &context)
            .await
    }

    /// Create a test case
    async fn create_test_case(
        &self,
        project_id: String,
        test_case_input: models::TestCaseInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_test_case(project_id, test_case_input, idempotency_key, &context)
            .await
    }

    /// Deactivate a test case
    async fn deactivate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<DeactivateTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .deactivate_test_case(id, idempotency_key, &context)
            .await
    }

    /// Delete a test case
    async fn delete_test_case(&self, id: String) -> Result<DeleteTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api().delete_test_case(id, &context).await
    }

    /// Copy a test case as a draft
    async fn duplicate_test_case(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<DuplicateTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .duplicate_test_case(id, idempotency_key, &context)
            .await
    }

    /// Get a test case
    async fn get_test_case(&self, id: String) -> Result<GetTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_test_case(id, &context).await
    }

    /// Past versions of a test case
    async fn get_test_case_history(
        &self,
        id: String,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<GetTestCaseHistoryResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .get_test_case_history(id, limit, offset, &context)
            .await
    }

    /// Import test cases from a file
    async fn import_test_cases(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        idempotency_key: Option<String>,
        team_id: Option<String>,
        dry_run: Option<models::ImportUploadDryRun>,
    ) -> Result<ImportTestCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .import_test_cases(
                project_id,
                file,
                idempotency_key,
                team_id,
                dry_run,
                &context,
            )
            .await
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
    ) -> Result<ListTestCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_test_cases(
                project_id,
                limit,
                offset,
                id,
                ids,
                project_id2,
                name,
                automation_id,
                severity,
                status,
                created_by,
                tag_id,
                cursor,
                &context,
            )
            .await
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
    ) -> Result<ListUngroupedTestCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_ungrouped_test_cases(
                project_id, limit, offset, name, severity, status, cursor, &context,
            )
            .await
    }

    /// Replace a test case
    async fn replace_test_case(
        &self,
        id: String,
        test_case_input: models::TestCaseInput,
        if_match: Option<String>,
    ) -> Result<ReplaceTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .replace_test_case(id, test_case_input, if_match, &context)
            .await
    }

    /// Start a run
    async fn create_test_run(
        &self,
        project_id: String,
        create_run_input: models::CreateRunInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestRunResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_test_run(project_id, create_run_input, idempotency_key, &context)
            .await
    }

    /// Get a run
    async fn get_test_run(&self, id: String) -> Result<GetTestRunResponse, ApiError> {
        let context = self.context().clone();
        self.api().get_test_run(id, &context).await
    }

    /// Import results from a JUnit XML report
    async fn import_test_run_results(
        &self,
        project_id: String,
        file: swagger::ByteArray,
        environment_id: String,
        idempotency_key: Option<String>,
        name: Option<String>,
        test_suite_id: Option<String>,
        create_missing_cases: Option<models::ResultsUploadCreateMissingCases>,
        match_by: Option<models::ResultsUploadMatchBy>,
    ) -> Result<ImportTestRunResultsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .import_test_run_results(
                project_id,
                file,
                environment_id,
                idempotency_key,
                name,
                test_suite_id,
                create_missing_cases,
                match_by,
                &context,
            )
            .await
    }

    /// List flaky cases
    async fn list_flaky_cases(
        &self,
        project_id: String,
        environment_id: Option<String>,
        limit: Option<u8>,
        offset: Option<u32>,
    ) -> Result<ListFlakyCasesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_flaky_cases(project_id, environment_id, limit, offset, &context)
            .await
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
    ) -> Result<ListTestRunsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_test_runs(
                project_id,
                limit,
                offset,
                id,
                ids,
                project_id2,
                test_case_id,
                test_case_ids,
                test_suite_id,
                created_by,
                status,
                statuses,
                search,
                start_date,
                end_date,
                &context,
            )
            .await
    }

    /// Run one test case
    async fn run_test_case(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        idempotency_key: Option<String>,
    ) -> Result<RunTestCaseResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .run_test_case(id, run_target_input, idempotency_key, &context)
            .await
    }

    /// Run the active cases of a suite
    async fn run_test_suite(
        &self,
        id: String,
        run_target_input: models::RunTargetInput,
        idempotency_key: Option<String>,
    ) -> Result<RunTestSuiteResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .run_test_suite(id, run_target_input, idempotency_key, &context)
            .await
    }

    /// Stop a run
    async fn stop_test_run(
        &self,
        id: String,
        idempotency_key: Option<String>,
    ) -> Result<StopTestRunResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .stop_test_run(id, idempotency_key, &context)
            .await
    }

    /// Live events of a run (server-sent events)
    async fn stream_test_run_events(
        &self,
        id: String,
        last_event_id: Option<String>,
    ) -> Result<StreamTestRunEventsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .stream_test_run_events(id, last_event_id, &context)
            .await
    }

    /// Create a test suite
    async fn create_test_suite(
        &self,
        project_id: String,
        test_suite_input: models::TestSuiteInput,
        idempotency_key: Option<String>,
    ) -> Result<CreateTestSuiteResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .create_test_suite(project_id, test_suite_input, idempotency_key, &context)
            .await
    }

    /// Delete a suite; its cases become ungrouped
    async fn delete_test_suite(&self, id: String) -> Result<DeleteTestSuiteResponse, ApiError> {
        let context = self.context().clone();
        self.api().delete_test_suite(id, &context).await
    }

    /// Get a suite with its cases
    async fn get_test_suite(
        &self,
        id: String,
        name: Option<String>,
        severity: Option<models::Severity>,
        status: Option<models::TestCaseStatus>,
    ) -> Result<GetTestSuiteResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .get_test_suite(id, name, severity, status, &context)
            .await
    }

    /// Suites with case counts
    async fn list_test_suite_details(
        &self,
        project_id: String,
        team_identifier: String,
        project_identifier: Option<String>,
    ) -> Result<ListTestSuiteDetailsResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_test_suite_details(project_id, team_identifier, project_identifier, &context)
            .await
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
    ) -> Result<ListTestSuitesResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .list_test_suites(
                project_id,
                id,
                ids,
                project_id2,
                name,
                created_by,
                limit,
                offset,
                &context,
            )
            .await
    }

    /// Replace a suite
    async fn replace_test_suite(
        &self,
        id: String,
        test_suite_input: models::TestSuiteInput,
    ) -> Result<ReplaceTestSuiteResponse, ApiError> {
        let context = self.context().clone();
        self.api()
            .replace_test_suite(id, test_suite_input, &context)
            .await
    }
}

#[cfg(feature = "client")]
pub mod client;

// Re-export Client as a top-level name
#[cfg(feature = "client")]
pub use client::Client;

#[cfg(feature = "server")]
pub mod server;

// Re-export router() as a top-level name
#[cfg(feature = "server")]
pub use self::server::Service;

#[cfg(feature = "server")]
pub mod context;

pub mod models;

#[cfg(any(feature = "client", feature = "server"))]
pub(crate) mod header;
