//! Uploads (`multipart/form-data`): the body taken apart into its file and its text fields.
//! Read here, with a maintained streaming parser, because the generated router's multipart
//! parser takes the file for JSON. The fields are checked against the operation's schema by
//! the contract, like any other input; the file is the operation's to read.

use std::collections::BTreeMap;

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
