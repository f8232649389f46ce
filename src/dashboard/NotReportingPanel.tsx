import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import visuallyHidden from "@mui/utils/visuallyHidden";
import { DataTable, useDataProvider, useTranslate } from "react-admin";
import {
  NOT_REPORTING_MIN_DAYS,
  type NotReporting,
  type NotReportingSchool,
} from "../../contract/attendanceAnalytics";
import { formatCount } from "../common/formatCount";
import { useNearScreen } from "../common/NearScreen";
import { formatDate } from "../common/formatDate";
import { numberCell } from "../common/ListTable";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { RankedListPanel, type RankedPanelProps } from "./rankedListParts";
import { usePlace } from "./usePlace";
import { useRankedList, type SchoolRow } from "./useRankedList";

/**
 * The room the list takes under its heading (its total, the count per state, a page of schools and the pagination), measured in the
 * browser on a phone (names on two lines) and from a tablet up.
 */
const HELD_HEIGHT = { xs: 790, sm: 710 };

const Column = DataTable.Col<SchoolRow<NotReportingSchool>>;

/** The height of the row of states: one line of chips, whatever their number (it scrolls). */
const STATES_HEIGHT = 40;

/**
 * The count per state. Clicking a state narrows the whole dashboard to it (usePlace); once
 * narrowed, the state's count is only shown. One line that scrolls sideways: up to 36 states
 * would otherwise wrap to a height unknown until they arrive, and push the table down. Paper
 * does not scroll: there they wrap onto as many lines as they need.
 */
const StateCounts = ({ states }: { states: NotReporting["by_state"] | undefined }) => {
  const translate = useTranslate();
  const { place, narrow } = usePlace();
  return (
    <>
      <Box id="not-reporting-narrow-hint" sx={visuallyHidden}>
        {translate("dashboard.lists.not_reporting.narrow_hint")}
      </Box>
      <Box
        component="ul"
        aria-label={translate("dashboard.lists.not_reporting.by_state")}
        sx={{
          display: "flex",
          gap: 1,
          alignItems: "center",
          height: STATES_HEIGHT,
          overflowX: "auto",
          listStyle: "none",
          m: 0,
          px: 2,
          py: 0,
          mb: 1,
          "@media print": { flexWrap: "wrap", height: "auto", overflowX: "visible" },
        }}
      >
        {states === undefined
          ? [0, 1, 2].map((i) => (
              <Box component="li" key={i} aria-hidden>
                <Skeleton variant="rounded" width={120} height={32} />
              </Box>
            ))
          : states.map((state) => {
              const label = (
                <>
                  {state.name}{" "}
                  <Box component="strong" sx={numberCell}>
                    {formatCount(state.schools)}
                  </Box>
                </>
              );
              return (
                <Box component="li" key={state.state_id} sx={{ flex: "0 0 auto" }}>
                  {place.state_id === undefined ? (
                    <Chip
                      variant="outlined"
                      label={label}
                      onClick={() => narrow({ state_id: state.state_id })}
                      aria-describedby="not-reporting-narrow-hint"
                    />
                  ) : (
                    <Chip variant="outlined" label={label} />
                  )}
                </Box>
              );
            })}
      </Box>
    </>
  );
};

/**
 * Not reporting: the schools that sent no attendance on 3 or more working days of the period,
 * in the dashboard's place, ranked by the server (most days missing first), a page at a time;
 * the count per state above them.
 */
export const NotReportingPanel = ({ period, enabled = true, perPage }: RankedPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const { place } = usePlace();
  // Below the first screen: the list is asked for and drawn once its card comes near (and the
  // dashboard's cards have painted: `enabled`).
  const [cardRef, near] = useNearScreen<HTMLElement>(enabled);
  const ranked = useRankedList({
    key: ["not-reporting", period.from, period.to, place.state_id, place.city_id],
    fetchPage: (page, signal) => dataProvider.getNotReporting(period, place, page, signal),
    enabled: near,
    perPage,
  });

  return (
    <RankedListPanel
      id="not-reporting"
      cardRef={cardRef}
      held={!near}
      heldHeight={HELD_HEIGHT}
      title={translate("dashboard.lists.not_reporting.title")}
      ranked={ranked}
      failed="dashboard.lists.not_reporting.failed"
      totalText={(answer) =>
        translate("dashboard.lists.not_reporting.total", {
          count: formatCount(answer.total),
          smart_count: answer.total,
          days: NOT_REPORTING_MIN_DAYS,
        })
      }
      emptyText={() => translate("dashboard.lists.not_reporting.empty")}
      resource="analytics-not-reporting"
      tableLabel="dashboard.lists.not_reporting.table"
      columns={3}
      minWidth={930}
      aboveTable={<StateCounts states={ranked.answer?.by_state} />}
    >
      <Column
        source="principal_phone"
        label={translate("dashboard.lists.not_reporting.phone")}
        disableSort
        sx={{ ...numberCell, width: 150 }}
        render={(row) =>
          row.principal_phone ? (
            <MuiLink href={`tel:${row.principal_phone}`} underline="hover">
              {row.principal_phone}
            </MuiLink>
          ) : (
            translate("app.na")
          )
        }
      />
      <Column
        source="days_missing"
        label={translate("dashboard.lists.not_reporting.days_missing")}
        disableSort
        align="right"
        sx={{ ...numberCell, width: 190 }}
        render={(row) => formatCount(row.days_missing)}
      />
      <Column
        source="last_report"
        label={translate("dashboard.lists.not_reporting.last_report")}
        disableSort
        sx={{ ...numberCell, width: 120 }}
        render={(row) =>
          row.last_report
            ? formatDate(row.last_report)
            : translate("dashboard.lists.not_reporting.never")
        }
      />
    </RankedListPanel>
  );
};
