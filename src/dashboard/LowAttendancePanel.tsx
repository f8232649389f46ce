import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { DataTable, useDataProvider, useTranslate } from "react-admin";
import type { LowAttendanceSchool } from "../../contract/attendanceAnalytics";
import { formatCount } from "../common/formatCount";
import { useNearScreen } from "../common/NearScreen";
import { numberCell } from "../common/ListTable";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { RankedListPanel, type RankedPanelProps } from "./rankedListParts";
import { shareText } from "./words";
import { THRESHOLDS, useLowAttendanceChoice, type Who } from "./useLowAttendanceChoice";
import { usePlace } from "./usePlace";
import { useRankedList, type SchoolRow } from "./useRankedList";

/**
 * The room the list takes under its heading (its total, a page of schools and the pagination), measured in the
 * browser on a phone (names on two lines) and from a tablet up.
 */
const HELD_HEIGHT = { xs: 722, sm: 662 };

const Column = DataTable.Col<SchoolRow<LowAttendanceSchool>>;

/** Students or teachers, and the threshold in 5% steps: the list's two choices. */
const Choices = ({
  who,
  threshold,
  setWho,
  setThreshold,
}: ReturnType<typeof useLowAttendanceChoice>) => {
  const translate = useTranslate();
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={who}
        // Choosing the one already chosen gives null: it stays chosen.
        onChange={(_, next: Who | null) => next && setWho(next)}
        aria-label={translate("dashboard.lists.low_attendance.who")}
      >
        <ToggleButton value="students">
          {translate("dashboard.lists.low_attendance.students")}
        </ToggleButton>
        <ToggleButton value="teachers">
          {translate("dashboard.lists.low_attendance.teachers")}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        id="low-attendance-threshold"
        label={translate("dashboard.lists.low_attendance.threshold")}
        value={threshold}
        onChange={(event) => setThreshold(Number(event.target.value))}
        sx={{ width: 160, bgcolor: "background.paper" }}
      >
        {THRESHOLDS.map((value) => (
          <MenuItem key={value} value={value}>
            {`${value}%`}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};

/**
 * Low attendance: the schools of the dashboard's place whose students' (or teachers') present
 * share stayed under the threshold on most working days of the period, ranked by the server, a
 * page at a time. Whose share and the threshold are kept in the URL (useLowAttendanceChoice).
 */
export const LowAttendancePanel = ({ period, enabled = true, perPage }: RankedPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const { place } = usePlace();
  // Below the first screen: the list is asked for and drawn once its card comes near (and the
  // dashboard's cards have painted: `enabled`).
  const [cardRef, near] = useNearScreen<HTMLElement>(enabled);
  const choice = useLowAttendanceChoice();
  const { who, threshold } = choice;
  const ranked = useRankedList({
    key: ["low-attendance", period.from, period.to, place.state_id, place.city_id, who, threshold],
    // The answer keeps the choice it was asked with: while the next choice's is on its way, the
    // sentence still says whose share and which threshold the total on screen counts.
    fetchPage: async (page, signal) => ({
      ...(await dataProvider.getLowAttendance(period, place, { ...page, who, threshold }, signal)),
      who,
      threshold,
    }),
    enabled: near,
    perPage,
  });

  return (
    <RankedListPanel
      id="low-attendance"
      cardRef={cardRef}
      held={!near}
      heldHeight={HELD_HEIGHT}
      title={translate("dashboard.lists.low_attendance.title")}
      controls={<Choices {...choice} />}
      ranked={ranked}
      failed="dashboard.lists.low_attendance.failed"
      totalText={(answer) =>
        translate(`dashboard.lists.low_attendance.total_${answer.who}`, {
          count: formatCount(answer.total),
          smart_count: answer.total,
          threshold: answer.threshold,
        })
      }
      emptyText={(answer) =>
        translate(`dashboard.lists.low_attendance.empty_${answer.who}`, {
          threshold: answer.threshold,
        })
      }
      resource="analytics-low-attendance"
      tableLabel="dashboard.lists.low_attendance.table"
      columns={2}
      minWidth={800}
    >
      <Column
        source="days_under"
        label={translate("dashboard.lists.low_attendance.days_under")}
        disableSort
        align="right"
        sx={{ ...numberCell, width: 210 }}
        // Read under its header: "12 / 20", days under the threshold of the working days.
        render={(row) => `${formatCount(row.days_under)} / ${formatCount(row.working_days)}`}
      />
      <Column
        source="share"
        label={translate("dashboard.lists.low_attendance.share")}
        disableSort
        align="right"
        sx={{ ...numberCell, width: 140 }}
        render={(row) => shareText(row.share, translate("app.na"))}
      />
    </RankedListPanel>
  );
};
