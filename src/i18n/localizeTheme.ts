import { deepmerge } from "@mui/utils";
import type { ThemeOptions } from "@mui/material/styles";
import type { LoadedLanguage } from "./useLanguage";

/**
 * In a right-to-left page, a record's texts (a name, an address, an e-mail) in a table's cells
 * and a description list's values are laid out in the direction of their own first letter, as
 * `dir="auto"` would: they are in whatever script they were typed, and an English address that
 * starts with its house number ('144, Jayepet Main Road') would otherwise be drawn with the
 * number at its end. The catalogue's own texts are isolated where they are translated
 * (`bidi.ts`); a record's never pass through it.
 */
const RIGHT_TO_LEFT: ThemeOptions = {
  components: {
    MuiCssBaseline: { styleOverrides: { ":is(td, th, dd)": { unicodeBidi: "plaintext" } } },
  },
};

/**
 * A theme in a language: its direction, and MUI's own strings (pagination, close, ...) from
 * MUI's locale, merged key by key so that the theme's own component settings stay.
 */
export const localizeTheme = <T extends ThemeOptions>(
  theme: T,
  { language, mui }: LoadedLanguage,
): T => {
  const localized = deepmerge(theme, { direction: language.dir, ...mui });
  return language.dir === "rtl" ? deepmerge(localized, RIGHT_TO_LEFT) : localized;
};
