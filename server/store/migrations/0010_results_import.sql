-- Result import (JUnit reports from CI):
-- a case may carry the id test automation knows it by, unique in its project;
ALTER TABLE test_cases ADD COLUMN automation_id TEXT;
CREATE UNIQUE INDEX test_cases_automation_id ON test_cases (project_id, automation_id)
    WHERE automation_id IS NOT NULL;
-- an imported run carries the name it was given (a CI build);
ALTER TABLE test_runs ADD COLUMN name TEXT;
-- an imported result carries what the framework reported (JSON: failure, details, output).
ALTER TABLE test_results ADD COLUMN output TEXT;
