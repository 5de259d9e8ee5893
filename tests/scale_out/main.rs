//! Several servers on one PostgreSQL database: what one server does, the others see and
//! honour. Run by `./scripts/check` (step postgres) with `TESTDECK_TEST_ENGINE=postgres` and
//! `TESTDECK_TEST_POSTGRES_URL`; without them every test here fails, saying how to get a server.

// The harness of the API tests; not every helper is used here.
#[allow(dead_code, unused_imports)]
#[path = "../api/helpers/mod.rs"]
mod helpers;

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;

use helpers::*;

/// Fails the test unless its servers are on PostgreSQL.
fn on_postgres() {
    assert!(
        matches!(Engine::of_this_run(), Engine::Postgres(_)),
        "these tests need servers on PostgreSQL: run them with TESTDECK_TEST_ENGINE=postgres and \
         TESTDECK_TEST_POSTGRES_URL (`./scripts/postgres start DIR` starts a server), as ./scripts/check does"
    );
}

/// Two servers on one new PostgreSQL database, both with `args`.
async fn two_servers(args: &[&str]) -> (TestServer, TestServer) {
    on_postgres();
    let a = TestServer::start_with(args).await;
    let b = TestServer::start_beside(&a, args).await;
    (a, b)
}

/// A run started through A is watched through B, every event in order with A's numbers, and
/// stopped through B: A, which executes it, stops it.
#[tokio::test]
async fn a_run_started_on_one_server_is_watched_and_stopped_through_another() {
    let (a, b) = two_servers(&[]).await;
    let bench = Bench::new(&a).await;
    let case = bench.case(&a, "Hangs", json!([check("/ok", 200), check("/slow", 200)])).await;
    let run = str_field(&bench.run_case(&a, &case).await, "id");
    bench.target.wait_for_hit("/slow").await;

    let mut watched = EventStream::open(b.events_request(&run, bench.user.token(), None)).await;
    let first = watched.next().await.expect("the log so far");
    assert_eq!(first.id(), 1, "{first:?}");

    let asked = Instant::now();
    let stopping = created(b.post_empty(&format!("/v1/test-runs/{run}/stop"), bench.user.token()).await, "stop");
    assert_eq!(stopping["status"], json!("stopping"), "A executes the run, so B leaves the stop to it: {stopping}");
    let rest = watched.rest(Duration::from_secs(10)).await;
    let stopped = finished_within(&b, &bench.user, &run, Duration::from_secs(5)).await;
    assert_eq!(stopped["status"], json!("stopped"), "{stopped}");
    assert!(asked.elapsed() < Duration::from_secs(5), "stopped after {:?}", asked.elapsed());

    let through_b: Vec<_> = std::iter::once(first).chain(rest).collect();
    let ids: Vec<u64> = through_b.iter().map(SseEvent::id).collect();
    assert_eq!(ids, (1..=through_b.len() as u64).collect::<Vec<_>>(), "every event, in order: {through_b:#?}");
    let last = through_b.last().expect("events");
    assert_eq!((last.name.as_str(), &last.data["status"]), ("run.finished", &json!("stopped")), "{last:?}");
    let through_a = a.all_events(&run, bench.user.token(), None).await;
    let names = |events: &[SseEvent]| events.iter().map(|e| (e.id(), e.name.clone())).collect::<Vec<_>>();
    assert_eq!(names(&through_b), names(&through_a), "the same events with the same ids on both servers");
}

/// A server killed mid-run leaves no run live: another ends it once its lease lapses, with the
/// events a restart writes.
#[tokio::test]
async fn the_runs_of_a_killed_server_are_ended_by_another() {
    let (mut a, b) = two_servers(&["--run-lease-secs", "3"]).await;
    let bench = Bench::new(&a).await;
    let case = bench.case(&a, "Hangs", json!([check("/slow", 200)])).await;
    let run = str_field(&bench.run_case(&a, &case).await, "id");
    bench.target.wait_for_hit("/slow").await;
    assert_eq!(get_run(&b, &bench.user, &run).await["status"], json!("running"));

    a.kill().await;

    let ended = finished_within(&b, &bench.user, &run, Duration::from_secs(15)).await;
    assert_eq!(ended["status"], json!("error"), "{ended}");
    assert!(str_field(&ended, "statusReason").contains("stopped"), "an honest reason: {ended}");
    let events = b.all_events(&run, bench.user.token(), None).await;
    let ids: Vec<u64> = events.iter().map(SseEvent::id).collect();
    assert_eq!(ids, (1..=events.len() as u64).collect::<Vec<_>>(), "{events:#?}");
    assert_eq!(events.last().map(|e| e.name.as_str()), Some("run.finished"), "{events:#?}");
}

/// A second server starting does not end the runs the first one executes.
#[tokio::test]
async fn a_server_starting_leaves_the_runs_of_the_others_alone() {
    on_postgres();
    let a = TestServer::start().await;
    let bench = Bench::new(&a).await;
    let case = bench.case(&a, "Hangs", json!([check("/slow", 200)])).await;
    let run = str_field(&bench.run_case(&a, &case).await, "id");
    bench.target.wait_for_hit("/slow").await;

    let b = TestServer::start_beside(&a, &[]).await;
    assert_eq!(get_run(&b, &bench.user, &run).await["status"], json!("running"), "B started; A still runs it");
    let reply = a.post_empty(&format!("/v1/test-runs/{run}/stop"), bench.user.token()).await;
    assert_eq!(reply.0, StatusCode::CREATED, "{}", reply.1);
    assert_eq!(finished(&b, &bench.user, &run).await["status"], json!("stopped"));
}

/// A token revoked through A is refused by B at once.
#[tokio::test]
async fn a_token_revoked_through_one_server_is_refused_by_the_other() {
    let (a, b) = two_servers(&[]).await;
    let user = a.signed_up().await;
    let token = created(a.post("/v1/me/api-tokens", user.token(), &json!({ "name": "ci" })).await, "token");
    let secret = str_field(&token, "token");
    assert_eq!(b.get("/v1/me", Some(&secret)).await.0, StatusCode::OK, "B takes A's token");

    let revoked = a.delete(&format!("/v1/me/api-tokens/{}", str_field(&token, "id")), user.token()).await;
    assert!(revoked.0.is_success(), "revoke: {}", revoked.1);
    expect_problem(&b.get("/v1/me", Some(&secret)).await, StatusCode::UNAUTHORIZED, "unauthorized");
}

/// Failed sign-ins count together whichever server they go to: three through A and two
/// through B use up the free ones, and the next is refused by both.
#[tokio::test]
async fn sign_in_failures_through_both_servers_count_together() {
    let (a, b) = two_servers(&[]).await;
    let email = unique_email("throttled");
    a.register(&email, "Org").await;
    let (wrong, right) =
        (json!({ "email": email, "password": "wrong password" }), json!({ "email": email, "password": PASSWORD }));
    for server in [&a, &a, &a, &b, &b] {
        let (status, body, _) = server.post("/v1/auth/login", None, &wrong).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    }
    for server in [&a, &b] {
        expect_problem(
            &server.post("/v1/auth/login", None, &right).await,
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
        );
    }
}

/// `testdeck copy` moves a SQLite file into PostgreSQL and back: every list of a seeded project
/// answers the same on all three, to the same session (the keys came along), and a second copy
/// into a database that has rows is refused.
#[tokio::test]
async fn copy_moves_a_database_to_postgres_and_back_and_every_list_answers_the_same() {
    on_postgres();
    let mut sqlite = TestServer::start_sqlite().await;
    let bench = Bench::new(&sqlite).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let tag = str_field(&create_tag(&sqlite, user, project, json!({ "name": "smoke" })).await, "id");
    let suite = str_field(&create_suite(&sqlite, user, project, json!({ "name": "Checkout" })).await, "id");
    let passing = bench.active_case(&sqlite, "Home answers", json!([check("/ok", 200)])).await;
    let failing = bench.active_case(&sqlite, "Home is created", json!([check("/ok", 201)])).await;
    let mut input = json!({ "name": "Tagged", "tagIds": [tag], "testSuiteId": suite, "steps": [check("/ok", 200)] });
    let tagged = new_case(&sqlite, user, project, input.clone()).await;
    input["name"] = json!("Tagged, renamed");
    let renamed = sqlite.put(&format!("/v1/test-cases/{tagged}"), user.token(), &input).await;
    assert!(renamed.0.is_success(), "{}", renamed.1);
    for case in [&passing, &failing, &passing] {
        bench.run_case_to_end(&sqlite, case).await;
    }
    create_test_account(&sqlite, user, project, json!({ "name": "Shopper", "username": "ada", "password": "s3cret" }))
        .await;
    let lists: Vec<String> = [
        "/v1/me".to_string(),
        "/v1/me/api-tokens".to_string(),
        "/v1/teams".to_string(),
        "/v1/projects".to_string(),
        format!("/v1/projects/{project}/test-cases?limit=100&offset=0"),
        format!("/v1/projects/{project}/test-cases?limit=100&offset=0&tagId={tag}"),
        format!("/v1/projects/{project}/test-cases/ungrouped?limit=100&offset=0"),
        format!("/v1/projects/{project}/test-suites"),
        format!("/v1/projects/{project}/tags"),
        format!("/v1/projects/{project}/environments"),
        format!("/v1/projects/{project}/test-accounts"),
        format!("/v1/projects/{project}/test-runs?limit=100&offset=0"),
        format!("/v1/projects/{project}/flaky-cases"),
        format!("/v1/projects/{project}/overview?preset=last-7-days"),
        format!("/v1/projects/{project}/storage-usage"),
        format!("/v1/test-cases/{tagged}/history"),
        format!("/v1/test-cases/{passing}/results-history?environmentId={}", bench.environment),
        "/v1/audit-events?limit=100".to_string(),
    ]
    .into();
    let original = answers(&sqlite, user, &lists).await;
    let file = sqlite.database_path();
    sqlite.kill().await;

    let scratch = tempfile::tempdir().unwrap();
    let on_postgres = Engine::of_this_run().new_database(&scratch).await;
    let copied = copy(&file.to_string_lossy(), &on_postgres);
    assert!(copied.status.success(), "copy into PostgreSQL: {}", String::from_utf8_lossy(&copied.stderr));
    assert!(String::from_utf8_lossy(&copied.stdout).contains("every table has the same count"));
    let again = copy(&file.to_string_lossy(), &on_postgres);
    assert!(!again.status.success(), "a database with rows is never copied into");
    assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"), "{}", String::from_utf8_lossy(&again.stderr));

    let postgres = TestServer::start_on(on_postgres.clone()).await;
    assert_same(&answers(&postgres, user, &lists).await, &original, "PostgreSQL answers as SQLite did");
    drop(postgres);

    // The PostgreSQL database went with its server: copy the file up again, then back down.
    let on_postgres = Engine::of_this_run().new_database(&scratch).await;
    assert!(copy(&file.to_string_lossy(), &on_postgres).status.success());
    let back = scratch.path().join("back.db").to_string_lossy().into_owned();
    let copied = copy(&on_postgres, &back);
    assert!(copied.status.success(), "copy back to SQLite: {}", String::from_utf8_lossy(&copied.stderr));
    Engine::of_this_run().remove_database(&on_postgres);
    let down = TestServer::start_on(back).await;
    assert_same(&answers(&down, user, &lists).await, &original, "and SQLite again, after the round trip");
}

/// What each of `lists` answers `user`.
async fn answers(server: &TestServer, user: &User, lists: &[String]) -> Vec<(String, serde_json::Value)> {
    let mut all = Vec::new();
    for path in lists {
        let mut answer = get_ok(server, user, path).await;
        if let Some(figures) = answer.as_object_mut().filter(|_| path.contains("/overview")) {
            // The window the figures cover ends now.
            figures.remove("from");
            figures.remove("to");
        }
        all.push((path.clone(), answer));
    }
    all
}

/// Each answer equals the original one of the same list.
fn assert_same(answers: &[(String, serde_json::Value)], original: &[(String, serde_json::Value)], what: &str) {
    assert_eq!(answers.len(), original.len());
    for ((path, answer), (_, expected)) in answers.iter().zip(original) {
        assert_eq!(answer, expected, "{what}: GET {path}");
    }
}

/// Runs `testdeck copy --from FROM --to TO`.
fn copy(from: &str, to: &str) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_testdeck"))
        .args(["copy", "--from", from, "--to", to])
        .output()
        .expect("run testdeck copy")
}

/// With `sslmode=verify-full` a server reaches its database over TLS, checking the database's
/// certificate against `sslrootcert`; a certificate it cannot check is refused, and the server
/// does not start.
#[tokio::test]
async fn a_server_reaches_its_database_over_tls_and_checks_its_certificate() {
    on_postgres();
    let ca = std::env::var("TESTDECK_TEST_POSTGRES_CA").unwrap_or_else(|_| {
        panic!("TESTDECK_TEST_POSTGRES_CA must name the CA certificate of the test PostgreSQL's TLS (./scripts/check sets it)")
    });
    let scratch = tempfile::tempdir().unwrap();
    let database = Engine::of_this_run().new_database(&scratch).await;
    let server = TestServer::start_on(format!("{database}?sslmode=verify-full&sslrootcert={ca}")).await;
    server.signed_up().await;
    let Engine::Postgres(admin) = Engine::of_this_run() else { unreachable!() };
    let (admin, name) = (admin.clone(), database.rsplit('/').next().unwrap_or_default().to_string());
    let encrypted = tokio::task::spawn_blocking(move || {
        let mut client = postgres::Client::connect(&admin, postgres::NoTls).expect("connect as the admin");
        let query =
            "SELECT COUNT(*), COALESCE(bool_and(s.ssl), false) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid)
                     WHERE a.datname = $1 AND a.application_name = 'testdeck'";
        let row = client.query_one(query, &[&name]).expect("the server's connections");
        (row.get::<_, i64>(0), row.get::<_, bool>(1))
    })
    .await
    .unwrap();
    assert!(encrypted.0 > 0 && encrypted.1, "every connection of the server is encrypted: {encrypted:?}");

    // The system's CAs do not know the test CA: the server refuses the certificate.
    let mut refused = std::process::Command::new(env!("CARGO_BIN_EXE_testdeck"))
        .args(["serve", "--listen", "127.0.0.1:0", "--database", &format!("{database}?sslmode=require")])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start testdeck");
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = refused.try_wait().expect("wait for testdeck") {
            break status;
        }
        assert!(Instant::now() < deadline, "a server whose database's certificate cannot be checked must not start");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut refused.stderr.take().expect("stderr"), &mut stderr).unwrap();
    assert!(!status.success(), "{stderr}");
    assert!(stderr.contains("TLS") || stderr.contains("certificate"), "says why: {stderr}");
}
