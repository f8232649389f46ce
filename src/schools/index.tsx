import { lazy } from "react";
import { Route } from "react-router-dom";
import SchoolIcon from "@mui/icons-material/School";

// Each a chunk of its own, loaded when its route is first shown: the list is the screen most
// visits open, without the form's uploads and map or the profile's audit history.
const SchoolList = lazy(() => import("./SchoolList").then((m) => ({ default: m.SchoolList })));
const SchoolForm = lazy(() => import("./screens").then((m) => ({ default: m.SchoolForm })));
const SchoolProfile = lazy(() => import("./screens").then((m) => ({ default: m.SchoolProfile })));

/** The `schools` resource's registration; its screens live at the spec's /school paths. */
export const schools = {
  icon: SchoolIcon,
  recordRepresentation: "school_name",
};

/**
 * The screens of School Management, at the spec's paths. /school/:action/:id is the form
 * (id "new" adds, /school/edit/:id edits); /school/profile/:id outranks it as a static segment.
 */
export const schoolRoutes = [
  <Route key="/school" path="/school" element={<SchoolList />} />,
  <Route key="/school/add/new" path="/school/add/new" element={<SchoolForm />} />,
  <Route key="/school/profile/:id" path="/school/profile/:id" element={<SchoolProfile />} />,
  <Route key="/school/:action/:id" path="/school/:action/:id" element={<SchoolForm />} />,
];
