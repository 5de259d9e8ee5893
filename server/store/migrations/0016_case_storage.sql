-- What each project's test cases take, kept by triggers: the count and the bytes of their name,
-- description and steps and of their versions' snapshots and change lists. Storage usage read
-- them by a scan of every case and version (a million cases: seconds per request); it reads
-- one row now. `part` leaves room for other figures kept the same way.
CREATE TABLE project_storage (
    project_id  TEXT NOT NULL,
    part        TEXT NOT NULL,
    n           INTEGER NOT NULL,
    bytes       INTEGER NOT NULL,
    PRIMARY KEY (project_id, part)
) WITHOUT ROWID;

INSERT INTO project_storage (project_id, part, n, bytes)
    SELECT project_id, 'cases', COUNT(*),
           SUM(octet_length(name) + COALESCE(octet_length(description), 0) + octet_length(steps))
    FROM test_cases GROUP BY project_id;

UPDATE project_storage SET bytes = bytes + (
    SELECT COALESCE(SUM(octet_length(v.snapshot) + octet_length(v.changes)), 0)
    FROM test_cases c JOIN test_case_versions v ON v.test_case_id = c.id
    WHERE c.project_id = project_storage.project_id)
WHERE part = 'cases';

CREATE TRIGGER project_storage_case_insert AFTER INSERT ON test_cases BEGIN
    INSERT INTO project_storage (project_id, part, n, bytes)
        VALUES (NEW.project_id, 'cases', 1,
                octet_length(NEW.name) + COALESCE(octet_length(NEW.description), 0) + octet_length(NEW.steps))
        ON CONFLICT DO UPDATE SET n = n + 1, bytes = bytes + excluded.bytes;
END;

CREATE TRIGGER project_storage_case_update AFTER UPDATE OF name, description, steps ON test_cases BEGIN
    UPDATE project_storage
        SET bytes = bytes
            - (octet_length(OLD.name) + COALESCE(octet_length(OLD.description), 0) + octet_length(OLD.steps))
            + (octet_length(NEW.name) + COALESCE(octet_length(NEW.description), 0) + octet_length(NEW.steps))
        WHERE project_id = NEW.project_id AND part = 'cases';
END;

-- Before the delete, while the case's versions (deleted with it) can still be counted.
CREATE TRIGGER project_storage_case_delete BEFORE DELETE ON test_cases BEGIN
    UPDATE project_storage
        SET n = n - 1,
            bytes = bytes
                - (octet_length(OLD.name) + COALESCE(octet_length(OLD.description), 0) + octet_length(OLD.steps))
                - (SELECT COALESCE(SUM(octet_length(snapshot) + octet_length(changes)), 0)
                   FROM test_case_versions WHERE test_case_id = OLD.id)
        WHERE project_id = OLD.project_id AND part = 'cases';
END;

CREATE TRIGGER project_storage_version_insert AFTER INSERT ON test_case_versions BEGIN
    UPDATE project_storage SET bytes = bytes + octet_length(NEW.snapshot) + octet_length(NEW.changes)
        WHERE part = 'cases' AND project_id = (SELECT project_id FROM test_cases WHERE id = NEW.test_case_id);
END;
