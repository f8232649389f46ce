import { createStore, useStore } from "../common/store";

/** The kinds of toast (react-admin's notification types). */
export type ToastType = "info" | "success" | "warning" | "error";

/** The spec's toast durations (section 9): errors and plain 4 s, success 2 s. */
export const TOAST_DURATION: Record<ToastType, number> = {
  error: 4000,
  info: 4000,
  warning: 4000,
  success: 2000,
};
/** At most this many toasts are kept, on screen and waiting (spec, section 9). */
export const MAX_TOASTS = 20;
/** At most this many are on screen at once; the others wait their turn. */
export const MAX_VISIBLE_TOASTS = 3;

export interface Toast {
  key: number;
  message: string;
  type: ToastType;
}

export interface Toasts {
  shown: Toast[];
  waiting: Toast[];
}

const same = (a: Toast, b: Toast) => a.message === b.message && a.type === b.type;

/** Adds a toast: shown when there is room, else queued; a repeat of one kept is dropped. */
export function addToast(toasts: Toasts, toast: Toast): Toasts {
  const { shown, waiting } = toasts;
  if ([...shown, ...waiting].some((t) => same(t, toast))) return toasts;
  if (shown.length < MAX_VISIBLE_TOASTS) return { shown: [...shown, toast], waiting };
  // The queue keeps the newest when full.
  return { shown, waiting: [...waiting, toast].slice(-(MAX_TOASTS - shown.length)) };
}

/** Closes a toast; the first one waiting takes its place. */
export function removeToast(toasts: Toasts, key: number): Toasts {
  const { shown, waiting } = toasts;
  const rest = shown.filter((t) => t.key !== key);
  if (rest.length === shown.length) return toasts;
  const [next, ...others] = waiting;
  return next ? { shown: [...rest, next], waiting: others } : { shown: rest, waiting };
}

/** Closes every toast of a type; those waiting of other types take the places freed. */
export function removeToastsOfType(toasts: Toasts, type: ToastType): Toasts {
  const shown = toasts.shown.filter((t) => t.type !== type);
  const waiting = toasts.waiting.filter((t) => t.type !== type);
  const free = MAX_VISIBLE_TOASTS - shown.length;
  return { shown: [...shown, ...waiting.slice(0, free)], waiting: waiting.slice(free) };
}

const EMPTY: Toasts = { shown: [], waiting: [] };

/**
 * The page's toasts, outside React and without react-admin: the sign-in entry raises its toasts
 * here, the console's Toaster feeds react-admin's notifications in, and a toast raised just
 * before the console replaces the sign-in page (the success of a sign-in) stays on screen.
 */
const toasts = createStore(EMPTY);
let nextKey = 0;

export const toastStore = {
  get: toasts.get,
  subscribe: toasts.subscribe,
  // A repeat that was dropped, or a toast already closed, leaves the same lists: nothing to tell.
  push(message: string, type: ToastType = "info") {
    toasts.set(addToast(toasts.get(), { key: nextKey++, message, type }));
  },
  close(key: number) {
    toasts.set(removeToast(toasts.get(), key));
  },
  /** Closes every toast of a type (a sign-in's failures, once it succeeds). */
  dismiss(type: ToastType) {
    toasts.set(removeToastsOfType(toasts.get(), type));
  },
  /** Empties the store (a test's clean start). */
  reset() {
    toasts.set(EMPTY);
  },
};

export function useToasts(): Toasts {
  return useStore(toasts);
}
