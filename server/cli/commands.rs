//! The client commands but `run` (in `watch`): each a few API calls and a print.

use std::io::{BufRead as _, Write as _};
use std::path::{Path, PathBuf};

use reqwest::{multipart, Method};
use serde_json::{json, Value};
use testdeck_api::models;

use super::client::Client;
use super::profile::{self, Profile};
use super::{connect, print_json, Common, Failure, Flaky, Gate, InProject, Login, MatchBy, Upload};

pub async fn login(login: Login) -> Result<(), Failure> {
    let token = match (login.token, login.email) {
        (Some(token), _) => token,
        (None, Some(email)) => {
            let mut password = String::new();
            std::io::stdin()
                .lock()
                .read_line(&mut password)
                .map_err(|e| Failure::usage(format!("cannot read the password from standard input: {e}")))?;
            sign_in(&login.url, &email, password.trim_end_matches(['\r', '\n'])).await?
        }
        (None, None) => {
            return Err(Failure::usage(
                "give an API token (--token, or TESTDECK_TOKEN), or --email with --password-stdin",
            ))
        }
    };
    let client = Client::new(&login.url, &token)?;
    let me: models::Me = client.get("/v1/me").await?;
    let path = profile::save(&Profile { url: client.base().to_string(), token })?;
    println!(
        "Logged in to {} as {} ({}). Credentials stored in {}.",
        client.base(),
        me.account.email,
        me.organization.name,
        path.display()
    );
    Ok(())
}

/// Signs in with a password and makes an API token for this machine (a session expires
/// within minutes; the client needs a credential that lasts).
async fn sign_in(url: &str, email: &str, password: &str) -> Result<String, Failure> {
    let anonymous = Client::new(url, "")?;
    let session: models::Session = anonymous
        .send(anonymous.request(Method::POST, "/v1/auth/login").json(&json!({ "email": email, "password": password })))
        .await?;
    let client = Client::new(url, &session.access_token)?;
    let host = std::env::var("HOSTNAME").ok().filter(|h| !h.is_empty()).unwrap_or_else(|| "this machine".into());
    let created: models::CreatedApiToken =
        client.post("/v1/me/api-tokens", &json!({ "name": format!("testdeck CLI on {host}") })).await?;
    Ok(created.token)
}

pub fn logout() -> Result<(), Failure> {
    if profile::remove()? {
        println!("Logged out: the stored URL and token are gone (the token itself stays valid until revoked).");
    } else {
        println!("Not logged in: nothing stored.");
    }
    Ok(())
}

pub async fn projects(common: &Common) -> Result<(), Failure> {
    let client = connect(common)?;
    let page: models::ProjectPage = client.get("/v1/projects?limit=100&offset=0").await?;
    if common.json {
        return print_json(&page);
    }
    let rows: Vec<[String; 2]> = page.items.iter().map(|p| [p.id.clone(), p.name.clone()]).collect();
    print_table(["ID", "NAME"], &rows);
    Ok(())
}

pub async fn import_cases(target: &InProject, file: &Path, dry_run: bool) -> Result<(), Failure> {
    let client = connect(&target.common)?;
    let project = resolve(&client, Kind::Project, &target.project, None).await?;
    let form =
        multipart::Form::new().part("file", file_part(file)?).text("dryRun", if dry_run { "true" } else { "false" });
    let request = client.request(Method::POST, &format!("/v1/projects/{project}/test-cases/import")).multipart(form);
    let result: models::ImportResult = client.send(request).await?;
    if target.common.json {
        return print_json(&result);
    }
    let verb = if dry_run { "would import" } else { "imported" };
    println!("{verb} {} test case(s) from {}", result.imported, file.display());
    for duplicate in &result.duplicates {
        println!("  row {}: {:?} has the name of case {}", duplicate.row, duplicate.name, duplicate.existing_id);
    }
    Ok(())
}

pub async fn upload_results(upload: &Upload) -> Result<(), Failure> {
    let client = connect(&upload.target.common)?;
    let project = resolve(&client, Kind::Project, &upload.target.project, None).await?;
    let environment = resolve(&client, Kind::Environment, &upload.environment, Some(&project)).await?;
    let file = match upload.files.as_slice() {
        [one] => file_part(one)?,
        several => multipart::Part::bytes(zip_of(several)?).file_name("reports.zip"),
    };
    let mut form = multipart::Form::new().part("file", file).text("environmentId", environment).text(
        "matchBy",
        match upload.match_by {
            MatchBy::AutomationId => "automationId",
            MatchBy::Name => "name",
            MatchBy::Both => "both",
        },
    );
    if let Some(name) = &upload.name {
        form = form.text("name", name.clone());
    }
    if let Some(suite) = &upload.suite {
        form = form.text("testSuiteId", resolve(&client, Kind::Suite, suite, Some(&project)).await?);
    }
    if upload.no_create_missing {
        form = form.text("createMissingCases", "false");
    }
    let mut request = client.request(Method::POST, &format!("/v1/projects/{project}/test-runs/import")).multipart(form);
    if let Some(key) = &upload.idempotency_key {
        request = request.header("idempotency-key", key);
    }
    let import: models::ResultsImport = client.send(request).await?;
    if upload.target.common.json {
        return print_json(&import);
    }
    let run = &import.run;
    println!("run {} {}: {}", run.id, run.status, summary_text(&run.summary));
    println!(
        "{} test(s): {} matched a case, {} new case(s), {} unmatched",
        import.tests,
        import.matched,
        import.created,
        import.unmatched.len()
    );
    for test in &import.unmatched {
        println!("  unmatched: {}", test.name);
    }
    println!("{}/v1/test-runs/{}", client.base(), run.id);
    Ok(())
}

pub async fn gate(gate: &Gate) -> Result<(), Failure> {
    let client = connect(&gate.common)?;
    let run: models::TestRun = client.get(&format!("/v1/test-runs/{}", gate.run)).await?;
    if !matches!(
        run.status,
        models::TestRunStatus::Completed | models::TestRunStatus::Failed | models::TestRunStatus::Error
    ) {
        return Err(Failure::usage(format!(
            "run {} is {}, not finished: gate a finished run (`testdeck run --wait` waits for one)",
            run.id, run.status
        )));
    }
    let s = &run.summary;
    let judged = u64::from(s.passed + s.failed + s.error);
    let failed = u64::from(s.failed + s.error);
    let rate = if judged == 0 { 100.0 } else { 100.0 * f64::from(s.passed) / judged as f64 };
    let mut broken = Vec::new();
    if rate < gate.min_pass_rate {
        broken.push(format!("pass rate {rate:.1}% is below {}%", gate.min_pass_rate));
    }
    if let Some(max) = gate.max_failed.filter(|max| failed > *max) {
        broken.push(format!("{failed} failed or erred, more than {max}"));
    }
    if gate.common.json {
        print_json(&json!({ "run": run.id, "passRate": rate, "failed": failed, "passed": broken.is_empty(),
                            "reasons": broken }))?;
    } else {
        println!("run {}: pass rate {rate:.1}%, {failed} failed or erred ({})", run.id, summary_text(s));
    }
    if broken.is_empty() {
        Ok(())
    } else {
        Err(Failure::tests(format!("gate not met: {}", broken.join("; "))))
    }
}

pub async fn flaky(flaky: &Flaky) -> Result<(), Failure> {
    let client = connect(&flaky.target.common)?;
    let project = resolve(&client, Kind::Project, &flaky.target.project, None).await?;
    let mut path = format!("/v1/projects/{project}/flaky-cases?limit=100&offset=0");
    if let Some(environment) = &flaky.environment {
        path.push_str(&format!(
            "&environmentId={}",
            resolve(&client, Kind::Environment, environment, Some(&project)).await?
        ));
    }
    let page: models::FlakyCasePage = client.get(&path).await?;
    if flaky.target.common.json {
        return print_json(&page);
    }
    if page.items.is_empty() {
        println!("No flaky cases: every case's latest results agree.");
        return Ok(());
    }
    let environments: models::EnvironmentPage =
        client.get(&format!("/v1/projects/{project}/environments?limit=100&offset=0")).await?;
    let environment_name =
        |id: &str| environments.items.iter().find(|e| e.id == id).map_or_else(|| id.to_string(), |e| e.name.clone());
    let rows: Vec<[String; 4]> = page
        .items
        .iter()
        .map(|c| {
            [
                format!("{:.0}%", c.flip_rate * 100.0),
                format!("{} / {}", c.passed, c.failed),
                environment_name(&c.environment_id),
                c.test_case_name.clone(),
            ]
        })
        .collect();
    print_table(["FLIPS", "PASSED / FAILED", "ENVIRONMENT", "CASE"], &rows);
    Ok(())
}

pub async fn show_run(common: &Common, run_id: &str) -> Result<(), Failure> {
    let client = connect(common)?;
    let run: models::TestRun = client.get(&format!("/v1/test-runs/{run_id}")).await?;
    // A finished run's event log is complete and the stream ends; a live one's is not read.
    let finished = !matches!(
        run.status,
        models::TestRunStatus::Pending
            | models::TestRunStatus::Queued
            | models::TestRunStatus::Running
            | models::TestRunStatus::Stopping
    );
    let mut cases = Vec::new();
    if finished {
        super::watch::follow(&client, &run.id, |name, data| {
            if name == "case.finished" {
                cases.push(data.clone());
            }
        })
        .await?;
    }
    if common.json {
        return print_json(&json!({ "run": run, "cases": cases }));
    }
    let name = run.name.as_ref().map(|n| format!(" \"{n}\"")).unwrap_or_default();
    println!("run {}{name}: {} ({})", run.id, run.status, summary_text(&run.summary));
    let rows: Vec<[String; 3]> = cases
        .iter()
        .map(|c| {
            let text = |key: &str| c[key].as_str().unwrap_or_default().to_string();
            [text("status"), format!("{} ms", c["durationMs"]), text("testCaseName")]
        })
        .collect();
    if !rows.is_empty() {
        print_table(["STATUS", "TIME", "CASE"], &rows);
    }
    Ok(())
}

pub fn summary_text(s: &models::TestRunSummary) -> String {
    format!("{} passed, {} failed, {} erred, {} skipped of {}", s.passed, s.failed, s.error, s.skipped, s.total)
}

/// What a name or id on the command line may name.
#[derive(Clone, Copy)]
pub enum Kind {
    Project,
    Environment,
    Suite,
}

/// The id of the project, environment or suite `given` names: an id as it is, else the one
/// whose name is `given` (ignoring case).
pub async fn resolve(client: &Client, kind: Kind, given: &str, project: Option<&str>) -> Result<String, Failure> {
    let project = project.unwrap_or_default();
    let (what, prefix, list) = match kind {
        Kind::Project => ("project", "prj_", "/v1/projects".to_string()),
        Kind::Environment => ("environment", "env_", format!("/v1/projects/{project}/environments")),
        Kind::Suite => ("suite", "ts_", format!("/v1/projects/{project}/test-suites")),
    };
    if given.starts_with(prefix) {
        return Ok(given.to_string());
    }
    let name: String = url::form_urlencoded::byte_serialize(given.as_bytes()).collect();
    let page: Value = client.get(&format!("{list}?limit=100&offset=0&name={name}")).await?;
    let matches: Vec<&Value> = page["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|item| item["name"].as_str().is_some_and(|n| n.eq_ignore_ascii_case(given)))
        .collect();
    match matches.as_slice() {
        [one] => Ok(one["id"].as_str().unwrap_or_default().to_string()),
        [] => Err(Failure::usage(format!("no {what} named {given:?} that you can see"))),
        _ => Err(Failure::usage(format!("several {what}s are named {given:?}: give the id ({prefix}…) instead"))),
    }
}

fn file_part(path: &Path) -> Result<multipart::Part, Failure> {
    let bytes = std::fs::read(path).map_err(|e| Failure::usage(format!("cannot read {}: {e}", path.display())))?;
    let name = path.file_name().map_or_else(|| "file".to_string(), |n| n.to_string_lossy().into_owned());
    Ok(multipart::Part::bytes(bytes).file_name(name))
}

/// Several files as one zip, each under the path it was given (without `..` or a root), so
/// that the reports' references to files beside them (`[[ATTACHMENT|shots/a.png]]`) find them.
fn zip_of(files: &[PathBuf]) -> Result<Vec<u8>, Failure> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let failed = |e: zip::result::ZipError| Failure::usage(format!("cannot zip the reports: {e}"));
    let mut names = std::collections::HashSet::new();
    for (i, path) in files.iter().enumerate() {
        let bytes = std::fs::read(path).map_err(|e| Failure::usage(format!("cannot read {}: {e}", path.display())))?;
        let parts: Vec<String> = path
            .components()
            .filter_map(|c| match c {
                std::path::Component::Normal(part) => Some(part.to_string_lossy().into_owned()),
                _ => None,
            })
            .collect();
        let mut name = parts.join("/");
        if name.is_empty() || !names.insert(name.clone()) {
            name = format!("{i}/{name}");
            names.insert(name.clone());
        }
        zip.start_file(name, zip::write::SimpleFileOptions::default()).map_err(failed)?;
        zip.write_all(&bytes).map_err(|e| Failure::usage(format!("cannot zip the reports: {e}")))?;
    }
    Ok(zip.finish().map_err(failed)?.into_inner())
}

/// Left-aligned columns, a header row first.
fn print_table<const N: usize>(header: [&str; N], rows: &[[String; N]]) {
    let mut widths = header.map(str::len);
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let line = |cells: Vec<&str>| {
        let padded: Vec<String> = cells.iter().zip(widths).map(|(c, w)| format!("{c:<w$}")).collect();
        println!("{}", padded.join("  ").trim_end());
    };
    line(header.to_vec());
    for row in rows {
        line(row.iter().map(String::as_str).collect());
    }
}
