-- The holiday calendar (issue 32): the days a super administrator lists as holidays. A working
-- day is Monday to Saturday and not one of these; working_days() and working_days_in() answer
-- it for a range, for the attendance analytics' range queries. contract/holidays.ts holds the
-- same rule in TypeScript for the console; a test holds the two to the same answers.
--
-- Who added, renamed or removed a holiday, and when, is in the audit trail (one event per
-- change, in the same transaction), not in columns here.

CREATE TABLE holidays (
  day date PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100)
);

-- The working days of from_day..to_day, both included, in order (none when to_day is before
-- from_day). Sunday is never one; a holiday on a Sunday changes nothing.
CREATE FUNCTION working_days_in(from_day date, to_day date) RETURNS SETOF date
LANGUAGE sql STABLE AS $$
  SELECT d
    FROM generate_series(0, to_day - from_day) AS i, LATERAL (SELECT from_day + i AS d) AS day
   WHERE extract(isodow FROM d) <> 7
     AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.day = d)
   ORDER BY d
$$;

-- How many working days from_day..to_day holds, both included.
CREATE FUNCTION working_days(from_day date, to_day date) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM working_days_in(from_day, to_day)
$$;
