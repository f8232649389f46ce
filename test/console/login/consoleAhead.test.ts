import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleAhead } from "../../../src/login/consoleAhead";

/** A console chunk that loads when told to, and counts its rehearsals and their ends. */
function fakeConsole() {
  const end = vi.fn();
  const chunk = { rehearseDashboard: vi.fn(() => end) };
  let resolve: () => void = () => {};
  const loaded = new Promise<typeof chunk>((r) => (resolve = () => r(chunk)));
  const load = vi.fn(() => loaded);
  return { chunk, end, load, finishLoading: () => resolve() };
}

/** Past the load's answer and the idle callback (a second's timer where there is none). */
const untilIdle = () => vi.advanceTimersByTimeAsync(1000);

describe("the console readied while the user types", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fetches the console at the first keystroke and rehearses its dashboard once idle", async () => {
    const { chunk, load, finishLoading } = fakeConsole();
    const ahead = consoleAhead(load);
    ahead.prepare();
    ahead.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.rehearseDashboard).not.toHaveBeenCalled();
    finishLoading();
    await untilIdle();
    expect(chunk.rehearseDashboard).toHaveBeenCalledTimes(1);
  });

  it("ends a rehearsal under way as the user signs in", async () => {
    const { chunk, end, load, finishLoading } = fakeConsole();
    const ahead = consoleAhead(load);
    ahead.prepare();
    finishLoading();
    await untilIdle();
    await expect(ahead.open()).resolves.toBe(chunk);
    expect(end).toHaveBeenCalledTimes(1);
  });

  it("calls off a rehearsal not yet begun when the user signs in first", async () => {
    const loading = fakeConsole();
    const beforeIdle = consoleAhead(loading.load);
    beforeIdle.prepare();
    loading.finishLoading();
    await Promise.resolve();
    void beforeIdle.open();
    await untilIdle();
    expect(loading.chunk.rehearseDashboard).not.toHaveBeenCalled();

    const notLoaded = fakeConsole();
    const beforeLoaded = consoleAhead(notLoaded.load);
    beforeLoaded.prepare();
    void beforeLoaded.open();
    notLoaded.finishLoading();
    await untilIdle();
    expect(notLoaded.chunk.rehearseDashboard).not.toHaveBeenCalled();
  });

  it("rehearses nothing when the console could not be fetched", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    consoleAhead(load).prepare();
    await untilIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
