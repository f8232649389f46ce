import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { AuthProvider } from "react-admin";
import { App } from "../../src/App";
import type { RollcallDataProvider } from "../../src/providers/dataProvider";
import { fakeAuthProvider } from "./harness";

/** Every other call of the shell (the bell, lookups) stays on its way. */
function dataProviderWith(methods: Partial<RollcallDataProvider>): RollcallDataProvider {
  return new Proxy(methods, {
    get: (target, name: string) =>
      name in target ? target[name as keyof typeof target] : () => new Promise(() => {}),
  }) as RollcallDataProvider;
}

const authProvider: AuthProvider = {
  ...fakeAuthProvider,
  getIdentity: async () => ({ id: 1, fullName: "Asha Rao" }),
};

describe("the console opened on the dashboard", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("asks for the summary before the dashboard has rendered, and once", async () => {
    window.history.replaceState(null, "", "/dashboard");
    const renderedWhenAsked: boolean[] = [];
    const getAttendanceSummary = vi.fn(async () => {
      renderedWhenAsked.push(document.body.textContent?.includes("Analytics Dashboard") ?? false);
      return {
        total_students: 2400,
        present_students: 2100,
        total_teachers: 120,
        present_teachers: 110,
      };
    });
    render(
      <App dataProvider={dataProviderWith({ getAttendanceSummary })} authProvider={authProvider} />,
    );
    expect(await screen.findByText("2,400")).toBeVisible();
    expect(renderedWhenAsked).toEqual([false]);
  });
});
