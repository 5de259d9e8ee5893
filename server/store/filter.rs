//! What every list can be narrowed by ([`Scope`]), and the builder that turns a list's typed
//! filter into a `WHERE` clause, with every value bound as a parameter (never spliced into the
//! SQL). Only the store builds clauses; callers pass typed filters.

use super::sql::{Dialect, Row, SqlResult, Value};

use super::{contains_pattern, Conn, Paging};
use crate::domain::paging::Cursor;

use crate::error::Result;

/// `id`, `ids` and the `projectId` query parameter that repeats the path's project id: every
/// list takes them.
#[derive(Debug, Default, Clone)]
pub struct Scope {
    pub id: Option<String>,
    pub ids: Option<Vec<String>>,
    pub project_id: Option<String>,
}

impl Scope {
    pub fn new(id: Option<String>, ids: Option<&Vec<String>>, project_id: Option<String>) -> Self {
        Scope { id, ids: ids.cloned(), project_id }
    }
}

/// A text index over some columns of a table, for [`Filter::search`]: on SQLite, an FTS5
/// table with the trigram tokenizer (a migration keeps it); on PostgreSQL, pg_trgm indexes on
/// the columns themselves, which `LIKE` uses as it is.
pub(super) struct TextIndex {
    /// The columns searched, as the filter's table names them (`c.name`).
    pub columns: &'static [&'static str],
    /// The index's rows, read ahead of the filter's table: it ends in `CROSS JOIN`, which keeps
    /// SQLite from starting with the table (the list's order, scanning the whole project).
    pub join: &'static str,
    /// Rows of the index holding the FTS5 query bound as its one parameter, joined to the
    /// table's.
    pub matching: &'static str,
}

/// The shortest text a trigram index can find; shorter ones are matched by a scan.
const TRIGRAM: usize = 3;

#[derive(Default)]
pub(super) struct Filter {
    /// Tables joined ahead of the filter's own: a [`TextIndex`] a search reads.
    join: Option<&'static str>,
    clauses: Vec<String>,
    values: Vec<Value<'static>>,
}

impl Filter {
    /// Starts with a condition every row must meet, e.g. `t.project_id = ?`.
    pub fn new(clause: &str, value: impl Into<Value<'static>>) -> Self {
        Filter { join: None, clauses: vec![clause.to_string()], values: vec![value.into()] }
    }

    /// Rows of the project `project_id` (on `alias.project_id`) that `scope` selects: `id` and
    /// `ids` both apply when both are given; like every filter, a `projectId` other than the
    /// path's matches nothing.
    pub fn in_project(alias: &str, project_id: &str, scope: &Scope) -> Self {
        let mut filter = Filter::new(&format!("{alias}.project_id = ?"), project_id.to_string());
        filter.eq(&format!("{alias}.id"), scope.id.clone());
        filter.any_of(&format!("{alias}.id"), scope.ids.as_deref());
        filter.eq(&format!("{alias}.project_id"), scope.project_id.clone());
        filter
    }

    /// `column = value`, when a value is given.
    pub fn eq(&mut self, column: &str, value: Option<impl Into<Value<'static>>>) -> &mut Self {
        if let Some(value) = value {
            self.clauses.push(format!("{column} = ?"));
            self.values.push(value.into());
        }
        self
    }

    /// `column IN (values)`, when values are given. An empty list matches nothing.
    pub fn any_of(&mut self, column: &str, values: Option<&[String]>) -> &mut Self {
        if let Some(values) = values {
            if values.is_empty() {
                self.clauses.push("1 = 0".to_string());
            } else {
                let marks = vec!["?"; values.len()].join(", ");
                self.clauses.push(format!("{column} IN ({marks})"));
                self.values.extend(values.iter().cloned().map(Value::from));
            }
        }
        self
    }

    /// Case-insensitive substring match over any of `columns`, when text is given.
    pub fn contains(&mut self, columns: &[&str], text: Option<&str>) -> &mut Self {
        if let Some(text) = text {
            let pattern = contains_pattern(text);
            let any: Vec<String> = columns.iter().map(|c| format!("{c} LIKE ? ESCAPE '\\'")).collect();
            self.clauses.push(format!("({})", any.join(" OR ")));
            self.values.extend(columns.iter().map(|_| Value::from(pattern.clone())));
        }
        self
    }

    /// [`Filter::contains`] over `index`'s columns, answered by the index: on SQLite the rows
    /// it finds are then checked by the same `LIKE`, so what matches does not depend on the
    /// index.
    pub fn search(&mut self, dialect: Dialect, index: &TextIndex, text: Option<&str>) -> &mut Self {
        if let Some(text) = text.filter(|t| dialect == Dialect::Sqlite && t.chars().count() >= TRIGRAM) {
            // One FTS5 phrase: the trigram tokenizer matches it as a substring, ignoring case.
            let phrase = format!("\"{}\"", text.replace('"', "\"\""));
            self.join = Some(index.join);
            self.clause(index.matching, [Value::from(phrase)]);
        }
        self.contains(index.columns, text)
    }

    /// Any other condition, with its parameters in order.
    pub fn clause(&mut self, clause: &str, values: impl IntoIterator<Item = Value<'static>>) -> &mut Self {
        self.clauses.push(clause.to_string());
        self.values.extend(values);
        self
    }

    pub fn sql(&self) -> String {
        format!("WHERE {}", self.clauses.join(" AND "))
    }

    /// `FROM` `table` (`"tags t"`), with what the filter joins to it, and the filter's `WHERE`.
    pub fn from(&self, table: &str) -> String {
        match self.join {
            Some(join) => format!("FROM {join} {table} {}", self.sql()),
            None => format!("FROM {table} {}", self.sql()),
        }
    }

    pub fn values(&self) -> Vec<Value<'static>> {
        self.values.clone()
    }

    /// One page of the rows of `table` (`"tags t"`: the table and its alias) that the filter
    /// selects, newest first (then by id, so pages never skip or repeat), and how many it
    /// selects in all.
    pub fn page<T>(
        &self,
        conn: &Conn,
        columns: &str,
        table: &str,
        paging: Paging,
        row: impl FnMut(&Row) -> SqlResult<T>,
    ) -> Result<(Vec<T>, i64)> {
        let total = self.count(conn, table)?;
        let (rows, _) = self.rows_after(conn, columns, table, paging, None, row)?;
        Ok((rows, total))
    }

    /// How many rows of `table` the filter selects.
    pub fn count(&self, conn: &Conn, table: &str) -> Result<i64> {
        Ok(conn.sql().query_row(&self.count_query(table), self.values(), |r| r.get(0))?)
    }

    /// The rows of [`Filter::page`], starting right after `after` when given (then
    /// `paging.offset` is 0), and where this page ends when more rows follow it: a page after a
    /// cursor is found by a seek in the list's index, so it costs the same however deep it is.
    pub fn rows_after<T>(
        &self,
        conn: &Conn,
        columns: &str,
        table: &str,
        paging: Paging,
        after: Option<&Cursor>,
        mut row: impl FnMut(&Row) -> SqlResult<T>,
    ) -> Result<(Vec<T>, Option<Cursor>)> {
        let page = self.page_query(columns, table, after.is_some());
        // One row more than the page, to know whether another page follows.
        let values = self.page_values(after, paging.limit + 1, paging.offset);
        let mut stmt = conn.sql().prepare_cached(&page)?;
        let mut found = stmt.query_map(values, |r| {
            let keys = r.len() - 2;
            Ok((row(r)?, Cursor { created_at: r.get(keys)?, id: r.get(keys + 1)? }))
        })?;
        let (mut items, mut last) = (Vec::new(), None);
        for found in found.by_ref().take(usize::from(paging.limit)) {
            let (item, position) = found?;
            items.push(item);
            last = Some(position);
        }
        let more = found.next().is_some();
        Ok((items, last.filter(|_| more)))
    }

    fn count_query(&self, table: &str) -> String {
        format!("SELECT COUNT(*) {}", self.from(table))
    }

    /// One page of the rows the filter selects in the list order (after a position, with
    /// `after`), followed by the two columns of the position of each row.
    fn page_query(&self, columns: &str, table: &str, after: bool) -> String {
        let alias = table.rsplit(' ').next().unwrap_or(table);
        let seek = if after { format!(" AND ({alias}.created_at, {alias}.id) < (?, ?)") } else { String::new() };
        format!(
            "SELECT {columns}, {alias}.created_at, {alias}.id {}{seek} \
             ORDER BY {alias}.created_at DESC, {alias}.id DESC LIMIT CAST(? AS BIGINT) OFFSET ?",
            self.from(table)
        )
    }

    /// The values of the page query: the filter's, the position to start after, then
    /// `LIMIT … OFFSET ?`'s.
    fn page_values(&self, after: Option<&Cursor>, limit: u8, offset: u32) -> Vec<Value<'static>> {
        let mut values = self.values();
        if let Some(after) = after {
            values.extend([Value::from(after.created_at.clone()), Value::from(after.id.clone())]);
        }
        values.extend([Value::from(i64::from(limit)), Value::from(i64::from(offset))]);
        values
    }

    /// How SQLite would answer the count and the page: one line per step of each plan.
    #[cfg(test)]
    pub fn plans(&self, conn: &Conn, columns: &str, table: &str, after: Option<&Cursor>) -> Vec<String> {
        let (count, page) = (self.count_query(table), self.page_query(columns, table, after.is_some()));
        let explain = |sql: &str, values: Vec<Value<'static>>| -> Vec<String> {
            let mut stmt = conn.sql().prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
            stmt.query_map(values, |r| r.get::<String>(3)).unwrap().map(Result::unwrap).collect()
        };
        let mut plans = explain(&count, self.values());
        plans.extend(explain(&page, self.page_values(after, 50, 0)));
        plans
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page query stays prepared from one page to the next. SQLite's planner reads the value
    /// of a bare `LIMIT ?`, so binding a new one made it prepare the statement again at every
    /// run (a tenth of a list's time); the `LIMIT` of every query is cast for that reason.
    #[test]
    fn a_page_query_is_not_prepared_again_for_each_page() {
        let (dir, _db) = crate::store::fixtures::database();
        let conn = rusqlite::Connection::open(dir.path().join("t.db")).unwrap();
        let filter = Filter::new("t.project_id = ?", "p".to_string());
        let sql = filter.page_query("t.name", "tags t", false);
        for (limit, offset) in [(51, 0), (21, 20), (101, 500)] {
            let mut stmt = conn.prepare_cached(&sql).unwrap();
            let values = filter.page_values(None, limit, offset);
            stmt.query(rusqlite::params_from_iter(values.iter())).unwrap().next().unwrap();
            assert_eq!(stmt.get_status(rusqlite::StatementStatus::RePrepare), 0, "LIMIT {limit} OFFSET {offset}");
        }
    }

    #[test]
    fn joins_only_the_given_filters() {
        let mut f = Filter::new("t.project_id = ?", "p1".to_string());
        f.eq("t.status", None::<String>).eq("t.severity", Some("high".to_string()));
        f.any_of("t.id", Some(&["a".to_string(), "b".to_string()])).contains(&["t.name", "t.description"], Some("x%"));
        assert_eq!(
            f.sql(),
            "WHERE t.project_id = ? AND t.severity = ? AND t.id IN (?, ?) \
             AND (t.name LIKE ? ESCAPE '\\' OR t.description LIKE ? ESCAPE '\\')"
        );
        assert_eq!(f.values().len(), 6);
        assert_eq!(f.values()[4], Value::from("%x\\%%".to_string()));
    }
}
