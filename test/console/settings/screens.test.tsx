import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Admin, CustomRoutes } from "react-admin";
import { MemoryRouter } from "react-router-dom";
import { settingsRoutes } from "../../../src/settings";
import { settingsMenuItems } from "../../../src/settings/settingsMenu";
import { i18nProvider } from "../../../src/providers/i18nProvider";

const HEADINGS: Record<string, string> = {
  "/ticket-management": "Ticket Management",
  "/user-roles": "User Roles & Permissions",
  "/security-privacy": "Security & Privacy",
  "/notifications": "Notifications",
  "/data-backup": "Data Backup",
  "/advanced-settings": "Advanced Settings",
  "/data-optimization": "Data Optimization",
  "/beta-features": "Beta Features",
  "/settings/holidays": "Holidays",
};

describe("Settings and mock screens", () => {
  it("the user menu lists every mock screen", () => {
    expect(settingsMenuItems.map((item) => item.path).sort()).toEqual(Object.keys(HEADINGS).sort());
  });

  it("has a route for every entry of the user menu", () => {
    const paths = settingsRoutes.map((route) => (route.props as { path: string }).path);
    expect(paths.sort()).toEqual(settingsMenuItems.map((item) => item.path).sort());
  });

  it.each(Object.entries(HEADINGS))("%s shows its heading", async (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Admin i18nProvider={i18nProvider} disableTelemetry>
          <CustomRoutes>{settingsRoutes}</CustomRoutes>
        </Admin>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
});
