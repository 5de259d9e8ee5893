-- Retention pruning (at start, then hourly) finds ended runs per project by this index instead
-- of scanning every run.
CREATE INDEX test_runs_finished ON test_runs (project_id, finished_at) WHERE finished_at IS NOT NULL;
