import type { PaletteMode, ThemeOptions } from "@mui/material/styles";

declare module "@mui/material/styles" {
  interface TypeText {
    /** A field's label in error, on the filled inputs' grey: at 4.5:1 there. */
    fieldError: string;
    /**
     * A disabled field's label and hint, at 4.5:1 on the filled inputs' grey: they explain why
     * the field is disabled (e.g. the principal's fields until the school's are filled).
     */
    fieldDisabled: string;
    /** A state in words, in green (the school list's Verified): 4.5:1 on the paper. */
    success: string;
    /** A caution in words, in orange (the form's dropped files): 4.5:1 on the paper. */
    warning: string;
  }
}

/**
 * Rollcall's colours in each mode. Text colours are chosen for WCAG contrast (4.5:1) on the
 * paper and on the filled inputs' grey laid over it; test/console/theme.test.ts checks each.
 */
export const palettes = {
  light: {
    mode: "light",
    // Text on a coloured fill (buttons, filled toasts) turns dark where white would not reach 4.5:1.
    contrastThreshold: 4.5,
    primary: { main: "#1565c0" },
    /*
     * light and dark are MUI's own shades of this teal, written out: react-admin's light theme,
     * which the console's theme merges under this one, sets blue ones for its blue secondary.
     */
    secondary: { main: "#00897b", light: "#33a095", dark: "#005f56" },
    // A darker red than MUI's default keeps error text and the asterisk at 4.5:1 on the inputs.
    error: { main: "#c62828", dark: "#8a1c1c" },
    background: { default: "#f6f8fb", paper: "#ffffff" },
    // The error red reaches 4.36:1 on a hovered input: a label in error uses the darker red.
    text: {
      fieldError: "#8a1c1c",
      fieldDisabled: "rgba(0, 0, 0, 0.7)",
      // MUI's darker green and a darker orange than its own (3.8:1 on white).
      success: "#1b5e20",
      warning: "#a84300",
    },
  },
  dark: {
    mode: "dark",
    contrastThreshold: 4.5,
    // Rollcall's blue and teal, lightened until they read on the dark paper.
    primary: { main: "#90caf9" },
    secondary: { main: "#4db6ac", light: "#80cbc4", dark: "#00897b" },
    // MUI's dark red reaches only 3.6:1 on the inputs' grey: a lighter one reads on it.
    // The filled toast's red (the darker shade in dark mode) under dark text.
    error: { main: "#f28b82", dark: "#e57373" },
    // A blue-black under the cards, as the light page is a blue-white.
    background: { default: "#0f1318", paper: "#161b22" },
    text: {
      fieldError: "#f28b82",
      fieldDisabled: "rgba(255, 255, 255, 0.7)",
      // MUI's dark-mode green and orange: their darker shades do not read on the dark paper.
      success: "#66bb6a",
      warning: "#ffa726",
    },
  },
} as const satisfies Record<PaletteMode, ThemeOptions["palette"]>;

/**
 * Rollcall's own look in one mode, without react-admin: the sign-in entry builds its MUI theme
 * from this alone, and the console's themes (theme.ts) lay it over react-admin's default ones.
 */
export const themeOptionsFor = (mode: PaletteMode) =>
  ({
    palette: palettes[mode],
    shape: { borderRadius: 8 },
    components: {
      /*
       * The scrollbar's room is kept whether or not the page is taller than the window, so a
       * screen whose content arrives late (the profile's sessions) does not narrow the page and
       * shift everything on it when the scrollbar appears.
       */
      MuiCssBaseline: { styleOverrides: { html: { scrollbarGutter: "stable" } } },
      /*
       * No lighter overlay on raised paper in dark mode (MUI's gradient by elevation): the paper
       * has its own colour, apart from the page's, and text on a gradient cannot be checked for
       * contrast (axe leaves it out).
       */
      MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
      // The spec marks required fields with a red asterisk.
      MuiFormLabel: {
        styleOverrides: { asterisk: ({ theme }) => ({ color: theme.palette.error.main }) },
      },
      MuiInputLabel: {
        styleOverrides: {
          root: ({ theme }) => ({
            "&.Mui-error": { color: theme.palette.text.fieldError },
            "&.Mui-disabled, &.Mui-disabled .MuiFormLabel-asterisk": {
              color: theme.palette.text.fieldDisabled,
            },
          }),
        },
      },
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({
            "&.Mui-disabled": { color: theme.palette.text.fieldDisabled },
          }),
        },
      },
    },
  }) satisfies ThemeOptions;

/** react-admin's store key of the chosen light or dark mode (its ToggleThemeButton writes it). */
export const THEME_KEY = "theme";
