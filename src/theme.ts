import { deepmerge } from "@mui/utils";
import { defaultLightTheme, type RaThemeOptions } from "react-admin";
import { themeOptions } from "./themeOptions";

/*
 * Rollcall's look (themeOptions.ts) merged key by key over react-admin's light theme, so that
 * react-admin's palette entries Rollcall does not set survive. A dark theme is the same merge
 * over react-admin's defaultDarkTheme.
 */
export const theme: RaThemeOptions = deepmerge(defaultLightTheme, {
  ...themeOptions,
  sidebar: { width: 256, closedWidth: 0 },
});
