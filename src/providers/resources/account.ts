import type { AdminProfile, ChangePasswordPayload } from "../../../contract/auth";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

export interface AccountMethods {
  getProfile(): Promise<AdminProfile>;
  /** Answers the server's message. */
  changePassword(payload: ChangePasswordPayload): Promise<string>;
}

export function accountMethods({ apiUrl, httpClient }: ApiContext): AccountMethods {
  return {
    async getProfile() {
      return (await httpClient<AdminProfile>(`${apiUrl}${paths.profile}`)).json.resources.data;
    },
    async changePassword(payload) {
      const { json } = await httpClient(`${apiUrl}${paths.changePassword}`, {
        method: "POST",
        body: payload,
      });
      return json.message;
    },
  };
}
