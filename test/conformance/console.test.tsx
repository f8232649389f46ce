import "../console/setup";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DataProvider } from "react-admin";
import { App } from "../../src/App";
import { createAuthProvider } from "../../src/providers/authProvider";
import { createDataProvider, type RollcallDataProvider } from "../../src/providers/dataProvider";
import { fetchHttpClient } from "../../src/providers/httpClient";
import { ADMIN } from "../server/harness";
import { seededServer } from "./server";

/*
 * Proof that the console's dataProvider swaps: the console, mounted as an integrator would mount
 * it, over the stock ra-data-simple-rest pointed at a real Rollcall server's /v1/rest on a
 * loopback port, plus only Rollcall's own methods that react-admin has no verb for (the
 * account, the bell, the attendance summary). Every other method of Rollcall's provider fails,
 * and each test checks that none was called.
 */

/** Rollcall's own methods the console over simple-REST keeps. */
const OWN_METHODS = [
  "getProfile",
  "changePassword",
  "getNotifications",
  "markNotificationsSeen",
  "getAttendanceSummary",
] as const;

describe("the console over ra-data-simple-rest and a real server", () => {
  let server: Awaited<ReturnType<typeof seededServer>>;
  let dataProvider: RollcallDataProvider;
  let authProvider: ReturnType<typeof createAuthProvider>;
  /** The methods outside simple-REST and OWN_METHODS the console called. */
  let unexpected: string[];
  /** The schools' names by id, newest first. */
  let schools: { id: number; name: string }[];

  beforeAll(async () => {
    // jsdom does not scroll; the console's router restores the scroll position on each screen.
    window.scrollTo = () => undefined;
    server = await seededServer();
    const rollcall = createDataProvider(server.base, fetchHttpClient());
    const own = Object.fromEntries(OWN_METHODS.map((name) => [name, rollcall[name]]));
    // Rollcall's other methods are there (the type asks for them) only to fail if called.
    const missing = Object.fromEntries(
      Object.keys(rollcall)
        .filter((name) => !(name in server.simpleRest) && !(name in own))
        .filter((name) => typeof rollcall[name] === "function")
        .map((name) => [
          name,
          () => {
            unexpected.push(name);
            return Promise.reject(new Error(`${name} is not offered over simple-REST`));
          },
        ]),
    );
    dataProvider = {
      ...(missing as object),
      ...own,
      ...(server.simpleRest as DataProvider),
    } as RollcallDataProvider;
    authProvider = createAuthProvider(server.base, fetchHttpClient());
    schools = (
      await server.t.db.query<{ id: number; name: string }>(
        "SELECT school_id AS id, school_name AS name FROM schools ORDER BY school_id DESC",
      )
    ).map((row) => ({ ...row }));
  });
  afterAll(() => server?.close());

  beforeEach(async () => {
    unexpected = [];
    // Signed in through the server, as the sign-in page does (the setup clears the session after each test).
    await authProvider.login(ADMIN);
  });
  afterEach(() => {
    expect(unexpected).toEqual([]);
    window.history.replaceState(null, "", "/");
  });

  const open = (path: string) => {
    window.history.replaceState(null, "", path);
    render(<App dataProvider={dataProvider} authProvider={authProvider} />);
  };
  const table = () => screen.findByRole("table", { name: "Schools" });
  /** The school names the table shows. */
  const shownSchools = async () => {
    const rows = within(await table())
      .getAllByRole("row")
      .slice(1);
    return rows.map((row) => within(row).getAllByRole("link")[0].textContent);
  };

  it("lists the schools, newest first, ten a page, with the total", async () => {
    open("/school");
    await waitFor(async () =>
      expect(await shownSchools()).toEqual(schools.slice(0, 10).map((s) => s.name)),
    );
    expect(screen.getByText("Showing 1 to 10 of 12 entries")).toBeVisible();
  });

  it("searches the schools (the list's q filter)", async () => {
    open("/school");
    await screen.findByText(schools[0].name);
    await userEvent.type(screen.getByPlaceholderText("Search school..."), "zephyrine");
    const found = schools.filter((s) => s.name.includes("Zephyrine")).map((s) => s.name);
    expect(found).toHaveLength(3);
    await waitFor(async () => expect(await shownSchools()).toEqual(found));
  });

  it("filters the schools by verification", async () => {
    const verified = await server.t.db.query<{ name: string }>(
      "SELECT school_name AS name FROM schools WHERE admin_approval ORDER BY school_id DESC",
    );
    open("/school");
    await screen.findByText(schools[0].name);
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Active");
    expect(verified).toHaveLength(4);
    await waitFor(async () => expect(await shownSchools()).toEqual(verified.map((s) => s.name)));
  });

  it("opens a school's profile from the list, with its History", async () => {
    const audited = schools.find((s) => s.id === server.data.history.schoolId)!;
    open("/school");
    await userEvent.click(await screen.findByRole("link", { name: audited.name }));
    expect(await screen.findByRole("heading", { level: 1, name: audited.name })).toBeVisible();
    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findByText(/admin activated/)).toBeVisible();
    expect(within(history).getByText(/admin deactivated/)).toBeVisible();
  });

  it("lists the board administrators, newest first", async () => {
    const admins = await server.t.db.query<{ username: string }>(
      `SELECT a.username FROM board_admins JOIN accounts a USING (account_id)
        ORDER BY account_id DESC LIMIT 10`,
    );
    open("/boards");
    const list = await screen.findByRole("table", { name: "Board administrators" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("row")
          .slice(1)
          // After the row's checkbox and its Sl No.
          .map((row) => within(row).getAllByRole("cell")[2]?.textContent),
      ).toEqual(admins.map((a) => a.username)),
    );
    expect(
      screen.getByText(`Showing 1 to 10 of ${server.data.boardAdmins.length} entries`),
    ).toBeVisible();
  });
  // What changes records comes last: the tests above see the schools as seeded.

  /** A school's state as the server holds it. */
  const stored = async (id: number) =>
    (
      await server.t.db.query<{ admin_approval: boolean; status: boolean }>(
        "SELECT admin_approval, status FROM schools WHERE school_id = $1",
        [id],
      )
    )[0];
  /** The unverified schools on the list's first page, newest first. */
  const unverifiedOnFirstPage = async () => {
    const ids = new Set(
      (
        await server.t.db.query<{ id: number }>(
          "SELECT school_id AS id FROM schools WHERE NOT admin_approval",
        )
      ).map((row) => row.id),
    );
    return schools.slice(0, 10).filter((s) => ids.has(s.id));
  };
  const confirm = async () =>
    userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }),
    );

  it("verifies a school after the confirmation", async () => {
    const [school] = await unverifiedOnFirstPage();
    open("/school");
    await userEvent.click(await screen.findByRole("button", { name: `Verify ${school.name}` }));
    await confirm();
    expect(await screen.findByText("Element updated")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: `Verify ${school.name}` })).toBeNull(),
    );
    expect(await stored(school.id)).toMatchObject({ admin_approval: true });
  });

  it("changes a school's status after the confirmation", async () => {
    const school = schools[1];
    const before = await stored(school.id);
    const shown = before.status ? "Active" : "Pending";
    const after = before.status ? "Pending" : "Active";
    open("/school");
    await userEvent.click(
      await screen.findByRole("button", { name: `${school.name} is ${shown}: change the status` }),
    );
    await confirm();
    expect(
      await screen.findByRole("button", { name: `${school.name} is ${after}: change the status` }),
    ).toBeVisible();
    expect(await stored(school.id)).toMatchObject({ status: !before.status });
  });

  it("verifies the selected schools in bulk", async () => {
    const chosen = (await unverifiedOnFirstPage()).slice(0, 2);
    expect(chosen).toHaveLength(2);
    open("/school");
    const rows = within(await table()).getAllByRole("row");
    for (const school of chosen) {
      const row = rows.find((r) => within(r).queryByRole("link", { name: school.name }))!;
      await userEvent.click(within(row).getByRole("checkbox", { name: "Select this row" }));
    }
    await userEvent.click(screen.getByRole("button", { name: "Verify selected" }));
    await confirm();
    // ra-data-simple-rest answers only the ids: react-admin's own message counts them.
    expect(await screen.findByText("2 elements updated")).toBeVisible();
    for (const school of chosen) {
      expect(await stored(school.id)).toMatchObject({ admin_approval: true });
    }
  });

  it("changes a board administrator's status after the confirmation", async () => {
    const [admin] = await server.t.db.query<{ id: number; username: string; status: boolean }>(
      `SELECT account_id AS id, a.username, a.status FROM board_admins JOIN accounts a USING (account_id)
        ORDER BY account_id DESC LIMIT 1`,
    );
    const shown = admin.status ? "Active" : "Inactive";
    const after = admin.status ? "Inactive" : "Active";
    open("/boards");
    await userEvent.click(
      await screen.findByRole("button", {
        name: `Change the status of ${admin.username} (now ${shown})`,
      }),
    );
    await confirm();
    expect(
      await screen.findByRole("button", {
        name: `Change the status of ${admin.username} (now ${after})`,
      }),
    ).toBeVisible();
    const [stored] = await server.t.db.query<{ status: boolean }>(
      "SELECT status FROM accounts WHERE account_id = $1",
      [admin.id],
    );
    expect(stored.status).toBe(!admin.status);
  });
});
