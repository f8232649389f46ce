import type { Store } from "ra-core";
import { LOCALE_KEY } from "./locales";

/**
 * The console's store, keeping the browser's own choices when react-admin empties it: its
 * logout resets the whole store (the user's preferences), which would put a Hindi reader back
 * in English at the sign-in page and on the next sign-in. The language (and the light or dark
 * theme, react-admin's `theme`) belong to the browser, as the issue asks, not to the session.
 */
export const browserPreferences = (store: Store, kept = [LOCALE_KEY, "theme"]): Store => ({
  ...store,
  reset() {
    const values = kept.map((key) => [key, store.getItem(key)] as const);
    store.reset();
    for (const [key, value] of values) if (value !== undefined) store.setItem(key, value);
  },
});
