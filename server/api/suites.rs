//! Test suites: groups of test cases of one project. Deleting a suite never deletes its cases;
//! they become ungrouped.

use testdeck_api::models;

use super::context::RequestContext;
use super::projects::{read_in_project, visible, write_in_project};
use super::test_cases;
use crate::domain::{
    ids::new_id,
    names::{optional_text, required_name},
    time,
};
use crate::error::{Error, Kind, Result};
use crate::state::AppState;
use crate::store::suites::{SuiteListFilter, SuiteRow};
use crate::store::test_cases::{CaseFilter, SuiteFilter};
use crate::store::{self, Conn, Paging};

pub async fn create(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::TestSuiteInput,
) -> Result<models::TestSuite> {
    let name = required_name("/name", &input.name)?;
    write_in_project(state, context, project_id, move |tx, project, account_id| {
        let now = time::now();
        let suite = SuiteRow {
            id: new_id("ts"),
            project_id: project.id,
            name,
            description: optional_text(input.description),
            created_by: account_id.to_string(),
            created_at: now,
            updated_at: now,
        };
        store::suites::insert(tx, &suite)?;
        Ok(suite_model(suite))
    })
    .await
}

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    filter: SuiteListFilter,
    paging: Paging,
) -> Result<models::TestSuitePage> {
    read_in_project(state, context, project_id, move |conn, project, _| {
        let (rows, total) = store::suites::list(conn, &project.id, &filter, paging)?;
        Ok(models::TestSuitePage::new(rows.into_iter().map(suite_model).collect(), total, paging.limit, paging.offset))
    })
    .await
}

/// The suites of a project with case counts. `teamIdentifier` (team id or slug) and
/// `projectIdentifier` (project id or name) must describe the project of the path.
pub async fn details(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    team_identifier: String,
    project_identifier: Option<String>,
) -> Result<Vec<models::TestSuiteSummary>> {
    let principal = context.principal()?.clone();
    state
        .db
        .read(move |conn| {
            let project = visible(conn, &principal.account_id, &project_id)?;
            let team = store::teams::get(conn, &principal.organization_id, &project.team_id)?;
            if !team.is_some_and(|t| t.id == team_identifier || t.slug == team_identifier) {
                return Err(Error::new(Kind::NotFound, "The project is not in a team with this id or slug."));
            }
            if project_identifier.is_some_and(|p| p != project.id && p != project.name) {
                return Err(Error::new(Kind::NotFound, "`projectIdentifier` names another project."));
            }
            let suites = store::suites::with_counts(conn, &project.id)?;
            Ok(suites
                .into_iter()
                .map(|(suite, counts)| {
                    let count = |list: &[(String, i64)], key: &str| {
                        list.iter().find(|(k, _)| k == key).map_or(0, |(_, n)| u32::try_from(*n).unwrap_or(u32::MAX))
                    };
                    let s = &counts.by_status;
                    let v = &counts.by_severity;
                    models::TestSuiteSummary::new(
                        suite.id,
                        suite.project_id,
                        suite.name,
                        s.iter().map(|(_, n)| u32::try_from(*n).unwrap_or(u32::MAX)).sum(),
                        models::CountsByStatus::new(count(s, "draft"), count(s, "active"), count(s, "inactive")),
                        models::CountsBySeverity::new(
                            count(v, "critical"),
                            count(v, "high"),
                            count(v, "medium"),
                            count(v, "low"),
                        ),
                    )
                })
                .collect())
        })
        .await
}

pub async fn get(
    state: &AppState,
    context: &RequestContext,
    id: String,
    mut filter: CaseFilter,
) -> Result<models::TestSuiteDetail> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .read(move |conn| {
            let suite = visible_suite(conn, &account_id, &id)?;
            filter.suite = SuiteFilter::Suite(suite.id.clone());
            let cases = test_cases::matching(conn, &suite.project_id, &filter)?;
            let s = suite_model(suite);
            Ok(models::TestSuiteDetail::new(
                s.id,
                s.project_id,
                s.name,
                s.description,
                s.created_by,
                s.created_at,
                s.updated_at,
                cases,
            ))
        })
        .await
}

pub async fn replace(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::TestSuiteInput,
) -> Result<models::TestSuite> {
    let account_id = context.principal()?.account_id.clone();
    let name = required_name("/name", &input.name)?;
    state
        .db
        .write(move |tx| {
            visible_suite(tx, &account_id, &id)?;
            let description = optional_text(input.description);
            store::suites::update(tx, &id, &name, description.as_deref(), &time::now_text())?;
            visible_suite(tx, &account_id, &id).map(suite_model)
        })
        .await
}

pub async fn delete(state: &AppState, context: &RequestContext, id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            visible_suite(tx, &account_id, &id)?;
            test_cases::before_suite_delete(tx, &id, &account_id)?;
            store::suites::delete(tx, &id)?;
            Ok(models::Deleted::new(id, true))
        })
        .await
}

fn visible_suite(conn: &Conn, account_id: &str, id: &str) -> Result<SuiteRow> {
    store::suites::get_visible(conn, account_id, id)?.ok_or_else(|| Error::not_found("test suite"))
}

fn suite_model(row: SuiteRow) -> models::TestSuite {
    models::TestSuite::new(
        row.id,
        row.project_id,
        row.name,
        row.description.map_or(swagger::Nullable::Null, swagger::Nullable::Present),
        row.created_by,
        row.created_at,
        row.updated_at,
    )
}
