//! Embeds the API contract and refuses to build when `generated/` was produced from another
//! version of it: the generated trait and the served document must never disagree.
//!
//! It also writes, from the same contract, one `From<Error>` impl per operation's response
//! enum: each documented error status maps to its variant, so a handler can only answer an
//! error the spec lists for it, and nobody keeps those lists by hand.

use serde_json::Value;
use sha2::{Digest, Sha256};
use std::{env, fmt::Write as _, fs, path::Path};

#[path = "server/web/content_type.rs"]
mod content_type;

fn main() {
    let spec_path = "api-spec/openapi.json";
    let stamp_path = "generated/SPEC_SHA256";
    println!("cargo:rerun-if-changed={spec_path}");
    println!("cargo:rerun-if-changed={stamp_path}");

    let spec = fs::read(spec_path).unwrap_or_else(|e| panic!("cannot read {spec_path}: {e}"));
    let actual = hex(&Sha256::digest(&spec));
    let stamp = fs::read_to_string(stamp_path).unwrap_or_default();
    if stamp.trim() != actual {
        panic!(
            "\n\ngenerated/ is stale: it was generated from a spec with sha256 {:?}, \
             but {spec_path} has sha256 {actual}.\nRun ./scripts/generate and commit its output.\n",
            stamp.trim()
        );
    }

    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("openapi.json"), &spec).expect("write embedded spec");
    let doc: Value = serde_json::from_slice(&spec).expect("api-spec/openapi.json is valid JSON");
    fs::write(Path::new(&out_dir).join("error_responses.rs"), error_responses(&doc)).expect("write error_responses.rs");

    println!("cargo:rerun-if-changed=web/dist");
    fs::write(Path::new(&out_dir).join("web_assets.rs"), web_assets("web/dist")).expect("write web_assets.rs");
}

/// The web app's built files (web/dist, committed), as a table the binary serves from memory:
/// `(URL path, content type, ETag, bytes)`.
fn web_assets(dist: &str) -> String {
    let root =
        Path::new(dist).canonicalize().unwrap_or_else(|e| panic!("{dist} is missing ({e}); run `node web/build.mjs`"));
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut code = String::from("pub static EMBEDDED: &[Asset] = &[\n");
    for file in files {
        let url = format!("/{}", file.strip_prefix(&root).expect("under dist").to_string_lossy().replace('\\', "/"));
        let bytes = fs::read(&file).expect("read a built web file");
        let etag = format!("\\\"{}\\\"", &hex(&Sha256::digest(&bytes))[..20]);
        let content_type = content_type::of(&url)
            .unwrap_or_else(|| panic!("web/dist holds {url}, of a type the server does not know"));
        writeln!(
            code,
            "    Asset {{ path: {url:?}, content_type: {content_type:?}, etag: \"{etag}\", body: include_bytes!({:?}) }},",
            file.to_string_lossy()
        )
        .expect("write to a String");
    }
    code.push_str("];\n");
    code
}

fn collect(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("read web/dist") {
        let path = entry.expect("a web/dist entry").path();
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
    }
}

/// `impl From<Error> for XResponse` for every operation, from its documented error statuses.
fn error_responses(doc: &Value) -> String {
    let mut code = String::new();
    for item in doc["paths"].as_object().expect("paths").values() {
        for operation in item.as_object().expect("path item").values() {
            let Some(id) = operation["operationId"].as_str() else { continue };
            let mut arms = String::new();
            for (status, response) in operation["responses"].as_object().expect("responses") {
                let status: u16 = status.parse().expect("numeric status");
                if status < 400 {
                    continue;
                }
                let response = resolve(doc, response);
                let variant = response["x-response-id"].as_str().expect("x-response-id");
                let arm = if response.get("headers").is_some_and(|h| h.get("Retry-After").is_some()) {
                    format!("Self::{variant} {{ retry_after: error.retry_after(), body: error.into_problem() }}")
                } else {
                    format!("Self::{variant}(error.into_problem())")
                };
                writeln!(arms, "            {status} => {arm},").unwrap();
            }
            let name = format!("{}Response", upper_camel(id));
            writeln!(
                code,
                "impl From<Error> for testdeck_api::{name} {{\n    fn from(error: Error) -> Self {{\n        \
                 let error = error.documented_for(&[{statuses}]);\n        match error.status() {{\n{arms}            \
                 _ => unreachable!(\"documented_for returns a documented status\"),\n        }}\n    }}\n}}\n",
                statuses = statuses(doc, operation),
            )
            .unwrap();
        }
    }
    code
}

fn statuses(doc: &Value, operation: &Value) -> String {
    let mut list: Vec<String> = operation["responses"]
        .as_object()
        .expect("responses")
        .iter()
        .filter(|(status, response)| {
            status.parse::<u16>().is_ok_and(|s| s >= 400) && resolve(doc, response).is_object()
        })
        .map(|(status, _)| status.clone())
        .collect();
    list.sort();
    list.join(", ")
}

fn resolve<'a>(doc: &'a Value, value: &'a Value) -> &'a Value {
    match value.get("$ref").and_then(Value::as_str) {
        Some(pointer) => doc.pointer(pointer.trim_start_matches('#')).expect("resolvable $ref"),
        None => value,
    }
}

fn upper_camel(id: &str) -> String {
    let mut chars = id.chars();
    chars.next().map(|c| c.to_ascii_uppercase()).into_iter().chain(chars).collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
