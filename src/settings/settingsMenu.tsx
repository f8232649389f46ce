import type { ReactElement } from "react";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import SecurityIcon from "@mui/icons-material/Security";
import NotificationsActiveIcon from "@mui/icons-material/NotificationsActive";
import BackupIcon from "@mui/icons-material/Backup";
import ApiIcon from "@mui/icons-material/Api";
import StorageIcon from "@mui/icons-material/Storage";
import ScienceIcon from "@mui/icons-material/Science";
import EventBusyIcon from "@mui/icons-material/EventBusy";

export interface SettingsMenuItem {
  /** The spec's path. */
  path: string;
  /** Catalogue key of its entry in the user menu. */
  label: string;
  icon: ReactElement;
}

/**
 * The placeholder and mock screens (no server calls) in the user menu: the spec gives them
 * routes but no entry point; the three sidebar entries stay as the spec has them. After them,
 * the holiday calendar, which is real. Their routes are in index.tsx.
 */
export const settingsMenuItems: SettingsMenuItem[] = [
  {
    path: "/ticket-management",
    label: "settings.menu.ticket_management",
    icon: <ConfirmationNumberIcon fontSize="small" />,
  },
  {
    path: "/user-roles",
    label: "settings.menu.user_roles",
    icon: <AdminPanelSettingsIcon fontSize="small" />,
  },
  {
    path: "/security-privacy",
    label: "settings.menu.security_privacy",
    icon: <SecurityIcon fontSize="small" />,
  },
  {
    path: "/notifications",
    label: "settings.menu.notifications",
    icon: <NotificationsActiveIcon fontSize="small" />,
  },
  {
    path: "/data-backup",
    label: "settings.menu.data_backup",
    icon: <BackupIcon fontSize="small" />,
  },
  {
    path: "/advanced-settings",
    label: "settings.menu.advanced_settings",
    icon: <ApiIcon fontSize="small" />,
  },
  {
    path: "/data-optimization",
    label: "settings.menu.data_optimization",
    icon: <StorageIcon fontSize="small" />,
  },
  {
    path: "/beta-features",
    label: "settings.menu.beta_features",
    icon: <ScienceIcon fontSize="small" />,
  },
  // Not the spec's: the holiday calendar (issue 32), after its entries.
  {
    path: "/settings/holidays",
    label: "settings.menu.holidays",
    icon: <EventBusyIcon fontSize="small" />,
  },
];
