//! Tags of a project: create, list with filters and paging, PATCH, DELETE; names unique per
//! project; other organizations and other teams see nothing.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::*;

// ---- helpers of this file ----------------------------------------------------------------

fn tags_path(project_id: &str) -> String {
    format!("/v1/projects/{project_id}/tags")
}

fn tag_path(id: &str) -> String {
    format!("/v1/tags/{id}")
}

async fn tag_page(server: &TestServer, user: &User, project_id: &str, query: &str) -> Value {
    get_ok(server, user, &format!("{}?{query}", tags_path(project_id))).await
}

// ---- create ------------------------------------------------------------------------------

#[tokio::test]
async fn create_answers_the_tag_with_a_trimmed_name() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;

    let input = json!({ "name": "  smoke ", "color": "#e11d48" });
    let (status, body, headers) = server.post(&tags_path(&project), user.token(), &input).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(content_type(&headers).starts_with("application/json"));
    let tag = &body["payload"];
    assert!(str_field(tag, "id").starts_with("tag_"), "{tag}");
    assert_eq!(tag["projectId"], json!(project));
    assert_eq!(tag["name"], json!("smoke"));
    assert_eq!(tag["color"], json!("#e11d48"));

    let plain = create_tag(&server, &user, &project, json!({ "name": "regression" })).await;
    assert_eq!(plain["color"], Value::Null, "left-out color is null: {plain}");
    assert!(plain.as_object().unwrap().contains_key("color"), "color is always present: {plain}");
}

#[tokio::test]
async fn invalid_name_or_color_is_400_naming_the_field() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let path = tags_path(&project);

    for name in [json!("   "), json!(""), json!("x".repeat(51)), json!(7)] {
        let reply = server.post(&path, user.token(), &json!({ "name": name })).await;
        expect_invalid_field(&reply, "/name");
    }
    let reply = server.post(&path, user.token(), &json!({ "color": "#ffffff" })).await;
    expect_invalid_field(&reply, "/name");
    for color in ["red", "#12345", "#1234567", "#gggggg", "", "e11d48"] {
        let reply = server.post(&path, user.token(), &json!({ "name": "smoke", "color": color })).await;
        expect_invalid_field(&reply, "/color");
    }
    assert_eq!(tag_page(&server, &user, &project, "").await["total"], json!(0), "nothing was written");
}

#[tokio::test]
async fn duplicate_name_is_409_naming_it_and_nothing_is_written() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let first = create_tag(&server, &user, &project, json!({ "name": "smoke", "color": "#000000" })).await;

    for name in ["smoke", "  smoke  "] {
        let reply = server.post(&tags_path(&project), user.token(), &json!({ "name": name, "color": "#ffffff" })).await;
        expect_problem(&reply, StatusCode::CONFLICT, "conflict");
        let detail = reply.1["detail"].as_str().unwrap_or_default();
        assert!(detail.contains("smoke"), "the problem names the duplicate: {}", reply.1);
    }
    let page = tag_page(&server, &user, &project, "").await;
    assert_eq!(page["total"], json!(1), "{page}");
    assert_eq!(page["items"][0], first, "the first tag is untouched");

    // The same name in another project is fine.
    let other = project_of(&server, &user, "Backoffice").await;
    create_tag(&server, &user, &other, json!({ "name": "smoke" })).await;
}

#[tokio::test]
async fn unknown_project_is_404() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let path = tags_path("prj_doesnotexist0000");
    let reply = server.post(&path, user.token(), &json!({ "name": "smoke" })).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    let reply = server.get(&path, user.token()).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

// ---- list ------------------------------------------------------------------------------

#[tokio::test]
async fn list_is_newest_first_and_filters_by_name_id_ids_and_project() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let mut ids = Vec::new();
    for name in ["smoke", "Smoke-Extended", "regression", "100%_done"] {
        ids.push(str_field(&create_tag(&server, &user, &project, json!({ "name": name })).await, "id"));
        tick().await;
    }
    // Another project's tags never show up.
    let other = project_of(&server, &user, "Backoffice").await;
    create_tag(&server, &user, &other, json!({ "name": "smoke" })).await;

    let page = tag_page(&server, &user, &project, "").await;
    let newest_first: Vec<String> = ids.iter().rev().cloned().collect();
    assert_eq!(ids_of(&page["items"]), newest_first, "{page}");
    assert_eq!(page["total"], json!(4));
    assert_eq!(page["limit"], json!(50));
    assert_eq!(page["offset"], json!(0));

    let by_name = tag_page(&server, &user, &project, "name=SMOK").await;
    assert_eq!(ids_of(&by_name["items"]), vec![ids[1].clone(), ids[0].clone()], "case-insensitive substring");
    assert_eq!(by_name["total"], json!(2));
    // Wildcards in the filter are taken literally.
    let literal = tag_page(&server, &user, &project, "name=0%25_").await;
    assert_eq!(ids_of(&literal["items"]), vec![ids[3].clone()], "{literal}");
    assert_eq!(tag_page(&server, &user, &project, "name=_").await["total"], json!(1));
    assert_eq!(tag_page(&server, &user, &project, "name=nothing").await["total"], json!(0));

    let by_id = tag_page(&server, &user, &project, &format!("id={}", ids[2])).await;
    assert_eq!(ids_of(&by_id["items"]), vec![ids[2].clone()]);
    let by_ids = tag_page(&server, &user, &project, &format!("ids={}&ids={}&ids=tag_unknown", ids[0], ids[2])).await;
    assert_eq!(ids_of(&by_ids["items"]), vec![ids[2].clone(), ids[0].clone()]);
    assert_eq!(by_ids["total"], json!(2));
    let both = tag_page(&server, &user, &project, &format!("id={}&ids={}&name=smoke", ids[0], ids[0])).await;
    assert_eq!(ids_of(&both["items"]), vec![ids[0].clone()], "filters combine");

    let same_project = tag_page(&server, &user, &project, &format!("projectId={project}")).await;
    assert_eq!(same_project["total"], json!(4));
    let (status, body, _) = server.get(&format!("{}?projectId={other}", tags_path(&project)), user.token()).await;
    assert_eq!(
        (status, body["payload"]["total"].clone()),
        (StatusCode::OK, json!(0)),
        "another projectId matches nothing"
    );
}

#[tokio::test]
async fn paging_edges() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let mut created = Vec::new();
    for name in ["a", "b", "c"] {
        created.push(str_field(&create_tag(&server, &user, &project, json!({ "name": name })).await, "id"));
        tick().await;
    }
    created.reverse();
    assert_pages(&server, &user, &tags_path(&project), &created).await;
}

// ---- update ------------------------------------------------------------------------------

#[tokio::test]
async fn patch_changes_only_the_given_fields() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let tag = create_tag(&server, &user, &project, json!({ "name": "smoke", "color": "#e11d48" })).await;
    let path = tag_path(&str_field(&tag, "id"));

    let (status, body, _) = server.patch(&path, user.token(), &json!({ "name": " sanity " })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["name"], json!("sanity"));
    assert_eq!(body["payload"]["color"], json!("#e11d48"), "left-out color stays");

    let (status, body, _) = server.patch(&path, user.token(), &json!({ "color": "#00FF00" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"]["name"], json!("sanity"), "left-out name stays");
    assert_eq!(body["payload"]["color"], json!("#00FF00"));

    let (status, unchanged, _) = server.patch(&path, user.token(), &json!({})).await;
    assert_eq!(status, StatusCode::OK, "{unchanged}");
    assert_eq!(unchanged["payload"], body["payload"]);

    // Renaming to its own name is no conflict.
    let (status, body, _) = server.patch(&path, user.token(), &json!({ "name": "sanity" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let listed = tag_page(&server, &user, &project, "").await;
    assert_eq!(listed["items"][0], unchanged["payload"], "the list shows the change");
}

#[tokio::test]
async fn patch_rejects_bad_fields_and_duplicate_names() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    create_tag(&server, &user, &project, json!({ "name": "smoke" })).await;
    let tag = create_tag(&server, &user, &project, json!({ "name": "regression", "color": "#123456" })).await;
    let path = tag_path(&str_field(&tag, "id"));

    for color in ["", "blue", "#12345g", "#1234"] {
        let reply = server.patch(&path, user.token(), &json!({ "color": color })).await;
        expect_invalid_field(&reply, "/color");
    }
    for name in ["", "  "] {
        let reply = server.patch(&path, user.token(), &json!({ "name": name })).await;
        expect_invalid_field(&reply, "/name");
    }
    let reply = server.patch(&path, user.token(), &json!({ "name": "smoke", "color": "#ffffff" })).await;
    expect_problem(&reply, StatusCode::CONFLICT, "conflict");
    assert!(reply.1["detail"].as_str().unwrap_or_default().contains("smoke"), "{}", reply.1);

    let page = tag_page(&server, &user, &project, &format!("id={}", str_field(&tag, "id"))).await;
    assert_eq!(page["items"][0], tag, "nothing changed");

    let reply = server.patch(&tag_path("tag_doesnotexist0000"), user.token(), &json!({ "name": "x" })).await;
    expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
}

// ---- delete ------------------------------------------------------------------------------

#[tokio::test]
async fn delete_removes_the_tag_and_detaches_it() {
    let server = TestServer::start().await;
    let user = server.signed_up().await;
    let project = project_of(&server, &user, "Storefront").await;
    let keep = create_tag(&server, &user, &project, json!({ "name": "keep" })).await;
    let tag = create_tag(&server, &user, &project, json!({ "name": "smoke" })).await;
    let (keep_id, id) = (str_field(&keep, "id"), str_field(&tag, "id"));

    // A case carrying both tags.
    let case_input = json!({ "name": "Checkout", "tagIds": [keep_id, id] });
    let case_path = format!("/v1/test-cases/{}", new_case(&server, &user, &project, case_input).await);

    let (status, body, _) = server.delete(&tag_path(&id), user.token()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["payload"], json!({ "id": id, "deleted": true }));

    let page = tag_page(&server, &user, &project, "").await;
    assert_eq!(ids_of(&page["items"]), vec![keep_id.clone()]);
    assert_eq!(page["total"], json!(1));

    let case = get_ok(&server, &user, &case_path).await;
    assert_eq!(case["tagIds"], json!([keep_id]), "the case lost the deleted tag only: {case}");

    for reply in [
        server.delete(&tag_path(&id), user.token()).await,
        server.patch(&tag_path(&id), user.token(), &json!({ "name": "again" })).await,
    ] {
        expect_problem(&reply, StatusCode::NOT_FOUND, "not_found");
    }
    // The name is free again.
    create_tag(&server, &user, &project, json!({ "name": "smoke" })).await;
}

// ---- tenancy -----------------------------------------------------------------------------

#[tokio::test]
async fn other_organizations_and_other_teams_get_404_on_every_route() {
    let server = TestServer::start().await;
    let owner = server.signed_up().await;
    let project = project_of(&server, &owner, "Storefront").await;
    let tag = create_tag(&server, &owner, &project, json!({ "name": "smoke", "color": "#e11d48" })).await;
    let id = str_field(&tag, "id");
    let outsiders = Outsiders::of(&server, &owner).await;

    for outsider in outsiders.all() {
        let replies = [
            server.post(&tags_path(&project), outsider.token(), &json!({ "name": "mine" })).await,
            server.get(&tags_path(&project), outsider.token()).await,
            server.get(&format!("{}?id={id}", tags_path(&project)), outsider.token()).await,
            server.patch(&tag_path(&id), outsider.token(), &json!({ "name": "mine" })).await,
            server.delete(&tag_path(&id), outsider.token()).await,
        ];
        for reply in &replies {
            expect_problem(reply, StatusCode::NOT_FOUND, "not_found");
        }
        // Their own project cannot reach the tag by its id either.
        let own = project_of(&server, outsider, "Own").await;
        let page = tag_page(&server, outsider, &own, &format!("id={id}")).await;
        assert_eq!(page["total"], json!(0), "{page}");
    }

    let page = tag_page(&server, &owner, &project, "").await;
    assert_eq!(page["items"], json!([tag]), "nothing changed");
}
