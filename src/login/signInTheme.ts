import { useMemo } from "react";
import useMediaQuery from "@mui/material/useMediaQuery";
import { createTheme, type PaletteMode } from "@mui/material/styles";
import { localStorageStore } from "ra-core";
import { themeOptionsFor } from "../themeOptions";

// The console's store (App.tsx): the same browser storage, so the theme chosen there is read here.
const store = localStorageStore();

/** The mode the user chose in the console (react-admin keeps it under `theme`), if any. */
export function storedThemeMode(): PaletteMode | undefined {
  const stored: unknown = store.getItem("theme");
  return stored === "dark" || stored === "light" ? stored : undefined;
}

/**
 * The sign-in page's MUI theme, in the console's mode: the one the user chose, else the
 * system's, as react-admin's ThemeProvider decides it in the console.
 */
export function useSignInTheme() {
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)", { noSsr: true });
  const mode = storedThemeMode() ?? (prefersDark ? "dark" : "light");
  return useMemo(() => createTheme(themeOptionsFor(mode)), [mode]);
}
