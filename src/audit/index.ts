import { createElement, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { lazyScreen } from "../common/ScreenLoader";
import { screenLoaders } from "../screens";

const AuditLog = lazyScreen(screenLoaders.audit, "AuditLog");

/** The Audit Log's screen, Rollcall's addition to the spec's routes. */
export const auditRoutes: ReactElement[] = [
  createElement(Route, { key: "/audit-log", path: "/audit-log", element: createElement(AuditLog) }),
];
