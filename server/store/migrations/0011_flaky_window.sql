-- Flaky-case detection: how many latest results of a case in an environment decide whether it
-- is flaky (both a pass and a failure among them).
ALTER TABLE projects ADD COLUMN flaky_window INTEGER NOT NULL DEFAULT 20 CHECK (flaky_window BETWEEN 2 AND 100);
