import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useGetList, useGetMany, useTranslate } from "react-admin";
import type { Place } from "../../contract/attendanceAnalytics";

/** The names of a place's state and city, or undefined while they load (or if one is unknown). */
export interface PlaceNames {
  state?: string;
  city?: string;
}

/**
 * The names of the place the dashboard is narrowed to, read from the lookups the forms read
 * (the same queries, so the school filters and this share a cache): a deep link opened afresh
 * names its place without the breakdown of the level above having been loaded.
 */
export function usePlaceNames(place: Place): PlaceNames {
  // Rollcall's geography is one country's: its states are the first country's, as the state
  // filter of the school list takes them.
  const { data: countries } = useGetList(
    "countries",
    { pagination: { page: 1, perPage: 1 }, sort: { field: "id", order: "ASC" } },
    { enabled: place.state_id !== undefined },
  );
  const country = countries?.[0]?.id;
  const { data: states } = useGetMany(
    "states",
    { ids: place.state_id === undefined ? [] : [place.state_id], meta: { country_id: country } },
    { enabled: place.state_id !== undefined && country !== undefined },
  );
  const { data: cities } = useGetMany(
    "cities",
    { ids: place.city_id === undefined ? [] : [place.city_id], meta: { state_id: place.state_id } },
    { enabled: place.city_id !== undefined },
  );
  return {
    state: place.state_id === undefined ? undefined : (states?.[0]?.name as string | undefined),
    city: place.city_id === undefined ? undefined : (cities?.[0]?.name as string | undefined),
  };
}

/**
 * A place in words, as the cards and the report name it: "India", "Kerala", "Kochi, Kerala".
 * An id stands in for a name still loading (or a place the lookups no longer have).
 */
export function usePlaceName(place: Place): string {
  const translate = useTranslate();
  const names = usePlaceNames(place);
  if (place.state_id === undefined) return translate("dashboard.breakdowns.country");
  const state = names.state ?? `#${place.state_id}`;
  if (place.city_id === undefined) return state;
  return translate("dashboard.report.city", { city: names.city ?? `#${place.city_id}`, state });
}

/**
 * Where the dashboard is narrowed to, "India › Kerala › Kochi": each level above the current
 * one goes back up to it. The current place is the last, not a link.
 */
export const PlaceBreadcrumb = ({
  place,
  names,
  narrow,
}: {
  place: Place;
  names: PlaceNames;
  narrow: (place: Place) => void;
}) => {
  const translate = useTranslate();
  // An id stands in for a name still loading (or a place the lookups no longer have).
  const levels: { label: string; to: Place }[] = [
    { label: translate("dashboard.breakdowns.country"), to: {} },
  ];
  if (place.state_id !== undefined)
    levels.push({
      label: names.state ?? `#${place.state_id}`,
      to: { state_id: place.state_id },
    });
  if (place.state_id !== undefined && place.city_id !== undefined)
    levels.push({
      label: names.city ?? `#${place.city_id}`,
      to: { state_id: place.state_id, city_id: place.city_id },
    });
  return (
    <Breadcrumbs separator="›" aria-label={translate("dashboard.breakdowns.breadcrumb")}>
      {levels.map((level, index) =>
        index === levels.length - 1 ? (
          <Typography key={index} color="text.primary" aria-current="page">
            {level.label}
          </Typography>
        ) : (
          <Link key={index} component="button" type="button" onClick={() => narrow(level.to)}>
            {level.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
};
