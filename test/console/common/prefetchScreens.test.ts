import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchScreens, screenLoaders } from "../../../src/screens";

type Loader = () => Promise<unknown>;

/** Replaces every area's loader with a spy that resolves at once. */
function spyLoaders() {
  return Object.keys(screenLoaders).map((area) =>
    vi
      .spyOn(screenLoaders as unknown as Record<string, Loader>, area)
      .mockImplementation(async () => ({})),
  );
}

describe("Prefetching the other areas", () => {
  afterEach(() => vi.useRealTimers());

  it("fetches nothing while the first screen settles, then every area's chunk, one at a time", async () => {
    vi.useFakeTimers();
    const loaders = spyLoaders();
    prefetchScreens();
    await vi.advanceTimersByTimeAsync(1500);
    expect(loaders.every((load) => load.mock.calls.length === 0)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(loaders.map((load) => load.mock.calls.length)).toEqual(loaders.map(() => 1));
  });

  it("stops when the shell goes away", async () => {
    vi.useFakeTimers();
    const loaders = spyLoaders();
    const stop = prefetchScreens();
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(loaders.every((load) => load.mock.calls.length === 0)).toBe(true);
  });
});
