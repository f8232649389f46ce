import { Suspense, lazy, useEffect } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useGetIdentity, useNotify, useTranslate } from "react-admin";
import { StatCards } from "../common/StatCards";
import { loadingFlag } from "../common/loadingFlag";
import { DetailedReports } from "./DetailedReports";
import { LowAttendancePanel } from "./LowAttendancePanel";
import { NotReportingPanel } from "./NotReportingPanel";
import { Breakdowns } from "./Breakdowns";
import { ChartsBoundary } from "./ChartsBoundary";
import { ChartsPlaceholder } from "./ChartsPlaceholder";
import { useAfterPaint } from "./useAfterPaint";
import { PageTitle } from "../common/PageHeader";
import { PeriodPicker } from "./PeriodPicker";
import { usePeriod } from "./usePeriod";
import { usePlace } from "./usePlace";
import { useRegistrationTrend } from "./useRegistrationTrend";
import { useAttendanceCards } from "./AttendanceCards";
import { useAttendanceTrend } from "./useAttendanceTrend";

// recharts is heavy: the charts are a chunk of their own, loaded after the dashboard's cards.
const TrendCharts = lazy(() => import("./TrendCharts").then((m) => ({ default: m.TrendCharts })));

/**
 * The Analytics Dashboard: the attendance cards of the place and period; below them the period
 * picker and the trends of the picked period; the period's reports.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { kind, period, today, choose } = usePeriod();
  const { place } = usePlace();
  // The cards, of the place and period.
  const cards = useAttendanceCards(kind, period, place, today);
  const { loading, retrying, error } = cards;
  // The first fetch only: a refetch in the background never raises the overlay.
  const firstLoad = Boolean(loading && retrying);
  // The charts' chunk is fetched once the cards show their figures (or their error).
  const showCharts = useAfterPaint(!loading);
  // The period's two trends go out with the cards' call (just after it), not once the cards
  // have painted: the first screen waits for the three answers, and they come sooner side by
  // side.
  const registrations = useRegistrationTrend(period);
  const attendance = useAttendanceTrend(period, place);

  // The spec's shared loading flag is on while the dashboard fetches its cards' figures.
  useEffect(() => {
    if (!firstLoad) return;
    loadingFlag.set(true);
    return () => loadingFlag.set(false);
  }, [firstLoad]);

  // A failed call shows the server's message; a 401 is the authProvider's (it signs out).
  useEffect(() => {
    if (!error) return;
    const status = (error as { status?: number }).status;
    if (status !== 401) notify((error as Error).message, { type: "error" });
  }, [error, notify]);

  // The spec's two charts and the attendance trend.
  const chartsPlaceholder = <ChartsPlaceholder charts={3} />;

  return (
    <Box>
      <PageTitle>{translate("dashboard.title")}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {identity?.fullName
          ? translate("dashboard.welcome_name", { name: identity.fullName })
          : translate("dashboard.welcome")}
      </Typography>
      <StatCards {...cards} />
      <PeriodPicker kind={kind} period={period} today={today} choose={choose} />
      <ChartsBoundary
        fallback={
          <Alert severity="warning" sx={{ mb: 3 }}>
            {translate("dashboard.charts.unavailable")}
          </Alert>
        }
      >
        <Suspense fallback={chartsPlaceholder}>
          {showCharts ? (
            <TrendCharts registrations={registrations} attendance={attendance} />
          ) : (
            chartsPlaceholder
          )}
        </Suspense>
      </ChartsBoundary>
      <Breakdowns period={period} enabled={showCharts} />
      <NotReportingPanel period={period} enabled={showCharts} />
      <LowAttendancePanel period={period} enabled={showCharts} />
      <DetailedReports period={period} place={place} enabled={showCharts} />
    </Box>
  );
};
