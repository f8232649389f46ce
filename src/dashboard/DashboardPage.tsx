import { lazy, Suspense, useEffect } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useNotify, useTranslate } from "react-admin";
import { StatCards, useYearlySummary } from "../common/StatCards";
import { loadingFlag } from "../common/loadingFlag";
import { DetailedReports } from "./DetailedReports";
import { ChartsBoundary } from "./ChartsBoundary";

// recharts is heavy: the charts load with the dashboard, never with the login page.
const TrendCharts = lazy(() =>
  import("./TrendCharts").then((module) => ({ default: module.TrendCharts })),
);

/** The Analytics Dashboard: the year's attendance cards, the sample trends and reports. */
export const DashboardPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useYearlySummary();

  // The spec's shared loading flag is on while the dashboard fetches its summary.
  useEffect(() => {
    if (!isPending) return;
    loadingFlag.set(true);
    return () => loadingFlag.set(false);
  }, [isPending]);

  // A failed call shows the server's message; a 401 is the authProvider's (it signs out).
  useEffect(() => {
    if (!error) return;
    const status = (error as { status?: number }).status;
    if (status !== 401) notify(error.message, { type: "error" });
  }, [error, notify]);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate("dashboard.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("dashboard.welcome")}
      </Typography>
      <StatCards summary={data} loading={isPending} />
      <ChartsBoundary
        fallback={
          <Alert severity="warning" sx={{ mb: 3 }}>
            {translate("dashboard.charts.unavailable")}
          </Alert>
        }
      >
        <Suspense
          fallback={
            <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
              <CircularProgress aria-label={translate("dashboard.charts.loading")} />
            </Box>
          }
        >
          <TrendCharts />
        </Suspense>
      </ChartsBoundary>
      <DetailedReports />
    </Box>
  );
};
