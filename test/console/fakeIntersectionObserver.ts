import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** One IntersectionObserver the code under test made, with what it watches. */
interface Made {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  watched: Set<Element>;
  instance: IntersectionObserver;
}

/**
 * Puts a stand-in for the browser's IntersectionObserver, which jsdom lacks, in place for each
 * test of the calling file (and takes it away after each). The test says when an element comes
 * near the screen: jsdom lays nothing out, so nothing ever does by itself.
 */
export function withFakeIntersectionObserver() {
  let made: Made[] = [];
  beforeEach(() => {
    made = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        private readonly own: Made;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          // The class stands in for the browser's: the callback is handed it as the browser's is.
          const instance = this as unknown as IntersectionObserver;
          this.own = { callback, options, watched: new Set(), instance };
          made.push(this.own);
        }
        observe(element: Element) {
          this.own.watched.add(element);
        }
        unobserve(element: Element) {
          this.own.watched.delete(element);
        }
        disconnect() {
          this.own.watched.clear();
        }
        takeRecords() {
          return [];
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** The observers made so far. */
    observers: () => made,
    /** Whether any observer watches `element` now. */
    watches: (element: Element) => made.some((o) => o.watched.has(element)),
    /** Tells every observer watching `element` whether it is within their margin now. */
    intersect(element: Element, isIntersecting = true) {
      act(() => {
        for (const observer of made)
          if (observer.watched.has(element))
            observer.callback(
              [{ target: element, isIntersecting } as IntersectionObserverEntry],
              observer.instance,
            );
      });
    },
  };
}
