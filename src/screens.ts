import { createElement, lazy, type ComponentType } from "react";
import { whenIdle } from "./common/whenIdle";

/** Loads a chunk's module; once it has, `loaded` holds it, for a render that must not wait. */
export interface Loader<M> {
  (): Promise<M>;
  loaded?: M;
}

/**
 * A loader that keeps the module it loaded. A component whose module is there renders it at
 * once: React shows a lazy component's content no sooner than 300 ms after its last fallback
 * appeared, even when its code was fetched long before, and on the way from Login to the
 * dashboard that wait came twice (the console, then the dashboard).
 */
export function remember<M>(load: () => Promise<M>): Loader<M> {
  const loader: Loader<M> = () =>
    load().then((module) => {
      loader.loaded = module;
      return module;
    });
  return loader;
}

/**
 * The component `name` of a loader's module: rendered directly once the module is there, else
 * through React.lazy (under a Suspense boundary) until it is.
 */
export function loadedOrLazy<M, K extends keyof M>(loader: Loader<M>, name: K): M[K] {
  const Lazy = lazy(() => loader().then((module) => ({ default: module[name] as ComponentType })));
  function LoadedOrLazy(props: object) {
    return createElement((loader.loaded?.[name] as ComponentType | undefined) ?? Lazy, props);
  }
  return LoadedOrLazy as M[K];
}

/**
 * Each area's screens as a chunk of its own, loaded when a route first needs it and fetched
 * ahead once the first screen is idle (usePrefetchScreens). One loader per area: its screens
 * share one chunk.
 */
export const screenLoaders = {
  dashboard: remember(() => import("./dashboard/DashboardPage")),
  // School Management's list is the screen most visits open: a chunk of its own, without the
  // form's uploads and map or the profile's audit history, which are the next chunk.
  schools: remember(() => import("./schools/SchoolList")),
  schoolPages: remember(() => import("./schools/screens")),
  boardAdmins: remember(() => import("./boardAdmins/screens")),
  profile: remember(() => import("./profile/ProfilePage")),
  settings: remember(() => import("./settings/screens")),
  audit: remember(() => import("./audit/AuditLog")),
};

/** The dashboard's charts (with recharts): after the dashboard's cards, or while signing in. */
export const chartsLoader = remember(() => import("./dashboard/TrendCharts"));

/**
 * MUI's Tooltip, for the console's one tooltip of cut texts (CutTextTooltip), fetched when a cut
 * text is first reached. Its loader is here rather than in the shell's module so that the
 * console's chunk asks for no other chunk: a chunk that does opens with Vite's list of preloads,
 * and V8 reads the compile hint (vite.config.ts) only before any code.
 */
export const tooltipLoader = remember(() => import("@mui/material/Tooltip"));

type Area = keyof typeof screenLoaders;

/** The first segment of each area's addresses (the routes are in each area's index). */
const AREA_OF_SEGMENT: Record<string, Area> = {
  dashboard: "dashboard",
  school: "schools",
  boards: "boardAdmins",
  "create-board": "boardAdmins",
  "profile-dashboard": "profile",
  "audit-log": "audit",
};

/**
 * The area whose screens an address shows, so that its chunk can be fetched together with the
 * console's rather than after it (main.tsx). Undefined where no early fetch is worth it (the
 * settings' screens are mock pages).
 */
export function areaOf(pathname: string): Area | undefined {
  const [, first = "", second] = pathname.split("/");
  const area = AREA_OF_SEGMENT[first];
  return area === "schools" && second ? "schoolPages" : area;
}

/** How long the first screen has before the others are fetched (its data and late chunks). */
const PREFETCH_AFTER_MS = 2000;

/**
 * Fetches every area's chunk, one after the other, each when the browser has nothing else to
 * do, starting a little after the first screen was shown. Answers a function that stops it.
 */
export function prefetchScreens(): () => void {
  const loaders = Object.values(screenLoaders);
  let cancelled = false;
  const next = () => {
    const load = loaders.shift();
    if (cancelled || !load) return;
    // A failure (offline) is retried by the route that needs the chunk.
    load().then(
      () => whenIdle(next),
      () => whenIdle(next),
    );
  };
  const start = setTimeout(() => whenIdle(next), PREFETCH_AFTER_MS);
  return () => {
    cancelled = true;
    clearTimeout(start);
  };
}
