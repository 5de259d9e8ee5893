//! What an agent can read without calling a tool (resources: a run, a case, a project's
//! overview, as `testdeck://` URIs) and the conversations it can start from (prompts).

use std::sync::Arc;

use rmcp::model::{
    GetPromptResult, Prompt, PromptArgument, PromptMessage, ReadResourceResult, Resource, ResourceContents,
    ResourceTemplate, Role,
};
use serde_json::{json, Value};
use testdeck_api::models::GetProjectOverviewPresetParameter as Preset;

use super::tools::bounded;
use crate::api::{self, context::RequestContext};
use crate::domain::paging::Paging;
use crate::error::{Error, Result};
use crate::state::AppState;

const RUN: &str = "testdeck://test-runs/";
const CASE: &str = "testdeck://test-cases/";
const PROJECT: &str = "testdeck://projects/";

pub fn templates() -> Vec<ResourceTemplate> {
    vec![
        ResourceTemplate::new(format!("{RUN}{{runId}}"), "test run")
            .with_description(
                "A run: status, summary, and the results of its cases (steps, observed answers, healing).",
            )
            .with_mime_type("application/json"),
        ResourceTemplate::new(format!("{CASE}{{testCaseId}}"), "test case")
            .with_description("A test case with its steps.")
            .with_mime_type("application/json"),
        ResourceTemplate::new(format!("{PROJECT}{{projectId}}/overview"), "project overview")
            .with_description("A project's last 7 days: cases, runs, pass rate, most failing and flaky cases.")
            .with_mime_type("application/json"),
    ]
}

/// The projects the caller can see, as overview resources.
pub async fn list(state: &AppState, caller: &RequestContext) -> Result<Vec<Resource>> {
    let page = api::projects::list(state, caller, None, Paging::new(Some(100), Some(0))).await?;
    Ok(page
        .items
        .into_iter()
        .map(|p| {
            Resource::new(format!("{PROJECT}{}/overview", p.id), format!("{} overview", p.name))
                .with_mime_type("application/json")
        })
        .collect())
}

pub async fn read(state: &Arc<AppState>, caller: &RequestContext, uri: &str) -> Result<ReadResourceResult> {
    let value: Value = if let Some(id) = uri.strip_prefix(RUN) {
        let run = api::runs::get(state, caller, id.to_string()).await?;
        let results = api::runs::results(state, caller, id.to_string()).await?;
        json!({ "run": run, "results": results })
    } else if let Some(id) = uri.strip_prefix(CASE) {
        json!(api::test_cases::get(state, caller, id.to_string()).await?)
    } else if let Some(id) = uri.strip_prefix(PROJECT).and_then(|rest| rest.strip_suffix("/overview")) {
        json!(api::overview::overview(state, caller, id.to_string(), Preset::Last7Days).await?)
    } else {
        return Err(
            Error::not_found("resource").with_detail(format!("No resource {uri}: see resources/templates/list."))
        );
    };
    let contents = ResourceContents::TextResourceContents {
        uri: uri.to_string(),
        mime_type: Some("application/json".into()),
        text: bounded(&value),
        meta: None,
    };
    Ok(ReadResourceResult::new(vec![contents]))
}

pub fn prompts() -> Vec<Prompt> {
    vec![
        Prompt::new(
            "triage_run",
            Some("Triage the failures of a run: find the cause of each failing case and propose what to do."),
            Some(vec![PromptArgument::new("runId").with_description("The run to triage.").with_required(true)]),
        ),
        Prompt::new(
            "write_test_cases",
            Some("Write test cases for an endpoint of an environment, as HTTP checks, and create them."),
            Some(vec![
                PromptArgument::new("projectId").with_description("The project to add them to.").with_required(true),
                PromptArgument::new("endpoint")
                    .with_description("The endpoint, e.g. `GET /v1/cart`.")
                    .with_required(true),
                PromptArgument::new("environmentId").with_description("The environment to try them in."),
            ]),
        ),
    ]
}

pub fn prompt(name: &str, arguments: &serde_json::Map<String, Value>) -> Result<GetPromptResult> {
    let argument = |key: &str| arguments.get(key).and_then(Value::as_str).map(str::to_string);
    let required = |key: &str| argument(key).ok_or_else(|| Error::invalid(key, "is required"));
    let text = match name {
        "triage_run" => format!(
            "Triage the failures of Testdeck run {}. Read the run with get_test_run (or the resource \
             testdeck://test-runs/{0}). For each case that did not pass: say which step failed and why, from \
             the step's message and the observed answer; tell a product bug from a test that no longer \
             matches the product (a moved path, a changed status or value). Where a healing proposal \
             fits the second case, recommend approving it with review_healing; otherwise recommend what to \
             fix. End with a short table: case, verdict, cause, action.",
            required("runId")?
        ),
        "write_test_cases" => format!(
            "Write test cases for the endpoint {} in Testdeck project {}. Cover the success case, invalid \
             input, a missing or wrong token, and a missing resource, one case each, as HTTP checks (request: \
             method, path, headers, body; expect: status, and JSON pointer values where the answer is JSON). \
             Create them with create_test_case.{}",
            required("endpoint")?,
            required("projectId")?,
            argument("environmentId")
                .map(|env| format!(" Then run each in environment {env} with run_test_case and fix what fails."))
                .unwrap_or_default()
        ),
        _ => {
            return Err(
                Error::not_found("prompt").with_detail(format!("There is no prompt {name:?}: see prompts/list."))
            )
        }
    };
    Ok(GetPromptResult::new(vec![PromptMessage::new_text(Role::User, text)]))
}
