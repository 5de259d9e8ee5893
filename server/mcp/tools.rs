//! The tools an agent is offered: shaped as tasks (find, inspect, create, run and wait,
//! review a fix), each a few calls of the API's own operations. Input schemas are written
//! here for what is the tool's own (ids, filters) and taken from the contract for what is the
//! API's (a test case's shape), so they cannot drift from the spec.

use std::sync::Arc;
use std::time::Duration;

use rmcp::model::{JsonObject, ProgressNotificationParam, Tool};
use rmcp::service::RequestContext as McpContext;
use rmcp::RoleServer;
use serde_json::{json, Value};
use testdeck_api::models;

use crate::api::context::RequestContext;
use crate::api::{
    self,
    runs::{Origin, Subject},
};
use crate::contract::contract;
use crate::domain::paging::Paging;
use crate::error::{Error, Result};
use crate::state::AppState;

/// A tool's answer is cut to about this much text; lists default to pages that fit in it.
const MAX_ANSWER: usize = 16 * 1024;
/// How long `run_test_case` waits for a verdict before answering with the run as it stands.
const RUN_WAIT: Duration = Duration::from_secs(120);

pub struct Call<'a> {
    pub state: &'a Arc<AppState>,
    pub caller: &'a RequestContext,
    pub context: &'a McpContext<RoleServer>,
}

pub fn definitions() -> Vec<Tool> {
    let id = |what: &str| json!({ "type": "string", "minLength": 1, "maxLength": 64, "description": what });
    let paging =
        json!({ "type": "integer", "minimum": 1, "maximum": 100, "description": "How many to answer (default 20)." });
    let offset = json!({ "type": "integer", "minimum": 0, "description": "How many to skip, for the next page." });
    vec![
        tool(
            "list_projects",
            "List the projects you can see, with their ids. Use first: every other tool works in a project.",
            json!({ "name": { "type": "string", "description": "Only projects whose name contains this." } }),
            &[],
        ),
        tool(
            "find_test_cases",
            "Find test cases of a project by text, status, severity or automation id. Answers a page of cases \
             (id, name, status, severity, steps), the total, and nextCursor while more follow: pass it as \
             cursor for the next page (or page with offset).",
            json!({
                "projectId": id("The project's id (list_projects)."),
                "text": { "type": "string", "description": "Words in the name or description." },
                "status": contract().inlined("TestCaseStatus"),
                "severity": contract().inlined("Severity"),
                "automationId": { "type": "string", "description": "The id CI knows the case by (classname.name)." },
                "limit": paging, "offset": offset,
                "cursor": { "type": "string", "description": "The nextCursor of the previous page, to read the next one." },
            }),
            &["projectId"],
        ),
        tool(
            "get_test_case",
            "A test case with its steps (manual steps and HTTP checks).",
            json!({ "testCaseId": id("The case's id.") }),
            &["testCaseId"],
        ),
        tool(
            "create_test_case",
            "Create a test case in a project. Steps are manual (action, expected) or HTTP checks (request: \
             method, path, headers, body; expect: status, text, JSON pointer values). Answers the case.",
            json!({ "projectId": id("The project's id."), "testCase": contract().inlined("TestCaseInput") }),
            &["projectId", "testCase"],
        ),
        tool(
            "update_test_case",
            "Replace a test case with a new version (fields left out take their defaults, so send the whole \
             case as get_test_case answers it, changed). Answers the new version.",
            json!({ "testCaseId": id("The case's id."), "testCase": contract().inlined("TestCaseInput") }),
            &["testCaseId", "testCase"],
        ),
        tool(
            "list_test_suites",
            "The suites of a project (groups of cases that run together), with their ids.",
            json!({ "projectId": id("The project's id."), "limit": paging, "offset": offset }),
            &["projectId"],
        ),
        tool(
            "list_environments",
            "The environments of a project: where HTTP checks are sent (base URL and variables). A run needs one.",
            json!({ "projectId": id("The project's id.") }),
            &["projectId"],
        ),
        tool(
            "run_test_case",
            "Run one test case in an environment and wait for its verdict (up to 2 minutes), reporting \
             progress; cancelling the call stops the run. Answers the run's status and summary and the \
             case's result: each step's status and message, the answer observed, and a healing proposal \
             when one was made.",
            json!({
                "testCaseId": id("The case's id."),
                "environmentId": id("The environment's id (list_environments)."),
            }),
            &["testCaseId", "environmentId"],
        ),
        tool(
            "run_test_suite",
            "Run a suite's active cases in an environment and wait for the verdict (up to 2 minutes), \
             reporting progress; cancelling the call stops the run. Answers the run's status and \
             summary and every result that did not pass.",
            json!({
                "testSuiteId": id("The suite's id (list_test_suites)."),
                "environmentId": id("The environment's id."),
            }),
            &["testSuiteId", "environmentId"],
        ),
        tool(
            "list_test_runs",
            "A project's runs, newest first: status, summary, when. Page with offset.",
            json!({ "projectId": id("The project's id."), "limit": paging, "offset": offset }),
            &["projectId"],
        ),
        tool(
            "get_test_case_results",
            "A case's latest results in an environment, newest first, each with its steps, output, \
             attachments and whether the case was flaky as of it.",
            json!({ "testCaseId": id("The case's id."), "environmentId": id("The environment's id."),
                    "limit": paging }),
            &["testCaseId", "environmentId"],
        ),
        tool(
            "upload_results",
            "Record test results a framework wrote as JUnit XML (pytest --junitxml, Surefire, jest-junit, \
             go-junit-report, cargo-nextest) as a finished run: each test finds its case by automation id \
             (classname.name) or gets a new one. Answers the run and how many tests matched.",
            json!({
                "projectId": id("The project's id."),
                "environmentId": id("The environment the tests ran against."),
                "report": { "type": "string", "minLength": 1, "description": "The JUnit XML report, as text." },
                "name": { "type": "string", "maxLength": 200, "description": "A name for the run (a build, say)." },
            }),
            &["projectId", "environmentId", "report"],
        ),
        tool(
            "get_test_run",
            "A run: its status, summary, and the result of every case that did not pass (steps, messages, \
             observed answers, healing proposals).",
            json!({ "runId": id("The run's id.") }),
            &["runId"],
        ),
        tool(
            "list_flaky_cases",
            "Cases whose latest results in an environment both pass and fail, flakiest first, with their \
             flip rate and the results they were judged on.",
            json!({ "projectId": id("The project's id."), "environmentId": id("Only this environment."),
                    "limit": paging, "offset": offset }),
            &["projectId"],
        ),
        tool(
            "list_healing_proposals",
            "The project's failed results whose healing proposal awaits a decision, newest first: each \
             with the proposed change (field, from, to, why) and the evidence (the failing step's message \
             and the answer observed). Decide each with review_healing.",
            json!({ "projectId": id("The project's id."), "limit": paging }),
            &["projectId"],
        ),
        tool(
            "review_healing",
            "Decide a healing proposal of a failed result (see run_test_case or get_test_run): approve applies \
             the proposed change to the case as a new version; dismiss records the refusal. Each proposal is \
             decided once.",
            json!({
                "testCaseId": id("The case's id."),
                "resultId": id("The result that carries the proposal."),
                "decision": { "type": "string", "enum": ["approve", "dismiss"] },
            }),
            &["testCaseId", "resultId", "decision"],
        ),
    ]
}

fn tool(name: &'static str, description: &'static str, properties: Value, required: &[&str]) -> Tool {
    let mut schema = JsonObject::new();
    schema.insert("type".into(), json!("object"));
    schema.insert("properties".into(), properties);
    schema.insert("required".into(), json!(required));
    schema.insert("additionalProperties".into(), json!(false));
    Tool::new(name, description, schema)
}

/// Runs a tool; answers what it found, or the API's error.
pub async fn call(call: &Call<'_>, name: &str, args: Value) -> Result<Value> {
    let (state, caller) = (call.state.as_ref(), call.caller);
    let page =
        || Paging::new(Some(limit(&args)), args["offset"].as_u64().map(|o| u32::try_from(o).unwrap_or(u32::MAX)));
    match name {
        "list_projects" => json_of(api::projects::list(state, caller, optional(&args, "name"), page()).await?),
        "find_test_cases" => {
            let filter = api::test_cases::CaseFilter {
                name: optional(&args, "text"),
                status: parsed(&args, "status")?,
                severity: parsed(&args, "severity")?,
                automation_id: optional(&args, "automationId"),
                ..Default::default()
            };
            let project = required(&args, "projectId")?;
            json_of(api::test_cases::list(state, caller, project, filter, page(), optional(&args, "cursor")).await?)
        }
        "get_test_case" => json_of(api::test_cases::get(state, caller, required(&args, "testCaseId")?).await?),
        "create_test_case" => {
            let input = test_case_input(&args)?;
            json_of(api::test_cases::create(state, caller, required(&args, "projectId")?, input).await?)
        }
        "update_test_case" => {
            let input = test_case_input(&args)?;
            json_of(api::test_cases::replace(state, caller, required(&args, "testCaseId")?, input, None).await?)
        }
        "list_test_suites" => {
            let project = required(&args, "projectId")?;
            json_of(api::suites::list(state, caller, project, Default::default(), page()).await?)
        }
        "run_test_suite" => {
            let suite = required(&args, "testSuiteId")?;
            let subject = (Origin::Suite(suite.clone()), Subject::Suite(suite));
            run_and_wait(call, subject, required(&args, "environmentId")?).await
        }
        "list_test_runs" => {
            let project = required(&args, "projectId")?;
            json_of(api::runs::list(state, caller, project, Default::default(), page()).await?)
        }
        "get_test_case_results" => {
            let (case, environment) = (required(&args, "testCaseId")?, required(&args, "environmentId")?);
            json_of(api::results::history(state, caller, case, environment, Some(limit(&args))).await?)
        }
        "upload_results" => {
            let options = api::ingest::Options {
                environment_id: required(&args, "environmentId")?,
                name: optional(&args, "name"),
                test_suite_id: None,
                create_missing_cases: true,
                match_by: api::ingest::MatchBy::AutomationId,
            };
            let report = required(&args, "report")?.into_bytes();
            json_of(api::ingest::import(call.state, caller, required(&args, "projectId")?, report, options).await?)
        }
        "list_environments" => {
            let project = required(&args, "projectId")?;
            json_of(api::environments::list(state, caller, project, Default::default(), page()).await?)
        }
        "run_test_case" => {
            let case = required(&args, "testCaseId")?;
            run_and_wait(call, (Origin::Case(case.clone()), Subject::Case(case)), required(&args, "environmentId")?)
                .await
        }
        "get_test_run" => run_with_failures(call, required(&args, "runId")?).await,
        "list_flaky_cases" => {
            let project = required(&args, "projectId")?;
            json_of(api::flaky::list(state, caller, project, optional(&args, "environmentId"), page()).await?)
        }
        "list_healing_proposals" => {
            let project = required(&args, "projectId")?;
            json_of(api::results::awaiting_healing(state, caller, project, limit(&args)).await?)
        }
        "review_healing" => {
            let (case, result) = (required(&args, "testCaseId")?, required(&args, "resultId")?);
            match required(&args, "decision")?.as_str() {
                "approve" => json_of(api::results::approve_healing(state, caller, case, result).await?),
                "dismiss" => json_of(api::results::dismiss_healing(state, caller, case, result).await?),
                _ => Err(Error::invalid("decision", "must be approve or dismiss")),
            }
        }
        _ => Err(Error::not_found("tool").with_detail(format!("There is no tool {name:?}: see tools/list."))),
    }
}

/// The `testCase` argument, checked against the API's own schema.
fn test_case_input(args: &Value) -> Result<models::TestCaseInput> {
    let input = &args["testCase"];
    let errors = contract().check_schema("TestCaseInput", input, "/testCase");
    if !errors.is_empty() {
        return Err(Error::invalid_fields(errors));
    }
    serde_json::from_value(input.clone()).map_err(|e| Error::invalid("/testCase", e.to_string()))
}

/// Starts a run, reports each of its events as progress, and answers the run with the
/// results that did not pass once it has ended (or as it stands after [`RUN_WAIT`]).
async fn run_and_wait(call: &Call<'_>, (origin, subject): (Origin, Subject), environment_id: String) -> Result<Value> {
    let (state, caller) = (call.state, call.caller);
    let run = api::runs::start(state, caller, origin, subject, environment_id, None).await?;
    let events = api::runs::watch(state, caller, run.id.clone()).await?;
    let token = call.context.meta.get_progress_token();
    let deadline = tokio::time::Instant::now() + RUN_WAIT;
    let mut seen = 0;
    loop {
        let (logged, ended) = events.log_after(&run.id, seen).await?;
        for event in logged {
            seen = event.seq;
            if let Some(token) = &token {
                let progress =
                    ProgressNotificationParam::new(token.clone(), seen as f64).with_message(event.name.clone());
                // An agent that stopped listening for progress still gets the answer.
                let _ = call.context.peer.notify_progress(progress).await;
            }
        }
        if ended || tokio::time::Instant::now() >= deadline {
            break;
        }
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_millis(200)) => {}
            // The agent called the task off: the run it started stops too.
            _ = call.context.ct.cancelled() => {
                api::runs::stop(state, caller, run.id.clone()).await?;
                break;
            }
        }
    }
    run_with_failures(call, run.id).await
}

/// A run and the results of its cases that did not pass.
async fn run_with_failures(call: &Call<'_>, run_id: String) -> Result<Value> {
    let run = api::runs::get(call.state, call.caller, run_id.clone()).await?;
    let results = api::runs::results(call.state, call.caller, run_id).await?;
    let failures: Vec<&models::TestResult> =
        results.iter().filter(|r| r.status != models::ResultStatus::Passed).collect();
    Ok(json!({ "run": run, "results": failures, "passedCases": results.len() - failures.len() }))
}

/// Text of at most about [`MAX_ANSWER`]: what is cut is said to be.
pub fn bounded(value: &Value) -> String {
    let text = serde_json::to_string_pretty(value).unwrap_or_default();
    if text.len() <= MAX_ANSWER {
        return text;
    }
    let mut end = MAX_ANSWER;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}\n… (cut at {MAX_ANSWER} bytes of {}: ask for fewer, with limit and offset)", &text[..end], text.len())
}

fn json_of(value: impl serde::Serialize) -> Result<Value> {
    serde_json::to_value(value).map_err(Error::internal)
}

/// The `limit` argument: 20 when left out; past 100, the page's bound answers.
fn limit(args: &Value) -> u8 {
    u8::try_from(args["limit"].as_u64().unwrap_or(20)).unwrap_or(100)
}

fn required(args: &Value, name: &str) -> Result<String> {
    optional(args, name).ok_or_else(|| Error::invalid(name, "is required"))
}

fn optional(args: &Value, name: &str) -> Option<String> {
    args[name].as_str().map(str::trim).filter(|v| !v.is_empty()).map(str::to_string)
}

fn parsed<T: std::str::FromStr>(args: &Value, name: &str) -> Result<Option<T>> {
    match optional(args, name) {
        Some(text) => text.parse().map(Some).map_err(|_| Error::invalid(name, "is not one of the allowed values")),
        None => Ok(None),
    }
}
