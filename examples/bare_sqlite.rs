//! The benchmark's reference for writes (`scripts/bench`): bare rusqlite committing one INSERT
//! per transaction, one after another, into a file with Testdeck's settings (WAL,
//! `synchronous = NORMAL`). How fast Testdeck creates is reported as a ratio to this.
//!
//!   cargo run --release --example bare_sqlite -- DIR SECONDS   # prints `transactions/s N`

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::{Connection, TransactionBehavior};

fn main() -> rusqlite::Result<()> {
    let usage = "usage: bare_sqlite DIR SECONDS";
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect(usage);
    let seconds: u64 = args.next().and_then(|s| s.parse().ok()).expect(usage);
    let mut conn = Connection::open(Path::new(&dir).join("bare_sqlite.db"))?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    assert_eq!(mode, "wal");
    conn.execute_batch(
        "PRAGMA synchronous = NORMAL;
         CREATE TABLE IF NOT EXISTS cases (id INTEGER PRIMARY KEY, name TEXT NOT NULL, body TEXT NOT NULL);",
    )?;
    let body = r#"{"severity":"low","steps":[{"request":{"method":"GET","path":"/v1"},"expect":{"status":200}}]}"#;
    let (started, run_for, mut committed) = (Instant::now(), Duration::from_secs(seconds), 0u64);
    while started.elapsed() < run_for {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.prepare_cached("INSERT INTO cases (name, body) VALUES ('Bench case', ?1)")?.execute([body])?;
        tx.commit()?;
        committed += 1;
    }
    println!("transactions/s {:.0}", committed as f64 / started.elapsed().as_secs_f64());
    Ok(())
}
