//! Rows for unit tests of the store and of what writes through it: an organization with one
//! account, team and project, and runs of that project, written as SQL so a test needs no
//! operation to set them up.

use super::sql::params;
use chrono::{DateTime, Utc};

use super::{Db, Tx};
use crate::domain::time::to_text;

/// A new database, migrated, in a directory of its own that lasts as long as the `TempDir`.
pub fn database() -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().expect("a directory for the test database");
    let db = Db::open(&dir.path().join("t.db")).expect("the test database");
    (dir, db)
}

/// Organization `o`, account `a` (its owner), team `t` and project `p`, which keeps results
/// for `retention_days`.
pub fn project(tx: &Tx, retention_days: i64) {
    let now = to_text(crate::domain::time::now());
    tx.sql()
        .execute_batch(&format!(
            "INSERT INTO organizations VALUES ('o', 'O', '{now}');
             INSERT INTO accounts VALUES ('a', 'o', 'a@x', 'A', 'h', 'owner', '{now}');
             INSERT INTO teams VALUES ('t', 'o', 'T', 't', '{now}');
             INSERT INTO projects (id, team_id, name, created_by, created_at, updated_at, result_retention_days)
                 VALUES ('p', 't', 'P', 'a', '{now}', '{now}', {retention_days});"
        ))
        .expect("the fixture project");
}

/// A run of project `p` with no cases.
pub fn run(tx: &Tx, id: &str, status: &str, created_at: DateTime<Utc>, finished_at: Option<DateTime<Utc>>) {
    tx.sql()
        .execute(
            "INSERT INTO test_runs (id, project_id, environment_id, created_by, status, search_text, created_at, finished_at)
             VALUES (?1, 'p', 'e', 'a', ?2, '', ?3, ?4)",
            params![id, status, to_text(created_at), finished_at.map(to_text)],
        )
        .expect("the fixture run");
}
