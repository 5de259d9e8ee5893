//! The web app and the API reference page, as files: built by `web/build.mjs` into `web/dist`
//! (committed) and embedded in the binary by `build.rs`, so running the product needs nothing
//! but the binary. `--web-dir` serves them from a folder instead, to work on the app without
//! rebuilding the server.

mod content_type;

use std::borrow::Cow;
use std::path::{Path, PathBuf};

/// One built file, embedded.
pub struct Asset {
    /// The URL path it is served at: `/index.html`, `/docs.html`, `/assets/main-3F2A….js`.
    pub path: &'static str,
    pub content_type: &'static str,
    /// A strong validator of the bytes, quoted.
    pub etag: &'static str,
    pub body: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/web_assets.rs"));

/// A file to answer, from the binary or from `--web-dir`.
pub struct File {
    pub content_type: Cow<'static, str>,
    pub etag: Cow<'static, str>,
    pub body: Cow<'static, [u8]>,
    /// Its name carries a hash of its content: it may be cached for good.
    pub immutable: bool,
}

/// The page of the app, served for every browser navigation outside the API.
pub const APP_PAGE: &str = "/index.html";
/// The API reference page.
pub const DOCS_PAGE: &str = "/docs.html";
/// The folder of fingerprinted files.
pub const ASSETS_PREFIX: &str = "/assets/";

#[derive(Clone, Default)]
pub enum Source {
    #[default]
    Embedded,
    Folder(PathBuf),
}

impl Source {
    pub fn new(folder: Option<&Path>) -> Source {
        folder.map_or(Source::Embedded, |f| Source::Folder(f.to_path_buf()))
    }

    /// The file served at `path` (one of the pages, or a path under `/assets/`).
    pub fn file(&self, path: &str) -> Option<File> {
        let immutable = path.starts_with(ASSETS_PREFIX);
        match self {
            Source::Embedded => EMBEDDED.iter().find(|a| a.path == path).map(|a| File {
                content_type: Cow::Borrowed(a.content_type),
                etag: Cow::Borrowed(a.etag),
                body: Cow::Borrowed(a.body),
                immutable,
            }),
            Source::Folder(root) => {
                let relative = path.trim_start_matches('/');
                // Only plain names below the folder: no `..`, no hidden files, nothing another
                // system would read as a separator or a drive.
                let plain = |part: &str| !part.is_empty() && !part.starts_with('.') && !part.contains(['\\', ':']);
                if !relative.split('/').all(plain) {
                    return None;
                }
                let body = std::fs::read(root.join(relative)).ok()?;
                let content_type = content_type::of(relative)?;
                let etag = format!("\"{}\"", crate::domain::ids::sha256_hex(&body));
                Some(File {
                    content_type: Cow::Borrowed(content_type),
                    etag: Cow::Owned(etag),
                    body: Cow::Owned(body),
                    immutable: false,
                })
            }
        }
    }
}
