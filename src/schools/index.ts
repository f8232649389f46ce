import { createElement, type ComponentType, type ReactElement } from "react";
import { Route } from "react-router-dom";
import SchoolIcon from "@mui/icons-material/School";
import { lazyScreen } from "../common/ScreenLoader";
import { screenLoaders } from "../screens";

const SchoolList = lazyScreen(screenLoaders.schools, "SchoolList");
const SchoolProfile = lazyScreen(screenLoaders.schoolPages, "SchoolProfile");
const SchoolForm = lazyScreen(screenLoaders.schoolPages, "SchoolForm");

/** The `schools` resource's registration; its screens live at the spec's /school paths. */
export const schools = {
  icon: SchoolIcon,
  recordRepresentation: "school_name",
};

const route = (path: string, element: ComponentType) =>
  createElement(Route, { key: path, path, element: createElement(element) });

/**
 * The screens of School Management, at the spec's paths. /school/:action/:id is the form
 * (id "new" adds, /school/edit/:id edits); /school/profile/:id outranks it as a static segment.
 */
export const schoolRoutes: ReactElement[] = [
  route("/school", SchoolList),
  route("/school/add/new", SchoolForm),
  route("/school/profile/:id", SchoolProfile),
  route("/school/:action/:id", SchoolForm),
];
