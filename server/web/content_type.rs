//! The content type of a built web file, by its extension. Shared with `build.rs`, which embeds
//! the files, so the binary and `--web-dir` answer the same types.

pub fn of(name: &str) -> Option<&'static str> {
    Some(match name.rsplit_once('.')?.1 {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        _ => return None,
    })
}
