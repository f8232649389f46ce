import { whenIdle } from "./common/whenIdle";

/** Each area's chunk, as its routes load it (each area's index). */
const AREAS = [
  () => import("./dashboard/DashboardPage"),
  () => import("./schools/SchoolList"),
  () => import("./schools/screens"),
  () => import("./boardAdmins/screens"),
  () => import("./profile/ProfilePage"),
  () => import("./settings/screens"),
  () => import("./audit/AuditLog"),
  () => import("./imports/ImportPage"),
];

/** How long the first screen has to itself (its data and its own late chunks). */
const PREFETCH_AFTER_MS = 2000;

/**
 * Fetches every area's chunk, one after the other, each when the browser has nothing else to
 * do, starting a little after the console opened: a later click then waits for no code.
 * Answers a function that stops it.
 */
export function prefetchAreas(): () => void {
  const next = [...AREAS];
  let stop = () => {};
  const fetchNext = () => {
    const load = next.shift();
    // A failure (offline) shows when a route needs the chunk.
    if (load)
      load()
        .finally(() => (stop = whenIdle(fetchNext)))
        .catch(() => undefined);
  };
  const start = setTimeout(() => (stop = whenIdle(fetchNext)), PREFETCH_AFTER_MS);
  return () => {
    clearTimeout(start);
    stop();
    next.length = 0;
  };
}
