//! Figures about a project: activity over a window, and the space its data takes.
//!
//! The window of a preset of N days runs from now − N days to now. `daily` has one entry per
//! UTC calendar day the window touches, oldest first: N + 1 entries, the first and the last
//! (today) partial, so that the days add up to the window's totals.

use std::collections::HashMap;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use testdeck_api::models::{self, GetProjectOverviewPresetParameter as Preset};

use super::context::RequestContext;
use super::projects::read_in_project;
use crate::domain::time;
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::store::{self, overview::Usage};

/// How many cases the overview's "most failing" and "flaky" lists name at most.
const LISTED: usize = 5;

pub async fn overview(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    preset: Preset,
) -> Result<models::ProjectOverview> {
    let to = time::now();
    let from = to - Duration::days(days_of(preset));
    let (cases, runs, results, failing, mut flaky) =
        read_in_project(state, context, project_id, move |conn, project, _| {
            let (from, to) = (time::to_text(from), time::to_text(to));
            Ok((
                store::overview::case_counts(conn, &project.id)?,
                store::overview::runs_by_day(conn, &project.id, &from, &to)?,
                store::overview::results_by_day(conn, &project.id, &from, &to)?,
                store::flaky::most_failing(conn, &project.id, &from, &to, LISTED as i64)?,
                super::flaky::flaky_cases(conn, &project, None)?,
            ))
        })
        .await?;
    flaky.truncate(LISTED);
    let most_failing = failing
        .into_iter()
        .map(|f| {
            Ok(models::FailingCase::new(
                f.test_case_id,
                f.test_case_name,
                u32::try_from(f.failed).map_err(Error::internal)?,
                u32::try_from(f.results).map_err(Error::internal)?,
            ))
        })
        .collect::<Result<_>>()?;
    let count = |v: i64| u32::try_from(v).map_err(Error::internal);
    let sum = |f: fn(&store::overview::RunDay) -> i64| count(runs.iter().map(f).sum());
    let test_cases = models::ProjectOverviewTestCases::new(
        count(cases.total)?,
        count(cases.draft)?,
        count(cases.active)?,
        count(cases.inactive)?,
    );
    let test_runs = models::ProjectOverviewTestRuns::new(
        sum(|d| d.total)?,
        sum(|d| d.completed)?,
        sum(|d| d.failed)?,
        sum(|d| d.error)?,
        sum(|d| d.stopped)?,
    );
    let all: i64 = results.iter().map(|d| d.total).sum();
    let passed: i64 = results.iter().map(|d| d.passed).sum();
    let runs_on: HashMap<&str, i64> = runs.iter().map(|d| (d.date.as_str(), d.total)).collect();
    let results_on: HashMap<&str, (i64, i64)> =
        results.iter().map(|d| (d.date.as_str(), (d.passed, d.failed))).collect();
    let daily = days(from, to)
        .into_iter()
        .map(|date| {
            let key = date.format("%Y-%m-%d").to_string();
            let (passed, failed) = results_on.get(key.as_str()).copied().unwrap_or((0, 0));
            let runs = runs_on.get(key.as_str()).copied().unwrap_or(0);
            Ok(models::ProjectOverviewDailyInner::new(date, count(runs)?, count(passed)?, count(failed)?))
        })
        .collect::<Result<_>>()?;
    let mut overview =
        models::ProjectOverview::new(preset, from, to, test_cases, test_runs, daily, most_failing, flaky);
    overview.pass_rate = (all > 0).then(|| passed as f64 / all as f64);
    Ok(overview)
}

pub async fn storage_usage(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
) -> Result<models::StorageUsage> {
    read_in_project(state, context, project_id, move |conn, project, _| {
        let cases = store::overview::case_usage(conn, &project.id)?;
        let results = store::overview::result_usage(conn, &project.id)?;
        let events = store::overview::event_usage(conn, &project.id)?;
        let attachments = store::overview::attachment_usage(conn, &project.id)?;
        let model = |u: Usage| models::StorageUsageTestCases::new(u.count, u.bytes);
        Ok(models::StorageUsage::new(
            project.id,
            cases.bytes + results.bytes + events.bytes + attachments.bytes,
            model(cases),
            model(results),
            model(events),
            model(attachments),
        ))
    })
    .await
}

fn days_of(preset: Preset) -> i64 {
    match preset {
        Preset::Last7Days => 7,
        Preset::Last14Days => 14,
        Preset::Last30Days => 30,
        Preset::Last90Days => 90,
    }
}

/// The UTC calendar days from `from`'s to `to`'s, both included, oldest first.
fn days(from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<NaiveDate> {
    from.date_naive().iter_days().take_while(|d| *d <= to.date_naive()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn a_window_of_n_days_touches_n_plus_one_calendar_days() {
        let to = at("2025-03-02T10:00:00.000Z");
        let from = to - Duration::days(days_of(Preset::Last7Days));
        let days = days(from, to);
        assert_eq!(days.len(), 8);
        assert_eq!(days.first().unwrap().to_string(), "2025-02-23");
        assert_eq!(days.last().unwrap().to_string(), "2025-03-02");
    }

    #[test]
    fn a_window_starting_at_midnight_still_names_its_first_day() {
        let to = at("2025-01-31T00:00:00.000Z");
        let days = days(to - Duration::days(30), to);
        assert_eq!(days.len(), 31);
        assert_eq!(days[0].to_string(), "2025-01-01");
    }
}
