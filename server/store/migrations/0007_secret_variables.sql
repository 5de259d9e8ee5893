-- Secret variables of environments: write-only values, sealed with the data key like
-- test-account passwords (only the runner opens them); their names are kept in clear, to list.
ALTER TABLE environments ADD COLUMN secret_names TEXT NOT NULL DEFAULT '[]'; -- JSON array, sorted
ALTER TABLE environments ADD COLUMN secrets_sealed BLOB;                      -- sealed JSON object
