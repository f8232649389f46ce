-- rows_version changes with every statement that changes a row the school list shows: a school
-- (its name, status, verification, enrolment, place) or its principal. The server keeps the
-- pages it has read under this version, so that the common page (the first, unfiltered) costs
-- the session check alone until something changes. It is in the database, not in a server's
-- memory, so a write on one instance is seen by the next request on any other.
--
-- Unlike the counters, it moves on every such statement, status changes included: those
-- statements now take the counter row's lock until they commit, as registrations already do.
ALTER TABLE school_counters ADD COLUMN rows_version bigint NOT NULL DEFAULT 0;

-- Every trigger names its transition table "changed": a statement that changed no row leaves
-- the counter row alone (no lock taken).
CREATE FUNCTION school_list_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE school_counters SET rows_version = rows_version + 1 WHERE EXISTS (SELECT FROM changed);
  RETURN NULL;
END $$;

CREATE TRIGGER schools_rows_insert AFTER INSERT ON schools
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION school_list_rows_changed();
CREATE TRIGGER schools_rows_update AFTER UPDATE ON schools
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION school_list_rows_changed();
CREATE TRIGGER schools_rows_delete AFTER DELETE ON schools
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION school_list_rows_changed();
CREATE TRIGGER school_principals_rows_insert AFTER INSERT ON school_principals
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION school_list_rows_changed();
CREATE TRIGGER school_principals_rows_update AFTER UPDATE ON school_principals
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION school_list_rows_changed();
CREATE TRIGGER school_principals_rows_delete AFTER DELETE ON school_principals
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION school_list_rows_changed();
