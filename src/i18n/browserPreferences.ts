import type { Store } from "ra-core";
import { LOCALE_KEY } from "./locales";
import { THEME_KEY } from "../themeOptions";

/**
 * The console's store, keeping the browser's own choices when react-admin empties it: its
 * logout resets the whole store (the user's preferences), which would put a Hindi reader back
 * in English at the sign-in page and on the next sign-in. The language (and the light or dark
 * theme) belong to the browser, not to the session.
 */
export const browserPreferences = (store: Store, kept = [LOCALE_KEY, THEME_KEY]): Store => ({
  ...store,
  reset() {
    const values = kept.map((key) => [key, store.getItem(key)] as const);
    store.reset();
    for (const [key, value] of values) if (value !== undefined) store.setItem(key, value);
  },
});
