/** The settings screens: one chunk, loaded by the routes in index.tsx. */
export { TicketManagementPage } from "./TicketManagementPage";
export { UserRolesPage } from "./UserRolesPage";
export { SecurityPrivacyPage } from "./SecurityPrivacyPage";
export { NotificationsPage } from "./NotificationsPage";
export { DataBackupPage } from "./DataBackupPage";
export { AdvancedSettingsPage } from "./AdvancedSettingsPage";
export { DataOptimizationPage } from "./DataOptimizationPage";
export { BetaFeaturesPage } from "./BetaFeaturesPage";
export { HolidaysPage } from "./HolidaysPage";
