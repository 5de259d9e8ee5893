//! The team-chat integration of a project and its notification settings. The webhook URL and
//! the signing secret are kept only sealed (see `crate::crypto`); [`TeamChatRow`] leaves them
//! out, so nothing that shows the integration can leak them. Only [`webhook`] reads them, for
//! the deliveries.

use super::sql::{params, OptionalExtension, Row, SqlResult};

use super::{from_text, Conn, Tx};

use crate::error::Result;

/// What may be shown of a project's team chat. A row without `connected_at` holds settings
/// chosen before a webhook was connected.
#[derive(Debug, Clone, Default)]
pub struct TeamChatRow {
    /// `scheme://host/…`: the only part of the URL ever shown again.
    pub webhook_display: Option<String>,
    pub channel: Option<String>,
    pub mention: Option<String>,
    pub include_passed: bool,
    pub connected_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// The sealed webhook URL and signing secret of a connected team chat, with its settings.
pub struct SealedWebhook {
    pub url_sealed: Vec<u8>,
    pub secret_sealed: Vec<u8>,
    pub settings: TeamChatRow,
}

pub struct NewWebhook<'a> {
    pub url_sealed: &'a [u8],
    pub secret_sealed: &'a [u8],
    pub display: &'a str,
    pub channel: Option<&'a str>,
    pub now: &'a str,
}

const COLUMNS: &str = "webhook_display, channel, mention, include_passed, connected_at";

/// The project's team chat, connected or not; `None` when nothing was ever set.
pub fn get(conn: &Conn, project_id: &str) -> Result<Option<TeamChatRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {COLUMNS} FROM team_chat_integrations WHERE project_id = ?1"),
            [project_id],
            team_chat_row,
        )
        .optional()?)
}

/// The sealed webhook of the project's team chat, when one is connected.
pub fn webhook(conn: &Conn, project_id: &str) -> Result<Option<SealedWebhook>> {
    Ok(conn
        .sql()
        .query_row(
            &format!(
                "SELECT {COLUMNS}, webhook_url_sealed, signing_secret_sealed FROM team_chat_integrations
                 WHERE project_id = ?1 AND connected_at IS NOT NULL"
            ),
            [project_id],
            |r| Ok(SealedWebhook { settings: team_chat_row(r)?, url_sealed: r.get(5)?, secret_sealed: r.get(6)? }),
        )
        .optional()?)
}

/// Connects (or reconnects) the webhook: URL and secret are replaced; the channel only when
/// one is given; mention and includePassed stay.
pub fn connect(conn: &Tx, project_id: &str, c: &NewWebhook) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO team_chat_integrations
             (project_id, webhook_url_sealed, signing_secret_sealed, webhook_display, channel, connected_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (project_id) DO UPDATE SET
             webhook_url_sealed = excluded.webhook_url_sealed,
             signing_secret_sealed = excluded.signing_secret_sealed,
             webhook_display = excluded.webhook_display,
             channel = COALESCE(excluded.channel, team_chat_integrations.channel),
             connected_at = excluded.connected_at",
        params![project_id, c.url_sealed, c.secret_sealed, c.display, c.channel, c.now],
    )?;
    Ok(())
}

/// Writes channel, mention and includePassed, creating the row (unconnected) when needed.
pub fn set_settings(conn: &Tx, project_id: &str, s: &TeamChatRow) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO team_chat_integrations (project_id, channel, mention, include_passed)
         VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (project_id) DO UPDATE SET
             channel = excluded.channel, mention = excluded.mention, include_passed = excluded.include_passed",
        params![project_id, s.channel, s.mention, s.include_passed],
    )?;
    Ok(())
}

/// Forgets the project's team chat: webhook, secret and settings.
pub fn delete(conn: &Tx, project_id: &str) -> Result<bool> {
    Ok(conn.sql().execute("DELETE FROM team_chat_integrations WHERE project_id = ?1", [project_id])? > 0)
}

/// The name of the project, for messages.
pub fn project_name(conn: &Conn, project_id: &str) -> Result<String> {
    Ok(conn.sql().query_row("SELECT name FROM projects WHERE id = ?1", [project_id], |r| r.get(0))?)
}

/// `(onCompleted, onFailed)` of the project.
pub fn notification_settings(conn: &Conn, project_id: &str) -> Result<(bool, bool)> {
    Ok(conn.sql().query_row(
        "SELECT notify_on_completed, notify_on_failed FROM projects WHERE id = ?1",
        [project_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?)
}

pub fn set_notification_settings(conn: &Tx, project_id: &str, on_completed: bool, on_failed: bool) -> Result<()> {
    conn.sql().execute(
        "UPDATE projects SET notify_on_completed = ?2, notify_on_failed = ?3 WHERE id = ?1",
        params![project_id, on_completed, on_failed],
    )?;
    Ok(())
}

fn team_chat_row(r: &Row) -> SqlResult<TeamChatRow> {
    Ok(TeamChatRow {
        webhook_display: r.get(0)?,
        channel: r.get(1)?,
        mention: r.get(2)?,
        include_passed: r.get(3)?,
        connected_at: r.get::<Option<String>>(4)?.map(|t| from_text(&t)).transpose()?,
    })
}
