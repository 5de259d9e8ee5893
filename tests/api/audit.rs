//! The organization's audit log: what is recorded, who may read it, and that it holds no secret.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

fn actions(page: &Value) -> Vec<String> {
    page["items"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn security_relevant_actions_are_recorded_for_the_organizations_admins() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    tick().await;
    let failed = server.post("/v1/auth/login", None, &json!({ "email": owner.email, "password": "wrong" })).await;
    assert_eq!(failed.0, StatusCode::UNAUTHORIZED);
    tick().await;
    let token = created(server.post("/v1/me/api-tokens", owner.token(), &json!({ "name": "ci" })).await, "token");
    let token_id = str_field(&token, "id");
    tick().await;
    server.delete(&format!("/v1/me/api-tokens/{token_id}"), owner.token()).await;
    tick().await;
    let team = created(server.post("/v1/teams", owner.token(), &json!({ "name": "QA" })).await, "team");
    let project = project_of(&server, &owner, "Audited").await;
    tick().await;
    let settings = json!({ "resultRetentionDays": 7 });
    assert_eq!(
        server.patch(&format!("/v1/projects/{project}/settings"), owner.token(), &settings).await.0,
        StatusCode::OK
    );

    let log = get_ok(&server, &owner, "/v1/audit-events").await;
    assert_eq!(
        actions(&log),
        [
            "project.settings_changed",
            "team.created",
            "api_token.revoked",
            "api_token.created",
            "sign_in.failed",
            "sign_in.succeeded",
        ],
        "newest first: {log}"
    );
    let revoked = &log["items"][2];
    assert_eq!((revoked["actorId"].clone(), revoked["targetId"].clone()), (json!(owner.account_id), json!(token_id)));
    assert_eq!(log["items"][1]["targetId"], team["id"]);
    assert_eq!(log["items"][4]["actorId"], Value::Null, "a failed sign-in has no actor");
    assert_eq!(log["items"][4]["client"], "127.0.0.1");
    assert!(!log.to_string().contains(token["token"].as_str().unwrap()), "no token in the log");

    let only = get_ok(&server, &owner, "/v1/audit-events?action=api_token.created").await;
    assert_eq!(actions(&only), ["api_token.created"]);
    let nobody = get_ok(&server, &owner, "/v1/audit-events?actorId=nobody").await;
    assert_eq!(nobody["total"], 0);
    assert_pages(&server, &owner, "/v1/audit-events", &ids_of(&log["items"])).await;

    let outsider = server.signed_up().await;
    let theirs = get_ok(&server, &outsider, "/v1/audit-events").await;
    assert!(actions(&theirs).iter().all(|a| a == "sign_in.succeeded"), "another organization sees its own only");
}

#[tokio::test]
async fn members_may_not_read_the_audit_log() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let member = Outsiders::of(&server, &owner).await.other_team;
    let reply = server.get("/v1/audit-events", member.token()).await;
    expect_problem(&reply, StatusCode::FORBIDDEN, "forbidden");
    let log = get_ok(&server, &owner, "/v1/audit-events").await;
    assert!(actions(&log).contains(&"invitation.created".to_string()), "{log}");
    assert!(actions(&log).contains(&"team.created".to_string()));
}
