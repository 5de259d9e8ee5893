//! Where the client finds its server and token: `--url` / `--token` (or `TESTDECK_URL` /
//! `TESTDECK_TOKEN`, as CI sets them), else what `testdeck login` stored in the user's config
//! directory (`$XDG_CONFIG_HOME/testdeck/credentials.json`, else
//! `~/.config/testdeck/credentials.json`), readable by its owner only.

use std::io::Write as _;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::Failure;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Profile {
    pub url: String,
    pub token: String,
}

/// The credentials file.
pub fn path() -> Result<PathBuf, Failure> {
    let base = match std::env::var_os("XDG_CONFIG_HOME").filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => match std::env::var_os("HOME").filter(|v| !v.is_empty()) {
            Some(home) => PathBuf::from(home).join(".config"),
            None => {
                return Err(Failure::usage(
                    "cannot tell where to keep credentials: set HOME or XDG_CONFIG_HOME, or pass --url and --token",
                ))
            }
        },
    };
    Ok(base.join("testdeck").join("credentials.json"))
}

/// The stored profile, if `testdeck login` wrote one.
pub fn load() -> Result<Option<Profile>, Failure> {
    let path = path()?;
    match std::fs::read(&path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(|e| {
            Failure::usage(format!("{} is not readable ({e}): run `testdeck login` again", path.display()))
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Failure::usage(format!("cannot read {}: {e}", path.display()))),
    }
}

/// Stores the profile, replacing the file whole, mode 0600 from its creation.
pub fn save(profile: &Profile) -> Result<PathBuf, Failure> {
    let path = path()?;
    let failed = |e: std::io::Error| Failure::usage(format!("cannot write {}: {e}", path.display()));
    let dir = path.parent().expect("the credentials file is in a directory");
    std::fs::create_dir_all(dir).map_err(failed)?;
    let temporary = path.with_extension("json.tmp");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(&temporary).map_err(failed)?;
    let json = serde_json::to_vec_pretty(profile).expect("a profile serializes");
    file.write_all(&json).and_then(|()| file.sync_all()).map_err(failed)?;
    std::fs::rename(&temporary, &path).map_err(failed)?;
    Ok(path)
}

/// Removes the stored profile; answers whether there was one.
pub fn remove() -> Result<bool, Failure> {
    let path = path()?;
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(Failure::usage(format!("cannot remove {}: {e}", path.display()))),
    }
}
