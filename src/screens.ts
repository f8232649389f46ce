import { lazy, type ComponentType } from "react";

/**
 * Each area's screens as a chunk of its own, loaded when a route first needs it and fetched
 * ahead once the first screen is idle (usePrefetchScreens). One loader per area: its screens
 * share one chunk.
 */
export const screenLoaders = {
  dashboard: () => import("./dashboard/DashboardPage"),
  schools: () => import("./schools/screens"),
  boardAdmins: () => import("./boardAdmins/screens"),
  profile: () => import("./profile/ProfilePage"),
  settings: () => import("./settings/screens"),
  audit: () => import("./audit/AuditLog"),
};

/** A screen of an area's chunk, as a lazy component (the shell's Suspense shows while it loads). */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/** Fetches every area's chunk, one after the other, when the browser has nothing else to do. */
export function prefetchScreens(): () => void {
  const loaders = Object.values(screenLoaders);
  let cancelled = false;
  const idle = (callback: () => void) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(callback, { timeout: 5000 })
      : setTimeout(callback, 1000);
  const next = () => {
    const load = loaders.shift();
    if (cancelled || !load) return;
    // A failure (offline) is retried by the route that needs the chunk.
    load().then(
      () => idle(next),
      () => idle(next),
    );
  };
  idle(next);
  return () => {
    cancelled = true;
  };
}
