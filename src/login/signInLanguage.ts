import { localStorageStore } from "ra-core";

/**
 * The sign-in page's view of the console's store (react-admin's localStorageStore, as App.tsx
 * creates it): the language chosen here is the one the console opens in, and the other way round.
 */
export const signInStore = localStorageStore();
