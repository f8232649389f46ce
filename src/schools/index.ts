import type { ReactElement } from "react";
import SchoolIcon from "@mui/icons-material/School";

/** The `schools` resource's registration; its screens live at the spec's /school paths. */
export const schools = {
  icon: SchoolIcon,
  recordRepresentation: "school_name",
};

/** The screens of School Management, at the spec's paths. */
export const schoolRoutes: ReactElement[] = [];
