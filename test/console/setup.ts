import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { toastStore } from "../../src/layout/toasts";

// The screens render a whole react-admin tree, and CI runs these tests beside the API and
// browser tests on two cores: waiting for what a screen shows may take far more than the
// default second there. A wait that never comes true still fails.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no scrollIntoView; what a scroll shows is for the browser tests.
Element.prototype.scrollIntoView ??= () => {};

// As in react-admin's own tests: any console.error during a test fails it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  // The toasts live outside React (they outlast the sign-in page): each test starts without any.
  toastStore.reset();
  localStorage.clear();
  vi.restoreAllMocks();
  if (errors.length)
    throw new Error(
      `console.error was called:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
});
