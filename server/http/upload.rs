//! The test-case import upload: the multipart body taken apart into the operation's inputs.

use crate::error::{Error, Result};

/// The parts of an import upload (`multipart/form-data`). Read here, with a maintained
/// streaming parser, because the generated router's multipart parser takes the file for JSON.
pub struct Upload {
    pub file: Vec<u8>,
    pub team_id: Option<String>,
    pub dry_run: bool,
}

impl Upload {
    pub async fn read(content_type: &str, body: bytes::Bytes) -> Result<Upload> {
        let boundary = multer::parse_boundary(content_type)
            .map_err(|e| Error::invalid("file", format!("the multipart body has no usable boundary: {e}")))?;
        let stream = futures::stream::once(async move { Ok::<_, std::convert::Infallible>(body) });
        let mut multipart = multer::Multipart::new(stream, boundary);
        let malformed = |e: multer::Error| Error::invalid("file", format!("the multipart body is malformed: {e}"));
        let (mut file, mut team_id, mut dry_run) = (None, None, false);
        while let Some(field) = multipart.next_field().await.map_err(malformed)? {
            match field.name() {
                Some("file") => file = Some(field.bytes().await.map_err(malformed)?.to_vec()),
                Some("teamId") => team_id = Some(field.text().await.map_err(malformed)?),
                Some("dryRun") => match field.text().await.map_err(malformed)?.as_str() {
                    "true" => dry_run = true,
                    "false" => dry_run = false,
                    _ => return Err(Error::invalid("dryRun", "must be true or false")),
                },
                _ => {}
            }
        }
        let file = file.ok_or_else(|| Error::invalid("file", "is required: send the file as the `file` part"))?;
        Ok(Upload { file, team_id: team_id.filter(|t| !t.is_empty()), dry_run })
    }
}
