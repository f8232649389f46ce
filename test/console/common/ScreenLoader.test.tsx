import { Component, Suspense, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazyScreen } from "../../../src/common/ScreenLoader";
import { remember } from "../../../src/screens";
import { expectedErrorLog, renderInAdmin } from "../harness";

const Hello = () => <p>Hello screen</p>;

/** The error page above the screens (react-admin's, in the console). */
class ErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>error page</p> : this.props.children;
  }
}

describe("lazyScreen", () => {
  it("shows a failed code load with Retry, and Retry loads the code again", async () => {
    // React reports the caught errors on the console.
    expectedErrorLog();
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ Hello });
    const Screen = lazyScreen(load, "Hello");
    renderInAdmin(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText("This screen could not be loaded.")).toBeVisible();
    expect(
      screen.getByText("Cannot reach the server. Check your connection and try again."),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Hello screen")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("leaves any other error of the screen to the error page above it", async () => {
    // React reports the caught errors on the console.
    expectedErrorLog();
    const Broken = () => {
      throw new Error("a bug in the screen");
    };
    const Screen = lazyScreen(async () => ({ Broken }), "Broken");
    renderInAdmin(
      <ErrorPage>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </ErrorPage>,
    );
    expect(await screen.findByText("error page")).toBeVisible();
    expect(screen.queryByText("This screen could not be loaded.")).toBeNull();
  });

  it("shows a screen whose code was loaded before at once, with no fallback in between", async () => {
    const load = remember(async () => ({ Hello }));
    await load();
    const Screen = lazyScreen(load, "Hello");
    renderInAdmin(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously, in the first render: no find*, which would wait through the fallback.
    expect(screen.getByText("Hello screen")).toBeVisible();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("keeps what a loader loaded, and not a failure, so that a later call loads again", async () => {
    const module = { Hello };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(module);
    const loader = remember(load);
    await expect(loader()).rejects.toThrow("offline");
    expect(loader.loaded).toBeUndefined();
    expect(await loader()).toBe(module);
    expect(loader.loaded).toBe(module);
  });
});
