//! Builds the `WHERE` clause of a filtered list from optional filters, with every value bound
//! as a parameter (never spliced into the SQL).

use rusqlite::{params_from_iter, types::Value, Connection, Row};

use super::contains_pattern;
use crate::error::Result;

#[derive(Default)]
pub struct Filter {
    clauses: Vec<String>,
    values: Vec<Value>,
}

impl Filter {
    /// Starts with a condition every row must meet, e.g. `t.project_id = ?`.
    pub fn new(clause: &str, value: impl Into<Value>) -> Self {
        Filter { clauses: vec![clause.to_string()], values: vec![value.into()] }
    }

    /// `column = value`, when a value is given.
    pub fn eq(&mut self, column: &str, value: Option<impl Into<Value>>) -> &mut Self {
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
                self.clauses.push("0".to_string());
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

    /// Any other condition, with its parameters in order.
    pub fn clause(&mut self, clause: &str, values: impl IntoIterator<Item = Value>) -> &mut Self {
        self.clauses.push(clause.to_string());
        self.values.extend(values);
        self
    }

    pub fn sql(&self) -> String {
        format!("WHERE {}", self.clauses.join(" AND "))
    }

    pub fn values(&self) -> Vec<Value> {
        self.values.clone()
    }

    /// One page of the rows of `table` (`"tags t"`: the table and its alias) that the filter
    /// selects, newest first (then by id, so pages never skip or repeat), and how many it
    /// selects in all.
    pub fn page<T>(
        &self,
        conn: &Connection,
        columns: &str,
        table: &str,
        limit: i64,
        offset: i64,
        row: impl FnMut(&Row) -> rusqlite::Result<T>,
    ) -> Result<(Vec<T>, i64)> {
        let alias = table.rsplit(' ').next().unwrap_or(table);
        let condition = self.sql();
        let total = conn.query_row(
            &format!("SELECT COUNT(*) FROM {table} {condition}"),
            params_from_iter(self.values()),
            |r| r.get(0),
        )?;
        let mut stmt = conn.prepare(&format!(
            "SELECT {columns} FROM {table} {condition} ORDER BY {alias}.created_at DESC, {alias}.id DESC LIMIT ? OFFSET ?"
        ))?;
        let rows =
            stmt.query_map(params_from_iter(self.page_values(limit, offset)), row)?.collect::<rusqlite::Result<_>>()?;
        Ok((rows, total))
    }

    /// The values followed by `LIMIT ? OFFSET ?`'s.
    fn page_values(&self, limit: i64, offset: i64) -> Vec<Value> {
        let mut values = self.values.clone();
        values.push(Value::from(limit));
        values.push(Value::from(offset));
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
