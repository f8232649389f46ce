import type { TranslationMessages } from "ra-core";
import { en } from "./en";

/*
 * A placeholder until the Hindi catalogue (src/i18n/hi/*.ts) arrives: English with a few Hindi
 * values, enough for the language mechanism's tests to tell the two apart.
 */
export const hi: TranslationMessages = {
  ...en,
  app: {
    ...(en.app as Record<string, unknown>),
    menu: {
      ...((en.app as Record<string, unknown>).menu as Record<string, string>),
      dashboard: "डैशबोर्ड",
    },
    login: {
      ...((en.app as Record<string, unknown>).login as Record<string, string>),
      password: "पासवर्ड",
    },
  },
};
