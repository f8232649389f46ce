import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { AdminContext, useNotify } from "react-admin";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { Toaster } from "../../../src/layout/Toaster";
import { removeToastsOfType, type Toast } from "../../../src/layout/toasts";

/** A button that raises the given toasts, one notify call each. */
const Raise = ({ messages, type }: { messages: string[]; type: "error" | "success" }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => messages.forEach((m) => notify(m, { type }))}>
      raise
    </button>
  );
};

function renderToaster(messages: string[], type: "error" | "success" = "error") {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Raise messages={messages} type={type} />
      <Toaster />
    </AdminContext>,
  );
  act(() => fireEvent.click(screen.getByRole("button", { name: "raise" })));
}

const shown = () => screen.queryAllByRole("alert").map((a) => a.textContent);

describe("Toasts", () => {
  afterEach(() => vi.useRealTimers());

  it("shows at most three at a time and the rest in turn, each for its own 4 s", () => {
    vi.useFakeTimers();
    renderToaster(["one", "two", "three", "four", "five"]);
    expect(shown()).toEqual(["one", "two", "three"]);
    // The first three were shown together, so they leave together; the waiting ones follow.
    act(() => vi.advanceTimersByTime(3999));
    expect(shown()).toEqual(["one", "two", "three"]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(["four", "five"]);
    // The newcomers' timers started when they were shown, not when they were raised.
    act(() => vi.advanceTimersByTime(3999));
    expect(shown()).toEqual(["four", "five"]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it("does not stack a message that is already on screen", () => {
    vi.useFakeTimers();
    renderToaster(["Invalid username or password.", "Invalid username or password."]);
    expect(shown()).toEqual(["Invalid username or password."]);
  });

  it("closes a success toast after 2 s", () => {
    vi.useFakeTimers();
    renderToaster(["Saved"], "success");
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps at most twenty, dropping the oldest waiting", () => {
    vi.useFakeTimers();
    renderToaster(Array.from({ length: 25 }, (_, i) => `toast ${i + 1}`));
    const seen = new Set<string>();
    for (let round = 0; round < 10; round++) {
      shown().forEach((text) => seen.add(text ?? ""));
      act(() => vi.advanceTimersByTime(4000));
    }
    expect(seen.size).toBe(20);
    expect(seen.has("toast 25")).toBe(true);
    expect(seen.has("toast 1")).toBe(true);
  });

  it("closes every toast of one type, and those of others waiting take their places", () => {
    const toast = (key: number, type: Toast["type"]): Toast => ({ key, message: `t${key}`, type });
    const after = removeToastsOfType(
      {
        shown: [toast(1, "error"), toast(2, "info"), toast(3, "error")],
        waiting: [toast(4, "error"), toast(5, "success"), toast(6, "info"), toast(7, "info")],
      },
      "error",
    );
    expect(after).toEqual({
      shown: [toast(2, "info"), toast(5, "success"), toast(6, "info")],
      waiting: [toast(7, "info")],
    });
  });
});
