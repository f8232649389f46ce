import type { AttendanceSummary } from "../../../contract/attendance";
import type { AttendanceFigures, AttendanceOverview } from "../../../contract/attendanceAnalytics";

/** A period's figures without any report. */
export const NO_FIGURES: AttendanceFigures = {
  working_days: 0,
  students: { present: 0, enrolled: 0, share: null },
  teachers: { present: 0, enrolled: 0, share: null },
  completeness: { reported: 0, expected: 0, share: null },
};

/**
 * An overview whose four cards show `cards` (their latest day 20 November 2026), or nothing
 * enrolled and no report (null), with no figures of the period under them.
 */
export function overviewAnswer(cards: AttendanceSummary | null): AttendanceOverview {
  return {
    period: { from: "2026-11-01", to: "2026-11-26" },
    previous_period: { from: "2026-10-06", to: "2026-10-31" },
    enrolment: {
      students: cards?.total_students ?? 0,
      teachers: cards?.total_teachers ?? 0,
    },
    latest_day: cards && {
      day: "2026-11-20",
      present_students: cards.present_students,
      present_teachers: cards.present_teachers,
    },
    current: NO_FIGURES,
    previous: NO_FIGURES,
    change: { students: null, teachers: null },
  };
}
