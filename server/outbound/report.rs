//! The messages Testdeck posts to a team chat: a test message, and the report of a run.
//!
//! Every message is JSON with a ready-to-show `text` (so chats that display `text` of incoming
//! webhooks need nothing else) and the same facts as fields for receivers that format their own.

use serde_json::{json, Value};
use testdeck_api::models::{self, TestRunStatus};

use super::{deliver, TeamChat, Webhook};
use crate::error::{Error, Result};
use crate::store::{self, runs::RunRow, team_chat::SealedWebhook, team_chat::TeamChatRow, Conn};

/// `X-Testdeck-Event` of the test message.
pub const TEST_EVENT: &str = "test";
/// `X-Testdeck-Event` of a run report.
pub const REPORT_EVENT: &str = "test_run.report";
/// Cases listed in a report at most (failures first); the summary counts all of them.
const LISTED_CASES: usize = 50;
/// Characters of one step message kept in a report.
const MESSAGE_CHARS: usize = 300;

/// The test message posted by `POST …/integrations/team_chat/test`.
pub fn test_message(project_id: &str, project_name: &str, settings: &TeamChatRow) -> Value {
    json!({
        "event": TEST_EVENT,
        "text": format!("Testdeck test message for project \"{project_name}\": the team chat is connected."),
        "channel": settings.channel,
        "project": { "id": project_id, "name": project_name },
        "sentAt": crate::domain::time::now(),
    })
}

/// The report of `run`, as the project's team-chat settings shape it: the summary, failed
/// (and erred) cases with their step messages, passed cases too when `includePassed`, and the
/// mention when the run did not complete.
pub fn run_report(conn: &Conn, run: &RunRow, settings: &TeamChatRow) -> Result<Value> {
    let project_name = store::team_chat::project_name(conn, &run.project_id)?;
    let summary = store::runs::summary(conn, &run.id)?;
    let results = store::results::of_run(conn, &run.id)?;
    let status = run.status;
    let failing = matches!(status, TestRunStatus::Failed | TestRunStatus::Error);

    let mut failures = Vec::new();
    let mut passed = Vec::new();
    for result in &results {
        match result.status {
            models::ResultStatus::Failed | models::ResultStatus::Error => {
                let steps: Vec<models::StepResult> = serde_json::from_str(&result.steps).map_err(Error::internal)?;
                let messages: Vec<String> = steps
                    .iter()
                    .filter(|s| matches!(s.status, models::ResultStatus::Failed | models::ResultStatus::Error))
                    .filter_map(|s| match &s.message {
                        swagger::Nullable::Present(m) => Some(format!("step {}: {}", s.index + 1, clip(m))),
                        swagger::Nullable::Null => None,
                    })
                    .collect();
                failures.push(json!({
                    "testCaseId": result.test_case_id,
                    "name": result.test_case_name,
                    "status": result.status,
                    "messages": messages,
                }));
            }
            models::ResultStatus::Passed if settings.include_passed => {
                passed.push(json!({ "testCaseId": result.test_case_id, "name": result.test_case_name }));
            }
            _ => {}
        }
    }
    let more_failures = failures.len().saturating_sub(LISTED_CASES);
    failures.truncate(LISTED_CASES);
    let more_passed = passed.len().saturating_sub(LISTED_CASES.saturating_sub(failures.len()));
    passed.truncate(LISTED_CASES.saturating_sub(failures.len()));

    let mention = settings.mention.clone().filter(|_| failing);
    let mut text = format!(
        "Run {} of \"{project_name}\" {status}: {} of {} passed, {} failed, {} errors, {} skipped.",
        run.id, summary.passed, summary.total, summary.failed, summary.error, summary.skipped
    );
    if let Some(reason) = &run.status_reason {
        text.push_str(&format!(" ({})", clip(reason)));
    }
    if let Some(mention) = &mention {
        text.push(' ');
        text.push_str(mention);
    }
    for failure in &failures {
        text.push_str(&format!(
            "\n✗ {} ({})",
            failure["name"].as_str().unwrap_or(""),
            failure["status"].as_str().unwrap_or("")
        ));
        for message in failure["messages"].as_array().into_iter().flatten() {
            text.push_str(&format!("\n    {}", message.as_str().unwrap_or("")));
        }
    }
    if more_failures > 0 {
        text.push_str(&format!("\n… and {more_failures} more failed"));
    }
    for case in &passed {
        text.push_str(&format!("\n✓ {}", case["name"].as_str().unwrap_or("")));
    }
    if more_passed > 0 {
        text.push_str(&format!("\n… and {more_passed} more passed"));
    }

    let mut report = json!({
        "event": REPORT_EVENT,
        "text": text,
        "channel": settings.channel,
        "mention": mention,
        "project": { "id": run.project_id, "name": project_name },
        "run": {
            "id": run.id,
            "status": status,
            "statusReason": run.status_reason,
            "environmentId": run.environment_id,
            "testCaseId": run.test_case_id,
            "testSuiteId": run.test_suite_id,
            "createdAt": run.created_at,
            "startedAt": run.started_at,
            "finishedAt": run.finished_at,
            "summary": summary,
        },
        "failures": failures,
        "sentAt": crate::domain::time::now(),
    });
    if settings.include_passed {
        report["passed"] = json!(passed);
    }
    Ok(report)
}

impl TeamChat {
    /// The URL and secret of a stored webhook, opened with the data key.
    fn open(&self, sealed: &SealedWebhook) -> Result<Webhook> {
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).map_err(Error::internal);
        Ok(Webhook {
            url: text(self.data_key.open(&sealed.url_sealed)?)?,
            secret: text(self.data_key.open(&sealed.secret_sealed)?)?,
        })
    }

    /// Delivers `message` to a stored webhook.
    pub async fn send(&self, sealed: &SealedWebhook, event: &str, message: &Value) -> Result<models::Delivery> {
        let webhook = self.open(sealed)?;
        Ok(deliver(&webhook, event, message, &self.policy).await)
    }

    /// The automatic report of a run that just ended: `None` when the project's notification
    /// settings do not ask for one or no team chat is connected.
    pub async fn automatic(&self, run_id: &str) -> Result<Option<models::Delivery>> {
        let id = run_id.to_string();
        let prepared = self
            .db
            .read(move |conn| {
                let Some(run) = store::runs::get(conn, &id)? else { return Ok(None) };
                let (on_completed, on_failed) = store::team_chat::notification_settings(conn, &run.project_id)?;
                let wanted = match run.status {
                    TestRunStatus::Completed => on_completed,
                    TestRunStatus::Failed | TestRunStatus::Error => on_failed,
                    _ => false,
                };
                if !wanted {
                    return Ok(None);
                }
                let Some(webhook) = store::team_chat::webhook(conn, &run.project_id)? else { return Ok(None) };
                let report = run_report(conn, &run, &webhook.settings)?;
                Ok(Some((webhook, report)))
            })
            .await?;
        match prepared {
            Some((webhook, report)) => Ok(Some(self.send(&webhook, REPORT_EVENT, &report).await?)),
            None => Ok(None),
        }
    }
}

/// At most [`MESSAGE_CHARS`] characters, with `…` when cut.
fn clip(text: &str) -> String {
    match text.char_indices().nth(MESSAGE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}
