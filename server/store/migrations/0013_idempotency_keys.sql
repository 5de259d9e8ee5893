-- Idempotency-Key: the first success answer to each key of each account, kept 24 hours.
-- `status` is NULL while the first request is being answered.
CREATE TABLE idempotency_keys (
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key           TEXT NOT NULL,
    request_hash  TEXT NOT NULL,
    -- Which request holds the key: only it may record the answer or give the key up.
    claim         TEXT NOT NULL,
    status        INTEGER,
    content_type  TEXT,
    body          BLOB,
    created_at    TEXT NOT NULL,
    PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (account_id, created_at);
