//! What the front layer hands the generated router with each request: the request id for the
//! log, the caller it authenticated (if the operation needs one) and the client's address.

use std::net::IpAddr;

use swagger::{auth::Authorization, Has, XSpanIdString};

use crate::auth::Principal;
use crate::error::{Error, Result};

#[derive(Clone)]
pub struct RequestContext {
    span: XSpanIdString,
    /// Present whenever `principal` is; the generated router only checks that it is set.
    authorization: Option<Authorization>,
    principal: Option<Principal>,
    /// Where the request came from (see `--trusted-proxies`); sign-in throttles key on it.
    client: IpAddr,
    /// The refresh token of a web page's session, from its cookie (`api::browser`).
    refresh_cookie: Option<String>,
}

impl RequestContext {
    pub fn new(span: String, principal: Option<Principal>, client: IpAddr) -> Self {
        let authorization = principal.as_ref().map(|p| Authorization {
            subject: p.account_id.clone(),
            scopes: swagger::auth::Scopes::All,
            issuer: None,
        });
        RequestContext { span: XSpanIdString(span), authorization, principal, client, refresh_cookie: None }
    }

    pub fn with_refresh_cookie(mut self, token: Option<String>) -> Self {
        self.refresh_cookie = token;
        self
    }

    pub fn refresh_cookie(&self) -> Option<&str> {
        self.refresh_cookie.as_deref()
    }

    pub fn client(&self) -> IpAddr {
        self.client
    }

    /// The authenticated caller. The front layer refuses secured operations without one, so
    /// the error is only a guard against wiring mistakes.
    pub fn principal(&self) -> Result<&Principal> {
        self.principal.as_ref().ok_or_else(|| Error::unauthorized("This operation needs a bearer token."))
    }
}

impl Has<XSpanIdString> for RequestContext {
    fn get(&self) -> &XSpanIdString {
        &self.span
    }
    fn get_mut(&mut self) -> &mut XSpanIdString {
        &mut self.span
    }
    fn set(&mut self, value: XSpanIdString) {
        self.span = value;
    }
}

impl Has<Option<Authorization>> for RequestContext {
    fn get(&self) -> &Option<Authorization> {
        &self.authorization
    }
    fn get_mut(&mut self) -> &mut Option<Authorization> {
        &mut self.authorization
    }
    fn set(&mut self, value: Option<Authorization>) {
        self.authorization = value;
    }
}
