-- Runs: what was run (a snapshot of each case), where, how it went, and every event on the way.

-- How runs of a project execute.
ALTER TABLE projects ADD COLUMN run_parallel_cases INTEGER NOT NULL DEFAULT 4;
ALTER TABLE projects ADD COLUMN run_step_timeout_ms INTEGER NOT NULL DEFAULT 30000;
ALTER TABLE projects ADD COLUMN run_retries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN run_follow_redirects INTEGER NOT NULL DEFAULT 0;

CREATE TABLE test_runs (
    id               TEXT PRIMARY KEY,
    project_id       TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    test_case_id     TEXT,  -- the case, for a run of one case
    test_suite_id    TEXT,  -- the suite, for a run of a suite
    environment_id   TEXT NOT NULL,
    test_account_id  TEXT,
    created_by       TEXT NOT NULL REFERENCES accounts (id),
    status           TEXT NOT NULL CHECK (status IN ('pending', 'queued', 'running', 'error', 'failed',
                                                     'completed', 'stopping', 'stopped')),
    status_reason    TEXT,
    -- Names at the time of the run, for search: the suite's and every case's.
    search_text      TEXT NOT NULL,
    created_at       TEXT NOT NULL,
    started_at       TEXT,
    finished_at      TEXT
);
CREATE INDEX test_runs_project ON test_runs (project_id, created_at);
CREATE INDEX test_runs_live ON test_runs (status) WHERE status IN ('pending', 'queued', 'running', 'stopping');

-- The cases of a run, as they were when it was created: edits and deletes later do not
-- change what a run ran.
CREATE TABLE test_run_cases (
    test_run_id   TEXT NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    test_case_id  TEXT NOT NULL,
    name          TEXT NOT NULL,
    steps         TEXT NOT NULL,  -- JSON, as the case had them
    PRIMARY KEY (test_run_id, position)
);
CREATE INDEX test_run_cases_case ON test_run_cases (test_case_id);

CREATE TABLE test_results (
    id              TEXT PRIMARY KEY,
    test_run_id     TEXT NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    test_case_id    TEXT NOT NULL,
    test_case_name  TEXT NOT NULL,
    environment_id  TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('passed', 'failed', 'error', 'skipped')),
    steps           TEXT NOT NULL,  -- JSON array of step results
    duration_ms     INTEGER NOT NULL,
    created_at      TEXT NOT NULL,
    UNIQUE (test_run_id, test_case_id)
);
CREATE INDEX test_results_case ON test_results (test_case_id, environment_id, created_at);

CREATE TABLE healing_proposals (
    id          TEXT PRIMARY KEY,
    result_id   TEXT NOT NULL UNIQUE REFERENCES test_results (id) ON DELETE CASCADE,
    step_index  INTEGER NOT NULL,
    field       TEXT NOT NULL,
    from_value  TEXT NOT NULL,
    to_value    TEXT NOT NULL,
    reason      TEXT NOT NULL,
    state       TEXT NOT NULL CHECK (state IN ('proposed', 'approved', 'dismissed')),
    decided_by  TEXT,
    decided_at  TEXT
);

-- Every event of a run, numbered from 1; the live stream replays from here.
CREATE TABLE test_run_events (
    test_run_id  TEXT NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL,
    name         TEXT NOT NULL,
    data         TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    PRIMARY KEY (test_run_id, seq)
);
