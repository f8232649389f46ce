import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Admin, CustomRoutes } from "react-admin";
import { MemoryRouter } from "react-router-dom";
import { settingsRoutes } from "../../../src/settings";
import { i18nProvider } from "../../../src/providers/i18nProvider";

describe("Data Backup", () => {
  it("marks its history as samples, and what Back Up Now adds as simulated, with no size", async () => {
    render(
      <MemoryRouter initialEntries={["/data-backup"]}>
        <Admin i18nProvider={i18nProvider} disableTelemetry>
          <CustomRoutes>{settingsRoutes}</CustomRoutes>
        </Admin>
      </MemoryRouter>,
    );
    const history = await screen.findByRole("table", { name: "Backup history" });
    const rows = () => within(history).getAllByRole("row").slice(1);
    expect(rows()).toHaveLength(3);
    // dd/mm/yyyy with the time, in the browser's time zone.
    expect(rows()[0].querySelector("time")).toHaveTextContent(/^\d{2}\/01\/2025, \d{2}:\d{2}$/);
    for (const row of rows()) expect(row).toHaveTextContent("Sample: not a real backup");
    expect(within(history).queryByText("Completed")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Back Up Now" }));
    expect(rows()).toHaveLength(4);
    const [added] = rows();
    expect(added).toHaveTextContent("Simulated: nothing was backed up");
    expect(added).not.toHaveTextContent("GB");
  });
});
