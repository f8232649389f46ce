import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { Place } from "../../contract/attendanceAnalytics";

/** A positive whole id from the URL, or undefined. */
function idOf(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The place a dashboard URL narrows to (`?state_id=4`, `?state_id=4&city_id=9`): the whole
 * country when there is none or it is malformed; a city without its state is ignored, as the
 * server refuses it. Whether the ids exist is the server's to say (a 400 names the field).
 */
export function placeFromSearch(search: URLSearchParams): Place {
  const state_id = idOf(search.get("state_id"));
  if (state_id === undefined) return {};
  const city_id = idOf(search.get("city_id"));
  return city_id === undefined ? { state_id } : { state_id, city_id };
}

/**
 * The place the whole dashboard is narrowed to, kept in the URL beside the period so that a
 * drill-down survives a reload, can be bookmarked and goes back up with the back button.
 * `narrow` pushes a new entry of the history and keeps the URL's other parameters.
 */
export function usePlace() {
  const [search, setSearch] = useSearchParams();
  const stateId = search.get("state_id");
  const cityId = search.get("city_id");
  // Rebuilt only when the place's own parameters change, so hooks keyed on it stay put.
  const place = useMemo(
    () => placeFromSearch(new URLSearchParams({ state_id: stateId ?? "", city_id: cityId ?? "" })),
    [stateId, cityId],
  );
  const narrow = useCallback(
    (next: Place) =>
      setSearch((previous) => {
        const params = new URLSearchParams(previous);
        params.delete("state_id");
        params.delete("city_id");
        if (next.state_id !== undefined) params.set("state_id", String(next.state_id));
        if (next.state_id !== undefined && next.city_id !== undefined)
          params.set("city_id", String(next.city_id));
        return params;
      }),
    [setSearch],
  );
  return { place, narrow };
}
