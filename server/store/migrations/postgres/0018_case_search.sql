-- Version 18 (see ../0018_case_search.sql): trigram indexes for the list of cases' `name`
-- filter. PostgreSQL's ILIKE uses pg_trgm's GIN indexes as it is; the extension ships with
-- PostgreSQL (contrib) and is trusted, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX test_cases_name_trigrams ON test_cases USING gin (name gin_trgm_ops);
CREATE INDEX test_cases_description_trigrams ON test_cases USING gin (description gin_trgm_ops);
