-- Attendance analytics (issue 32), its first step: the aggregates the dashboard's summary calls
-- read, kept on write in the same transaction as the attendance rows, so that no read scans
-- `attendance`. Three kinds:
--   attendance_daily_totals    per day (migration 002's), now with the enrolled sums;
--   attendance_area_totals     per day and place: state, main board, type, city;
--   attendance_school_periods  per school and week, month and academic year, with the days in
--                              each 5% band of present share;
-- and school_last_attendance, each school's last day reported (none: it never reported).
--
-- All are kept by statement-level triggers on `attendance` (insert, update, delete, a cascaded
-- delete included) from the transition tables, set-based, like the counters of migrations 004
-- and 015: no writer can forget them. recordAttendance() (server/schools/attendance.ts) stays
-- the one write path of the server; it takes the locks that keep concurrent writers apart.

-- 1. Each day's row keeps what it was measured against and where its school was.
--
-- The present share is present / enrolled over the schools that reported, and enrolment moves
-- during a year: a day keeps the enrolment it was measured against (the writer sends it, or the
-- school's enrolment of that moment is taken), so a later enrolment change does not rewrite past
-- days. Rows written before this migration take the school's current enrolment, the best known.
--
-- The school's place (state, city, main board, type) is copied onto its rows too. The triggers
-- then need no join to `schools`, and, above all, a cascaded delete of a school's rows still
-- knows where they were counted: when `attendance`'s delete trigger runs for a removed school,
-- its `schools` row is gone already. A school moved to another place has its rows moved (the
-- trigger on `schools` below), and the aggregates follow them as any update does; moves are rare,
-- a school's year is about 300 rows.
ALTER TABLE attendance
  ADD COLUMN enrolled_students integer,
  ADD COLUMN enrolled_teachers integer,
  ADD COLUMN state_id integer,
  ADD COLUMN city_id integer,
  ADD COLUMN main_board_id integer,
  ADD COLUMN type text;
UPDATE attendance a
   SET enrolled_students = s.students, enrolled_teachers = s.teachers, state_id = s.state_id,
       city_id = s.city_id, main_board_id = s.main_board_id, type = s.type
  FROM schools s WHERE s.school_id = a.school_id;
ALTER TABLE attendance
  ALTER COLUMN enrolled_students SET NOT NULL,
  ALTER COLUMN enrolled_teachers SET NOT NULL,
  ALTER COLUMN state_id SET NOT NULL,
  ALTER COLUMN city_id SET NOT NULL,
  ALTER COLUMN main_board_id SET NOT NULL,
  ALTER COLUMN type SET NOT NULL,
  ADD CONSTRAINT attendance_enrolled_check CHECK (enrolled_students >= 0 AND enrolled_teachers >= 0);

-- The 5% band of a present share: 0 for under 5%, ..., 19 for 95% and over (a count above the
-- enrolment, which the API refuses but older rows may hold, in the top band). No band without
-- enrolment: such a day counts as reported but in no band. A share under a threshold of k x 5%
-- is a band under k, exactly (floor(x) < k <=> x < k for a whole k).
CREATE FUNCTION attendance_band(present integer, enrolled integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN enrolled > 0 THEN least(19, present::bigint * 20 / enrolled)::integer END
$$;

-- The periods a day belongs to, each named by its first day: the week (Monday to Sunday), the
-- month, and the academic year (April to March, as Indian schools count it). Date arithmetic
-- only, so the result does not depend on the session's time zone.
CREATE FUNCTION attendance_periods(day date) RETURNS TABLE (period text, period_start date)
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('week', day - (extract(isodow FROM day)::integer - 1)),
         ('month', day - (extract(day FROM day)::integer - 1)),
         ('year', make_date(extract(year FROM day)::integer
                              - CASE WHEN extract(month FROM day) < 4 THEN 1 ELSE 0 END, 4, 1))
$$;

-- The day after a period's last.
CREATE FUNCTION attendance_period_end(period text, period_start date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE period WHEN 'week' THEN period_start + 7
                     WHEN 'month' THEN (period_start + interval '1 month')::date
                     ELSE (period_start + interval '1 year')::date END
$$;

-- 2. Per day (the national figures: migration 002's table) and per day and place.
ALTER TABLE attendance_daily_totals
  ADD COLUMN enrolled_students bigint NOT NULL DEFAULT 0,
  ADD COLUMN enrolled_teachers bigint NOT NULL DEFAULT 0;

-- One table for every place grain, keyed by the dashboard's narrowing: `scope_state_id` is the
-- state the dashboard is narrowed to (0: the whole country), `grain` what a row breaks it down
-- by, `item` which one (as text, like school_list_counts' values: an id, or the type):
--   scope 0:     grain 'state' (item: state_id), 'main_board' (main_board_id), 'type' (type);
--   scope state: grain 'all' (item ''), 'city' (city_id), 'main_board', 'type'.
-- So every question of the dashboard is one range of the primary key, (scope, grain, day range),
-- of at most days x items rows: a year by state is about 300 x 36 rows; a state's cities over a
-- year, 300 x its cities. (The national per-day figures are attendance_daily_totals.) One table
-- rather than one per grain: one trigger statement keeps them all, one recount rebuilds them.
-- Rows whose counts fall back to 0 stay (a replaced day, a moved school): readers sum them.
CREATE TABLE attendance_area_totals (
  scope_state_id integer NOT NULL,
  grain text NOT NULL,
  day date NOT NULL,
  item text NOT NULL,
  schools_reporting integer NOT NULL,
  present_students bigint NOT NULL,
  present_teachers bigint NOT NULL,
  enrolled_students bigint NOT NULL,
  enrolled_teachers bigint NOT NULL,
  PRIMARY KEY (scope_state_id, grain, day, item)
);

-- The rows of attendance_area_totals one school's day counts in.
CREATE FUNCTION attendance_area_keys(state_id integer, city_id integer, main_board_id integer,
                                     type text)
RETURNS TABLE (scope_state_id integer, grain text, item text) LANGUAGE sql IMMUTABLE AS $$
  VALUES (0, 'state', state_id::text), (0, 'main_board', main_board_id::text), (0, 'type', type),
         (state_id, 'all', ''), (state_id, 'city', city_id::text),
         (state_id, 'main_board', main_board_id::text), (state_id, 'type', type)
$$;

-- 3. Per school and period: the days reported, the last of them, and the days in each 5% band
-- of present share, s00..s19 for students and t00..t19 for teachers (the band numbers of
-- attendance_band). "Under 75% on most working days" is then s00 + ... + s14 against the range's
-- working days, and "not reporting" is days_reported against them. A school with no report in
-- a period has no row there. Forty plain columns rather than two arrays: a delta is then one
-- grouped statement of FILTER counts and the upsert adds column to column, with no per-row
-- array functions. The primary key serves a period's rows (period, period_start) in school order
-- and one school's (its leading columns with school_id); days are smallint (at most 366).
DO $$
BEGIN
  EXECUTE format(
    'CREATE TABLE attendance_school_periods (
       period text NOT NULL CHECK (period IN (''week'', ''month'', ''year'')),
       period_start date NOT NULL,
       school_id integer NOT NULL,
       days_reported smallint NOT NULL,
       last_day date NOT NULL,
       %s,
       PRIMARY KEY (period, period_start, school_id)
     )',
    (SELECT string_agg(format('%s%s smallint NOT NULL', who, lpad(b::text, 2, '0')), ', '
                       ORDER BY who, b)
       FROM unnest(ARRAY['s', 't']) who, generate_series(0, 19) b));
END $$;
-- No foreign key to schools: a school's rows leave through the delete trigger, which subtracts
-- the school's days and removes the rows that reach none (a cascade could run before the
-- trigger's subtraction and let it write them back).

-- Each school's last day reported, one row per school (none yet: NULL), so that the silent
-- schools of a range are one walk of the index below, those that never reported first, then the
-- oldest last report. A table of its own rather than a column of `schools`: every school's row
-- would otherwise be rewritten on each school day, and each such write changes the school list's
-- rows_version (migration 012: the list's page cache starts again) and takes the counters' row.
CREATE TABLE school_last_attendance (
  school_id integer PRIMARY KEY REFERENCES schools (school_id) ON DELETE CASCADE,
  last_attendance_day date
);
CREATE INDEX school_last_attendance_day_idx
  ON school_last_attendance (last_attendance_day NULLS FIRST, school_id);

CREATE FUNCTION school_last_attendance_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO school_last_attendance (school_id) SELECT school_id FROM new_schools;
  RETURN NULL;
END $$;
CREATE TRIGGER schools_last_attendance_insert AFTER INSERT ON schools
  REFERENCING NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_last_attendance_after_insert();

-- 4. Kept on write. A statement's changes as rows of +1 (a row added) and -1 (a row removed);
-- an update is its new rows minus its old, with the rows it left as they were cancelled out
-- (EXCEPT ALL), so a second send of the same values or an enrolment-only school update writes
-- nothing.
CREATE TYPE attendance_change AS (
  school_id integer,
  day date,
  present_students integer,
  present_teachers integer,
  enrolled_students integer,
  enrolled_teachers integer,
  state_id integer,
  city_id integer,
  main_board_id integer,
  type text,
  d integer
);

-- Applies a statement's changes to every aggregate. Each upsert writes its rows in key order;
-- recordAttendance() has locked the days and the schools first, so that two writers never wait
-- for each other's rows in opposite orders (see there). Generated once here, so that the forty
-- band columns are named in one place.
DO $do$
DECLARE
  bands text[] := ARRAY(SELECT format('%s%s', who, lpad(b::text, 2, '0'))
                          FROM unnest(ARRAY['s', 't']) who, generate_series(0, 19) b
                         ORDER BY who, b);
  band_sums text := (
    SELECT string_agg(format('coalesce(sum(c.n) FILTER (WHERE c.%sb = %s), 0) AS %s',
                             left(name, 1), right(name, 2)::integer, name), ', ')
      FROM unnest(bands) name);
  band_adds text := (
    SELECT string_agg(format('%1$s = t.%1$s + excluded.%1$s', name), ', ') FROM unnest(bands) name);
  band_zero text := (SELECT string_agg(format('g.%s = 0', name), ' AND ') FROM unnest(bands) name);
  band_list text := array_to_string(bands, ', ');
BEGIN
  EXECUTE format($fn$
CREATE FUNCTION attendance_aggregates_apply(changes attendance_change[]) RETURNS void
LANGUAGE plpgsql AS $body$
DECLARE
  removed attendance_change[];
BEGIN
  -- Per day.
  INSERT INTO attendance_daily_totals AS t (day, schools_reporting, present_students,
         present_teachers, enrolled_students, enrolled_teachers)
  SELECT c.day, sum(c.d), sum(c.d * c.present_students), sum(c.d * c.present_teachers),
         sum(c.d * c.enrolled_students), sum(c.d * c.enrolled_teachers)
    FROM unnest(changes) c
   GROUP BY c.day
  HAVING sum(c.d) <> 0 OR sum(c.d * c.present_students) <> 0 OR sum(c.d * c.present_teachers) <> 0
      OR sum(c.d * c.enrolled_students) <> 0 OR sum(c.d * c.enrolled_teachers) <> 0
   ORDER BY c.day
  ON CONFLICT (day) DO UPDATE
     SET schools_reporting = t.schools_reporting + excluded.schools_reporting,
         present_students = t.present_students + excluded.present_students,
         present_teachers = t.present_teachers + excluded.present_teachers,
         enrolled_students = t.enrolled_students + excluded.enrolled_students,
         enrolled_teachers = t.enrolled_teachers + excluded.enrolled_teachers;

  -- Per day and place.
  INSERT INTO attendance_area_totals AS t (scope_state_id, grain, day, item, schools_reporting,
         present_students, present_teachers, enrolled_students, enrolled_teachers)
  SELECT k.scope_state_id, k.grain, c.day, k.item, sum(c.n), sum(c.ps), sum(c.pt), sum(c.es),
         sum(c.et)
    -- First by day and place: a city's schools of one day are then one row per key.
    FROM (SELECT c.day, c.state_id, c.city_id, c.main_board_id, c.type, sum(c.d) AS n,
                 sum(c.d * c.present_students) AS ps, sum(c.d * c.present_teachers) AS pt,
                 sum(c.d * c.enrolled_students) AS es, sum(c.d * c.enrolled_teachers) AS et
            FROM unnest(changes) c GROUP BY 1, 2, 3, 4, 5) c,
         attendance_area_keys(c.state_id, c.city_id, c.main_board_id, c.type) k
   GROUP BY 1, 2, 3, 4
  HAVING sum(c.n) <> 0 OR sum(c.ps) <> 0 OR sum(c.pt) <> 0 OR sum(c.es) <> 0 OR sum(c.et) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope_state_id, grain, day, item) DO UPDATE
     SET schools_reporting = t.schools_reporting + excluded.schools_reporting,
         present_students = t.present_students + excluded.present_students,
         present_teachers = t.present_teachers + excluded.present_teachers,
         enrolled_students = t.enrolled_students + excluded.enrolled_students,
         enrolled_teachers = t.enrolled_teachers + excluded.enrolled_teachers;

  -- Per school and period. A group whose counts do not change and that adds no later day (a
  -- moved school's rows, a replaced day in the same band) is left alone; last_day only grows
  -- here, and a removed day is looked at below.
  INSERT INTO attendance_school_periods AS t (period, period_start, school_id, days_reported,
         last_day, %1$s)
  SELECT g.period, g.period_start, g.school_id, g.days_reported,
         -- A group of removed rows only proposes a day the kept row's last is at or after (the
         -- proposed row must be whole before its conflict is found).
         coalesce(g.last_day, g.last_removed), %1$s
    FROM (SELECT c.period, c.period_start, c.school_id, sum(c.n) AS days_reported,
                 max(c.last_day) AS last_day, max(c.last_removed) AS last_removed, %2$s
            -- First by band pair: a statement of many days (a seed) has far fewer of these
            -- than rows, and the forty counts are then taken over them.
            FROM (SELECT p.period, p.period_start, c.school_id, c.sb, c.tb, sum(c.d) AS n,
                         max(c.day) FILTER (WHERE c.d > 0) AS last_day,
                         max(c.day) FILTER (WHERE c.d < 0) AS last_removed
                    FROM (SELECT c.*, attendance_band(c.present_students, c.enrolled_students) AS sb,
                                 attendance_band(c.present_teachers, c.enrolled_teachers) AS tb
                            FROM unnest(changes) c) c,
                         attendance_periods(c.day) p
                   GROUP BY 1, 2, 3, 4, 5) c
           GROUP BY 1, 2, 3) g
   WHERE NOT (g.days_reported = 0 AND %3$s
              AND (g.last_day IS NULL OR g.last_day <= g.last_removed))
   ORDER BY 1, 2, 3
  ON CONFLICT (period, period_start, school_id) DO UPDATE
     SET days_reported = t.days_reported + excluded.days_reported,
         last_day = greatest(t.last_day, excluded.last_day), %4$s;

  -- Days removed (not replaced): the periods they leave empty go, and the others' last day and
  -- the school's are looked up again (the primary key's walk of one school's days).
  removed := ARRAY(SELECT ROW(x.school_id, x.day, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                              NULL, -1)::attendance_change
                     FROM (SELECT c.school_id, c.day FROM unnest(changes) c WHERE c.d < 0
                           EXCEPT
                           SELECT c.school_id, c.day FROM unnest(changes) c WHERE c.d > 0) x);
  IF cardinality(removed) > 0 THEN
    DELETE FROM attendance_school_periods t
     USING (SELECT DISTINCT r.school_id, p.period, p.period_start
              FROM unnest(removed) r, attendance_periods(r.day) p) x
     WHERE t.period = x.period AND t.period_start = x.period_start AND t.school_id = x.school_id
       AND t.days_reported = 0;
    UPDATE attendance_school_periods t
       SET last_day = (SELECT max(a.day) FROM attendance a
                        WHERE a.school_id = t.school_id AND a.day >= t.period_start
                          AND a.day < attendance_period_end(t.period, t.period_start))
      FROM (SELECT r.school_id, p.period, p.period_start, max(r.day) AS day
              FROM unnest(removed) r, attendance_periods(r.day) p GROUP BY 1, 2, 3) x
     WHERE t.period = x.period AND t.period_start = x.period_start AND t.school_id = x.school_id
       AND x.day >= t.last_day;
  END IF;

  -- The school's last day: a later day added moves it on; a day removed looks it up again.
  UPDATE school_last_attendance l
     SET last_attendance_day = x.last
    FROM (SELECT l.school_id,
                 CASE WHEN x.school_id IN (SELECT r.school_id FROM unnest(removed) r)
                      THEN (SELECT max(a.day) FROM attendance a WHERE a.school_id = l.school_id)
                      ELSE greatest(l.last_attendance_day, x.added) END AS last
            FROM school_last_attendance l
            JOIN (SELECT c.school_id, max(c.day) FILTER (WHERE c.d > 0) AS added
                    FROM unnest(changes) c GROUP BY 1) x USING (school_id)) x
   WHERE l.school_id = x.school_id AND l.last_attendance_day IS DISTINCT FROM x.last;
END $body$
$fn$, band_list, band_sums, band_zero, band_adds);
END $do$;

-- The triggers hand their transition tables to the function above as changes. One function for
-- the three events: each branch names only the transition tables its event has.
CREATE FUNCTION attendance_aggregates_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM attendance_aggregates_apply(ARRAY(
      SELECT ROW(n.school_id, n.day, n.present_students, n.present_teachers, n.enrolled_students,
                 n.enrolled_teachers, n.state_id, n.city_id, n.main_board_id, n.type,
                 1)::attendance_change
        FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM attendance_aggregates_apply(ARRAY(
      SELECT ROW(o.school_id, o.day, o.present_students, o.present_teachers, o.enrolled_students,
                 o.enrolled_teachers, o.state_id, o.city_id, o.main_board_id, o.type,
                 -1)::attendance_change
        FROM old_rows o));
  ELSE
    PERFORM attendance_aggregates_apply(ARRAY(
      SELECT ROW(x.*, 1)::attendance_change
        FROM (SELECT school_id, day, present_students, present_teachers, enrolled_students,
                     enrolled_teachers, state_id, city_id, main_board_id, type FROM new_rows
              EXCEPT ALL
              SELECT school_id, day, present_students, present_teachers, enrolled_students,
                     enrolled_teachers, state_id, city_id, main_board_id, type FROM old_rows) x
      UNION ALL
      SELECT ROW(x.*, -1)::attendance_change
        FROM (SELECT school_id, day, present_students, present_teachers, enrolled_students,
                     enrolled_teachers, state_id, city_id, main_board_id, type FROM old_rows
              EXCEPT ALL
              SELECT school_id, day, present_students, present_teachers, enrolled_students,
                     enrolled_teachers, state_id, city_id, main_board_id, type FROM new_rows) x));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER attendance_aggregates_insert AFTER INSERT ON attendance
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_aggregates_after();
CREATE TRIGGER attendance_aggregates_update AFTER UPDATE ON attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_aggregates_after();
CREATE TRIGGER attendance_aggregates_delete AFTER DELETE ON attendance
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_aggregates_after();

-- A school moved to another state, city, main board or type moves its rows, and the update
-- trigger above moves their aggregates. An enrolment change moves nothing: past days keep the
-- enrolment they were measured against.
CREATE FUNCTION attendance_follow_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance a
     SET state_id = m.state_id, city_id = m.city_id, main_board_id = m.main_board_id,
         type = m.type
    FROM (SELECT n.school_id, n.state_id, n.city_id, n.main_board_id, n.type
            FROM new_schools n JOIN old_schools o USING (school_id)
           WHERE (n.state_id, n.city_id, n.main_board_id, n.type)
                 IS DISTINCT FROM (o.state_id, o.city_id, o.main_board_id, o.type)) m
   WHERE a.school_id = m.school_id;
  RETURN NULL;
END $$;
CREATE TRIGGER schools_attendance_follow AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_schools NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_follow_school();

-- Recounts every attendance aggregate from the rows (a repair; tests compare it with the kept
-- values), and fills them now.
DO $do$
DECLARE
  band_sums text := (
    SELECT string_agg(format('count(*) FILTER (WHERE %sb = %s) AS %s%s', who, b, who,
                             lpad(b::text, 2, '0')), ', ' ORDER BY who, b)
      FROM unnest(ARRAY['s', 't']) who, generate_series(0, 19) b);
BEGIN
  EXECUTE format($fn$
CREATE FUNCTION attendance_aggregates_recount() RETURNS void LANGUAGE sql AS $body$
  DELETE FROM attendance_daily_totals;
  INSERT INTO attendance_daily_totals (day, schools_reporting, present_students, present_teachers,
         enrolled_students, enrolled_teachers)
  SELECT day, count(*), sum(present_students), sum(present_teachers), sum(enrolled_students),
         sum(enrolled_teachers)
    FROM attendance GROUP BY day;
  DELETE FROM attendance_area_totals;
  INSERT INTO attendance_area_totals (scope_state_id, grain, day, item, schools_reporting,
         present_students, present_teachers, enrolled_students, enrolled_teachers)
  SELECT k.scope_state_id, k.grain, a.day, k.item, count(*), sum(a.present_students),
         sum(a.present_teachers), sum(a.enrolled_students), sum(a.enrolled_teachers)
    FROM attendance a, attendance_area_keys(a.state_id, a.city_id, a.main_board_id, a.type) k
   GROUP BY 1, 2, 3, 4;
  DELETE FROM attendance_school_periods;
  INSERT INTO attendance_school_periods
  SELECT p.period, p.period_start, a.school_id, count(*), max(a.day), %s
    FROM (SELECT a.*, attendance_band(a.present_students, a.enrolled_students) AS sb,
                 attendance_band(a.present_teachers, a.enrolled_teachers) AS tb
            FROM attendance a) a,
         attendance_periods(a.day) p
   GROUP BY 1, 2, 3;
  INSERT INTO school_last_attendance (school_id) SELECT school_id FROM schools
  ON CONFLICT (school_id) DO NOTHING;
  UPDATE school_last_attendance l
     SET last_attendance_day = (SELECT max(a.day) FROM attendance a WHERE a.school_id = l.school_id);
$body$
$fn$, band_sums);
END $do$;
SELECT attendance_aggregates_recount();
