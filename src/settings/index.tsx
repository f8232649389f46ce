import { Route } from "react-router-dom";
import { TicketManagementPage } from "./TicketManagementPage";
import { UserRolesPage } from "./UserRolesPage";
import { SecurityPrivacyPage } from "./SecurityPrivacyPage";
import { NotificationsPage } from "./NotificationsPage";
import { DataBackupPage } from "./DataBackupPage";
import { AdvancedSettingsPage } from "./AdvancedSettingsPage";
import { DataOptimizationPage } from "./DataOptimizationPage";
import { BetaFeaturesPage } from "./BetaFeaturesPage";

/** The placeholder and mock screens (no server calls), at the spec's paths. */
export const settingsRoutes = [
  <Route key="ticket-management" path="/ticket-management" element={<TicketManagementPage />} />,
  <Route key="user-roles" path="/user-roles" element={<UserRolesPage />} />,
  <Route key="security-privacy" path="/security-privacy" element={<SecurityPrivacyPage />} />,
  <Route key="notifications" path="/notifications" element={<NotificationsPage />} />,
  <Route key="data-backup" path="/data-backup" element={<DataBackupPage />} />,
  <Route key="advanced-settings" path="/advanced-settings" element={<AdvancedSettingsPage />} />,
  <Route key="data-optimization" path="/data-optimization" element={<DataOptimizationPage />} />,
  <Route key="beta-features" path="/beta-features" element={<BetaFeaturesPage />} />,
];
