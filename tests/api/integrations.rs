//! The team-chat integration against a real webhook receiver on loopback: connect (the secret
//! once, the URL masked), signed deliveries, retries, run reports (on request and automatic),
//! notification settings, configs, 409s without a connection, tenant isolation.
//!
//! The server runs with `--allow-private-webhooks true` (the receiver is on 127.0.0.1), except
//! where the refusal of loopback addresses is the point.

use std::time::{Duration, Instant};

use hmac::{Hmac, Mac};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use sha2::Sha256;

use crate::helpers::*;

// ---- fixtures ----------------------------------------------------------------------------

async fn allowing_server() -> TestServer {
    TestServer::start_with(&["--allow-private-webhooks", "true"]).await
}

fn chat_path(project: &str) -> String {
    format!("/v1/projects/{project}/integrations/team_chat")
}

fn configs_path(project: &str) -> String {
    format!("/v1/projects/{project}/integration-configs")
}

fn notifications_path(project: &str) -> String {
    format!("/v1/projects/{project}/notification-settings")
}

fn report_path(run: &str) -> String {
    format!("/v1/test-runs/{run}/report/send")
}

/// Connects the receiver to the project; answers the connection payload.
async fn connect(server: &TestServer, user: &User, project: &str, receiver: &Receiver) -> Value {
    let body = json!({ "webhookUrl": receiver.url(), "channel": "#qa" });
    created(server.post(&chat_path(project), user.token(), &body).await, "connect team chat")
}

async fn patch_ok(server: &TestServer, user: &User, path: &str, body: Value) -> Value {
    let (status, reply, _) = server.patch(path, user.token(), &body).await;
    assert_eq!(status, StatusCode::OK, "PATCH {path} {body}: {reply}");
    reply["payload"].clone()
}

/// The signature the receiver must see: `sha256=<hex HMAC-SHA256(secret, ts + "." + body)>`.
fn expected_signature(secret: &str, timestamp: &str, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    let hex: String = mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256={hex}")
}

fn assert_signed(request: &Received, secret: &str) {
    assert_eq!(request.method, "POST");
    assert!(request.header("content-type").starts_with("application/json"), "{:?}", request.headers);
    let timestamp = request.header("x-testdeck-timestamp");
    let seconds: i64 = timestamp.parse().unwrap_or_else(|_| panic!("timestamp {timestamp:?} is not unix seconds"));
    let now = chrono::Utc::now().timestamp();
    assert!((now - seconds).abs() <= 60, "timestamp {seconds} is not now ({now})");
    assert_eq!(request.header("x-testdeck-signature"), expected_signature(secret, &timestamp, &request.body));
}

// ---- connect -----------------------------------------------------------------------------

#[tokio::test]
async fn connect_answers_the_secret_once_and_never_shows_the_url_again() {
    let server = allowing_server().await;
    let user = server.signed_up().await;
    let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
    let receiver = Receiver::start().await;

    let connection = connect(&server, &user, &project, &receiver).await;
    let secret = str_field(&connection, "signingSecret");
    assert!(secret.starts_with("whsec_") && secret.len() == 6 + 40, "{secret}");
    assert!(secret[6..].chars().all(|c| c.is_ascii_alphanumeric()), "{secret}");
    let chat = &connection["teamChat"];
    assert_eq!(chat["connected"], json!(true), "{chat}");
    assert_eq!(chat["webhookUrl"], json!("http://127.0.0.1/…"), "masked to scheme and host: {chat}");
    assert_eq!((chat["channel"].clone(), chat["mention"].clone()), (json!("#qa"), Value::Null));
    assert_eq!(chat["includePassed"], json!(false));
    assert!(chat["connectedAt"].is_string(), "{chat}");

    // Everything answered later leaves out URL and secret.
    let test = server.request(Method::POST, &format!("{}/test", chat_path(&project)), user.token());
    let (status, test_text, _) = server.send_text(test).await;
    assert_eq!(status, StatusCode::CREATED, "{test_text}");
    let configs = server.request(Method::PATCH, &configs_path(&project), user.token()).json(&json!({}));
    let (status, configs_text, _) = server.send_text(configs).await;
    assert_eq!(status, StatusCode::OK, "{configs_text}");
    let configs: Value = serde_json::from_str(&configs_text).unwrap();
    assert_eq!(configs["payload"]["teamChat"], *chat, "the configs show what connect showed");

    // Connecting again replaces URL and secret.
    let again = connect(&server, &user, &project, &receiver).await;
    let new_secret = str_field(&again, "signingSecret");
    assert_ne!(new_secret, secret, "a new secret on every connect");
    let test = server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await;
    assert_eq!(created(test, "test message")["delivered"], json!(true));
    let received = receiver.wait_for(2).await;
    assert_signed(&received[1], &new_secret);

    let disconnect = server.request(Method::DELETE, &chat_path(&project), user.token());
    let (status, disconnect_text, _) = server.send_text(disconnect).await;
    assert_eq!(status, StatusCode::OK, "{disconnect_text}");
    let disconnected: Value = serde_json::from_str(&disconnect_text).unwrap();
    assert_eq!(
        disconnected["payload"]["teamChat"],
        json!({ "connected": false, "webhookUrl": null, "channel": null, "mention": null,
                "includePassed": false, "connectedAt": null })
    );

    let log = server.log();
    for (what, text) in
        [("test answer", &test_text), ("configs", &configs_text), ("disconnect", &disconnect_text), ("log", &log)]
    {
        for secret_part in [SECRET_PATH, "xyzzy", secret.as_str(), new_secret.as_str()] {
            assert!(!text.contains(secret_part), "the {what} shows {secret_part:?}:\n{text}");
        }
    }
    for request in receiver.received() {
        let body = String::from_utf8_lossy(&request.body).into_owned();
        assert!(!log.contains(&body), "the log shows a message body: {body}");
    }

    // Disconnected: nothing to send to.
    let reply = server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await;
    expect_problem(&reply, StatusCode::CONFLICT, "invalid_state");
}

#[tokio::test]
async fn loopback_and_other_bad_urls_are_refused_without_the_flag() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
    let receiver = Receiver::start().await;

    // This host's own addresses, whatever their range: a webhook must not call the server back.
    let own = if_addrs::get_if_addrs().unwrap_or_default().into_iter().map(|i| match i.ip() {
        std::net::IpAddr::V4(ip) => format!("http://{ip}:9/hook"),
        std::net::IpAddr::V6(ip) => format!("http://[{ip}]:9/hook"),
    });
    let urls = [
        receiver.url(),
        "http://localhost:9/hook".to_string(),
        "http://[::1]:9/hook".to_string(),
        "http://10.0.0.1/hook".to_string(),
        "http://169.254.169.254/latest/meta-data".to_string(),
        "http://[::ffff:127.0.0.1]:9/hook".to_string(),
        "http://192.0.2.10/hook".to_string(),
        "http://198.18.0.1/hook".to_string(),
        "ftp://chat.example.com/hook".to_string(),
        "not a url".to_string(),
    ];
    for url in urls.into_iter().chain(own) {
        let reply = server.post(&chat_path(&project), user.token(), &json!({ "webhookUrl": url })).await;
        expect_invalid_field(&reply, "/webhookUrl");
        assert!(!reply.1.to_string().contains(SECRET_PATH), "the refusal repeats the URL: {}", reply.1);
    }
    let reply = server.post(&chat_path(&project), user.token(), &json!({ "channel": "#qa" })).await;
    expect_invalid_field(&reply, "/webhookUrl");
    assert!(receiver.received().is_empty());

    let (status, body, _) =
        server.patch(&configs_path(&project), user.token(), &json!({ "teamChat": { "channel": "#qa" } })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["teamChat"]["connected"], json!(false), "nothing was connected: {body}");
}

// ---- deliveries --------------------------------------------------------------------------

#[tokio::test]
async fn the_test_message_is_signed_with_the_secret_and_a_fresh_timestamp() {
    let server = allowing_server().await;
    let user = server.signed_up().await;
    let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
    let receiver = Receiver::start().await;
    let secret = str_field(&connect(&server, &user, &project, &receiver).await, "signingSecret");

    let delivery = created(server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await, "test");
    assert_eq!(delivery, json!({ "delivered": true, "status": 200, "attempts": 1, "error": null }));

    let received = receiver.wait_for(1).await;
    assert_eq!(received.len(), 1);
    let request = &received[0];
    assert_eq!(request.path, format!("/hooks/T000/B000/{SECRET_PATH}"));
    assert_signed(request, &secret);
    assert_eq!(request.header("x-testdeck-event"), "test");
    let message = request.json();
    assert_eq!(message["event"], json!("test"), "{message}");
    assert_eq!(message["channel"], json!("#qa"), "{message}");
    assert_eq!(message["project"]["id"], json!(project), "{message}");
    assert!(str_field(&message, "text").contains("Storefront"), "{message}");

    // Another secret does not verify.
    assert_ne!(
        request.header("x-testdeck-signature"),
        expected_signature("whsec_other", &request.header("x-testdeck-timestamp"), &request.body)
    );
}

#[tokio::test]
async fn a_failing_chat_is_tried_three_times_and_the_delivery_says_so() {
    let server = allowing_server().await;
    let user = server.signed_up().await;
    let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
    let receiver = Receiver::start().await;
    let secret = str_field(&connect(&server, &user, &project, &receiver).await, "signingSecret");
    receiver.answer(500);

    let started = Instant::now();
    let delivery = created(server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await, "test");
    let elapsed = started.elapsed();
    assert_eq!(delivery["delivered"], json!(false), "{delivery}");
    assert_eq!(delivery["attempts"], json!(3), "{delivery}");
    assert_eq!(delivery["status"], json!(500), "{delivery}");
    let error = str_field(&delivery, "error");
    assert!(error.contains("500"), "{error}");
    assert!(!error.contains(SECRET_PATH), "{error}");
    assert!(elapsed >= Duration::from_millis(1500), "backoff of 0.5 s and 1 s between attempts: {elapsed:?}");

    let received = receiver.received();
    assert_eq!(received.len(), 3, "three attempts");
    let deliveries: Vec<String> = received.iter().map(|r| r.header("x-testdeck-delivery")).collect();
    assert!(deliveries.iter().all(|d| !d.is_empty() && *d == deliveries[0]), "one delivery id: {deliveries:?}");
    for request in &received {
        assert_signed(request, &secret);
    }

    // A 4xx other than 429 is not retried.
    receiver.answer(404);
    let delivery = created(server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await, "test");
    assert_eq!((delivery["delivered"].clone(), delivery["attempts"].clone()), (json!(false), json!(1)), "{delivery}");
    assert_eq!(delivery["status"], json!(404));

    // A chat that is gone: network errors are retried, and there is no status.
    drop(receiver);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let delivery = created(server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await, "test");
    assert_eq!((delivery["delivered"].clone(), delivery["attempts"].clone()), (json!(false), json!(3)), "{delivery}");
    assert!(delivery.get("status").is_none_or(Value::is_null), "{delivery}");
    assert!(!str_field(&delivery, "error").contains(SECRET_PATH), "{delivery}");
}

// ---- run reports -------------------------------------------------------------------------

#[tokio::test]
async fn the_report_of_a_failed_run_lists_the_failures_and_the_mention() {
    let server = allowing_server().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    // Reports on request only: no automatic one gets in the way.
    patch_ok(&server, user, &notifications_path(project), json!({ "onFailed": false })).await;
    let receiver = Receiver::start().await;
    let secret = str_field(&connect(&server, user, project, &receiver).await, "signingSecret");
    let configs = json!({ "teamChat": { "mention": "@oncall", "includePassed": true } });
    patch_ok(&server, user, &configs_path(project), configs).await;

    let broken = bench.case(&server, "Checkout answers 404", json!([check("/ok", 404)])).await;
    let fine = bench.case(&server, "Home answers 200", json!([check("/ok", 200)])).await;
    let body = json!({ "testCaseIds": [broken, fine], "environmentId": bench.environment });
    let run = created(server.post(&format!("/v1/projects/{project}/test-runs"), user.token(), &body).await, "run");
    let run_id = str_field(&run, "id");
    let run = finished(&server, user, &run_id).await;
    assert_eq!(run["status"], json!("failed"), "{run}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(receiver.received().is_empty(), "onFailed is off: no automatic report");

    let delivery = created(server.post_empty(&report_path(&run_id), user.token()).await, "send report");
    assert_eq!(delivery, json!({ "delivered": true, "status": 200, "attempts": 1, "error": null }));
    let received = receiver.wait_for(1).await;
    let request = &received[0];
    assert_signed(request, &secret);
    assert_eq!(request.header("x-testdeck-event"), "test_run.report");
    let report = request.json();
    assert_eq!(report["run"]["id"], json!(run_id), "{report}");
    assert_eq!(report["run"]["status"], json!("failed"), "{report}");
    assert_eq!(report["run"]["summary"], run["summary"], "{report}");
    assert_eq!(report["mention"], json!("@oncall"), "{report}");
    assert_eq!(report["channel"], json!("#qa"), "{report}");
    let failures = report["failures"].as_array().expect("failures");
    assert_eq!(failures.len(), 1, "{report}");
    assert_eq!(
        (failures[0]["testCaseId"].clone(), failures[0]["name"].clone()),
        (json!(broken), json!("Checkout answers 404"))
    );
    let messages = failures[0]["messages"].to_string();
    assert!(messages.contains("404") && messages.contains("200"), "the step message: {messages}");
    assert_eq!(report["passed"], json!([{ "testCaseId": fine, "name": "Home answers 200" }]), "{report}");
    let text = str_field(&report, "text");
    for part in ["failed", "@oncall", "Checkout answers 404", "Home answers 200", "Storefront"] {
        assert!(text.contains(part), "the text names {part:?}: {text}");
    }

    // Without includePassed, passed cases are left out; a completed run gets no mention.
    patch_ok(&server, user, &configs_path(project), json!({ "teamChat": { "includePassed": false } })).await;
    let run = bench.run_case_to_end(&server, &fine).await;
    assert_eq!(run["status"], json!("completed"));
    let delivery = created(server.post_empty(&report_path(&str_field(&run, "id")), user.token()).await, "report");
    assert_eq!(delivery["delivered"], json!(true));
    let report = receiver.wait_for(2).await[1].json();
    assert_eq!(report["run"]["status"], json!("completed"), "{report}");
    assert_eq!((report["mention"].clone(), report["failures"].clone()), (Value::Null, json!([])), "{report}");
    assert!(report.get("passed").is_none(), "{report}");
    assert!(!str_field(&report, "text").contains("@oncall"));
}

#[tokio::test]
async fn runs_are_reported_automatically_as_the_notification_settings_say() {
    let server = allowing_server().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let receiver = Receiver::start().await;
    let secret = str_field(&connect(&server, user, project, &receiver).await, "signingSecret");
    let broken = bench.case(&server, "Checkout answers 404", json!([check("/ok", 404)])).await;
    let fine = bench.case(&server, "Home answers 200", json!([check("/ok", 200)])).await;

    // Defaults: onFailed on → a failed run is reported.
    let run = bench.run_case_to_end(&server, &broken).await;
    assert_eq!(run["status"], json!("failed"));
    let received = receiver.wait_for(1).await;
    assert_signed(&received[0], &secret);
    let report = received[0].json();
    assert_eq!((report["event"].clone(), report["run"]["id"].clone()), (json!("test_run.report"), run["id"].clone()));
    assert_eq!(report["failures"][0]["testCaseId"], json!(broken), "{report}");

    // onCompleted off → a completed run is not.
    let run = bench.run_case_to_end(&server, &fine).await;
    assert_eq!(run["status"], json!("completed"));
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(receiver.received().len(), 1, "no report of a completed run with onCompleted off");

    // onCompleted on → it is; onFailed off → a failed run is not.
    let settings =
        patch_ok(&server, user, &notifications_path(project), json!({ "onCompleted": true, "onFailed": false })).await;
    assert_eq!(settings, json!({ "onCompleted": true, "onFailed": false }));
    let completed = bench.run_case_to_end(&server, &fine).await;
    let report = receiver.wait_for(2).await[1].json();
    assert_eq!(
        (report["run"]["id"].clone(), report["run"]["status"].clone()),
        (completed["id"].clone(), json!("completed"))
    );
    bench.run_case_to_end(&server, &broken).await;
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(receiver.received().len(), 2, "no report of a failed run with onFailed off");

    // A chat that fails does not disturb the runs.
    patch_ok(&server, user, &notifications_path(project), json!({ "onFailed": true })).await;
    receiver.answer(503);
    let run = bench.run_case_to_end(&server, &broken).await;
    assert_eq!(run["status"], json!("failed"));
    receiver.wait_for(5).await;
    let deadline = Instant::now() + Duration::from_secs(5);
    while !server.log().contains("run report not delivered") {
        assert!(Instant::now() < deadline, "the failed delivery is not logged:\n{}", server.log());
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let log = server.log();
    assert!(!log.contains(SECRET_PATH) && !log.contains(&secret), "the log shows the URL or secret:\n{log}");
}

// ---- without a connection ----------------------------------------------------------------

#[tokio::test]
async fn without_a_team_chat_test_and_report_are_409_and_configs_still_work() {
    let server = allowing_server().await;
    let bench = Bench::new(&server).await;
    let (user, project) = (&bench.user, bench.project.as_str());
    let run = bench.run_case_to_end(&server, &bench.case(&server, "Home", json!([check("/ok", 200)])).await).await;

    let reply = server.post_empty(&format!("{}/test", chat_path(project)), user.token()).await;
    expect_problem(&reply, StatusCode::CONFLICT, "invalid_state");
    assert!(str_field(&reply.1, "detail").contains("connect a team chat first"), "{}", reply.1);
    let reply = server.post_empty(&report_path(&str_field(&run, "id")), user.token()).await;
    expect_problem(&reply, StatusCode::CONFLICT, "invalid_state");

    // Channel and mention can be chosen first; connect keeps them.
    let configs = json!({ "teamChat": { "channel": "#releases", "mention": "@qa" } });
    let chat = patch_ok(&server, user, &configs_path(project), configs).await["teamChat"].clone();
    assert_eq!(
        chat,
        json!({ "connected": false, "webhookUrl": null, "channel": "#releases", "mention": "@qa",
                "includePassed": false, "connectedAt": null })
    );
    let receiver = Receiver::start().await;
    let body = json!({ "webhookUrl": receiver.url() });
    let connection = created(server.post(&chat_path(project), user.token(), &body).await, "connect");
    assert_eq!(connection["teamChat"]["channel"], json!("#releases"));
    assert_eq!(connection["teamChat"]["mention"], json!("@qa"));

    // Disconnect forgets it all, and is accepted again when nothing is connected.
    for _ in 0..2 {
        let (status, body, _) = server.delete(&chat_path(project), user.token()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["payload"]["teamChat"]["connected"], json!(false));
        assert_eq!(body["payload"]["teamChat"]["channel"], Value::Null);
    }
}

// ---- settings ----------------------------------------------------------------------------

#[tokio::test]
async fn notification_settings_have_defaults_and_keep_what_is_left_out() {
    let server = allowing_server().await;
    let user = server.signed_up().await;
    let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
    let path = notifications_path(&project);

    let (status, body, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], json!({ "onCompleted": false, "onFailed": true }));

    assert_eq!(
        patch_ok(&server, &user, &path, json!({ "onCompleted": true })).await,
        json!({ "onCompleted": true, "onFailed": true })
    );
    assert_eq!(
        patch_ok(&server, &user, &path, json!({ "onFailed": false })).await,
        json!({ "onCompleted": true, "onFailed": false })
    );
    assert_eq!(patch_ok(&server, &user, &path, json!({})).await, json!({ "onCompleted": true, "onFailed": false }));
    let (_, body, _) = server.get(&path, user.token()).await;
    assert_eq!(body["payload"], json!({ "onCompleted": true, "onFailed": false }));

    let reply = server.patch(&path, user.token(), &json!({ "onFailed": "yes" })).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
}

#[tokio::test]
async fn integration_configs_change_what_is_given_and_empty_text_clears() {
    let server = allowing_server().await;
    let user = server.signed_up().await;
    let project = str_field(&server.create_project(user.token(), "Storefront").await, "id");
    let receiver = Receiver::start().await;
    connect(&server, &user, &project, &receiver).await;
    let path = configs_path(&project);

    let chat = patch_ok(&server, &user, &path, json!({ "teamChat": { "mention": "@oncall", "includePassed": true } }))
        .await["teamChat"]
        .clone();
    assert_eq!((chat["channel"].clone(), chat["mention"].clone()), (json!("#qa"), json!("@oncall")), "{chat}");
    assert_eq!((chat["connected"].clone(), chat["includePassed"].clone()), (json!(true), json!(true)), "{chat}");
    assert_eq!(chat["webhookUrl"], json!("http://127.0.0.1/…"));

    let chat = patch_ok(&server, &user, &path, json!({ "teamChat": { "channel": "" } })).await["teamChat"].clone();
    assert_eq!((chat["channel"].clone(), chat["mention"].clone()), (Value::Null, json!("@oncall")), "{chat}");
    let chat = patch_ok(&server, &user, &path, json!({ "teamChat": { "mention": "", "channel": "#ops" } })).await
        ["teamChat"]
        .clone();
    assert_eq!((chat["channel"].clone(), chat["mention"].clone()), (json!("#ops"), Value::Null), "{chat}");
    assert_eq!(chat["includePassed"], json!(true), "left out, kept");
    assert_eq!(chat["connected"], json!(true), "still connected");
    // Read back as configured, with the webhook masked.
    let (status, read, _) = server.get(&path, user.token()).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["payload"]["teamChat"], chat);
    assert!(!read.to_string().contains(&receiver.url()), "the webhook URL is never answered: {read}");

    // The test message goes to the chosen channel.
    server.post_empty(&format!("{}/test", chat_path(&project)), user.token()).await;
    assert_eq!(receiver.wait_for(1).await[0].json()["channel"], json!("#ops"));

    let reply = server.patch(&path, user.token(), &json!({ "teamChat": { "channel": "#".repeat(101) } })).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
    let reply = server.patch(&path, user.token(), &json!({ "teamChat": { "includePassed": "yes" } })).await;
    expect_problem(&reply, StatusCode::BAD_REQUEST, "validation_failed");
}

// ---- tenancy -----------------------------------------------------------------------------

#[tokio::test]
async fn other_organizations_and_teams_see_nothing_of_the_team_chat() {
    let server = allowing_server().await;
    let bench = Bench::new(&server).await;
    let (owner, project) = (&bench.user, bench.project.as_str());
    let receiver = Receiver::start().await;
    connect(&server, owner, project, &receiver).await;
    let run = bench.run_case_to_end(&server, &bench.case(&server, "Home", json!([check("/ok", 200)])).await).await;
    let run_id = str_field(&run, "id");
    let outsiders = Outsiders::of(&server, owner).await;
    let other_receiver = Receiver::start().await;

    for outsider in outsiders.all() {
        let token = outsider.token();
        let replies = [
            server.get(&notifications_path(project), token).await,
            server.patch(&notifications_path(project), token, &json!({ "onCompleted": true })).await,
            server.get(&configs_path(project), token).await,
            server.patch(&configs_path(project), token, &json!({ "teamChat": { "channel": "#x" } })).await,
            server.post(&chat_path(project), token, &json!({ "webhookUrl": other_receiver.url() })).await,
            server.post_empty(&format!("{}/test", chat_path(project)), token).await,
            server.post_empty(&report_path(&run_id), token).await,
            server.delete(&chat_path(project), token).await,
        ];
        for reply in &replies {
            expect_problem(reply, StatusCode::NOT_FOUND, "not_found");
        }
    }
    assert!(other_receiver.received().is_empty());

    // Nothing changed for the owner.
    let (_, body, _) = server.get(&notifications_path(project), owner.token()).await;
    assert_eq!(body["payload"], json!({ "onCompleted": false, "onFailed": true }));
    let delivery = created(server.post_empty(&format!("{}/test", chat_path(project)), owner.token()).await, "test");
    assert_eq!(delivery["delivered"], json!(true));
    assert_eq!(receiver.wait_for(1).await[0].json()["channel"], json!("#qa"));
}
