import { describe, expect, it } from "vitest";
import { createTheme } from "@mui/material/styles";
import { theme } from "../../src/theme";

describe("The console's theme", () => {
  const built = createTheme(theme);

  it("shows Rollcall's colours", () => {
    expect(built.palette.primary.main).toBe("#1565c0");
    expect(built.palette.secondary.main).toBe("#00897b");
    expect(built.palette.error.main).toBe("#c62828");
    expect(built.palette.background.default).toBe("#f6f8fb");
  });

  it("shades the teal secondary in teal, not in react-admin's blue", () => {
    expect(built.palette.secondary.light).toBe("#33a095");
    expect(built.palette.secondary.dark).toBe("#005f56");
  });

  it("keeps react-admin's defaults that Rollcall does not set", () => {
    // Merged key by key: react-admin's filled inputs and toolbar stay beside Rollcall's overrides.
    expect(built.components?.MuiTextField?.defaultProps?.variant).toBe("filled");
    expect(built.components?.MuiFilledInput).toBeDefined();
    expect(built.components?.MuiInputLabel?.styleOverrides).toBeDefined();
    expect(built.typography.h6.fontWeight).toBe(400);
  });
});
