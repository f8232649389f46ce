import type { AuthProvider } from "react-admin";
import {
  isMfaChallenge,
  type LoginData,
  type LoginInput,
  type MfaChallenge,
  type TwoFactorLoginPayload,
} from "../../contract/auth";
import { paths } from "../../contract/api";
import { errorStatus, type HttpClient } from "./httpClient";
import { clearSession, saveSession, storedToken, storedUser } from "./session";
import { loadingFlag } from "../common/loadingFlag";

/** The spec's logout delay (section 9). */
export const LOGOUT_DELAY_MS = 500;

/** Encodes Basic credentials as UTF-8: `btoa` alone throws on characters beyond Latin-1. */
export function basicCredentials(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * The password was right and the account has two-factor sign-in on: the login page asks for a
 * code and calls login again with `{ challenge, code }`. A rejection, so that react-admin's
 * useLogin does not navigate away.
 */
export class MfaRequiredError extends Error {
  constructor(readonly challenge: string) {
    super("Enter the code from your authenticator app");
    this.name = "MfaRequiredError";
  }
}

/** What the login page passes to login: the password step or the code step. */
export type LoginParams = LoginInput | TwoFactorLoginPayload;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in with Basic credentials, the session in local storage under the spec's keys, 401 as
 * a signal to sign out (to `/`, where the login page lives), 403 as a refusal that keeps the session.
 */
export function createAuthProvider(apiUrl: string, httpClient: HttpClient): AuthProvider {
  return {
    async login(params: LoginParams) {
      loadingFlag.set(true);
      try {
        const { json } =
          "challenge" in params
            ? await httpClient<LoginData>(`${apiUrl}${paths.loginTwoFactor}`, {
                method: "POST",
                auth: false,
                body: { challenge: params.challenge, code: params.code },
              })
            : await httpClient<LoginData | MfaChallenge>(`${apiUrl}${paths.login}`, {
                method: "POST",
                auth: false,
                headers: { Authorization: basicCredentials(params.username, params.password) },
              });
        const data = json.resources.data;
        if (isMfaChallenge(data)) throw new MfaRequiredError(data.challenge);
        saveSession(data);
        return { message: json.message };
      } finally {
        loadingFlag.set(false);
      }
    },

    async logout() {
      const token = storedToken();
      if (!token) return "/";
      loadingFlag.set(true);
      // Ends the session on the server too; the console does not wait for the answer.
      httpClient(`${apiUrl}${paths.logout}`, { method: "POST" }).catch(() => {});
      await wait(LOGOUT_DELAY_MS);
      clearSession();
      loadingFlag.set(false);
      return "/";
    },

    async checkAuth() {
      if (!storedToken()) {
        throw { redirectTo: "/", message: false };
      }
    },

    async checkError(error: unknown) {
      if (errorStatus(error) === 401) {
        // No session left: the user signed out, or an earlier 401 already ended the session and
        // is taking the user to sign-in (with the page to come back to, which a second redirect
        // here would lose). Nothing more to do: no "expired", no logout, no redirect of its own;
        // a screen reached without a session is sent to sign-in by its session check.
        if (!storedToken()) throw { redirectTo: false, message: false, logoutUser: false };
        clearSession();
        throw { redirectTo: "/", message: false, logoutUser: true };
      }
      // A 403 is a refusal of one call: its message is shown where the call was made.
    },

    async getIdentity() {
      const user = storedUser();
      if (!user) throw new Error("Not signed in");
      const fullName = [user.first_name, user.middle_name, user.last_name]
        .filter(Boolean)
        .join(" ");
      return { id: user.id, fullName };
    },

    async getPermissions() {
      return storedUser()?.role;
    },
  };
}
