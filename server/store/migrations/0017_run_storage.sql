-- The results and events of each project's runs, kept in project_storage (0016) the same way
-- as its cases. A run's results and events go with it (retention): the run's delete takes
-- their figures off, before it happens.
INSERT INTO project_storage (project_id, part, n, bytes)
    SELECT r.project_id, 'results', COUNT(*), SUM(octet_length(x.test_case_name) + octet_length(x.steps))
    FROM test_runs r JOIN test_results x ON x.test_run_id = r.id GROUP BY r.project_id;

INSERT INTO project_storage (project_id, part, n, bytes)
    SELECT r.project_id, 'events', COUNT(*), SUM(octet_length(e.name) + octet_length(e.data))
    FROM test_runs r JOIN test_run_events e ON e.test_run_id = r.id GROUP BY r.project_id;

CREATE TRIGGER project_storage_result_insert AFTER INSERT ON test_results BEGIN
    INSERT INTO project_storage (project_id, part, n, bytes)
        SELECT project_id, 'results', 1, octet_length(NEW.test_case_name) + octet_length(NEW.steps)
        FROM test_runs WHERE id = NEW.test_run_id
        ON CONFLICT DO UPDATE SET n = n + 1, bytes = bytes + excluded.bytes;
END;

CREATE TRIGGER project_storage_result_update AFTER UPDATE OF test_case_name, steps ON test_results BEGIN
    UPDATE project_storage
        SET bytes = bytes - (octet_length(OLD.test_case_name) + octet_length(OLD.steps))
                          + (octet_length(NEW.test_case_name) + octet_length(NEW.steps))
        WHERE part = 'results' AND project_id = (SELECT project_id FROM test_runs WHERE id = NEW.test_run_id);
END;

CREATE TRIGGER project_storage_event_insert AFTER INSERT ON test_run_events BEGIN
    INSERT INTO project_storage (project_id, part, n, bytes)
        SELECT project_id, 'events', 1, octet_length(NEW.name) + octet_length(NEW.data)
        FROM test_runs WHERE id = NEW.test_run_id
        ON CONFLICT DO UPDATE SET n = n + 1, bytes = bytes + excluded.bytes;
END;

CREATE TRIGGER project_storage_run_delete BEFORE DELETE ON test_runs BEGIN
    UPDATE project_storage
        SET n = n - (SELECT COUNT(*) FROM test_results WHERE test_run_id = OLD.id),
            bytes = bytes - (SELECT COALESCE(SUM(octet_length(test_case_name) + octet_length(steps)), 0)
                             FROM test_results WHERE test_run_id = OLD.id)
        WHERE project_id = OLD.project_id AND part = 'results';
    UPDATE project_storage
        SET n = n - (SELECT COUNT(*) FROM test_run_events WHERE test_run_id = OLD.id),
            bytes = bytes - (SELECT COALESCE(SUM(octet_length(name) + octet_length(data)), 0)
                             FROM test_run_events WHERE test_run_id = OLD.id)
        WHERE project_id = OLD.project_id AND part = 'events';
END;
