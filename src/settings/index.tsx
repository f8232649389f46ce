import type { ComponentType, ReactElement } from "react";
import { Route } from "react-router-dom";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import SecurityIcon from "@mui/icons-material/Security";
import NotificationsActiveIcon from "@mui/icons-material/NotificationsActive";
import BackupIcon from "@mui/icons-material/Backup";
import ApiIcon from "@mui/icons-material/Api";
import StorageIcon from "@mui/icons-material/Storage";
import ScienceIcon from "@mui/icons-material/Science";
import { lazyScreen } from "../common/ScreenLoader";
import { screenLoaders } from "../screens";

const page = (name: keyof Awaited<ReturnType<typeof screenLoaders.settings>>) =>
  lazyScreen(screenLoaders.settings, name);

export interface SettingsScreen {
  /** The spec's path. */
  path: string;
  /** Catalogue key of its entry in the user menu. */
  label: string;
  icon: ReactElement;
  page: ComponentType;
}

/**
 * The placeholder and mock screens (no server calls), defined once: their routes and their
 * entries in the user menu (the spec gives them routes but no entry point; the three sidebar
 * entries stay as the spec has them) both come from this list.
 */
export const settingsScreens: SettingsScreen[] = [
  {
    path: "/ticket-management",
    label: "settings.menu.ticket_management",
    icon: <ConfirmationNumberIcon fontSize="small" />,
    page: page("TicketManagementPage"),
  },
  {
    path: "/user-roles",
    label: "settings.menu.user_roles",
    icon: <AdminPanelSettingsIcon fontSize="small" />,
    page: page("UserRolesPage"),
  },
  {
    path: "/security-privacy",
    label: "settings.menu.security_privacy",
    icon: <SecurityIcon fontSize="small" />,
    page: page("SecurityPrivacyPage"),
  },
  {
    path: "/notifications",
    label: "settings.menu.notifications",
    icon: <NotificationsActiveIcon fontSize="small" />,
    page: page("NotificationsPage"),
  },
  {
    path: "/data-backup",
    label: "settings.menu.data_backup",
    icon: <BackupIcon fontSize="small" />,
    page: page("DataBackupPage"),
  },
  {
    path: "/advanced-settings",
    label: "settings.menu.advanced_settings",
    icon: <ApiIcon fontSize="small" />,
    page: page("AdvancedSettingsPage"),
  },
  {
    path: "/data-optimization",
    label: "settings.menu.data_optimization",
    icon: <StorageIcon fontSize="small" />,
    page: page("DataOptimizationPage"),
  },
  {
    path: "/beta-features",
    label: "settings.menu.beta_features",
    icon: <ScienceIcon fontSize="small" />,
    page: page("BetaFeaturesPage"),
  },
];

/** The user menu's entries. */
export const settingsMenuItems = settingsScreens;

export const settingsRoutes = settingsScreens.map(({ path, page: Page }) => (
  <Route key={path} path={path} element={<Page />} />
));
