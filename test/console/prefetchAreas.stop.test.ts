import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchAreas } from "../../src/prefetchAreas";

const fetched = vi.hoisted(() => [] as string[]);
vi.mock("../../src/dashboard/DashboardPage", () => (fetched.push("dashboard"), {}));
vi.mock("../../src/schools/SchoolList", () => (fetched.push("school list"), {}));

describe("fetching the other areas' chunks", () => {
  afterEach(() => vi.useRealTimers());

  it("stops when the console goes away", async () => {
    vi.useFakeTimers();
    const stop = prefetchAreas();
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetched).toEqual([]);
  });
});
