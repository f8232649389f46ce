import type { LoginData } from "../../contract/auth";

/**
 * The session in the browser, in one place: the keys the spec (section 3) gives it in local
 * storage, and the only code that reads or writes them. The authProvider, the http client and
 * the sign-in entry all use this module, so a rule about the session is written once.
 */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

/** The bearer token of the current session, if any. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The signed-in user's details as login answered them, if any. */
export function storedUser(): LoginData | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? "null") as LoginData | null;
  } catch {
    return null;
  }
}

export function saveSession(data: LoginData): void {
  localStorage.setItem(TOKEN_KEY, data.token);
  localStorage.setItem(USER_KEY, JSON.stringify(data));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
