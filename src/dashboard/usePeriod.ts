import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  DEFAULT_PERIOD_PRESET,
  PERIOD_PRESETS,
  indiaDay,
  isDay,
  periodErrors,
  presetPeriod,
  type Day,
  type Period,
  type PeriodKind,
  type PeriodPreset,
} from "../../contract/analytics";

/** The picked period: which choice, and the days it stands for today. */
export interface ChosenPeriod {
  kind: PeriodKind;
  period: Period;
}

const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The period a dashboard URL names (`?period=month`, `?period=custom&from=…&to=…`) on `today`.
 * Anything else (no period, an unknown one, a custom range with a date that is no day, out of
 * order, too long or ending after today) is the default, this month: a link that went stale or
 * was mistyped still opens the dashboard.
 */
export function periodFromSearch(search: URLSearchParams, today: Day): ChosenPeriod {
  const kind = search.get("period");
  if (isPreset(kind)) return { kind, period: presetPeriod(kind, today) };
  if (kind === "custom") {
    const period = { from: search.get("from") ?? "", to: search.get("to") ?? "" };
    if (isDay(period.from) && isDay(period.to) && !periodErrors(period, today).to) {
      return { kind, period };
    }
  }
  return { kind: DEFAULT_PERIOD_PRESET, period: presetPeriod(DEFAULT_PERIOD_PRESET, today) };
}

/** The URL's parameters of a choice: a preset by its name, a custom range with its days. */
function searchOf(kind: PeriodKind, period: Period): Record<string, string> {
  return kind === "custom" ? { period: kind, from: period.from, to: period.to } : { period: kind };
}

/**
 * The dashboard's period, kept in the URL so that it survives a reload, can be bookmarked and
 * follows the back button. `choose` pushes a new entry of the history; `{ replace: true }` edits
 * the current one (a custom range being typed). The URL's other parameters are kept.
 */
export function usePeriod() {
  const [search, setSearch] = useSearchParams();
  // India's day by the console's clock, read on each render: a dashboard left open past
  // midnight moves to the new day at its next render.
  const today = indiaDay(new Date());
  const chosen = useMemo(() => periodFromSearch(search, today), [search, today]);
  const choose = useCallback(
    (kind: PeriodKind, period: Period, { replace = false } = {}) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of ["period", "from", "to"]) next.delete(key);
          for (const [key, value] of Object.entries(searchOf(kind, period))) next.set(key, value);
          return next;
        },
        { replace },
      ),
    [setSearch],
  );
  return { ...chosen, today, choose };
}
