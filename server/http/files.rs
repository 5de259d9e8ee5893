//! Uploads (`multipart/form-data`) and downloads of files: the body taken apart into its file
//! and its text fields, read here with a maintained streaming parser because the generated
//! router's multipart parser takes the file for JSON; the fields are checked against the
//! operation's schema by the contract, like any other input. Downloads answer an attachment's
//! bytes with its own content type.

use std::collections::{BTreeMap, HashMap};

use bytes::Bytes;
use http_body_util::{combinators::BoxBody, Full};
use hyper::{
    header::{HeaderValue, CONTENT_DISPOSITION, CONTENT_TYPE},
    Response, StatusCode,
};
use testdeck_api::{models, Api as _, ImportTestCasesResponse, ImportTestRunResultsResponse};

use super::{json_response, problem_document, Body, Front};
use crate::api::{self, context::RequestContext};
use crate::contract::Operation;
use crate::error::{Error, Result};

/// The name of the file part in every upload of the API.
pub const FILE_PART: &str = "file";

pub struct Upload {
    pub file: Vec<u8>,
    /// The file part's own `filename` and `Content-Type`, when it gave them.
    pub file_name: Option<String>,
    pub file_type: Option<String>,
    /// The text parts by name; the last one wins when a name repeats.
    pub fields: BTreeMap<String, String>,
}

impl Upload {
    pub async fn read(content_type: &str, body: bytes::Bytes) -> Result<Upload> {
        let boundary = multer::parse_boundary(content_type)
            .map_err(|e| Error::invalid(FILE_PART, format!("the multipart body has no usable boundary: {e}")))?;
        let stream = futures::stream::once(async move { Ok::<_, std::convert::Infallible>(body) });
        let mut multipart = multer::Multipart::new(stream, boundary);
        let malformed = |e: multer::Error| Error::invalid(FILE_PART, format!("the multipart body is malformed: {e}"));
        let (mut file, mut file_name, mut file_type, mut fields) = (None, None, None, BTreeMap::new());
        while let Some(field) = multipart.next_field().await.map_err(malformed)? {
            match field.name().map(str::to_string) {
                Some(name) if name == FILE_PART => {
                    file_name = field.file_name().map(str::to_string);
                    file_type = field.content_type().map(ToString::to_string);
                    file = Some(field.bytes().await.map_err(malformed)?.to_vec());
                }
                Some(name) => {
                    let text = field.text().await.map_err(malformed)?;
                    fields.insert(name, text);
                }
                None => {}
            }
        }
        let file = file.ok_or_else(|| Error::invalid(FILE_PART, "is required: send the file as the `file` part"))?;
        Ok(Upload { file, file_name, file_type, fields })
    }

    /// A text field, when given and not blank.
    pub fn text(&self, name: &str) -> Option<String> {
        self.fields.get(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
    }

    /// A text field as the generated type of its value (an enum the contract already checked).
    pub fn choice<T: std::str::FromStr>(&self, name: &str) -> Option<T> {
        self.text(name).and_then(|v| v.parse().ok())
    }
}

/// The answer of an upload operation (their generated response enums share their variants).
macro_rules! upload_answer {
    ($answer:expr, $response:ident) => {
        match $answer {
            $response::Created(envelope) => {
                let body = serde_json::to_vec(&envelope).map_err(Error::internal)?;
                Ok(json_response(StatusCode::CREATED, Bytes::from(body)))
            }
            $response::BadRequest(problem)
            | $response::Unauthorized(problem)
            | $response::NotFound(problem)
            | $response::Conflict(problem)
            | $response::IdempotencyKeyReused(problem)
            | $response::PayloadTooLarge(problem)
            | $response::UnsupportedMediaType(problem)
            | $response::InternalError(problem) => Ok(problem_document(&problem, None)),
            $response::TooManyRequests { body, retry_after } => Ok(problem_document(&body, retry_after)),
        }
    };
}

impl Front {
    /// The uploads (a test-case import, a results import), read here with a maintained
    /// multipart parser (the generated one mistakes the file for JSON), their fields checked
    /// against the contract, then handed to their operation.
    pub(super) async fn upload(
        &self,
        operation: &Operation,
        headers: &hyper::HeaderMap,
        body: Bytes,
        path_params: &HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        let content_type = headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
        let mut upload = Upload::read(content_type, body).await?;
        self.contract.check_form(operation, &upload.fields, FILE_PART)?;
        let param = |name: &str| path_params.get(name).cloned().unwrap_or_default();
        if operation.id == "uploadResultAttachment" {
            // Called directly rather than through the generated trait, which would lose the
            // file part's own name and content type.
            let file = api::attachments::NewFile {
                name: upload.text("name").or(upload.file_name).unwrap_or_default(),
                content_type: upload.file_type,
                bytes: upload.file,
            };
            let attachment =
                api::attachments::upload(&self.state, context, param("id"), param("resultId"), file).await?;
            let body = serde_json::to_vec(&models::AttachmentEnvelope::new(attachment)).map_err(Error::internal)?;
            return Ok(json_response(StatusCode::CREATED, Bytes::from(body)));
        }
        let project_id = param("projectId");
        let failed = |e| Error::internal(anyhow::anyhow!("{} failed: {e}", operation.id));
        if operation.id == "importTestCases" {
            let answer = self
                .api
                .import_test_cases(
                    project_id,
                    swagger::ByteArray(std::mem::take(&mut upload.file)),
                    None,
                    upload.text("teamId"),
                    upload.choice("dryRun"),
                    context,
                )
                .await
                .map_err(failed)?;
            return upload_answer!(answer, ImportTestCasesResponse);
        }
        let answer = self
            .api
            .import_test_run_results(
                project_id,
                swagger::ByteArray(std::mem::take(&mut upload.file)),
                upload.text("environmentId").unwrap_or_default(),
                None,
                upload.text("name"),
                upload.text("testSuiteId"),
                upload.choice("createMissingCases"),
                upload.choice("matchBy"),
                context,
            )
            .await
            .map_err(failed)?;
        upload_answer!(answer, ImportTestRunResultsResponse)
    }
}

impl Front {
    /// An attachment's bytes, with the content type it was stored with, as a download (never
    /// shown inline: `Content-Disposition: attachment`; `nosniff` is on every answer).
    pub(super) async fn download(
        &self,
        operation_id: &str,
        path_params: &HashMap<String, String>,
        context: &RequestContext,
    ) -> Result<Response<Body>, Error> {
        let param = |name: &str| path_params.get(name).cloned().unwrap_or_default();
        let file = match operation_id {
            "downloadAttachment" => api::attachments::download(&self.state, context, param("id")).await?,
            "downloadSharedResultAttachment" => {
                api::sharing::shared_result_attachment(&self.state, param("token"), param("attachmentId")).await?
            }
            _ => api::sharing::shared_run_attachment(&self.state, param("token"), param("attachmentId")).await?,
        };
        let mut response = Response::new(BoxBody::new(Full::new(Bytes::from(file.bytes))));
        let headers = response.headers_mut();
        let content_type =
            HeaderValue::from_str(&file.content_type).unwrap_or(HeaderValue::from_static("application/octet-stream"));
        headers.insert(CONTENT_TYPE, content_type);
        headers.insert(CONTENT_DISPOSITION, content_disposition(&file.name));
        Ok(response)
    }
}

/// What RFC 8187 lets through unencoded (`attr-char`).
const ATTR_CHAR: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'!')
    .remove(b'#')
    .remove(b'$')
    .remove(b'&')
    .remove(b'+')
    .remove(b'-')
    .remove(b'.')
    .remove(b'^')
    .remove(b'_')
    .remove(b'`')
    .remove(b'|')
    .remove(b'~');

/// `attachment; filename="…"` with an ASCII fallback, and the name itself in `filename*`
/// (RFC 6266, RFC 8187).
fn content_disposition(name: &str) -> HeaderValue {
    let fallback: String = name
        .chars()
        .map(|c| if (c.is_ascii_graphic() && c != '"' && c != '\\') || c == ' ' { c } else { '_' })
        .collect();
    let encoded = percent_encoding::utf8_percent_encode(name, ATTR_CHAR);
    HeaderValue::from_str(&format!("attachment; filename=\"{fallback}\"; filename*=UTF-8''{encoded}"))
        .unwrap_or(HeaderValue::from_static("attachment"))
}
