import { lazy } from "react";
import { Route } from "react-router-dom";

// A chunk of its own, loaded when the route is first shown (or while the user signs in).
const DashboardPage = lazy(() =>
  import("./DashboardPage").then((m) => ({ default: m.DashboardPage })),
);

const ReportPage = lazy(() => import("./ReportPage").then((m) => ({ default: m.ReportPage })));

export const dashboardRoutes = [
  <Route key="/dashboard" path="/dashboard" element={<DashboardPage />} />,
  <Route key="/dashboard/report" path="/dashboard/report" element={<ReportPage />} />,
];
