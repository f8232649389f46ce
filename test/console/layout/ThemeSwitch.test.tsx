import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useTheme } from "@mui/material/styles";
import { AdminContext, localStorageStore } from "react-admin";
import type { Notifications } from "../../../contract/notifications";
import { Header } from "../../../src/layout/Header";
import { ShellSidebarProvider } from "../../../src/layout/ShellSidebar";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { createQueryClient } from "../../../src/providers/queryClient";
import { darkTheme, lightTheme } from "../../../src/theme";
import { fakeApi, fakeAuthProvider } from "../harness";

const nothingNew: Notifications = {
  pending_verification: 0,
  schools_registered: { count: 0, latest_at: null },
  board_admins_created: { count: 0, latest_at: null },
  unread: 0,
  seen_at: null,
};

/**
 * The browser's media queries: a phone's width (MUI's `down("sm")`, a max-width query) or not,
 * and the system's light or dark setting.
 */
function mockMedia({ phone, systemDark }: { phone: boolean; systemDark: boolean }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("prefers-color-scheme: dark")
      ? systemDark
      : query.includes("max-width")
        ? phone
        : !phone,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** The mode of the theme the console's components are drawn in. */
const Mode = () => <output data-testid="mode">{useTheme().palette.mode}</output>;

/** The console's header in react-admin's context, with the console's store and both themes. */
function renderHeader() {
  const { dataProvider } = fakeApi({
    "GET /v1/super-admin/notifications": { data: nothingNew },
  });
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient()}
      store={localStorageStore()}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <ShellSidebarProvider>
        <Header />
      </ShellSidebarProvider>
      <Mode />
    </AdminContext>,
  );
}

const mode = () => screen.getByTestId("mode").textContent;
/** What react-admin's store keeps under `theme` in this browser. */
const stored = () => localStorageStore().getItem("theme");

const openUserMenu = async () => {
  await userEvent.click(screen.getByRole("button", { name: /open the user menu/ }));
  return screen.findByRole("menu");
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("The theme choice", () => {
  it("is react-admin's theme button in the header on a desktop, and stays after a reload", async () => {
    mockMedia({ phone: false, systemDark: false });
    const { unmount } = renderHeader();
    expect(mode()).toBe("light");
    await userEvent.click(await screen.findByRole("button", { name: "Toggle light/dark mode" }));
    await waitFor(() => expect(mode()).toBe("dark"));
    expect(stored()).toBe("dark");
    // Not offered twice: the user menu has no theme item beside the header's button.
    const menu = await openUserMenu();
    expect(within(menu).queryByRole("menuitemcheckbox")).toBeNull();
    unmount();

    renderHeader();
    expect(mode()).toBe("dark");
  });

  it("is a 'Dark mode' item of the user menu on a phone, whose header has no room for it", async () => {
    mockMedia({ phone: true, systemDark: false });
    const { unmount } = renderHeader();
    const menu = await openUserMenu();
    // By now the desktop's button would have loaded (it is a lazy chunk): it is not there.
    expect(
      screen.queryByRole("button", { name: "Toggle light/dark mode", hidden: true }),
    ).toBeNull();
    const item = within(menu).getByRole("menuitemcheckbox", { name: "Dark mode" });
    expect(item).toHaveAttribute("aria-checked", "false");
    await userEvent.click(item);
    await waitFor(() => expect(mode()).toBe("dark"));
    expect(item).toHaveAttribute("aria-checked", "true");
    expect(stored()).toBe("dark");
    unmount();

    renderHeader();
    expect(mode()).toBe("dark");
    const again = await openUserMenu();
    await userEvent.click(within(again).getByRole("menuitemcheckbox", { name: "Dark mode" }));
    await waitFor(() => expect(mode()).toBe("light"));
    expect(stored()).toBe("light");
  });

  it("follows the system's dark setting until the user picks", async () => {
    mockMedia({ phone: false, systemDark: true });
    renderHeader();
    expect(mode()).toBe("dark");
    expect(stored()).toBeUndefined();
    await userEvent.click(await screen.findByRole("button", { name: "Toggle light/dark mode" }));
    await waitFor(() => expect(mode()).toBe("light"));
    expect(stored()).toBe("light");
  });
});
