import { describe, expect, it } from "vitest";
import { isMenuEntryActive } from "../../../src/layout/menuActive";

describe("sidebar highlighting", () => {
  it("lights an entry on its own path and the paths beneath it", () => {
    expect(isMenuEntryActive("/school", "/school")).toBe(true);
    expect(isMenuEntryActive("/school", "/school/profile/5")).toBe(true);
    expect(isMenuEntryActive("/boards", "/boards")).toBe(true);
  });

  it("matches whole segments, so Dashboard is dark on /profile-dashboard", () => {
    expect(isMenuEntryActive("/dashboard", "/profile-dashboard")).toBe(false);
    expect(isMenuEntryActive("/school", "/schools-archive")).toBe(false);
  });

  it("needs an exact match on the two attendance paths", () => {
    expect(isMenuEntryActive("/attendance/staff", "/attendance/staff")).toBe(true);
    expect(isMenuEntryActive("/attendance", "/attendance/staff")).toBe(false);
    expect(isMenuEntryActive("/attendance/students", "/attendance/staff")).toBe(false);
  });
});
