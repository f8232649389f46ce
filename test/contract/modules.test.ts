import { describe, expect, it } from "vitest";

/*
 * Every module of the contract loads: the server and the console import them whole, so one that
 * throws while it loads (a rule built at its top level from a helper that fails) stops both.
 * They are imported inside the tests, not at the top of the file, so that such a failure fails a
 * test here rather than the file before any test has run.
 */
const MODULES = import.meta.glob<Record<string, unknown>>("../../contract/*.ts");

describe("the contract's modules", () => {
  it("are found", () => {
    expect(Object.keys(MODULES).length).toBeGreaterThan(10);
  });

  it.each(Object.keys(MODULES))("%s loads and exports its rules", async (path) => {
    const module = await MODULES[path]();
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
