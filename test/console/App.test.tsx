import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { AuthProvider } from "react-admin";
import { App } from "../../src/App";
import type { RollcallDataProvider } from "../../src/providers/dataProvider";
import type { Period } from "../../contract/analytics";
import type { Place } from "../../contract/attendanceAnalytics";
import { fakeAuthProvider } from "./harness";
import { overviewAnswer } from "./dashboard/overviewAnswer";

/** Every other call of the shell (the bell, lookups) stays on its way. */
function dataProviderWith(methods: Partial<RollcallDataProvider>): RollcallDataProvider {
  return new Proxy(methods, {
    get: (target, name: string) =>
      name in target ? target[name as keyof typeof target] : () => new Promise(() => {}),
  }) as RollcallDataProvider;
}

const authProvider: AuthProvider = {
  ...fakeAuthProvider,
  getIdentity: async () => ({ id: 1, fullName: "Asha Rao" }),
};

describe("the console opened on the dashboard", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("asks for the dashboard's cards of the address's place and period before the dashboard has rendered, and once", async () => {
    window.history.replaceState(
      null,
      "",
      "/dashboard?period=custom&from=2026-06-01&to=2026-06-30&state_id=4",
    );
    const renderedWhenAsked: boolean[] = [];
    const getAttendanceOverview = vi.fn(async (period: Period, place: Place) => {
      renderedWhenAsked.push(document.body.textContent?.includes("Analytics Dashboard") ?? false);
      expect({ period, place }).toEqual({
        period: { from: "2026-06-01", to: "2026-06-30" },
        place: { state_id: 4 },
      });
      return overviewAnswer({
        total_students: 2400,
        present_students: 2100,
        total_teachers: 120,
        present_teachers: 110,
      });
    });
    render(
      <App
        dataProvider={dataProviderWith({ getAttendanceOverview })}
        authProvider={authProvider}
      />,
    );
    expect(await screen.findByText("2,400")).toBeVisible();
    expect(renderedWhenAsked).toEqual([false]);
  });

  it("shows the user's name in the shell's first render, and asks for it once", async () => {
    window.history.replaceState(null, "", "/dashboard");
    const getIdentity = vi.fn(async () => ({ id: 1, fullName: "Asha Rao" }));
    // What the header's avatar and the dashboard's welcome have shown, as they change.
    const shown = { avatar: [] as string[], welcome: [] as string[] };
    const note = (list: string[], text: string | null | undefined) => {
      if (text && list.at(-1) !== text) list.push(text);
    };
    const observer = new MutationObserver(() => {
      note(shown.avatar, document.querySelector(".MuiAvatar-root")?.textContent);
      const welcome = [...document.querySelectorAll("p")].find((p) =>
        p.textContent?.startsWith("Welcome"),
      );
      note(shown.welcome, welcome?.textContent);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(
      <App
        dataProvider={dataProviderWith({})}
        authProvider={{ ...fakeAuthProvider, getIdentity }}
      />,
    );
    expect(await screen.findByText("Welcome, Asha Rao!")).toBeVisible();
    observer.disconnect();
    expect(shown).toEqual({ avatar: ["AR"], welcome: ["Welcome, Asha Rao!"] });
    expect(getIdentity).toHaveBeenCalledTimes(1);
  });
});

describe("the menu", () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, "", "/");
  });

  const summary = {
    total_students: 2400,
    present_students: 2100,
    total_teachers: 120,
    present_teachers: 110,
  };
  const school = {
    school_id: 7,
    school_name: "Sunrise Public School",
    admin_name: "Meera Iyer",
    state_name: "Kerala",
    city_name: "Kochi",
    students: 640,
    admin_approval: true,
    status: true,
  };

  const schoolList = (listShownWhenAsked: boolean[]) =>
    vi.fn(async (resource: string) => {
      listShownWhenAsked.push(
        screen.queryByRole("heading", { name: "School Management" }) !== null,
      );
      return resource === "schools"
        ? { data: [{ id: 7, ...school }], total: 1 }
        : { data: [], total: 0 };
    });

  const renderConsole = (getList: ReturnType<typeof schoolList>) =>
    render(
      <App
        dataProvider={dataProviderWith({
          getList: getList as unknown as RollcallDataProvider["getList"],
          getAttendanceSummary: async () => summary,
        })}
        authProvider={authProvider}
      />,
    );

  it("draws no ripple as a menu entry is pressed (a CSS state shows the press)", async () => {
    window.history.replaceState(null, "", "/dashboard");
    renderConsole(schoolList([]));
    const menu = await screen.findByRole("navigation", { name: "Dashboard" });
    const entry = within(menu).getByRole("link", { name: "School" });
    // A button with ripples mounts them as it is pressed (act lets that render and its
    // effects run); the menu's entries draw none.
    await act(async () => {
      fireEvent.mouseDown(entry);
    });
    expect(entry.querySelector(".MuiTouchRipple-root, .MuiTouchRipple-ripple")).toBeNull();
    fireEvent.mouseUp(entry);
  });
});
