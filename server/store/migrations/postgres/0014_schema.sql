-- The schema of version 14 for PostgreSQL, where PostgreSQL begins: a new database gets it
-- at once. It is the SQLite schema of that version (see ../0001_foundation.sql onwards for
-- what each part is for), with PostgreSQL's types: text compares as bytes ("C"), as in
-- SQLite; integers are 64 bits (bigint), as in SQLite; emails are kept lower-case by the
-- server, so they need no case-insensitive collation. `rowid` on results and attachments
-- keeps their insertion order, which SQLite keeps by itself.

CREATE TABLE organizations (
    id          TEXT COLLATE "C" PRIMARY KEY,
    name        TEXT COLLATE "C" NOT NULL,
    created_at  TEXT COLLATE "C" NOT NULL
);

CREATE TABLE accounts (
    id               TEXT COLLATE "C" PRIMARY KEY,
    organization_id  TEXT COLLATE "C" NOT NULL REFERENCES organizations (id),
    email            TEXT COLLATE "C" NOT NULL UNIQUE,
    name             TEXT COLLATE "C" NOT NULL,
    password_hash    TEXT COLLATE "C" NOT NULL,
    role             TEXT COLLATE "C" NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
    created_at       TEXT COLLATE "C" NOT NULL
);

CREATE TABLE teams (
    id               TEXT COLLATE "C" PRIMARY KEY,
    organization_id  TEXT COLLATE "C" NOT NULL REFERENCES organizations (id),
    name             TEXT COLLATE "C" NOT NULL,
    slug             TEXT COLLATE "C" NOT NULL,
    created_at       TEXT COLLATE "C" NOT NULL,
    UNIQUE (organization_id, slug)
);

CREATE TABLE team_members (
    team_id     TEXT COLLATE "C" NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    account_id  TEXT COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    added_at    TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (team_id, account_id)
);

CREATE INDEX team_members_account ON team_members (account_id);

CREATE TABLE refresh_tokens (
    id          TEXT COLLATE "C" PRIMARY KEY,
    family_id   TEXT COLLATE "C" NOT NULL,
    account_id  TEXT COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token_hash  TEXT COLLATE "C" NOT NULL UNIQUE,
    created_at  TEXT COLLATE "C" NOT NULL,
    expires_at  TEXT COLLATE "C" NOT NULL,
    spent_at    TEXT COLLATE "C",
    revoked_at  TEXT COLLATE "C"
);

CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE api_tokens (
    id            TEXT COLLATE "C" PRIMARY KEY,
    account_id    TEXT COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name          TEXT COLLATE "C" NOT NULL,
    prefix        TEXT COLLATE "C" NOT NULL,
    token_hash    TEXT COLLATE "C" NOT NULL UNIQUE,
    created_at    TEXT COLLATE "C" NOT NULL,
    last_used_at  TEXT COLLATE "C",
    expires_at    TEXT COLLATE "C",
    revoked_at    TEXT COLLATE "C"
);

CREATE INDEX api_tokens_account ON api_tokens (account_id, created_at);

CREATE TABLE otp_codes (
    id          TEXT COLLATE "C" PRIMARY KEY,
    email       TEXT COLLATE "C" NOT NULL,
    code_hash   TEXT COLLATE "C" NOT NULL,
    created_at  TEXT COLLATE "C" NOT NULL,
    expires_at  TEXT COLLATE "C" NOT NULL,
    attempts    BIGINT NOT NULL DEFAULT 0,
    used_at     TEXT COLLATE "C"
);

CREATE INDEX otp_codes_email ON otp_codes (email, created_at);

CREATE TABLE invitations (
    id               TEXT COLLATE "C" PRIMARY KEY,
    organization_id  TEXT COLLATE "C" NOT NULL REFERENCES organizations (id),
    email            TEXT COLLATE "C" NOT NULL,
    role             TEXT COLLATE "C" NOT NULL CHECK (role IN ('admin', 'member')),
    token_hash       TEXT COLLATE "C" NOT NULL UNIQUE,
    created_by       TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    created_at       TEXT COLLATE "C" NOT NULL,
    expires_at       TEXT COLLATE "C" NOT NULL,
    accepted_at      TEXT COLLATE "C"
);

CREATE TABLE invitation_teams (
    invitation_id  TEXT COLLATE "C" NOT NULL REFERENCES invitations (id) ON DELETE CASCADE,
    team_id        TEXT COLLATE "C" NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    PRIMARY KEY (invitation_id, team_id)
);

CREATE TABLE projects (
    id                     TEXT COLLATE "C" PRIMARY KEY,
    team_id                TEXT COLLATE "C" NOT NULL REFERENCES teams (id),
    name                   TEXT COLLATE "C" NOT NULL,
    description            TEXT COLLATE "C",
    default_severity       TEXT COLLATE "C" NOT NULL DEFAULT 'medium'
                           CHECK (default_severity IN ('critical', 'high', 'medium', 'low')),
    result_retention_days  BIGINT NOT NULL DEFAULT 365,
    created_by             TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    created_at             TEXT COLLATE "C" NOT NULL,
    updated_at             TEXT COLLATE "C" NOT NULL, run_parallel_cases BIGINT NOT NULL DEFAULT 4, run_step_timeout_ms BIGINT NOT NULL DEFAULT 30000, run_retries BIGINT NOT NULL DEFAULT 0, run_follow_redirects BIGINT NOT NULL DEFAULT 0, notify_on_completed BIGINT NOT NULL DEFAULT 0, notify_on_failed BIGINT NOT NULL DEFAULT 1, flaky_window BIGINT NOT NULL DEFAULT 20 CHECK (flaky_window BETWEEN 2 AND 100), attachment_quota_bytes BIGINT NOT NULL DEFAULT 1073741824
    CHECK (attachment_quota_bytes >= 0),
    UNIQUE (team_id, name)
);

CREATE INDEX projects_team ON projects (team_id, created_at);

CREATE TABLE server_secrets (
    name        TEXT COLLATE "C" PRIMARY KEY,
    value       BYTEA NOT NULL,
    created_at  TEXT COLLATE "C" NOT NULL
);

CREATE TABLE test_suites (
    id           TEXT COLLATE "C" PRIMARY KEY,
    project_id   TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name         TEXT COLLATE "C" NOT NULL,
    description  TEXT COLLATE "C",
    created_by   TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    created_at   TEXT COLLATE "C" NOT NULL,
    updated_at   TEXT COLLATE "C" NOT NULL
);

CREATE INDEX test_suites_project ON test_suites (project_id, created_at);

CREATE TABLE tags (
    id          TEXT COLLATE "C" PRIMARY KEY,
    project_id  TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name        TEXT COLLATE "C" NOT NULL,
    color       TEXT COLLATE "C",
    created_at  TEXT COLLATE "C" NOT NULL,
    UNIQUE (project_id, name)
);

CREATE TABLE test_cases (
    id             TEXT COLLATE "C" PRIMARY KEY,
    project_id     TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    team_id        TEXT COLLATE "C" NOT NULL REFERENCES teams (id),
    test_suite_id  TEXT COLLATE "C" REFERENCES test_suites (id) ON DELETE SET NULL,
    name           TEXT COLLATE "C" NOT NULL,
    description    TEXT COLLATE "C",
    severity       TEXT COLLATE "C" NOT NULL CHECK (severity IN ('critical', 'high', 'medium', 'low')),
    status         TEXT COLLATE "C" NOT NULL CHECK (status IN ('draft', 'active', 'inactive')),
    -- JSON array of steps, as the API shows them.
    steps          TEXT COLLATE "C" NOT NULL,
    created_by     TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    version        BIGINT NOT NULL,
    created_at     TEXT COLLATE "C" NOT NULL,
    updated_at     TEXT COLLATE "C" NOT NULL
, automation_id TEXT COLLATE "C");

CREATE INDEX test_cases_suite ON test_cases (test_suite_id);

CREATE TABLE test_case_tags (
    test_case_id  TEXT COLLATE "C" NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
    tag_id        TEXT COLLATE "C" NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (test_case_id, tag_id)
);

CREATE INDEX test_case_tags_tag ON test_case_tags (tag_id);

CREATE TABLE test_case_versions (
    test_case_id  TEXT COLLATE "C" NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
    version       BIGINT NOT NULL,
    changed_by    TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    changed_at    TEXT COLLATE "C" NOT NULL,
    changes       TEXT COLLATE "C" NOT NULL, -- JSON array of field names
    snapshot      TEXT COLLATE "C" NOT NULL, -- JSON of the test case at this version
    PRIMARY KEY (test_case_id, version)
);

CREATE TABLE environments (
    id          TEXT COLLATE "C" PRIMARY KEY,
    project_id  TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name        TEXT COLLATE "C" NOT NULL,
    base_url    TEXT COLLATE "C" NOT NULL,
    variables   TEXT COLLATE "C" NOT NULL, -- JSON object of strings
    created_at  TEXT COLLATE "C" NOT NULL,
    updated_at  TEXT COLLATE "C" NOT NULL
, secret_names TEXT COLLATE "C" NOT NULL DEFAULT '[]', secrets_sealed BYTEA);

CREATE INDEX environments_project ON environments (project_id, created_at);

CREATE TABLE test_accounts (
    id                 TEXT COLLATE "C" PRIMARY KEY,
    project_id         TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name               TEXT COLLATE "C" NOT NULL,
    username           TEXT COLLATE "C" NOT NULL,
    password_sealed    BYTEA NOT NULL,
    description        TEXT COLLATE "C",
    created_at         TEXT COLLATE "C" NOT NULL,
    updated_at         TEXT COLLATE "C" NOT NULL
);

CREATE INDEX test_accounts_project ON test_accounts (project_id, created_at);

CREATE TABLE test_runs (
    id               TEXT COLLATE "C" PRIMARY KEY,
    project_id       TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    test_case_id     TEXT COLLATE "C",  -- the case, for a run of one case
    test_suite_id    TEXT COLLATE "C",  -- the suite, for a run of a suite
    environment_id   TEXT COLLATE "C" NOT NULL,
    test_account_id  TEXT COLLATE "C",
    created_by       TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    status           TEXT COLLATE "C" NOT NULL CHECK (status IN ('pending', 'queued', 'running', 'error', 'failed',
                                                     'completed', 'stopping', 'stopped')),
    status_reason    TEXT COLLATE "C",
    -- Names at the time of the run, for search: the suite's and every case's.
    search_text      TEXT COLLATE "C" NOT NULL,
    created_at       TEXT COLLATE "C" NOT NULL,
    started_at       TEXT COLLATE "C",
    finished_at      TEXT COLLATE "C"
, name TEXT COLLATE "C");

CREATE INDEX test_runs_live ON test_runs (status) WHERE status IN ('pending', 'queued', 'running', 'stopping');

CREATE TABLE test_run_cases (
    test_run_id   TEXT COLLATE "C" NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    position      BIGINT NOT NULL,
    test_case_id  TEXT COLLATE "C" NOT NULL,
    name          TEXT COLLATE "C" NOT NULL,
    steps         TEXT COLLATE "C" NOT NULL,  -- JSON, as the case had them
    PRIMARY KEY (test_run_id, position)
);

CREATE INDEX test_run_cases_case ON test_run_cases (test_case_id);

CREATE TABLE test_results (
    -- Insertion order, for ties of created_at (SQLite's rowid).
    rowid BIGINT GENERATED ALWAYS AS IDENTITY,
    id              TEXT COLLATE "C" PRIMARY KEY,
    test_run_id     TEXT COLLATE "C" NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    test_case_id    TEXT COLLATE "C" NOT NULL,
    test_case_name  TEXT COLLATE "C" NOT NULL,
    environment_id  TEXT COLLATE "C" NOT NULL,
    status          TEXT COLLATE "C" NOT NULL CHECK (status IN ('passed', 'failed', 'error', 'skipped')),
    steps           TEXT COLLATE "C" NOT NULL,  -- JSON array of step results
    duration_ms     BIGINT NOT NULL,
    created_at      TEXT COLLATE "C" NOT NULL, output TEXT COLLATE "C",
    UNIQUE (test_run_id, test_case_id)
);

CREATE INDEX test_results_case ON test_results (test_case_id, environment_id, created_at);

CREATE TABLE healing_proposals (
    id          TEXT COLLATE "C" PRIMARY KEY,
    result_id   TEXT COLLATE "C" NOT NULL UNIQUE REFERENCES test_results (id) ON DELETE CASCADE,
    step_index  BIGINT NOT NULL,
    field       TEXT COLLATE "C" NOT NULL,
    from_value  TEXT COLLATE "C" NOT NULL,
    to_value    TEXT COLLATE "C" NOT NULL,
    reason      TEXT COLLATE "C" NOT NULL,
    state       TEXT COLLATE "C" NOT NULL CHECK (state IN ('proposed', 'approved', 'dismissed')),
    decided_by  TEXT COLLATE "C",
    decided_at  TEXT COLLATE "C"
);

CREATE TABLE test_run_events (
    test_run_id  TEXT COLLATE "C" NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    seq          BIGINT NOT NULL,
    name         TEXT COLLATE "C" NOT NULL,
    data         TEXT COLLATE "C" NOT NULL,
    created_at   TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (test_run_id, seq)
);

CREATE TABLE team_chat_integrations (
    project_id              TEXT COLLATE "C" PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    webhook_url_sealed      BYTEA,
    signing_secret_sealed   BYTEA,
    webhook_display         TEXT COLLATE "C",
    channel                 TEXT COLLATE "C",
    mention                 TEXT COLLATE "C",
    include_passed          BIGINT NOT NULL DEFAULT 0,
    connected_at            TEXT COLLATE "C",
    CHECK ((webhook_url_sealed IS NULL) = (connected_at IS NULL)
       AND (signing_secret_sealed IS NULL) = (connected_at IS NULL)
       AND (webhook_display IS NULL) = (connected_at IS NULL))
);

CREATE TABLE shares (
    kind         TEXT COLLATE "C" NOT NULL CHECK (kind IN ('run', 'result')),
    target_id    TEXT COLLATE "C" NOT NULL,  -- the run's id, or the result's
    test_run_id  TEXT COLLATE "C" NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    token_hash   TEXT COLLATE "C" NOT NULL UNIQUE,
    created_by   TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    created_at   TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (kind, target_id)
);

CREATE INDEX shares_run ON shares (test_run_id);

CREATE TABLE audit_events (
    id               TEXT COLLATE "C" PRIMARY KEY,
    organization_id  TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    action           TEXT COLLATE "C" NOT NULL,
    actor_id         TEXT COLLATE "C",
    target_type      TEXT COLLATE "C",
    target_id        TEXT COLLATE "C",
    client           TEXT COLLATE "C",
    details          TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    created_at       TEXT COLLATE "C" NOT NULL
);

CREATE INDEX audit_events_newest ON audit_events (organization_id, created_at DESC, id DESC);

CREATE INDEX test_cases_newest ON test_cases (project_id, created_at DESC, id DESC);

CREATE INDEX test_cases_by_severity ON test_cases (project_id, severity, created_at DESC, id DESC);

CREATE INDEX test_cases_by_status ON test_cases (project_id, status, created_at DESC, id DESC);

CREATE INDEX test_cases_by_suite ON test_cases (project_id, test_suite_id, created_at DESC, id DESC);

CREATE INDEX test_runs_newest ON test_runs (project_id, created_at DESC, id DESC);

CREATE INDEX test_runs_by_status ON test_runs (project_id, status, created_at DESC, id DESC);

CREATE INDEX test_runs_finished ON test_runs (project_id, finished_at) WHERE finished_at IS NOT NULL;

CREATE UNIQUE INDEX test_cases_automation_id ON test_cases (project_id, automation_id)
    WHERE automation_id IS NOT NULL;

CREATE TABLE attachments (
    -- Insertion order, for ties of created_at (SQLite's rowid).
    rowid BIGINT GENERATED ALWAYS AS IDENTITY,
    id            TEXT COLLATE "C" PRIMARY KEY,
    result_id     TEXT COLLATE "C" NOT NULL REFERENCES test_results (id) ON DELETE CASCADE,
    -- The project whose storage quota it counts against.
    project_id    TEXT COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name          TEXT COLLATE "C" NOT NULL,
    content_type  TEXT COLLATE "C" NOT NULL,
    size          BIGINT NOT NULL,
    sha256        TEXT COLLATE "C" NOT NULL,
    content       BYTEA NOT NULL,
    created_at    TEXT COLLATE "C" NOT NULL
);

CREATE INDEX attachments_result ON attachments (result_id, created_at);

CREATE INDEX attachments_project ON attachments (project_id);

CREATE TABLE idempotency_keys (
    account_id    TEXT COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key           TEXT COLLATE "C" NOT NULL,
    request_hash  TEXT COLLATE "C" NOT NULL,
    -- Which request holds the key: only it may record the answer or give the key up.
    claim         TEXT COLLATE "C" NOT NULL,
    status        BIGINT,
    content_type  TEXT COLLATE "C",
    body          BYTEA,
    created_at    TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (account_id, key)
);

CREATE INDEX idempotency_keys_age ON idempotency_keys (account_id, created_at);

CREATE TABLE test_case_counts (
    project_id     TEXT COLLATE "C" NOT NULL,
    severity       TEXT COLLATE "C" NOT NULL,
    status         TEXT COLLATE "C" NOT NULL,
    test_suite_id  TEXT COLLATE "C" NOT NULL,
    n              BIGINT NOT NULL,
    PRIMARY KEY (project_id, severity, status, test_suite_id)
);

-- How many cases each project holds by severity, status and suite ('' for none), kept by
-- triggers (see ../0014_case_counts.sql).
CREATE FUNCTION test_case_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE test_case_counts SET n = n - 1
            WHERE project_id = OLD.project_id AND severity = OLD.severity AND status = OLD.status
              AND test_suite_id = COALESCE(OLD.test_suite_id, '');
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO test_case_counts AS k (project_id, severity, status, test_suite_id, n)
            VALUES (NEW.project_id, NEW.severity, NEW.status, COALESCE(NEW.test_suite_id, ''), 1)
            ON CONFLICT (project_id, severity, status, test_suite_id) DO UPDATE SET n = k.n + 1;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER test_case_counts_insert AFTER INSERT ON test_cases
    FOR EACH ROW EXECUTE FUNCTION test_case_counts_change();
CREATE TRIGGER test_case_counts_delete AFTER DELETE ON test_cases
    FOR EACH ROW EXECUTE FUNCTION test_case_counts_change();
CREATE TRIGGER test_case_counts_update AFTER UPDATE OF project_id, severity, status, test_suite_id ON test_cases
    FOR EACH ROW EXECUTE FUNCTION test_case_counts_change();
