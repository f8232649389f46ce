import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import {
  AllNearScreen,
  NearScreenPlaceholder,
  useNearScreen,
} from "../../../src/common/NearScreen";
import { withFakeIntersectionObserver } from "../fakeIntersectionObserver";

/** A panel that says whether it is near the screen, and a button that enables it. */
const Panel = ({ startEnabled = true }: { startEnabled?: boolean }) => {
  const [enabled, setEnabled] = useState(startEnabled);
  const [ref, near] = useNearScreen<HTMLElement>(enabled);
  return (
    <section ref={ref} aria-label="Panel">
      {near ? "near" : "far"}
      <button onClick={() => setEnabled(true)}>Enable</button>
    </section>
  );
};

const panel = () => screen.getByRole("region", { name: "Panel" });

describe("useNearScreen", () => {
  describe("in a browser", () => {
    const observer = withFakeIntersectionObserver();

    it("is false until the element comes within a screen of the window, then true for good", () => {
      render(<Panel />);
      expect(panel()).toHaveTextContent("far");
      // One screen's height above and below the window.
      expect(observer.observers().map((o) => o.options)).toEqual([{ rootMargin: "100% 0px" }]);
      expect(observer.watches(panel())).toBe(true);

      observer.intersect(panel(), false);
      expect(panel()).toHaveTextContent("far");
      observer.intersect(panel());
      expect(panel()).toHaveTextContent("near");
      // Once near, nothing is watched any more: scrolling away keeps the panel.
      expect(observer.watches(panel())).toBe(false);
      expect(panel()).toHaveTextContent("near");
    });

    it("watches only from when it is enabled", () => {
      render(<Panel startEnabled={false} />);
      expect(observer.watches(panel())).toBe(false);
      expect(panel()).toHaveTextContent("far");
      fireEvent.click(screen.getByRole("button", { name: "Enable" }));
      expect(observer.watches(panel())).toBe(true);
      observer.intersect(panel());
      expect(panel()).toHaveTextContent("near");
    });

    it("is true at once in AllNearScreen (the printable report), watching nothing", () => {
      render(
        <AllNearScreen>
          <Panel />
        </AllNearScreen>,
      );
      expect(panel()).toHaveTextContent("near");
      expect(observer.observers()).toEqual([]);
    });

    it("stops watching when the element goes", () => {
      const { unmount } = render(<Panel />);
      const element = panel();
      unmount();
      expect(observer.watches(element)).toBe(false);
    });
  });

  it("is true at once where the browser has no IntersectionObserver: nothing is held back", () => {
    expect(globalThis.IntersectionObserver).toBeUndefined();
    render(<Panel />);
    expect(panel()).toHaveTextContent("near");
  });

  it("is false while not enabled, even where the browser has no IntersectionObserver", () => {
    render(<Panel startEnabled={false} />);
    expect(panel()).toHaveTextContent("far");
  });
});

describe("NearScreenPlaceholder", () => {
  it("is empty room hidden from assistive technology", () => {
    render(<NearScreenPlaceholder height={240} />);
    const room = screen.getByTestId("near-screen-placeholder");
    expect(room).toBeEmptyDOMElement();
    expect(room).toHaveStyle({ height: "240px" });
    expect(room).toHaveAttribute("aria-hidden", "true");
  });
});
