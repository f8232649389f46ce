import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { createStore, useStore } from "../../../src/common/store";
import { toastStore } from "../../../src/layout/toasts";

describe("The small store shared by the loading flag, the session's expiry and the toasts", () => {
  it("tells its listeners of a new value, not of the same one, until they unsubscribe", () => {
    const store = createStore(1);
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set(2);
    store.set(3);
    unsubscribe();
    store.set(4);
    expect(seen).toEqual([2, 3]);
    expect(store.get()).toBe(4);
  });

  it("re-renders a component with the value, or with what it selects of it", () => {
    const store = createStore(0);
    const Shown = () => <p>{`${useStore(store)} ${useStore(store, (n) => n > 0)}`}</p>;
    render(<Shown />);
    expect(screen.getByText("0 false")).toBeInTheDocument();
    act(() => store.set(2));
    expect(screen.getByText("2 true")).toBeInTheDocument();
  });
});

describe("The toast stack", () => {
  it("keeps a repeat of a toast it holds once, and tells nobody of it", () => {
    const seen: unknown[] = [];
    const unsubscribe = toastStore.subscribe(() => seen.push(toastStore.get()));
    toastStore.push("Saved", "success");
    toastStore.push("Saved", "success");
    unsubscribe();
    expect(seen).toHaveLength(1);
    expect(toastStore.get().shown.map((t) => t.message)).toEqual(["Saved"]);
  });
});
