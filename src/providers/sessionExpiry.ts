import { useSyncExternalStore } from "react";
import type { AuthProvider } from "react-admin";

/**
 * Whether the session ended on its own (the server answered 401), as opposed to a chosen
 * logout. The sign-in page says so, the unsaved-changes warning lets the redirect through, and
 * the school form keeps its draft for after the next sign-in. Readable outside React.
 */
function createExpiry() {
  let expired = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (value === expired) return;
    expired = value;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => expired,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionExpiry = createExpiry();

export function useSessionExpired(): boolean {
  return useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get);
}

/**
 * Wraps any authProvider: when its checkError asks to log the user out, the session expired;
 * a successful login starts a fresh one. Everything else is the given provider's.
 */
export function withSessionExpiry(authProvider: AuthProvider): AuthProvider {
  return {
    ...authProvider,
    async login(params) {
      const result: unknown = await authProvider.login(params);
      sessionExpiry.set(false);
      return result;
    },
    async checkError(error) {
      try {
        await authProvider.checkError(error);
      } catch (refusal) {
        const logoutUser = (refusal as { logoutUser?: boolean } | null)?.logoutUser ?? true;
        if (logoutUser) sessionExpiry.set(true);
        throw refusal;
      }
    },
  };
}
