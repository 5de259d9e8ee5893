-- Version 16 (see ../0016_case_storage.sql): what each project's test cases take, kept by
-- triggers.
CREATE TABLE project_storage (
    project_id  TEXT COLLATE "C" NOT NULL,
    part        TEXT COLLATE "C" NOT NULL,
    n           BIGINT NOT NULL,
    bytes       BIGINT NOT NULL,
    PRIMARY KEY (project_id, part)
);

INSERT INTO project_storage (project_id, part, n, bytes)
    SELECT project_id, 'cases', COUNT(*),
           SUM(octet_length(name) + COALESCE(octet_length(description), 0) + octet_length(steps))
    FROM test_cases GROUP BY project_id;

UPDATE project_storage SET bytes = bytes + (
    SELECT COALESCE(SUM(octet_length(v.snapshot) + octet_length(v.changes)), 0)
    FROM test_cases c JOIN test_case_versions v ON v.test_case_id = c.id
    WHERE c.project_id = project_storage.project_id)
WHERE part = 'cases';

CREATE FUNCTION test_case_bytes(name TEXT, description TEXT, steps TEXT) RETURNS BIGINT
    LANGUAGE sql IMMUTABLE AS $$
    SELECT octet_length(name) + COALESCE(octet_length(description), 0) + octet_length(steps)
$$;

CREATE FUNCTION project_storage_case_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO project_storage AS s (project_id, part, n, bytes)
            VALUES (NEW.project_id, 'cases', 1, test_case_bytes(NEW.name, NEW.description, NEW.steps))
            ON CONFLICT (project_id, part) DO UPDATE SET n = s.n + 1, bytes = s.bytes + EXCLUDED.bytes;
        RETURN NULL;
    ELSIF TG_OP = 'UPDATE' THEN
        UPDATE project_storage
            SET bytes = bytes - test_case_bytes(OLD.name, OLD.description, OLD.steps)
                              + test_case_bytes(NEW.name, NEW.description, NEW.steps)
            WHERE project_id = NEW.project_id AND part = 'cases';
        RETURN NULL;
    END IF;
    -- DELETE, before it happens: while the case's versions (deleted with it) can be counted.
    UPDATE project_storage
        SET n = n - 1,
            bytes = bytes - test_case_bytes(OLD.name, OLD.description, OLD.steps)
                - (SELECT COALESCE(SUM(octet_length(snapshot) + octet_length(changes)), 0)
                   FROM test_case_versions WHERE test_case_id = OLD.id)
        WHERE project_id = OLD.project_id AND part = 'cases';
    RETURN OLD;
END;
$$;

CREATE TRIGGER project_storage_case_insert AFTER INSERT ON test_cases
    FOR EACH ROW EXECUTE FUNCTION project_storage_case_change();
CREATE TRIGGER project_storage_case_update AFTER UPDATE OF name, description, steps ON test_cases
    FOR EACH ROW EXECUTE FUNCTION project_storage_case_change();
CREATE TRIGGER project_storage_case_delete BEFORE DELETE ON test_cases
    FOR EACH ROW EXECUTE FUNCTION project_storage_case_change();

CREATE FUNCTION project_storage_version_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE project_storage SET bytes = bytes + octet_length(NEW.snapshot) + octet_length(NEW.changes)
        WHERE part = 'cases' AND project_id = (SELECT project_id FROM test_cases WHERE id = NEW.test_case_id);
    RETURN NULL;
END;
$$;

CREATE TRIGGER project_storage_version_insert AFTER INSERT ON test_case_versions
    FOR EACH ROW EXECUTE FUNCTION project_storage_version_insert();
