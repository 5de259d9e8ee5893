-- Indexes that serve the lists in their order (newest first, then id) and their counts, per
-- filter, so a page and its total cost what the page holds, not what the project holds.
-- Counting a filtered list reads only the index; the page reads it in order, without sorting.
DROP INDEX test_cases_project;
CREATE INDEX test_cases_newest ON test_cases (project_id, created_at DESC, id DESC);
CREATE INDEX test_cases_by_severity ON test_cases (project_id, severity, created_at DESC, id DESC);
CREATE INDEX test_cases_by_status ON test_cases (project_id, status, created_at DESC, id DESC);
CREATE INDEX test_cases_by_suite ON test_cases (project_id, test_suite_id, created_at DESC, id DESC);
DROP INDEX test_runs_project;
CREATE INDEX test_runs_newest ON test_runs (project_id, created_at DESC, id DESC);
CREATE INDEX test_runs_by_status ON test_runs (project_id, status, created_at DESC, id DESC);
