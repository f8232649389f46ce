-- The counters in school_counters are kept here and nowhere else: statement-level triggers on
-- schools add what each statement changed (its transition tables), so a registration, a bulk
-- load, a verification or an enrolment update cannot forget them. A statement that changes
-- nothing leaves the counter row alone (no lock taken).
--
-- list_version changes when a write may change a search's count (the key of the server's count
-- cache): a school added or removed, or its search text or verification changed.

CREATE FUNCTION school_counters_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE school_counters c
     SET schools = c.schools + n.schools, verified_schools = c.verified_schools + n.verified,
         students = c.students + n.students, teachers = c.teachers + n.teachers,
         list_version = c.list_version + 1
    FROM (SELECT count(*) AS schools, count(*) FILTER (WHERE admin_approval) AS verified,
                 coalesce(sum(students), 0) AS students, coalesce(sum(teachers), 0) AS teachers
            FROM new_schools) n
   WHERE n.schools > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION school_counters_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE school_counters c
     SET schools = c.schools - o.schools, verified_schools = c.verified_schools - o.verified,
         students = c.students - o.students, teachers = c.teachers - o.teachers,
         list_version = c.list_version + 1
    FROM (SELECT count(*) AS schools, count(*) FILTER (WHERE admin_approval) AS verified,
                 coalesce(sum(students), 0) AS students, coalesce(sum(teachers), 0) AS teachers
            FROM old_schools) o
   WHERE o.schools > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION school_counters_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE school_counters c
     SET verified_schools = c.verified_schools + d.verified,
         students = c.students + d.students, teachers = c.teachers + d.teachers,
         list_version = c.list_version + CASE WHEN d.searched > 0 THEN 1 ELSE 0 END
    FROM (SELECT sum(n.admin_approval::int - o.admin_approval::int) AS verified,
                 sum(n.students - o.students) AS students, sum(n.teachers - o.teachers) AS teachers,
                 count(*) FILTER (WHERE n.search_text IS DISTINCT FROM o.search_text
                                     OR n.admin_approval IS DISTINCT FROM o.admin_approval) AS searched
            FROM new_schools n JOIN old_schools o USING (school_id)) d
   WHERE d.verified <> 0 OR d.students <> 0 OR d.teachers <> 0 OR d.searched > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER schools_counters_insert AFTER INSERT ON schools
  REFERENCING NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_counters_after_insert();
CREATE TRIGGER schools_counters_delete AFTER DELETE ON schools
  REFERENCING OLD TABLE AS old_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_counters_after_delete();
CREATE TRIGGER schools_counters_update AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_schools NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_counters_after_update();

-- Recounts the counters from the rows (a repair; tests compare it with the maintained values).
CREATE FUNCTION school_counters_recount() RETURNS void LANGUAGE sql AS $$
  UPDATE school_counters SET
    schools = (SELECT count(*) FROM schools),
    verified_schools = (SELECT count(*) FROM schools WHERE admin_approval),
    students = (SELECT coalesce(sum(students), 0) FROM schools),
    teachers = (SELECT coalesce(sum(teachers), 0) FROM schools),
    list_version = list_version + 1;
$$;

-- Databases migrated before this file: start from an exact count.
SELECT school_counters_recount();
