import { lazy } from "react";
import { Route } from "react-router-dom";

// A chunk of its own, loaded when the route is first shown.
const AuditLog = lazy(() => import("./AuditLog").then((m) => ({ default: m.AuditLog })));

/** The Audit Log's screen, Rollcall's addition to the spec's routes. */
export const auditRoutes = [<Route key="/audit-log" path="/audit-log" element={<AuditLog />} />];
