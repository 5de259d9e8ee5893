//! The command-line client: `testdeck login`, `projects`, `cases import`, `results upload`,
//! `run`, `gate`, `flaky`, `runs show`. It talks to a Testdeck server over its HTTP API like any other
//! client, reading answers into the spec's types; it shares no code with the server's layers.
//!
//! Exit codes, for CI: 0 success; 1 the tests did not pass (a run that failed or erred, a gate
//! not met); 2 usage, authentication or connection errors.

mod client;
mod commands;
mod profile;
mod watch;

use std::path::PathBuf;

use clap::{Args, Subcommand};

use self::client::Client;

/// Client commands, beside `serve` and `backup`.
#[derive(Debug, Subcommand)]
pub enum ClientCommand {
    /// Store a server URL and an API token for the other client commands.
    ///
    /// Give an API token (`--token`, or TESTDECK_TOKEN), or sign in with `--email` and the
    /// password on standard input (`--password-stdin`), which creates an API token named after
    /// this machine. The token is checked against the server, then stored in
    /// ~/.config/testdeck/credentials.json (or under XDG_CONFIG_HOME), readable by you only.
    Login(Login),
    /// Forget the stored server URL and token.
    Logout,
    /// List the projects you can see.
    Projects(Common),
    /// Test cases: `cases import FILE`.
    #[command(subcommand)]
    Cases(Cases),
    /// Test results: `results upload --env ENV FILE...`.
    #[command(subcommand)]
    Results(Results),
    /// Run a suite or a case in an environment, and with --wait follow it to its end.
    Run(Run),
    /// A quality gate on a finished run: exit 1 unless it meets the thresholds.
    Gate(Gate),
    /// List the project's flaky cases: latest results that both pass and fail, flakiest first.
    Flaky(Flaky),
    /// Test runs: `runs show RUN`.
    #[command(subcommand)]
    Runs(Runs),
}

/// How to reach the server, and how to print.
#[derive(Debug, Clone, Args)]
pub struct Common {
    /// The server's base URL, e.g. https://testdeck.example.com [default: the one `testdeck
    /// login` stored]
    #[arg(long, env = "TESTDECK_URL", value_name = "URL")]
    pub url: Option<String>,

    /// An API token (svc_…) [default: the one `testdeck login` stored]
    #[arg(long, env = "TESTDECK_TOKEN", hide_env_values = true, value_name = "TOKEN")]
    pub token: Option<String>,

    /// Print the API's JSON instead of text for people.
    #[arg(long)]
    pub json: bool,
}

/// The project a command works in.
#[derive(Debug, Clone, Args)]
pub struct InProject {
    #[command(flatten)]
    pub common: Common,

    /// The project, by name or id.
    #[arg(long, short = 'p', env = "TESTDECK_PROJECT", value_name = "NAME|ID")]
    pub project: String,
}

#[derive(Debug, Args)]
pub struct Login {
    /// The server's base URL, e.g. http://127.0.0.1:8080.
    #[arg(long, env = "TESTDECK_URL", value_name = "URL")]
    pub url: String,

    /// An API token (svc_…) to store.
    #[arg(long, env = "TESTDECK_TOKEN", hide_env_values = true, value_name = "TOKEN", conflicts_with = "email")]
    pub token: Option<String>,

    /// Sign in with this email instead; the password is read from standard input.
    #[arg(long, value_name = "EMAIL", requires = "password_stdin")]
    pub email: Option<String>,

    /// Read the password for --email from standard input (one line).
    #[arg(long)]
    pub password_stdin: bool,
}

#[derive(Debug, Subcommand)]
pub enum Cases {
    /// Import test cases from a CSV, JSON or JUnit XML file (all or nothing).
    Import {
        #[command(flatten)]
        target: InProject,
        /// The file to import.
        file: PathBuf,
        /// Check the file and report what would happen, writing nothing.
        #[arg(long)]
        dry_run: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum Results {
    /// Upload JUnit XML reports (several are sent as one zip) as one finished run.
    ///
    /// Give the files the reports name as attachments (`[[ATTACHMENT|path]]` in a test's
    /// output) beside them, by the same relative paths: they are zipped with the reports and
    /// attached to their results. Prints the run and its summary. Exits 0 whatever the tests'
    /// verdicts (use `gate` to fail a CI job on them).
    Upload(Upload),
}

#[derive(Debug, Args)]
pub struct Upload {
    #[command(flatten)]
    pub target: InProject,
    /// The environment the tests ran against, by name or id.
    #[arg(long = "env", short = 'e', env = "TESTDECK_ENVIRONMENT", value_name = "NAME|ID")]
    pub environment: String,
    /// A name for the run, e.g. "build 41".
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// The run's suite, by name or id; cases created for new tests go there.
    #[arg(long, value_name = "NAME|ID")]
    pub suite: Option<String>,
    /// List tests that match no case instead of creating cases for them.
    #[arg(long)]
    pub no_create_missing: bool,
    /// Makes a retried upload safe: the same key within 24 hours answers the first upload's
    /// run instead of making a second (e.g. "$CI_PIPELINE_ID-$CI_JOB_ID").
    #[arg(long, value_name = "KEY")]
    pub idempotency_key: Option<String>,
    /// How tests find their cases: automation-id (classname.name), name, or both.
    #[arg(long, value_enum, default_value = "automation-id")]
    pub match_by: MatchBy,
    /// JUnit XML reports and the files they attach (several go up as one zip), or one zip.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum MatchBy {
    AutomationId,
    Name,
    Both,
}

#[derive(Debug, Args)]
pub struct Run {
    #[command(flatten)]
    pub target: InProject,
    /// The suite to run, by name or id.
    #[arg(long, value_name = "NAME|ID", required_unless_present = "case", conflicts_with = "case")]
    pub suite: Option<String>,
    /// The case to run, by id.
    #[arg(long, value_name = "ID")]
    pub case: Option<String>,
    /// The environment to run in, by name or id.
    #[arg(long = "env", short = 'e', env = "TESTDECK_ENVIRONMENT", value_name = "NAME|ID")]
    pub environment: String,
    /// Follow the run's live events to its end, a line per case; exit 0 when it completed, 1
    /// when it failed, erred or was stopped.
    #[arg(long)]
    pub wait: bool,
}

#[derive(Debug, Args)]
pub struct Gate {
    #[command(flatten)]
    pub common: Common,
    /// The run's id.
    pub run: String,
    /// The least share of passed results among those with a verdict (passed, failed, error;
    /// skipped ones are left out), in percent.
    #[arg(long, value_name = "PERCENT", default_value_t = 100.0)]
    pub min_pass_rate: f64,
    /// The most failed and erred results allowed [default: no limit]
    #[arg(long, value_name = "N")]
    pub max_failed: Option<u64>,
}

#[derive(Debug, Args)]
pub struct Flaky {
    #[command(flatten)]
    pub target: InProject,
    /// Only results in this environment, by name or id.
    #[arg(long = "env", short = 'e', value_name = "NAME|ID")]
    pub environment: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum Runs {
    /// A run: its state, summary and each case's verdict.
    Show {
        #[command(flatten)]
        common: Common,
        /// The run's id.
        run: String,
    },
}

/// Why a command did not succeed, and with which exit code.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    /// The tests did not pass (exit 1).
    pub fn tests(message: impl Into<String>) -> Failure {
        Failure { code: 1, message: message.into() }
    }

    /// The command could not be carried out as given (exit 2).
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure { code: 2, message: message.into() }
    }

    /// The server could not be reached or answered unexpectedly (exit 2).
    pub fn connection(message: impl Into<String>) -> Failure {
        Failure { code: 2, message: message.into() }
    }
}

/// Runs a client command; answers the process's exit code.
pub async fn run(command: ClientCommand) -> std::process::ExitCode {
    let outcome = match command {
        ClientCommand::Login(login) => commands::login(login).await,
        ClientCommand::Logout => commands::logout(),
        ClientCommand::Projects(common) => commands::projects(&common).await,
        ClientCommand::Cases(Cases::Import { target, file, dry_run }) => {
            commands::import_cases(&target, &file, dry_run).await
        }
        ClientCommand::Results(Results::Upload(upload)) => commands::upload_results(&upload).await,
        ClientCommand::Run(run) => watch::run(&run).await,
        ClientCommand::Gate(gate) => commands::gate(&gate).await,
        ClientCommand::Flaky(flaky) => commands::flaky(&flaky).await,
        ClientCommand::Runs(Runs::Show { common, run }) => commands::show_run(&common, &run).await,
    };
    match outcome {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("testdeck: {}", failure.message);
            std::process::ExitCode::from(failure.code)
        }
    }
}

/// The client for `common`: its URL and token, else the stored ones.
fn connect(common: &Common) -> Result<Client, Failure> {
    let stored = match (&common.url, &common.token) {
        (Some(_), Some(_)) => None,
        _ => profile::load()?,
    };
    let url = common.url.clone().or_else(|| stored.as_ref().map(|p| p.url.clone()));
    let token = common.token.clone().or_else(|| stored.as_ref().map(|p| p.token.clone()));
    match (url, token) {
        (Some(url), Some(token)) => Client::new(&url, &token),
        _ => Err(Failure::usage(
            "not logged in: run `testdeck login --url URL --token TOKEN`, or set TESTDECK_URL and TESTDECK_TOKEN",
        )),
    }
}

/// Prints `value` as indented JSON.
fn print_json(value: &impl serde::Serialize) -> Result<(), Failure> {
    let text = serde_json::to_string_pretty(value).map_err(|e| Failure::usage(e.to_string()))?;
    println!("{text}");
    Ok(())
}
