//! `testdeck copy`: every row of one database into an empty one, of either engine (SQLite to
//! PostgreSQL when moving up, and back). One transaction on the target: it ends with every
//! row and the same count in every table, or with nothing written.

use anyhow::Context as _;

use super::sql::Value;
use super::{Conn, Database, Db, Tx};
use crate::error::Result;

/// Every table, parents before children (foreign keys), with the order its rows are read in:
/// the primary key, or for tables whose insertion order matters (ties of `created_at`) the
/// `rowid` (SQLite's own, PostgreSQL's identity column of that name). `test_case_counts` and
/// `project_storage` are not copied: the target's triggers count the rows as they arrive.
const TABLES: &[(&str, &str)] = &[
    ("organizations", "id"),
    ("accounts", "id"),
    ("teams", "id"),
    ("team_members", "team_id, account_id"),
    ("refresh_tokens", "id"),
    ("api_tokens", "id"),
    ("otp_codes", "id"),
    ("invitations", "id"),
    ("invitation_teams", "invitation_id, team_id"),
    ("projects", "id"),
    ("server_secrets", "name"),
    ("test_suites", "id"),
    ("tags", "id"),
    ("test_cases", "id"),
    ("test_case_tags", "test_case_id, tag_id"),
    ("test_case_versions", "test_case_id, version"),
    ("environments", "id"),
    ("test_accounts", "id"),
    ("test_runs", "id"),
    ("test_run_cases", "test_run_id, position"),
    ("test_results", "rowid"),
    ("healing_proposals", "id"),
    ("test_run_events", "test_run_id, seq"),
    ("team_chat_integrations", "project_id"),
    ("shares", "kind, target_id"),
    ("audit_events", "id"),
    ("attachments", "rowid"),
    ("idempotency_keys", "account_id, key"),
    ("throttle_failures", "key"),
];

/// Rows read and written at a time.
const CHUNK: i64 = 500;

/// How many rows of each table were copied.
pub type Copied = Vec<(&'static str, i64)>;

/// Copies every row of `from` into `to`, whose tables must all be empty. Both are migrated to
/// this version's schema first (a SQLite `from` must exist).
pub async fn copy(from: &Database, to: &Database) -> anyhow::Result<Copied> {
    anyhow::ensure!(from != to, "--from and --to name the same database");
    if let Database::Sqlite(path) = from {
        anyhow::ensure!(path.is_file(), "no database at {} (--from)", path.display());
    }
    let source = Db::connect(from).await.with_context(|| format!("cannot open {from} (--from)"))?;
    let target = Db::connect(to).await.with_context(|| format!("cannot open {to} (--to)"))?;
    let copied = target
        .write(move |tx| {
            refuse_rows(tx)?;
            let mut copied = Vec::new();
            for &(table, order) in TABLES {
                let columns = source.read_blocking(|conn| columns(conn, table))?;
                let mut offset = 0;
                loop {
                    let rows = source.read_blocking(|conn| rows(conn, table, &columns, order, offset))?;
                    for row in &rows {
                        insert(tx, table, &columns, row)?;
                    }
                    offset += i64::try_from(rows.len()).unwrap_or(i64::MAX);
                    if rows.len() < CHUNK as usize {
                        break;
                    }
                }
                let expected = source.read_blocking(|conn| count(conn, table))?;
                let written = count(tx, table)?;
                if written != expected || written != offset {
                    return Err(crate::error::Error::internal(anyhow::anyhow!(
                        "{table}: {expected} rows in the source, {written} written; nothing was copied"
                    )));
                }
                copied.push((table, written));
            }
            Ok(copied)
        })
        .await
        .map_err(|e| anyhow::anyhow!("cannot copy {from} to {to}: {e}"))?;
    Ok(copied)
}

/// Refuses a target that holds any row: a copy never mixes two databases.
fn refuse_rows(tx: &Tx) -> Result<()> {
    for &(table, _) in TABLES {
        let n = count(tx, table)?;
        if n > 0 {
            return Err(crate::error::Error::conflict(format!(
                "the target is not empty ({table} has {n} rows): copy into a new, empty database"
            )));
        }
    }
    Ok(())
}

fn count(conn: &Conn, table: &str) -> Result<i64> {
    Ok(conn.sql().query_row(&format!("SELECT COUNT(*) FROM {table}"), (), |r| r.get(0))?)
}

/// The columns of `table` (but PostgreSQL's `rowid`, which each engine numbers itself).
fn columns(conn: &Conn, table: &str) -> Result<Vec<String>> {
    let sql = conn.sql();
    let query = match sql.dialect() {
        super::sql::Dialect::Sqlite => "SELECT name FROM pragma_table_info(?1) ORDER BY cid",
        super::sql::Dialect::Postgres => {
            "SELECT column_name::text FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = ?1 AND column_name <> 'rowid'
             ORDER BY ordinal_position"
        }
    };
    let mut stmt = sql.prepare(query)?;
    let names = stmt.query_map([table], |r| r.get(0))?.collect::<super::sql::SqlResult<Vec<String>>>()?;
    Ok(names)
}

fn rows(conn: &Conn, table: &str, columns: &[String], order: &str, offset: i64) -> Result<Vec<Vec<Value<'static>>>> {
    let sql = format!("SELECT {} FROM {table} ORDER BY {order} LIMIT CAST(?1 AS BIGINT) OFFSET ?2", columns.join(", "));
    let mut stmt = conn.sql().prepare(&sql)?;
    let rows = stmt
        .query_map([CHUNK, offset], |r| (0..columns.len()).map(|i| r.value(i)).collect())?
        .collect::<super::sql::SqlResult<_>>()?;
    Ok(rows)
}

fn insert(tx: &Tx, table: &str, columns: &[String], row: &[Value<'static>]) -> Result<()> {
    let marks = vec!["?"; columns.len()].join(", ");
    let sql = format!("INSERT INTO {table} ({}) VALUES ({marks})", columns.join(", "));
    tx.sql().execute(&sql, row)?;
    Ok(())
}
