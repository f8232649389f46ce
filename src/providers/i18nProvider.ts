import polyglotI18nProvider from "ra-i18n-polyglot";
import { en } from "../i18n/en";

/**
 * No `allowMissing`: a key that is not in the catalogue is reported as an error (which fails
 * a test) and shown as the key. Text that may not be a key (a server's message) is translated
 * with a default, `translate(text, { _: text })`, which never reports.
 */
export const i18nProvider = polyglotI18nProvider(
  () => en,
  "en",
  [{ locale: "en", name: "English" }],
  {
    onMissingKey: (key: string) => {
      console.error(`Missing translation for "${key}"`);
      return key;
    },
  },
);
