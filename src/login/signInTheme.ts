import { useMemo } from "react";
import useMediaQuery from "@mui/material/useMediaQuery";
import { createTheme, type PaletteMode } from "@mui/material/styles";
import { THEME_KEY, themeOptionsFor } from "../themeOptions";
import { localizeTheme } from "../i18n/localizeTheme";
import type { LoadedLanguage } from "../i18n/useLanguage";
import { signInStore } from "./signInLanguage";

/** The mode the user chose in the console (react-admin keeps it under `theme`), if any. */
export function storedThemeMode(): PaletteMode | undefined {
  const stored: unknown = signInStore.getItem(THEME_KEY);
  return stored === "dark" || stored === "light" ? stored : undefined;
}

/**
 * The sign-in page's MUI theme, in the console's mode (the one the user chose, else the
 * system's, as react-admin's ThemeProvider decides it in the console) and, once loaded, in the
 * chosen language (its direction and MUI's strings).
 */
export function useSignInTheme(language: LoadedLanguage | null) {
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)", { noSsr: true });
  const mode = storedThemeMode() ?? (prefersDark ? "dark" : "light");
  return useMemo(() => {
    const options = themeOptionsFor(mode);
    return createTheme(language ? localizeTheme(options, language) : options);
  }, [mode, language]);
}
