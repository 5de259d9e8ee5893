//! The web app and the API reference, served by the same binary: the page at `/` and for any
//! browser navigation outside the API, fingerprinted assets cached for good, `/docs`, and the
//! strict Content-Security-Policy of the pages. (The app itself is tested in a real browser by
//! tests/web/.)

use regex::Regex;
use reqwest::header::{ACCEPT, CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use reqwest::{Method, StatusCode};

use crate::helpers::*;

const BROWSER_ACCEPT: &str = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

async fn page(
    server: &TestServer,
    path: &str,
    accept: Option<&str>,
) -> (StatusCode, String, reqwest::header::HeaderMap) {
    let builder = server.request(Method::GET, path, None);
    let builder = match accept {
        Some(accept) => builder.header(ACCEPT, accept),
        None => builder,
    };
    server.send_text(builder).await
}

fn header<'a>(headers: &'a reqwest::header::HeaderMap, name: &str) -> &'a str {
    headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default()
}

/// The local files a page loads (`src` and `href` under `/assets/`).
fn assets_of(html: &str) -> Vec<String> {
    let re = Regex::new(r#"(?:src|href)="(/assets/[^"]+)""#).unwrap();
    re.captures_iter(html).map(|c| c[1].to_string()).collect()
}

#[tokio::test]
async fn the_app_is_served_at_the_root_under_a_strict_policy() {
    let server = TestServer::start().await;
    let (status, html, headers) = page(&server, "/", None).await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert_eq!(header(&headers, CONTENT_TYPE.as_str()), "text/html; charset=utf-8");
    assert!(html.contains(r#"<div id="app">"#), "{html}");

    let policy = header(&headers, "content-security-policy");
    for directive in
        ["default-src 'self'", "script-src 'self';", "style-src 'self';", "frame-ancestors 'none'", "object-src 'none'"]
    {
        assert!(policy.contains(directive), "{directive} in {policy}");
    }
    assert!(!policy.contains("unsafe"), "no unsafe-inline or unsafe-eval for the app: {policy}");
    let inline = Regex::new(r"<script(?:\s+[^>]*)?>").unwrap();
    for tag in inline.find_iter(&html) {
        assert!(tag.as_str().contains("src="), "every script is a file, none inline: {}", tag.as_str());
    }
    assert_eq!(header(&headers, "referrer-policy"), "no-referrer", "share tokens in paths never leak");
    assert_eq!(header(&headers, CACHE_CONTROL.as_str()), "no-cache", "the page is revalidated");

    let assets = assets_of(&html);
    assert!(assets.iter().any(|a| a.ends_with(".js")) && assets.iter().any(|a| a.ends_with(".css")), "{assets:?}");
    for asset in assets {
        let (status, body, headers) = page(&server, &asset, None).await;
        assert_eq!(status, StatusCode::OK, "{asset}");
        assert!(!body.is_empty(), "{asset}");
        let expected = if asset.ends_with(".js") {
            "text/javascript"
        } else if asset.ends_with(".css") {
            "text/css"
        } else {
            "image/svg+xml"
        };
        assert!(header(&headers, CONTENT_TYPE.as_str()).starts_with(expected), "{asset}: {headers:?}");
        assert_eq!(header(&headers, CACHE_CONTROL.as_str()), "public, max-age=31536000, immutable", "{asset}");
    }
}

#[tokio::test]
async fn an_unchanged_file_is_not_sent_again() {
    let server = TestServer::start().await;
    let (_, _, headers) = page(&server, "/", None).await;
    let etag = header(&headers, ETAG.as_str()).to_string();
    assert!(etag.starts_with('"') && etag.len() > 10, "{etag}");
    let builder = server.request(Method::GET, "/", None).header(IF_NONE_MATCH, &etag);
    let (status, body, _) = server.send_text(builder).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty());
    let builder = server.request(Method::GET, "/", None).header(IF_NONE_MATCH, "\"something-else\"");
    assert_eq!(server.send_text(builder).await.0, StatusCode::OK);
}

#[tokio::test]
async fn browsers_get_the_app_anywhere_outside_the_api_and_programs_keep_404s() {
    let server = TestServer::start().await;
    let (status, app, _) = page(&server, "/", None).await;
    assert_eq!(status, StatusCode::OK);
    for path in ["/projects/prj_x/cases", "/sign-in", "/shared/test-runs/shr_abc"] {
        let (status, html, _) = page(&server, path, Some(BROWSER_ACCEPT)).await;
        assert_eq!((status, &html), (StatusCode::OK, &app), "a browser opening {path} gets the app");
    }
    // A program (no text/html in Accept) asking for an unknown path gets the API's 404.
    let (status, body, headers) = server.get("/projects/prj_x/cases", None).await;
    assert_problem(&body, &headers, StatusCode::NOT_FOUND, "not_found");
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The API's paths never turn into the app, whatever the client accepts.
    let (status, body, _) = page(&server, "/v1/no-such-route", Some(BROWSER_ACCEPT)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(body.contains("not_found"), "{body}");
    // Nor do missing assets: an unknown name under /assets/ is a 404, never the app.
    for path in ["/assets/main-nothere.js", "/assets/index.html", "/assets/"] {
        let (status, _, headers) = page(&server, path, Some(BROWSER_ACCEPT)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(header(&headers, CONTENT_TYPE.as_str()), "application/problem+json", "{path}");
    }
    // Only reads: a POST to a page path is no page.
    let (status, _, _) = server.post("/", None, &serde_json::json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn docs_show_the_served_contract() {
    let server = TestServer::start().await;
    let (status, html, headers) = page(&server, "/docs", None).await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert!(header(&headers, "content-security-policy").contains("script-src 'self';"));
    let assets = assets_of(&html);
    assert!(assets.iter().any(|a| a.contains("swagger-ui-bundle")), "the pinned viewer: {assets:?}");
    let starter = assets.iter().find(|a| a.contains("/docs-")).expect("the script that starts the viewer");
    let (status, script, _) = page(&server, starter, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(script.contains("/openapi.json"), "the viewer reads the served contract: {script}");
    for asset in &assets {
        assert_eq!(page(&server, asset, None).await.0, StatusCode::OK, "{asset}");
    }
}
