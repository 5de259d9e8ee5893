//! Files on results: uploaded one at a time, listed on the result, downloaded byte-exact with
//! their content type as an attachment, through share links too; bounded per file and by the
//! project's quota; invisible to other tenants.

use reqwest::{multipart, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::*;

/// Bytes that are not UTF-8, as a screenshot's are.
fn png() -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend((0..=255u8).cycle().take(4096));
    bytes
}

/// A run imported from a one-test report; answers the case and its result.
async fn result_of(server: &TestServer, ci: &Ci) -> (String, Value) {
    let report =
        b"<testsuite><testcase classname='ui' name='checkout'><failure message='button gone'/></testcase></testsuite>";
    let import = ci.imported(server, report.to_vec(), &[]).await;
    let cases = get_ok(server, &ci.user, &format!("/v1/projects/{}/test-cases?limit=10&offset=0", ci.project)).await;
    let case = str_field(&cases["items"][0], "id");
    let result = ci.result(server, &case).await;
    assert_eq!(result["testRunId"], import["run"]["id"]);
    (case, result)
}

async fn attach(server: &TestServer, user: &User, case: &str, result: &str, part: multipart::Part) -> Reply {
    let path = format!("/v1/test-cases/{case}/results/{result}/attachments");
    let form = multipart::Form::new().part("file", part);
    server.send(server.request(Method::POST, &path, user.token()).multipart(form)).await
}

/// A download: status, headers and the raw bytes.
async fn download(
    server: &TestServer,
    path: &str,
    token: Option<&str>,
) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let response = server.request(Method::GET, path, token).send().await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn a_screenshot_round_trips_byte_exact_as_an_attachment() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let (case, result) = result_of(&server, &ci).await;
    let result_id = str_field(&result, "id");
    assert_eq!(result["attachments"], json!([]));

    let part = multipart::Part::bytes(png()).file_name("checkout failed.png").mime_str("image/png").unwrap();
    let attachment = created(attach(&server, &ci.user, &case, &result_id, part).await, "attach");
    assert_eq!((&attachment["name"], &attachment["contentType"]), (&json!("checkout failed.png"), &json!("image/png")));
    assert_eq!(attachment["size"], json!(png().len()));
    // A part without a type of its own: the name tells.
    let log = multipart::Part::bytes(b"GET /cart 500\n".to_vec()).file_name("server.log");
    let log = created(attach(&server, &ci.user, &case, &result_id, log).await, "attach log");
    assert_eq!(log["contentType"], json!("text/plain"));

    let listed = ci.result(&server, &case).await["attachments"].clone();
    assert_eq!(ids_of(&listed), [str_field(&attachment, "id"), str_field(&log, "id")]);

    let (status, headers, bytes) =
        download(&server, &format!("/v1/attachments/{}", str_field(&attachment, "id")), ci.user.token()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(bytes, png(), "byte-exact");
    assert_eq!(headers["content-type"], "image/png");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment;") && disposition.contains("checkout%20failed.png"), "{disposition}");

    let usage = get_ok(&server, &ci.user, &format!("/v1/projects/{}/storage-usage", ci.project)).await;
    assert_eq!(usage["attachments"], json!({ "count": 2, "bytes": png().len() + 14 }));
}

#[tokio::test]
async fn attachments_are_bounded_by_the_file_limit_and_the_project_quota() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let (case, result) = result_of(&server, &ci).await;
    let result_id = str_field(&result, "id");
    let settings = format!("/v1/projects/{}/settings", ci.project);
    let (status, body, _) = server.patch(&settings, ci.user.token(), &json!({ "attachmentQuotaBytes": 6000 })).await;
    assert_eq!((status, &body["payload"]["attachmentQuotaBytes"]), (StatusCode::OK, &json!(6000)));

    let part = || multipart::Part::bytes(png()).file_name("a.png");
    created(attach(&server, &ci.user, &case, &result_id, part()).await, "first fits");
    let refused = attach(&server, &ci.user, &case, &result_id, part()).await;
    expect_problem(&refused, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    let detail = refused.1["detail"].as_str().unwrap();
    assert!(detail.contains(&format!("take {} of its 6000 bytes", png().len())), "{detail}");

    let (status, _, _) =
        server.patch(&settings, ci.user.token(), &json!({ "attachmentQuotaBytes": 100_000_000 })).await;
    assert_eq!(status, StatusCode::OK);
    let huge = multipart::Part::bytes(vec![0u8; 10 * 1024 * 1024 + 1]).file_name("huge.bin");
    expect_problem(
        &attach(&server, &ci.user, &case, &result_id, huge).await,
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
    );
    let results = ci.result(&server, &case).await;
    assert_eq!(results["attachments"].as_array().map(Vec::len), Some(1), "nothing written by the refusals");
}

#[tokio::test]
async fn shared_runs_and_results_serve_their_attachments_and_nothing_else() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    let (case, result) = result_of(&server, &ci).await;
    let result_id = str_field(&result, "id");
    let part = multipart::Part::bytes(png()).file_name("shot.png");
    let attachment = str_field(&created(attach(&server, &ci.user, &case, &result_id, part).await, "attach"), "id");

    let run_id = str_field(&result, "testRunId");
    let run_share =
        created(server.post_empty(&format!("/v1/test-runs/{run_id}/share"), ci.user.token()).await, "share");
    let run_token = str_field(&run_share, "token");
    let (status, view, _) = server.get(&format!("/v1/shared/test-runs/{run_token}"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(view["payload"]["results"][0]["attachments"][0]["id"], json!(attachment));
    let path = format!("/v1/shared/test-runs/{run_token}/attachments/{attachment}");
    let (status, headers, bytes) = download(&server, &path, None).await;
    assert_eq!((status, bytes), (StatusCode::OK, png()));
    assert_eq!(headers["content-type"], "image/png");

    let result_path = format!("/v1/test-cases/{case}/results/{result_id}/share");
    let result_token = str_field(&created(server.post_empty(&result_path, ci.user.token()).await, "share"), "token");
    let (status, _, bytes) =
        download(&server, &format!("/v1/shared/results/{result_token}/attachments/{attachment}"), None).await;
    assert_eq!((status, bytes), (StatusCode::OK, png()));

    // Another project's attachment is not reachable through this share.
    let other = Ci::new(&server).await;
    let (other_case, other_result) = result_of(&server, &other).await;
    let part = multipart::Part::bytes(b"secret".to_vec()).file_name("secret.txt");
    let foreign = created(attach(&server, &other.user, &other_case, &str_field(&other_result, "id"), part).await, "x");
    let foreign = str_field(&foreign, "id");
    let (status, _, _) =
        download(&server, &format!("/v1/shared/test-runs/{run_token}/attachments/{foreign}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Nor to another tenant, nor after the share is revoked.
    let (status, _, _) = download(&server, &format!("/v1/attachments/{attachment}"), other.user.token()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let part = multipart::Part::bytes(b"x".to_vec()).file_name("x.txt");
    expect_problem(&attach(&server, &other.user, &case, &result_id, part).await, StatusCode::NOT_FOUND, "not_found");
    let (status, _, _) = server.delete(&format!("/v1/test-runs/{run_id}/share"), ci.user.token()).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, _) = download(&server, &path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
