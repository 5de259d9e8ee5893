-- Files on results (screenshots, logs, traces), stored in the database itself.
CREATE TABLE attachments (
    id            TEXT PRIMARY KEY,
    result_id     TEXT NOT NULL REFERENCES test_results (id) ON DELETE CASCADE,
    -- The project whose storage quota it counts against.
    project_id    TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    content_type  TEXT NOT NULL,
    size          INTEGER NOT NULL,
    sha256        TEXT NOT NULL,
    content       BLOB NOT NULL,
    created_at    TEXT NOT NULL
);
CREATE INDEX attachments_result ON attachments (result_id, created_at);
CREATE INDEX attachments_project ON attachments (project_id);

-- The bytes of attachments a project may hold (1 GiB unless changed).
ALTER TABLE projects ADD COLUMN attachment_quota_bytes INTEGER NOT NULL DEFAULT 1073741824
    CHECK (attachment_quota_bytes >= 0);
