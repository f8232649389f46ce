import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { LOW_THRESHOLD } from "../../contract/attendanceAnalytics";

/** Whose present share the low-attendance list looks at. */
export type Who = "students" | "teachers";

/** The thresholds offered: 5% to 95% in steps of 5, as the server takes them. */
export const THRESHOLDS: readonly number[] = Array.from(
  { length: (LOW_THRESHOLD.max - LOW_THRESHOLD.min) / LOW_THRESHOLD.step + 1 },
  (_, i) => LOW_THRESHOLD.min + i * LOW_THRESHOLD.step,
);

const WHO_PARAM = "low_who";
const THRESHOLD_PARAM = "low_threshold";

/**
 * The low-attendance list's choice in a dashboard URL (`?low_who=teachers&low_threshold=60`):
 * the students at 75% when it names none, or one the server would refuse (a stale or mistyped
 * link still opens the list).
 */
export function lowAttendanceChoiceFromSearch(search: URLSearchParams): {
  who: Who;
  threshold: number;
} {
  const who = search.get(WHO_PARAM) === "teachers" ? "teachers" : "students";
  const asked = search.get(THRESHOLD_PARAM);
  const threshold = asked !== null && THRESHOLDS.some((t) => String(t) === asked);
  return { who, threshold: threshold ? Number(asked) : LOW_THRESHOLD.default };
}

/**
 * Whose attendance and under which threshold the low-attendance list looks, kept in the URL
 * beside the period and the place, so that a link or a reload shows the same list. A choice
 * replaces the current entry of the history rather than adding one: Back leaves the dashboard
 * or goes back up a place, instead of stepping through every threshold tried. The URL's other
 * parameters are kept; a default is left out of it.
 */
export function useLowAttendanceChoice() {
  const [search, setSearch] = useSearchParams();
  const { who, threshold } = lowAttendanceChoiceFromSearch(search);
  const set = useCallback(
    (param: string, value: string, fallback: string) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === fallback) next.delete(param);
          else next.set(param, value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setWho = useCallback((next: Who) => set(WHO_PARAM, next, "students"), [set]);
  const setThreshold = useCallback(
    (next: number) => set(THRESHOLD_PARAM, String(next), String(LOW_THRESHOLD.default)),
    [set],
  );
  return { who, threshold, setWho, setThreshold };
}
