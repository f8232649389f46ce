import { defaultTheme, type RaThemeOptions } from "react-admin";
import { themeOptions } from "./themeOptions";

/** react-admin's default theme with Rollcall's look (themeOptions.ts) over it. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...themeOptions,
  sidebar: { width: 256, closedWidth: 0 },
  components: { ...defaultTheme.components, ...themeOptions.components },
};
