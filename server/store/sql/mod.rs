//! The SQL both engines speak, as the store's query functions see it: [`Sql`] runs a
//! statement, binding [`Params`] and reading each [`Row`] into typed values ([`Column`]).
//!
//! Statements are written once, in the SQL SQLite and PostgreSQL share, with SQLite's
//! parameter marks (`?`, `?1`). For PostgreSQL they are rewritten on the way
//! ([`postgres_text`]): `?N` becomes `$N` and `LIKE` becomes `ILIKE` (SQLite's `LIKE` ignores
//! case). Values are bound by what the server expects: an integer bound where PostgreSQL
//! infers `integer` is sent as one, and a column reads into `i64` whether PostgreSQL answers
//! `integer`, `bigint`, `numeric` (a `SUM`) or `boolean`.
//! The few statements that cannot be shared ask [`Sql::dialect`].

mod columns;
mod values;

use std::cell::RefCell;
use std::fmt;

use postgres::types::ToSql;

pub use self::columns::Row;
pub(crate) use self::values::params;
pub use self::values::{Bind, Params, Value};

/// Which SQL a connection speaks, for the few statements the engines cannot share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

/// A failed statement, or a value that did not read as the type asked for.
#[derive(Debug)]
pub enum SqlError {
    Sqlite(rusqlite::Error),
    Postgres(postgres::Error),
    /// `query_row` found no row.
    NoRows,
    Convert {
        column: usize,
        message: String,
    },
}

pub type SqlResult<T> = std::result::Result<T, SqlError>;

impl SqlError {
    pub fn convert(column: usize, message: impl fmt::Display) -> Self {
        SqlError::Convert { column, message: message.to_string() }
    }

    /// Whether the statement broke a UNIQUE constraint (a duplicate name, say).
    pub fn is_unique_violation(&self) -> bool {
        match self {
            SqlError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) => {
                e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                    || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
            }
            SqlError::Postgres(e) => e.code() == Some(&postgres::error::SqlState::UNIQUE_VIOLATION),
            _ => false,
        }
    }
}

impl fmt::Display for SqlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SqlError::Sqlite(e) => write!(f, "sqlite: {e}"),
            // The server's message and detail, not only "db error".
            SqlError::Postgres(e) => match e.as_db_error() {
                Some(db) => write!(f, "postgres: {} ({})", db.message(), db.code().code()),
                // The cause too (a refused certificate says why).
                None => {
                    write!(f, "postgres: {e}")?;
                    let mut cause = std::error::Error::source(e);
                    while let Some(inner) = cause {
                        write!(f, ": {inner}")?;
                        cause = inner.source();
                    }
                    Ok(())
                }
            },
            SqlError::NoRows => f.write_str("the query returned no row"),
            SqlError::Convert { column, message } => write!(f, "column {column}: {message}"),
        }
    }
}

impl std::error::Error for SqlError {}

impl From<rusqlite::Error> for SqlError {
    fn from(e: rusqlite::Error) -> Self {
        match e {
            rusqlite::Error::QueryReturnedNoRows => SqlError::NoRows,
            e => SqlError::Sqlite(e),
        }
    }
}

impl From<postgres::Error> for SqlError {
    fn from(e: postgres::Error) -> Self {
        SqlError::Postgres(e)
    }
}

/// `query_row(…).optional()`: no row is `None`, not an error.
pub trait OptionalExtension<T> {
    fn optional(self) -> SqlResult<Option<T>>;
}

impl<T> OptionalExtension<T> for SqlResult<T> {
    fn optional(self) -> SqlResult<Option<T>> {
        match self {
            Ok(value) => Ok(Some(value)),
            Err(SqlError::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// SQLite's SQL as PostgreSQL reads it: `?N` → `$N` (a bare `?` takes the number after the
/// largest so far, as in SQLite), `LIKE` → `ILIKE`. Quoted text is left alone.
pub fn postgres_text(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut chars = sql.char_indices().peekable();
    let (mut largest, mut quoted) = (0u32, false);
    while let Some((i, c)) = chars.next() {
        if quoted {
            quoted = c != '\'';
            out.push(c);
            continue;
        }
        match c {
            '\'' => {
                quoted = true;
                out.push(c);
            }
            '?' => {
                let mut digits = String::new();
                while let Some(&(_, d)) = chars.peek().filter(|(_, d)| d.is_ascii_digit()) {
                    digits.push(d);
                    chars.next();
                }
                let n = digits.parse().unwrap_or(largest + 1);
                largest = largest.max(n);
                out.push('$');
                out.push_str(&n.to_string());
            }
            'L' | 'l' if word_at(sql, i, "LIKE") => {
                out.push_str("ILIKE");
                chars.nth(2);
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether `word` (any case) stands alone at byte `at` of `sql`.
fn word_at(sql: &str, at: usize, word: &str) -> bool {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    sql.get(at..at + word.len()).is_some_and(|w| w.eq_ignore_ascii_case(word))
        && !sql[..at].chars().next_back().is_some_and(is_word)
        && !sql[at + word.len()..].chars().next().is_some_and(is_word)
}

/// What runs PostgreSQL statements for [`Sql`]: a transaction (or, for migrations, a client).
pub trait PgExec {
    /// Runs `sql`; `cached` keeps it prepared on the connection for the next call.
    fn query(
        &mut self,
        sql: &str,
        params: &[&(dyn ToSql + Sync)],
        cached: bool,
    ) -> Result<Vec<postgres::Row>, postgres::Error>;
    fn execute(&mut self, sql: &str, params: &[&(dyn ToSql + Sync)], cached: bool) -> Result<u64, postgres::Error>;
    #[cfg(test)]
    fn batch(&mut self, sql: &str) -> Result<(), postgres::Error>;
}

/// A PostgreSQL connection (in a transaction, or not), with the statements it keeps prepared.
pub struct PgTx<'a, C: postgres::GenericClient> {
    pub client: &'a mut C,
    pub statements: &'a mut std::collections::HashMap<String, postgres::Statement>,
}

impl<C: postgres::GenericClient> PgTx<'_, C> {
    fn statement(&mut self, sql: &str) -> Result<postgres::Statement, postgres::Error> {
        if let Some(statement) = self.statements.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.client.prepare(sql)?;
        self.statements.insert(sql.to_string(), statement.clone());
        Ok(statement)
    }
}

impl<C: postgres::GenericClient> PgExec for PgTx<'_, C> {
    fn query(
        &mut self,
        sql: &str,
        params: &[&(dyn ToSql + Sync)],
        cached: bool,
    ) -> Result<Vec<postgres::Row>, postgres::Error> {
        match cached {
            true => {
                let statement = self.statement(sql)?;
                self.client.query(&statement, params)
            }
            false => self.client.query(sql, params),
        }
    }

    fn execute(&mut self, sql: &str, params: &[&(dyn ToSql + Sync)], cached: bool) -> Result<u64, postgres::Error> {
        match cached {
            true => {
                let statement = self.statement(sql)?;
                self.client.execute(&statement, params)
            }
            false => self.client.execute(sql, params),
        }
    }

    #[cfg(test)]
    fn batch(&mut self, sql: &str) -> Result<(), postgres::Error> {
        self.client.batch_execute(sql)
    }
}

/// A connection, as the query functions use it.
#[derive(Clone, Copy)]
pub enum Sql<'a> {
    Sqlite(&'a rusqlite::Connection),
    Postgres(&'a RefCell<dyn PgExec + 'a>),
}

impl<'a> Sql<'a> {
    pub fn dialect(&self) -> Dialect {
        match self {
            Sql::Sqlite(_) => Dialect::Sqlite,
            Sql::Postgres(_) => Dialect::Postgres,
        }
    }

    /// A statement kept prepared by the connection (SQLite's statement cache).
    pub fn prepare_cached(&self, sql: &str) -> SqlResult<Stmt<'a>> {
        Ok(match *self {
            Sql::Sqlite(conn) => Stmt::SqliteCached(conn.prepare_cached(sql)?),
            Sql::Postgres(exec) => Stmt::Postgres { exec, sql: postgres_text(sql), cached: true },
        })
    }

    /// For statements whose text varies (an `IN` list as long as its values): not kept.
    pub fn prepare(&self, sql: &str) -> SqlResult<Stmt<'a>> {
        Ok(match *self {
            Sql::Sqlite(conn) => Stmt::Sqlite(conn.prepare(sql)?),
            Sql::Postgres(exec) => Stmt::Postgres { exec, sql: postgres_text(sql), cached: false },
        })
    }

    pub fn execute<P: Params>(&self, sql: &str, params: P) -> SqlResult<usize> {
        self.prepare_cached(sql)?.execute(params)
    }

    pub fn query_row<T, P: Params>(&self, sql: &str, params: P, f: impl FnOnce(&Row) -> SqlResult<T>) -> SqlResult<T> {
        self.prepare_cached(sql)?.query_row(params, f)
    }

    /// Runs statements separated by `;`, without parameters, as they are (no rewriting).
    #[cfg(test)]
    pub fn execute_batch(&self, sql: &str) -> SqlResult<()> {
        match self {
            Sql::Sqlite(conn) => Ok(conn.execute_batch(sql)?),
            Sql::Postgres(exec) => Ok(exec.borrow_mut().batch(sql)?),
        }
    }
}

/// A prepared statement.
pub enum Stmt<'a> {
    SqliteCached(rusqlite::CachedStatement<'a>),
    Sqlite(rusqlite::Statement<'a>),
    Postgres { exec: &'a RefCell<dyn PgExec + 'a>, sql: String, cached: bool },
}

impl<'a> Stmt<'a> {
    fn sqlite(&mut self) -> Option<&mut rusqlite::Statement<'a>> {
        match self {
            Stmt::SqliteCached(stmt) => Some(&mut **stmt),
            Stmt::Sqlite(stmt) => Some(stmt),
            Stmt::Postgres { .. } => None,
        }
    }

    /// Runs the statement; answers how many rows it changed.
    pub fn execute<P: Params>(&mut self, params: P) -> SqlResult<usize> {
        let values = params.values();
        if let Some(stmt) = self.sqlite() {
            return Ok(stmt.execute(rusqlite::params_from_iter(values.iter()))?);
        }
        let Stmt::Postgres { exec, sql, cached } = self else { unreachable!("not SQLite") };
        let changed = exec.borrow_mut().execute(sql, &postgres_params(&values), *cached)?;
        Ok(usize::try_from(changed).unwrap_or(usize::MAX))
    }

    /// Every row of the answer, each read by `f`.
    pub fn query_map<T, P: Params>(
        &mut self,
        params: P,
        mut f: impl FnMut(&Row) -> SqlResult<T>,
    ) -> SqlResult<std::vec::IntoIter<SqlResult<T>>> {
        let values = params.values();
        let mut out = Vec::new();
        if let Some(stmt) = self.sqlite() {
            let mut rows = stmt.query(rusqlite::params_from_iter(values.iter()))?;
            while let Some(row) = rows.next()? {
                out.push(f(&Row::Sqlite(row)));
            }
            return Ok(out.into_iter());
        }
        let Stmt::Postgres { exec, sql, cached } = self else { unreachable!("not SQLite") };
        let rows = exec.borrow_mut().query(sql, &postgres_params(&values), *cached)?;
        out.extend(rows.iter().map(|row| f(&Row::Postgres(row))));
        Ok(out.into_iter())
    }

    /// The first row of the answer, read by `f`; [`SqlError::NoRows`] when there is none.
    pub fn query_row<T, P: Params>(&mut self, params: P, f: impl FnOnce(&Row) -> SqlResult<T>) -> SqlResult<T> {
        let values = params.values();
        if let Some(stmt) = self.sqlite() {
            let mut rows = stmt.query(rusqlite::params_from_iter(values.iter()))?;
            return match rows.next()? {
                Some(row) => f(&Row::Sqlite(row)),
                None => Err(SqlError::NoRows),
            };
        }
        let Stmt::Postgres { exec, sql, cached } = self else { unreachable!("not SQLite") };
        let rows = exec.borrow_mut().query(sql, &postgres_params(&values), *cached)?;
        match rows.first() {
            Some(row) => f(&Row::Postgres(row)),
            None => Err(SqlError::NoRows),
        }
    }
}

fn postgres_params<'v>(values: &'v [Value<'_>]) -> Vec<&'v (dyn ToSql + Sync)> {
    values.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameter_marks_and_like_are_rewritten_for_postgres() {
        assert_eq!(postgres_text("SELECT ?1, ?2 WHERE a = ?2"), "SELECT $1, $2 WHERE a = $2");
        assert_eq!(postgres_text("a = ? AND b = ? AND c = ?5 AND d = ?"), "a = $1 AND b = $2 AND c = $5 AND d = $6");
        assert_eq!(postgres_text("name LIKE ? ESCAPE '\\'"), "name ILIKE $1 ESCAPE '\\'");
        assert_eq!(postgres_text("SELECT '?', likely, unlike FROM t"), "SELECT '?', likely, unlike FROM t");
    }
}
