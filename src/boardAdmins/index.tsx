import { lazy } from "react";
import { Route } from "react-router-dom";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";

// Board Management's screens: one chunk, loaded when one of its routes is first shown.
const BoardAdminList = lazy(() => import("./screens").then((m) => ({ default: m.BoardAdminList })));
const BoardAdminCreate = lazy(() =>
  import("./screens").then((m) => ({ default: m.BoardAdminCreate })),
);

/** The `board-admins` resource's registration; its screens live at /boards and /create-board. */
export const boardAdmins = {
  icon: AccountBalanceIcon,
  recordRepresentation: "username",
};

/** The screens of Board Management, at the spec's paths. */
export const boardAdminRoutes = [
  <Route key="/boards" path="/boards" element={<BoardAdminList />} />,
  <Route key="/create-board" path="/create-board" element={<BoardAdminCreate />} />,
];
