//! The values bound to statements: [`Value`], what can be one ([`Bind`]), and a statement's
//! list of them ([`Params`], [`params!`]).

use std::borrow::Cow;

use postgres::types::{IsNull, ToSql, Type};

/// A value bound to a statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Value<'a> {
    Null,
    Int(i64),
    Real(f64),
    Text(Cow<'a, str>),
    Blob(Cow<'a, [u8]>),
}

impl From<String> for Value<'_> {
    fn from(text: String) -> Self {
        Value::Text(Cow::Owned(text))
    }
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(text: &'a str) -> Self {
        Value::Text(Cow::Borrowed(text))
    }
}

impl From<i64> for Value<'_> {
    fn from(n: i64) -> Self {
        Value::Int(n)
    }
}

/// What can be bound as a parameter.
pub trait Bind {
    fn value(&self) -> Value<'_>;
}

impl Bind for str {
    fn value(&self) -> Value<'_> {
        Value::Text(Cow::Borrowed(self))
    }
}

impl Bind for String {
    fn value(&self) -> Value<'_> {
        Value::Text(Cow::Borrowed(self))
    }
}

impl Bind for [u8] {
    fn value(&self) -> Value<'_> {
        Value::Blob(Cow::Borrowed(self))
    }
}

impl Bind for Vec<u8> {
    fn value(&self) -> Value<'_> {
        Value::Blob(Cow::Borrowed(self))
    }
}

impl Bind for Value<'_> {
    fn value(&self) -> Value<'_> {
        match self {
            Value::Text(text) => Value::Text(Cow::Borrowed(text)),
            Value::Blob(bytes) => Value::Blob(Cow::Borrowed(bytes)),
            Value::Null => Value::Null,
            Value::Int(n) => Value::Int(*n),
            Value::Real(x) => Value::Real(*x),
        }
    }
}

impl Bind for bool {
    fn value(&self) -> Value<'_> {
        Value::Int(i64::from(*self))
    }
}

impl Bind for f64 {
    fn value(&self) -> Value<'_> {
        Value::Real(*self)
    }
}

macro_rules! bind_integers {
    ($($t:ty),*) => {$(
        impl Bind for $t {
            fn value(&self) -> Value<'_> {
                // Every integer the store binds fits (sizes, counts, limits); one that did not
                // would be a bug, and binding the largest value keeps it visible.
                Value::Int(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
bind_integers!(i64, i32, u8, u16, u32, u64, usize);

impl<T: Bind + ?Sized> Bind for &T {
    fn value(&self) -> Value<'_> {
        (**self).value()
    }
}

impl<T: Bind> Bind for Option<T> {
    fn value(&self) -> Value<'_> {
        self.as_ref().map_or(Value::Null, Bind::value)
    }
}

/// The parameters of one statement: `()`, an array of values of one type, [`params!`], or the
/// values a filter collected.
pub trait Params {
    fn values(&self) -> Vec<Value<'_>>;
}

impl Params for () {
    fn values(&self) -> Vec<Value<'_>> {
        Vec::new()
    }
}

impl<T: Bind, const N: usize> Params for [T; N] {
    fn values(&self) -> Vec<Value<'_>> {
        self.iter().map(Bind::value).collect()
    }
}

impl Params for &[&dyn Bind] {
    fn values(&self) -> Vec<Value<'_>> {
        self.iter().map(|v| v.value()).collect()
    }
}

impl Params for Vec<Value<'_>> {
    fn values(&self) -> Vec<Value<'_>> {
        self.iter().map(Bind::value).collect()
    }
}

impl Params for &[Value<'_>] {
    fn values(&self) -> Vec<Value<'_>> {
        self.iter().map(Bind::value).collect()
    }
}

/// Parameters of different types: `params![id, name, 3]`.
macro_rules! params {
    ($($value:expr),* $(,)?) => {
        &[$(&$value as &dyn $crate::store::sql::Bind),*] as &[&dyn $crate::store::sql::Bind]
    };
}
pub(crate) use params;

impl rusqlite::types::ToSql for Value<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Int(n) => ValueRef::Integer(*n),
            Value::Real(x) => ValueRef::Real(*x),
            Value::Text(text) => ValueRef::Text(text.as_bytes()),
            Value::Blob(bytes) => ValueRef::Blob(bytes),
        }))
    }
}

impl ToSql for Value<'_> {
    fn to_sql(&self, ty: &Type, out: &mut bytes::BytesMut) -> Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(n) => match *ty {
                Type::INT8 => n.to_sql(ty, out),
                Type::INT4 => i32::try_from(*n)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(*n)?.to_sql(ty, out),
                Type::BOOL => (*n != 0).to_sql(ty, out),
                Type::FLOAT8 => (*n as f64).to_sql(ty, out),
                Type::NUMERIC => Err("bind integers to bigint columns, not numeric".into()),
                _ => n.to_string().as_str().to_sql(ty, out),
            },
            Value::Real(x) => match *ty {
                Type::FLOAT4 => (*x as f32).to_sql(ty, out),
                _ => x.to_sql(ty, out),
            },
            Value::Text(text) => text.as_ref().to_sql(ty, out),
            Value::Blob(bytes) => bytes.as_ref().to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}
