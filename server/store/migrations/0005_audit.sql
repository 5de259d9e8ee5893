-- The organization's audit log: security-relevant actions, kept with the organization.
-- `details` is JSON of facts that are not secrets; `client` the request's client address.
CREATE TABLE audit_events (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    action           TEXT NOT NULL,
    actor_id         TEXT,
    target_type      TEXT,
    target_id        TEXT,
    client           TEXT,
    details          TEXT NOT NULL DEFAULT '{}',
    created_at       TEXT NOT NULL
);
CREATE INDEX audit_events_newest ON audit_events (organization_id, created_at DESC, id DESC);
