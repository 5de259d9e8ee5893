-- Version 17 (see ../0017_run_storage.sql): the results and events of each project's runs,
-- kept in project_storage the same way as its cases.
INSERT INTO project_storage (project_id, part, n, bytes)
    SELECT r.project_id, 'results', COUNT(*), SUM(octet_length(x.test_case_name) + octet_length(x.steps))
    FROM test_runs r JOIN test_results x ON x.test_run_id = r.id GROUP BY r.project_id;

INSERT INTO project_storage (project_id, part, n, bytes)
    SELECT r.project_id, 'events', COUNT(*), SUM(octet_length(e.name) + octet_length(e.data))
    FROM test_runs r JOIN test_run_events e ON e.test_run_id = r.id GROUP BY r.project_id;

CREATE FUNCTION project_storage_result_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO project_storage AS s (project_id, part, n, bytes)
            SELECT project_id, 'results', 1, octet_length(NEW.test_case_name) + octet_length(NEW.steps)
            FROM test_runs WHERE id = NEW.test_run_id
            ON CONFLICT (project_id, part) DO UPDATE SET n = s.n + 1, bytes = s.bytes + EXCLUDED.bytes;
    ELSE
        UPDATE project_storage
            SET bytes = bytes - (octet_length(OLD.test_case_name) + octet_length(OLD.steps))
                              + (octet_length(NEW.test_case_name) + octet_length(NEW.steps))
            WHERE part = 'results' AND project_id = (SELECT project_id FROM test_runs WHERE id = NEW.test_run_id);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER project_storage_result_insert AFTER INSERT ON test_results
    FOR EACH ROW EXECUTE FUNCTION project_storage_result_change();
CREATE TRIGGER project_storage_result_update AFTER UPDATE OF test_case_name, steps ON test_results
    FOR EACH ROW EXECUTE FUNCTION project_storage_result_change();

CREATE FUNCTION project_storage_event_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO project_storage AS s (project_id, part, n, bytes)
        SELECT project_id, 'events', 1, octet_length(NEW.name) + octet_length(NEW.data)
        FROM test_runs WHERE id = NEW.test_run_id
        ON CONFLICT (project_id, part) DO UPDATE SET n = s.n + 1, bytes = s.bytes + EXCLUDED.bytes;
    RETURN NULL;
END;
$$;

CREATE TRIGGER project_storage_event_insert AFTER INSERT ON test_run_events
    FOR EACH ROW EXECUTE FUNCTION project_storage_event_insert();

CREATE FUNCTION project_storage_run_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
    RETURN OLD;
END;
$$;

CREATE TRIGGER project_storage_run_delete BEFORE DELETE ON test_runs
    FOR EACH ROW EXECUTE FUNCTION project_storage_run_delete();
