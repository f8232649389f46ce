-- The attendance analytics' reporting completeness (issue 32): schools that reported ÷ schools
-- registered on or before each working day. The registered count of a day, for the whole
-- country, a state, a city, a main board or a school type, is the sum of per-day registration
-- counts up to that day. Migration 015's school_list_counts has the day for the whole country
-- only; this table keeps them per day and place, with the keys of migration 020's
-- attendance_area_totals (and scope 0, grain 'all' for the whole country), so that each
-- completeness reads the same place as its attendance: one primary-key range per place.
--
-- Kept by statement-level triggers from the transition tables, like 015's, so no writer can
-- forget them; a school moved to another place, or removed, moves or takes away its count. The
-- day is India's day of the registration (created_at), as in 015.
CREATE TABLE school_registration_days (
  scope_state_id integer NOT NULL,
  grain text NOT NULL,
  item text NOT NULL,
  day date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (scope_state_id, grain, item, day)
);

-- The rows one school counts in: the whole country, and attendance_area_keys' places.
CREATE FUNCTION school_registration_keys(state_id integer, city_id integer,
                                         main_board_id integer, type text)
RETURNS TABLE (scope_state_id integer, grain text, item text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 0, 'all', ''
  UNION ALL
  SELECT * FROM attendance_area_keys(state_id, city_id, main_board_id, type)
$$;

-- Adds a statement's schools (d = 1) and removes its old ones (d = -1), in key order so that two
-- statements take the rows' locks in one order.
CREATE FUNCTION school_registration_days_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO school_registration_days AS c (scope_state_id, grain, item, day, n)
    SELECT k.scope_state_id, k.grain, k.item, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date,
           count(*)
      FROM new_schools s, school_registration_keys(s.state_id, s.city_id, s.main_board_id, s.type) k
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope_state_id, grain, item, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO school_registration_days AS c (scope_state_id, grain, item, day, n)
    SELECT k.scope_state_id, k.grain, k.item, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date,
           -count(*)
      FROM old_schools s, school_registration_keys(s.state_id, s.city_id, s.main_board_id, s.type) k
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope_state_id, grain, item, day) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Only the schools whose place or registration moved (an enrolment update writes nothing).
    WITH moved AS (
      SELECT o.state_id AS o_state, o.city_id AS o_city, o.main_board_id AS o_main,
             o.type AS o_type, o.created_at AS o_created,
             n.state_id, n.city_id, n.main_board_id, n.type, n.created_at
        FROM new_schools n JOIN old_schools o USING (school_id)
       WHERE (o.state_id, o.city_id, o.main_board_id, o.type, o.created_at)
             IS DISTINCT FROM (n.state_id, n.city_id, n.main_board_id, n.type, n.created_at)
    ), delta AS (
      SELECT k.scope_state_id, k.grain, k.item,
             (m.o_created AT TIME ZONE 'Asia/Kolkata')::date AS day, -1 AS d
        FROM moved m, school_registration_keys(m.o_state, m.o_city, m.o_main, m.o_type) k
      UNION ALL
      SELECT k.scope_state_id, k.grain, k.item, (m.created_at AT TIME ZONE 'Asia/Kolkata')::date, 1
        FROM moved m, school_registration_keys(m.state_id, m.city_id, m.main_board_id, m.type) k
    )
    INSERT INTO school_registration_days AS c (scope_state_id, grain, item, day, n)
    SELECT scope_state_id, grain, item, day, sum(d)
      FROM delta GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope_state_id, grain, item, day) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER schools_registration_days_insert AFTER INSERT ON schools
  REFERENCING NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_registration_days_after();
CREATE TRIGGER schools_registration_days_delete AFTER DELETE ON schools
  REFERENCING OLD TABLE AS old_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_registration_days_after();
CREATE TRIGGER schools_registration_days_update AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_schools NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_registration_days_after();

-- Recounts from the schools (a repair; tests compare it with the kept values), and fills it now.
CREATE FUNCTION school_registration_days_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM school_registration_days;
  INSERT INTO school_registration_days (scope_state_id, grain, item, day, n)
  SELECT k.scope_state_id, k.grain, k.item, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date,
         count(*)
    FROM schools s, school_registration_keys(s.state_id, s.city_id, s.main_board_id, s.type) k
   GROUP BY 1, 2, 3, 4;
$$;
SELECT school_registration_days_recount();
