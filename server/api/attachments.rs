//! Files on results: uploaded one at a time (or with a results import), listed on the result,
//! downloaded with their own content type by those who can see the result, or through the
//! share link of its run or of itself (see `sharing`).

use testdeck_api::models;

use super::context::RequestContext;
use super::results::visible_result;
use super::runs::visible_run;
use crate::domain::{
    ids::{new_id, sha256_hex},
    names::optional_text,
    time,
};
use crate::error::{Error, Kind, Result};
use crate::state::AppState;
use crate::store::{self, attachments::AttachmentRow, Conn, Tx};

/// One file, at most.
pub const MAX_ATTACHMENT: usize = 10 * 1024 * 1024;

/// A file as uploaded.
pub struct NewFile {
    pub name: String,
    /// As the upload said, when it said.
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// A file to download.
pub struct File {
    pub name: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// `POST /v1/test-cases/{id}/results/{resultId}/attachments`.
pub async fn upload(
    state: &AppState,
    context: &RequestContext,
    case_id: String,
    result_id: String,
    file: NewFile,
) -> Result<models::Attachment> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .write(move |tx| {
            let result = visible_result(tx, &account_id, &case_id, &result_id)?;
            let project_id =
                store::runs::get(tx, &result.test_run_id)?.ok_or_else(|| Error::not_found("test run"))?.project_id;
            attach(tx, &project_id, &result.id, file).map(model)
        })
        .await
}

/// Stores a file on a result of the project, within the file limit and the project's quota.
pub fn attach(tx: &Tx, project_id: &str, result_id: &str, file: NewFile) -> Result<AttachmentRow> {
    let size = file.bytes.len();
    if size > MAX_ATTACHMENT {
        return Err(Error::new(
            Kind::PayloadTooLarge,
            format!("The file {:?} has {size} bytes; an attachment may have {MAX_ATTACHMENT}.", file.name),
        ));
    }
    let quota =
        store::projects::get(tx, project_id)?.ok_or_else(|| Error::not_found("project"))?.attachment_quota_bytes;
    let used = store::overview::attachment_usage(tx, project_id)?.bytes;
    let size = size as i64;
    if used + size > quota {
        return Err(Error::new(
            Kind::PayloadTooLarge,
            format!(
                "The project's attachments take {used} of its {quota} bytes; this file of {size} bytes does not fit. \
                 Raise `attachmentQuotaBytes` in the project settings, or let old results expire."
            ),
        ));
    }
    let name = optional_text(Some(file.name)).unwrap_or_else(|| "attachment".into());
    let row = AttachmentRow {
        id: new_id("att"),
        result_id: result_id.to_string(),
        project_id: project_id.to_string(),
        // A generic type says nothing the name does not say better.
        content_type: file
            .content_type
            .filter(|t| valid_media_type(t) && !t.starts_with("application/octet-stream"))
            .unwrap_or_else(|| guess_type(&name).into()),
        name,
        size,
        sha256: sha256_hex(&file.bytes),
        created_at: time::now(),
    };
    store::attachments::insert(tx, &row, &file.bytes)?;
    Ok(row)
}

/// `GET /v1/attachments/{id}`, for those who can see its result.
pub async fn download(state: &AppState, context: &RequestContext, id: String) -> Result<File> {
    let account_id = context.principal()?.account_id.clone();
    state
        .db
        .read(move |conn| {
            let row = store::attachments::get(conn, &id)?.ok_or_else(|| Error::not_found("attachment"))?;
            let result = store::results::get(conn, &row.result_id)?.ok_or_else(|| Error::not_found("attachment"))?;
            visible_run(conn, &account_id, &result.test_run_id).map_err(|_| Error::not_found("attachment"))?;
            file_of(conn, row)
        })
        .await
}

/// The bytes of an attachment, to download.
pub fn file_of(conn: &Conn, row: AttachmentRow) -> Result<File> {
    let bytes = store::attachments::content(conn, &row.id)?.ok_or_else(|| Error::not_found("attachment"))?;
    Ok(File { name: row.name, content_type: row.content_type, bytes })
}

/// The attachments of a result, as the API lists them.
pub fn of_result(conn: &Conn, result_id: &str) -> Result<Vec<models::Attachment>> {
    Ok(store::attachments::of_results(conn, &[result_id.to_string()])?.into_iter().map(model).collect())
}

fn model(row: AttachmentRow) -> models::Attachment {
    models::Attachment::new(row.id, row.result_id, row.name, row.content_type, row.size, row.sha256, row.created_at)
}

/// `type/subtype` with token characters (parameters such as `; charset=utf-8` allowed).
fn valid_media_type(value: &str) -> bool {
    let essence = value.split(';').next().unwrap_or_default().trim();
    let token = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&b));
    value.len() <= 255
        && !value.chars().any(char::is_control)
        && essence.split_once('/').is_some_and(|(kind, sub)| token(kind) && token(sub))
}

/// The media type a file's name suggests; `application/octet-stream` when it suggests none.
fn guess_type(name: &str) -> &'static str {
    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "svg" => "image/svg+xml",
        "txt" | "log" => "text/plain",
        "html" | "htm" => "text/html",
        "json" => "application/json",
        "xml" => "application/xml",
        "zip" => "application/zip",
        "webm" => "video/webm",
        "mp4" => "video/mp4",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_types_are_kept_when_well_formed_and_guessed_otherwise() {
        assert!(valid_media_type("image/png"));
        assert!(valid_media_type("text/plain; charset=utf-8"));
        assert!(!valid_media_type("png"));
        assert!(!valid_media_type("text/plain\r\nX-Evil: 1"));
        assert_eq!(guess_type("Shot.PNG"), "image/png");
        assert_eq!(guess_type("trace"), "application/octet-stream");
    }
}
