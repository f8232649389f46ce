import type { ReactElement } from "react";

/** The ways into the settings and mock screens, listed in the user menu. */
export const settingsMenuItems: { path: string; label: string; icon: ReactElement }[] = [];
