import { describe, expect, it } from "vitest";
import { createTheme, getContrastRatio, type Theme } from "@mui/material/styles";
import { blend } from "@mui/system/colorManipulator";
import { darkTheme, lightTheme } from "../../src/theme";

const light = createTheme(lightTheme);
const dark = createTheme(darkTheme);

/**
 * The filled inputs' grey as it shows on the paper, hovered (the darkest it gets in light mode,
 * the lightest in dark mode): react-admin's 0.04 black in light mode (0.09 hovered, MUI's), MUI's
 * 0.13 white hovered in dark mode.
 */
const inputGrey = (theme: Theme) =>
  theme.palette.mode === "dark"
    ? blend(theme.palette.background.paper, "#ffffff", 0.13)
    : blend(theme.palette.background.paper, "#000000", 0.09);

/** A colour with alpha as it shows on `background`. */
const on = (colour: string, background: string) => {
  const match = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(colour);
  if (!match) return colour;
  const [, r, g, b, a] = match;
  return blend(background, `rgb(${r}, ${g}, ${b})`, Number(a));
};

const contrast = (colour: string, background: string) =>
  getContrastRatio(on(colour, background), background);

describe("The console's themes", () => {
  it("shows Rollcall's colours in light mode", () => {
    expect(light.palette.mode).toBe("light");
    expect(light.palette.primary.main).toBe("#1565c0");
    expect(light.palette.secondary.main).toBe("#00897b");
    expect(light.palette.error.main).toBe("#c62828");
    expect(light.palette.background.default).toBe("#f6f8fb");
  });

  it("has a dark mode of its own, not react-admin's grey one", () => {
    expect(dark.palette.mode).toBe("dark");
    expect(dark.palette.background.default).toBe("#0f1318");
    expect(dark.palette.background.paper).toBe("#161b22");
    expect(dark.palette.primary.main).not.toBe(light.palette.primary.main);
  });

  it("shades the teal secondary in teal, not in react-admin's blue", () => {
    expect(light.palette.secondary.light).toBe("#33a095");
    expect(light.palette.secondary.dark).toBe("#005f56");
  });

  it("keeps react-admin's defaults that Rollcall does not set", () => {
    for (const theme of [light, dark]) {
      // Merged key by key: react-admin's filled inputs and toolbar stay beside Rollcall's overrides.
      expect(theme.components?.MuiTextField?.defaultProps?.variant).toBe("filled");
      expect(theme.components?.RaToolbar).toBeDefined();
      expect(theme.components?.MuiInputLabel?.styleOverrides).toBeDefined();
      expect(theme.typography.h6.fontWeight).toBe(400);
    }
    expect(light.components?.MuiFilledInput).toBeDefined();
  });

  describe.each([
    ["light", light],
    ["dark", dark],
  ])("in %s mode, reaches 4.5:1 (WCAG AA) where its comments say", (_, theme) => {
    const { palette } = theme;
    const paper = palette.background.paper;

    it("for a label in error, a disabled field's label and the asterisk, on the inputs' grey", () => {
      const grey = inputGrey(theme);
      expect(contrast(palette.text.fieldError, grey)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.text.fieldDisabled, grey)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.error.main, blend(paper, "#000000", 0.04))).toBeGreaterThanOrEqual(
        4.5,
      );
    });

    it("for the text, links and states in words, on the paper and the page", () => {
      for (const background of [paper, palette.background.default]) {
        expect(contrast(palette.text.primary, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.primary.main, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.error.main, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.text.success, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.text.warning, background)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it("for the filled toasts and buttons' text on their colour", () => {
      for (const colour of ["primary", "error", "warning", "info", "success"] as const) {
        // MUI's filled Alert: the darker shade in dark mode, its text chosen for the main one.
        const fill = palette.mode === "dark" ? palette[colour].dark : palette[colour].main;
        const text = palette.getContrastText(palette[colour].main);
        expect(contrast(text, fill), `${colour} toast`).toBeGreaterThanOrEqual(4.5);
        expect(
          contrast(palette[colour].contrastText, palette[colour].main),
          `${colour} button`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
});
