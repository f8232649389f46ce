import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import Box from "@mui/material/Box";
import type { Breakpoint } from "@mui/material/styles";

/** True inside AllNearScreen: everything counts as near the screen from the start. */
const EverythingNear = createContext(false);

/**
 * Everything inside counts as near the screen at once. The printable report renders every panel
 * whole: paper is not scrolled, and printing must not wait for a panel nobody scrolled to.
 */
export const AllNearScreen = ({ children }: { children: ReactNode }) => (
  <EverythingNear.Provider value>{children}</EverythingNear.Provider>
);

/**
 * Whether the element given to `ref` has come within one screen's height of the window, and from
 * then on for good (scrolling back up does not throw a filled panel away). A panel below the first
 * screen renders its body, and asks for its data, only then; one screen ahead, so that a user who
 * scrolls finds it filled. False while `enabled` is: the element is watched only from then on (the
 * dashboard's panels from when its cards have painted, when the page above them is laid out).
 *
 * Neither react-admin nor MUI has this building block (react-admin's InfinitePagination observes
 * its own marker to fetch an infinite list's next page; MUI's useScrollTrigger reads the window's
 * scroll position), so it is written here over the browser's IntersectionObserver. Where that does
 * not exist, it is true at once: nothing is then held back.
 */
export function useNearScreen<T extends Element>(
  enabled = true,
): [ref: (element: T | null) => void, near: boolean] {
  const everythingNear = useContext(EverythingNear);
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(
    () => everythingNear || typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    if (near || !enabled || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition, as the charts' (useAfterPaint): React renders the panel's body in
        // slices, yielding to the user's scrolling and input.
        startTransition(() => setNear(true));
      },
      // The window grown by its own height above and below it.
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, enabled]);
  return [setElement, enabled && (near || everythingNear)];
}

/**
 * What stands for a panel's body until it comes near the screen: empty room of about the body's
 * usual height, so that neither the page's height nor anything below the panel moves when it
 * fills; hidden from assistive technology, as it holds nothing to read.
 */
export const NearScreenPlaceholder = ({
  height,
}: {
  /** In pixels; by breakpoint where the body's height differs (a phone's taller rows). */
  height: number | Partial<Record<Breakpoint, number>>;
}) => <Box aria-hidden data-testid="near-screen-placeholder" sx={{ height }} />;
