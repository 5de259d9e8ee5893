//! Making a step ready to send: `{{placeholders}}` resolved from the environment and the test
//! account, the URL built on the environment's base URL, headers checked, JSON expectations
//! parsed. Anything that cannot be sent becomes a message (an `error` verdict), never a panic.

/// A step made ready to send: placeholders resolved, expectations parsed.
use bytes::Bytes;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use reqwest::{Method, Url};
use serde_json::Value;
use testdeck_api::models::{JsonExpectation, StepExpect, StepRequest, StepRequestMethod};

use super::Target;

pub(super) struct Prepared {
    pub(super) base: Option<Url>,
    /// The request path was an absolute URL.
    pub(super) absolute_path: bool,
    pub(super) url: Url,
    pub(super) method: Method,
    pub(super) headers: HeaderMap,
    pub(super) body: Option<Bytes>,
    /// `expect.json`, pointer and parsed expected value.
    pub(super) json: Vec<(String, Value)>,
}

pub(super) fn prepare(
    request: &StepRequest,
    expect: Option<&StepExpect>,
    target: &Target<'_>,
) -> Result<Prepared, String> {
    let placeholders = Placeholders::new(target);
    let mut unknown = Vec::new();
    let path = placeholders.resolve(&request.path, &mut unknown);
    let mut named_headers: Vec<(&String, String)> = match &request.headers {
        Some(headers) => {
            headers.iter().map(|(name, value)| (name, placeholders.resolve(value, &mut unknown))).collect()
        }
        None => Vec::new(),
    };
    let body = request.body.as_ref().map(|body| placeholders.resolve(body, &mut unknown));
    if !unknown.is_empty() {
        let names: Vec<String> = unknown.iter().map(|name| format!("{{{{{name}}}}}")).collect();
        let noun = if names.len() == 1 { "placeholder" } else { "placeholders" };
        let mut message = format!("unknown {noun} {}", names.join(", "));
        if target.account.is_none() && unknown.iter().any(|name| name.starts_with("account.")) {
            message.push_str(" (no test account was chosen)");
        }
        return Err(message);
    }

    let base_text = target.base_url.trim().trim_end_matches('/');
    let base = Url::parse(base_text).ok().filter(|url| matches!(url.scheme(), "http" | "https"));
    let absolute_path = is_absolute_http(&path);
    let url = if absolute_path {
        Url::parse(path.trim()).map_err(|e| format!("the request path {path:?} is not a valid URL: {e}"))?
    } else {
        if base.is_none() {
            return Err(format!("the environment's baseUrl {:?} is not an http(s) URL", target.base_url));
        }
        let separator = if path.starts_with('/') { "" } else { "/" };
        let text = format!("{base_text}{separator}{path}");
        Url::parse(&text).map_err(|e| format!("the request URL {text:?} is not valid: {e}"))?
    };
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(format!("the request URL {url} is not an http(s) URL"));
    }

    // Sorted, so names that differ only in case are sent in a stable order.
    named_headers.sort();
    let mut headers = HeaderMap::new();
    for (name, value) in named_headers {
        let header_name = HeaderName::from_bytes(name.trim().as_bytes())
            .map_err(|_| format!("the request header name {name:?} is not a valid header name"))?;
        let header_value = HeaderValue::from_str(&value).map_err(|_| {
            format!("the value of request header {name:?} is not a valid header value (after placeholder resolution)")
        })?;
        headers.append(header_name, header_value);
    }

    let json = match expect.and_then(|expect| expect.json.as_ref()) {
        Some(expectations) => parse_json_expectations(expectations)?,
        None => Vec::new(),
    };
    Ok(Prepared {
        base,
        absolute_path,
        url,
        method: method_of(request.method),
        headers,
        body: body.map(Bytes::from),
        json,
    })
}

fn parse_json_expectations(expectations: &[JsonExpectation]) -> Result<Vec<(String, Value)>, String> {
    expectations
        .iter()
        .enumerate()
        .map(|(i, expectation)| {
            let pointer = &expectation.pointer;
            if !(pointer.is_empty() || pointer.starts_with('/')) {
                return Err(format!(
                    "expect.json[{i}].pointer {pointer:?} is not a JSON pointer (it must be empty or start with '/')"
                ));
            }
            Ok((pointer.clone(), expectation.equals.clone()))
        })
        .collect()
}

fn method_of(method: StepRequestMethod) -> Method {
    match method {
        StepRequestMethod::Get => Method::GET,
        StepRequestMethod::Head => Method::HEAD,
        StepRequestMethod::Post => Method::POST,
        StepRequestMethod::Put => Method::PUT,
        StepRequestMethod::Patch => Method::PATCH,
        StepRequestMethod::Delete => Method::DELETE,
        StepRequestMethod::Options => Method::OPTIONS,
    }
}

fn is_absolute_http(text: &str) -> bool {
    let text = text.trim_start().as_bytes();
    let starts =
        |prefix: &str| text.len() >= prefix.len() && text[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes());
    starts("http://") || starts("https://")
}

/// `{{name}}` resolution: `baseUrl`, `account.username`, `account.password`, then the
/// environment's variables. Values are inserted as they are and not resolved again.
pub(super) struct Placeholders<'a> {
    target: &'a Target<'a>,
}

impl<'a> Placeholders<'a> {
    pub(super) fn new(target: &'a Target<'a>) -> Self {
        Placeholders { target }
    }

    fn lookup(&self, name: &str) -> Option<&'a str> {
        match name {
            "baseUrl" => Some(self.target.base_url.trim().trim_end_matches('/')),
            "account.username" => self.target.account.map(|(username, _)| username),
            "account.password" => self.target.account.map(|(_, password)| password),
            _ => self.target.variables.get(name).or_else(|| self.target.secrets.get(name)).map(String::as_str),
        }
    }

    /// Resolves every `{{name}}` in `text` (spaces around the name are allowed); unknown names
    /// are added to `unknown` (once each) and left in place. An unclosed `{{` stays literal.
    pub(super) fn resolve(&self, text: &str, unknown: &mut Vec<String>) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(open) = rest.find("{{") {
            let after = &rest[open + 2..];
            let Some(close) = after.find("}}") else { break };
            out.push_str(&rest[..open]);
            let name = after[..close].trim();
            match self.lookup(name) {
                Some(value) => out.push_str(value),
                None => {
                    if !unknown.iter().any(|known| known == name) {
                        unknown.push(name.to_string());
                    }
                    out.push_str(&rest[open..open + 2 + close + 2]);
                }
            }
            rest = &after[close + 2..];
        }
        out.push_str(rest);
        out
    }
}

/// The secrets a step may send, placeholders resolved: the test account's password, the secret
/// variables, and the values of its credential headers (whole, and the credential after a
/// scheme such as `Bearer`).
pub(super) fn sent_secrets(request: &StepRequest, target: &Target<'_>) -> Vec<String> {
    let placeholders = Placeholders::new(target);
    let mut secrets: Vec<String> = target.account.map(|(_, password)| password.to_string()).into_iter().collect();
    secrets.extend(target.secrets.values().cloned());
    for (name, value) in request.headers.iter().flatten() {
        if is_credential_header(name) {
            let value = placeholders.resolve(value, &mut Vec::new());
            if let Some((_, credential)) = value.trim().split_once(' ') {
                secrets.push(credential.trim().to_string());
            }
            secrets.push(value);
        }
    }
    secrets
}

/// Headers that carry credentials: `Authorization`, cookies, and any name that says token,
/// secret, key, password or session (`X-Api-Key`, `X-Auth-Token`, …).
fn is_credential_header(name: &str) -> bool {
    let name = name.trim().to_ascii_lowercase();
    matches!(name.as_str(), "authorization" | "proxy-authorization" | "cookie")
        || ["token", "secret", "key", "password", "session"].iter().any(|word| name.contains(word))
}
