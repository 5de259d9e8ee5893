//! Importing results from CI: a JUnit report (or a zip of several) becomes a run that has
//! already finished, with one result per test.
//!
//! Each test finds its case by automation id (`classname.name`), by name, or both; a test no
//! case matches gets a new `active` case, or is listed as unmatched. The run moves through the
//! same states and writes the same events as an executed one (`running`, a `case.finished` per
//! result, then `completed` / `failed` / `error` with the summary), and is announced to the team
//! chat like one. Files a zipped report names for a test are attached to its result, within
//! the project's attachment quota. All of it is one transaction: a report is imported whole or
//! not at all.

pub mod report;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use testdeck_api::models::{self, TestRunStatus};

use self::report::Test;
use super::attachments::{self, NewFile};
use super::context::RequestContext;
use super::projects::visible;
use super::runs::run_model;
use super::test_cases;
use crate::domain::{ids::new_id, run, time};
use crate::error::{Error, Result};
use crate::events::Journal;
use crate::state::AppState;
use crate::store::{self, projects::ProjectRow, runs::RunRow, test_cases::CaseRow, Tx};

/// How a report's tests find their cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchBy {
    /// A case whose `automationId` is the test's `classname.name`.
    AutomationId,
    /// A case whose name is the test's name (ignoring case).
    Name,
    /// By automation id first, then by name.
    Both,
}

/// What the upload asks besides its file.
pub struct Options {
    pub environment_id: String,
    pub name: Option<String>,
    pub test_suite_id: Option<String>,
    pub create_missing_cases: bool,
    pub match_by: MatchBy,
}

/// A name or an automation id may be at most this long; longer ones from a report are cut.
const MAX_NAME: usize = 200;
const MAX_AUTOMATION_ID: usize = 500;

pub async fn import(
    state: &Arc<AppState>,
    context: &RequestContext,
    project_id: String,
    file: Vec<u8>,
    options: Options,
) -> Result<models::ResultsImport> {
    let account_id = context.principal()?.account_id.clone();
    // Unpacking and parsing up to 50 MiB is blocking work.
    let tests = tokio::task::spawn_blocking(move || report::read(&file)).await.map_err(Error::internal)??;
    let (import, status) = state
        .events
        .write(move |tx, journal| {
            let project = visible(tx, &account_id, &project_id)?;
            check_options(tx, &project, &options)?;
            let planned = plan(tx, &project, &options, &account_id, tests)?;
            record(tx, journal, &project, &options, &account_id, planned)
        })
        .await?;
    if matches!(status, TestRunStatus::Completed | TestRunStatus::Failed | TestRunStatus::Error) {
        state.runner.announce_ended(&import.run.id);
    }
    Ok(import)
}

fn check_options(tx: &Tx, project: &ProjectRow, options: &Options) -> Result<()> {
    if store::environments::get_in_project(tx, &project.id, &options.environment_id)?.is_none() {
        return Err(Error::invalid(
            "environmentId",
            format!("no environment {} in this project", options.environment_id),
        ));
    }
    if let Some(suite_id) = &options.test_suite_id {
        if store::suites::get_in_project(tx, &project.id, suite_id)?.is_none() {
            return Err(Error::invalid("testSuiteId", format!("no test suite {suite_id} in this project")));
        }
    }
    Ok(())
}

/// The tests with the cases they found (or got), and those that found none.
struct Planned {
    results: Vec<(Test, CaseRow)>,
    matched: u32,
    created: u32,
    unmatched: Vec<models::UnmatchedTest>,
    tests: u32,
}

fn plan(tx: &Tx, project: &ProjectRow, options: &Options, account_id: &str, tests: Vec<Test>) -> Result<Planned> {
    let by_name = if options.match_by == MatchBy::AutomationId {
        HashMap::new()
    } else {
        store::imports::case_names(tx, &project.id)?
    };
    let mut planned = Planned {
        results: Vec::new(),
        matched: 0,
        created: 0,
        unmatched: Vec::new(),
        tests: u32::try_from(tests.len()).unwrap_or(u32::MAX),
    };
    // The same test twice in one report is two results: the repeats are told apart by number.
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut used: HashSet<String> = HashSet::new();
    for mut test in tests {
        let repeat = seen.entry(test.automation_id()).and_modify(|n| *n += 1).or_insert(1);
        if *repeat > 1 {
            test.name = format!("{} #{repeat}", test.name);
        }
        let name = case_name(&test.name);
        let automation_id = clean(&test.automation_id(), MAX_AUTOMATION_ID);
        let by_id = || match &automation_id {
            Some(id) => store::test_cases::by_automation_id(tx, &project.id, id),
            None => Ok(None),
        };
        let by_name = || match by_name.get(&name.to_lowercase()) {
            Some(id) => store::test_cases::get(tx, id),
            None => Ok(None),
        };
        let found = match options.match_by {
            MatchBy::AutomationId => by_id()?,
            MatchBy::Name => by_name()?,
            MatchBy::Both => match by_id()? {
                Some(case) => Some(case),
                None => by_name()?,
            },
        };
        let case = match found {
            Some(case) if used.insert(case.id.clone()) => {
                planned.matched += 1;
                case
            }
            // A case found twice (two tests of one name): the second is unmatched, or its own case.
            found if options.create_missing_cases => {
                // The id may be another case's (found by name elsewhere, or matched by name only);
                // matching by id looked it up already, and found none when nothing was found.
                let taken = match (&automation_id, options.match_by) {
                    (Some(id), MatchBy::Name) => store::test_cases::by_automation_id(tx, &project.id, id)?.is_some(),
                    _ => false,
                };
                let automation_id = if found.is_some() || taken { None } else { automation_id };
                let case = create_case(tx, project, options, account_id, name, automation_id)?;
                used.insert(case.id.clone());
                planned.created += 1;
                case
            }
            _ => {
                planned.unmatched.push(models::UnmatchedTest::new(
                    test.name.clone(),
                    test.classname.clone().map_or(swagger::Nullable::Null, swagger::Nullable::Present),
                ));
                continue;
            }
        };
        planned.results.push((test, case));
    }
    if planned.results.is_empty() {
        return Err(Error::invalid(
            "file",
            format!("none of its {} tests matched a case, and createMissingCases is false", planned.tests),
        ));
    }
    Ok(planned)
}

/// A new `active` case for a test nothing matched, in the run's suite.
fn create_case(
    tx: &Tx,
    project: &ProjectRow,
    options: &Options,
    account_id: &str,
    name: String,
    automation_id: Option<String>,
) -> Result<CaseRow> {
    let now = time::now();
    let row = CaseRow {
        id: new_id("tc"),
        project_id: project.id.clone(),
        team_id: project.team_id.clone(),
        test_suite_id: options.test_suite_id.clone(),
        name,
        description: None,
        severity: project.default_severity,
        status: models::TestCaseStatus::Active,
        steps: "[]".into(),
        automation_id,
        created_by: account_id.to_string(),
        version: 0,
        created_at: now,
        updated_at: now,
    };
    test_cases::check_automation_id(tx, &row)?;
    test_cases::insert_new(tx, row.clone(), Vec::new(), account_id)?;
    Ok(CaseRow { version: 1, ..row })
}

/// Writes the run, its cases and results, and its events, as an executed run would have them.
fn record(
    tx: &Tx,
    journal: &mut Journal,
    project: &ProjectRow,
    options: &Options,
    account_id: &str,
    planned: Planned,
) -> Result<(models::ResultsImport, TestRunStatus)> {
    let names = options.name.iter().chain(planned.results.iter().map(|(_, case)| &case.name));
    let mut run = RunRow {
        id: new_id("run"),
        project_id: project.id.clone(),
        test_case_id: None,
        test_suite_id: options.test_suite_id.clone(),
        environment_id: options.environment_id.clone(),
        test_account_id: None,
        created_by: account_id.to_string(),
        status: TestRunStatus::Queued,
        status_reason: None,
        search_text: names.map(String::as_str).collect::<Vec<_>>().join("\n"),
        created_at: time::now(),
        started_at: None,
        finished_at: None,
        name: options.name.clone(),
    };
    let snapshot: Vec<store::runs::RunCase> = planned
        .results
        .iter()
        .enumerate()
        .map(|(i, (_, case))| store::runs::RunCase {
            position: i as i64,
            test_case_id: case.id.clone(),
            name: case.name.clone(),
            steps: case.steps.clone(),
        })
        .collect();
    store::runs::insert(tx, &run, &snapshot)?;
    journal.move_run(tx, &run, TestRunStatus::Running, None)?;
    run.status = TestRunStatus::Running;
    let mut statuses = Vec::new();
    let mut attached = 0u32;
    for (test, case) in planned.results {
        let output = models::ResultOutput::new(
            nullable(&test.failure_type),
            nullable(&test.failure_message),
            nullable(&test.details),
            nullable(&test.stdout),
            nullable(&test.stderr),
        );
        let row = store::results::ResultRow {
            id: new_id("res"),
            test_run_id: run.id.clone(),
            test_case_id: case.id.clone(),
            test_case_name: case.name.clone(),
            environment_id: run.environment_id.clone(),
            status: test.status,
            steps: "[]".into(),
            duration_ms: test.duration_ms,
            created_at: time::now(),
            output: Some(serde_json::to_string(&output).map_err(Error::internal)?),
        };
        store::results::upsert(tx, &row)?;
        for (name, bytes) in test.files {
            attachments::attach(tx, &project.id, &row.id, NewFile { name, content_type: None, bytes })?;
            attached += 1;
        }
        journal.case_finished(tx, &row, None)?;
        statuses.push(test.status);
    }
    let (to, reason) = run::outcome(&statuses);
    journal.move_run(tx, &run, to, reason.as_deref())?;
    let run = store::runs::get(tx, &run.id)?.ok_or_else(|| Error::internal(anyhow::anyhow!("the run just written")))?;
    let import = models::ResultsImport::new(
        run_model(tx, &run)?,
        planned.tests,
        planned.matched,
        planned.created,
        planned.unmatched,
        attached,
    );
    Ok((import, to))
}

fn nullable(value: &Option<String>) -> swagger::Nullable<String> {
    value.clone().map_or(swagger::Nullable::Null, swagger::Nullable::Present)
}

/// A test's name as a case name (see [`clean`]), never blank.
fn case_name(name: &str) -> String {
    clean(name, MAX_NAME).unwrap_or_else(|| "(unnamed test)".to_string())
}

/// Text from a report as the API accepts it: control characters (a line break in a test's
/// name, say) become spaces, trimmed, at most `max_chars` characters; none when blank.
fn clean(text: &str, max_chars: usize) -> Option<String> {
    let spaced: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let cut: String = spaced.trim().chars().take(max_chars).collect();
    Some(cut.trim_end().to_string()).filter(|t| !t.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_names_become_valid_case_names() {
        assert_eq!(case_name("a\nb\t c"), "a b  c");
        assert_eq!(case_name(" \n "), "(unnamed test)");
        assert_eq!(case_name(&"x".repeat(300)).chars().count(), MAX_NAME);
    }
}
