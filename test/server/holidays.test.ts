import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import { createSession } from "../../server/auth/sessions";
import { paths } from "../../contract/api";
import { seedDemoHolidays } from "../../server/db/demo/holidays";

const LIST = paths.holidays;

describeEachDb("holidays", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: t.auth(token), payload: payload as object });
  const add = (payload: unknown) => call("POST", LIST, payload);
  const list = (query = "") => call("GET", `${LIST}${query}`);
  const events = () =>
    t.db.query<{ action: string; target_type: string; target_name: string; details: unknown }>(
      "SELECT action, target_type, target_name, details FROM audit_events WHERE action LIKE 'holiday.%' ORDER BY event_id",
    );

  describe("GET list", () => {
    it("lists the holidays of the current year in day order when no year is given", async () => {
      // The test clock stands in 2026.
      await add({ day: "2026-08-15", name: "Independence Day" });
      await add({ day: "2026-01-26", name: "Republic Day" });
      await add({ day: "2027-01-26", name: "Republic Day" });
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: "Holidays fetched successfully",
        message_key: "api.holidays_fetched",
        resources: {
          data: [
            { day: "2026-01-26", name: "Republic Day" },
            { day: "2026-08-15", name: "Independence Day" },
          ],
        },
      });
    });

    it("lists another year, and a range of days with both ends included", async () => {
      for (const day of ["2026-01-26", "2026-08-15", "2026-10-02", "2027-01-26"])
        await add({ day, name: `Holiday ${day}` });
      const year = (await list("?year=2027")).json().resources.data;
      expect(year.map((h: { day: string }) => h.day)).toEqual(["2027-01-26"]);
      const range = (await list("?from=2026-08-15&to=2026-10-02")).json().resources.data;
      expect(range.map((h: { day: string }) => h.day)).toEqual(["2026-08-15", "2026-10-02"]);
    });

    it("refuses a bad year, half a range, a range out of order and a year with a range", async () => {
      const cases: [string, string, string][] = [
        ["?year=1999", "year", "Year must be a whole number from 2000 to 2100"],
        ["?year=abc", "year", "Year must be a whole number from 2000 to 2100"],
        ["?from=2026-01-01", "to", "A range of days needs both from and to"],
        ["?from=2026-02-01&to=2026-01-01", "to", "To cannot be before From"],
        ["?from=2026-02-30&to=2026-03-01", "from", "Enter a date of the years 2000 to 2100"],
        [
          "?year=2026&from=2026-01-01&to=2026-02-01",
          "year",
          "Give a year or a range of days (from and to), not both",
        ],
      ];
      for (const [query, field, message] of cases) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors, query).toEqual({ [field]: message });
      }
    });
  });

  describe("POST add", () => {
    it("adds a holiday, answers it, and records who added it in the audit trail", async () => {
      const res = await add({ day: " 2026-10-02 ", name: "  Gandhi Jayanti " });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: "Holiday added successfully",
        message_key: "api.holiday_added",
        resources: { data: { day: "2026-10-02", name: "Gandhi Jayanti" } },
      });
      expect(await events()).toEqual([
        {
          action: "holiday.added",
          target_type: "holiday",
          target_name: "Gandhi Jayanti (02/10/2026)",
          details: {},
        },
      ]);
      const [actor] = await t.db.query<{ actor_username: string }>(
        "SELECT actor_username FROM audit_events WHERE action = 'holiday.added'",
      );
      expect(actor.actor_username).toBe("admin");
    });

    it("takes a Sunday: the gazette lists holidays by date (26/01/2025 was a Sunday)", async () => {
      expect((await add({ day: "2025-01-26", name: "Republic Day" })).statusCode).toBe(201);
    });

    it("answers 409 naming the holiday already on that day, at the day's field, and adds nothing", async () => {
      await add({ day: "2026-01-26", name: "Republic Day" });
      const res = await add({ day: "2026-01-26", name: "Something else" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: "26/01/2026 is already a holiday: Republic Day",
        message_key: "api.holiday_taken",
        message_params: { day: "26/01/2026", name: "Republic Day" },
        errors: { day: "26/01/2026 is already a holiday: Republic Day" },
      });
      expect(await t.db.query("SELECT name FROM holidays")).toEqual([{ name: "Republic Day" }]);
      expect(await events()).toHaveLength(1);
    });

    it("says what is wrong with each field, and adds nothing", async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{}, { day: "Date is required", name: "Name is required" }],
        [
          { day: "", name: " " },
          { day: "Date is required", name: "Name is required" },
        ],
        [
          { day: "26/01/2026", name: "Republic Day" },
          { day: "Enter a date of the years 2000 to 2100" },
        ],
        [{ day: "2026-02-29", name: "Leap" }, { day: "Enter a date of the years 2000 to 2100" }],
        [{ day: "1999-12-31", name: "Old" }, { day: "Enter a date of the years 2000 to 2100" }],
        [{ day: "2101-01-01", name: "Far" }, { day: "Enter a date of the years 2000 to 2100" }],
        [{ day: "2026-01-26", name: "x".repeat(101) }, { name: "Must be at most 100 characters" }],
        [
          { day: "2026-01-26", name: "a\u0000b" },
          { name: "Contains a character that is not allowed" },
        ],
      ];
      for (const [payload, errors] of cases) {
        const res = await add(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
      }
      expect((await add({ day: "2026-01-26", name: "x".repeat(100) })).statusCode).toBe(201);
      expect(await t.db.query("SELECT day FROM holidays")).toHaveLength(1);
    });
  });

  describe("PUT rename", () => {
    it("renames a holiday and records the old and the new name", async () => {
      await add({ day: "2026-12-25", name: "Christmas" });
      const res = await call("PUT", paths.holiday("2026-12-25"), { name: "Christmas Day" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message_key: "api.holiday_renamed",
        resources: { data: { day: "2026-12-25", name: "Christmas Day" } },
      });
      expect((await list()).json().resources.data).toEqual([
        { day: "2026-12-25", name: "Christmas Day" },
      ]);
      expect((await events())[1]).toEqual({
        action: "holiday.renamed",
        target_type: "holiday",
        target_name: "Christmas Day (25/12/2026)",
        details: { changes: { name: { from: "Christmas", to: "Christmas Day" } } },
      });
    });

    it("records nothing when the name is the same", async () => {
      await add({ day: "2026-12-25", name: "Christmas" });
      expect(
        (await call("PUT", paths.holiday("2026-12-25"), { name: "Christmas" })).statusCode,
      ).toBe(200);
      expect(await events()).toHaveLength(1);
    });

    it("answers 404 for a day that is no holiday or no date, and 400 for a bad name", async () => {
      await add({ day: "2026-12-25", name: "Christmas" });
      for (const day of ["2026-12-24", "not-a-day", "2026-13-01"]) {
        const res = await call("PUT", paths.holiday(day), { name: "X" });
        expect(res.statusCode, day).toBe(404);
        expect(res.json().message_key).toBe("api.holiday_not_found");
      }
      const bad = await call("PUT", paths.holiday("2026-12-25"), { name: "" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ name: "Name is required" });
      expect(await t.db.query("SELECT name FROM holidays")).toEqual([{ name: "Christmas" }]);
    });
  });

  describe("DELETE remove", () => {
    it("removes a holiday and records it; a second remove is a 404", async () => {
      await add({ day: "2026-08-15", name: "Independence Day" });
      const res = await call("DELETE", paths.holiday("2026-08-15"));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message_key: "api.holiday_removed" });
      expect(await t.db.query("SELECT 1 FROM holidays")).toHaveLength(0);
      expect((await events()).map((e) => [e.action, e.target_name])).toEqual([
        ["holiday.added", "Independence Day (15/08/2026)"],
        ["holiday.removed", "Independence Day (15/08/2026)"],
      ]);
      const again = await call("DELETE", paths.holiday("2026-08-15"));
      expect(again.statusCode).toBe(404);
      expect(await events()).toHaveLength(2);
    });
  });

  describe("who may", () => {
    it("answers 401 without a session, and 403 to a board administrator, changing nothing", async () => {
      const none = await t.app.inject({ method: "GET", url: LIST });
      expect(none.statusCode).toBe(401);
      const [{ account_id }] = await t.db.query<{ account_id: number }>(
        `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
         VALUES ('board_admin', 'board.one', 'x', 'Board', 'One', 'b1@board.example', '9000000001')
         RETURNING account_id`,
      );
      const session = await createSession(t.db, account_id, {
        idleMinutes: 30,
        maxHours: 12,
        now: t.clock.now,
      });
      const requests = [
        { method: "GET" as const, url: LIST },
        { method: "POST" as const, url: LIST, payload: { day: "2026-01-26", name: "X" } },
        { method: "PUT" as const, url: paths.holiday("2026-01-26"), payload: { name: "Y" } },
        { method: "DELETE" as const, url: paths.holiday("2026-01-26") },
      ];
      for (const request of requests) {
        const res = await t.app.inject({ ...request, headers: t.auth(session) });
        expect(res.statusCode, request.method).toBe(403);
      }
      expect(await t.db.query("SELECT 1 FROM holidays")).toHaveLength(0);
    });
  });

  describe("the demo calendar", () => {
    it("has India's national holidays and Christmas of last, this and next year, and a second run changes nothing", async () => {
      await seedDemoHolidays(t.db, t.clock.now());
      await call("PUT", paths.holiday("2026-12-25"), { name: "Christmas" });
      await seedDemoHolidays(t.db, t.clock.now());
      const days = await t.db.query<{ day: string; name: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, name FROM holidays ORDER BY day",
      );
      expect(days).toHaveLength(12);
      expect(days.slice(4, 8)).toEqual([
        { day: "2026-01-26", name: "Republic Day" },
        { day: "2026-08-15", name: "Independence Day" },
        { day: "2026-10-02", name: "Gandhi Jayanti" },
        { day: "2026-12-25", name: "Christmas" },
      ]);
      expect(days[0].day).toBe("2025-01-26");
      expect(days[11].day).toBe("2027-12-25");
    });
  });
});
