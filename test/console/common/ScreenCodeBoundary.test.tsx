import { Component, Suspense, lazy, useState, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ScreenCodeBoundary } from "../../../src/common/ScreenCodeBoundary";
import { expectedErrorLog, renderInAdmin } from "../harness";

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

/** A screen whose code load fails as Chrome's does. */
const Unreachable = lazy(() =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
);
const Hello = () => <p>Hello screen</p>;

const inShell = (pathname: string, screenElement: ReactNode) => (
  <ErrorPage>
    <ScreenCodeBoundary pathname={pathname}>
      <Suspense fallback={<p>loading</p>}>{screenElement}</Suspense>
    </ScreenCodeBoundary>
  </ErrorPage>
);

describe("a screen whose code cannot be fetched", () => {
  it("shows the failure with Retry in place of the screen", async () => {
    // React reports the caught errors on the console.
    expectedErrorLog();
    renderInAdmin(inShell("/boards", <Unreachable />));
    expect(await screen.findByText("This screen could not be loaded.")).toBeVisible();
    expect(
      screen.getByText("Cannot reach the server. Check your connection and try again."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
    expect(screen.queryByText("error page")).toBeNull();
  });

  it("shows the next address's screen once the user goes elsewhere", async () => {
    expectedErrorLog();
    const Navigation = () => {
      const [pathname, setPathname] = useState("/boards");
      return (
        <>
          <button onClick={() => setPathname("/school")}>School</button>
          {inShell(pathname, pathname === "/boards" ? <Unreachable /> : <Hello />)}
        </>
      );
    };
    renderInAdmin(<Navigation />);
    await screen.findByText("This screen could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "School" }));
    expect(await screen.findByText("Hello screen")).toBeVisible();
    expect(screen.queryByText("This screen could not be loaded.")).toBeNull();
  });

  it("leaves any other error of the screen to the error page above it", async () => {
    expectedErrorLog();
    const Broken = () => {
      throw new Error("a bug in the screen");
    };
    renderInAdmin(inShell("/boards", <Broken />));
    expect(await screen.findByText("error page")).toBeVisible();
    expect(screen.queryByText("This screen could not be loaded.")).toBeNull();
  });
});
