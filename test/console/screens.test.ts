import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { areaOf } from "../../src/screens";
import { dashboardRoutes } from "../../src/dashboard";
import { schoolRoutes } from "../../src/schools";
import { boardAdminRoutes } from "../../src/boardAdmins";
import { auditRoutes } from "../../src/audit";

/** A real address of a route's path (its parameters filled in). */
const addressOf = (route: ReactElement) =>
  (route.props as { path: string }).path.replace(/:\w+/g, "42");

describe("the area of an address (fetched with the console on a first visit)", () => {
  it("names the area of every screen of the dashboard, schools, boards and audit log", () => {
    const areas = [
      [dashboardRoutes, "dashboard"],
      [schoolRoutes.filter((route) => addressOf(route) === "/school"), "schools"],
      [schoolRoutes.filter((route) => addressOf(route) !== "/school"), "schoolPages"],
      [boardAdminRoutes, "boardAdmins"],
      [auditRoutes, "audit"],
    ] as const;
    for (const [routes, area] of areas) {
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(areaOf(addressOf(route)), addressOf(route)).toBe(area);
    }
    expect(areaOf("/profile-dashboard")).toBe("profile");
  });

  it("names none for the sign-in page or an address of no area", () => {
    expect(areaOf("/")).toBeUndefined();
    expect(areaOf("/no-such-page")).toBeUndefined();
    expect(areaOf("/schooling")).toBeUndefined();
  });
});
