//! Integration tests of Testdeck: the real `testdeck` binary on a random port, a fresh
//! SQLite file per test, real HTTP. See `helpers.rs` for the harness.

mod api_tokens;
mod auth;
mod contract;
mod health;
mod helpers;
mod projects;
mod tenancy;
mod validation;
