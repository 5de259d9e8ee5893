//! Integration tests of Testdeck: the real `testdeck` binary on a random port, a fresh
//! SQLite file per test, real HTTP. See `helpers/` for the harness and the shared fixtures.

mod api_tokens;
mod attachments;
mod audit;
mod auth;
mod browser_sessions;
mod cli;
mod contract;
mod environments;
mod events;
mod flaky;
mod hardening_http;
mod hardening_runs;
mod hardening_sign_in;
mod hardening_storage;
mod healing;
mod health;
mod helpers;
mod idempotency;
mod import;
mod integrations;
mod mcp;
mod overview;
mod projects;
mod results_import;
mod runs;
mod sharing;
mod suites;
mod tags;
mod tenancy;
mod test_accounts;
mod test_cases;
mod validation;
mod web;
