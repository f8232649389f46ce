import { defaultTheme, type RaThemeOptions } from "react-admin";

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: "#1565c0" },
    secondary: { main: "#00897b" },
    background: { default: "#f6f8fb" },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 256, closedWidth: 0 },
  components: {
    ...defaultTheme.components,
    // The spec marks required fields with a red asterisk.
    MuiFormLabel: { styleOverrides: { asterisk: { color: "#d32f2f" } } },
  },
};
