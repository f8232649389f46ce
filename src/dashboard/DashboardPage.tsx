import { Suspense, lazy, useEffect } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useGetIdentity, useNotify, useTranslate } from "react-admin";
import { StatCards, useYearlySummary } from "../common/StatCards";
import { loadingFlag } from "../common/loadingFlag";
import { DetailedReports } from "./DetailedReports";
import { ChartsBoundary } from "./ChartsBoundary";
import { CHART_CARD_HEIGHT } from "./chartSize";
import { useAfterPaint } from "./useAfterPaint";
import { PageTitle } from "../common/PageHeader";
import { PeriodPicker } from "./PeriodPicker";
import { usePeriod } from "./usePeriod";
import { useRegistrationTrend } from "./useRegistrationTrend";

// recharts is heavy: the charts are a chunk of their own, loaded after the dashboard's cards.
const TrendCharts = lazy(() => import("./TrendCharts").then((m) => ({ default: m.TrendCharts })));

/** The height the two charts take, held while their code loads so nothing below them moves. */
const CHARTS_HEIGHT = { xs: 2 * CHART_CARD_HEIGHT + 16 + 24, lg: CHART_CARD_HEIGHT + 24 };

/**
 * The Analytics Dashboard: the year's attendance cards; below them the period picker and the
 * trends of the picked period; the sample reports.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { data, isPending, isFetching, error, refetch } = useYearlySummary();
  // The first fetch only: a refetch in the background never raises the overlay.
  const firstLoad = isPending && isFetching;
  // The charts' chunk is fetched once the cards show their figures (or their error).
  const showCharts = useAfterPaint(!isPending);
  const { kind, period, today, choose } = usePeriod();
  // Asked for with the charts' chunk, not before: the cards' call goes first and alone.
  const registrations = useRegistrationTrend(period, showCharts);

  // The spec's shared loading flag is on while the dashboard fetches its summary.
  useEffect(() => {
    if (!firstLoad) return;
    loadingFlag.set(true);
    return () => loadingFlag.set(false);
  }, [firstLoad]);

  // A failed call shows the server's message; a 401 is the authProvider's (it signs out).
  useEffect(() => {
    if (!error) return;
    const status = (error as { status?: number }).status;
    if (status !== 401) notify(error.message, { type: "error" });
  }, [error, notify]);

  const chartsPlaceholder = (
    <Box
      sx={{
        display: "flex",
        justifyContent: "center",
        alignItems: "center",
        minHeight: CHARTS_HEIGHT,
      }}
    >
      <CircularProgress aria-label={translate("dashboard.charts.loading")} />
    </Box>
  );

  return (
    <Box>
      <PageTitle>{translate("dashboard.title")}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {identity?.fullName
          ? translate("dashboard.welcome_name", { name: identity.fullName })
          : translate("dashboard.welcome")}
      </Typography>
      <StatCards
        summary={data}
        loading={isPending && !error}
        error={error}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
      <PeriodPicker kind={kind} period={period} today={today} choose={choose} />
      <ChartsBoundary
        fallback={
          <Alert severity="warning" sx={{ mb: 3 }}>
            {translate("dashboard.charts.unavailable")}
          </Alert>
        }
      >
        <Suspense fallback={chartsPlaceholder}>
          {showCharts ? <TrendCharts registrations={registrations} /> : chartsPlaceholder}
        </Suspense>
      </ChartsBoundary>
      <DetailedReports />
    </Box>
  );
};
