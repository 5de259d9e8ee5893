//! Flaky cases (`GET /v1/projects/{id}/flaky-cases`, and the overview's list): cases whose
//! latest results in an environment both pass and fail. See `domain::flaky` for the rule.

use testdeck_api::models;

use super::context::RequestContext;
use super::projects::read_in_project;
use crate::domain::flaky::flip_rate;
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, flaky::RecentResult, projects::ProjectRow, Conn, Paging};

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    environment_id: Option<String>,
    paging: Paging,
) -> Result<models::FlakyCasePage> {
    read_in_project(state, context, project_id, move |conn, project, _| {
        let all = flaky_cases(conn, &project, environment_id.as_deref())?;
        let total = i64::try_from(all.len()).map_err(Error::internal)?;
        let items = all.into_iter().skip(paging.offset as usize).take(usize::from(paging.limit)).collect();
        Ok(models::FlakyCasePage::new(items, total, paging.limit, paging.offset))
    })
    .await
}

/// The project's flaky cases (in one environment, or in each), flakiest first, then those
/// with the most failures, then by name.
pub fn flaky_cases(conn: &Conn, project: &ProjectRow, environment_id: Option<&str>) -> Result<Vec<models::FlakyCase>> {
    let rows = store::flaky::mixed_recent(conn, &project.id, environment_id, project.flaky_window)?;
    let mut cases: Vec<models::FlakyCase> = Vec::new();
    // Rows come grouped by case and environment, newest first within each group.
    for group in rows.chunk_by(|a, b| a.test_case_id == b.test_case_id && a.environment_id == b.environment_id) {
        cases.push(flaky_case(group)?);
    }
    cases.sort_by(|a, b| {
        b.flip_rate
            .total_cmp(&a.flip_rate)
            .then(b.failed.cmp(&a.failed))
            .then_with(|| a.test_case_name.cmp(&b.test_case_name))
            .then_with(|| a.environment_id.cmp(&b.environment_id))
    });
    Ok(cases)
}

fn flaky_case(group: &[RecentResult]) -> Result<models::FlakyCase> {
    let first = &group[0];
    let statuses: Vec<models::ResultStatus> = group.iter().map(|r| r.status).collect();
    let count = |f: fn(&models::ResultStatus) -> bool| u32::try_from(statuses.iter().filter(|s| f(s)).count());
    let passed = count(|s| *s == models::ResultStatus::Passed).map_err(Error::internal)?;
    let failed =
        count(|s| matches!(s, models::ResultStatus::Failed | models::ResultStatus::Error)).map_err(Error::internal)?;
    let last = group
        .iter()
        .map(|r| models::RecentVerdict::new(r.result_id.clone(), r.test_run_id.clone(), r.status, r.created_at))
        .collect();
    Ok(models::FlakyCase::new(
        first.test_case_id.clone(),
        first.test_case_name.clone(),
        first.environment_id.clone(),
        flip_rate(&statuses),
        passed,
        failed,
        last,
    ))
}
