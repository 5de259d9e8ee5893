-- Organizations, accounts, teams, sessions, API tokens, invitations, projects.
-- Times are RFC 3339 UTC text with milliseconds, so they sort as text.

CREATE TABLE organizations (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

CREATE TABLE accounts (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id),
    email            TEXT NOT NULL COLLATE NOCASE UNIQUE,
    name             TEXT NOT NULL,
    password_hash    TEXT NOT NULL,
    role             TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
    created_at       TEXT NOT NULL
);

CREATE TABLE teams (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id),
    name             TEXT NOT NULL,
    slug             TEXT NOT NULL,
    created_at       TEXT NOT NULL,
    UNIQUE (organization_id, slug)
);

CREATE TABLE team_members (
    team_id     TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    added_at    TEXT NOT NULL,
    PRIMARY KEY (team_id, account_id)
);
CREATE INDEX team_members_account ON team_members (account_id);

-- One row per refresh token; a login starts a family, every refresh adds a row to it.
-- Presenting a spent token revokes the whole family (reuse detection).
CREATE TABLE refresh_tokens (
    id          TEXT PRIMARY KEY,
    family_id   TEXT NOT NULL,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token_hash  TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    spent_at    TEXT,
    revoked_at  TEXT
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE api_tokens (
    id            TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    prefix        TEXT NOT NULL,
    token_hash    TEXT NOT NULL UNIQUE,
    created_at    TEXT NOT NULL,
    last_used_at  TEXT,
    expires_at    TEXT,
    revoked_at    TEXT
);
CREATE INDEX api_tokens_account ON api_tokens (account_id, created_at);

CREATE TABLE otp_codes (
    id          TEXT PRIMARY KEY,
    email       TEXT NOT NULL COLLATE NOCASE,
    code_hash   TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    used_at     TEXT
);
CREATE INDEX otp_codes_email ON otp_codes (email, created_at);

CREATE TABLE invitations (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id),
    email            TEXT NOT NULL COLLATE NOCASE,
    role             TEXT NOT NULL CHECK (role IN ('admin', 'member')),
    token_hash       TEXT NOT NULL UNIQUE,
    created_by       TEXT NOT NULL REFERENCES accounts (id),
    created_at       TEXT NOT NULL,
    expires_at       TEXT NOT NULL,
    accepted_at      TEXT
);

CREATE TABLE invitation_teams (
    invitation_id  TEXT NOT NULL REFERENCES invitations (id) ON DELETE CASCADE,
    team_id        TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    PRIMARY KEY (invitation_id, team_id)
);

CREATE TABLE projects (
    id                     TEXT PRIMARY KEY,
    team_id                TEXT NOT NULL REFERENCES teams (id),
    name                   TEXT NOT NULL,
    description            TEXT,
    default_severity       TEXT NOT NULL DEFAULT 'medium'
                           CHECK (default_severity IN ('critical', 'high', 'medium', 'low')),
    result_retention_days  INTEGER NOT NULL DEFAULT 365,
    created_by             TEXT NOT NULL REFERENCES accounts (id),
    created_at             TEXT NOT NULL,
    updated_at             TEXT NOT NULL,
    UNIQUE (team_id, name)
);
CREATE INDEX projects_team ON projects (team_id, created_at);

-- Keys the server makes for itself on first start (the session signing key).
CREATE TABLE server_secrets (
    name        TEXT PRIMARY KEY,
    value       BLOB NOT NULL,
    created_at  TEXT NOT NULL
);
