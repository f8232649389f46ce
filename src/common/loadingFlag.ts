import { createStore, useStore } from "./store";

/** How many callers have the flag raised: the overlay shows while any has. */
const raised = createStore(0);
const isRaised = (count: number) => count > 0;

/**
 * The spec's shared loading flag (set during login, the dashboard fetch and logout), readable
 * outside React (the authProvider sets it) and shown as a global overlay.
 */
export const loadingFlag = {
  set(on: boolean) {
    raised.set(Math.max(0, raised.get() + (on ? 1 : -1)));
  },
  get: () => isRaised(raised.get()),
};

export function useLoadingFlag(): boolean {
  return useStore(raised, isRaised);
}
