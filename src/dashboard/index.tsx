import { Route } from "react-router-dom";
import { lazyScreen } from "../common/ScreenLoader";
import { screenLoaders } from "../screens";

const DashboardPage = lazyScreen(screenLoaders.dashboard, "DashboardPage");

export const dashboardRoutes = [
  <Route key="dashboard" path="/dashboard" element={<DashboardPage />} />,
];
