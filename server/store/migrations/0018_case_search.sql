-- A trigram index for the list of cases' `name` filter (the name or the description contains a
-- text). The filter read every case of the project: at a million cases, seconds a request.
-- FTS5's trigram tokenizer finds the rows containing a text of three characters or more among
-- the index's; the list still checks each row found with the LIKE it used before, so what
-- matches is unchanged. The index keeps no copy of the text (contentless). Its rows are
-- numbered by case_search_rows, not by test_cases' rowid, which VACUUM (and so `testdeck
-- backup`'s VACUUM INTO) may renumber.
CREATE TABLE case_search_rows (
    row      INTEGER PRIMARY KEY,
    case_id  TEXT NOT NULL UNIQUE
);

CREATE VIRTUAL TABLE case_search USING fts5 (
    name, description, content = '', contentless_delete = 1, tokenize = 'trigram'
);

INSERT INTO case_search_rows (case_id) SELECT id FROM test_cases ORDER BY rowid;
INSERT INTO case_search (rowid, name, description)
    SELECT k.row, c.name, c.description FROM case_search_rows k JOIN test_cases c ON c.id = k.case_id;

CREATE TRIGGER case_search_insert AFTER INSERT ON test_cases BEGIN
    INSERT INTO case_search_rows (case_id) VALUES (NEW.id);
    INSERT INTO case_search (rowid, name, description)
        VALUES ((SELECT row FROM case_search_rows WHERE case_id = NEW.id), NEW.name, NEW.description);
END;

-- A contentless index takes an update of every column it has, or none.
CREATE TRIGGER case_search_update AFTER UPDATE OF name, description ON test_cases BEGIN
    UPDATE case_search SET name = NEW.name, description = NEW.description
        WHERE rowid = (SELECT row FROM case_search_rows WHERE case_id = NEW.id);
END;

CREATE TRIGGER case_search_delete AFTER DELETE ON test_cases BEGIN
    DELETE FROM case_search WHERE rowid = (SELECT row FROM case_search_rows WHERE case_id = OLD.id);
    DELETE FROM case_search_rows WHERE case_id = OLD.id;
END;
