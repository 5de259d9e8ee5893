-- Test design: suites, tags, test cases (with their version history), environments and
-- test accounts. Everything hangs off a project and goes when the project goes.

CREATE TABLE test_suites (
    id           TEXT PRIMARY KEY,
    project_id   TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    description  TEXT,
    created_by   TEXT NOT NULL REFERENCES accounts (id),
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX test_suites_project ON test_suites (project_id, created_at);

CREATE TABLE tags (
    id          TEXT PRIMARY KEY,
    project_id  TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    color       TEXT,
    created_at  TEXT NOT NULL,
    UNIQUE (project_id, name)
);

CREATE TABLE test_cases (
    id             TEXT PRIMARY KEY,
    project_id     TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    team_id        TEXT NOT NULL REFERENCES teams (id),
    test_suite_id  TEXT REFERENCES test_suites (id) ON DELETE SET NULL,
    name           TEXT NOT NULL,
    description    TEXT,
    severity       TEXT NOT NULL CHECK (severity IN ('critical', 'high', 'medium', 'low')),
    status         TEXT NOT NULL CHECK (status IN ('draft', 'active', 'inactive')),
    -- JSON array of steps, as the API shows them.
    steps          TEXT NOT NULL,
    created_by     TEXT NOT NULL REFERENCES accounts (id),
    version        INTEGER NOT NULL,
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);
CREATE INDEX test_cases_project ON test_cases (project_id, created_at);
CREATE INDEX test_cases_suite ON test_cases (test_suite_id);

CREATE TABLE test_case_tags (
    test_case_id  TEXT NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
    tag_id        TEXT NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (test_case_id, tag_id)
);
CREATE INDEX test_case_tags_tag ON test_case_tags (tag_id);

-- Every version of every case: who changed what, and the case as it was then.
CREATE TABLE test_case_versions (
    test_case_id  TEXT NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
    version       INTEGER NOT NULL,
    changed_by    TEXT NOT NULL REFERENCES accounts (id),
    changed_at    TEXT NOT NULL,
    changes       TEXT NOT NULL, -- JSON array of field names
    snapshot      TEXT NOT NULL, -- JSON of the test case at this version
    PRIMARY KEY (test_case_id, version)
);

CREATE TABLE environments (
    id          TEXT PRIMARY KEY,
    project_id  TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    base_url    TEXT NOT NULL,
    variables   TEXT NOT NULL, -- JSON object of strings
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE INDEX environments_project ON environments (project_id, created_at);

-- The password is sealed with XChaCha20-Poly1305 under the server's data key; only the
-- runner opens it.
CREATE TABLE test_accounts (
    id                 TEXT PRIMARY KEY,
    project_id         TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name               TEXT NOT NULL,
    username           TEXT NOT NULL,
    password_sealed    BLOB NOT NULL,
    description        TEXT,
    created_at         TEXT NOT NULL,
    updated_at         TEXT NOT NULL
);
CREATE INDEX test_accounts_project ON test_accounts (project_id, created_at);
