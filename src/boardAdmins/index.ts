import type { ReactElement } from "react";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";

/** The `board-admins` resource's registration; its screens live at /boards and /create-board. */
export const boardAdmins = {
  icon: AccountBalanceIcon,
  recordRepresentation: "username",
};

/** The screens of Board Management, at the spec's paths. */
export const boardAdminRoutes: ReactElement[] = [];
