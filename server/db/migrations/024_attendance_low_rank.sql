-- The low-attendance list of a preset period at the default threshold (issue 32) read in rank
-- order. On a preset period (this week, this month, this academic year, up to today) the schools
-- registered before the period share its W working days, so such a school is low at 75% when its
-- days under 75% in the period exceed W / 2, and the list ranks them by those days. Its days
-- under 75% are the bands under 15 of migration 020's period row (s00 + ... + s14 for students,
-- t00 + ... + t14 for teachers), kept here as two stored columns, each with an index in the
-- list's order: a page is then a walk of the index that stops at the page, and the count of the
-- schools over W / 2 is one range of it. Only the rows with a day under 75% are in the indexes
-- (partial): the low schools are few, and a row of none is written in neither.
-- Any other threshold, and a custom range, stay on the general query
-- (server/analytics/attendance/lowAttendance.ts).
ALTER TABLE attendance_school_periods
  ADD COLUMN students_under_75 smallint GENERATED ALWAYS AS (
    s00 + s01 + s02 + s03 + s04 + s05 + s06 + s07 + s08 + s09 + s10 + s11 + s12 + s13 + s14) STORED,
  ADD COLUMN teachers_under_75 smallint GENERATED ALWAYS AS (
    t00 + t01 + t02 + t03 + t04 + t05 + t06 + t07 + t08 + t09 + t10 + t11 + t12 + t13 + t14) STORED;

CREATE INDEX attendance_school_periods_students_low_idx
  ON attendance_school_periods (period, period_start, students_under_75 DESC, school_id)
  WHERE students_under_75 > 0;
CREATE INDEX attendance_school_periods_teachers_low_idx
  ON attendance_school_periods (period, period_start, teachers_under_75 DESC, school_id)
  WHERE teachers_under_75 > 0;
