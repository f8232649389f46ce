import { deepmerge } from "@mui/utils";
import type { ThemeOptions } from "@mui/material/styles";
import type { LoadedLanguage } from "./useLanguage";

/**
 * A theme in a language: its direction, and MUI's own strings (pagination, close, ...) from
 * MUI's locale, merged key by key so that the theme's own component settings stay.
 */
export const localizeTheme = <T extends ThemeOptions>(
  theme: T,
  { language, mui }: LoadedLanguage,
): T => deepmerge(theme, { direction: language.dir, ...mui });
