//! Flaky cases: latest results that both pass and fail in an environment, per the project's
//! `flakyWindow`; listed flakiest first, and on the overview beside the most failing cases.

use serde_json::{json, Value};

use crate::helpers::*;

/// A report of two tests, `shop.checkout` and `shop.search`, with these verdicts.
fn report(checkout_passes: bool, search_passes: bool) -> Vec<u8> {
    let verdict = |passes: bool| if passes { "" } else { "<failure message='no'/>" };
    format!(
        "<testsuite><testcase classname='shop' name='checkout'>{}</testcase>\
         <testcase classname='shop' name='search'>{}</testcase></testsuite>",
        verdict(checkout_passes),
        verdict(search_passes)
    )
    .into_bytes()
}

async fn flaky(server: &TestServer, ci: &Ci, query: &str) -> Value {
    get_ok(server, &ci.user, &format!("/v1/projects/{}/flaky-cases?limit=10&offset=0{query}", ci.project)).await
}

#[tokio::test]
async fn a_case_that_flips_between_builds_is_flaky_in_that_environment_only() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    for (checkout, search) in [(true, true), (false, true), (true, false), (true, false)] {
        ci.imported(&server, report(checkout, search), &[]).await;
    }
    // Another environment where checkout always passes.
    let calm = new_environment(&server, &ci.user, &ci.project, "http://calm.invalid").await;
    let other = Ci { user: ci.user.clone(), project: ci.project.clone(), environment: calm.clone() };
    other.imported(&server, report(true, true), &[]).await;
    other.imported(&server, report(true, true), &[]).await;

    let page = flaky(&server, &ci, "").await;
    assert_eq!(page["total"], json!(2), "{page}");
    // checkout: pass, fail, pass, pass (oldest first): 2 flips of 3. search: 1 flip of 3.
    let first = &page["items"][0];
    assert_eq!((&first["testCaseName"], &first["environmentId"]), (&json!("checkout"), &json!(ci.environment)));
    assert!((first["flipRate"].as_f64().unwrap() - 2.0 / 3.0).abs() < 1e-9, "{first}");
    assert_eq!((&first["passed"], &first["failed"]), (&json!(3), &json!(1)));
    let last = first["lastResults"].as_array().unwrap();
    assert_eq!(
        last.iter().map(|r| r["status"].clone()).collect::<Vec<_>>(),
        [json!("passed"), json!("passed"), json!("failed"), json!("passed")]
    );
    assert_eq!(page["items"][1]["testCaseName"], json!("search"));
    // The case's history marks, for each result, whether it was flaky as of then.
    let checkout = str_field(first, "testCaseId");
    let marks: Vec<Value> =
        history(&server, &ci.user, &checkout, &ci.environment, "").await.iter().map(|r| r["flaky"].clone()).collect();
    assert_eq!(marks, [json!(true), json!(true), json!(true), json!(false)]);
    assert_eq!(flaky(&server, &ci, &format!("&environmentId={calm}")).await["total"], json!(0));

    let overview = get_ok(&server, &ci.user, &format!("/v1/projects/{}/overview?preset=last-7-days", ci.project)).await;
    assert_eq!(overview["flaky"][0]["testCaseName"], json!("checkout"));
    let failing: Vec<(Value, Value)> = overview["mostFailing"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["testCaseName"].clone(), f["failed"].clone()))
        .collect();
    assert_eq!(failing, [(json!("search"), json!(2)), (json!("checkout"), json!(1))]);

    // A window of 2: checkout's latest two passed, so it is steady again; search is not.
    let settings = format!("/v1/projects/{}/settings", ci.project);
    let (status, body, _) = server.patch(&settings, ci.user.token(), &json!({ "flakyWindow": 2 })).await;
    assert_eq!((status.as_u16(), &body["payload"]["flakyWindow"]), (200, &json!(2)), "{body}");
    let page = flaky(&server, &ci, "").await;
    assert_eq!(page["total"], json!(0), "search failed twice in a row, checkout passed twice: {page}");
    expect_invalid_field(&server.patch(&settings, ci.user.token(), &json!({ "flakyWindow": 1 })).await, "/flakyWindow");
}

#[tokio::test]
async fn flaky_cases_are_the_projects_own() {
    let server = TestServer::start().await;
    let ci = Ci::new(&server).await;
    for checkout in [true, false] {
        ci.imported(&server, report(checkout, true), &[]).await;
    }
    assert_eq!(flaky(&server, &ci, "").await["total"], json!(1));
    let outsider = server.signed_up().await;
    let path = format!("/v1/projects/{}/flaky-cases?limit=10&offset=0", ci.project);
    expect_problem(&server.get(&path, outsider.token()).await, reqwest::StatusCode::NOT_FOUND, "not_found");
}
