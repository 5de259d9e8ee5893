//! The one error type of Testdeck. Everything that can go wrong while answering a request is
//! an [`Error`]: what the caller did wrong (with the fields at fault), or what failed inside
//! (kept whole for the log, never shown to the caller). It becomes an RFC 9457 problem in
//! exactly two places: the generated response enums (`api::responses`) and the front layer.

use std::fmt;

use testdeck_api::models;

/// A stable machine word and its HTTP status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Validation,
    Unauthorized,
    Forbidden,
    NotFound,
    MethodNotAllowed,
    Conflict,
    InvalidState,
    PreconditionFailed,
    PayloadTooLarge,
    UnsupportedMediaType,
    /// An `Idempotency-Key` used before for another request.
    IdempotencyKeyReused,
    RateLimited,
    Internal,
    NotImplemented,
    /// Busy for a moment (every slot of a bounded resource taken); retry later.
    Unavailable,
}

impl Kind {
    pub fn status(self) -> u16 {
        match self {
            Kind::Validation => 400,
            Kind::Unauthorized => 401,
            Kind::Forbidden => 403,
            Kind::NotFound => 404,
            Kind::MethodNotAllowed => 405,
            Kind::Conflict | Kind::InvalidState => 409,
            Kind::PreconditionFailed => 412,
            Kind::PayloadTooLarge => 413,
            Kind::UnsupportedMediaType => 415,
            Kind::IdempotencyKeyReused => 422,
            Kind::RateLimited => 429,
            Kind::Internal => 500,
            Kind::NotImplemented => 501,
            Kind::Unavailable => 503,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Kind::Validation => "validation_failed",
            Kind::Unauthorized => "unauthorized",
            Kind::Forbidden => "forbidden",
            Kind::NotFound => "not_found",
            Kind::MethodNotAllowed => "method_not_allowed",
            Kind::Conflict => "conflict",
            Kind::InvalidState => "invalid_state",
            Kind::PreconditionFailed => "precondition_failed",
            Kind::PayloadTooLarge => "payload_too_large",
            Kind::UnsupportedMediaType => "unsupported_media_type",
            Kind::IdempotencyKeyReused => "idempotency_key_reused",
            Kind::RateLimited => "rate_limited",
            Kind::Internal => "internal",
            Kind::NotImplemented => "not_implemented",
            Kind::Unavailable => "unavailable",
        }
    }

    fn title(self) -> &'static str {
        match self {
            Kind::Validation => "The request is invalid",
            Kind::Unauthorized => "Authentication required",
            Kind::Forbidden => "Not allowed",
            Kind::NotFound => "Not found",
            Kind::MethodNotAllowed => "Method not allowed",
            Kind::Conflict => "Conflict",
            Kind::InvalidState => "Not possible in the current state",
            Kind::PreconditionFailed => "Precondition failed",
            Kind::PayloadTooLarge => "Payload too large",
            Kind::UnsupportedMediaType => "Unsupported media type",
            Kind::IdempotencyKeyReused => "Idempotency key reused",
            Kind::RateLimited => "Too many requests",
            Kind::Internal => "Internal error",
            Kind::NotImplemented => "Not implemented",
            Kind::Unavailable => "Busy, try again shortly",
        }
    }

    fn from_status(status: u16) -> Kind {
        match status {
            400 => Kind::Validation,
            401 => Kind::Unauthorized,
            403 => Kind::Forbidden,
            404 => Kind::NotFound,
            405 => Kind::MethodNotAllowed,
            409 => Kind::Conflict,
            412 => Kind::PreconditionFailed,
            413 => Kind::PayloadTooLarge,
            415 => Kind::UnsupportedMediaType,
            422 => Kind::IdempotencyKeyReused,
            429 => Kind::RateLimited,
            501 => Kind::NotImplemented,
            503 => Kind::Unavailable,
            _ => Kind::Internal,
        }
    }
}

/// One invalid field (a JSON pointer into the body such as `/name`) or parameter (`limit`);
/// in an uploaded file, also the row it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
    pub row: Option<u32>,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError { field: field.into(), message: message.into(), row: None }
    }

    pub fn at_row(self, row: u32) -> Self {
        FieldError { row: Some(row), ..self }
    }
}

#[derive(Debug)]
pub struct Error {
    kind: Kind,
    detail: String,
    errors: Vec<FieldError>,
    retry_after: Option<u64>,
    /// What really failed, for the log only.
    source: Option<anyhow::Error>,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn new(kind: Kind, detail: impl Into<String>) -> Self {
        Error { kind, detail: detail.into(), errors: Vec::new(), retry_after: None, source: None }
    }

    /// One invalid field; `field` is a JSON pointer (`/name`) or a parameter name.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::invalid_fields(vec![FieldError::new(field, message)])
    }

    pub fn invalid_fields(errors: Vec<FieldError>) -> Self {
        let detail = match errors.as_slice() {
            [one] => format!("{}: {}", one.field, one.message),
            many => format!("{} fields are invalid; see `errors`.", many.len()),
        };
        Error { errors, ..Self::new(Kind::Validation, detail) }
    }

    pub fn unauthorized(detail: impl Into<String>) -> Self {
        Self::new(Kind::Unauthorized, detail)
    }

    pub fn forbidden(detail: impl Into<String>) -> Self {
        Self::new(Kind::Forbidden, detail)
    }

    /// `what` names the kind of thing, e.g. "project"; the caller already knows the id.
    pub fn not_found(what: &str) -> Self {
        Self::new(Kind::NotFound, format!("No such {what}, or it is not visible to you."))
    }

    pub fn conflict(detail: impl Into<String>) -> Self {
        Self::new(Kind::Conflict, detail)
    }

    pub fn rate_limited(retry_after_secs: u64) -> Self {
        Error {
            retry_after: Some(retry_after_secs.max(1)),
            ..Self::new(Kind::RateLimited, "Too many attempts. Wait for `Retry-After` seconds, then try again.")
        }
    }

    /// Every slot of a bounded resource is taken: the caller retries after `retry_after_secs`.
    pub fn busy(detail: impl Into<String>, retry_after_secs: u64) -> Self {
        Error { retry_after: Some(retry_after_secs.max(1)), ..Self::new(Kind::Unavailable, detail) }
    }

    /// An unexpected failure: the cause goes to the log, the caller gets a generic 500.
    pub fn internal(source: impl Into<anyhow::Error>) -> Self {
        Error {
            source: Some(source.into()),
            ..Self::new(
                Kind::Internal,
                "Something failed on the server. The log has the details under this request's x-span-id.",
            )
        }
    }

    /// For rejections produced outside our code (the generated router), keyed by status.
    pub fn from_status(status: u16, detail: impl Into<String>) -> Self {
        Self::new(Kind::from_status(status), detail)
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    pub fn status(&self) -> u16 {
        self.kind.status()
    }

    /// Replaces the message for people.
    pub fn with_detail(mut self, detail: impl Into<String>) -> Self {
        self.detail = detail.into();
        self
    }

    /// Adds the fields at fault to an error of any kind (a 404 for ids, say).
    pub fn with_errors(mut self, errors: Vec<FieldError>) -> Self {
        self.errors = errors;
        self
    }

    /// The message for people.
    pub fn detail(&self) -> &str {
        &self.detail
    }

    pub fn field_errors(&self) -> &[FieldError] {
        &self.errors
    }

    pub fn retry_after(&self) -> Option<i32> {
        self.retry_after.map(|s| i32::try_from(s).unwrap_or(i32::MAX))
    }

    /// Narrows the error to the statuses an operation documents. A status the operation does
    /// not list is a bug on our side: it is logged and answered as a 500.
    pub fn documented_for(self, statuses: &[u16]) -> Self {
        if statuses.contains(&self.status()) {
            return self;
        }
        Error::internal(anyhow::anyhow!("undocumented {} answer: {}", self.status(), self.detail))
    }

    /// Logs what the caller does not see. Called once, where the error becomes a response.
    fn log(&self) {
        if let Some(source) = &self.source {
            tracing::error!(error = format!("{source:#}"), "request failed");
        }
    }

    pub fn into_problem(self) -> models::Problem {
        self.log();
        let mut problem = models::Problem::new(
            format!("https://testdeck.dev/problems/{}", self.kind.code()),
            self.kind.title().to_string(),
            self.kind.status(),
            self.kind.code().to_string(),
        );
        problem.detail = Some(self.detail);
        if !self.errors.is_empty() {
            let fields = self.errors.into_iter().map(|e| {
                let mut field = models::FieldError::new(e.field, e.message);
                field.row = e.row;
                field
            });
            problem.errors = Some(fields.collect());
        }
        problem
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.kind.code(), self.kind.status(), self.detail)?;
        match &self.source {
            Some(source) => write!(f, " [{source:#}]"),
            None => Ok(()),
        }
    }
}
