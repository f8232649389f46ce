-- The enrolment of each state and city (issue 41): the dashboard's Total Students and Total
-- Teachers cards follow the place they are narrowed to, and a place's enrolment is the sum of
-- its schools' students and teachers now. Migration 004's school_counters keeps the whole
-- country's; this table keeps each state's (city_id 0) and each city's (city_id, with its
-- state), so the overview reads one row, never a scan of the place's schools.
--
-- Kept by statement-level triggers from the transition tables, in the statement's own
-- transaction, like 004's and 022's, so no writer can forget them: a school added adds its
-- enrolment, one removed takes it away, an update moves the difference (its enrolment changed,
-- or the school moved to another state or city). Rows are written in key order, so that two
-- statements take their locks in one order.
CREATE TABLE school_enrolment (
  state_id integer NOT NULL,
  city_id integer NOT NULL,
  students bigint NOT NULL,
  teachers bigint NOT NULL,
  PRIMARY KEY (state_id, city_id)
);

-- Adds a statement's changes, each school's signed enrolment to its state (city 0) and city.
-- Plain SQL over the transition tables (no row-by-row work): a bulk load of schools is one
-- grouped upsert of at most twice its places.
CREATE FUNCTION school_enrolment_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO school_enrolment AS e (state_id, city_id, students, teachers)
    SELECT s.state_id, k.city_id, sum(s.students), sum(s.teachers)
      FROM new_schools s, LATERAL (VALUES (0), (s.city_id)) AS k(city_id)
     GROUP BY 1, 2 HAVING sum(s.students) <> 0 OR sum(s.teachers) <> 0
     ORDER BY 1, 2
    ON CONFLICT (state_id, city_id) DO UPDATE
       SET students = e.students + excluded.students, teachers = e.teachers + excluded.teachers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO school_enrolment AS e (state_id, city_id, students, teachers)
    SELECT s.state_id, k.city_id, -sum(s.students), -sum(s.teachers)
      FROM old_schools s, LATERAL (VALUES (0), (s.city_id)) AS k(city_id)
     GROUP BY 1, 2 HAVING sum(s.students) <> 0 OR sum(s.teachers) <> 0
     ORDER BY 1, 2
    ON CONFLICT (state_id, city_id) DO UPDATE
       SET students = e.students + excluded.students, teachers = e.teachers + excluded.teachers;
  ELSE
    -- Only the schools whose place or enrolment changed move anything (a rename, a
    -- verification or a status change writes nothing): the old values out, the new ones in.
    INSERT INTO school_enrolment AS e (state_id, city_id, students, teachers)
    SELECT x.state_id, k.city_id, sum(x.students), sum(x.teachers)
      FROM (SELECT o.state_id, o.city_id, -o.students AS students, -o.teachers AS teachers
              FROM new_schools n JOIN old_schools o USING (school_id)
             WHERE (o.state_id, o.city_id, o.students, o.teachers)
                   IS DISTINCT FROM (n.state_id, n.city_id, n.students, n.teachers)
            UNION ALL
            SELECT n.state_id, n.city_id, n.students, n.teachers
              FROM new_schools n JOIN old_schools o USING (school_id)
             WHERE (o.state_id, o.city_id, o.students, o.teachers)
                   IS DISTINCT FROM (n.state_id, n.city_id, n.students, n.teachers)) x,
           LATERAL (VALUES (0), (x.city_id)) AS k(city_id)
     GROUP BY 1, 2 HAVING sum(x.students) <> 0 OR sum(x.teachers) <> 0
     ORDER BY 1, 2
    ON CONFLICT (state_id, city_id) DO UPDATE
       SET students = e.students + excluded.students, teachers = e.teachers + excluded.teachers;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER schools_enrolment_insert AFTER INSERT ON schools
  REFERENCING NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_enrolment_after();
CREATE TRIGGER schools_enrolment_delete AFTER DELETE ON schools
  REFERENCING OLD TABLE AS old_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_enrolment_after();
CREATE TRIGGER schools_enrolment_update AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_schools NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_enrolment_after();

-- Recounts from the schools (a repair; tests compare it with the kept values), and fills it now.
CREATE FUNCTION school_enrolment_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM school_enrolment;
  INSERT INTO school_enrolment (state_id, city_id, students, teachers)
  SELECT s.state_id, k.city_id, sum(s.students), sum(s.teachers)
    FROM schools s, LATERAL (VALUES (0), (s.city_id)) AS k(city_id)
   GROUP BY 1, 2
  HAVING sum(s.students) <> 0 OR sum(s.teachers) <> 0;
$$;
SELECT school_enrolment_recount();
