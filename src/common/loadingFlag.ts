import { useSyncExternalStore } from "react";

/**
 * The spec's shared loading flag (set during login, the dashboard fetch and logout), readable
 * outside React (the authProvider sets it) and shown as a global overlay.
 */
function createFlag() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    set(on: boolean) {
      count = Math.max(0, count + (on ? 1 : -1));
      listeners.forEach((l) => l());
    },
    get: () => count > 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const loadingFlag = createFlag();

export function useLoadingFlag(): boolean {
  return useSyncExternalStore(loadingFlag.subscribe, loadingFlag.get);
}
