import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { AdminContext, memoryStore } from "react-admin";
import { LightWhilePrinting } from "../../../src/common/LightWhilePrinting";
import { darkTheme, lightTheme } from "../../../src/theme";

describe("A block printed in the light theme", () => {
  it("is drawn in the dark theme on a dark screen, and in the light one while printing", () => {
    render(
      <AdminContext
        store={memoryStore({ theme: "dark" })}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <LightWhilePrinting id="printed">
          <p>Rollcall</p>
        </LightWhilePrinting>
      </AdminContext>,
    );
    const color = () => getComputedStyle(document.getElementById("printed")!).color;
    expect(screen.getByText("Rollcall")).toBeVisible();
    // MUI's text colours: light on the dark screen, dark on paper.
    expect(color()).toBe("rgb(255, 255, 255)");
    // The browser lays the page out for paper right after this event, before any later render.
    window.dispatchEvent(new Event("beforeprint"));
    expect(color()).toBe("rgba(0, 0, 0, 0.87)");
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(color()).toBe("rgb(255, 255, 255)");
  });
});
