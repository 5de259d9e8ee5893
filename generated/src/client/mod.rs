use async_trait::async_trait;
use bytes::Bytes;
use futures::{
    future, future::BoxFuture, future::FutureExt, future::TryFutureExt, stream, stream::StreamExt,
    Stream,
};
use http_body_util::{combinators::BoxBody, Full};
use hyper::header::{HeaderName, HeaderValue, CONTENT_TYPE};
use hyper::{
    body::{Body, Incoming},
    service::Service,
    Request, Response, Uri,
};
use percent_encoding::{utf8_percent_encode, AsciiSet};
use std::borrow::Cow;
use std::convert::{Infallible, TryInto};
use std::error::Error;
use std::fmt;
use std::future::Future;
use std::io::{ErrorKind, Read};
use std::marker::PhantomData;
use std::path::Path;
use std::str;
use std::str::FromStr;
use std::string::ToString;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use swagger::{ApiError, AuthData, BodyExt, Connector, DropContextService, Has, XSpanIdString};
use tower_service::Service as _;
use url::form_urlencoded;

use mime::Mime;
use multipart::client::lazy::Multipart;
use std::io::Cursor;

use crate::header;
use crate::models;

/// https://url.spec.whatwg.org/#fragment-percent-encode-set
#[allow(dead_code)]
const FRAGMENT_ENCODE_SET: &AsciiSet = &percent_encoding::CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'<')
    .add(b'>')
    .add(b'`');

/// This encode set is used for object IDs
///
/// Aside from the special characters defined in the `PATH_SEGMENT_ENCODE_SET`,
/// the vertical bar (|) is encoded.
#[allow(dead_code)]
const ID_ENCODE_SET: &AsciiSet = &FRAGMENT_ENCODE_SET.add(b'|');

use crate::{
    ActivateTestCaseResponse, AddTeamMemberResponse, Api, ApproveHealingResponse,
    BulkActivateTestCasesResponse, BulkDeactivateTestCasesResponse, BulkDeleteTestCasesResponse,
    BulkMoveTestCasesToSuiteResponse, ConnectTeamChatResponse, CreateApiTokenResponse,
    CreateEnvironmentResponse, CreateInvitationResponse, CreateProjectResponse, CreateTagResponse,
    CreateTeamResponse, CreateTestAccountResponse, CreateTestCaseResponse, CreateTestRunResponse,
    CreateTestSuiteResponse, DeactivateTestCaseResponse, DeleteEnvironmentResponse,
    DeleteTagResponse, DeleteTestAccountResponse, DeleteTestCaseResponse, DeleteTestSuiteResponse,
    DisconnectTeamChatResponse, DismissHealingResponse, DownloadAttachmentResponse,
    DownloadSharedResultAttachmentResponse, DownloadSharedRunAttachmentResponse,
    DuplicateTestCaseResponse, GetEnvironmentResponse, GetHealthResponse, GetMeResponse,
    GetNotificationSettingsResponse, GetProjectOverviewResponse, GetProjectResponse,
    GetProjectSettingsResponse, GetProjectStorageUsageResponse, GetSharedResultResponse,
    GetSharedTestRunResponse, GetTestAccountResponse, GetTestCaseHistoryResponse,
    GetTestCaseResponse, GetTestCaseResultResponse, GetTestCaseResultsHistoryResponse,
    GetTestRunResponse, GetTestRunSettingsResponse, GetTestSuiteResponse, ImportTestCasesResponse,
    ImportTestRunResultsResponse, ListApiTokensResponse, ListAuditEventsResponse,
    ListEnvironmentsResponse, ListFlakyCasesResponse, ListProjectsResponse, ListTagsResponse,
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
    UpdateTagResponse, UpdateTestRunSettingsResponse, UploadResultAttachmentResponse,
    VerifyOtpResponse,
};

/// Convert input into a base path, e.g. "http://example:123". Also checks the scheme as it goes.
fn into_base_path(
    input: impl TryInto<Uri, Error = hyper::http::uri::InvalidUri>,
    correct_scheme: Option<&'static str>,
) -> Result<String, ClientInitError> {
    // First convert to Uri, since a base path is a subset of Uri.
    let uri = input.try_into()?;

    let scheme = uri.scheme_str().ok_or(ClientInitError::InvalidScheme)?;

    // Check the scheme if necessary
    if let Some(correct_scheme) = correct_scheme {
        if scheme != correct_scheme {
            return Err(ClientInitError::InvalidScheme);
        }
    }

    let host = uri.host().ok_or(ClientInitError::MissingHost)?;
    let port = uri.port_u16().map(|x| format!(":{x}")).unwrap_or_default();
    Ok(format!(
        "{scheme}://{host}{port}{}",
        uri.path().trim_end_matches('/')
    ))
}

/// A client that implements the API by making HTTP calls out to a server.
pub struct Client<S, C>
where
    S: Service<(Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static,
{
    /// Inner service
    client_service: S,

    /// Base path of the API
    base_path: String,

    /// Marker
    marker: PhantomData<fn(C)>,
}

impl<S, C> fmt::Debug for Client<S, C>
where
    S: Service<(Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Client {{ base_path: {} }}", self.base_path)
    }
}

impl<S, C> Clone for Client<S, C>
where
    S: Service<(Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static,
{
    fn clone(&self) -> Self {
        Self {
            client_service: self.client_service.clone(),
            base_path: self.base_path.clone(),
            marker: PhantomData,
        }
    }
}

impl<Connector, C>
    Client<
        DropContextService<
            hyper_util::service::TowerToHyperService<
                hyper_util::client::legacy::Client<Connector, BoxBody<Bytes, Infallible>>,
            >,
            C,
        >,
        C,
    >
where
    Connector: hyper_util::client::legacy::connect::Connect + Clone + Send + Sync + 'static,
    C: Clone + Send + Sync + 'static,
{
    /// Create a client with a custom implementation of hyper::client::Connect.
    ///
    /// Intended for use with custom implementations of connect for e.g. protocol logging
    /// or similar functionality which requires wrapping the transport layer. When wrapping a TCP connection,
    /// this function should be used in conjunction with `swagger::Connector::builder()`.
    ///
    /// For ordinary tcp connections, prefer the use of `try_new_http`, `try_new_https`
    /// and `try_new_https_mutual`, to avoid introducing a dependency on the underlying transport layer.
    ///
    /// # Arguments
    ///
    /// * `base_path` - base path of the client API, i.e. "<http://www.my-api-implementation.com>"
    /// * `protocol` - Which protocol to use when constructing the request url, e.g. `Some("http")`
    /// * `connector` - Implementation of `hyper::client::Connect` to use for the client
    pub fn try_new_with_connector(
        base_path: &str,
        protocol: Option<&'static str>,
        connector: Connector,
    ) -> Result<Self, ClientInitError> {
        let client_service =
            hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new())
                .build(connector);
        let client_service = DropContextService::new(
            hyper_util::service::TowerToHyperService::new(client_service),
        );

        Ok(Self {
            client_service,
            base_path: into_base_path(base_path, protocol)?,
            marker: PhantomData,
        })
    }
}

#[cfg(all(
    feature = "client-tls",
    any(target_os = "macos", target_os = "windows", target_os = "ios")
))]
type HyperHttpsConnector =
    hyper_tls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;

#[cfg(all(
    feature = "client-tls",
    not(any(target_os = "macos", target_os = "windows", target_os = "ios"))
))]
type HyperHttpsConnector = hyper_openssl::client::legacy::HttpsConnector<
    hyper_util::client::legacy::connect::HttpConnector,
>;

#[derive(Debug, Clone)]
pub enum HyperClient {
    Http(
        hyper_util::client::legacy::Client<
            hyper_util::client::legacy::connect::HttpConnector,
            BoxBody<Bytes, Infallible>,
        >,
    ),
    #[cfg(feature = "client-tls")]
    Https(hyper_util::client::legacy::Client<HyperHttpsConnector, BoxBody<Bytes, Infallible>>),
}

impl Service<Request<BoxBody<Bytes, Infallible>>> for HyperClient {
    type Response = Response<Incoming>;
    type Error = hyper_util::client::legacy::Error;
    type Future = hyper_util::client::legacy::ResponseFuture;

    fn call(&self, req: Request<BoxBody<Bytes, Infallible>>) -> Self::Future {
        match self {
            HyperClient::Http(client) => client.request(req),
            #[cfg(feature = "client-tls")]
            HyperClient::Https(client) => client.request(req),
        }
    }
}

impl<C> Client<DropContextService<HyperClient, C>, C>
where
    C: Clone + Send + Sync + 'static,
{
    /// Create an HTTP client.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<http://www.my-api-implementation.com>"
    pub fn try_new(base_path: &str) -> Result<Self, ClientInitError> {
        let uri = Uri::from_str(base_path)?;

        let scheme = uri.scheme_str().ok_or(ClientInitError::InvalidScheme)?;
        let scheme = scheme.to_ascii_lowercase();

        let connector = Connector::builder();

        let client_service = match scheme.as_str() {
            "http" => HyperClient::Http(
                hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new())
                    .build(connector.build()),
            ),
            #[cfg(feature = "client-tls")]
            "https" => {
                let https_connector = connector
                    .https()
                    .build()
                    .map_err(ClientInitError::SslError)?;
                HyperClient::Https(
                    hyper_util::client::legacy::Client::builder(
                        hyper_util::rt::TokioExecutor::new(),
                    )
                    .build(https_connector),
                )
            }
            #[cfg(not(feature = "client-tls"))]
            "https" => {
                return Err(ClientInitError::TlsNotEnabled);
            }
            _ => {
                return Err(ClientInitError::InvalidScheme);
            }
        };

        let client_service = DropContextService::new(client_service);

        Ok(Self {
            client_service,
            base_path: into_base_path(base_path, None)?,
            marker: PhantomData,
        })
    }
}

impl<C>
    Client<
        DropContextService<
            hyper_util::service::TowerToHyperService<
                hyper_util::client::legacy::Client<
                    hyper_util::client::legacy::connect::HttpConnector,
                    BoxBody<Bytes, Infallible>,
                >,
            >,
            C,
        >,
        C,
    >
where
    C: Clone + Send + Sync + 'static,
{
    /// Create an HTTP client.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<http://www.my-api-implementation.com>"
    pub fn try_new_http(base_path: &str) -> Result<Self, ClientInitError> {
        let http_connector = Connector::builder().build();

        Self::try_new_with_connector(base_path, Some("http"), http_connector)
    }
}

#[cfg(all(
    feature = "client-tls",
    any(target_os = "macos", target_os = "windows", target_os = "ios")
))]
type HttpsConnector = hyper_tls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;

#[cfg(all(
    feature = "client-tls",
    not(any(target_os = "macos", target_os = "windows", target_os = "ios"))
))]
type HttpsConnector = hyper_openssl::client::legacy::HttpsConnector<
    hyper_util::client::legacy::connect::HttpConnector,
>;

#[cfg(feature = "client-tls")]
impl<C>
    Client<
        DropContextService<
            hyper_util::service::TowerToHyperService<
                hyper_util::client::legacy::Client<HttpsConnector, BoxBody<Bytes, Infallible>>,
            >,
            C,
        >,
        C,
    >
where
    C: Clone + Send + Sync + 'static,
{
    /// Create a client with a TLS connection to the server.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    #[cfg(any(target_os = "macos", target_os = "windows", target_os = "ios"))]
    pub fn try_new_https(base_path: &str) -> Result<Self, ClientInitError> {
        let https_connector = Connector::builder()
            .https()
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }

    /// Create a client with a TLS connection to the server using OpenSSL via swagger.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    #[cfg(not(any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    pub fn try_new_https(base_path: &str) -> Result<Self, ClientInitError> {
        let https_connector = Connector::builder()
            .https()
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }

    /// Create a client with a TLS connection to the server using a pinned certificate.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    /// * `ca_certificate` - Path to CA certificate used to authenticate the server
    #[cfg(not(any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    pub fn try_new_https_pinned<CA>(
        base_path: &str,
        ca_certificate: CA,
    ) -> Result<Self, ClientInitError>
    where
        CA: AsRef<Path>,
    {
        let https_connector = Connector::builder()
            .https()
            .pin_server_certificate(ca_certificate)
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }

    /// Create a client with a mutually authenticated TLS connection to the server.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    /// * `ca_certificate` - Path to CA certificate used to authenticate the server
    /// * `client_key` - Path to the client private key
    /// * `client_certificate` - Path to the client's public certificate associated with the private key
    #[cfg(not(any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    pub fn try_new_https_mutual<CA, K, D>(
        base_path: &str,
        ca_certificate: CA,
        client_key: K,
        client_certificate: D,
    ) -> Result<Self, ClientInitError>
    where
        CA: AsRef<Path>,
        K: AsRef<Path>,
        D: AsRef<Path>,
    {
        let https_connector = Connector::builder()
            .https()
            .pin_server_certificate(ca_certificate)
            .client_authentication(client_key, client_certificate)
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }
}

impl<S, C> Client<S, C>
where
    S: Service<(Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static,
{
    /// Constructor for creating a `Client` by passing in a pre-made `hyper::service::Service` /
    /// `tower::Service`
    ///
    /// This allows adding custom wrappers around the underlying transport, for example for logging.
    pub fn try_new_with_client_service(
        client_service: S,
        base_path: &str,
    ) -> Result<Self, ClientInitError> {
        Ok(Self {
            client_service,
            base_path: into_base_path(base_path, None)?,
            marker: PhantomData,
        })
    }
}

/// Error type failing to create a Client
#[derive(Debug)]
pub enum ClientInitError {
    /// Invalid URL Scheme
    InvalidScheme,

    /// Invalid URI
    InvalidUri(hyper::http::uri::InvalidUri),

    /// Missing Hostname
    MissingHost,

    /// HTTPS requested but TLS features not enabled
    TlsNotEnabled,

    /// SSL Connection Error
    #[cfg(all(
        feature = "client-tls",
        any(target_os = "macos", target_os = "windows", target_os = "ios")
    ))]
    SslError(native_tls::Error),

    /// SSL Connection Error
    #[cfg(all(
        feature = "client-tls",
        not(any(target_os = "macos", target_os = "windows", target_os = "ios"))
    ))]
    SslError(openssl::error::ErrorStack),
}

impl From<hyper::http::uri::InvalidUri> for ClientInitError {
    fn from(err: hyper::http::uri::InvalidUri) -> ClientInitError {
        ClientInitError::InvalidUri(err)
    }
}

impl fmt::Display for ClientInitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s: &dyn fmt::Debug = self;
        s.fmt(f)
    }
}

impl Error for ClientInitError {
    fn description(&self) -> &str {
        "Failed to produce a hyper client."
    }
}

#[allow(dead_code)]
fn body_from_string(s: String) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::from(s)))
}

#[allow(dead_code)]
fn body_from_bytes(b: Vec<u8>) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::from(b)))
}

#[async_trait]
impl<S, C, B> Api<C> for Client<S, C>
where
    S: Service<(Request<BoxBody<Bytes, Infallible>>, C), Response = Response<B>>
        + Clone
        + Sync
        + Send
        + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Has<XSpanIdString> + Has<Option<AuthData>> + Clone + Send + Sync + 'static,
    B: hyper::body::Body + Send + 'static + Unpin,
    B::Data: Send,
    B::Error: Into<Box<dyn Error + Send + Sync>>,
{
    #[allow(clippy::vec_init_then_push)]
    async fn create_api_token(
        &self,
        param_api_token_input: models::ApiTokenInput,
        context: &C,
    ) -> Result<CreateApiTokenResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/me/api-tokens", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_api_token_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::CreatedApiTokenEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(CreateApiTokenResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::Unauthorized(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::Forbidden(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateApiTokenResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_me(&self, context: &C) -> Result<GetMeResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/me", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::MeEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetMeResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetMeResponse::Unauthorized(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetMeResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetMeResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_api_tokens(
        &self,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListApiTokensResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/me/api-tokens", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ApiTokenPageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListApiTokensResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListApiTokensResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListApiTokensResponse::Unauthorized(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListApiTokensResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListApiTokensResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn revoke_api_token(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<RevokeApiTokenResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/me/api-tokens/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RevokeApiTokenResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RevokeApiTokenResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RevokeApiTokenResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RevokeApiTokenResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RevokeApiTokenResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_audit_events(
        &self,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        param_action: Option<models::AuditAction>,
        param_actor_id: Option<String>,
        param_from: Option<chrono::DateTime<chrono::Utc>>,
        param_to: Option<chrono::DateTime<chrono::Utc>>,
        context: &C,
    ) -> Result<ListAuditEventsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/audit-events", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            if let Some(param_action) = param_action {
                query_string.append_pair("action", &param_action.to_string());
            }
            if let Some(param_actor_id) = param_actor_id {
                query_string.append_pair("actorId", &param_actor_id);
            }
            if let Some(param_from) = param_from {
                query_string.append_pair("from", &param_from.to_string());
            }
            if let Some(param_to) = param_to {
                query_string.append_pair("to", &param_to.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::AuditEventPageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListAuditEventsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListAuditEventsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListAuditEventsResponse::Unauthorized(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListAuditEventsResponse::Forbidden(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListAuditEventsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListAuditEventsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn login(
        &self,
        param_login_input: models::LoginInput,
        context: &C,
    ) -> Result<LoginResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/auth/login", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_login_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::SessionEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::Unauthorized(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::InternalError(body))
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LoginResponse::ServiceUnavailable {
                    body,
                    retry_after: response_retry_after,
                })
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn logout(
        &self,
        param_refresh_input: models::RefreshInput,
        context: &C,
    ) -> Result<LogoutResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/auth/logout", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_refresh_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::LoggedOutEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(LogoutResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LogoutResponse::BadRequest(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LogoutResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LogoutResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LogoutResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(LogoutResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn refresh_session(
        &self,
        param_refresh_input: models::RefreshInput,
        context: &C,
    ) -> Result<RefreshSessionResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/auth/refresh", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_refresh_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::SessionEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::Unauthorized(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RefreshSessionResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn register(
        &self,
        param_register_input: models::RegisterInput,
        context: &C,
    ) -> Result<RegisterResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/auth/register", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_register_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::MeEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::BadRequest(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::Forbidden(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::InternalError(body))
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RegisterResponse::ServiceUnavailable {
                    body,
                    retry_after: response_retry_after,
                })
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn request_otp(
        &self,
        param_otp_request_input: models::OtpRequestInput,
        context: &C,
    ) -> Result<RequestOtpResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/auth/otp/request", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_otp_request_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::OtpRequestedEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(RequestOtpResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RequestOtpResponse::BadRequest(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RequestOtpResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RequestOtpResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RequestOtpResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RequestOtpResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn verify_otp(
        &self,
        param_otp_verify_input: models::OtpVerifyInput,
        context: &C,
    ) -> Result<VerifyOtpResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/auth/otp/verify", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_otp_verify_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::SessionEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::Unauthorized(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(VerifyOtpResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_environment(
        &self,
        param_project_id: String,
        param_environment_input: models::EnvironmentInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateEnvironmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/environments",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_environment_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::EnvironmentEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(CreateEnvironmentResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateEnvironmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn delete_environment(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DeleteEnvironmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/environments/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteEnvironmentResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteEnvironmentResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteEnvironmentResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteEnvironmentResponse::Conflict(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteEnvironmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteEnvironmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_environment(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetEnvironmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/environments/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::EnvironmentEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetEnvironmentResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetEnvironmentResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetEnvironmentResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetEnvironmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetEnvironmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_environments<'a>(
        &self,
        param_project_id: String,
        param_id: Option<String>,
        param_ids: Option<&'a Vec<String>>,
        param_project_id2: Option<String>,
        param_name: Option<String>,
        param_base_url: Option<String>,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListEnvironmentsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/environments",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_id) = param_id {
                query_string.append_pair("id", &param_id);
            }
            if let Some(param_ids) = param_ids {
                query_string.append_pair(
                    "ids",
                    &param_ids
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_project_id2) = param_project_id2 {
                query_string.append_pair("projectId", &param_project_id2);
            }
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            if let Some(param_base_url) = param_base_url {
                query_string.append_pair("baseUrl", &param_base_url);
            }
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::EnvironmentPageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListEnvironmentsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListEnvironmentsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListEnvironmentsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListEnvironmentsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListEnvironmentsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListEnvironmentsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn replace_environment(
        &self,
        param_id: String,
        param_environment_input: models::EnvironmentInput,
        context: &C,
    ) -> Result<ReplaceEnvironmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/environments/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PUT")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_environment_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::EnvironmentEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ReplaceEnvironmentResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceEnvironmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_health(&self, context: &C) -> Result<GetHealthResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<String>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetHealthResponse::Ok(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetHealthResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetHealthResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn connect_team_chat(
        &self,
        param_id: String,
        param_team_chat_connect_input: models::TeamChatConnectInput,
        context: &C,
    ) -> Result<ConnectTeamChatResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/integrations/team_chat",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_team_chat_connect_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TeamChatConnectionEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ConnectTeamChatResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ConnectTeamChatResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn disconnect_team_chat(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DisconnectTeamChatResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/integrations/team_chat",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::IntegrationConfigsEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(DisconnectTeamChatResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DisconnectTeamChatResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DisconnectTeamChatResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DisconnectTeamChatResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DisconnectTeamChatResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_notification_settings(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetNotificationSettingsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/notification-settings",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::NotificationSettingsEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetNotificationSettingsResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetNotificationSettingsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetNotificationSettingsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetNotificationSettingsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetNotificationSettingsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn send_test_run_report(
        &self,
        param_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<SendTestRunReportResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}/report/send",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeliveryEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(SendTestRunReportResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn test_team_chat(
        &self,
        param_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<TestTeamChatResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/integrations/team_chat/test",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeliveryEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(TestTeamChatResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn update_integration_configs(
        &self,
        param_id: String,
        param_integration_configs_update: models::IntegrationConfigsUpdate,
        context: &C,
    ) -> Result<UpdateIntegrationConfigsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/integration-configs",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PATCH")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_integration_configs_update)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::IntegrationConfigsEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(UpdateIntegrationConfigsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateIntegrationConfigsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn update_notification_settings(
        &self,
        param_id: String,
        param_notification_settings_update: models::NotificationSettingsUpdate,
        context: &C,
    ) -> Result<UpdateNotificationSettingsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/notification-settings",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PATCH")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_notification_settings_update)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::NotificationSettingsEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(UpdateNotificationSettingsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::UnsupportedMediaType(
                    body,
                ))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateNotificationSettingsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_project(
        &self,
        param_project_input: models::ProjectInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateProjectResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/projects", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_project_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::ProjectEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::Unauthorized(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateProjectResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_projects(
        &self,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        param_name: Option<String>,
        context: &C,
    ) -> Result<ListProjectsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/projects", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ProjectPageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListProjectsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListProjectsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListProjectsResponse::Unauthorized(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListProjectsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListProjectsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_project(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetProjectResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::ProjectEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_project_overview(
        &self,
        param_id: String,
        param_preset: models::GetProjectOverviewPresetParameter,
        context: &C,
    ) -> Result<GetProjectOverviewResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/overview",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.append_pair("preset", &param_preset.to_string());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ProjectOverviewEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetProjectOverviewResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectOverviewResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectOverviewResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectOverviewResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectOverviewResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectOverviewResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_project_settings(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetProjectSettingsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/settings",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ProjectSettingsEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetProjectSettingsResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectSettingsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectSettingsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectSettingsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectSettingsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_project_storage_usage(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetProjectStorageUsageResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/storage-usage",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::StorageUsageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetProjectStorageUsageResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectStorageUsageResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectStorageUsageResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectStorageUsageResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetProjectStorageUsageResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_run_settings(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetTestRunSettingsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/test-run-settings",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestRunSettingsEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetTestRunSettingsResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunSettingsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunSettingsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunSettingsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunSettingsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn update_project(
        &self,
        param_id: String,
        param_project_update: models::ProjectUpdate,
        context: &C,
    ) -> Result<UpdateProjectResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PATCH")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_project_update).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::ProjectEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn update_project_settings(
        &self,
        param_id: String,
        param_project_settings_update: models::ProjectSettingsUpdate,
        context: &C,
    ) -> Result<UpdateProjectSettingsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/settings",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PATCH")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_project_settings_update)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ProjectSettingsEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(UpdateProjectSettingsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateProjectSettingsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn update_test_run_settings(
        &self,
        param_id: String,
        param_test_run_settings_update: models::TestRunSettingsUpdate,
        context: &C,
    ) -> Result<UpdateTestRunSettingsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{id}/test-run-settings",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PATCH")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_test_run_settings_update)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestRunSettingsEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(UpdateTestRunSettingsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTestRunSettingsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn download_attachment(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DownloadAttachmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/attachments/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = swagger::ByteArray(body.to_vec());

                Ok(DownloadAttachmentResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadAttachmentResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadAttachmentResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadAttachmentResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadAttachmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadAttachmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_case_results_history(
        &self,
        param_id: String,
        param_environment_id: String,
        param_limit: Option<u8>,
        context: &C,
    ) -> Result<GetTestCaseResultsHistoryResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results-history",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.append_pair("environmentId", &param_environment_id);
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestResultListEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetTestCaseResultsHistoryResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultsHistoryResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultsHistoryResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultsHistoryResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultsHistoryResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultsHistoryResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn report_test_run_result(
        &self,
        param_id: String,
        param_reported_result_input: models::ReportedResultInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<ReportTestRunResultResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}/results",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_reported_result_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ReportTestRunResultResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReportTestRunResultResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn approve_healing(
        &self,
        param_id: String,
        param_result_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<ApproveHealingResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results/{result_id}/approve-healing",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            result_id = utf8_percent_encode(&param_result_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ApproveHealingResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn dismiss_healing(
        &self,
        param_id: String,
        param_result_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<DismissHealingResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results/{result_id}/dismiss-healing",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            result_id = utf8_percent_encode(&param_result_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(DismissHealingResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DismissHealingResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_case_result(
        &self,
        param_id: String,
        param_result_id: String,
        context: &C,
    ) -> Result<GetTestCaseResultResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results/{result_id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            result_id = utf8_percent_encode(&param_result_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetTestCaseResultResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResultResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn upload_result_attachment(
        &self,
        param_id: String,
        param_result_id: String,
        param_file: swagger::ByteArray,
        param_idempotency_key: Option<String>,
        param_name: Option<String>,
        context: &C,
    ) -> Result<UploadResultAttachmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results/{result_id}/attachments",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            result_id = utf8_percent_encode(&param_result_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes multipart/form body
        let (body_bytes, multipart_header) = {
            let mut multipart = Multipart::new();

            // For each parameter, encode as appropriate and add to the multipart body as a stream.

            let file_str = match serde_json::to_string(&param_file) {
                Ok(str) => str,
                Err(e) => return Err(ApiError(format!("Unable to serialize file to string: {e}"))),
            };

            let file_vec = file_str.as_bytes().to_vec();
            let file_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let file_cursor = Cursor::new(file_vec);

            multipart.add_stream("file", file_cursor, None as Option<&str>, Some(file_mime));

            let name_str = match serde_json::to_string(&param_name) {
                Ok(str) => str,
                Err(e) => return Err(ApiError(format!("Unable to serialize name to string: {e}"))),
            };

            let name_vec = name_str.as_bytes().to_vec();
            let name_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let name_cursor = Cursor::new(name_vec);

            multipart.add_stream("name", name_cursor, None as Option<&str>, Some(name_mime));

            let mut fields = match multipart.prepare() {
                Ok(fields) => fields,
                Err(err) => return Err(ApiError(format!("Unable to build request: {err}"))),
            };

            let mut body_bytes = Vec::new();

            match fields.read_to_end(&mut body_bytes) {
                Ok(_) => (),
                Err(err) => return Err(ApiError(format!("Unable to build body: {err}"))),
            }

            let boundary = fields.boundary();

            let multipart_header = format!("multipart/form-data;boundary={boundary}");

            (body_bytes, multipart_header)
        };

        *request.body_mut() = BoxBody::new(Full::new(Bytes::from(body_bytes)));

        request.headers_mut().insert(
            CONTENT_TYPE,
            match HeaderValue::from_str(&multipart_header) {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create header: {multipart_header} - {e}"
                    )))
                }
            },
        );

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::AttachmentEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(UploadResultAttachmentResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UploadResultAttachmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_shared_result(
        &self,
        param_token: String,
        context: &C,
    ) -> Result<GetSharedResultResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/shared/results/{token}",
            self.base_path,
            token = utf8_percent_encode(&param_token.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetSharedResultResponse::Ok(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetSharedResultResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetSharedResultResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetSharedResultResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_shared_test_run(
        &self,
        param_token: String,
        context: &C,
    ) -> Result<GetSharedTestRunResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/shared/test-runs/{token}",
            self.base_path,
            token = utf8_percent_encode(&param_token.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::SharedTestRunEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetSharedTestRunResponse::Ok(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetSharedTestRunResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetSharedTestRunResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetSharedTestRunResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn share_test_run(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<ShareTestRunResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}/share",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::ShareEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::Conflict(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestRunResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn unshare_test_run(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<UnshareTestRunResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}/share",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestRunResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestRunResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestRunResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestRunResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestRunResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn download_shared_result_attachment(
        &self,
        param_token: String,
        param_attachment_id: String,
        context: &C,
    ) -> Result<DownloadSharedResultAttachmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/shared/results/{token}/attachments/{attachment_id}",
            self.base_path,
            token = utf8_percent_encode(&param_token.to_string(), ID_ENCODE_SET),
            attachment_id = utf8_percent_encode(&param_attachment_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = swagger::ByteArray(body.to_vec());

                Ok(DownloadSharedResultAttachmentResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedResultAttachmentResponse::BadRequest(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedResultAttachmentResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedResultAttachmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedResultAttachmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn download_shared_run_attachment(
        &self,
        param_token: String,
        param_attachment_id: String,
        context: &C,
    ) -> Result<DownloadSharedRunAttachmentResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/shared/test-runs/{token}/attachments/{attachment_id}",
            self.base_path,
            token = utf8_percent_encode(&param_token.to_string(), ID_ENCODE_SET),
            attachment_id = utf8_percent_encode(&param_attachment_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = swagger::ByteArray(body.to_vec());

                Ok(DownloadSharedRunAttachmentResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedRunAttachmentResponse::BadRequest(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedRunAttachmentResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedRunAttachmentResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DownloadSharedRunAttachmentResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn share_test_case_result(
        &self,
        param_id: String,
        param_result_id: String,
        context: &C,
    ) -> Result<ShareTestCaseResultResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results/{result_id}/share",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            result_id = utf8_percent_encode(&param_result_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::ShareEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::Conflict(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ShareTestCaseResultResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn unshare_test_case_result(
        &self,
        param_id: String,
        param_result_id: String,
        context: &C,
    ) -> Result<UnshareTestCaseResultResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/results/{result_id}/share",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            result_id = utf8_percent_encode(&param_result_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestCaseResultResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestCaseResultResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestCaseResultResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestCaseResultResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UnshareTestCaseResultResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_tag(
        &self,
        param_project_id: String,
        param_tag_input: models::TagInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTagResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/tags",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_tag_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TagEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTagResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn delete_tag(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DeleteTagResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/tags/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTagResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTagResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTagResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTagResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTagResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_tags<'a>(
        &self,
        param_project_id: String,
        param_id: Option<String>,
        param_ids: Option<&'a Vec<String>>,
        param_project_id2: Option<String>,
        param_name: Option<String>,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListTagsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/tags",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_id) = param_id {
                query_string.append_pair("id", &param_id);
            }
            if let Some(param_ids) = param_ids {
                query_string.append_pair(
                    "ids",
                    &param_ids
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_project_id2) = param_project_id2 {
                query_string.append_pair("projectId", &param_project_id2);
            }
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TagPageEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTagsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTagsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTagsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTagsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTagsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTagsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn update_tag(
        &self,
        param_id: String,
        param_tag_update: models::TagUpdate,
        context: &C,
    ) -> Result<UpdateTagResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/tags/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PATCH")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_tag_update).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TagEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(UpdateTagResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_invitation(
        &self,
        param_invitation_input: models::InvitationInput,
        context: &C,
    ) -> Result<CreateInvitationResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/invitations", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_invitation_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::InvitationEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(CreateInvitationResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::Unauthorized(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::Forbidden(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateInvitationResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_team(
        &self,
        param_team_input: models::TeamInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTeamResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/teams", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_team_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TeamEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::Unauthorized(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::Forbidden(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTeamResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_teams(
        &self,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListTeamsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/teams", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TeamPageEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTeamsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTeamsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTeamsResponse::Unauthorized(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTeamsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTeamsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn add_team_member(
        &self,
        param_id: String,
        param_team_member_input: models::TeamMemberInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<AddTeamMemberResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/teams/{id}/members",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_team_member_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TeamMembershipEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(AddTeamMemberResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::Unauthorized(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::Forbidden(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(AddTeamMemberResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn remove_team_member(
        &self,
        param_id: String,
        param_account_id: String,
        context: &C,
    ) -> Result<RemoveTeamMemberResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/teams/{id}/members/{account_id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET),
            account_id = utf8_percent_encode(&param_account_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TeamMembershipEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(RemoveTeamMemberResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RemoveTeamMemberResponse::Unauthorized(body))
            }
            403 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RemoveTeamMemberResponse::Forbidden(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RemoveTeamMemberResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RemoveTeamMemberResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RemoveTeamMemberResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_test_account(
        &self,
        param_project_id: String,
        param_test_account_input: models::TestAccountInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestAccountResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-accounts",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_test_account_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestAccountEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(CreateTestAccountResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestAccountResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn delete_test_account(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DeleteTestAccountResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-accounts/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestAccountResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestAccountResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestAccountResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestAccountResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestAccountResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_account(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetTestAccountResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-accounts/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestAccountEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetTestAccountResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestAccountResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestAccountResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestAccountResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestAccountResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_test_accounts(
        &self,
        param_project_id: String,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListTestAccountsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-accounts",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestAccountPageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListTestAccountsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestAccountsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestAccountsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestAccountsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestAccountsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestAccountsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn replace_test_account(
        &self,
        param_id: String,
        param_test_account_update: models::TestAccountUpdate,
        context: &C,
    ) -> Result<ReplaceTestAccountResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-accounts/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PUT")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_test_account_update)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => Ok(ReplaceTestAccountResponse::Ok),
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestAccountResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn bulk_activate_test_cases(
        &self,
        param_bulk_ids: models::BulkIds,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkActivateTestCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/test-cases/bulk-activate", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_bulk_ids).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::BulkResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(BulkActivateTestCasesResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkActivateTestCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn bulk_deactivate_test_cases(
        &self,
        param_bulk_ids: models::BulkIds,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkDeactivateTestCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/test-cases/bulk-deactivate", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_bulk_ids).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::BulkResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(BulkDeactivateTestCasesResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeactivateTestCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn bulk_delete_test_cases(
        &self,
        param_bulk_ids: models::BulkIds,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkDeleteTestCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/test-cases/bulk-delete", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_bulk_ids).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::BulkResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(BulkDeleteTestCasesResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkDeleteTestCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn bulk_move_test_cases_to_suite(
        &self,
        param_bulk_move_input: models::BulkMoveInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<BulkMoveTestCasesToSuiteResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!("{}/v1/test-cases/bulk-move-to-suite", self.base_path);

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_bulk_move_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::BulkResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(BulkMoveTestCasesToSuiteResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(BulkMoveTestCasesToSuiteResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn activate_test_case(
        &self,
        param_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<ActivateTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/activate",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ActivateTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_test_case(
        &self,
        param_project_id: String,
        param_test_case_input: models::TestCaseInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-cases",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_test_case_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn deactivate_test_case(
        &self,
        param_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<DeactivateTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/deactivate",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeactivateTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn delete_test_case(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DeleteTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestCaseResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestCaseResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn duplicate_test_case(
        &self,
        param_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<DuplicateTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/duplicate",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DuplicateTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_case(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_case_history(
        &self,
        param_id: String,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<GetTestCaseHistoryResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/history",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseVersionPageEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetTestCaseHistoryResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseHistoryResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseHistoryResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseHistoryResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseHistoryResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestCaseHistoryResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn import_test_cases(
        &self,
        param_project_id: String,
        param_file: swagger::ByteArray,
        param_idempotency_key: Option<String>,
        param_team_id: Option<String>,
        param_dry_run: Option<models::ImportUploadDryRun>,
        context: &C,
    ) -> Result<ImportTestCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-cases/import",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes multipart/form body
        let (body_bytes, multipart_header) = {
            let mut multipart = Multipart::new();

            // For each parameter, encode as appropriate and add to the multipart body as a stream.

            let file_str = match serde_json::to_string(&param_file) {
                Ok(str) => str,
                Err(e) => return Err(ApiError(format!("Unable to serialize file to string: {e}"))),
            };

            let file_vec = file_str.as_bytes().to_vec();
            let file_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let file_cursor = Cursor::new(file_vec);

            multipart.add_stream("file", file_cursor, None as Option<&str>, Some(file_mime));

            let team_id_str = match serde_json::to_string(&param_team_id) {
                Ok(str) => str,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to serialize team_id to string: {e}"
                    )))
                }
            };

            let team_id_vec = team_id_str.as_bytes().to_vec();
            let team_id_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let team_id_cursor = Cursor::new(team_id_vec);

            multipart.add_stream(
                "team_id",
                team_id_cursor,
                None as Option<&str>,
                Some(team_id_mime),
            );

            let dry_run_str = match serde_json::to_string(&param_dry_run) {
                Ok(str) => str,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to serialize dry_run to string: {e}"
                    )))
                }
            };

            let dry_run_vec = dry_run_str.as_bytes().to_vec();
            let dry_run_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let dry_run_cursor = Cursor::new(dry_run_vec);

            multipart.add_stream(
                "dry_run",
                dry_run_cursor,
                None as Option<&str>,
                Some(dry_run_mime),
            );

            let mut fields = match multipart.prepare() {
                Ok(fields) => fields,
                Err(err) => return Err(ApiError(format!("Unable to build request: {err}"))),
            };

            let mut body_bytes = Vec::new();

            match fields.read_to_end(&mut body_bytes) {
                Ok(_) => (),
                Err(err) => return Err(ApiError(format!("Unable to build body: {err}"))),
            }

            let boundary = fields.boundary();

            let multipart_header = format!("multipart/form-data;boundary={boundary}");

            (body_bytes, multipart_header)
        };

        *request.body_mut() = BoxBody::new(Full::new(Bytes::from(body_bytes)));

        request.headers_mut().insert(
            CONTENT_TYPE,
            match HeaderValue::from_str(&multipart_header) {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create header: {multipart_header} - {e}"
                    )))
                }
            },
        );

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ImportResultEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ImportTestCasesResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_test_cases<'a>(
        &self,
        param_project_id: String,
        param_limit: u8,
        param_offset: u32,
        param_id: Option<String>,
        param_ids: Option<&'a Vec<String>>,
        param_project_id2: Option<String>,
        param_name: Option<String>,
        param_automation_id: Option<String>,
        param_severity: Option<models::Severity>,
        param_status: Option<models::TestCaseStatus>,
        param_created_by: Option<String>,
        param_tag_id: Option<String>,
        context: &C,
    ) -> Result<ListTestCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-cases",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_id) = param_id {
                query_string.append_pair("id", &param_id);
            }
            if let Some(param_ids) = param_ids {
                query_string.append_pair(
                    "ids",
                    &param_ids
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_project_id2) = param_project_id2 {
                query_string.append_pair("projectId", &param_project_id2);
            }
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            if let Some(param_automation_id) = param_automation_id {
                query_string.append_pair("automationId", &param_automation_id);
            }
            if let Some(param_severity) = param_severity {
                query_string.append_pair("severity", &param_severity.to_string());
            }
            if let Some(param_status) = param_status {
                query_string.append_pair("status", &param_status.to_string());
            }
            if let Some(param_created_by) = param_created_by {
                query_string.append_pair("createdBy", &param_created_by);
            }
            if let Some(param_tag_id) = param_tag_id {
                query_string.append_pair("tagId", &param_tag_id);
            }
            query_string.append_pair("limit", &param_limit.to_string());
            query_string.append_pair("offset", &param_offset.to_string());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestCasePageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListTestCasesResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestCasesResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_ungrouped_test_cases(
        &self,
        param_project_id: String,
        param_limit: u8,
        param_offset: u32,
        param_name: Option<String>,
        param_severity: Option<models::Severity>,
        param_status: Option<models::TestCaseStatus>,
        context: &C,
    ) -> Result<ListUngroupedTestCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-cases/ungrouped",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.append_pair("limit", &param_limit.to_string());
            query_string.append_pair("offset", &param_offset.to_string());
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            if let Some(param_severity) = param_severity {
                query_string.append_pair("severity", &param_severity.to_string());
            }
            if let Some(param_status) = param_status {
                query_string.append_pair("status", &param_status.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestCasePageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListUngroupedTestCasesResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListUngroupedTestCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListUngroupedTestCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListUngroupedTestCasesResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListUngroupedTestCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListUngroupedTestCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn replace_test_case(
        &self,
        param_id: String,
        param_test_case_input: models::TestCaseInput,
        param_if_match: Option<String>,
        context: &C,
    ) -> Result<ReplaceTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PUT")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body =
            serde_json::to_string(&param_test_case_input).expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_if_match {
            Some(param_if_match) => {
                request.headers_mut().append(
                    HeaderName::from_static("if-match"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_if_match.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header if_match - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestCaseEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::Conflict(body))
            }
            412 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::PreconditionFailed(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_test_run(
        &self,
        param_project_id: String,
        param_create_run_input: models::CreateRunInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestRunResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-runs",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_create_run_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestRunEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestRunResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_run(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<GetTestRunResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestRunEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestRunResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn import_test_run_results(
        &self,
        param_project_id: String,
        param_file: swagger::ByteArray,
        param_environment_id: String,
        param_idempotency_key: Option<String>,
        param_name: Option<String>,
        param_test_suite_id: Option<String>,
        param_create_missing_cases: Option<models::ResultsUploadCreateMissingCases>,
        param_match_by: Option<models::ResultsUploadMatchBy>,
        context: &C,
    ) -> Result<ImportTestRunResultsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-runs/import",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes multipart/form body
        let (body_bytes, multipart_header) = {
            let mut multipart = Multipart::new();

            // For each parameter, encode as appropriate and add to the multipart body as a stream.

            let file_str = match serde_json::to_string(&param_file) {
                Ok(str) => str,
                Err(e) => return Err(ApiError(format!("Unable to serialize file to string: {e}"))),
            };

            let file_vec = file_str.as_bytes().to_vec();
            let file_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let file_cursor = Cursor::new(file_vec);

            multipart.add_stream("file", file_cursor, None as Option<&str>, Some(file_mime));

            let environment_id_str = match serde_json::to_string(&param_environment_id) {
                Ok(str) => str,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to serialize environment_id to string: {e}"
                    )))
                }
            };

            let environment_id_vec = environment_id_str.as_bytes().to_vec();
            let environment_id_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let environment_id_cursor = Cursor::new(environment_id_vec);

            multipart.add_stream(
                "environment_id",
                environment_id_cursor,
                None as Option<&str>,
                Some(environment_id_mime),
            );

            let name_str = match serde_json::to_string(&param_name) {
                Ok(str) => str,
                Err(e) => return Err(ApiError(format!("Unable to serialize name to string: {e}"))),
            };

            let name_vec = name_str.as_bytes().to_vec();
            let name_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let name_cursor = Cursor::new(name_vec);

            multipart.add_stream("name", name_cursor, None as Option<&str>, Some(name_mime));

            let test_suite_id_str = match serde_json::to_string(&param_test_suite_id) {
                Ok(str) => str,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to serialize test_suite_id to string: {e}"
                    )))
                }
            };

            let test_suite_id_vec = test_suite_id_str.as_bytes().to_vec();
            let test_suite_id_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let test_suite_id_cursor = Cursor::new(test_suite_id_vec);

            multipart.add_stream(
                "test_suite_id",
                test_suite_id_cursor,
                None as Option<&str>,
                Some(test_suite_id_mime),
            );

            let create_missing_cases_str = match serde_json::to_string(&param_create_missing_cases)
            {
                Ok(str) => str,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to serialize create_missing_cases to string: {e}"
                    )))
                }
            };

            let create_missing_cases_vec = create_missing_cases_str.as_bytes().to_vec();
            let create_missing_cases_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let create_missing_cases_cursor = Cursor::new(create_missing_cases_vec);

            multipart.add_stream(
                "create_missing_cases",
                create_missing_cases_cursor,
                None as Option<&str>,
                Some(create_missing_cases_mime),
            );

            let match_by_str = match serde_json::to_string(&param_match_by) {
                Ok(str) => str,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to serialize match_by to string: {e}"
                    )))
                }
            };

            let match_by_vec = match_by_str.as_bytes().to_vec();
            let match_by_mime =
                mime::Mime::from_str("application/json").expect("impossible to fail to parse");
            let match_by_cursor = Cursor::new(match_by_vec);

            multipart.add_stream(
                "match_by",
                match_by_cursor,
                None as Option<&str>,
                Some(match_by_mime),
            );

            let mut fields = match multipart.prepare() {
                Ok(fields) => fields,
                Err(err) => return Err(ApiError(format!("Unable to build request: {err}"))),
            };

            let mut body_bytes = Vec::new();

            match fields.read_to_end(&mut body_bytes) {
                Ok(_) => (),
                Err(err) => return Err(ApiError(format!("Unable to build body: {err}"))),
            }

            let boundary = fields.boundary();

            let multipart_header = format!("multipart/form-data;boundary={boundary}");

            (body_bytes, multipart_header)
        };

        *request.body_mut() = BoxBody::new(Full::new(Bytes::from(body_bytes)));

        request.headers_mut().insert(
            CONTENT_TYPE,
            match HeaderValue::from_str(&multipart_header) {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create header: {multipart_header} - {e}"
                    )))
                }
            },
        );

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::ResultsImportEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ImportTestRunResultsResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ImportTestRunResultsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_flaky_cases(
        &self,
        param_project_id: String,
        param_environment_id: Option<String>,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListFlakyCasesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/flaky-cases",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_environment_id) = param_environment_id {
                query_string.append_pair("environmentId", &param_environment_id);
            }
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::FlakyCasePageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListFlakyCasesResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListFlakyCasesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListFlakyCasesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListFlakyCasesResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListFlakyCasesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListFlakyCasesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_test_runs<'a>(
        &self,
        param_project_id: String,
        param_limit: u8,
        param_offset: u32,
        param_id: Option<String>,
        param_ids: Option<&'a Vec<String>>,
        param_project_id2: Option<String>,
        param_test_case_id: Option<String>,
        param_test_case_ids: Option<&'a Vec<String>>,
        param_test_suite_id: Option<String>,
        param_created_by: Option<String>,
        param_status: Option<models::TestRunStatus>,
        param_statuses: Option<&'a Vec<models::TestRunStatus>>,
        param_search: Option<String>,
        param_start_date: Option<chrono::DateTime<chrono::Utc>>,
        param_end_date: Option<chrono::DateTime<chrono::Utc>>,
        context: &C,
    ) -> Result<ListTestRunsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-runs",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_id) = param_id {
                query_string.append_pair("id", &param_id);
            }
            if let Some(param_ids) = param_ids {
                query_string.append_pair(
                    "ids",
                    &param_ids
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_project_id2) = param_project_id2 {
                query_string.append_pair("projectId", &param_project_id2);
            }
            if let Some(param_test_case_id) = param_test_case_id {
                query_string.append_pair("testCaseId", &param_test_case_id);
            }
            if let Some(param_test_case_ids) = param_test_case_ids {
                query_string.append_pair(
                    "testCaseIds",
                    &param_test_case_ids
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_test_suite_id) = param_test_suite_id {
                query_string.append_pair("testSuiteId", &param_test_suite_id);
            }
            if let Some(param_created_by) = param_created_by {
                query_string.append_pair("createdBy", &param_created_by);
            }
            if let Some(param_status) = param_status {
                query_string.append_pair("status", &param_status.to_string());
            }
            if let Some(param_statuses) = param_statuses {
                query_string.append_pair(
                    "statuses",
                    &param_statuses
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_search) = param_search {
                query_string.append_pair("search", &param_search);
            }
            if let Some(param_start_date) = param_start_date {
                query_string.append_pair("startDate", &param_start_date.to_string());
            }
            if let Some(param_end_date) = param_end_date {
                query_string.append_pair("endDate", &param_end_date.to_string());
            }
            query_string.append_pair("limit", &param_limit.to_string());
            query_string.append_pair("offset", &param_offset.to_string());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestRunPageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListTestRunsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestRunsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestRunsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestRunsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestRunsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestRunsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn run_test_case(
        &self,
        param_id: String,
        param_run_target_input: models::RunTargetInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<RunTestCaseResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-cases/{id}/run",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_run_target_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestRunEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestCaseResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn run_test_suite(
        &self,
        param_id: String,
        param_run_target_input: models::RunTargetInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<RunTestSuiteResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-suites/{id}/run",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_run_target_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestRunEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(RunTestSuiteResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn stop_test_run(
        &self,
        param_id: String,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<StopTestRunResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}/stop",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestRunEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::Conflict(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StopTestRunResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn stream_test_run_events(
        &self,
        param_id: String,
        param_last_event_id: Option<String>,
        context: &C,
    ) -> Result<StreamTestRunEventsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-runs/{id}/events",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_last_event_id {
            Some(param_last_event_id) => {
                request.headers_mut().append(
                    HeaderName::from_static("last-event-id"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_last_event_id.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header last_event_id - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = body.to_string();

                Ok(StreamTestRunEventsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StreamTestRunEventsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StreamTestRunEventsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StreamTestRunEventsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StreamTestRunEventsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(StreamTestRunEventsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn create_test_suite(
        &self,
        param_project_id: String,
        param_test_suite_input: models::TestSuiteInput,
        param_idempotency_key: Option<String>,
        context: &C,
    ) -> Result<CreateTestSuiteResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-suites",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("POST")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_test_suite_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        // Header parameters
        #[allow(clippy::single_match)]
        match param_idempotency_key {
            Some(param_idempotency_key) => {
                request.headers_mut().append(
                    HeaderName::from_static("idempotency-key"),
                    #[allow(clippy::redundant_clone, clippy::clone_on_copy)]
                    match header::IntoHeaderValue(param_idempotency_key.clone()).try_into() {
                        Ok(header) => header,
                        Err(e) => {
                            return Err(ApiError(format!("Invalid header idempotency_key - {e}")));
                        }
                    },
                );
            }
            None => {}
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            201 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestSuiteEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(CreateTestSuiteResponse::Created(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::NotFound(body))
            }
            409 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::Conflict(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::UnsupportedMediaType(body))
            }
            422 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::IdempotencyKeyReused(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(CreateTestSuiteResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn delete_test_suite(
        &self,
        param_id: String,
        context: &C,
    ) -> Result<DeleteTestSuiteResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-suites/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("DELETE")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::DeletedEnvelope>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestSuiteResponse::Ok(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestSuiteResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestSuiteResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestSuiteResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(DeleteTestSuiteResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_test_suite(
        &self,
        param_id: String,
        param_name: Option<String>,
        param_severity: Option<models::Severity>,
        param_status: Option<models::TestCaseStatus>,
        context: &C,
    ) -> Result<GetTestSuiteResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-suites/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            if let Some(param_severity) = param_severity {
                query_string.append_pair("severity", &param_severity.to_string());
            }
            if let Some(param_status) = param_status {
                query_string.append_pair("status", &param_status.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestSuiteDetailEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(GetTestSuiteResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestSuiteResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestSuiteResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestSuiteResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestSuiteResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(GetTestSuiteResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_test_suite_details(
        &self,
        param_project_id: String,
        param_team_identifier: String,
        param_project_identifier: Option<String>,
        context: &C,
    ) -> Result<ListTestSuiteDetailsResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-suites/details",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.append_pair("teamIdentifier", &param_team_identifier);
            if let Some(param_project_identifier) = param_project_identifier {
                query_string.append_pair("projectIdentifier", &param_project_identifier);
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::TestSuiteSummaryListEnvelope>(body)
                    .map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListTestSuiteDetailsResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuiteDetailsResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuiteDetailsResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuiteDetailsResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuiteDetailsResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuiteDetailsResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_test_suites<'a>(
        &self,
        param_project_id: String,
        param_id: Option<String>,
        param_ids: Option<&'a Vec<String>>,
        param_project_id2: Option<String>,
        param_name: Option<String>,
        param_created_by: Option<String>,
        param_limit: Option<u8>,
        param_offset: Option<u32>,
        context: &C,
    ) -> Result<ListTestSuitesResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/projects/{project_id}/test-suites",
            self.base_path,
            project_id = utf8_percent_encode(&param_project_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_id) = param_id {
                query_string.append_pair("id", &param_id);
            }
            if let Some(param_ids) = param_ids {
                query_string.append_pair(
                    "ids",
                    &param_ids
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<String>>()
                        .join(","),
                );
            }
            if let Some(param_project_id2) = param_project_id2 {
                query_string.append_pair("projectId", &param_project_id2);
            }
            if let Some(param_name) = param_name {
                query_string.append_pair("name", &param_name);
            }
            if let Some(param_created_by) = param_created_by {
                query_string.append_pair("createdBy", &param_created_by);
            }
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit", &param_limit.to_string());
            }
            if let Some(param_offset) = param_offset {
                query_string.append_pair("offset", &param_offset.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestSuitePageEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ListTestSuitesResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuitesResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuitesResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuitesResponse::NotFound(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuitesResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ListTestSuitesResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn replace_test_suite(
        &self,
        param_id: String,
        param_test_suite_input: models::TestSuiteInput,
        context: &C,
    ) -> Result<ReplaceTestSuiteResponse, ApiError> {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/test-suites/{id}",
            self.base_path,
            id = utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("PUT")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new()))
        {
            Ok(req) => req,
            Err(e) => return Err(ApiError(format!("Unable to create request: {e}"))),
        };

        // Consumes basic body
        // Body parameter
        let body = serde_json::to_string(&param_test_suite_input)
            .expect("impossible to fail to serialize");
        *request.body_mut() = body_from_string(body);

        let header = "application/json";
        request
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(header));

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(
            HeaderName::from_static("x-span-id"),
            match header {
                Ok(h) => h,
                Err(e) => {
                    return Err(ApiError(format!(
                        "Unable to create X-Span ID header value: {e}"
                    )))
                }
            },
        );

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(
                unreachable_patterns,
                clippy::single_match,
                clippy::match_single_binding
            )]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => {
                            return Err(ApiError(format!(
                                "Unable to create Authorization header: {e}"
                            )))
                        }
                    };
                    request
                        .headers_mut()
                        .insert(hyper::header::AUTHORIZATION, header.0.encode());
                }
                _ => {}
            }
        }

        let response = client_service
            .call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}")))
            .await?;

        match response.status().as_u16() {
            200 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body =
                    serde_json::from_str::<models::TestSuiteEnvelope>(body).map_err(|e| {
                        ApiError(format!("Response body did not match the schema: {e}"))
                    })?;

                Ok(ReplaceTestSuiteResponse::Ok(body))
            }
            400 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::BadRequest(body))
            }
            401 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::Unauthorized(body))
            }
            404 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::NotFound(body))
            }
            413 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::PayloadTooLarge(body))
            }
            415 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::UnsupportedMediaType(body))
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header
                    .headers
                    .get(HeaderName::from_static("retry-after"))
                {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after =
                            match TryInto::<header::IntoHeaderValue<i32>>::try_into(
                                response_retry_after,
                            ) {
                                Ok(value) => value,
                                Err(e) => {
                                    return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                                }
                            };
                        Some(response_retry_after.0)
                    }
                    None => None,
                };

                let body = http_body_util::BodyExt::collect(body)
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::TooManyRequests {
                    body,
                    retry_after: response_retry_after,
                })
            }
            500 => {
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec())
                    .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Problem>(body).map_err(|e| {
                    ApiError(format!("Response body did not match the schema: {e}"))
                })?;

                Ok(ReplaceTestSuiteResponse::InternalError(body))
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                    .await
                    .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!(
                    "Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!(
                            "<Failed to read body: {}>",
                            Into::<crate::ServiceError>::into(e)
                        ),
                    }
                )))
            }
        }
    }
}
