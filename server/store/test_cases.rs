//! Test cases, their tags and their versions. A case is always written whole, together with a
//! snapshot of the version it became (see `api::test_cases::save`).

use super::sql::{params, Dialect, OptionalExtension, Row, SqlResult, Value};
use testdeck_api::models;

use super::{
    filter::{Filter, Scope, TextIndex},
    from_text, parsed, Conn, Paging, Tx,
};

use crate::domain::paging::Cursor;
use crate::error::Result;

/// A test case as stored. `steps` is the JSON text of the API's steps array.
#[derive(Debug, Clone)]
pub struct CaseRow {
    pub id: String,
    pub project_id: String,
    pub team_id: String,
    pub test_suite_id: Option<String>,
    pub name: String,
    pub description: Option<String>,
    pub severity: models::Severity,
    pub status: models::TestCaseStatus,
    pub steps: String,
    /// The id test automation knows the case by; unique in the project.
    pub automation_id: Option<String>,
    pub created_by: String,
    pub version: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

pub struct VersionRow {
    pub version: i64,
    pub changed_by: String,
    pub changed_at: chrono::DateTime<chrono::Utc>,
    pub changes: String,
    pub snapshot: String,
}

const COLUMNS: &str = "c.id, c.project_id, c.team_id, c.test_suite_id, c.name, c.description, c.severity, \
                       c.status, c.steps, c.created_by, c.version, c.created_at, c.updated_at, c.automation_id";
/// Cases the caller can see: those of projects of its teams.
const VISIBLE: &str = "FROM test_cases c JOIN projects p ON p.id = c.project_id \
                       JOIN team_members m ON m.team_id = p.team_id AND m.account_id = ?";

pub fn insert(conn: &Tx, c: &CaseRow) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO test_cases (id, project_id, team_id, test_suite_id, name, description, severity, status,
                                 steps, created_by, version, created_at, updated_at, automation_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        params![
            c.id,
            c.project_id,
            c.team_id,
            c.test_suite_id,
            c.name,
            c.description,
            c.severity.to_string(),
            c.status.to_string(),
            c.steps,
            c.created_by,
            c.version,
            crate::domain::time::to_text(c.created_at),
            crate::domain::time::to_text(c.updated_at),
            c.automation_id
        ],
    )?;
    Ok(())
}

pub fn update(conn: &Tx, c: &CaseRow) -> Result<()> {
    conn.sql().execute(
        "UPDATE test_cases SET test_suite_id = ?2, name = ?3, description = ?4, severity = ?5, status = ?6,
                steps = ?7, version = ?8, updated_at = ?9, automation_id = ?10
         WHERE id = ?1",
        params![
            c.id,
            c.test_suite_id,
            c.name,
            c.description,
            c.severity.to_string(),
            c.status.to_string(),
            c.steps,
            c.version,
            crate::domain::time::to_text(c.updated_at),
            c.automation_id
        ],
    )?;
    Ok(())
}

pub fn delete(conn: &Tx, id: &str) -> Result<()> {
    conn.sql().execute("DELETE FROM test_cases WHERE id = ?1", [id])?;
    Ok(())
}

pub fn set_tags(conn: &Tx, case_id: &str, tag_ids: &[String]) -> Result<()> {
    conn.sql().execute("DELETE FROM test_case_tags WHERE test_case_id = ?1", [case_id])?;
    let mut stmt = conn
        .sql()
        .prepare_cached("INSERT INTO test_case_tags (test_case_id, tag_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING")?;
    for tag_id in tag_ids {
        stmt.execute([case_id, tag_id])?;
    }
    Ok(())
}

/// Tag ids of each of `case_ids`, sorted, in the order of `case_ids`.
pub fn tag_ids(conn: &Conn, case_ids: &[String]) -> Result<Vec<Vec<String>>> {
    let mut stmt =
        conn.sql().prepare_cached("SELECT tag_id FROM test_case_tags WHERE test_case_id = ?1 ORDER BY tag_id")?;
    case_ids.iter().map(|id| Ok(stmt.query_map([id], |r| r.get(0))?.collect::<SqlResult<Vec<String>>>()?)).collect()
}

pub fn insert_version(conn: &Tx, case_id: &str, v: &VersionRow) -> Result<()> {
    conn.sql().execute(
        "INSERT INTO test_case_versions (test_case_id, version, changed_by, changed_at, changes, snapshot)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![case_id, v.version, v.changed_by, crate::domain::time::to_text(v.changed_at), v.changes, v.snapshot],
    )?;
    Ok(())
}

pub fn versions(conn: &Conn, case_id: &str, paging: Paging) -> Result<(Vec<VersionRow>, i64)> {
    let total =
        conn.sql()
            .query_row("SELECT COUNT(*) FROM test_case_versions WHERE test_case_id = ?1", [case_id], |r| r.get(0))?;
    let mut stmt = conn.sql().prepare_cached(
        "SELECT version, changed_by, changed_at, changes, snapshot FROM test_case_versions
         WHERE test_case_id = ?1 ORDER BY version DESC LIMIT CAST(?2 AS BIGINT) OFFSET ?3",
    )?;
    let rows = stmt
        .query_map(params![case_id, paging.limit, paging.offset], |r| {
            Ok(VersionRow {
                version: r.get(0)?,
                changed_by: r.get(1)?,
                changed_at: from_text(&r.get::<String>(2)?)?,
                changes: r.get(3)?,
                snapshot: r.get(4)?,
            })
        })?
        .collect::<SqlResult<_>>()?;
    Ok((rows, total))
}

/// The case, if the caller is in the team of its project.
pub fn get_visible(conn: &Conn, account_id: &str, id: &str) -> Result<Option<CaseRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {COLUMNS} {VISIBLE} WHERE c.id = ?"), [account_id, id], case_row)
        .optional()?)
}

/// Those of `ids` the caller can see, in no particular order.
pub fn get_visible_many(conn: &Conn, account_id: &str, ids: &[String]) -> Result<Vec<CaseRow>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let marks = vec!["?"; ids.len()].join(", ");
    let mut stmt = conn.sql().prepare(&format!("SELECT {COLUMNS} {VISIBLE} WHERE c.id IN ({marks})"))?;
    let values =
        std::iter::once(account_id.to_string()).chain(ids.iter().cloned()).map(Value::from).collect::<Vec<_>>();
    let rows = stmt.query_map(values, case_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// Cases of one project matching `filter` (built on alias `c`), newest first, with the total.
/// Which suite a listed case must be in.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub enum SuiteFilter {
    #[default]
    Any,
    /// Only cases in no suite.
    Ungrouped,
    /// Only cases of this suite.
    Suite(String),
}

/// What a list of test cases can be narrowed by.
#[derive(Debug, Default, Clone)]
pub struct CaseFilter {
    pub scope: Scope,
    /// Free text over name and description.
    pub name: Option<String>,
    pub severity: Option<models::Severity>,
    pub status: Option<models::TestCaseStatus>,
    pub created_by: Option<String>,
    pub tag_id: Option<String>,
    pub automation_id: Option<String>,
    pub suite: SuiteFilter,
}

/// What the `name` filter searches (migration 18 keeps the SQLite index).
const CASE_TEXT: TextIndex = TextIndex {
    columns: &["c.name", "c.description"],
    join: "case_search s JOIN case_search_rows k ON k.row = s.rowid CROSS JOIN",
    matching: "case_search MATCH ? AND c.id = k.case_id",
};

impl CaseFilter {
    fn to_sql(&self, dialect: Dialect, project_id: &str) -> Filter {
        let mut filter = Filter::in_project("c", project_id, &self.scope);
        filter
            .search(dialect, &CASE_TEXT, self.name.as_deref())
            .eq("c.severity", self.severity.map(|s| s.to_string()))
            .eq("c.status", self.status.map(|s| s.to_string()))
            .eq("c.created_by", self.created_by.clone())
            .eq("c.automation_id", self.automation_id.clone());
        if let Some(tag_id) = &self.tag_id {
            filter
                .clause("c.id IN (SELECT test_case_id FROM test_case_tags WHERE tag_id = ?)", [tag_id.clone().into()]);
        }
        match &self.suite {
            SuiteFilter::Any => {}
            SuiteFilter::Ungrouped => {
                filter.clause("c.test_suite_id IS NULL", []);
            }
            SuiteFilter::Suite(suite_id) => {
                filter.eq("c.test_suite_id", Some(suite_id.clone()));
            }
        }
        filter
    }
}

/// One page of the project's cases that `f` selects, newest first (after `after`, when
/// given), how many it selects, and where the page ended if more follow.
pub fn list(
    conn: &Conn,
    project_id: &str,
    f: &CaseFilter,
    paging: Paging,
    after: Option<&Cursor>,
) -> Result<(Vec<CaseRow>, i64, Option<Cursor>)> {
    let filter = f.to_sql(conn.sql().dialect(), project_id);
    let total = match kept_count(conn, project_id, f)? {
        Some(total) => total,
        None => filter.count(conn, "test_cases c")?,
    };
    let (rows, next) = filter.rows_after(conn, COLUMNS, "test_cases c", paging, after, case_row)?;
    Ok((rows, total, next))
}

/// The total of a list filtered by nothing but severity, status and suite, from the counts
/// kept per project (`test_case_counts`): a sum over a few rows, however many cases there are.
/// `None` for other filters, which are counted.
fn kept_count(conn: &Conn, project_id: &str, f: &CaseFilter) -> Result<Option<i64>> {
    let Scope { id, ids, project_id: other_project } = &f.scope;
    let others = [f.name.is_some(), f.created_by.is_some(), f.tag_id.is_some(), f.automation_id.is_some()];
    if id.is_some() || ids.is_some() || other_project.is_some() || others.contains(&true) {
        return Ok(None);
    }
    let mut filter = Filter::new("k.project_id = ?", project_id.to_string());
    filter.eq("k.severity", f.severity.map(|s| s.to_string())).eq("k.status", f.status.map(|s| s.to_string()));
    match &f.suite {
        SuiteFilter::Any => {}
        SuiteFilter::Ungrouped => {
            filter.clause("k.test_suite_id = ''", []);
        }
        SuiteFilter::Suite(suite_id) => {
            filter.eq("k.test_suite_id", Some(suite_id.clone()));
        }
    }
    let sql = format!("SELECT COALESCE(SUM(k.n), 0) FROM test_case_counts k {}", filter.sql());
    Ok(Some(conn.sql().query_row(&sql, filter.values(), |r| r.get(0))?))
}

/// Every case of the project that `f` selects, newest first (a suite's cases; bounded by what
/// one suite holds).
pub fn all(conn: &Conn, project_id: &str, f: &CaseFilter) -> Result<Vec<CaseRow>> {
    let filter = f.to_sql(conn.sql().dialect(), project_id);
    let mut stmt = conn
        .sql()
        .prepare(&format!("SELECT {COLUMNS} {} ORDER BY c.created_at DESC, c.id DESC", filter.from("test_cases c")))?;
    let rows = stmt.query_map(filter.values(), case_row)?.collect::<SqlResult<_>>()?;
    Ok(rows)
}

/// Ids of the cases carrying a tag.
pub fn ids_with_tag(conn: &Conn, tag_id: &str) -> Result<Vec<String>> {
    let mut stmt =
        conn.sql().prepare_cached("SELECT test_case_id FROM test_case_tags WHERE tag_id = ?1 ORDER BY test_case_id")?;
    let ids = stmt.query_map([tag_id], |r| r.get(0))?.collect::<SqlResult<_>>()?;
    Ok(ids)
}

pub fn get(conn: &Conn, id: &str) -> Result<Option<CaseRow>> {
    Ok(conn
        .sql()
        .query_row(&format!("SELECT {COLUMNS} FROM test_cases c WHERE c.id = ?1"), [id], case_row)
        .optional()?)
}

/// The case of the project that test automation knows by `automation_id`.
pub fn by_automation_id(conn: &Conn, project_id: &str, automation_id: &str) -> Result<Option<CaseRow>> {
    Ok(conn
        .sql()
        .query_row(
            &format!("SELECT {COLUMNS} FROM test_cases c WHERE c.project_id = ?1 AND c.automation_id = ?2"),
            [project_id, automation_id],
            case_row,
        )
        .optional()?)
}

/// Ids of the cases of a suite.
pub fn ids_in_suite(conn: &Conn, suite_id: &str) -> Result<Vec<String>> {
    let mut stmt = conn.sql().prepare_cached("SELECT id FROM test_cases WHERE test_suite_id = ?1 ORDER BY id")?;
    let ids = stmt.query_map([suite_id], |r| r.get(0))?.collect::<SqlResult<_>>()?;
    Ok(ids)
}

pub fn tag_in_project(conn: &Conn, project_id: &str, tag_id: &str) -> Result<bool> {
    Ok(conn
        .sql()
        .query_row("SELECT 1 FROM tags WHERE id = ?1 AND project_id = ?2", [tag_id, project_id], |_| Ok(()))
        .optional()?
        .is_some())
}

fn case_row(r: &Row) -> SqlResult<CaseRow> {
    Ok(CaseRow {
        id: r.get(0)?,
        project_id: r.get(1)?,
        team_id: r.get(2)?,
        test_suite_id: r.get(3)?,
        name: r.get(4)?,
        description: r.get(5)?,
        severity: parsed(r, 6)?,
        status: parsed(r, 7)?,
        steps: r.get(8)?,
        created_by: r.get(9)?,
        version: r.get(10)?,
        created_at: from_text(&r.get::<String>(11)?)?,
        updated_at: from_text(&r.get::<String>(12)?)?,
        automation_id: r.get(13)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A list and its count cost what the page holds, not what the project holds: each filter a
    /// list offers is answered from an index in the list's order, never by scanning or sorting,
    /// and a page after a cursor starts with a seek in that index.
    #[test]
    fn every_case_list_is_read_from_an_index_in_order() {
        let (_dir, db) = crate::store::fixtures::database();
        let filters = [
            CaseFilter::default(),
            CaseFilter { severity: Some(models::Severity::High), ..CaseFilter::default() },
            CaseFilter { status: Some(models::TestCaseStatus::Active), ..CaseFilter::default() },
            CaseFilter { suite: SuiteFilter::Suite("ts_1".into()), ..CaseFilter::default() },
            CaseFilter { suite: SuiteFilter::Ungrouped, ..CaseFilter::default() },
        ];
        db.read_blocking(|conn| {
            for filter in &filters {
                let after = Cursor { created_at: "2026-11-23T12:00:00Z".into(), id: "tc_1".into() };
                let mut plan = filter.to_sql(Dialect::Sqlite, "prj_1").plans(conn, COLUMNS, "test_cases c", None);
                let seek = filter.to_sql(Dialect::Sqlite, "prj_1").plans(conn, COLUMNS, "test_cases c", Some(&after));
                // After a cursor, the page starts with a seek in the index, not a walk from its start.
                assert!(seek.iter().any(|s| s.contains("(created_at,id)<(?,?)")), "{filter:?}: {seek:?}");
                plan.extend(seek);
                for step in plan {
                    assert!(step.starts_with("SEARCH c USING"), "{filter:?}: {step}");
                    assert!(!step.contains("TEMP B-TREE"), "{filter:?} sorts: {step}");
                }
            }
            Ok(())
        })
        .unwrap();
    }

    /// A name search starts from the text index, then reads the cases it found by their key,
    /// never the project's cases one by one; a text too short for the index does without it.
    #[test]
    fn a_name_search_starts_from_the_text_index() {
        let (_dir, db) = crate::store::fixtures::database();
        let plan = |name: &str| {
            let f =
                CaseFilter { name: Some(name.into()), severity: Some(models::Severity::High), ..CaseFilter::default() };
            db.read_blocking(|conn| Ok(f.to_sql(Dialect::Sqlite, "prj_1").plans(conn, COLUMNS, "test_cases c", None)))
                .unwrap()
        };
        let searched = plan("login");
        assert!(searched.iter().any(|s| s.starts_with("SCAN s VIRTUAL TABLE")), "{searched:?}");
        assert!(searched.iter().all(|s| !s.starts_with("SCAN c")), "{searched:?}");
        assert!(plan("lo").iter().all(|s| !s.contains("VIRTUAL TABLE")));
    }

    /// The kept counts agree with counting the cases, for every filter they answer, through
    /// inserts, changes of severity, status and suite, deletes, and a suite deleted under its
    /// cases (the foreign key sets their suite to none).
    #[test]
    fn kept_counts_match_the_cases() {
        let (_dir, db) = crate::store::fixtures::database();
        let check = |label: &str| {
            db.read_blocking(|conn| {
                let severities = [None, Some(models::Severity::High), Some(models::Severity::Low)];
                let statuses = [None, Some(models::TestCaseStatus::Active), Some(models::TestCaseStatus::Draft)];
                let suites = [SuiteFilter::Any, SuiteFilter::Ungrouped, SuiteFilter::Suite("s1".into())];
                for severity in severities {
                    for status in statuses {
                        for suite in &suites {
                            let f = CaseFilter { severity, status, suite: suite.clone(), ..CaseFilter::default() };
                            let counted = f.to_sql(Dialect::Sqlite, "p").count(conn, "test_cases c")?;
                            assert_eq!(kept_count(conn, "p", &f)?, Some(counted), "{label}: {f:?}");
                        }
                    }
                }
                Ok(())
            })
            .unwrap()
        };
        db.write_now(|tx| {
            crate::store::fixtures::project(tx, 30);
            tx.sql().execute_batch(
                "INSERT INTO test_suites VALUES ('s1', 'p', 'S', NULL, 'a', '2026-01-01', '2026-01-01');",
            )?;
            for (n, severity, status, suite) in [
                (1, "high", "active", Some("s1")),
                (2, "high", "draft", None),
                (3, "low", "active", Some("s1")),
                (4, "low", "active", None),
                (5, "medium", "inactive", Some("s1")),
            ] {
                tx.sql().execute(
                    "INSERT INTO test_cases (id, project_id, team_id, test_suite_id, name, severity, status, steps,
                         created_by, version, created_at, updated_at)
                     VALUES (?1, 'p', 't', ?2, 'c', ?3, ?4, '[]', 'a', 1, ?5, ?5)",
                    params![format!("c{n}"), suite, severity, status, format!("2026-01-0{n}")],
                )?;
            }
            Ok(())
        })
        .unwrap();
        check("inserted");
        db.write_now(|tx| {
            tx.sql().execute_batch(
                "UPDATE test_cases SET severity = 'low' WHERE id = 'c1';
                 UPDATE test_cases SET status = 'active', test_suite_id = 's1' WHERE id = 'c2';
                 UPDATE test_cases SET name = 'renamed' WHERE id = 'c3';
                 DELETE FROM test_cases WHERE id = 'c4';",
            )?;
            Ok(())
        })
        .unwrap();
        check("changed");
        db.write_now(|tx| Ok(tx.sql().execute_batch("DELETE FROM test_suites WHERE id = 's1';")?)).unwrap();
        check("suite deleted");
    }
}
