//! Integration tests of Testdeck: the real `testdeck` binary on a random port, a fresh
//! SQLite file per test, real HTTP. See `helpers.rs` for the harness.

mod api_tokens;
mod auth;
mod contract;
mod environments;
mod events;
mod healing;
mod health;
mod helpers;
mod import;
mod integrations;
mod overview;
mod projects;
mod runs;
mod sharing;
mod suites;
mod tags;
mod target;
mod tenancy;
mod test_accounts;
mod test_cases;
mod validation;
