//! Reading answers: a [`Row`], and what its columns read into ([`Column`]) on either engine.

use postgres::types::{FromSql, Type};

use super::{SqlError, SqlResult, Value};

/// One row of an answer.
pub enum Row<'r> {
    Sqlite(&'r rusqlite::Row<'r>),
    Postgres(&'r postgres::Row),
}

impl Row<'_> {
    /// Column `index` (from 0) as a `T`.
    pub fn get<T: Column>(&self, index: usize) -> SqlResult<T> {
        match self {
            Row::Sqlite(row) => Ok(row.get(index)?),
            Row::Postgres(row) => T::from_postgres(row, index),
        }
    }

    /// Column `index` as whatever it holds (to copy it elsewhere).
    pub fn value(&self, index: usize) -> SqlResult<Value<'static>> {
        match self {
            Row::Sqlite(row) => Ok(match row.get_ref(index)? {
                rusqlite::types::ValueRef::Null => Value::Null,
                rusqlite::types::ValueRef::Integer(n) => Value::Int(n),
                rusqlite::types::ValueRef::Real(x) => Value::Real(x),
                rusqlite::types::ValueRef::Text(text) => {
                    Value::from(String::from_utf8(text.to_vec()).map_err(|e| SqlError::convert(index, e))?)
                }
                rusqlite::types::ValueRef::Blob(bytes) => Value::Blob(bytes.to_vec().into()),
            }),
            Row::Postgres(row) => {
                let ty = row.columns().get(index).map(|c| c.type_().clone());
                Ok(match ty {
                    Some(Type::BYTEA) => Option::<Vec<u8>>::from_postgres(row, index)?.map(|b| Value::Blob(b.into())),
                    Some(Type::FLOAT8 | Type::FLOAT4) => Option::<f64>::from_postgres(row, index)?.map(Value::Real),
                    Some(Type::INT8 | Type::INT4 | Type::INT2 | Type::BOOL | Type::NUMERIC) => {
                        Option::<i64>::from_postgres(row, index)?.map(Value::Int)
                    }
                    _ => Option::<String>::from_postgres(row, index)?.map(Value::from),
                }
                .unwrap_or(Value::Null))
            }
        }
    }

    /// How many columns the row has.
    pub fn len(&self) -> usize {
        match self {
            Row::Sqlite(row) => row.as_ref().column_count(),
            Row::Postgres(row) => row.len(),
        }
    }
}

/// What a column reads into. SQLite reads by `rusqlite`'s rules; PostgreSQL by
/// [`Column::from_postgres`], which accepts every type the shared SQL can give the value.
pub trait Column: rusqlite::types::FromSql + Sized {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self>;
}

/// Reads a column that is not NULL, or says it was.
fn not_null<T>(row: &postgres::Row, index: usize) -> SqlResult<T>
where
    Option<T>: Column,
{
    Option::<T>::from_postgres(row, index)?.ok_or_else(|| SqlError::convert(index, "unexpected NULL"))
}

impl Column for i64 {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        not_null(row, index)
    }
}

impl Column for Option<i64> {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        let ty =
            row.columns().get(index).map(|c| c.type_().clone()).ok_or(SqlError::convert(index, "no such column"))?;
        Ok(match ty {
            Type::INT8 => row.try_get::<_, Option<i64>>(index)?,
            Type::INT4 => row.try_get::<_, Option<i32>>(index)?.map(i64::from),
            Type::INT2 => row.try_get::<_, Option<i16>>(index)?.map(i64::from),
            Type::BOOL => row.try_get::<_, Option<bool>>(index)?.map(i64::from),
            Type::NUMERIC => row.try_get::<_, Option<Integer>>(index)?.map(|n| n.0),
            other => return Err(SqlError::convert(index, format!("{other} is not an integer"))),
        })
    }
}

/// Narrower integers (counts, limits, sizes) read through `i64`.
macro_rules! column_integers {
    ($($t:ty),*) => {$(
        impl Column for $t {
            fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
                <$t>::try_from(i64::from_postgres(row, index)?).map_err(|e| SqlError::convert(index, e))
            }
        }

        impl Column for Option<$t> {
            fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
                Option::<i64>::from_postgres(row, index)?
                    .map(|n| <$t>::try_from(n).map_err(|e| SqlError::convert(index, e)))
                    .transpose()
            }
        }
    )*};
}
column_integers!(i32, u8, u16, u32);

impl Column for bool {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        Ok(i64::from_postgres(row, index)? != 0)
    }
}

impl Column for Option<bool> {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        Ok(Option::<i64>::from_postgres(row, index)?.map(|n| n != 0))
    }
}

impl Column for f64 {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        not_null(row, index)
    }
}

impl Column for Option<f64> {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        match row.columns().get(index).map(|c| c.type_()) {
            Some(&Type::FLOAT8) => Ok(row.try_get::<_, Option<f64>>(index)?),
            Some(&Type::FLOAT4) => Ok(row.try_get::<_, Option<f32>>(index)?.map(f64::from)),
            // Integers as SQLite reads them into a float.
            _ => Ok(Option::<i64>::from_postgres(row, index)?.map(|n| n as f64)),
        }
    }
}

impl Column for String {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        not_null(row, index)
    }
}

impl Column for Option<String> {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        Ok(row.try_get(index)?)
    }
}

impl Column for Vec<u8> {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        not_null(row, index)
    }
}

impl Column for Option<Vec<u8>> {
    fn from_postgres(row: &postgres::Row, index: usize) -> SqlResult<Self> {
        Ok(row.try_get(index)?)
    }
}

/// A whole `numeric` (PostgreSQL's `SUM` of `bigint`s), decoded from its binary form: sign,
/// weight and base-10000 digits.
struct Integer(i64);

impl<'a> FromSql<'a> for Integer {
    fn from_sql(_: &Type, raw: &'a [u8]) -> Result<Self, Box<dyn std::error::Error + Sync + Send>> {
        let word = |i: usize| -> Result<i16, Box<dyn std::error::Error + Sync + Send>> {
            let bytes = raw.get(i * 2..i * 2 + 2).ok_or("numeric: too short")?;
            Ok(i16::from_be_bytes([bytes[0], bytes[1]]))
        };
        let (digits, weight, sign) = (word(0)?, word(1)?, word(2)? as u16);
        let mut value: i64 = 0;
        for i in 0..digits.max(0) as usize {
            let digit = i64::from(word(4 + i)?);
            // Digits past the units are a fraction: a sum of integers has none.
            if i as i64 > i64::from(weight) {
                if digit != 0 {
                    return Err("numeric: not a whole number".into());
                }
                continue;
            }
            value = value.checked_mul(10_000).and_then(|v| v.checked_add(digit)).ok_or("numeric: out of range")?;
        }
        for _ in i64::from(digits)..=i64::from(weight) {
            value = value.checked_mul(10_000).ok_or("numeric: out of range")?;
        }
        match sign {
            0x0000 => Ok(Integer(value)),
            0x4000 => Ok(Integer(-value)),
            _ => Err("numeric: not a number".into()),
        }
    }

    fn accepts(ty: &Type) -> bool {
        *ty == Type::NUMERIC
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_of_bigints_read_as_integers() {
        let numeric = |digits: &[i16], weight: i16, sign: u16| -> i64 {
            let mut raw = Vec::new();
            for w in [digits.len() as i16, weight, sign as i16, 0].into_iter().chain(digits.iter().copied()) {
                raw.extend_from_slice(&w.to_be_bytes());
            }
            Integer::from_sql(&Type::NUMERIC, &raw).unwrap().0
        };
        assert_eq!(numeric(&[], 0, 0), 0);
        assert_eq!(numeric(&[42], 0, 0), 42);
        assert_eq!(numeric(&[1, 2345], 1, 0), 12_345);
        assert_eq!(numeric(&[3], 2, 0x4000), -300_000_000);
        assert!(Integer::from_sql(&Type::NUMERIC, &[0, 1, 255, 255, 0, 0, 0, 1, 0, 5]).is_err(), "0.0005");
    }
}
