//! Test reports as frameworks write them: JUnit XML (pytest `--junitxml`, Maven Surefire,
//! Gradle, jest-junit, Playwright, go-junit-report, cargo-nextest), alone or several in a zip.
//! Reading only: which case a test is, and what is written, is the import's business.
//!
//! Hostile files are refused before they cost much: DTDs (and so entity definitions) are not
//! accepted, elements nest at most [`MAX_DEPTH`] deep, a report is at most [`MAX_REPORT`]
//! bytes, and a zip's reports together at most [`MAX_UNPACKED`] unpacked, counted as they are
//! read rather than taken from the zip's own headers. Paths in a zip are never used as paths.

use std::io::Read as _;

use quick_xml::events::{BytesStart, Event};
use testdeck_api::models::ResultStatus;

use crate::api::attachments::MAX_ATTACHMENT;
use crate::error::{Error, Kind, Result};

/// One XML report, unpacked.
pub const MAX_REPORT: usize = 10 * 1024 * 1024;
/// All the XML reports of a zip, unpacked.
pub const MAX_UNPACKED: usize = 100 * 1024 * 1024;
/// How deep elements may nest.
const MAX_DEPTH: usize = 64;
/// Each excerpt (failure details, standard output, standard error) keeps at most this much.
pub const EXCERPT: usize = 8 * 1024;
/// Tests in one import, at most: a report past it is split across uploads.
pub const MAX_TESTS: usize = 20_000;
/// Attachments in one import, at most.
pub const MAX_ATTACHMENTS: usize = 1_000;
/// How much of a test's output is searched for `[[ATTACHMENT|path]]` references.
const SCANNED: usize = 1024 * 1024;

/// One `testcase` of a report.
#[derive(Debug, Clone, PartialEq)]
pub struct Test {
    pub name: String,
    /// `classname`, or the enclosing `testsuite`'s name when it has none.
    pub classname: Option<String>,
    pub status: ResultStatus,
    pub duration_ms: i64,
    pub failure_type: Option<String>,
    pub failure_message: Option<String>,
    pub details: Option<String>,
    pub stdout: Option<String>,
    pub stderr: Option<String>,
    /// Files the report names for the test: `[[ATTACHMENT|path]]` in its output (the JUnit
    /// attachments convention), or `<property name="attachment" value="path"/>`.
    pub attachments: Vec<String>,
    /// The named files a zip held: name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
}

impl Test {
    /// A test that passed, until its elements say otherwise.
    fn new(name: String, classname: Option<String>, duration_ms: i64) -> Test {
        Test {
            name,
            classname,
            status: ResultStatus::Passed,
            duration_ms,
            failure_type: None,
            failure_message: None,
            details: None,
            stdout: None,
            stderr: None,
            attachments: Vec::new(),
            files: Vec::new(),
        }
    }

    /// The id test automation knows the test by: `classname.name`, or the name alone.
    pub fn automation_id(&self) -> String {
        match &self.classname {
            Some(class) => format!("{class}.{}", self.name),
            None => self.name.clone(),
        }
    }
}

/// The tests of an uploaded file: a JUnit XML report, or a zip holding any number of them
/// (its `.xml` entries; other entries are left alone).
pub fn read(file: &[u8]) -> Result<Vec<Test>> {
    let tests = if file.starts_with(b"PK\x03\x04") { read_zip(file)? } else { read_xml(file, "file")? };
    if tests.is_empty() {
        return Err(Error::invalid("file", "holds no tests: expected JUnit XML with at least one <testcase>"));
    }
    if tests.len() > MAX_TESTS {
        return Err(too_large(format!(
            "The upload holds {} tests; an import takes at most {MAX_TESTS}: upload the reports in parts.",
            tests.len()
        )));
    }
    Ok(tests)
}

fn read_zip(file: &[u8]) -> Result<Vec<Test>> {
    let mut zip = Unpacker::open(file)?;
    // Entries whose path would leave the archive (`../x`, `/etc/x`) are ignored.
    let entries: Vec<(usize, String)> = (0..zip.archive.len())
        .filter_map(|index| {
            let entry = zip.archive.by_index(index).ok()?;
            (!entry.is_dir() && entry.enclosed_name().is_some()).then(|| (index, entry.name().to_string()))
        })
        .collect();
    let mut tests = Vec::new();
    let mut reports = 0usize;
    for (index, name) in entries.iter().filter(|(_, name)| name.to_lowercase().ends_with(".xml")) {
        let xml = zip.read(*index, name, MAX_REPORT)?;
        reports += 1;
        tests.extend(read_xml(&xml, name)?);
    }
    if reports == 0 {
        return Err(Error::invalid("file", "is a zip without any .xml report in it"));
    }
    if tests.len() > MAX_TESTS {
        return Ok(tests); // refused by `read`, before any attachment is unpacked
    }
    let mut attached = 0usize;
    for test in &mut tests {
        let mut references = std::mem::take(&mut test.attachments);
        references.sort();
        references.dedup();
        for reference in references {
            // A file the report names but the zip does not hold is left out.
            if let Some((index, name)) = find_entry(&entries, &reference) {
                attached += 1;
                if attached > MAX_ATTACHMENTS {
                    return Err(too_large(format!("The reports name more than {MAX_ATTACHMENTS} attachments.")));
                }
                let bytes = zip.read(index, name, MAX_ATTACHMENT)?;
                let file_name = name.rsplit('/').next().unwrap_or(name).to_string();
                test.files.push((file_name, bytes));
            }
        }
    }
    Ok(tests)
}

/// A zip being read: entries are unpacked at most up to their limit and, together, up to
/// [`MAX_UNPACKED`], counted as they are read.
struct Unpacker<'a> {
    archive: zip::ZipArchive<std::io::Cursor<&'a [u8]>>,
    unpacked: usize,
}

impl<'a> Unpacker<'a> {
    fn open(file: &'a [u8]) -> Result<Unpacker<'a>> {
        let archive = zip::ZipArchive::new(std::io::Cursor::new(file)).map_err(not_zip)?;
        Ok(Unpacker { archive, unpacked: 0 })
    }

    fn read(&mut self, index: usize, name: &str, limit: usize) -> Result<Vec<u8>> {
        let entry = self.archive.by_index(index).map_err(not_zip)?;
        let mut bytes = Vec::new();
        entry
            .take(limit as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Error::invalid("file", format!("the zip entry {name:?} cannot be unpacked: {e}")))?;
        if bytes.len() > limit {
            return Err(too_large(format!("The entry {name:?} of the zip unpacks to more than {limit} bytes.")));
        }
        self.unpacked += bytes.len();
        if self.unpacked > MAX_UNPACKED {
            return Err(too_large(format!("The zip unpacks to more than {MAX_UNPACKED} bytes in all.")));
        }
        Ok(bytes)
    }
}

fn not_zip(e: zip::result::ZipError) -> Error {
    Error::invalid("file", format!("is not a readable zip: {e}"))
}

/// The entry a report's reference names: the one whose path shares the longest tail of path
/// components with it, so that an absolute path from the CI machine
/// (`/home/runner/work/app/screenshots/a.png`) and a path relative to the report
/// (`screenshots/a.png`) both find `reports/screenshots/a.png`.
fn find_entry<'e>(entries: &'e [(usize, String)], reference: &str) -> Option<(usize, &'e str)> {
    let parts =
        |path: &'e str| -> Vec<&'e str> { path.split(['/', '\\']).filter(|p| !p.is_empty() && *p != ".").collect() };
    let wanted: Vec<&str> = reference.split(['/', '\\']).filter(|p| !p.is_empty() && *p != ".").collect();
    entries
        .iter()
        .filter_map(|(index, name)| {
            let shared = parts(name).iter().rev().zip(wanted.iter().rev()).take_while(|(a, b)| a == b).count();
            (shared > 0).then_some((shared, *index, name.as_str()))
        })
        .max_by_key(|(shared, index, _)| (*shared, std::cmp::Reverse(*index)))
        .map(|(_, index, name)| (index, name))
}

fn too_large(detail: String) -> Error {
    Error::new(Kind::PayloadTooLarge, detail)
}

/// The `testcase` elements of one JUnit XML document, in document order.
fn read_xml(xml: &[u8], source: &str) -> Result<Vec<Test>> {
    if xml.len() > MAX_REPORT {
        return Err(too_large(format!("The report is larger than {MAX_REPORT} bytes.")));
    }
    let text = std::str::from_utf8(xml).map_err(|e| {
        Error::invalid("file", format!("{source} is not UTF-8 text (invalid byte at offset {})", e.valid_up_to()))
    })?;
    let text = text.trim_start_matches('\u{feff}');
    if !text.trim_start().starts_with('<') {
        return Err(Error::invalid("file", format!("{source} is neither JUnit XML nor a zip of JUnit XML reports")));
    }
    Parser { source, suites: Vec::new(), open: Vec::new(), test: None, tests: Vec::new(), scanned: String::new() }
        .parse(text)
}

/// What the parser is collecting the text of.
#[derive(Clone, Copy, PartialEq)]
enum Collect {
    Nothing,
    Details,
    Stdout,
    Stderr,
}

struct Parser<'s> {
    source: &'s str,
    /// Names of the enclosing `testsuite` elements.
    suites: Vec<Option<String>>,
    /// The open elements: whether each is a `testsuite`, and what its text goes to.
    open: Vec<(bool, Collect)>,
    /// The `testcase` being read.
    test: Option<Test>,
    tests: Vec<Test>,
    /// The whole text of the output element being read, to find attachment references in.
    scanned: String,
}

impl Parser<'_> {
    fn parse(mut self, text: &str) -> Result<Vec<Test>> {
        let mut reader = quick_xml::Reader::from_str(text);
        loop {
            let position = reader.buffer_position();
            let event = reader.read_event().map_err(|e| self.malformed(position, e.to_string()))?;
            match event {
                Event::Start(element) => self.open(&element, true, position)?,
                Event::Empty(element) => self.open(&element, false, position)?,
                Event::End(element) => self.close(element.local_name().as_ref()),
                Event::Text(t) => {
                    let text = t.xml_content().map_err(|e| self.malformed(position, e.to_string()))?;
                    self.text(&text);
                }
                Event::CData(t) => {
                    let text = t.decode().map_err(|e| self.malformed(position, e.to_string()))?;
                    self.text(&text);
                }
                Event::GeneralRef(r) => {
                    let name = r.decode().map_err(|e| self.malformed(position, e.to_string()))?;
                    let resolved = match r.resolve_char_ref().map_err(|e| self.malformed(position, e.to_string()))? {
                        Some(c) => c.to_string(),
                        None => quick_xml::escape::resolve_predefined_entity(&name)
                            .ok_or_else(|| self.malformed(position, format!("unknown entity &{name};")))?
                            .to_string(),
                    };
                    self.text(&resolved);
                }
                Event::DocType(_) => {
                    return Err(Error::invalid(
                        "file",
                        format!("{} declares a DTD; DTDs and entities are not accepted", self.source),
                    ))
                }
                Event::Eof => break,
                _ => {}
            }
        }
        if !self.open.is_empty() {
            return Err(self.malformed(text.len() as u64, "the report ends before its elements are closed".into()));
        }
        Ok(self.tests)
    }

    fn malformed(&self, position: u64, message: String) -> Error {
        malformed(self.source, position, message)
    }

    fn open(&mut self, element: &BytesStart, opens: bool, position: u64) -> Result<()> {
        if self.open.len() >= MAX_DEPTH {
            return Err(self.malformed(position, format!("elements nest deeper than {MAX_DEPTH}")));
        }
        let source = self.source;
        let attribute = |key: &str| -> Result<Option<String>> {
            let value = element.try_get_attribute(key).map_err(|e| malformed(source, position, e.to_string()))?;
            value
                .map(|a| a.unescape_value().map(|v| v.trim().to_string()))
                .transpose()
                .map_err(|e| malformed(source, position, e.to_string()))
        };
        let mut collect = Collect::Nothing;
        let mut suite = false;
        match (element.local_name().as_ref(), self.test.is_some()) {
            (b"testsuite", _) => {
                suite = true;
                if opens {
                    self.suites.push(attribute("name")?.filter(|n| !n.is_empty()));
                }
            }
            (b"testcase", false) => {
                let test = Test::new(
                    attribute("name")?.unwrap_or_default(),
                    attribute("classname")?
                        .filter(|c| !c.is_empty())
                        .or_else(|| self.suites.iter().rev().flatten().next().cloned()),
                    attribute("time")?.as_deref().map_or(0, seconds_to_ms),
                );
                if opens {
                    self.test = Some(test);
                } else {
                    self.tests.push(test);
                }
            }
            (name @ (b"failure" | b"error" | b"skipped"), true) => {
                let status = match name {
                    b"failure" => ResultStatus::Failed,
                    b"error" => ResultStatus::Error,
                    _ => ResultStatus::Skipped,
                };
                let (kind, message) = (attribute("type")?, attribute("message")?);
                let Some(test) = self.test.as_mut() else { return Ok(()) };
                // The worst verdict wins when a test has several (a failure, then an error in
                // its teardown, say); the first of them describes it.
                if rank(status) > rank(test.status) {
                    test.status = status;
                    test.failure_type = kind.filter(|k| !k.is_empty());
                    test.failure_message = message.filter(|m| !m.is_empty());
                    test.details = None;
                    collect = Collect::Details;
                }
            }
            (b"system-out", true) => collect = Collect::Stdout,
            (b"system-err", true) => collect = Collect::Stderr,
            (b"property", true) if attribute("name")?.is_some_and(|n| n.eq_ignore_ascii_case("attachment")) => {
                if let (Some(path), Some(test)) = (attribute("value")?, self.test.as_mut()) {
                    test.attachments.push(path);
                }
            }
            _ => {}
        }
        if opens {
            self.open.push((suite, collect));
        }
        Ok(())
    }

    fn close(&mut self, name: &[u8]) {
        let Some((suite, collect)) = self.open.pop() else { return };
        if matches!(collect, Collect::Stdout | Collect::Stderr) {
            let output = std::mem::take(&mut self.scanned);
            if let Some(test) = self.test.as_mut() {
                test.attachments.extend(attachment_references(&output));
            }
        }
        if suite {
            self.suites.pop();
        }
        if name == b"testcase" {
            if let Some(test) = self.test.take() {
                self.tests.push(test);
            }
        }
    }

    fn text(&mut self, text: &str) {
        let Some(&(_, collect)) = self.open.last() else { return };
        let Some(test) = self.test.as_mut() else { return };
        if matches!(collect, Collect::Stdout | Collect::Stderr) && self.scanned.len() < SCANNED {
            self.scanned.push_str(text);
        }
        let excerpt = match collect {
            Collect::Nothing => return,
            Collect::Details => &mut test.details,
            Collect::Stdout => &mut test.stdout,
            Collect::Stderr => &mut test.stderr,
        };
        let excerpt = excerpt.get_or_insert_with(String::new);
        let room = EXCERPT.saturating_sub(excerpt.len());
        let mut end = text.len().min(room);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        excerpt.push_str(&text[..end]);
    }
}

fn malformed(source: &str, position: u64, message: String) -> Error {
    Error::invalid("file", format!("{source} is not well-formed XML (at byte {position}): {message}"))
}

/// The paths of `[[ATTACHMENT|path]]` in a test's output.
fn attachment_references(output: &str) -> Vec<String> {
    const OPEN: &str = "[[ATTACHMENT|";
    let mut found = Vec::new();
    let mut rest = output;
    while let Some(start) = rest.find(OPEN) {
        rest = &rest[start + OPEN.len()..];
        let Some(end) = rest.find("]]") else { break };
        let path = rest[..end].trim();
        if !path.is_empty() {
            found.push(path.to_string());
        }
        rest = &rest[end + 2..];
    }
    found
}

/// How bad a verdict is, for picking the worst of several.
fn rank(status: ResultStatus) -> u8 {
    match status {
        ResultStatus::Passed => 0,
        ResultStatus::Skipped => 1,
        ResultStatus::Failed => 2,
        ResultStatus::Error => 3,
    }
}

/// `time="1.234"` (seconds; some tools write `1,234`) as whole milliseconds; junk reads as 0.
fn seconds_to_ms(time: &str) -> i64 {
    let seconds: f64 = time.replace(',', ".").parse().unwrap_or(0.0);
    if seconds.is_finite() && seconds > 0.0 {
        (seconds * 1000.0).round().min(i64::MAX as f64) as i64
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test(name: &str) -> Test {
        Test::new(name.into(), None, 0)
    }

    #[test]
    fn verdicts_failures_and_output_are_read() {
        let xml = r#"<?xml version="1.0"?>
            <testsuites><testsuite name="S">
              <testcase classname="m.C" name="ok" time="0.5"/>
              <testcase classname="m.C" name="bad" time="1,25">
                <failure message="assert 1 == 2" type="AssertionError">trace &amp; more<![CDATA[ <raw> ]]></failure>
                <system-out>out&#10;</system-out><system-err>err</system-err>
              </testcase>
              <testcase name="later"><skipped message="not today"/></testcase>
              <testcase name="broken"><failure message="f"/><error message="teardown" type="E"/></testcase>
            </testsuite></testsuites>"#;
        let tests = read(xml.as_bytes()).unwrap();
        assert_eq!(tests.len(), 4);
        assert_eq!(tests[0], Test { classname: Some("m.C".into()), duration_ms: 500, ..test("ok") });
        assert_eq!(tests[0].automation_id(), "m.C.ok");
        let bad = &tests[1];
        assert_eq!((bad.status, bad.duration_ms), (ResultStatus::Failed, 1250));
        assert_eq!(bad.failure_type.as_deref(), Some("AssertionError"));
        assert_eq!(bad.failure_message.as_deref(), Some("assert 1 == 2"));
        assert_eq!(bad.details.as_deref(), Some("trace & more <raw> "));
        assert_eq!((bad.stdout.as_deref(), bad.stderr.as_deref()), (Some("out\n"), Some("err")));
        assert_eq!((tests[2].status, tests[2].classname.as_deref()), (ResultStatus::Skipped, Some("S")));
        assert_eq!((tests[3].status, tests[3].failure_message.as_deref()), (ResultStatus::Error, Some("teardown")));
    }

    #[test]
    fn attachments_are_found_by_convention_and_by_the_longest_shared_path() {
        let xml =
            "<testsuite><testcase name='a'><properties><property name='attachment' value='shots/a.png'/></properties>\
                   <system-out>see [[ATTACHMENT|/home/ci/app/logs/a.log]] and [[ATTACHMENT|missing.txt]]</system-out>\
                   </testcase></testsuite>";
        let tests = read(xml.as_bytes()).unwrap();
        assert_eq!(tests[0].attachments, ["shots/a.png", "/home/ci/app/logs/a.log", "missing.txt"]);
        assert_eq!(
            tests[0].stdout.as_deref(),
            Some("see [[ATTACHMENT|/home/ci/app/logs/a.log]] and [[ATTACHMENT|missing.txt]]")
        );
        let entries =
            vec![(0, "a.png".to_string()), (1, "reports/shots/a.png".to_string()), (2, "logs/a.log".to_string())];
        assert_eq!(find_entry(&entries, "shots/a.png"), Some((1, "reports/shots/a.png")));
        assert_eq!(find_entry(&entries, "/home/ci/app/logs/a.log"), Some((2, "logs/a.log")));
        assert_eq!(find_entry(&entries, "C:\\ci\\a.png").map(|e| e.0), Some(0));
        assert_eq!(find_entry(&entries, "missing.txt"), None);
    }

    #[test]
    fn excerpts_are_bounded_on_a_character_boundary() {
        let long = "é".repeat(EXCERPT);
        let xml = format!("<testsuite><testcase name='a'><system-out>{long}</system-out></testcase></testsuite>");
        let out = read(xml.as_bytes()).unwrap()[0].stdout.clone().unwrap();
        assert!(out.len() <= EXCERPT && out.len() > EXCERPT - 2, "{}", out.len());
    }

    #[test]
    fn hostile_or_empty_reports_are_refused() {
        let entity =
            r#"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><testsuite><testcase name="&e;"/></testsuite>"#;
        assert_eq!(read(entity.as_bytes()).unwrap_err().status(), 400);
        let deep = format!("{}{}", "<a>".repeat(MAX_DEPTH + 1), "</a>".repeat(MAX_DEPTH + 1));
        assert_eq!(read(deep.as_bytes()).unwrap_err().status(), 400);
        assert_eq!(read(b"<testsuite><testcase name='a'>").unwrap_err().status(), 400);
        assert_eq!(read(b"<testsuite name='empty'/>").unwrap_err().status(), 400);
        assert_eq!(read(b"name,severity\na,high").unwrap_err().status(), 400);
        assert_eq!(read(&[0xff, 0xfe]).unwrap_err().status(), 400);
    }
}
