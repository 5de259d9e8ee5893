-- Sharing and the team-chat integration.

-- When the team chat hears about finished runs.
ALTER TABLE projects ADD COLUMN notify_on_completed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN notify_on_failed INTEGER NOT NULL DEFAULT 1;

-- One team chat per project. The webhook URL and the signing secret are secrets: sealed with
-- the data key like test-account passwords; only the host is kept in clear, for display.
CREATE TABLE team_chat_integrations (
    project_id              TEXT PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    webhook_url_sealed      BLOB NOT NULL,
    signing_secret_sealed   BLOB NOT NULL,
    webhook_display         TEXT NOT NULL,
    channel                 TEXT,
    mention                 TEXT,
    include_passed          INTEGER NOT NULL DEFAULT 0,
    connected_at            TEXT NOT NULL
);

-- Public, read-only views of a run or a result. Only the token's sha256 is kept.
CREATE TABLE shares (
    token_hash   TEXT PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('run', 'result')),
    target_id    TEXT NOT NULL,
    project_id   TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    created_by   TEXT NOT NULL REFERENCES accounts (id),
    created_at   TEXT NOT NULL
);
CREATE INDEX shares_target ON shares (kind, target_id);
