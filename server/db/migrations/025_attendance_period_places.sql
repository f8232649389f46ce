-- The not-reporting and low-attendance lists of a preset period (issue 32) without a join to
-- `schools` nor a probe per school registered during the period, at any number of schools:
--   1. the per-school period rows keep their school's place (state_id, city_id: moved with it,
--      as its attendance rows are) and its first_day: the later of the period's first day and
--      the school's registration day (India's day of created_at), the day its working days in
--      the period are counted from. No report precedes its school's registration (the API
--      refuses one), so the schools registered during a period are told by their first day;
--      The rows keep the present and enrolled sums of their days too, so that a school's
--      present share over a period is read from its row rather than from its days;
--   2. each school's last day reported (school_last_attendance) keeps its place and its
--      registration day, so that a place's silent schools, and those that never reported, are
--      ranges of an index;
--   3. migration 023's counts of days reported per period and place are keyed by the first day
--      too, kept from the period rows' own changes;
-- with the lists' indexes led by the first day (and the place).
-- Migration 020's writer sets the new columns when it adds a row; a school moved, or whose
-- registration changes, updates its rows (below).
ALTER TABLE attendance_school_periods
  ADD COLUMN state_id integer,
  ADD COLUMN city_id integer,
  ADD COLUMN first_day date,
  ADD COLUMN present_students integer,
  ADD COLUMN present_teachers integer,
  ADD COLUMN enrolled_students integer,
  ADD COLUMN enrolled_teachers integer;

-- Their indexes are rebuilt with the place below; dropped first, so the backfill writes none.
DROP INDEX attendance_school_periods_rank_idx;
DROP INDEX attendance_school_periods_students_low_idx;
DROP INDEX attendance_school_periods_teachers_low_idx;

UPDATE attendance_school_periods p
   SET state_id = s.state_id, city_id = s.city_id,
       first_day = greatest(p.period_start, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date),
       present_students = x.ps, present_teachers = x.pt, enrolled_students = x.es,
       enrolled_teachers = x.et
  FROM schools s,
       (SELECT k.period, k.period_start, a.school_id, sum(a.present_students) AS ps,
               sum(a.present_teachers) AS pt, sum(a.enrolled_students) AS es,
               sum(a.enrolled_teachers) AS et
          FROM attendance a, attendance_periods(a.day) k
         GROUP BY 1, 2, 3) x
 WHERE s.school_id = p.school_id
   AND x.period = p.period AND x.period_start = p.period_start AND x.school_id = p.school_id;
ALTER TABLE attendance_school_periods
  ALTER COLUMN state_id SET NOT NULL,
  ALTER COLUMN city_id SET NOT NULL,
  ALTER COLUMN first_day SET NOT NULL,
  ALTER COLUMN present_students SET NOT NULL,
  ALTER COLUMN present_teachers SET NOT NULL,
  ALTER COLUMN enrolled_students SET NOT NULL,
  ALTER COLUMN enrolled_teachers SET NOT NULL;

-- Each school's last day reported (migration 020's school_last_attendance) keeps its place and
-- its registration day too, so that the silent schools of a state or a city are a range of an
-- index rather than a walk of the country's, and the schools that never reported are found by
-- registration day. Moved with the school below; a new school's row takes them when added.
ALTER TABLE school_last_attendance
  ADD COLUMN state_id integer,
  ADD COLUMN city_id integer,
  ADD COLUMN registered date;
UPDATE school_last_attendance l
   SET state_id = s.state_id, city_id = s.city_id,
       registered = (s.created_at AT TIME ZONE 'Asia/Kolkata')::date
  FROM schools s
 WHERE s.school_id = l.school_id;
ALTER TABLE school_last_attendance
  ALTER COLUMN state_id SET NOT NULL,
  ALTER COLUMN city_id SET NOT NULL,
  ALTER COLUMN registered SET NOT NULL;
CREATE INDEX school_last_attendance_state_day_idx
  ON school_last_attendance (state_id, last_attendance_day NULLS FIRST, school_id);
CREATE INDEX school_last_attendance_city_day_idx
  ON school_last_attendance (city_id, last_attendance_day NULLS FIRST, school_id);
-- The schools that never reported, by registration day: few, and each leaves the index with its
-- first report.
CREATE INDEX school_last_attendance_never_idx
  ON school_last_attendance (registered, school_id) WHERE last_attendance_day IS NULL;

CREATE OR REPLACE FUNCTION school_last_attendance_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO school_last_attendance (school_id, state_id, city_id, registered)
  SELECT school_id, state_id, city_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date
    FROM new_schools;
  RETURN NULL;
END $$;

-- Not reporting's walks of a preset period (migration 023's rank index), for each first day:
-- for the whole country (a state's walk is the country's, its rows filtered: a state holds a
-- large share of the country's schools) and for a city. The schools of one first day are one
-- range of each, in the list's order.
CREATE INDEX attendance_school_periods_rank_idx
  ON attendance_school_periods (period, period_start, first_day, days_reported, last_day,
                                school_id);
CREATE INDEX attendance_school_periods_city_rank_idx
  ON attendance_school_periods (period, period_start, city_id, first_day, days_reported,
                                last_day, school_id);

-- Low attendance's walks and counts of a preset period (migration 024's), for the whole country,
-- a state and a city: the schools registered before the period are one range (their first day
-- the period's), those registered during it another (a later first day), each holding only the
-- rows with a day under 75%, which are few.
DO $$
DECLARE
  who text;
  place text;
BEGIN
  FOREACH who IN ARRAY ARRAY['students', 'teachers'] LOOP
    FOREACH place IN ARRAY ARRAY['', 'state_id', 'city_id'] LOOP
      EXECUTE format(
        'CREATE INDEX attendance_school_periods_%1$s_low%2$s_idx ON attendance_school_periods
           (period, period_start, %3$s first_day, %1$s_under_75 DESC, school_id)
           WHERE %1$s_under_75 > 0',
        who, CASE place WHEN '' THEN '' ELSE '_' || left(place, -3) END,
        CASE place WHEN '' THEN '' ELSE place || ',' END);
    END LOOP;
  END LOOP;
END $$;

-- A school moved to another state or city, or whose registration day changes, updates its
-- period rows (found through its attendance rows' primary key: a school's year is about 65 of
-- them), whose counts follow (the counts' trigger below), and its last day's row.
CREATE FUNCTION attendance_places_follow_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance_school_periods p
     SET state_id = m.state_id, city_id = m.city_id,
         first_day = greatest(p.period_start, m.registered)
    FROM (SELECT n.school_id, n.state_id, n.city_id,
                 (n.created_at AT TIME ZONE 'Asia/Kolkata')::date AS registered
            FROM new_schools n JOIN old_schools o USING (school_id)
           WHERE (n.state_id, n.city_id, n.created_at)
                 IS DISTINCT FROM (o.state_id, o.city_id, o.created_at)) m,
         LATERAL (SELECT DISTINCT x.period, x.period_start
                    FROM attendance a, attendance_periods(a.day) x
                   WHERE a.school_id = m.school_id) k
   WHERE p.period = k.period AND p.period_start = k.period_start AND p.school_id = m.school_id;
  UPDATE school_last_attendance l
     SET state_id = n.state_id, city_id = n.city_id,
         registered = (n.created_at AT TIME ZONE 'Asia/Kolkata')::date
    FROM new_schools n JOIN old_schools o USING (school_id)
   WHERE l.school_id = n.school_id
     AND (n.state_id, n.city_id, n.created_at) IS DISTINCT FROM (o.state_id, o.city_id, o.created_at);
  RETURN NULL;
END $$;
CREATE TRIGGER schools_attendance_places_follow AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_schools NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_places_follow_school();

-- Migration 020's writer and recount, the same but for the three columns: the writer's new
-- period rows take the place of the rows added and the school's registration; the recount reads
-- them from the rows and the school.
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
CREATE OR REPLACE FUNCTION attendance_aggregates_apply(changes attendance_change[]) RETURNS void
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
         last_day, state_id, city_id, first_day, present_students, present_teachers,
         enrolled_students, enrolled_teachers, %1$s)
  SELECT g.period, g.period_start, g.school_id, g.days_reported,
         -- A group of removed rows only proposes a day the kept row's last is at or after, and
         -- a removed school (its row of `schools` gone) the period's first day as its first:
         -- the proposed row must be whole before its conflict is found, and the conflict keeps
         -- the row's own.
         coalesce(g.last_day, g.last_removed), g.state_id, g.city_id,
         greatest(g.period_start,
                  coalesce((s.created_at AT TIME ZONE 'Asia/Kolkata')::date, g.period_start)),
         g.present_students, g.present_teachers, g.enrolled_students, g.enrolled_teachers, %1$s
    FROM (SELECT c.period, c.period_start, c.school_id, sum(c.n) AS days_reported,
                 max(c.last_day) AS last_day, max(c.last_removed) AS last_removed,
                 -- The place of the rows added (a removal: of the rows removed).
                 coalesce(max(c.state_id) FILTER (WHERE c.n > 0), max(c.state_id)) AS state_id,
                 coalesce(max(c.city_id) FILTER (WHERE c.n > 0), max(c.city_id)) AS city_id,
                 sum(c.ps) AS present_students, sum(c.pt) AS present_teachers,
                 sum(c.es) AS enrolled_students, sum(c.et) AS enrolled_teachers, %2$s
            -- First by band pair: a statement of many days (a seed) has far fewer of these
            -- than rows, and the forty counts are then taken over them.
            FROM (SELECT p.period, p.period_start, c.school_id, c.sb, c.tb, c.state_id,
                         c.city_id, sum(c.d) AS n, sum(c.d * c.present_students) AS ps,
                         sum(c.d * c.present_teachers) AS pt, sum(c.d * c.enrolled_students) AS es,
                         sum(c.d * c.enrolled_teachers) AS et,
                         max(c.day) FILTER (WHERE c.d > 0) AS last_day,
                         max(c.day) FILTER (WHERE c.d < 0) AS last_removed
                    FROM (SELECT c.*, attendance_band(c.present_students, c.enrolled_students) AS sb,
                                 attendance_band(c.present_teachers, c.enrolled_teachers) AS tb
                            FROM unnest(changes) c) c,
                         attendance_periods(c.day) p
                   GROUP BY 1, 2, 3, 4, 5, 6, 7) c
           GROUP BY 1, 2, 3) g
    LEFT JOIN schools s USING (school_id)
   WHERE NOT (g.days_reported = 0 AND %3$s
              AND g.present_students = 0 AND g.present_teachers = 0
              AND g.enrolled_students = 0 AND g.enrolled_teachers = 0
              AND (g.last_day IS NULL OR g.last_day <= g.last_removed))
   ORDER BY 1, 2, 3
  ON CONFLICT (period, period_start, school_id) DO UPDATE
     SET days_reported = t.days_reported + excluded.days_reported,
         last_day = greatest(t.last_day, excluded.last_day),
         present_students = t.present_students + excluded.present_students,
         present_teachers = t.present_teachers + excluded.present_teachers,
         enrolled_students = t.enrolled_students + excluded.enrolled_students,
         enrolled_teachers = t.enrolled_teachers + excluded.enrolled_teachers, %4$s;

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

DO $do$
DECLARE
  band_list text := (SELECT string_agg(format('%s%s', who, lpad(b::text, 2, '0')), ', '
                                       ORDER BY who, b)
                       FROM unnest(ARRAY['s', 't']) who, generate_series(0, 19) b);
  band_sums text := (
    SELECT string_agg(format('count(*) FILTER (WHERE %sb = %s) AS %s%s', who, b, who,
                             lpad(b::text, 2, '0')), ', ' ORDER BY who, b)
      FROM unnest(ARRAY['s', 't']) who, generate_series(0, 19) b);
BEGIN
  EXECUTE format($fn$
CREATE OR REPLACE FUNCTION attendance_aggregates_recount() RETURNS void LANGUAGE sql AS $body$
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
  INSERT INTO attendance_school_periods (period, period_start, school_id, days_reported,
         last_day, state_id, city_id, first_day, present_students, present_teachers,
         enrolled_students, enrolled_teachers, %s)
  SELECT p.period, p.period_start, a.school_id, count(*), max(a.day), max(a.state_id),
         max(a.city_id),
         greatest(p.period_start, max((s.created_at AT TIME ZONE 'Asia/Kolkata')::date)),
         sum(a.present_students), sum(a.present_teachers), sum(a.enrolled_students),
         sum(a.enrolled_teachers), %s
    FROM (SELECT a.*, attendance_band(a.present_students, a.enrolled_students) AS sb,
                 attendance_band(a.present_teachers, a.enrolled_teachers) AS tb
            FROM attendance a) a
    JOIN schools s USING (school_id),
         attendance_periods(a.day) p
   GROUP BY 1, 2, 3;
  INSERT INTO school_last_attendance AS l (school_id, state_id, city_id, registered)
  SELECT school_id, state_id, city_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date FROM schools
  ON CONFLICT (school_id) DO UPDATE
     SET state_id = excluded.state_id, city_id = excluded.city_id, registered = excluded.registered
   WHERE (l.state_id, l.city_id, l.registered)
         IS DISTINCT FROM (excluded.state_id, excluded.city_id, excluded.registered);
  UPDATE school_last_attendance l
     SET last_attendance_day = (SELECT max(a.day) FROM attendance a WHERE a.school_id = l.school_id);
$body$
$fn$, band_list, band_sums);
END $do$;

-- Migration 023's counts of days reported per period and place, keyed by the first day too, so
-- that the schools registered during a period are counted per registration day rather than one
-- by one. They are now kept from the period rows themselves, whose old and new rows carry the
-- place, the first day and the days reported (a removed school's included), by statement
-- triggers on attendance_school_periods in place of 023's on `attendance`.
DROP TRIGGER attendance_period_counts_insert ON attendance;
DROP TRIGGER attendance_period_counts_update ON attendance;
DROP TRIGGER attendance_period_counts_delete ON attendance;
DROP FUNCTION attendance_period_counts_after();
DROP FUNCTION attendance_period_counts_apply(attendance_change[]);
DROP TABLE attendance_period_counts;

CREATE TABLE attendance_period_counts (
  period text NOT NULL,
  period_start date NOT NULL,
  city_id integer NOT NULL,
  state_id integer NOT NULL,
  first_day date NOT NULL,
  days_reported smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (period, period_start, city_id, state_id, first_day, days_reported)
);

-- A statement's period rows added count +1 at their key, those removed -1, an update both (the
-- rows whose key did not change cancel out); each in its state (city_id 0) and its city. In key
-- order, as every upsert of the aggregates, so that two writers take the rows' locks in one
-- order. One function for the three events: each branch names only the transition tables its
-- event has.
CREATE FUNCTION attendance_period_counts_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO attendance_period_counts AS t (period, period_start, city_id, state_id, first_day,
           days_reported, n)
    SELECT r.period, r.period_start, k.city_id, r.state_id, r.first_day, r.days_reported, count(*)
      FROM new_rows r, LATERAL (VALUES (0), (r.city_id)) AS k(city_id)
     GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (period, period_start, city_id, state_id, first_day, days_reported)
    DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO attendance_period_counts AS t (period, period_start, city_id, state_id, first_day,
           days_reported, n)
    SELECT r.period, r.period_start, k.city_id, r.state_id, r.first_day, r.days_reported, -count(*)
      FROM old_rows r, LATERAL (VALUES (0), (r.city_id)) AS k(city_id)
     GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (period, period_start, city_id, state_id, first_day, days_reported)
    DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO attendance_period_counts AS t (period, period_start, city_id, state_id, first_day,
           days_reported, n)
    SELECT r.period, r.period_start, k.city_id, r.state_id, r.first_day, r.days_reported, sum(r.d)
      FROM (SELECT period, period_start, state_id, city_id, first_day, days_reported, 1 AS d
              FROM new_rows
            UNION ALL
            SELECT period, period_start, state_id, city_id, first_day, days_reported, -1
              FROM old_rows) r,
           LATERAL (VALUES (0), (r.city_id)) AS k(city_id)
     GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (period, period_start, city_id, state_id, first_day, days_reported)
    DO UPDATE SET n = t.n + excluded.n;
  END IF;
  -- A count that falls to none goes: each school day moves a school from one number of days to
  -- the next, and the emptied counts would otherwise stay, read by every list of the period (an
  -- academic year's were 70% of its rows). Only the keys that lost rows can be empty, and this
  -- statement has locked each of them already.
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM attendance_period_counts c
     USING (SELECT DISTINCT r.period, r.period_start, k.city_id, r.state_id, r.first_day,
                   r.days_reported
              FROM old_rows r, LATERAL (VALUES (0), (r.city_id)) AS k(city_id)) x
     WHERE c.period = x.period AND c.period_start = x.period_start AND c.city_id = x.city_id
       AND c.state_id = x.state_id AND c.first_day = x.first_day
       AND c.days_reported = x.days_reported AND c.n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER attendance_period_counts_insert AFTER INSERT ON attendance_school_periods
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_period_counts_after();
CREATE TRIGGER attendance_period_counts_update AFTER UPDATE ON attendance_school_periods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_period_counts_after();
CREATE TRIGGER attendance_period_counts_delete AFTER DELETE ON attendance_school_periods
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_period_counts_after();

CREATE OR REPLACE FUNCTION attendance_period_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM attendance_period_counts;
  INSERT INTO attendance_period_counts (period, period_start, city_id, state_id, first_day,
         days_reported, n)
  SELECT p.period, p.period_start, k.city_id, p.state_id, p.first_day, p.days_reported, count(*)
    FROM attendance_school_periods p, LATERAL (VALUES (0), (p.city_id)) AS k(city_id)
   GROUP BY 1, 2, 3, 4, 5, 6;
$$;
SELECT attendance_period_counts_recount();
