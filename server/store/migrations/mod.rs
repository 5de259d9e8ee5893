//! Schema versions, applied in order at start, in one list for both engines.
//!
//! SQLite: `PRAGMA user_version` records how many are applied. Most are SQL files; a change of
//! stored JSON that SQL cannot express well is a Rust function, applied in the same way: in one
//! transaction with the version it brings.
//!
//! PostgreSQL came at version [`POSTGRES_BASELINE`]: a new database gets that version's schema
//! at once (`postgres/0014_schema.sql`), and each later version has its PostgreSQL form in
//! [`POSTGRES`] beside its SQLite one. `testdeck_schema` records the version; servers starting
//! together migrate one at a time (an advisory lock).

use anyhow::Context as _;
use rusqlite::{Connection, Transaction, TransactionBehavior};
use serde_json::Value;

enum Migration {
    Sql(&'static str),
    Rust(fn(&Transaction) -> anyhow::Result<()>),
}

const MIGRATIONS: &[Migration] = &[
    Migration::Sql(include_str!("0001_foundation.sql")),
    Migration::Sql(include_str!("0002_test_design.sql")),
    Migration::Sql(include_str!("0003_runs.sql")),
    Migration::Sql(include_str!("0004_outbound.sql")),
    Migration::Sql(include_str!("0005_audit.sql")),
    Migration::Rust(expected_values_as_json),
    Migration::Sql(include_str!("0007_secret_variables.sql")),
    Migration::Sql(include_str!("0008_list_indexes.sql")),
    Migration::Sql(include_str!("0009_retention_index.sql")),
    Migration::Rust(results_import),
    Migration::Sql(include_str!("0011_flaky_window.sql")),
    Migration::Sql(include_str!("0012_attachments.sql")),
    Migration::Sql(include_str!("0013_idempotency_keys.sql")),
    Migration::Sql(include_str!("0014_case_counts.sql")),
    Migration::Sql(include_str!("0015_shared_servers.sql")),
    Migration::Sql(include_str!("0016_case_storage.sql")),
    Migration::Sql(include_str!("0017_run_storage.sql")),
    Migration::Sql(include_str!("0018_case_search.sql")),
];

/// The version PostgreSQL begins at, and its schema.
const POSTGRES_BASELINE: (usize, &str) = (14, include_str!("postgres/0014_schema.sql"));

/// The PostgreSQL form of each version after the baseline, in order: `POSTGRES[0]` is version 15.
const POSTGRES: &[&str] = &[
    include_str!("postgres/0015_shared_servers.sql"),
    include_str!("postgres/0016_case_storage.sql"),
    include_str!("postgres/0017_run_storage.sql"),
    include_str!("postgres/0018_case_search.sql"),
];

/// Key of the advisory lock held while a server migrates a PostgreSQL database.
const POSTGRES_MIGRATION_LOCK: i64 = 0x7465_7374_6465_636b; // "testdeck"

pub fn migrate_postgres(client: &mut postgres::Client) -> anyhow::Result<()> {
    client.execute("SELECT pg_advisory_lock($1)", &[&POSTGRES_MIGRATION_LOCK])?;
    let migrated = migrate_postgres_locked(client);
    let unlocked = client.execute("SELECT pg_advisory_unlock($1)", &[&POSTGRES_MIGRATION_LOCK]);
    migrated?;
    unlocked?;
    Ok(())
}

fn migrate_postgres_locked(client: &mut postgres::Client) -> anyhow::Result<()> {
    client.batch_execute("CREATE TABLE IF NOT EXISTS testdeck_schema (version BIGINT NOT NULL)")?;
    let applied: Option<i64> = client.query_opt("SELECT version FROM testdeck_schema", &[])?.map(|r| r.get(0));
    let latest = POSTGRES_BASELINE.0 + POSTGRES.len();
    let applied = match applied {
        Some(version) => usize::try_from(version)?,
        None => {
            let mut tx = client.transaction()?;
            tx.batch_execute(POSTGRES_BASELINE.1).context("the schema of version 14")?;
            tx.execute("INSERT INTO testdeck_schema (version) VALUES ($1)", &[&i64::try_from(POSTGRES_BASELINE.0)?])?;
            tx.commit()?;
            tracing::info!(version = POSTGRES_BASELINE.0, "created the database schema");
            POSTGRES_BASELINE.0
        }
    };
    anyhow::ensure!(
        applied <= latest,
        "the database has schema version {applied}, newer than this Testdeck ({latest}); use a newer binary"
    );
    for (index, sql) in POSTGRES.iter().enumerate().skip(applied - POSTGRES_BASELINE.0) {
        let version = POSTGRES_BASELINE.0 + index + 1;
        let mut tx = client.transaction()?;
        tx.batch_execute(sql).with_context(|| format!("migration {version}"))?;
        tx.execute("UPDATE testdeck_schema SET version = $1", &[&i64::try_from(version)?])?;
        tx.commit()?;
        tracing::info!(version, "applied database migration");
    }
    Ok(())
}

pub fn migrate_sqlite(conn: &mut Connection) -> anyhow::Result<()> {
    let applied: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let applied = usize::try_from(applied)?;
    anyhow::ensure!(
        applied <= MIGRATIONS.len(),
        "the database has schema version {applied}, newer than this Testdeck ({}); use a newer binary",
        MIGRATIONS.len()
    );
    for (index, migration) in MIGRATIONS.iter().enumerate().skip(applied) {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        match migration {
            Migration::Sql(sql) => tx.execute_batch(sql).map_err(anyhow::Error::from),
            Migration::Rust(change) => change(&tx),
        }
        .with_context(|| format!("migration {}", index + 1))?;
        tx.pragma_update(None, "user_version", i64::try_from(index + 1)?)?;
        tx.commit()?;
        tracing::info!(version = index + 1, "applied database migration");
    }
    Ok(())
}

/// 6: the `equals` of a JSON expectation was JSON text (`"\"ok\""`); it is the JSON value
/// itself now (`"ok"`). Every stored step is rewritten: cases, the cases a run snapshotted, and
/// the snapshots of case versions. Text that is not JSON stays a string, which is what it
/// could only ever have meant.
fn expected_values_as_json(tx: &Transaction) -> anyhow::Result<()> {
    rewrite(tx, "test_cases", "steps", values_in_steps)?;
    rewrite(tx, "test_run_cases", "steps", values_in_steps)?;
    rewrite(tx, "test_case_versions", "snapshot", |snapshot| values_in_steps(&mut snapshot["steps"]))?;
    Ok(())
}

/// Rewrites the JSON of `column` in every row of `table` where `change` changed something.
fn rewrite(tx: &Transaction, table: &str, column: &str, change: impl Fn(&mut Value) -> bool) -> anyhow::Result<()> {
    let rows: Vec<(i64, String)> = tx
        .prepare(&format!("SELECT rowid, {column} FROM {table}"))?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut update = tx.prepare(&format!("UPDATE {table} SET {column} = ?2 WHERE rowid = ?1"))?;
    for (rowid, text) in rows {
        let mut value: Value =
            serde_json::from_str(&text).with_context(|| format!("{table}.{column} of row {rowid}"))?;
        if change(&mut value) {
            update.execute(rusqlite::params![rowid, value.to_string()])?;
        }
    }
    Ok(())
}

/// 10: the columns of result import (`0010_results_import.sql`), and `automationId: null` in
/// the snapshots of case versions written before cases had one, so every snapshot reads as the
/// case it was.
fn results_import(tx: &Transaction) -> anyhow::Result<()> {
    tx.execute_batch(include_str!("0010_results_import.sql"))?;
    rewrite(tx, "test_case_versions", "snapshot", |snapshot| match snapshot.as_object_mut() {
        Some(object) if !object.contains_key("automationId") => {
            object.insert("automationId".into(), Value::Null);
            true
        }
        _ => false,
    })
}

/// Turns each `equals` text of `steps[*].expect.json[*]` into its value; answers whether any was.
fn values_in_steps(steps: &mut Value) -> bool {
    let mut changed = false;
    for step in steps.as_array_mut().into_iter().flatten() {
        for expectation in step["expect"]["json"].as_array_mut().into_iter().flatten() {
            if let Some(text) = expectation["equals"].as_str() {
                expectation["equals"] = serde_json::from_str(text).unwrap_or_else(|_| Value::from(text));
                changed = true;
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_version_after_the_postgres_baseline_has_its_postgres_form() {
        assert_eq!(MIGRATIONS.len(), POSTGRES_BASELINE.0 + POSTGRES.len(), "add the change to POSTGRES too");
    }

    #[test]
    fn expected_json_text_becomes_the_value_it_spelled() {
        let mut steps = serde_json::json!([
            { "action": "look" },
            { "request": { "method": "GET", "path": "/" },
              "expect": { "json": [{ "pointer": "/a", "equals": "\"ok\"" }, { "pointer": "/b", "equals": "2" },
                                   { "pointer": "/c", "equals": "{\"x\": [1]}" }, { "pointer": "/d", "equals": "not json" }] } }
        ]);
        assert!(values_in_steps(&mut steps));
        let json = &steps[1]["expect"]["json"];
        assert_eq!(json[0]["equals"], "ok");
        assert_eq!(json[1]["equals"], 2);
        assert_eq!(json[2]["equals"], serde_json::json!({ "x": [1] }));
        assert_eq!(json[3]["equals"], "not json");
        assert!(!values_in_steps(&mut serde_json::json!([{ "action": "look" }])), "nothing to change");
    }

    #[test]
    fn a_database_of_version_5_is_upgraded_with_its_cases_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = Connection::open(dir.path().join("v5.db")).unwrap();
        for migration in &MIGRATIONS[..5] {
            let Migration::Sql(sql) = migration else { panic!("versions 1 to 5 are SQL") };
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 5).unwrap();
        let old_steps =
            r#"[{"request":{"method":"GET","path":"/"},"expect":{"json":[{"pointer":"/a","equals":"\"ok\""}]}}]"#;
        conn.execute_batch(&format!(
            "INSERT INTO organizations VALUES ('o', 'O', 't');
             INSERT INTO accounts VALUES ('a', 'o', 'a@x', 'A', 'h', 'owner', 't');
             INSERT INTO teams VALUES ('t', 'o', 'T', 't', 't');
             INSERT INTO projects (id, team_id, name, created_by, created_at, updated_at) VALUES ('p', 't', 'P', 'a', 't', 't');
             INSERT INTO test_cases (id, project_id, team_id, name, severity, status, steps, created_by, version,
                                     created_at, updated_at)
                 VALUES ('c', 'p', 't', 'C', 'medium', 'draft', '{old_steps}', 'a', 1, 't', 't');
             INSERT INTO test_case_versions VALUES ('c', 1, 'a', 't', '[\"created\"]', '{{\"name\":\"C\",\"steps\":[]}}');"
        ))
        .unwrap();
        migrate_sqlite(&mut conn).unwrap();
        let steps: String = conn.query_row("SELECT steps FROM test_cases WHERE id = 'c'", [], |r| r.get(0)).unwrap();
        let steps: Value = serde_json::from_str(&steps).unwrap();
        assert_eq!(steps[0]["expect"]["json"][0]["equals"], "ok");
        let snapshot: String = conn.query_row("SELECT snapshot FROM test_case_versions", [], |r| r.get(0)).unwrap();
        let snapshot: Value = serde_json::from_str(&snapshot).unwrap();
        assert_eq!(snapshot, serde_json::json!({ "name": "C", "steps": [], "automationId": null }));
        let indexed: String = conn
            .query_row("SELECT k.case_id FROM case_search s JOIN case_search_rows k ON k.row = s.rowid", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(indexed, "c", "18 indexes the text of the cases already there");
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
        assert_eq!(version, i64::try_from(MIGRATIONS.len()).unwrap());
    }
}
