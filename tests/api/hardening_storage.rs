//! Hardening of what is stored: owner-only files, consistent backups, no acknowledged write
//! lost to a SIGKILL.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::*;

/// The database file was created 0644, readable by every user of the machine, and it holds the
/// signing and data keys unless they are configured.
#[tokio::test]
async fn the_database_files_are_readable_by_their_owner_only() {
    use std::os::unix::fs::PermissionsExt as _;
    let server = TestServer::start_sqlite().await;
    server.signed_up().await; // something written, so the WAL is in use
    let database = server.database_path();
    for suffix in ["", "-wal", "-shm"] {
        let path = format!("{}{suffix}", database.display());
        let mode = std::fs::metadata(&path).unwrap_or_else(|e| panic!("{path}: {e}")).permissions().mode();
        assert_eq!(mode & 0o077, 0, "{path} has mode {:o}", mode & 0o777);
    }
}

/// There was no way to copy a live database consistently. `testdeck backup` makes one, owner
/// only, and a server started on it has everything.
#[tokio::test]
async fn a_backup_taken_while_the_server_runs_restores_everything() {
    use std::os::unix::fs::PermissionsExt as _;
    let server = TestServer::start_sqlite().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Kept").await;
    let dir = tempfile::tempdir().unwrap();
    let destination = dir.path().join("backup.db");
    let backup = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_testdeck"))
            .arg("backup")
            .arg("--database")
            .arg(server.database_path())
            .arg(&destination)
            .output()
            .expect("run testdeck backup")
    };
    let first = backup();
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let mode = std::fs::metadata(&destination).unwrap().permissions().mode();
    assert_eq!(mode & 0o077, 0, "the backup is owner-only: {:o}", mode & 0o777);
    let again = backup();
    assert!(!again.status.success(), "an existing file is never overwritten");
    assert!(String::from_utf8_lossy(&again.stderr).contains("must not exist"));

    let restored = TestServer::start_from(&destination).await;
    let token = restored.login(&user.email).await;
    assert!(restored.project_ids(Some(&token)).await.contains(&project), "the project came back");
}

/// Nothing acknowledged is lost: writes answered 201 while the process is SIGKILLed under load
/// are all there after the restart.
#[tokio::test]
async fn acknowledged_writes_survive_a_sigkill_under_load() {
    let mut server = TestServer::start().await;
    let (user, project) = user_with_project(&server).await;
    let acknowledged = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writers: Vec<_> = (0..8)
        .map(|writer| {
            let (client, url, token) = (
                reqwest::Client::new(),
                server.url(&format!("/v1/projects/{project}/tags")),
                user.access_token.clone(),
            );
            let (acknowledged, stop) = (acknowledged.clone(), stop.clone());
            tokio::spawn(async move {
                for n in 0.. {
                    if stop.load(std::sync::atomic::Ordering::SeqCst) {
                        break;
                    }
                    let body = json!({ "name": format!("w{writer}-{n}") });
                    let Ok(reply) = client.post(&url).bearer_auth(&token).json(&body).send().await else { break };
                    if reply.status() == StatusCode::CREATED {
                        let tag: serde_json::Value = reply.json().await.unwrap_or_default();
                        if let Some(id) = tag["payload"]["id"].as_str() {
                            acknowledged.lock().unwrap().push(id.to_string());
                        }
                    }
                }
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(700)).await;
    server.restart().await; // SIGKILL mid-flight, then start on the same file
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    for writer in writers {
        let _ = writer.await;
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(acknowledged.len() > 20, "the load was real: {} writes acknowledged", acknowledged.len());
    let mut stored = std::collections::HashSet::new();
    for offset in (0..).step_by(100) {
        let page = get_ok(&server, &user, &format!("/v1/projects/{project}/tags?limit=100&offset={offset}")).await;
        let ids = ids_of(&page["items"]);
        if ids.is_empty() {
            break;
        }
        stored.extend(ids);
    }
    let lost: Vec<&String> = acknowledged.iter().filter(|id| !stored.contains(*id)).collect();
    assert!(lost.is_empty(), "{} of {} acknowledged writes were lost: {lost:?}", lost.len(), acknowledged.len());
}
