import { useState, type ReactNode, type Ref } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import SchoolIcon from "@mui/icons-material/School";
import { useTranslate } from "react-admin";
import type { Period } from "../../contract/analytics";
import type { Breakdown, BreakdownRow, Place } from "../../contract/attendanceAnalytics";
import { NearScreenPlaceholder, useNearScreen } from "../common/NearScreen";
import { BreakdownsTable } from "./BreakdownsTable";
import { CsvExportButton } from "./CsvExportButton";
import { PlaceBreadcrumb, usePlaceNames, type PlaceNames } from "./PlaceBreadcrumb";
import { useBreakdown, type BreakdownOrder } from "./useBreakdown";
import { usePlace } from "./usePlace";
import { useDateWords } from "./words";

/** The school list filtered to a place (its filters' own URL, as react-admin writes it). */
const schoolListPath = (place: Place) =>
  `/school?filter=${encodeURIComponent(JSON.stringify(place))}`;

const DEFAULT_ORDER: BreakdownOrder = { sort: "name", order: "ASC" };

const BREAKDOWN_TABS = ["place", "main_board", "type"] as const;

/**
 * The room the table of the country's 36 states takes (its caption, header and rows), measured
 * in the browser on a phone and from a tablet up: held while the rows are on their way.
 */
const TABLE_HEIGHT = { xs: 951, sm: 819 };

/**
 * The words of the breakdowns of a place (a state's: `stateId`): each one's name ("By state",
 * "By city" in a state), its name column's header, the place its tables are of (a city's
 * boards and types are its state's), and a row's name as shown (a type in the console's
 * language).
 */
function useBreakdownWords(stateId: number | undefined, names: PlaceNames) {
  const translate = useTranslate();
  const { dayInWords } = useDateWords();
  const tabLabels: Record<Breakdown, string> = {
    place: translate(
      stateId === undefined ? "dashboard.breakdowns.by_state" : "dashboard.breakdowns.by_city",
    ),
    main_board: translate("dashboard.breakdowns.by_main_board"),
    type: translate("dashboard.breakdowns.by_type"),
  };
  const nameLabels: Record<Breakdown, string> = {
    place: translate(`dashboard.breakdowns.columns.${stateId === undefined ? "state" : "city"}`),
    main_board: translate("dashboard.breakdowns.columns.main_board"),
    type: translate("dashboard.breakdowns.columns.type"),
  };
  const tablePlace =
    stateId === undefined ? translate("dashboard.breakdowns.country") : (names.state ?? "");
  const nameOf = (by: Breakdown, row: BreakdownRow) =>
    by === "type" ? translate(`schools.types.${row.id}`, { _: row.name }) : row.name;
  /** A table's text alternative: what it breaks down, where and when. */
  const caption = (by: Breakdown, period: Period) =>
    translate("dashboard.breakdowns.caption", {
      by: tabLabels[by],
      place: tablePlace,
      from: dayInWords(period.from),
      to: dayInWords(period.to),
    });
  return { tabLabels, nameLabels, nameOf, caption };
}

/** The breakdowns' card under its heading, on the dashboard and in the printable report alike. */
const BreakdownsCard = ({
  cardRef,
  children,
}: {
  cardRef?: Ref<HTMLElement>;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card
      ref={cardRef}
      variant="outlined"
      sx={{ mb: 3 }}
      component="section"
      aria-labelledby="breakdowns-title"
    >
      <CardContent>
        <Typography id="breakdowns-title" variant="h6" component="h2" gutterBottom>
          {translate("dashboard.breakdowns.title")}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * One breakdown as BreakdownsTable shows it: sorted by the server in the order its headers
 * choose (by name until one is clicked), in the words of its place. `table` is the table's
 * props but for the drill-down, which only the dashboard has; `order` and `rows` are the ones
 * on screen (the dashboard exports them).
 */
function useSortedBreakdown(
  by: Breakdown,
  period: Period,
  stateId: number | undefined,
  names: PlaceNames,
  enabled = true,
) {
  const [order, setOrder] = useState<BreakdownOrder>(DEFAULT_ORDER);
  const { data: rows, error, refetch } = useBreakdown(by, period, stateId, order, enabled);
  const { tabLabels, nameLabels, nameOf, caption } = useBreakdownWords(stateId, names);
  return {
    tabLabels,
    table: {
      nameLabel: nameLabels[by],
      caption: caption(by, period),
      rows,
      error,
      order,
      onSort: setOrder,
      onRetry: () => refetch(),
      nameOf: (row: BreakdownRow) => nameOf(by, row),
    },
  };
}

/**
 * The three breakdowns of the period (by state, or a state's cities; by main board; by school
 * type), each a table sorted by the server with its own Export CSV; clicking a state or a city
 * narrows the whole dashboard to it (in the URL), the breadcrumb goes back up, and 'View
 * schools' opens the school list filtered to the place.
 *
 * The server breaks the main boards and types down by state at most, so at a city they are its
 * state's, and say so: hiding them would leave a city's dashboard with less to read than its
 * state's, and the state's boards are still the closest figures there are.
 */
export const Breakdowns = ({
  period,
  enabled = true,
  download,
}: {
  period: Period;
  /** Asked for once the cards have their figures: the cards' call and the period's go first. */
  enabled?: boolean;
  /** Starts the file's download (tests watch it). */
  download?: (url: string, fileName: string) => void;
}) => {
  const translate = useTranslate();
  const { place, narrow } = usePlace();
  const names = usePlaceNames(place);
  const [by, setBy] = useState<Breakdown>("place");
  const stateId = place.state_id;
  // Below the first screen: the table is asked for and drawn once the card comes near (and the
  // dashboard's cards have painted: `enabled`).
  const [cardRef, shown] = useNearScreen<HTMLElement>(enabled);
  // One order for the three tabs: the column a user sorted by stays sorted in the next tab.
  const { tabLabels, table } = useSortedBreakdown(by, period, stateId, names, shown);
  const placeName =
    (place.city_id !== undefined ? names.city : names.state) ??
    (stateId === undefined ? translate("dashboard.breakdowns.country") : "");
  const onNarrow =
    by === "place"
      ? (row: BreakdownRow) =>
          narrow(
            stateId === undefined
              ? { state_id: Number(row.id) }
              : { state_id: stateId, city_id: Number(row.id) },
          )
      : undefined;
  const tabId = (tab: Breakdown) => `breakdowns-tab-${tab}`;

  return (
    <BreakdownsCard cardRef={cardRef}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          mb: 1,
        }}
      >
        <PlaceBreadcrumb place={place} names={names} narrow={narrow} />
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button
            component={RouterLink}
            to={schoolListPath(place)}
            variant="outlined"
            startIcon={<SchoolIcon />}
            aria-label={
              placeName
                ? translate("dashboard.breakdowns.view_schools_of", { place: placeName })
                : undefined
            }
          >
            {translate("dashboard.breakdowns.view_schools")}
          </Button>
          <CsvExportButton
            resource="attendance-breakdown"
            filter={{ by, from: period.from, to: period.to, state_id: stateId, ...table.order }}
            label="dashboard.breakdowns.export_csv"
            disabled={table.rows === undefined}
            download={download}
          />
        </Box>
      </Box>
      <Tabs
        value={by}
        onChange={(_, next: Breakdown) => setBy(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate("dashboard.breakdowns.tabs")}
      >
        {BREAKDOWN_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls="breakdowns-panel"
            label={tabLabels[tab]}
          />
        ))}
      </Tabs>
      <Box id="breakdowns-panel" role="tabpanel" aria-labelledby={tabId(by)} sx={{ pt: 2 }}>
        {!shown ? (
          <NearScreenPlaceholder height={TABLE_HEIGHT} />
        ) : (
          // While its rows are on their way the table keeps the placeholder's room: the panels
          // below do not move up into view (and near the screen) only to be pushed down again.
          <Box sx={{ minHeight: table.rows === undefined && !table.error ? TABLE_HEIGHT : 0 }}>
            {place.city_id !== undefined && by !== "place" && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate("dashboard.breakdowns.state_scope", { state: names.state ?? "" })}
              </Alert>
            )}
            <BreakdownsTable
              {...table}
              onNarrow={onNarrow}
              current={
                by === "place" && place.city_id !== undefined ? String(place.city_id) : undefined
              }
            />
          </Box>
        )}
      </Box>
    </BreakdownsCard>
  );
};

/**
 * One breakdown of the printable report: a table under its own heading, sortable as on the
 * dashboard, without the drill-down (a report holds its place) or the export.
 */
const ReportBreakdown = ({
  by,
  period,
  place,
  names,
}: {
  by: Breakdown;
  period: Period;
  place: Place;
  names: PlaceNames;
}) => {
  const { tabLabels, table } = useSortedBreakdown(by, period, place.state_id, names);
  const titleId = `report-breakdown-${by}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2, breakInside: "avoid" }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {tabLabels[by]}
      </Typography>
      <BreakdownsTable {...table} />
    </Box>
  );
};

/** The printable report's breakdowns: the three tables one below the other, of its place. */
export const ReportBreakdowns = ({ period, place }: { period: Period; place: Place }) => {
  const names = usePlaceNames(place);
  return (
    <BreakdownsCard>
      {BREAKDOWN_TABS.map((by) => (
        <ReportBreakdown key={by} by={by} period={period} place={place} names={names} />
      ))}
    </BreakdownsCard>
  );
};
