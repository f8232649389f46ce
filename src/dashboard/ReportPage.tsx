import { Suspense, lazy } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import PrintIcon from "@mui/icons-material/Print";
import { useTranslate } from "react-admin";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { StatCards } from "../common/StatCards";
import { PrintedBlock, printTitled } from "../common/LightWhilePrinting";
import { AllNearScreen } from "../common/NearScreen";
import { ChartsPlaceholder } from "./ChartsPlaceholder";
import { PageTitle } from "../common/PageHeader";
import { formatDate } from "../common/formatDate";
import { usePeriod } from "./usePeriod";
import { usePlace } from "./usePlace";
import { ReportBreakdowns } from "./Breakdowns";
import { LowAttendancePanel } from "./LowAttendancePanel";
import { NotReportingPanel } from "./NotReportingPanel";
import { usePlaceName } from "./PlaceBreadcrumb";
import { useAttendanceCards } from "./AttendanceCards";
import { useAttendanceTrend } from "./useAttendanceTrend";
import { useRegistrationTrend } from "./useRegistrationTrend";
import { useDateWords } from "./words";

const TrendCharts = lazy(() => import("./TrendCharts").then((m) => ({ default: m.TrendCharts })));

const REPORT_ID = "attendance-report";

/** The rows of each ranked list a report shows: its first 50. */
const REPORT_LIST_ROWS = 50;

/**
 * The printable report of a period and place (`/dashboard/report?period=custom&from=…&to=…`,
 * with the dashboard's place): the cards, the charts, the breakdowns and the two lists' first
 * rows, one below the other, printed as the school profile prints (only the report, in the light
 * theme). A page of its own rather than a print style of the dashboard: the dashboard's panels
 * page and narrow as they are used; a report holds still, whole, on paper.
 */
export const ReportPage = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const { kind, period, today } = usePeriod();
  const { place } = usePlace();
  const placeName = usePlaceName(place);
  const { dayInWords } = useDateWords();
  const cards = useAttendanceCards(kind, period, place, today);
  const registrations = useRegistrationTrend(period);
  const attendance = useAttendanceTrend(period, place);
  const back = `/dashboard?${search}`;
  return (
    <Box>
      <Box className="no-print" sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
          {translate("dashboard.report.back")}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          // A double click's second click would open the print dialog again once it closes.
          onClick={(event) => {
            if (event.detail < 2) printTitled(`attendance_report_${period.from}_${period.to}`);
          }}
        >
          {translate("dashboard.report.print")}
        </Button>
      </Box>
      <PrintedBlock id={REPORT_ID}>
        <PageTitle>{translate("dashboard.report.title")}</PageTitle>
        <Typography color="text.secondary">
          {translate("dashboard.report.period", {
            place: placeName,
            from: dayInWords(period.from),
            to: dayInWords(period.to),
          })}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {translate("dashboard.report.generated", { date: formatDate(new Date()) })}
        </Typography>
        <StatCards {...cards} />
        {/* The registration and attendance trends: the payments' sample is left out. */}
        <Suspense fallback={<ChartsPlaceholder charts={2} />}>
          <TrendCharts registrations={registrations} attendance={attendance} sample={false} />
        </Suspense>
        {/* Whole at once, as paper has it: no panel waits to be scrolled to. */}
        <AllNearScreen>
          <ReportBreakdowns period={period} place={place} />
          <NotReportingPanel period={period} perPage={REPORT_LIST_ROWS} />
          <LowAttendancePanel period={period} perPage={REPORT_LIST_ROWS} />
        </AllNearScreen>
      </PrintedBlock>
    </Box>
  );
};
