import type { Notifications } from "../../../contract/notifications";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

/** The bell's calls. */
export interface NotificationMethods {
  /** What awaits the administrator and what is new since the account last opened the bell. */
  getNotifications(): Promise<Notifications>;
  /** Records on the server that the bell was opened now; answers the notifications then. */
  markNotificationsSeen(): Promise<Notifications>;
}

export function notificationMethods({ apiUrl, httpClient }: ApiContext): NotificationMethods {
  return {
    async getNotifications() {
      return (await httpClient<Notifications>(`${apiUrl}${paths.notifications}`)).json.resources
        .data;
    },
    async markNotificationsSeen() {
      const { json } = await httpClient<Notifications>(`${apiUrl}${paths.notificationsSeen}`, {
        method: "POST",
      });
      return json.resources.data;
    },
  };
}
