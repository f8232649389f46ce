import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { envelope, fakeHttp } from "./fakeHttp";

const HOLIDAYS = [
  { day: "2026-01-26", name: "Republic Day" },
  { day: "2026-08-15", name: "Independence Day" },
  { day: "2026-10-02", name: "Gandhi Jayanti" },
];

describe("dataProvider: holidays", () => {
  it("lists a year's or a range's holidays with the day as id, sorted and paged here", async () => {
    const { client, calls } = fakeHttp(() => envelope(HOLIDAYS));
    const dp = createDataProvider("https://api.example", client);
    const byName = await dp.getList("holidays", {
      filter: { year: 2026 },
      sort: { field: "name", order: "ASC" },
      pagination: { page: 1, perPage: 2 },
    });
    expect(calls[0].url).toBe("https://api.example/v1/super-admin/holidays?year=2026");
    expect(byName).toEqual({
      data: [
        { id: "2026-10-02", day: "2026-10-02", name: "Gandhi Jayanti" },
        { id: "2026-08-15", day: "2026-08-15", name: "Independence Day" },
      ],
      total: 3,
    });
    const latest = await dp.getList("holidays", {
      filter: { from: "2026-01-01", to: "2026-12-31" },
      sort: { field: "day", order: "DESC" },
      pagination: { page: 1, perPage: 10 },
    });
    expect(calls[1].url).toBe(
      "https://api.example/v1/super-admin/holidays?from=2026-01-01&to=2026-12-31",
    );
    expect(latest.data.map((h) => h.id)).toEqual(["2026-10-02", "2026-08-15", "2026-01-26"]);
  });

  it("refuses a filter or a sort the API does not have, before any request", async () => {
    const { client, calls } = fakeHttp(() => envelope(HOLIDAYS));
    const dp = createDataProvider("", client);
    const list = (filter: object, field = "day") =>
      dp.getList("holidays", {
        filter,
        sort: { field, order: "ASC" },
        pagination: { page: 1, perPage: 10 },
      });
    await expect(list({ q: "Republic" })).rejects.toThrow(
      "The Rollcall API cannot filter holidays by q.",
    );
    expect(calls).toHaveLength(0);
    await expect(list({}, "weekday")).rejects.toThrow(
      "The Rollcall API sorts holidays by day or name, not weekday.",
    );
  });

  it("adds, renames and removes by the day, answering the server's message", async () => {
    const { client, calls } = fakeHttp((_url, request) =>
      request.method === "DELETE"
        ? envelope(null, "Holiday removed successfully")
        : envelope({ day: "2026-10-02", name: "Gandhi Jayanti" }, "Done"),
    );
    const dp = createDataProvider("", client);
    const created = await dp.create("holidays", {
      data: { day: "2026-10-02", name: "Gandhi Jayanti" },
    });
    expect(created.data).toEqual({
      id: "2026-10-02",
      day: "2026-10-02",
      name: "Gandhi Jayanti",
      message: "Done",
    });
    await dp.update("holidays", {
      id: "2026-10-02",
      data: { name: "Gandhi Jayanti" },
      previousData: { id: "2026-10-02" },
    });
    const removed = await dp.delete("holidays", {
      id: "2026-10-02",
      previousData: { id: "2026-10-02", day: "2026-10-02", name: "Gandhi Jayanti" },
    });
    expect(removed.data).toMatchObject({
      id: "2026-10-02",
      message: "Holiday removed successfully",
    });
    expect(calls.map((c) => [c.request.method, c.url, c.request.body])).toEqual([
      ["POST", "/v1/super-admin/holidays", { day: "2026-10-02", name: "Gandhi Jayanti" }],
      ["PUT", "/v1/super-admin/holidays/2026-10-02", { name: "Gandhi Jayanti" }],
      ["DELETE", "/v1/super-admin/holidays/2026-10-02", undefined],
    ]);
  });
});
