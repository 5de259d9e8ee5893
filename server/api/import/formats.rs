//! The file formats an import reads: a JSON array of `TestCaseInput` objects, CSV with a
//! header row, or JUnit XML, recognised by content. Parsing only: what a row says is checked
//! by the import itself against the API's own schema.

use serde_json::{json, Map, Value};

use crate::domain::names::optional_text;
use crate::error::{Error, FieldError, Result};

/// One case read from the file, not yet checked.
#[derive(Debug)]
pub struct Row {
    /// 1-based: CSV data row, JSON array item, JUnit testcase.
    pub number: u32,
    /// The case as a `TestCaseInput` object.
    pub input: Value,
    pub tags: Vec<String>,
    pub suite: Option<String>,
}

/// Reads the rows of a file, recognising its format by its first meaningful character.
pub fn read_file(file: &[u8]) -> Result<Vec<Row>> {
    let text = std::str::from_utf8(file).map_err(|e| {
        Error::invalid("file", format!("is not UTF-8 text (invalid byte at offset {})", e.valid_up_to()))
    })?;
    let text = text.trim_start_matches('\u{feff}');
    let rows = match text.trim_start().chars().next() {
        None => return Err(Error::invalid("file", "is empty")),
        Some('[') => read_json(text)?,
        Some('<') => read_junit(text)?,
        Some(_) => read_csv(text)?,
    };
    if rows.is_empty() {
        return Err(Error::invalid("file", "holds no test cases"));
    }
    Ok(rows)
}

/// A JSON array of `TestCaseInput` objects; `tags` (names) and `suite` (a name) may be added.
fn read_json(text: &str) -> Result<Vec<Row>> {
    let items: Vec<Value> =
        serde_json::from_str(text).map_err(|e| Error::invalid("file", format!("is not valid JSON: {e}")))?;
    items
        .into_iter()
        .enumerate()
        .map(|(i, item)| {
            let number = i as u32 + 1;
            let Value::Object(mut object) = item else {
                return Err(Error::invalid_fields(vec![FieldError::new("/", "must be a JSON object").at_row(number)]));
            };
            for by_id in ["tagIds", "testSuiteId"] {
                if object.contains_key(by_id) {
                    let message = "imports name tags and suites with `tags` and `suite`";
                    return Err(Error::invalid_fields(vec![
                        FieldError::new(format!("/{by_id}"), message).at_row(number)
                    ]));
                }
            }
            let tags = match object.remove("tags") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(tags)) if tags.iter().all(Value::is_string) => tags
                    .iter()
                    .filter_map(Value::as_str)
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(String::from)
                    .collect(),
                Some(_) => {
                    let error = FieldError::new("/tags", "must be an array of tag names").at_row(number);
                    return Err(Error::invalid_fields(vec![error]));
                }
            };
            let suite = match object.remove("suite") {
                None | Some(Value::Null) => None,
                Some(Value::String(s)) => optional_text(Some(s)),
                Some(_) => {
                    let error = FieldError::new("/suite", "must be a suite name").at_row(number);
                    return Err(Error::invalid_fields(vec![error]));
                }
            };
            Ok(Row { number, input: Value::Object(object), tags, suite })
        })
        .collect()
}

/// A header row naming the columns (`name` is required; `description`, `severity`, `status`,
/// `steps`, `tags`, `suite`, `automationId` are optional, in any case), then one case per row.
fn read_csv(text: &str) -> Result<Vec<Row>> {
    let mut reader = csv::ReaderBuilder::new().flexible(false).trim(csv::Trim::Headers).from_reader(text.as_bytes());
    let headers: Vec<String> = reader
        .headers()
        .map_err(|e| Error::invalid("file", format!("has an unreadable header row: {e}")))?
        .iter()
        .map(|h| h.to_lowercase())
        .collect();
    let column = |name: &str| headers.iter().position(|h| h == name);
    let Some(name_column) = column("name") else {
        return Err(Error::invalid("file", "the header row has no `name` column"));
    };
    let columns =
        ["description", "severity", "status", "steps", "tags", "suite", "automationid"].map(|c| (c, column(c)));
    let mut rows = Vec::new();
    let mut errors = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let number = i as u32 + 1;
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                errors.push(FieldError::new("file", csv_error(&e)).at_row(number));
                continue;
            }
        };
        let cell = |index: Option<usize>| index.and_then(|i| record.get(i)).map(str::trim).filter(|v| !v.is_empty());
        let mut input = Map::new();
        input.insert("name".into(), json!(record.get(name_column).unwrap_or_default()));
        let mut tags = Vec::new();
        let mut suite = None;
        for (name, index) in columns {
            let Some(value) = cell(index) else { continue };
            match name {
                "steps" => match parse_steps(value) {
                    Ok(steps) => {
                        input.insert("steps".into(), steps);
                    }
                    Err(message) => errors.push(FieldError::new("/steps", message).at_row(number)),
                },
                "tags" => {
                    tags = value
                        .split([',', ';', '|'])
                        .map(str::trim)
                        .filter(|t| !t.is_empty())
                        .map(String::from)
                        .collect()
                }
                "suite" => suite = Some(value.to_string()),
                "automationid" => {
                    input.insert("automationId".into(), json!(value));
                }
                _ => {
                    input.insert(name.into(), json!(value));
                }
            }
        }
        rows.push(Row { number, input: Value::Object(input), tags, suite });
    }
    if errors.is_empty() {
        Ok(rows)
    } else {
        Err(Error::invalid_fields(errors).with_detail("The CSV file could not be read; nothing was imported."))
    }
}

fn csv_error(error: &csv::Error) -> String {
    match error.kind() {
        csv::ErrorKind::UnequalLengths { expected_len, len, .. } => {
            format!("has {len} columns but the header has {expected_len} (check the quoting)")
        }
        csv::ErrorKind::Utf8 { .. } => "is not UTF-8 text".to_string(),
        _ => format!("could not be read: {error}"),
    }
}

/// Steps in a CSV cell: a JSON array of steps, or numbered lines such as
/// `1. Open the cart => The cart is empty` (the part after `=>` is the expected result).
fn parse_steps(cell: &str) -> std::result::Result<Value, String> {
    if cell.starts_with('[') {
        return serde_json::from_str(cell).map_err(|e| format!("is not a valid JSON array of steps: {e}"));
    }
    let steps: Vec<Value> = cell
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|line| {
            let line = line.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start_matches(['.', ')']).trim();
            match line.split_once("=>") {
                Some((action, expected)) => json!({"action": action.trim(), "expected": expected.trim()}),
                None => json!({"action": line}),
            }
        })
        .collect();
    Ok(Value::Array(steps))
}

/// JUnit XML: each `testcase` becomes a case named by its `name`, in the suite named by its
/// `classname` (or by the enclosing `testsuite`). DTDs, and so entity definitions, are refused.
fn read_junit(text: &str) -> Result<Vec<Row>> {
    use quick_xml::events::Event;
    let malformed = |position: u64, message: String| {
        Error::invalid("file", format!("is not well-formed JUnit XML (at byte {position}): {message}"))
    };
    let mut reader = quick_xml::Reader::from_str(text);
    let mut rows = Vec::new();
    let mut depth = 0usize;
    let mut suites: Vec<Option<String>> = Vec::new();
    loop {
        let position = reader.buffer_position();
        let event = reader.read_event().map_err(|e| malformed(position, e.to_string()))?;
        let (element, opens) = match &event {
            Event::Start(e) => (Some(e.clone()), true),
            Event::Empty(e) => (Some(e.clone()), false),
            Event::End(_) => {
                depth = depth.saturating_sub(1);
                suites.pop();
                continue;
            }
            Event::DocType(_) => {
                return Err(Error::invalid("file", "declares a DTD; DTDs and entities are not accepted"))
            }
            Event::Eof => break,
            _ => continue,
        };
        let Some(element) = element else { continue };
        let attribute = |key: &str| -> Result<Option<String>> {
            match element.try_get_attribute(key).map_err(|e| malformed(position, e.to_string()))? {
                Some(a) => {
                    Ok(Some(a.unescape_value().map_err(|e| malformed(position, e.to_string()))?.trim().to_string()))
                }
                None => Ok(None),
            }
        };
        let tag = element.local_name();
        match tag.as_ref() {
            b"testsuite" => {
                let name = attribute("name")?;
                if opens {
                    suites.push(name);
                }
            }
            b"testcase" => {
                let number = rows.len() as u32 + 1;
                let name = attribute("name")?.unwrap_or_default();
                let suite = attribute("classname")?
                    .filter(|c| !c.is_empty())
                    .or_else(|| suites.iter().rev().flatten().next().cloned());
                rows.push(Row { number, input: json!({ "name": name }), tags: Vec::new(), suite });
                if opens {
                    suites.push(None);
                }
            }
            _ if opens => suites.push(None),
            _ => {}
        }
        if opens {
            depth += 1;
        }
    }
    if depth != 0 {
        return Err(malformed(text.len() as u64, "the file ends before its elements are closed".into()));
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_lines_become_manual_steps() {
        let steps = parse_steps("1. Open the cart => It is empty\n2) Add a book").unwrap();
        assert_eq!(steps, json!([{"action": "Open the cart", "expected": "It is empty"}, {"action": "Add a book"}]));
    }

    #[test]
    fn junit_cases_take_their_class_as_suite() {
        let xml = r#"<testsuites><testsuite name="S"><testcase name="a" classname="C"/><testcase name="b &amp; c"></testcase></testsuite></testsuites>"#;
        let rows = read_junit(xml).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].suite.as_deref(), Some("C"));
        assert_eq!(rows[1].input["name"], "b & c");
        assert_eq!(rows[1].suite.as_deref(), Some("S"));
    }

    #[test]
    fn hostile_or_broken_files_are_refused() {
        let entity =
            r#"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><testsuite><testcase name="&e;"/></testsuite>"#;
        assert_eq!(read_junit(entity).unwrap_err().status(), 400);
        assert_eq!(read_junit("<testsuite><testcase name='a'>").unwrap_err().status(), 400);
        assert_eq!(read_file(&[0xff, 0xfe, 0x00]).unwrap_err().status(), 400);
        assert_eq!(read_file(b"[{\"name\": \"a\"").unwrap_err().status(), 400);
        assert_eq!(read_csv("name,severity\n\"unbalanced,high\nx,low\n").unwrap_err().status(), 400);
    }
}
