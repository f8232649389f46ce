import { deepmerge } from "@mui/utils";
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from "react-admin";
import { themeOptionsFor } from "./themeOptions";

const sidebar = { width: 256, closedWidth: 0 };

/*
 * Rollcall's look (themeOptions.ts) merged key by key over react-admin's theme of the same mode,
 * so that react-admin's entries Rollcall does not set survive.
 */
export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  ...themeOptionsFor("light"),
  sidebar,
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  ...themeOptionsFor("dark"),
  sidebar,
});
