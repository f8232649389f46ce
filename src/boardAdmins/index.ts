import { createElement, type ReactElement } from "react";
import { Route } from "react-router-dom";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import { lazyScreen } from "../common/ScreenLoader";
import { screenLoaders } from "../screens";

const BoardAdminList = lazyScreen(screenLoaders.boardAdmins, "BoardAdminList");
const BoardAdminCreate = lazyScreen(screenLoaders.boardAdmins, "BoardAdminCreate");

/** The `board-admins` resource's registration; its screens live at /boards and /create-board. */
export const boardAdmins = {
  icon: AccountBalanceIcon,
  recordRepresentation: "username",
};

/** The screens of Board Management, at the spec's paths. */
export const boardAdminRoutes: ReactElement[] = [
  createElement(Route, { key: "boards", path: "/boards", element: createElement(BoardAdminList) }),
  createElement(Route, {
    key: "create-board",
    path: "/create-board",
    element: createElement(BoardAdminCreate),
  }),
];
