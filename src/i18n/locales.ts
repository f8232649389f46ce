import type { StringMap } from "ra-core";
import type { Localization } from "@mui/material/locale";

export type Direction = "ltr" | "rtl";

/** One language of the console and the sign-in page. */
export interface Language {
  /** Its code: `<html lang>`, the store's `locale`, react-admin's locale. */
  locale: string;
  /** Its name in its own script, as the language choices show it. */
  name: string;
  dir: Direction;
  /** Its catalogue, a chunk of its own loaded when the language is chosen (English is bundled). */
  messages?: () => Promise<StringMap>;
  /** MUI's own strings (pagination, close, ...) for it. */
  mui?: () => Promise<Localization>;
  /**
   * A partial catalogue: what it lacks is shown in English and not reported. The complete ones
   * (English, Hindi) report a missing key, which fails a test.
   */
  partial?: boolean;
}

/**
 * The languages, English first (the default, whatever the browser's language). Another
 * language is its catalogue file beside this one plus an entry here.
 */
export const languages: readonly Language[] = [
  { locale: "en", name: "English", dir: "ltr" },
  {
    locale: "hi",
    name: "हिन्दी",
    dir: "ltr",
    messages: () => import("./hi").then((m) => m.hi),
    mui: () => import("@mui/material/locale").then((m) => m.hiIN),
  },
  {
    locale: "ur",
    name: "اردو",
    dir: "rtl",
    partial: true,
    messages: () => import("./ur").then((m) => m.ur),
    mui: () => import("@mui/material/locale").then((m) => m.urPK),
  },
];

export const DEFAULT_LOCALE = "en";

/**
 * The store key of the chosen language: react-admin's useLocaleState keeps it under `locale` in
 * the console's store, and the sign-in page reads and writes the same one.
 */
export const LOCALE_KEY = "locale";

/** The language of a stored code; English for none or one no longer offered. */
export const languageOf = (locale: unknown): Language =>
  languages.find((language) => language.locale === locale) ?? languages[0];
