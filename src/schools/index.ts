import { createElement, type ReactElement } from "react";
import { Route } from "react-router-dom";
import SchoolIcon from "@mui/icons-material/School";
import { SchoolList } from "./SchoolList";

/** The `schools` resource's registration; its screens live at the spec's /school paths. */
export const schools = {
  icon: SchoolIcon,
  recordRepresentation: "school_name",
};

/** The screens of School Management, at the spec's paths. */
export const schoolRoutes: ReactElement[] = [
  createElement(Route, { key: "school-list", path: "/school", element: createElement(SchoolList) }),
];
