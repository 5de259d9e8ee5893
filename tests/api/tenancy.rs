//! Tenancy: organizations never see each other; inside one, a member sees only the
//! projects of its teams; only owners and admins manage teams.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::*;

/// Owner-side view of an organization with a second team `T2` and one project in each team.
struct Org {
    owner: User,
    t2: String,
    default_project: String,
    t2_project: String,
}

async fn create_team(server: &TestServer, owner: &User, name: &str) -> String {
    let (status, body, _) = server.post("/v1/teams", owner.token(), &json!({ "name": name })).await;
    assert_eq!(status, StatusCode::CREATED, "create team: {body}");
    str_field(&body["payload"], "id")
}

async fn org_with_two_teams(server: &TestServer) -> Org {
    let owner = server.signed_up().await;
    let t2 = create_team(server, &owner, "Checkout").await;
    let default_project = server.create_project(owner.token(), "Storefront").await;
    let t2_project = server.create_project_in(owner.token(), "Payments", &t2).await;
    assert_eq!(t2_project["teamId"], json!(t2));
    Org { owner, t2, default_project: str_field(&default_project, "id"), t2_project: str_field(&t2_project, "id") }
}

/// Invites `email` into the given teams; answers the invitation token.
async fn invite(server: &TestServer, owner: &User, email: &str, team_ids: &[&str]) -> String {
    let input = json!({ "email": email, "teamIds": team_ids });
    let (status, body, _) = server.post("/v1/invitations", owner.token(), &input).await;
    assert_eq!(status, StatusCode::CREATED, "invite {email}: {body}");
    str_field(&body["payload"], "token")
}

async fn register_invited(server: &TestServer, email: &str, invitation: &str) -> Reply {
    let input = json!({
        "email": email,
        "password": PASSWORD,
        "name": "Invited Member",
        "invitationToken": invitation,
    });
    server.post("/v1/auth/register", None, &input).await
}

/// A member of the owner's organization, in the owner's default team only.
async fn member_of(server: &TestServer, owner: &User) -> User {
    let email = unique_email("member");
    let invitation = invite(server, owner, &email, &[&owner.team_id]).await;
    let (status, me, _) = register_invited(server, &email, &invitation).await;
    assert_eq!(status, StatusCode::CREATED, "register with invitation: {me}");
    let session = server.login_session(&email).await;
    user_from(email, &me["payload"], &session)
}

async fn project_status(server: &TestServer, user: &User, project_id: &str) -> StatusCode {
    let path = format!("/v1/projects/{project_id}");
    let (status, body, headers) = server.get(&path, user.token()).await;
    if status == StatusCode::NOT_FOUND {
        assert_problem(&body, &headers, status, "not_found");
    }
    status
}

fn membership_path(team: &str, account: &str) -> String {
    format!("/v1/teams/{team}/members/{account}")
}

// ---- across organizations ----------------------------------------------------------------

#[tokio::test]
async fn another_organization_gets_404_on_every_project_route() {
    let server = TestServer::start().await;
    let alice = server.signed_up().await;
    let bob = server.signed_up().await;
    let project = server.create_project(alice.token(), "Storefront").await;
    let id = str_field(&project, "id");

    let project_path = format!("/v1/projects/{id}");
    let settings_path = format!("/v1/projects/{id}/settings");
    let replies = [
        server.get(&project_path, bob.token()).await,
        server.patch(&project_path, bob.token(), &json!({ "name": "Mine" })).await,
        server.get(&settings_path, bob.token()).await,
        server.patch(&settings_path, bob.token(), &json!({ "defaultSeverity": "low" })).await,
    ];
    for reply in &replies {
        expect_problem(reply, StatusCode::NOT_FOUND, "not_found");
    }

    assert!(server.project_ids(bob.token()).await.is_empty());
    // Bob's attempts changed nothing.
    let (_, unchanged, _) = server.get(&project_path, alice.token()).await;
    assert_eq!(unchanged["payload"], project);
    let (_, settings, _) = server.get(&settings_path, alice.token()).await;
    assert_eq!(settings["payload"]["defaultSeverity"], json!("medium"));
}

#[tokio::test]
async fn another_organizations_team_is_out_of_reach() {
    let server = TestServer::start().await;
    let alice = server.signed_up().await;
    let bob = server.signed_up().await;

    let into_alices_team = json!({ "name": "Sneaky", "teamId": alice.team_id });
    let reply = server.post("/v1/projects", bob.token(), &into_alices_team).await;
    expect_invalid_field(&reply, "/teamId");

    let join = json!({ "accountId": bob.account_id });
    let path = format!("/v1/teams/{}/members", alice.team_id);
    let reply = server.post(&path, bob.token(), &join).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");

    assert!(server.project_ids(alice.token()).await.is_empty());
    assert!(server.project_ids(bob.token()).await.is_empty());
}

#[tokio::test]
async fn team_lists_stay_inside_the_organization() {
    let server = TestServer::start().await;
    let alice = server.signed_up().await;
    let bob = server.signed_up().await;
    create_team(&server, &alice, "Checkout").await;

    let (status, body, _) = server.get("/v1/teams", bob.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(ids_of(&body["payload"]["items"]), vec![bob.team_id.clone()]);
}

// ---- inside one organization -------------------------------------------------------------

#[tokio::test]
async fn invited_member_joins_the_inviting_organization() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let email = unique_email("member");
    let invitation = invite(&server, &owner, &email, &[&owner.team_id]).await;

    let (status, body, _) = register_invited(&server, &email, &invitation).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let me = &body["payload"];
    assert_eq!(me["account"]["role"], json!("member"));
    assert_eq!(me["organization"]["id"], json!(owner.org_id));
    assert_eq!(ids_of(&me["teams"]), vec![owner.team_id.clone()]);
}

#[tokio::test]
async fn invitation_token_works_once() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let email = unique_email("member");
    let invitation = invite(&server, &owner, &email, &[&owner.team_id]).await;
    let (status, body, _) = register_invited(&server, &email, &invitation).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    let second = register_invited(&server, &unique_email("again"), &invitation).await;
    expect_invalid_field(&second, "/invitationToken");
}

#[tokio::test]
async fn member_sees_only_projects_of_its_teams() {
    let server = TestServer::start().await;
    let org = org_with_two_teams(&server).await;
    let member = member_of(&server, &org.owner).await;

    assert_eq!(project_status(&server, &member, &org.default_project).await, StatusCode::OK);
    assert_eq!(project_status(&server, &member, &org.t2_project).await, StatusCode::NOT_FOUND);
    assert_eq!(server.project_ids(member.token()).await, vec![org.default_project.clone()]);

    let settings = format!("/v1/projects/{}/settings", org.t2_project);
    let reply = server.get(&settings, member.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn team_membership_grants_and_revokes_visibility() {
    let server = TestServer::start().await;
    let org = org_with_two_teams(&server).await;
    let member = member_of(&server, &org.owner).await;

    let add = json!({ "accountId": member.account_id });
    let path = format!("/v1/teams/{}/members", org.t2);
    let (status, body, _) = server.post(&path, org.owner.token(), &add).await;
    assert_eq!(status, StatusCode::CREATED, "add member: {body}");
    assert_eq!(project_status(&server, &member, &org.t2_project).await, StatusCode::OK);
    assert!(server.project_ids(member.token()).await.contains(&org.t2_project));

    let path = membership_path(&org.t2, &member.account_id);
    let (status, body, _) = server.delete(&path, org.owner.token()).await;
    assert_eq!(status, StatusCode::OK, "remove member: {body}");
    assert_eq!(project_status(&server, &member, &org.t2_project).await, StatusCode::NOT_FOUND);
    assert!(!server.project_ids(member.token()).await.contains(&org.t2_project));
}

#[tokio::test]
async fn member_cannot_manage_teams() {
    let server = TestServer::start().await;
    let org = org_with_two_teams(&server).await;
    let member = member_of(&server, &org.owner).await;
    let teams_before = team_ids(&server, &org.owner).await;

    let reply = server.post("/v1/teams", member.token(), &json!({ "name": "Rogue" })).await;
    expect_problem(&reply, StatusCode::FORBIDDEN, "forbidden");

    // Nor add itself to a team of its organization it is not in.
    let join = json!({ "accountId": member.account_id });
    let path = format!("/v1/teams/{}/members", org.t2);
    let reply = server.post(&path, member.token(), &join).await;
    expect_problem(&reply, StatusCode::FORBIDDEN, "forbidden");

    assert_eq!(team_ids(&server, &org.owner).await, teams_before);
    assert_eq!(project_status(&server, &member, &org.t2_project).await, StatusCode::NOT_FOUND);
}

async fn team_ids(server: &TestServer, user: &User) -> Vec<String> {
    let (status, body, _) = server.get("/v1/teams?limit=100", user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut ids = ids_of(&body["payload"]["items"]);
    ids.sort();
    ids
}

#[tokio::test]
async fn references_in_bodies_to_unknown_accounts_or_teams_name_the_field() {
    let server = TestServer::start().await;
    let alice = server.signed_up().await;
    let bob = server.signed_up().await;

    let path = format!("/v1/teams/{}/members", alice.team_id);
    let foreign_account = json!({ "accountId": bob.account_id });
    expect_invalid_field(&server.post(&path, alice.token(), &foreign_account).await, "/accountId");

    let foreign_team = json!({ "email": unique_email("x"), "teamIds": [alice.team_id, bob.team_id] });
    let reply = server.post("/v1/invitations", alice.token(), &foreign_team).await;
    expect_invalid_field(&reply, "/teamIds/1");
}
