import type { ThemeOptions } from "@mui/material/styles";

/** MUI's darker shade of the error red below. */
const ERROR_DARK = "#8a1c1c";
/** Disabled text that still reads at 4.5:1 on the filled inputs' grey. */
const READABLE_DISABLED = "rgba(0, 0, 0, 0.7)";

/**
 * Rollcall's own look, without react-admin: the sign-in entry builds its MUI theme from this
 * alone, and the console's theme (theme.ts) lays it over react-admin's default theme.
 */
export const themeOptions = {
  palette: {
    primary: { main: "#1565c0" },
    /*
     * light and dark are MUI's own shades of this teal, written out: react-admin's light theme,
     * which the console's theme merges under this one, sets blue ones for its blue secondary.
     */
    secondary: { main: "#00897b", light: "#33a095", dark: "#005f56" },
    // A darker red than MUI's default keeps error text at 4.5:1 on filled inputs.
    error: { main: "#c62828", dark: ERROR_DARK },
    background: { default: "#f6f8fb" },
  },
  shape: { borderRadius: 8 },
  components: {
    /*
     * The scrollbar's room is kept whether or not the page is taller than the window, so a
     * screen whose content arrives late (the profile's sessions) does not narrow the page and
     * shift everything on it when the scrollbar appears.
     */
    MuiCssBaseline: { styleOverrides: { html: { scrollbarGutter: "stable" } } },
    // The spec marks required fields with a red asterisk.
    MuiFormLabel: { styleOverrides: { asterisk: { color: "#c62828" } } },
    /*
     * WCAG contrast on the filled inputs' grey: the error red reaches 4.36:1 there, so a label
     * in error uses the darker red; a disabled field's label and hint stay readable because
     * they explain why it is disabled (e.g. the principal's fields until the school's are filled).
     */
    MuiInputLabel: {
      styleOverrides: {
        root: {
          "&.Mui-error": { color: ERROR_DARK },
          "&.Mui-disabled, &.Mui-disabled .MuiFormLabel-asterisk": { color: READABLE_DISABLED },
        },
      },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { "&.Mui-disabled": { color: READABLE_DISABLED } } },
    },
  },
} satisfies ThemeOptions;
