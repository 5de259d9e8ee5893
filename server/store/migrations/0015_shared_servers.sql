-- What several servers on one database share (PostgreSQL; a SQLite file has one server, and
-- keeps the same schema so both engines work alike).
--
-- Which server executes a live run, and until when: its lease, renewed while it runs. Another
-- server ends a run whose lease lapsed (its server stopped), as a restart ends runs left live.
ALTER TABLE test_runs ADD COLUMN lease_owner TEXT;
ALTER TABLE test_runs ADD COLUMN lease_expires_at TEXT;

-- Failed sign-ins and one-time-code requests per throttle key (see auth::throttle): a key
-- with failures waits before its next attempt, whichever server it asks.
CREATE TABLE throttle_failures (
    key           TEXT PRIMARY KEY,
    failures      INTEGER NOT NULL,
    last_failure  TEXT NOT NULL
);
