import type { AuthProvider } from "react-admin";
import { createStore, useStore } from "../common/store";

/**
 * Whether the session ended on its own (the server answered 401), as opposed to a chosen
 * logout. The sign-in page says so, the unsaved-changes warning lets the redirect through, and
 * the school form keeps its draft for after the next sign-in. Readable outside React.
 */
export const sessionExpiry = createStore(false);

export function useSessionExpired(): boolean {
  return useStore(sessionExpiry);
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
