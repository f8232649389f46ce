import type {
  RecoveryCodes,
  SessionInfo,
  TwoFactorDisablePayload,
  TwoFactorEnablePayload,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../contract/auth";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

/** The signed-in account's sessions and two-factor sign-in (the profile's sections). */
export interface SecurityMethods {
  getSessions(): Promise<SessionInfo[]>;
  endSession(id: string): Promise<string>;
  endOtherSessions(): Promise<string>;
  getTwoFactor(): Promise<TwoFactorStatus>;
  setupTwoFactor(): Promise<TwoFactorSetup>;
  enableTwoFactor(payload: TwoFactorEnablePayload): Promise<RecoveryCodes>;
  /** Answers the server's message. */
  disableTwoFactor(payload: TwoFactorDisablePayload): Promise<string>;
}

export function securityMethods({ apiUrl, httpClient }: ApiContext): SecurityMethods {
  return {
    async getSessions() {
      return (await httpClient<SessionInfo[]>(`${apiUrl}${paths.sessions}`)).json.resources.data;
    },
    async endSession(id) {
      const { json } = await httpClient(`${apiUrl}${paths.session(id)}`, {
        method: "DELETE",
      });
      return json.message;
    },
    async endOtherSessions() {
      const { json } = await httpClient(`${apiUrl}${paths.sessions}`, { method: "DELETE" });
      return json.message;
    },
    async getTwoFactor() {
      return (await httpClient<TwoFactorStatus>(`${apiUrl}${paths.twoFactor}`)).json.resources.data;
    },
    async setupTwoFactor() {
      const { json } = await httpClient<TwoFactorSetup>(`${apiUrl}${paths.twoFactorSetup}`, {
        method: "POST",
      });
      return json.resources.data;
    },
    async enableTwoFactor(payload) {
      const { json } = await httpClient<RecoveryCodes>(`${apiUrl}${paths.twoFactorEnable}`, {
        method: "POST",
        body: payload,
      });
      return json.resources.data;
    },
    async disableTwoFactor(payload) {
      const { json } = await httpClient(`${apiUrl}${paths.twoFactorDisable}`, {
        method: "POST",
        body: payload,
      });
      return json.message;
    },
  };
}
