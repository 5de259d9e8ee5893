//! The HTTP side of the command-line client: requests to a Testdeck server with a bearer
//! token, answers read into the spec's own types (`testdeck_api::models`), problems turned
//! into messages that say what to do.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::Failure;

/// Every success body of the API: `{"payload": …}`.
#[derive(serde::Deserialize)]
struct Envelope<T> {
    payload: T,
}

pub struct Client {
    base: String,
    token: String,
    http: reqwest::Client,
}

impl Client {
    pub fn new(base: &str, token: &str) -> Result<Client, Failure> {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(10))
            .user_agent(concat!("testdeck-cli/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| Failure::usage(format!("cannot make an HTTP client: {e}")))?;
        Ok(Client { base: base.trim_end_matches('/').to_string(), token: token.to_string(), http })
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    pub fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.http.request(method, format!("{}{path}", self.base)).bearer_auth(&self.token)
    }

    pub async fn get<T: DeserializeOwned>(&self, path: &str) -> Result<T, Failure> {
        self.send(self.request(Method::GET, path)).await
    }

    pub async fn post<T: DeserializeOwned>(&self, path: &str, body: &Value) -> Result<T, Failure> {
        self.send(self.request(Method::POST, path).json(body)).await
    }

    /// Sends a request and reads the `payload` of its answer.
    pub async fn send<T: DeserializeOwned>(&self, request: reqwest::RequestBuilder) -> Result<T, Failure> {
        let response = self.answer(request).await?;
        let url = response.url().path().to_string();
        let envelope: Envelope<T> = response
            .json()
            .await
            .map_err(|e| Failure::connection(format!("the answer of {url} is not what this client expects: {e}")))?;
        Ok(envelope.payload)
    }

    /// Sends a request; answers the response when it succeeded, the problem as a failure
    /// otherwise.
    pub async fn answer(&self, request: reqwest::RequestBuilder) -> Result<reqwest::Response, Failure> {
        let response = request.send().await.map_err(|e| {
            Failure::connection(format!("cannot reach the Testdeck server at {}: {}", self.base, source_of(&e)))
        })?;
        if response.status().is_success() {
            return Ok(response);
        }
        let status = response.status();
        let problem: Value = response.json().await.unwrap_or(Value::Null);
        Err(problem_failure(status, &problem))
    }
}

/// The innermost cause of a request error: "connection refused" rather than "error sending
/// request for url".
fn source_of(error: &reqwest::Error) -> String {
    let mut cause: &dyn std::error::Error = error;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

/// A problem document (RFC 9457) as a message: its detail, each field error, and a hint for
/// the statuses a user can act on.
fn problem_failure(status: StatusCode, problem: &Value) -> Failure {
    let mut message = problem["detail"]
        .as_str()
        .or_else(|| problem["title"].as_str())
        .map_or_else(|| format!("the server answered {status}"), str::to_string);
    for error in problem["errors"].as_array().into_iter().flatten() {
        let field = error["field"].as_str().unwrap_or("?");
        let text = error["message"].as_str().unwrap_or("");
        message.push_str(&format!("\n  {field}: {text}"));
    }
    match status {
        StatusCode::UNAUTHORIZED => {
            message.push_str("\nLog in again: `testdeck login` (or set TESTDECK_TOKEN to a valid API token).")
        }
        StatusCode::NOT_FOUND => message.push_str("\nCheck the id or name, and that your account can see it."),
        StatusCode::TOO_MANY_REQUESTS => message.push_str("\nThe server is rate limiting you: try again shortly."),
        _ => {}
    }
    if status.is_client_error() {
        Failure::usage(message)
    } else {
        Failure::connection(message)
    }
}
