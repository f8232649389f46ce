import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchAreas } from "../../src/prefetchAreas";

// Each area's module, as its chunk arrives: what was fetched, in order.
const fetched = vi.hoisted(() => [] as string[]);
vi.mock("../../src/dashboard/DashboardPage", () => (fetched.push("dashboard"), {}));
vi.mock("../../src/schools/SchoolList", () => (fetched.push("school list"), {}));
vi.mock("../../src/schools/screens", () => (fetched.push("school pages"), {}));
vi.mock("../../src/boardAdmins/screens", () => (fetched.push("board admins"), {}));
vi.mock("../../src/profile/ProfilePage", () => (fetched.push("profile"), {}));
vi.mock("../../src/settings/screens", () => (fetched.push("settings"), {}));
vi.mock("../../src/audit/AuditLog", () => (fetched.push("audit log"), {}));
vi.mock("../../src/imports/ImportPage", () => (fetched.push("import schools"), {}));

const ALL = [
  "dashboard",
  "school list",
  "school pages",
  "board admins",
  "profile",
  "settings",
  "audit log",
  "import schools",
];

describe("fetching the other areas' chunks", () => {
  afterEach(() => vi.useRealTimers());

  it("fetches nothing while the first screen settles, then every area's chunk", async () => {
    vi.useFakeTimers();
    const stop = prefetchAreas();
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetched).toEqual([]);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetched).toEqual(ALL);
    });
    stop();
  });
});
