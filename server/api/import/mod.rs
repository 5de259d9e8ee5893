//! Importing test cases from an uploaded file: CSV, JSON or JUnit XML, recognised by content.
//!
//! All or nothing: every row is checked first (against the same `TestCaseInput` schema as
//! the API, plus the step rules), and one invalid row means nothing is written; the 400 lists
//! every error with its row. Tags and suites named in the file are created when missing. With
//! `dryRun=true` the same checks run and the answer reports what would happen, writing nothing.

mod formats;

use std::collections::HashMap;

use testdeck_api::models;

use self::formats::{read_file, Row};

use super::context::RequestContext;
use super::projects::visible;
use super::test_cases;
use crate::contract::contract;
use crate::domain::{ids::new_id, names::optional_text, test_case::check_steps, time};
use crate::error::{Error, FieldError, Result};
use crate::state::AppState;
use crate::store::{self, projects::ProjectRow, test_cases::CaseRow, Conn, Tx};

/// One case ready to write.
struct Planned {
    number: u32,
    input: models::TestCaseInput,
    tags: Vec<String>,
    suite: Option<String>,
}

pub async fn import(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    file: Vec<u8>,
    team_id: Option<String>,
    dry_run: bool,
) -> Result<models::ImportResult> {
    let account_id = context.principal()?.account_id.clone();
    let rows = read_file(&file)?;
    drop(file);
    let (planned, errors) = check_rows(rows);
    if !errors.is_empty() && !dry_run {
        return Err(Error::invalid_fields(errors).with_detail("Nothing was imported: fix the rows listed in `errors`."));
    }
    let failed = errors.iter().filter_map(|e| e.row).collect::<std::collections::BTreeSet<_>>().len();
    let would_import = if errors.is_empty() { planned.len() } else { 0 };
    let report = move |imported: usize, duplicates: Vec<models::ImportResultDuplicatesInner>| {
        let errors = errors
            .iter()
            .map(|e| models::ImportError::new(e.row.unwrap_or(0), e.field.clone(), e.message.clone()))
            .collect();
        models::ImportResult::new(imported as u32, failed as u32, errors, dry_run, duplicates)
    };
    if dry_run {
        return state
            .db
            .read(move |conn| {
                let target = Target::of(conn, &account_id, &project_id, team_id, &planned)?;
                Ok(report(would_import, target.duplicates))
            })
            .await;
    }
    state
        .db
        .write(move |tx| {
            let target = Target::of(tx, &account_id, &project_id, team_id, &planned)?;
            write_cases(tx, &target, &planned, &account_id)?;
            Ok(report(planned.len(), target.duplicates))
        })
        .await
}

/// Where an import goes, and which of its cases share a name with a case already there.
struct Target {
    project: ProjectRow,
    team_id: String,
    duplicates: Vec<models::ImportResultDuplicatesInner>,
}

impl Target {
    fn of(
        conn: &Conn,
        account_id: &str,
        project_id: &str,
        team_id: Option<String>,
        planned: &[Planned],
    ) -> Result<Target> {
        let project = visible(conn, account_id, project_id)?;
        let team_id = match team_id {
            Some(team) if store::teams::is_member(conn, &team, account_id)? => team,
            Some(_) => return Err(Error::invalid("teamId", "no such team among yours")),
            None => project.team_id.clone(),
        };
        let existing = store::imports::case_names(conn, &project.id)?;
        let duplicates = planned
            .iter()
            .filter_map(|p| {
                let id = existing.get(&p.input.name.trim().to_lowercase())?;
                Some(models::ImportResultDuplicatesInner::new(p.number, p.input.name.clone(), id.clone()))
            })
            .collect();
        Ok(Target { project, team_id, duplicates })
    }
}

/// Writes the planned cases, creating the tags and suites they name that do not exist yet.
fn write_cases(tx: &Tx, target: &Target, planned: &[Planned], account_id: &str) -> Result<()> {
    let project = &target.project;
    let mut tags = Names::new(|name| store::imports::tag_id(tx, &project.id, name));
    let mut suites = Names::new(|name| store::imports::suite_id(tx, &project.id, name));
    let now = time::now();
    for case in planned {
        let mut tag_ids = Vec::new();
        for name in &case.tags {
            tag_ids.push(tags.get_or(name, || store::imports::insert_tag(tx, &project.id, name, &time::to_text(now)))?);
        }
        let suite_id = match &case.suite {
            Some(name) => Some(suites.get_or(name, || {
                store::imports::insert_suite(tx, &project.id, name, account_id, &time::to_text(now))
            })?),
            None => None,
        };
        let input = &case.input;
        let row = CaseRow {
            id: new_id("tc"),
            project_id: project.id.clone(),
            team_id: target.team_id.clone(),
            test_suite_id: suite_id,
            name: input.name.trim().to_string(),
            description: optional_text(input.description.clone()),
            severity: input.severity.unwrap_or(project.default_severity),
            status: input.status.unwrap_or(models::TestCaseStatus::Draft),
            steps: serde_json::to_string(&input.steps.clone().unwrap_or_default()).map_err(Error::internal)?,
            automation_id: optional_text(input.automation_id.clone()),
            created_by: account_id.to_string(),
            version: 0,
            created_at: now,
            updated_at: now,
        };
        tag_ids.sort();
        tag_ids.dedup();
        test_cases::check_automation_id(tx, &row).map_err(|e| {
            let errors = e.field_errors().iter().cloned().map(|f| f.at_row(case.number)).collect();
            e.with_errors(errors)
        })?;
        test_cases::insert_new(tx, row, tag_ids, account_id)?;
    }
    Ok(())
}

/// Ids by name (case-insensitive), looked up once and created when missing.
struct Names<F> {
    known: HashMap<String, String>,
    lookup: F,
}

impl<F: FnMut(&str) -> Result<Option<String>>> Names<F> {
    fn new(lookup: F) -> Self {
        Names { known: HashMap::new(), lookup }
    }

    fn get_or(&mut self, name: &str, create: impl FnOnce() -> Result<String>) -> Result<String> {
        let key = name.to_lowercase();
        if let Some(id) = self.known.get(&key) {
            return Ok(id.clone());
        }
        let id = match (self.lookup)(name)? {
            Some(id) => id,
            None => create()?,
        };
        self.known.insert(key, id.clone());
        Ok(id)
    }
}

/// Checks every row; answers the rows that passed and the errors of those that did not.
fn check_rows(rows: Vec<Row>) -> (Vec<Planned>, Vec<FieldError>) {
    let mut planned = Vec::new();
    let mut errors = Vec::new();
    for row in rows {
        let mut row_errors = contract().check_schema("TestCaseInput", &row.input, "");
        for (i, tag) in row.tags.iter().enumerate() {
            if tag.chars().count() > 50 {
                row_errors.push(FieldError::new(format!("/tags/{i}"), "must be at most 50 characters long"));
            }
        }
        if row.suite.as_ref().is_some_and(|s| s.chars().count() > 200) {
            row_errors.push(FieldError::new("/suite", "must be at most 200 characters long"));
        }
        if !row_errors.is_empty() {
            errors.extend(row_errors.into_iter().map(|e| e.at_row(row.number)));
            continue;
        }
        let input = match serde_json::from_value::<models::TestCaseInput>(row.input) {
            Ok(input) => input,
            Err(e) => {
                errors.push(FieldError::new("/", e.to_string()).at_row(row.number));
                continue;
            }
        };
        if let Err(e) = check_steps(input.steps.as_deref().unwrap_or_default()) {
            errors.extend(e.field_errors().iter().cloned().map(|e| e.at_row(row.number)));
            continue;
        }
        planned.push(Planned { number: row.number, input, tags: row.tags, suite: row.suite });
    }
    (planned, errors)
}
