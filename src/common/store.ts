import { useSyncExternalStore } from "react";

/** A value that code outside React reads and changes, and components follow. */
export interface Store<T> {
  get(): T;
  /** Tells the listeners, unless the value is the same one. */
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/*
 * Written here rather than taken from react-admin: its store and notifications live in its
 * context, which the sign-in entry does not load, and the authProvider changes these values from
 * outside React.
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value (or what `select` makes of it), re-rendering when that changes. */
export function useStore<T, S = T>(
  store: Store<T>,
  select: (value: T) => S = (value) => value as unknown as S,
): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
