import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { envelope, fakeHttp } from "./fakeHttp";

describe("dataProvider: the dashboard's summaries", () => {
  it("asks for a period's registration trend and answers its months", async () => {
    const months = [
      { month: "2026-10", schools: 3 },
      { month: "2026-11", schools: 0 },
    ];
    const { client, calls } = fakeHttp(() => envelope(months));
    const dp = createDataProvider("https://api.example", client);
    const signal = new AbortController().signal;
    expect(await dp.getRegistrationTrend({ from: "2026-11-01", to: "2026-11-26" }, signal)).toEqual(
      months,
    );
    expect(calls[0].url).toBe(
      "https://api.example/v1/super-admin/analytics/registrations?from=2026-11-01&to=2026-11-26",
    );
    // react-query's signal: a period left before its answer came is not waited for.
    expect(calls[0].request.signal).toBe(signal);
  });
});

describe("dataProvider: the attendance analytics", () => {
  const period = { from: "2026-11-01", to: "2026-11-26" };
  const base = "https://api.example/v1/super-admin/analytics/attendance";

  it("asks for the overview and the trend of a period and a place", async () => {
    const overview = { period };
    const { client, calls } = fakeHttp(() => envelope(overview));
    const dp = createDataProvider("https://api.example", client);
    expect(await dp.getAttendanceOverview(period, { state_id: 4, city_id: 9 })).toEqual(overview);
    await dp.getAttendanceTrend(period, {});
    await dp.getAttendanceMonths(period, { state_id: 4 });
    expect(calls.map((c) => c.url)).toEqual([
      `${base}/overview?from=2026-11-01&to=2026-11-26&state_id=4&city_id=9`,
      `${base}/trend?from=2026-11-01&to=2026-11-26`,
      `${base}/trend?from=2026-11-01&to=2026-11-26&state_id=4&grain=month`,
    ]);
  });

  it("asks for a breakdown by its path, sorted, narrowed to a state", async () => {
    const rows = [{ id: "4", name: "Kerala" }];
    const { client, calls } = fakeHttp(() => envelope(rows));
    const dp = createDataProvider("https://api.example", client);
    expect(
      await dp.getAttendanceBreakdown("main_board", period, {
        state_id: 4,
        sort: "students_share",
        order: "DESC",
      }),
    ).toEqual(rows);
    expect(calls[0].url).toBe(
      `${base}/breakdown/main_board?from=2026-11-01&to=2026-11-26&state_id=4&sort=students_share&order=DESC`,
    );
  });

  it("asks for a page of each list, with the low list's threshold and whose share", async () => {
    const { client, calls } = fakeHttp(() => envelope({ total: 0, schools: [] }));
    const dp = createDataProvider("https://api.example", client);
    await dp.getNotReporting(period, { state_id: 4 }, { page: 2, limit: 10 });
    await dp.getLowAttendance(period, {}, { page: 1, limit: 25, who: "teachers", threshold: 60 });
    expect(calls.map((c) => c.url)).toEqual([
      `${base}/not-reporting?from=2026-11-01&to=2026-11-26&state_id=4&page=2&limit=10`,
      `${base}/low-attendance?from=2026-11-01&to=2026-11-26&page=1&limit=25&who=teachers&threshold=60`,
    ]);
  });
});
