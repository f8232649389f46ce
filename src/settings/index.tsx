import { lazy } from "react";
import { Route } from "react-router-dom";

type Page = keyof typeof import("./screens");

// The settings screens: one chunk, loaded when one of their routes is first shown.
const page = (name: Page) => lazy(() => import("./screens").then((m) => ({ default: m[name] })));

const PAGES: Record<string, Page> = {
  "/ticket-management": "TicketManagementPage",
  "/user-roles": "UserRolesPage",
  "/security-privacy": "SecurityPrivacyPage",
  "/notifications": "NotificationsPage",
  "/data-backup": "DataBackupPage",
  "/advanced-settings": "AdvancedSettingsPage",
  "/data-optimization": "DataOptimizationPage",
  "/beta-features": "BetaFeaturesPage",
  // Rollcall's own (issue 32), after the spec's: the holiday calendar, a real screen.
  "/settings/holidays": "HolidaysPage",
};

/** The placeholder and mock screens at the spec's paths, and the holidays (menu: settingsMenu.tsx). */
export const settingsRoutes = Object.entries(PAGES).map(([path, name]) => {
  const Page = page(name);
  return <Route key={path} path={path} element={<Page />} />;
});
