//! Where the servers of a test run keep their data: a SQLite file each, or a database each on
//! a PostgreSQL server (`TESTDECK_TEST_ENGINE=postgres`, `TESTDECK_TEST_POSTGRES_URL`).

use std::sync::atomic::Ordering;

use tempfile::TempDir;

use super::COUNTER;

/// The engine the servers of this test run store their data in.
pub enum Engine {
    Sqlite,
    /// Each server gets a new database on this server (the URL of a database to connect to
    /// first, with the right to create databases).
    Postgres(String),
}

impl Engine {
    /// `TESTDECK_TEST_ENGINE`: `sqlite` (the default) or `postgres`, with
    /// `TESTDECK_TEST_POSTGRES_URL` (`./scripts/check` starts a throwaway server for it).
    pub fn of_this_run() -> &'static Engine {
        static ENGINE: std::sync::OnceLock<Engine> = std::sync::OnceLock::new();
        ENGINE.get_or_init(|| match std::env::var("TESTDECK_TEST_ENGINE").as_deref() {
            Ok("postgres") => Engine::Postgres(std::env::var("TESTDECK_TEST_POSTGRES_URL").unwrap_or_else(|_| {
                panic!(
                    "TESTDECK_TEST_ENGINE=postgres needs TESTDECK_TEST_POSTGRES_URL, the URL of a PostgreSQL \
                     server whose user may create databases; `./scripts/postgres start DIR` starts one"
                )
            })),
            Ok("sqlite") | Err(_) => Engine::Sqlite,
            Ok(other) => panic!("TESTDECK_TEST_ENGINE is sqlite or postgres, not {other}"),
        })
    }

    /// A new, empty database for one server: its `--database`.
    pub async fn new_database(&self, dir: &TempDir) -> String {
        match self {
            Engine::Sqlite => dir.path().join("testdeck.db").to_string_lossy().into_owned(),
            Engine::Postgres(admin) => {
                let n = COUNTER.fetch_add(1, Ordering::SeqCst);
                let name = format!("testdeck_{}_{n}", std::process::id());
                let statement = format!("CREATE DATABASE {name}");
                let admin = admin.clone();
                tokio::task::spawn_blocking(move || {
                    let mut client = postgres::Client::connect(&admin, postgres::NoTls)
                        .expect("connect to the PostgreSQL server at TESTDECK_TEST_POSTGRES_URL");
                    client.batch_execute(&statement).expect("create a test database");
                    let mut url = reqwest::Url::parse(&admin).expect("TESTDECK_TEST_POSTGRES_URL is a URL");
                    url.set_path(&name);
                    url.to_string()
                })
                .await
                .expect("create a test database")
            }
        }
    }

    /// Drops a database [`Engine::new_database`] made (with its server gone or going).
    pub fn remove_database(&self, database: &str) {
        let Engine::Postgres(admin) = self else { return };
        let path = database.split('?').next().unwrap_or(database);
        let Some(name) = path.rsplit('/').next().filter(|n| n.starts_with("testdeck_")) else { return };
        let (admin, statement) = (admin.clone(), format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
        // On a thread of its own: the client waits on a runtime of its own.
        let _ = std::thread::spawn(move || {
            if let Ok(mut client) = postgres::Client::connect(&admin, postgres::NoTls) {
                let _ = client.batch_execute(&statement);
            }
        })
        .join();
    }
}
