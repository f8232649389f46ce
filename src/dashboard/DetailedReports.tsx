import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import AssessmentIcon from "@mui/icons-material/Assessment";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { monthOf, trendBuckets, type Period } from "../../contract/analytics";
import type { Place } from "../../contract/attendanceAnalytics";
import { formatDate } from "../common/formatDate";
import { NearScreenPlaceholder, useNearScreen } from "../common/NearScreen";
import { LoadError } from "../common/LoadError";
import { CsvExportButton } from "./CsvExportButton";
import { useAttendanceTrend } from "./useAttendanceTrend";
import { shareText, useDateWords } from "./words";

/**
 * The heights of the months' table's header and of a month's row, measured in the browser: on a
 * phone its texts take two lines.
 */
const HEADER_HEIGHT = { xs: 61, sm: 37 };
const ROW_HEIGHT = { xs: 73, sm: 33 };

/**
 * The address of the printable report of a period and place. The days are written out (a custom
 * range), so that a report opened tomorrow is still of the days it was asked for.
 */
function reportPath(period: Period, place: Place): string {
  const search = new URLSearchParams({ period: "custom", from: period.from, to: period.to });
  if (place.state_id !== undefined) search.set("state_id", String(place.state_id));
  if (place.city_id !== undefined) search.set("city_id", String(place.city_id));
  return `/dashboard/report?${search}`;
}

/**
 * Detailed Reports: 'Generate Report' opens the printable report of the period; below it, the
 * period's months, newest first, each with its present shares and opening that month's report
 * (its days within the period); 'Export CSV' downloads the months' figures. The spec has both
 * buttons disabled and four sample reports: with the attendance kept per day there are real
 * ones (docs/spec-differences.md).
 */
export const DetailedReports = ({
  period,
  place,
  enabled = true,
  download,
}: {
  period: Period;
  place: Place;
  /** Asked for once the cards have their figures: the cards' call and the period's go first. */
  enabled?: boolean;
  /** Starts the file's download (tests watch it). */
  download?: (url: string, fileName: string) => void;
}) => {
  const translate = useTranslate();
  const { monthInWords } = useDateWords();
  const months = trendBuckets(period, "month").reverse();
  // Below the first screen: the months are asked for and drawn once the card comes near (and the
  // dashboard's cards have painted: `enabled`).
  const [cardRef, shown] = useNearScreen<HTMLElement>(enabled);
  const figures = useAttendanceTrend(period, place, { months: true, enabled: shown });
  const na = translate("app.na");
  const byMonth = new Map(figures.data?.buckets.map((b) => [b.from, b.figures]));
  const share = (from: string, who: "students" | "teachers") => {
    if (!figures.data) return "…";
    return shareText(byMonth.get(from)?.[who].share ?? null, na);
  };
  return (
    <Card ref={cardRef} component="section" aria-labelledby="detailed-reports-title">
      <CardContent>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            flexWrap: "wrap",
            gap: 1,
            mb: 1,
          }}
        >
          <Typography
            variant="h6"
            component="h2"
            id="detailed-reports-title"
            sx={{ fontWeight: 600 }}
          >
            {translate("dashboard.reports.title")}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <CsvExportButton
              resource="attendance-months"
              filter={{ from: period.from, to: period.to, ...place }}
              label="dashboard.reports.export_csv"
              download={download}
            />
            <Button
              variant="contained"
              startIcon={<AssessmentIcon />}
              component={RouterLink}
              to={reportPath(period, place)}
            >
              {translate("dashboard.reports.generate")}
            </Button>
          </Box>
        </Box>
        {!shown ? (
          <NearScreenPlaceholder
            height={{
              xs: HEADER_HEIGHT.xs + months.length * ROW_HEIGHT.xs,
              sm: HEADER_HEIGHT.sm + months.length * ROW_HEIGHT.sm,
            }}
          />
        ) : (
          <>
            {figures.error ? (
              <LoadError
                title="dashboard.reports.failed"
                error={figures.error}
                onRetry={() => figures.refetch()}
                retrying={figures.isFetching}
              />
            ) : null}
            <TableContainer>
              <Table size="small" aria-labelledby="detailed-reports-title">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate("dashboard.reports.name")}</TableCell>
                    <TableCell>{translate("dashboard.reports.date")}</TableCell>
                    <TableCell align="right">{translate("dashboard.reports.students")}</TableCell>
                    <TableCell align="right">{translate("dashboard.reports.teachers")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {months.map((month) => (
                    <TableRow key={month.from}>
                      <TableCell>
                        <Link component={RouterLink} to={reportPath(month, place)}>
                          {translate("dashboard.reports.month_report", {
                            month: monthInWords(monthOf(month.from)),
                          })}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <time dateTime={month.to}>{formatDate(month.to)}</time>
                      </TableCell>
                      <TableCell align="right">{share(month.from, "students")}</TableCell>
                      <TableCell align="right">{share(month.from, "teachers")}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
};
