import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import { notificationsSchema } from "../../contract/notifications";
import { keyed } from "../../contract/apiMessages";
import { operations, ownData } from "../http";
import type { AppContext } from "../context";
import { markNotificationsSeen, notificationsOf } from "../notifications/service";

const operation = operations("Notifications");

/** The bell: what awaits the administrator, what is new since it was last opened, and its read state. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config },
) => {
  app.get(
    routes.notifications,
    ...ownData(
      operation,
      {
        operationId: "getNotifications",
        summary:
          "The bell: schools awaiting verification, and schools registered and board administrators created since this account last opened it",
        description:
          "What the header's bell shows: the schools that await verification, and what was registered or created since this account last opened the bell (unread until markNotificationsSeen).",
        answer: "The bell's notifications.",
        data: notificationsSchema,
        message: keyed("api.notifications_fetched"),
      },
      (accountId) => notificationsOf(db, accountId),
    ),
  );

  app.post(
    routes.notificationsSeen,
    ...ownData(
      operation,
      {
        operationId: "markNotificationsSeen",
        summary:
          "Record that this account opened the bell now; answers the notifications with nothing unread",
        description:
          "Called when the bell is opened: what is new until now becomes read for this account (other accounts keep their own state).",
        answer: "Marked as seen.",
        data: notificationsSchema,
        message: keyed("api.notifications_seen"),
      },
      async (accountId) => {
        await markNotificationsSeen(db, accountId, config.now());
        return notificationsOf(db, accountId);
      },
    ),
  );
};
