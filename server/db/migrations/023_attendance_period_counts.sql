-- The not-reporting list of a preset period (issue 32) without computing every school of the
-- place on each call. On a preset period (this week, this month, this academic year, up to
-- today) the schools registered before the period all have the same working days W, so a
-- school's days missing is W less its days reported there (migration 020's
-- attendance_school_periods.days_reported; no row: none). Then:
--   * the list's order among them is the order of days reported (ascending), then the last
--     report (the period's last day reported is the school's last: no day after today has a
--     report), then the id: the index below, walked until the page is full;
--   * their count, and per state, is kept here: how many schools of a place reported on how
--     many days of a period. The schools with no row of the period are the place's schools
--     registered before it (migration 022's registration counts) less those with a row.
-- The schools registered during the period (a few) are computed one by one and merged
-- (server/analytics/attendance/notReporting.ts).

CREATE INDEX attendance_school_periods_rank_idx
  ON attendance_school_periods (period, period_start, days_reported, last_day, school_id);

-- Per period, place and days reported: the schools of that place with that many days reported
-- in the period (at least one: a school without any has no period row). The place is a state
-- (city_id 0, the state as a whole) or a city of it; the whole country is the states' rows, one
-- range of the key (city_id 0) of at most 36 states x the period's days.
CREATE TABLE attendance_period_counts (
  period text NOT NULL,
  period_start date NOT NULL,
  city_id integer NOT NULL,
  state_id integer NOT NULL,
  days_reported smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (period, period_start, city_id, state_id, days_reported)
);

-- Kept by statement triggers on `attendance`, which run after migration 020's (triggers of one
-- event run in the order of their names), so that attendance_school_periods already holds the
-- statement's days. For each school and period the statement touched: its days reported now
-- (the period row, or none), before (now less the statement's days added, plus those removed),
-- and its place before and after (the rows carry their school's place: a moved school's rows
-- are updated from the old place to the new, and the removed school's rows still know theirs).
-- Its count leaves the old (place, days) and joins the new. In key order, as every upsert of
-- the aggregates, so that two writers take the rows' locks in one order.
-- The changes come as migration 020's attendance_change rows (only the school, the day, the
-- place and the sign are read).
CREATE FUNCTION attendance_period_counts_apply(changes attendance_change[]) RETURNS void
LANGUAGE sql AS $$
  WITH c AS (
    SELECT * FROM unnest(changes)
  ), g AS (
    SELECT p.period, p.period_start, c.school_id, sum(c.d)::integer AS delta,
           coalesce(max(c.state_id) FILTER (WHERE c.d < 0), max(c.state_id)) AS old_state,
           coalesce(max(c.city_id) FILTER (WHERE c.d < 0), max(c.city_id)) AS old_city,
           coalesce(max(c.state_id) FILTER (WHERE c.d > 0), max(c.state_id)) AS new_state,
           coalesce(max(c.city_id) FILTER (WHERE c.d > 0), max(c.city_id)) AS new_city
      FROM c, attendance_periods(c.day) p
     GROUP BY 1, 2, 3
  ), x AS (
    SELECT g.*, coalesce(sp.days_reported, 0) AS now_n, coalesce(sp.days_reported, 0) - g.delta AS old_n
      FROM g
      LEFT JOIN attendance_school_periods sp
             ON sp.period = g.period AND sp.period_start = g.period_start
            AND sp.school_id = g.school_id
     WHERE g.delta <> 0 OR (g.old_state, g.old_city) IS DISTINCT FROM (g.new_state, g.new_city)
  ), delta AS (
    SELECT x.period, x.period_start, k.city_id, x.old_state AS state_id, x.old_n AS days, -1 AS d
      FROM x, LATERAL (VALUES (0), (x.old_city)) AS k(city_id) WHERE x.old_n > 0
    UNION ALL
    SELECT x.period, x.period_start, k.city_id, x.new_state, x.now_n, 1
      FROM x, LATERAL (VALUES (0), (x.new_city)) AS k(city_id) WHERE x.now_n > 0
  )
  INSERT INTO attendance_period_counts AS t (period, period_start, city_id, state_id,
         days_reported, n)
  SELECT period, period_start, city_id, state_id, days, sum(d)
    FROM delta GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (period, period_start, city_id, state_id, days_reported)
  DO UPDATE SET n = t.n + excluded.n;
$$;

CREATE FUNCTION attendance_period_counts_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM attendance_period_counts_apply(ARRAY(
      SELECT ROW(n.school_id, n.day, NULL, NULL, NULL, NULL, n.state_id, n.city_id, NULL, NULL,
                 1)::attendance_change
        FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM attendance_period_counts_apply(ARRAY(
      SELECT ROW(o.school_id, o.day, NULL, NULL, NULL, NULL, o.state_id, o.city_id, NULL, NULL,
                 -1)::attendance_change
        FROM old_rows o));
  ELSE
    PERFORM attendance_period_counts_apply(ARRAY(
      SELECT ROW(n.school_id, n.day, NULL, NULL, NULL, NULL, n.state_id, n.city_id, NULL, NULL,
                 1)::attendance_change
        FROM new_rows n
      UNION ALL
      SELECT ROW(o.school_id, o.day, NULL, NULL, NULL, NULL, o.state_id, o.city_id, NULL, NULL,
                 -1)::attendance_change
        FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER attendance_period_counts_insert AFTER INSERT ON attendance
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_period_counts_after();
CREATE TRIGGER attendance_period_counts_update AFTER UPDATE ON attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_period_counts_after();
CREATE TRIGGER attendance_period_counts_delete AFTER DELETE ON attendance
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_period_counts_after();

-- Recounts from the period rows and the schools' places (a repair; tests compare it with the
-- kept values), and fills it now.
CREATE FUNCTION attendance_period_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM attendance_period_counts;
  INSERT INTO attendance_period_counts (period, period_start, city_id, state_id, days_reported, n)
  SELECT p.period, p.period_start, k.city_id, s.state_id, p.days_reported, count(*)
    FROM attendance_school_periods p
    JOIN schools s USING (school_id),
         LATERAL (VALUES (0), (s.city_id)) AS k(city_id)
   GROUP BY 1, 2, 3, 4, 5;
$$;
SELECT attendance_period_counts_recount();
