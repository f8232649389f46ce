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
--
-- The key leads with the day, as attendance_area_totals' does: a period's registrations of
-- every item are one range. The schools registered before a period are then each item's total
-- (school_registration_totals) less those registered from the period's first day on, so no read
-- walks the years of registrations before the period.
CREATE TABLE school_registration_days (
  scope_state_id integer NOT NULL,
  grain text NOT NULL,
  day date NOT NULL,
  item text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (scope_state_id, grain, day, item)
);
CREATE TABLE school_registration_totals (
  scope_state_id integer NOT NULL,
  grain text NOT NULL,
  item text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (scope_state_id, grain, item)
);

-- The rows one school counts in: the whole country, and attendance_area_keys' places.
CREATE FUNCTION school_registration_keys(state_id integer, city_id integer,
                                         main_board_id integer, type text)
RETURNS TABLE (scope_state_id integer, grain text, item text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 0, 'all', ''
  UNION ALL
  SELECT * FROM attendance_area_keys(state_id, city_id, main_board_id, type)
$$;

-- Adds a statement's schools (d = 1) and removes its old ones (d = -1), per day and in total,
-- in key order so that two statements take the rows' locks in one order. An update moves only
-- the schools whose place or registration changed (an enrolment update writes nothing).
CREATE FUNCTION school_registration_days_apply(delta_rows jsonb) RETURNS void
LANGUAGE sql AS $$
  WITH delta AS (
    SELECT k.scope_state_id, k.grain, k.item, x.day, sum(x.d)::bigint AS n
      FROM jsonb_to_recordset(delta_rows)
             AS x(state_id integer, city_id integer, main_board_id integer, type text, day date,
                  d integer),
           school_registration_keys(x.state_id, x.city_id, x.main_board_id, x.type) k
     GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0
  ), days AS (
    INSERT INTO school_registration_days AS c (scope_state_id, grain, day, item, n)
    SELECT scope_state_id, grain, day, item, n FROM delta ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope_state_id, grain, day, item) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO school_registration_totals AS c (scope_state_id, grain, item, n)
  SELECT scope_state_id, grain, item, sum(n) FROM delta GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (scope_state_id, grain, item) DO UPDATE SET n = c.n + excluded.n;
$$;

CREATE FUNCTION school_registration_days_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM school_registration_days_apply(coalesce(jsonb_agg(jsonb_build_object(
      'state_id', s.state_id, 'city_id', s.city_id, 'main_board_id', s.main_board_id,
      'type', s.type, 'day', (s.created_at AT TIME ZONE 'Asia/Kolkata')::date, 'd', 1)), '[]'))
      FROM new_schools s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM school_registration_days_apply(coalesce(jsonb_agg(jsonb_build_object(
      'state_id', s.state_id, 'city_id', s.city_id, 'main_board_id', s.main_board_id,
      'type', s.type, 'day', (s.created_at AT TIME ZONE 'Asia/Kolkata')::date, 'd', -1)), '[]'))
      FROM old_schools s;
  ELSE
    PERFORM school_registration_days_apply(coalesce(jsonb_agg(x.row), '[]'))
      FROM (SELECT jsonb_build_object(
                     'state_id', o.state_id, 'city_id', o.city_id, 'main_board_id', o.main_board_id,
                     'type', o.type, 'day', (o.created_at AT TIME ZONE 'Asia/Kolkata')::date,
                     'd', -1) AS row
              FROM new_schools n JOIN old_schools o USING (school_id)
             WHERE (o.state_id, o.city_id, o.main_board_id, o.type, o.created_at)
                   IS DISTINCT FROM (n.state_id, n.city_id, n.main_board_id, n.type, n.created_at)
            UNION ALL
            SELECT jsonb_build_object(
                     'state_id', n.state_id, 'city_id', n.city_id, 'main_board_id', n.main_board_id,
                     'type', n.type, 'day', (n.created_at AT TIME ZONE 'Asia/Kolkata')::date,
                     'd', 1)
              FROM new_schools n JOIN old_schools o USING (school_id)
             WHERE (o.state_id, o.city_id, o.main_board_id, o.type, o.created_at)
                   IS DISTINCT FROM (n.state_id, n.city_id, n.main_board_id, n.type, n.created_at)) x;
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
  DELETE FROM school_registration_totals;
  INSERT INTO school_registration_totals (scope_state_id, grain, item, n)
  SELECT scope_state_id, grain, item, sum(n) FROM school_registration_days GROUP BY 1, 2, 3;
$$;
SELECT school_registration_days_recount();
