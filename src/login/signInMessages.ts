import { validationMessages } from "../../contract/messages";
import { app } from "../i18n/en/app";
import type { Translate } from "./SignInForm";

/*
 * The sign-in entry's strings, from the console's own catalogue (src/i18n/en/app.ts and the
 * validation messages of contract/), but only the namespaces the page shows. Not the whole
 * catalogue (src/i18n/en.ts): that spreads in ra-language-english, react-admin's own messages,
 * none of which this page shows, and the entry must stay small.
 */
const messages = {
  app: { login: app.login, loading: app.loading },
  validation: validationMessages,
};

function lookup(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

/**
 * Translates as the console's i18nProvider does for these keys: the catalogue's text, else the
 * given default (a server's message passes through as it is), else the key itself.
 */
export const translate: Translate = (key, options) => {
  const text = lookup(key);
  if (typeof text === "string") return text;
  return options?._ ?? key;
};
