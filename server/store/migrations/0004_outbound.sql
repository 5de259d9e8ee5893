-- Sharing and the team-chat integration.

-- When the team chat hears about finished runs.
ALTER TABLE projects ADD COLUMN notify_on_completed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN notify_on_failed INTEGER NOT NULL DEFAULT 1;

-- One team chat per project. The webhook URL and the signing secret are secrets: sealed with
-- the data key like test-account passwords; only the host is kept in clear, for display.
-- Channel, mention and includePassed can be set before a webhook is connected: such a row has
-- no URL, secret, display or connection time (all four are set together, or none).
CREATE TABLE team_chat_integrations (
    project_id              TEXT PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    webhook_url_sealed      BLOB,
    signing_secret_sealed   BLOB,
    webhook_display         TEXT,
    channel                 TEXT,
    mention                 TEXT,
    include_passed          INTEGER NOT NULL DEFAULT 0,
    connected_at            TEXT,
    CHECK ((webhook_url_sealed IS NULL) = (connected_at IS NULL)
       AND (signing_secret_sealed IS NULL) = (connected_at IS NULL)
       AND (webhook_display IS NULL) = (connected_at IS NULL))
);

-- Public, read-only views of a run or a result. Only the token's sha256 is kept. A target has
-- at most one share: sharing again replaces its token. Both kinds hang off a run, so a share
-- goes with its run (deleted, or expired by result retention).
CREATE TABLE shares (
    kind         TEXT NOT NULL CHECK (kind IN ('run', 'result')),
    target_id    TEXT NOT NULL,  -- the run's id, or the result's
    test_run_id  TEXT NOT NULL REFERENCES test_runs (id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL UNIQUE,
    created_by   TEXT NOT NULL REFERENCES accounts (id),
    created_at   TEXT NOT NULL,
    PRIMARY KEY (kind, target_id)
);
CREATE INDEX shares_run ON shares (test_run_id);
