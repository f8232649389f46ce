-- The school list's filters and sorts (issue 31): by state, city, main board, board, type,
-- activity (status) and registration date, sorted by name, students, registration date or id.

-- The main board a school's board belongs to, on the school's row, so that the main board filter
-- walks one index in the list's order (a filter over the boards of a main board would collect
-- every match and sort them). Set from the board by the trigger below on every insert and board
-- change, so no writer (the form, the import, the seed) has to know about it; a board never
-- changes its main board (the lookups are fixed data).
ALTER TABLE schools ADD COLUMN main_board_id integer;
UPDATE schools s SET main_board_id = b.main_board_id FROM boards b WHERE b.board_id = s.board_id;
ALTER TABLE schools ALTER COLUMN main_board_id SET NOT NULL;

CREATE FUNCTION schools_main_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.main_board_id := (SELECT main_board_id FROM boards WHERE board_id = NEW.board_id);
  RETURN NEW;
END $$;
CREATE TRIGGER schools_main_board BEFORE INSERT OR UPDATE OF board_id ON schools
  FOR EACH ROW EXECUTE FUNCTION schools_main_board();

-- Exact totals of one filter alone (or with the verified filter, or the activity filter): how
-- many schools have each value of each filtered column, split by verified and active, so that a
-- total is a sum of at most four rows (a date range: four per day of the range). Kept by
-- statement-level triggers from the transition tables, like the counters of migration 004, so
-- no writer can forget them. `dimension` is one of state, city, main_board, board, type, day
-- (the registration date in India's time zone, as YYYY-MM-DD, whose text order is the date's)
-- and all (value '', for the activity filter alone).
CREATE TABLE school_list_counts (
  dimension text NOT NULL,
  value text NOT NULL,
  verified boolean NOT NULL,
  active boolean NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (dimension, value, verified, active)
);

-- The counted values of one school.
CREATE FUNCTION school_list_count_keys(
  state_id integer, city_id integer, main_board_id integer, board_id integer, type text,
  created_at timestamptz
) RETURNS TABLE (dimension text, value text) LANGUAGE sql STABLE AS $$
  VALUES ('all', ''), ('state', state_id::text), ('city', city_id::text),
         ('main_board', main_board_id::text), ('board', board_id::text), ('type', type),
         ('day', (created_at AT TIME ZONE 'Asia/Kolkata')::date::text)
$$;

-- Rows are upserted in key order, so two statements counting at once take the rows' locks in
-- the same order (no deadlock between them).
CREATE FUNCTION school_list_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO school_list_counts AS c (dimension, value, verified, active, n)
  SELECT k.dimension, k.value, s.admin_approval, s.status, count(*)
    FROM changed s,
         school_list_count_keys(s.state_id, s.city_id, s.main_board_id, s.board_id, s.type,
                                s.created_at) k
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dimension, value, verified, active) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION school_list_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO school_list_counts AS c (dimension, value, verified, active, n)
  SELECT k.dimension, k.value, s.admin_approval, s.status, -count(*)
    FROM changed s,
         school_list_count_keys(s.state_id, s.city_id, s.main_board_id, s.board_id, s.type,
                                s.created_at) k
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dimension, value, verified, active) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

-- An update moves only the schools whose counted columns changed (an enrolment update, the
-- common one, moves none and writes nothing).
CREATE FUNCTION school_list_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.state_id AS o_state, o.city_id AS o_city, o.main_board_id AS o_main,
           o.board_id AS o_board, o.type AS o_type, o.created_at AS o_created,
           o.admin_approval AS o_verified, o.status AS o_active,
           n.state_id, n.city_id, n.main_board_id, n.board_id, n.type, n.created_at,
           n.admin_approval, n.status
      FROM new_schools n JOIN old_schools o USING (school_id)
     WHERE (o.state_id, o.city_id, o.main_board_id, o.board_id, o.type, o.created_at,
            o.admin_approval, o.status)
           IS DISTINCT FROM
           (n.state_id, n.city_id, n.main_board_id, n.board_id, n.type, n.created_at,
            n.admin_approval, n.status)
  ), delta AS (
    SELECT k.dimension, k.value, m.o_verified AS verified, m.o_active AS active, -1 AS d
      FROM moved m, school_list_count_keys(m.o_state, m.o_city, m.o_main, m.o_board, m.o_type,
                                           m.o_created) k
    UNION ALL
    SELECT k.dimension, k.value, m.admin_approval, m.status, 1
      FROM moved m, school_list_count_keys(m.state_id, m.city_id, m.main_board_id, m.board_id,
                                           m.type, m.created_at) k
  )
  INSERT INTO school_list_counts AS c (dimension, value, verified, active, n)
  SELECT dimension, value, verified, active, sum(d)
    FROM delta GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dimension, value, verified, active) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER schools_list_counts_insert AFTER INSERT ON schools
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION school_list_counts_after_insert();
CREATE TRIGGER schools_list_counts_delete AFTER DELETE ON schools
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION school_list_counts_after_delete();
CREATE TRIGGER schools_list_counts_update AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_schools NEW TABLE AS new_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_list_counts_after_update();

-- Recounts from the rows (a repair; tests compare it with the maintained values).
CREATE FUNCTION school_list_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM school_list_counts;
  INSERT INTO school_list_counts (dimension, value, verified, active, n)
  SELECT k.dimension, k.value, s.admin_approval, s.status, count(*)
    FROM schools s,
         school_list_count_keys(s.state_id, s.city_id, s.main_board_id, s.board_id, s.type,
                                s.created_at) k
   GROUP BY 1, 2, 3, 4;
$$;
SELECT school_list_counts_recount();

-- The indexes. The list reads a page as the first (or, past the middle, the last) ids of an
-- ordered walk; each index below is a (filter column, sort column, school_id) or (sort column,
-- school_id) walk, so a page of one filter or one sort reads its rows in order and stops.
-- A filter in the list's default order (newest first, school_id): one index per filter column.
-- The city and board indexes replace migration 002's single-column ones (the foreign keys'
-- lookups use the leading column alike).
DROP INDEX schools_city_idx;
DROP INDEX schools_board_idx;
CREATE INDEX schools_state_list_idx ON schools (state_id, school_id);
CREATE INDEX schools_city_list_idx ON schools (city_id, school_id);
CREATE INDEX schools_main_board_list_idx ON schools (main_board_id, school_id);
CREATE INDEX schools_board_list_idx ON schools (board_id, school_id);
-- The three sorts; the registration date's also serves the date range filter.
CREATE INDEX schools_name_list_idx ON schools (school_name, school_id);
CREATE INDEX schools_students_list_idx ON schools (students, school_id);
CREATE INDEX schools_created_list_idx ON schools (created_at, school_id);
-- No index on type or status: each has two values, so at least a sizeable share of any walk in
-- list order matches, and the walk of the sort's index that checks each row stops as soon.
-- Pairs of filters use one filter's index and check the other on the row: the more selective
-- index is chosen by the planner; the bench measures every pair (docs/performance.md).
