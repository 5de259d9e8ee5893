-- Version 15 (see ../0015_shared_servers.sql), and the wake-up of live events across servers.
ALTER TABLE test_runs ADD COLUMN lease_owner TEXT COLLATE "C";
ALTER TABLE test_runs ADD COLUMN lease_expires_at TEXT COLLATE "C";

CREATE TABLE throttle_failures (
    key           TEXT COLLATE "C" PRIMARY KEY,
    failures      BIGINT NOT NULL,
    last_failure  TEXT COLLATE "C" NOT NULL
);

-- Every event written tells the servers listening its run, number and name
-- ("run_… 7 run.status"), when its transaction commits; they read the event from the log.
CREATE FUNCTION test_run_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('testdeck_run_events', NEW.test_run_id || ' ' || NEW.seq || ' ' || NEW.name);
    RETURN NULL;
END;
$$;

CREATE TRIGGER test_run_events_notify AFTER INSERT ON test_run_events
    FOR EACH ROW EXECUTE FUNCTION test_run_events_notify();
