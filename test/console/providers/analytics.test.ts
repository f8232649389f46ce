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
