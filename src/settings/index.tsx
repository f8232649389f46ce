import type { ReactElement } from "react";

/** The placeholder and mock screens (no server calls), at the spec's paths. */
export const settingsRoutes: ReactElement[] = [];
