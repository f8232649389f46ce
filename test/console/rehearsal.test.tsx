import { describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { rehearseDashboard } from "../../src/rehearsal";
import { loadingFlag } from "../../src/common/loadingFlag";
import { toastStore } from "../../src/layout/toasts";

/** The text of every style emotion has inserted into the page so far. */
const insertedStyles = () =>
  [...document.head.querySelectorAll("style[data-emotion]")].map((s) => s.textContent).join("");

describe("the dashboard's rehearsal", () => {
  it("renders the shell and the dashboard out of sight, then takes them down", async () => {
    const container = document.createElement("div");
    const seen = { heading: false };
    new MutationObserver(() => {
      seen.heading ||= container.textContent?.includes("Analytics Dashboard") ?? false;
    }).observe(container, { childList: true, subtree: true, characterData: true });
    const raised: boolean[] = [];
    const unsubscribe = loadingFlag.subscribe(() => raised.push(loadingFlag.get()));
    const fetch = vi.spyOn(globalThis, "fetch");
    const { pathname } = window.location;

    rehearseDashboard(container);
    await waitFor(() => expect(seen.heading).toBe(true));
    // The shell's sidebar and the dashboard's cards have their styles in the page.
    expect(insertedStyles()).toMatch(/MuiDrawer/);
    expect(insertedStyles()).toMatch(/MuiCard/);
    // Taken down once the dashboard was there.
    await waitFor(() => expect(container.childElementCount).toBe(0), { timeout: 5000 });
    unsubscribe();

    // Nothing reached the user: no overlay, no toast, no request, no address, no preference.
    expect(raised).toEqual([]);
    expect([...toastStore.get().shown, ...toastStore.get().waiting]).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(pathname);
    expect(document.body.textContent).not.toContain("Analytics Dashboard");
    expect(localStorage.length).toBe(0);
  });

  it("ends at once when asked, before anything was shown", async () => {
    const [ended, running] = [document.createElement("div"), document.createElement("div")];
    const end = rehearseDashboard(ended);
    const endRunning = rehearseDashboard(running);
    end();
    end();
    // By the time the other rehearsal has its dashboard, the one ended has shown nothing.
    await waitFor(() => expect(running.textContent).toContain("Analytics Dashboard"));
    expect(ended.childElementCount).toBe(0);
    endRunning();
  });
});
