//! Embeds the API contract and refuses to build when `generated/` was produced from another
//! version of it: the generated trait and the served document must never disagree.

use sha2::{Digest, Sha256};
use std::{env, fs, path::Path};

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

    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("openapi.json");
    fs::write(&out, &spec).expect("write embedded spec");
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
