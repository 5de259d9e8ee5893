//! Test cases: create, read, list, replace, delete, status actions (single and bulk), bulk
//! delete and move, duplicate, and version history.
//!
//! Every change goes through [`save`], which bumps the version, stamps `updatedAt`, writes the
//! case with its tags, and records a snapshot of the new version with the fields that changed.
//! A change that changes nothing writes nothing.

use std::collections::{BTreeSet, HashMap};

use serde_json::Value;
use testdeck_api::models;

use super::context::RequestContext;
use super::projects::{read_in_project, write_in_project};
use crate::domain::{
    ids::new_id,
    names::{optional_text, required_name},
    paging::Cursor,
    test_case::{check_steps, next_status, StatusAction},
    time,
};
use crate::error::{Error, FieldError, Kind, Result};
use crate::state::AppState;
pub use crate::store::test_cases::CaseFilter;
use crate::store::test_cases::CaseRow;
use crate::store::{self, Conn, Paging, Tx};

pub async fn create(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::TestCaseInput,
) -> Result<models::TestCase> {
    check_steps(input.steps.as_deref().unwrap_or_default())?;
    write_in_project(state, context, project_id, move |tx, project, account_id| {
        let now = time::now();
        let case = CaseRow {
            id: new_id("tc"),
            project_id: project.id.clone(),
            team_id: project.team_id.clone(),
            test_suite_id: None,
            name: String::new(),
            description: None,
            severity: project.default_severity,
            status: models::TestCaseStatus::Draft,
            steps: "[]".into(),
            automation_id: None,
            created_by: account_id.to_string(),
            version: 0,
            created_at: now,
            updated_at: now,
        };
        let (case, tags) = apply_input(tx, case, input)?;
        save(tx, None, case, tags, account_id)
    })
    .await
}

pub async fn get(state: &AppState, context: &RequestContext, id: String) -> Result<models::TestCase> {
    let account_id = context.principal()?.account_id.clone();
    state.db.lookup(move |conn| load(conn, &account_id, &id)).await
}

/// A page of the project's cases; `cursor` (a page's `nextCursor`) starts it after that page.
pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    filter: CaseFilter,
    paging: Paging,
    cursor: Option<String>,
) -> Result<models::TestCasePage> {
    let after = cursor.map(|c| Cursor::decode(&c, paging.offset)).transpose()?;
    read_in_project(state, context, project_id, move |conn, project, _| {
        let (rows, total, next) = store::test_cases::list(conn, &project.id, &filter, paging, after.as_ref())?;
        let mut page = models::TestCasePage::new(to_models(conn, rows)?, total, paging.limit, paging.offset);
        page.next_cursor = next.map(|c| c.encode());
        Ok(page)
    })
    .await
}

/// The cases of a project matching `filter`, for a suite's detail view.
pub fn matching(conn: &Conn, project_id: &str, filter: &CaseFilter) -> Result<Vec<models::TestCase>> {
    to_models(conn, store::test_cases::all(conn, project_id, filter)?)
}

pub async fn replace(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::TestCaseInput,
    if_match: Option<String>,
) -> Result<models::TestCase> {
    let account_id = context.principal()?.account_id.clone();
    check_steps(input.steps.as_deref().unwrap_or_default())?;
    state
        .db
        .write(move |tx| {
            let before = load(tx, &account_id, &id)?;
            if let Some(expected) = &if_match {
                check_version(expected, before.version)?;
            }
            let row = store::test_cases::get(tx, &id)?.ok_or_else(|| Error::not_found("test case"))?;
            let (row, tags) = apply_input(tx, row, input)?;
            save(tx, Some(&before), row, tags, &account_id)
        })
        .await
}

pub async fn delete(state: &AppState, context: &RequestContext, id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            load(tx, &account_id, &id)?;
            store::test_cases::delete(tx, &id)?;
            Ok(models::Deleted::new(id, true))
        })
        .await
}

pub async fn set_status(
    state: &AppState,
    context: &RequestContext,
    id: String,
    action: StatusAction,
) -> Result<models::TestCase> {
    let account_id = context.principal()?.account_id.clone();
    state.db.write(move |tx| Ok(change(tx, &account_id, &id, |case| apply_status(case, action))?.0)).await
}

pub async fn duplicate(state: &AppState, context: &RequestContext, id: String) -> Result<models::TestCase> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let original = load(tx, &account_id, &id)?;
            let mut row = store::test_cases::get(tx, &id)?.ok_or_else(|| Error::not_found("test case"))?;
            let now = time::now();
            row.id = new_id("tc");
            row.name = copy_name(&row.name);
            // Automation ids are unique in a project: the copy is a new case to automation.
            row.automation_id = None;
            row.status = models::TestCaseStatus::Draft;
            row.created_by = account_id.clone();
            row.version = 0;
            row.created_at = now;
            row.updated_at = now;
            save(tx, None, row, original.tag_ids, &account_id)
        })
        .await
}

/// "<name> (copy)", shortened so it stays within the 200 characters a name may have.
fn copy_name(name: &str) -> String {
    const SUFFIX: &str = " (copy)";
    let keep = 200 - SUFFIX.chars().count();
    format!("{}{SUFFIX}", name.chars().take(keep).collect::<String>().trim_end())
}

pub async fn bulk_set_status(
    state: &AppState,
    context: &RequestContext,
    ids: Vec<String>,
    action: StatusAction,
) -> Result<models::BulkResult> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let ids = all_visible(tx, &account_id, ids)?;
            let mut affected = 0;
            for id in &ids {
                let (_, changed) = change(tx, &account_id, id, |case| apply_status(case, action))?;
                affected += u32::from(changed);
            }
            Ok(models::BulkResult::new(affected, ids))
        })
        .await
}

pub async fn bulk_delete(state: &AppState, context: &RequestContext, ids: Vec<String>) -> Result<models::BulkResult> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let ids = all_visible(tx, &account_id, ids)?;
            for id in &ids {
                store::test_cases::delete(tx, id)?;
            }
            Ok(models::BulkResult::new(u32::try_from(ids.len()).unwrap_or(u32::MAX), ids))
        })
        .await
}

pub async fn bulk_move(
    state: &AppState,
    context: &RequestContext,
    ids: Vec<String>,
    suite_id: String,
) -> Result<models::BulkResult> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let suite = store::suites::get_visible(tx, &account_id, &suite_id)?
                .ok_or_else(|| Error::invalid("/testSuiteId", "no such test suite, or it is not visible to you"))?;
            let ids = all_visible(tx, &account_id, ids)?;
            let elsewhere: Vec<FieldError> = ids
                .iter()
                .enumerate()
                .filter_map(|(i, id)| {
                    let case = store::test_cases::get(tx, id).ok().flatten()?;
                    (case.project_id != suite.project_id).then(|| {
                        FieldError::new(format!("/ids/{i}"), format!("{id} is in another project than the suite"))
                    })
                })
                .collect();
            if !elsewhere.is_empty() {
                return Err(Error::invalid_fields(elsewhere));
            }
            let mut affected = 0;
            for id in &ids {
                let (_, changed) = change(tx, &account_id, id, |case| {
                    case.test_suite_id = Some(suite.id.clone());
                    Ok(())
                })?;
                affected += u32::from(changed);
            }
            Ok(models::BulkResult::new(affected, ids))
        })
        .await
}

pub async fn history(
    state: &AppState,
    context: &RequestContext,
    id: String,
    paging: Paging,
) -> Result<models::TestCaseVersionPage> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .read(move |conn| {
            load(conn, &account_id, &id)?;
            let (rows, total) = store::test_cases::versions(conn, &id, paging)?;
            let items = rows
                .into_iter()
                .map(|v| {
                    let changes: Vec<String> = serde_json::from_str(&v.changes).map_err(Error::internal)?;
                    let snapshot: models::TestCase = serde_json::from_str(&v.snapshot).map_err(Error::internal)?;
                    let version = u32::try_from(v.version).map_err(Error::internal)?;
                    Ok(models::TestCaseVersion::new(version, v.changed_by, v.changed_at, changes, snapshot))
                })
                .collect::<Result<_>>()?;
            Ok(models::TestCaseVersionPage::new(items, total, paging.limit, paging.offset))
        })
        .await
}

/// Called by tag deletion inside its transaction, before the tag row goes: every case that
/// carries the tag gets a new version without it.
pub fn before_tag_delete(tx: &Tx, tag_id: &str, changed_by: &str) -> Result<()> {
    for id in store::test_cases::ids_with_tag(tx, tag_id)? {
        let before = load_row(tx, &id)?;
        let row = store::test_cases::get(tx, &id)?.ok_or_else(|| Error::not_found("test case"))?;
        let tags = before.tag_ids.iter().filter(|t| *t != tag_id).cloned().collect();
        save(tx, Some(&before), row, tags, changed_by)?;
    }
    Ok(())
}

/// Called by suite deletion inside its transaction: the suite's cases become ungrouped, each
/// as a new version.
pub fn before_suite_delete(tx: &Tx, suite_id: &str, changed_by: &str) -> Result<()> {
    for id in store::test_cases::ids_in_suite(tx, suite_id)? {
        let before = load_row(tx, &id)?;
        let mut row = store::test_cases::get(tx, &id)?.ok_or_else(|| Error::not_found("test case"))?;
        row.test_suite_id = None;
        save(tx, Some(&before), row, before.tag_ids.clone(), changed_by)?;
    }
    Ok(())
}

/// Writes a new case (version 1) that an import prepared.
pub fn insert_new(tx: &Tx, row: CaseRow, tags: Vec<String>, created_by: &str) -> Result<models::TestCase> {
    save(tx, None, row, tags, created_by)
}

/// Changes the steps of a case the caller can see with `f` (a healing proposal, say), as a
/// new version.
pub fn change_steps(
    tx: &Tx,
    account_id: &str,
    id: &str,
    f: impl FnOnce(&mut Vec<models::Step>) -> Result<()>,
) -> Result<models::TestCase> {
    let (case, _) = change(tx, account_id, id, |row| {
        let mut steps: Vec<models::Step> = serde_json::from_str(&row.steps).map_err(Error::internal)?;
        f(&mut steps)?;
        row.steps = serde_json::to_string(&steps).map_err(Error::internal)?;
        Ok(())
    })?;
    Ok(case)
}

/// Loads, changes with `f`, and saves one case the caller can see; answers it, and whether it
/// changed (a new version).
fn change(
    tx: &Tx,
    account_id: &str,
    id: &str,
    f: impl FnOnce(&mut CaseRow) -> Result<()>,
) -> Result<(models::TestCase, bool)> {
    let before = load(tx, account_id, id)?;
    let mut row = store::test_cases::get(tx, id)?.ok_or_else(|| Error::not_found("test case"))?;
    f(&mut row)?;
    let after = save(tx, Some(&before), row, before.tag_ids.clone(), account_id)?;
    let changed = after.version != before.version;
    Ok((after, changed))
}

fn apply_status(case: &mut CaseRow, action: StatusAction) -> Result<()> {
    case.status = next_status(case.status, action);
    Ok(())
}

/// Writes `row` with `tags` as the next version of `before` (or as version 1 when new), with a
/// snapshot of what it became. Nothing is written when nothing changed.
fn save(
    tx: &Tx,
    before: Option<&models::TestCase>,
    mut row: CaseRow,
    tags: Vec<String>,
    changed_by: &str,
) -> Result<models::TestCase> {
    let now = time::now();
    let mut after = to_model(&row, tags.clone())?;
    let changes = match before {
        None => vec!["created".to_string()],
        Some(before) => changed_fields(before, &after),
    };
    if changes.is_empty() {
        return Ok(after);
    }
    row.version = before.map_or(1, |b| i64::from(b.version) + 1);
    if before.is_some() {
        row.updated_at = now;
    }
    after.version = u32::try_from(row.version).map_err(Error::internal)?;
    after.updated_at = row.updated_at;
    match before {
        None => store::test_cases::insert(tx, &row)?,
        Some(_) => store::test_cases::update(tx, &row)?,
    }
    // A new case has no tags to replace.
    if before.is_some() || !tags.is_empty() {
        store::test_cases::set_tags(tx, &row.id, &tags)?;
    }
    store::test_cases::insert_version(
        tx,
        &row.id,
        &store::test_cases::VersionRow {
            version: row.version,
            changed_by: changed_by.to_string(),
            changed_at: now,
            changes: serde_json::to_string(&changes).map_err(Error::internal)?,
            snapshot: serde_json::to_string(&after).map_err(Error::internal)?,
        },
    )?;
    Ok(after)
}

/// Names of the fields whose values differ, as the API spells them.
fn changed_fields(before: &models::TestCase, after: &models::TestCase) -> Vec<String> {
    let (Ok(Value::Object(b)), Ok(Value::Object(a))) = (serde_json::to_value(before), serde_json::to_value(after))
    else {
        return vec!["testCase".into()];
    };
    let ignored = ["version", "updatedAt", "createdAt"];
    let keys: BTreeSet<&String> = b.keys().chain(a.keys()).filter(|k| !ignored.contains(&k.as_str())).collect();
    keys.into_iter().filter(|k| b.get(*k) != a.get(*k)).cloned().collect()
}

/// Applies a create/replace input to `row` (a full replace: fields left out take their
/// defaults), checking that its tags and suite are of the case's project.
fn apply_input(tx: &Tx, mut row: CaseRow, input: models::TestCaseInput) -> Result<(CaseRow, Vec<String>)> {
    row.name = required_name("/name", &input.name)?;
    row.description = optional_text(input.description);
    if let Some(severity) = input.severity {
        row.severity = severity;
    }
    row.status = input.status.unwrap_or(models::TestCaseStatus::Draft);
    row.steps = serde_json::to_string(&input.steps.unwrap_or_default()).map_err(Error::internal)?;
    row.automation_id = optional_text(input.automation_id);
    check_automation_id(tx, &row)?;
    row.test_suite_id = match input.test_suite_id {
        Some(suite_id) => match store::suites::get_in_project(tx, &row.project_id, &suite_id)? {
            Some(suite) => Some(suite.id),
            None => return Err(Error::invalid("/testSuiteId", "no such test suite in this project")),
        },
        None => None,
    };
    let mut tags = input.tag_ids.unwrap_or_default();
    let unknown: Vec<FieldError> = tags
        .iter()
        .enumerate()
        .filter(|(_, tag)| !store::test_cases::tag_in_project(tx, &row.project_id, tag).unwrap_or(false))
        .map(|(i, tag)| FieldError::new(format!("/tagIds/{i}"), format!("no tag {tag} in this project")))
        .collect();
    if !unknown.is_empty() {
        return Err(Error::invalid_fields(unknown));
    }
    tags.sort();
    tags.dedup();
    Ok((row, tags))
}

/// A case's automation id must be its own in the project: 409 naming the case that has it.
pub fn check_automation_id(conn: &Conn, row: &CaseRow) -> Result<()> {
    let Some(automation_id) = &row.automation_id else { return Ok(()) };
    match store::test_cases::by_automation_id(conn, &row.project_id, automation_id)? {
        Some(other) if other.id != row.id => Err(Error::conflict(format!(
            "Test case {} already has the automation id {automation_id:?}: automation ids are unique in a project.",
            other.id
        ))
        .with_errors(vec![FieldError::new("/automationId", format!("already used by test case {}", other.id))])),
        _ => Ok(()),
    }
}

/// `ids` without repeats, when every one of them is a case the caller can see; otherwise a 404
/// that lists each id at fault, and nothing changes.
fn all_visible(tx: &Tx, account_id: &str, mut ids: Vec<String>) -> Result<Vec<String>> {
    let mut seen = BTreeSet::new();
    ids.retain(|id| seen.insert(id.clone()));
    let found: BTreeSet<String> =
        store::test_cases::get_visible_many(tx, account_id, &ids)?.into_iter().map(|c| c.id).collect();
    let missing: Vec<FieldError> = ids
        .iter()
        .enumerate()
        .filter(|(_, id)| !found.contains(*id))
        .map(|(i, id)| FieldError::new(format!("/ids/{i}"), format!("no test case {id} visible to you")))
        .collect();
    if missing.is_empty() {
        return Ok(ids);
    }
    Err(Error::new(
        Kind::NotFound,
        format!("Nothing was changed: {} of the ids are unknown or not visible to you; see `errors`.", missing.len()),
    )
    .with_errors(missing))
}

fn check_version(if_match: &str, current: u32) -> Result<()> {
    let given = if_match.trim().trim_start_matches("W/").trim_matches('"');
    if given == "*" || given.parse::<u32>() == Ok(current) {
        return Ok(());
    }
    Err(Error::new(
        Kind::PreconditionFailed,
        format!("The test case is at version {current}, not {given}: reload it and reapply your change."),
    ))
}

/// The case as the API shows it, if the caller can see it.
fn load(conn: &Conn, account_id: &str, id: &str) -> Result<models::TestCase> {
    let row = store::test_cases::get_visible(conn, account_id, id)?.ok_or_else(|| Error::not_found("test case"))?;
    let tags = store::test_cases::tag_ids(conn, std::slice::from_ref(&row.id))?.pop().unwrap_or_default();
    to_model(&row, tags)
}

/// The case as the API shows it, by id alone (for changes another visible object drives).
fn load_row(conn: &Conn, id: &str) -> Result<models::TestCase> {
    let row = store::test_cases::get(conn, id)?.ok_or_else(|| Error::not_found("test case"))?;
    let tags = store::test_cases::tag_ids(conn, std::slice::from_ref(&row.id))?.pop().unwrap_or_default();
    to_model(&row, tags)
}

fn to_models(conn: &Conn, rows: Vec<CaseRow>) -> Result<Vec<models::TestCase>> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut tags: HashMap<String, Vec<String>> =
        ids.iter().cloned().zip(store::test_cases::tag_ids(conn, &ids)?).collect();
    rows.iter().map(|row| to_model(row, tags.remove(&row.id).unwrap_or_default())).collect()
}

fn to_model(row: &CaseRow, tag_ids: Vec<String>) -> Result<models::TestCase> {
    let corrupt =
        |what: &str, e: String| Error::internal(anyhow::anyhow!("test case {} has a bad {what}: {e}", row.id));
    let steps: Vec<models::Step> = serde_json::from_str(&row.steps).map_err(|e| corrupt("steps", e.to_string()))?;
    Ok(models::TestCase::new(
        row.id.clone(),
        row.project_id.clone(),
        row.name.clone(),
        row.description.clone().map_or(swagger::Nullable::Null, swagger::Nullable::Present),
        row.severity,
        row.status,
        steps,
        tag_ids,
        row.test_suite_id.clone().map_or(swagger::Nullable::Null, swagger::Nullable::Present),
        row.created_by.clone(),
        row.team_id.clone(),
        u32::try_from(row.version).map_err(Error::internal)?,
        row.created_at,
        row.updated_at,
        row.automation_id.clone().map_or(swagger::Nullable::Null, swagger::Nullable::Present),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_are_named_and_stay_within_the_limit() {
        assert_eq!(copy_name("Login"), "Login (copy)");
        let long = "x".repeat(200);
        assert_eq!(copy_name(&long).chars().count(), 200);
    }

    #[test]
    fn if_match_accepts_the_current_version_in_any_spelling() {
        for ok in ["3", "\"3\"", "W/\"3\"", "*"] {
            assert!(check_version(ok, 3).is_ok(), "{ok}");
        }
        assert_eq!(check_version("2", 3).unwrap_err().status(), 412);
        assert_eq!(check_version("abc", 3).unwrap_err().status(), 412);
    }
}
