-- How many cases each project holds by severity, status and suite ('' for none), kept by
-- triggers: a list's total for those filters is a sum over a few rows instead of a count over
-- the project's cases (which grew with the project: 10,000 cases made every page count them).
CREATE TABLE test_case_counts (
    project_id     TEXT NOT NULL,
    severity       TEXT NOT NULL,
    status         TEXT NOT NULL,
    test_suite_id  TEXT NOT NULL,
    n              INTEGER NOT NULL,
    PRIMARY KEY (project_id, severity, status, test_suite_id)
) WITHOUT ROWID;

INSERT INTO test_case_counts (project_id, severity, status, test_suite_id, n)
    SELECT project_id, severity, status, COALESCE(test_suite_id, ''), COUNT(*)
    FROM test_cases GROUP BY 1, 2, 3, 4;

CREATE TRIGGER test_case_counts_insert AFTER INSERT ON test_cases BEGIN
    INSERT INTO test_case_counts (project_id, severity, status, test_suite_id, n)
        VALUES (NEW.project_id, NEW.severity, NEW.status, COALESCE(NEW.test_suite_id, ''), 1)
        ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER test_case_counts_delete AFTER DELETE ON test_cases BEGIN
    UPDATE test_case_counts SET n = n - 1
        WHERE project_id = OLD.project_id AND severity = OLD.severity AND status = OLD.status
          AND test_suite_id = COALESCE(OLD.test_suite_id, '');
END;

CREATE TRIGGER test_case_counts_update
AFTER UPDATE OF project_id, severity, status, test_suite_id ON test_cases BEGIN
    UPDATE test_case_counts SET n = n - 1
        WHERE project_id = OLD.project_id AND severity = OLD.severity AND status = OLD.status
          AND test_suite_id = COALESCE(OLD.test_suite_id, '');
    INSERT INTO test_case_counts (project_id, severity, status, test_suite_id, n)
        VALUES (NEW.project_id, NEW.severity, NEW.status, COALESCE(NEW.test_suite_id, ''), 1)
        ON CONFLICT DO UPDATE SET n = n + 1;
END;
