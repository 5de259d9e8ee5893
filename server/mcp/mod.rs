//! `/mcp`: the Model Context Protocol endpoint for agents, over MCP's Streamable HTTP transport
//! (the official Rust SDK, `rmcp`, speaks the protocol: sessions, SSE answers, progress,
//! cancellation). The front layer authenticates the request like any API request and hands
//! the caller over in the request's extensions; each tool runs through the same operation
//! code as the HTTP API (`api::…`), so tenancy and validation are the API's own.

mod resources;
mod tools;

use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, GetPromptRequestParams, GetPromptResponse,
    Implementation, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult, ListToolsResult,
    PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext as McpContext;
use rmcp::transport::streamable_http_server::{
    session::local::LocalSessionManager, StreamableHttpServerConfig, StreamableHttpService,
};
use rmcp::{ErrorData, RoleServer, ServerHandler};

use crate::api::context::RequestContext;
use crate::error::{Error, Kind};
use crate::state::AppState;

/// The MCP service the front layer calls for `/mcp`.
pub type Service = StreamableHttpService<Agent, LocalSessionManager>;

/// What an agent is told when it connects.
const INSTRUCTIONS: &str = "Testdeck manages software tests: projects hold test cases (manual steps and HTTP \
    checks), suites and environments; runs execute cases against an environment and record results, which may \
    carry a healing proposal (a likely fix for a failing check). Start with list_projects, then find_test_cases \
    or list_flaky_cases; run_test_case runs a case and waits for its verdict; review_healing approves or \
    dismisses a proposed fix.";

pub fn service(state: Arc<AppState>) -> Service {
    // The front layer authenticates every request and checks its Origin; host names are the
    // operator's (behind a proxy, say), so the SDK's loopback-only host check is off.
    let config = StreamableHttpServerConfig::default().disable_allowed_hosts();
    StreamableHttpService::new(
        move || Ok(Agent { state: state.clone() }),
        LocalSessionManager::default().into(),
        config,
    )
}

#[derive(Clone)]
pub struct Agent {
    state: Arc<AppState>,
}

impl ServerHandler for Agent {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().enable_resources().enable_prompts().build())
            .with_server_info(Implementation::new("testdeck", env!("CARGO_PKG_VERSION")))
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: McpContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(tools::definitions()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: McpContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let caller = caller_of(&context)?;
        let arguments = serde_json::Value::Object(request.arguments.unwrap_or_default());
        let call = tools::Call { state: &self.state, caller: &caller, context: &context };
        let result = match tools::call(&call, &request.name, arguments).await {
            Ok(value) => CallToolResult::success(vec![ContentBlock::text(tools::bounded(&value))]),
            Err(error) => CallToolResult::error(vec![ContentBlock::text(tool_error(&error))]),
        };
        Ok(result.into())
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: McpContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let caller = caller_of(&context)?;
        resources::list(&self.state, &caller).await.map(ListResourcesResult::with_all_items).map_err(protocol_error)
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: McpContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        Ok(ListResourceTemplatesResult::with_all_items(resources::templates()))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: McpContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let caller = caller_of(&context)?;
        resources::read(&self.state, &caller, &request.uri).await.map(Into::into).map_err(protocol_error)
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: McpContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        Ok(ListPromptsResult::with_all_items(resources::prompts()))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: McpContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        let arguments = request.arguments.unwrap_or_default();
        resources::prompt(&request.name, &arguments).map(Into::into).map_err(protocol_error)
    }
}

/// The caller the front layer authenticated, from the HTTP request the SDK hands over.
fn caller_of(context: &McpContext<RoleServer>) -> Result<RequestContext, ErrorData> {
    context
        .extensions
        .get::<hyper::http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<RequestContext>())
        .cloned()
        .ok_or_else(|| ErrorData::internal_error("the request reached /mcp without a caller", None))
}

/// An error of a resource or prompt request, which MCP answers as a protocol error.
fn protocol_error(error: Error) -> ErrorData {
    let text = tool_error(&error);
    match error.kind() {
        Kind::NotFound => ErrorData::resource_not_found(text, None),
        Kind::Validation => ErrorData::invalid_params(text, None),
        _ => ErrorData::internal_error(text, None),
    }
}

/// A failed tool call as the agent reads it: the problem's detail, then each field at fault.
fn tool_error(error: &Error) -> String {
    let mut text = error.detail().to_string();
    for field in error.field_errors() {
        text.push_str(&format!("\n{}: {}", field.field, field.message));
    }
    text
}
