import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AUDIT_ACTIONS, type AuditEvent, type SignInFailureReason } from "../../../contract/audit";
import { auditRoutes } from "../../../src/audit";
import { schoolRoutes } from "../../../src/schools";
import { changeLines, eventSentence } from "../../../src/audit/eventText";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { fakeApi, ScreenHarness, type Call } from "../harness";

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 1,
  occurred_at: "2026-03-15T09:00:00.000Z",
  actor_id: 1,
  actor_username: "admin",
  action: "school.verified",
  target_type: "school",
  target_id: 42,
  target_name: "Delhi Public School, Noida",
  details: {},
  client_ip: "203.0.113.9",
  request_id: "req-1",
  ...overrides,
});

const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);

describe("an audit event in one line", () => {
  it("reads as who did what to which school", () => {
    expect(eventSentence(event(), translate)).toBe("admin verified Delhi Public School, Noida");
  });

  it("names an update's changed fields and files, and a bulk action", () => {
    const updated = event({
      action: "school.updated",
      details: {
        changes: { pincode: { from: "570001", to: "570002" } },
        files_added: ["new.csv"],
        files_removed: ["old.pdf"],
      },
    });
    expect(eventSentence(updated, translate)).toBe(
      "admin updated Delhi Public School, Noida; changed Pincode; added new.csv; removed old.pdf",
    );
    const off = event({ action: "school.status_changed", details: { status: false, bulk: true } });
    expect(eventSentence(off, translate)).toBe(
      "admin deactivated Delhi Public School, Noida; in a bulk action",
    );
  });

  it("names 'system' for a password reset from the command line", () => {
    const reset = event({
      action: "account.password_reset",
      actor_id: null,
      actor_username: "system",
      target_type: "account",
      target_name: "admin",
    });
    expect(eventSentence(reset, translate)).toBe("system reset the password of admin");
  });

  it("reads sign-in events with the username tried and why they failed", () => {
    const signIn = { target_type: null, target_id: null, target_name: null } as const;
    expect(eventSentence(event({ ...signIn, action: "auth.signed_in" }), translate)).toBe(
      "admin signed in",
    );
    expect(
      eventSentence(
        event({ ...signIn, action: "auth.signed_in", details: { two_factor: true } }),
        translate,
      ),
    ).toBe("admin signed in; with a two-factor code");
    expect(
      eventSentence(
        event({
          ...signIn,
          action: "auth.sign_in_failed",
          actor_id: null,
          actor_username: "root",
          details: { reason: "password" },
        }),
        translate,
      ),
    ).toBe("Sign-in failed for root; wrong password or unknown username");
    expect(
      eventSentence(
        event({ ...signIn, action: "auth.sign_in_failed", details: { reason: "code" } }),
        translate,
      ),
    ).toBe("Sign-in failed for admin; wrong two-factor code");
    const because = (reason: SignInFailureReason) =>
      eventSentence(
        event({ ...signIn, action: "auth.sign_in_failed", details: { reason } }),
        translate,
      );
    expect(because("not_allowed")).toBe(
      "Sign-in failed for admin; this account may not use the console",
    );
    expect(because("deactivated")).toBe("Sign-in failed for admin; this account is deactivated");
    expect(because("code_reused")).toBe("Sign-in failed for admin; two-factor code already used");
    expect(because("challenge")).toBe(
      "Sign-in failed for admin; two-factor step expired, already used or from another address",
    );
    expect(eventSentence(event({ ...signIn, action: "auth.signed_out" }), translate)).toBe(
      "admin signed out",
    );
  });

  it("reads two-factor changes, from the profile and from the command line", () => {
    const account = { target_type: "account", target_id: 1, target_name: "admin" } as const;
    expect(
      eventSentence(event({ ...account, action: "account.two_factor_enabled" }), translate),
    ).toBe("admin turned on two-factor sign-in for admin");
    expect(
      eventSentence(event({ ...account, action: "account.two_factor_disabled" }), translate),
    ).toBe("admin turned off two-factor sign-in for admin");
    expect(
      eventSentence(
        event({ ...account, action: "account.two_factor_reset", actor_username: "system" }),
        translate,
      ),
    ).toBe("system reset two-factor sign-in of admin");
  });

  it("says which holiday was added, renamed (from what) or removed", () => {
    const holiday = { target_type: "holiday" as const, target_id: null };
    expect(
      eventSentence(
        event({ ...holiday, action: "holiday.added", target_name: "Republic Day (26/01/2026)" }),
        translate,
      ),
    ).toBe("admin added the holiday Republic Day (26/01/2026)");
    const renamed = event({
      ...holiday,
      action: "holiday.renamed",
      target_name: "Christmas Day (25/12/2026)",
      details: { changes: { name: { from: "Christmas", to: "Christmas Day" } } },
    });
    expect(eventSentence(renamed, translate)).toMatch(
      /^admin renamed the holiday Christmas Day \(25\/12\/2026\); changed Name$/,
    );
    expect(changeLines(renamed, translate)[0]).toBe("Name: Christmas → Christmas Day");
    expect(
      eventSentence(
        event({ ...holiday, action: "holiday.removed", target_name: "Christmas Day (25/12/2026)" }),
        translate,
      ),
    ).toBe("admin removed the holiday Christmas Day (25/12/2026)");
  });

  it("has a label and a readable line for every action, never a catalogue key", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(translate(`audit.actions.${action}`)).not.toContain("audit.");
      for (const status of [true, false]) {
        const line = eventSentence(event({ action, details: { status } }), translate);
        expect(line).not.toMatch(/audit\.|%\{/);
      }
    }
  });
});

describe("Audit Log", () => {
  const api = (total = 4) =>
    fakeApi({
      "GET /v1/super-admin/audit-events": (call: Call) => {
        const action = new URL(call.url, "http://x").searchParams.get("action");
        const rows = [
          event({ id: 3 }),
          event({ id: 2, action: "school.registered" }),
          event({ id: 1, action: "auth.signed_in", target_type: null, target_id: null }),
          event({
            id: 0,
            action: "school_import.done",
            target_type: "school_import",
            target_id: 7,
            target_name: "karnataka.csv",
          }),
        ].filter((e) => !action || e.action === action);
        return { data: rows, total: action ? rows.length : total };
      },
    });
  it("lists events newest first, each in one line, with a school linked to its profile", async () => {
    const { dataProvider } = api();
    render(<ScreenHarness routes={auditRoutes} path="/audit-log" dataProvider={dataProvider} />);
    expect(await screen.findByRole("heading", { name: "Audit Log" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Audit events" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("admin verified Delhi Public School, Noida");
    expect(rows[0]).toHaveTextContent("203.0.113.9");
    expect(within(rows[0]).getByRole("link")).toHaveAttribute("href", "/school/profile/42");
    expect(rows[2]).toHaveTextContent("admin signed in");
    expect(within(rows[2]).queryByRole("link")).toBeNull();
    // An import's event leads to its page, where its error file is downloaded.
    expect(within(rows[3]).getByRole("link")).toHaveAttribute("href", "/school/import/7");
  });

  it("filters by action and by who", async () => {
    const { dataProvider, calls } = api();
    render(<ScreenHarness routes={auditRoutes} path="/audit-log" dataProvider={dataProvider} />);
    await screen.findByRole("table", { name: "Audit events" });
    await userEvent.selectOptions(screen.getByLabelText("Action"), "School registered");
    await waitFor(() =>
      expect(urls(calls).at(-1)!.searchParams.get("action")).toBe("school.registered"),
    );
    await userEvent.type(screen.getByLabelText("Who"), "meera");
    await waitFor(() => expect(urls(calls).at(-1)!.searchParams.get("actor")).toBe("meera"), {
      timeout: 3000,
    });
  });

  it("shows an update's old and new values under its line, which is not cut", async () => {
    const updated = event({
      action: "school.updated",
      details: {
        changes: {
          pincode: { from: "570001", to: "570002" },
          website: { from: null, to: "https://dps.in" },
        },
      },
    });
    const { dataProvider } = fakeApi({
      "GET /v1/super-admin/audit-events": { data: [updated], total: 1 },
    });
    render(<ScreenHarness routes={auditRoutes} path="/audit-log" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table", { name: "Audit events" });
    const [row] = within(table).getAllByRole("row").slice(1);
    const changes = within(row)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(changes).toEqual(["Pincode: 570001 → 570002", "Website: — → https://dps.in"]);
    const line = within(row).getByRole("link", { name: /admin updated Delhi Public School/ });
    const cut = [line, ...row.querySelectorAll("*")].filter(
      (element) => getComputedStyle(element).textOverflow === "ellipsis",
    );
    expect(cut).toEqual([]);
  });

  it("takes the dates as dd/mm/yyyy and says at To that a range ending before it starts is wrong", async () => {
    const { dataProvider, calls } = api();
    render(<ScreenHarness routes={auditRoutes} path="/audit-log" dataProvider={dataProvider} />);
    await screen.findByRole("table", { name: "Audit events" });
    expect(screen.getByLabelText("From")).toHaveAttribute("placeholder", "dd/mm/yyyy");
    await userEvent.type(screen.getByLabelText("From"), "10/03/2026");
    await waitFor(() => expect(urls(calls).at(-1)!.searchParams.get("from")).toBe("2026-03-10"));
    const asked = urls(calls).length;
    await userEvent.type(screen.getByLabelText("To"), "09/03/2026");
    expect(await screen.findByText("To cannot be before From")).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(urls(calls)).toHaveLength(asked);
    await userEvent.clear(screen.getByLabelText("To"));
    await userEvent.type(screen.getByLabelText("To"), "10/03/2026");
    await waitFor(() => expect(urls(calls).at(-1)!.searchParams.get("to")).toBe("2026-03-11"));
    expect(screen.queryByText("To cannot be before From")).toBeNull();
  });

  it("says at the field, once left, that a date is not dd/mm/yyyy, and does not ask for it", async () => {
    const { dataProvider, calls } = api();
    render(<ScreenHarness routes={auditRoutes} path="/audit-log" dataProvider={dataProvider} />);
    await screen.findByRole("table", { name: "Audit events" });
    const asked = urls(calls).length;
    await userEvent.type(screen.getByLabelText("From"), "31/02/2026");
    expect(screen.queryByText("Enter the date as dd/mm/yyyy")).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText("Enter the date as dd/mm/yyyy")).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveAttribute("aria-invalid", "true");
    expect(urls(calls)).toHaveLength(asked);
    await userEvent.clear(screen.getByLabelText("From"));
    await userEvent.type(screen.getByLabelText("From"), "1/3/2026");
    expect(screen.queryByText("Enter the date as dd/mm/yyyy")).toBeNull();
    await waitFor(() => expect(urls(calls).at(-1)!.searchParams.get("from")).toBe("2026-03-01"));
  });

  it("shows a date of the address as dd/mm/yyyy, and each event's time with its date", async () => {
    const filter = encodeURIComponent(JSON.stringify({ from: "2026-03-10" }));
    const { dataProvider } = api();
    render(
      <ScreenHarness
        routes={auditRoutes}
        path={`/audit-log?filter=${filter}`}
        dataProvider={dataProvider}
      />,
    );
    expect(screen.getByLabelText("From")).toHaveValue("10/03/2026");
    const table = await screen.findByRole("table", { name: "Audit events" });
    const [first] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent(/\d{2}\/03\/2026, \d{2}:\d{2}:00/);
  });

  it("names the school of a filter given in the address, not its number", async () => {
    const filter = encodeURIComponent(JSON.stringify({ target_type: "school", target_id: 261 }));
    const { dataProvider } = fakeApi({
      "GET /v1/super-admin/audit-events": { data: [event({ target_id: 261 })], total: 1 },
      "GET /v1/super-admin/school/261": {
        data: { school_id: 261, school_name: "Delhi Public School, Noida", assets: {} },
      },
    });
    render(
      <ScreenHarness
        routes={auditRoutes}
        path={`/audit-log?filter=${filter}`}
        dataProvider={dataProvider}
      />,
    );
    await waitFor(() =>
      expect(screen.getByLabelText("School")).toHaveValue("Delhi Public School, Noida"),
    );
    expect(screen.queryByPlaceholderText("#261")).toBeNull();
  });

  it("says 'more than 10,000' when the server stopped counting", async () => {
    const { dataProvider } = api(10_001);
    render(<ScreenHarness routes={auditRoutes} path="/audit-log" dataProvider={dataProvider} />);
    expect(
      await screen.findByText("Showing 1 to 10 of more than 10,000 entries"),
    ).toBeInTheDocument();
  });
});

describe("a school's History", () => {
  it("lists that school's events on its profile, newest first", async () => {
    const { dataProvider, calls } = fakeApi({
      "GET /v1/super-admin/school/42": {
        data: { school_id: 42, school_name: "Delhi Public School, Noida", assets: {} },
      },
      "GET /v1/super-admin/audit-events": {
        data: [event({ id: 2 }), event({ id: 1, action: "school.registered" })],
        total: 2,
      },
    });
    render(
      <ScreenHarness routes={schoolRoutes} path="/school/profile/42" dataProvider={dataProvider} />,
    );
    expect(await screen.findByRole("heading", { name: "History" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Audit events" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("admin verified Delhi Public School, Noida");
    expect(rows[1]).toHaveTextContent("admin registered Delhi Public School, Noida");
    const query = urls(calls)[0].searchParams;
    expect([query.get("target_type"), query.get("target_id")]).toEqual(["school", "42"]);
  });
});

const urls = (calls: Call[]) =>
  calls.filter((c) => c.url.includes("audit-events")).map((c) => new URL(c.url, "http://x"));
