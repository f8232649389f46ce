import { localStorageStore } from "ra-core";

/**
 * The sign-in page's view of the console's store (react-admin's localStorageStore, as App.tsx
 * creates it): the language chosen here is the one the console opens in, and the other way
 * round; the theme chosen in the console is the one this page shows.
 */
export const signInStore = localStorageStore();
