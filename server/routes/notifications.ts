import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import { successEnvelope } from "../../contract/envelope";
import { notificationsSchema } from "../../contract/notifications";
import { json, ok, operations, ownRead } from "../http";
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
    ...ownRead(
      operation,
      {
        operationId: "getNotifications",
        summary:
          "The bell: schools awaiting verification, and schools registered and board administrators created since this account last opened it",
        answer: "The bell's notifications.",
        data: notificationsSchema,
        message: "Notifications fetched",
      },
      (accountId) => notificationsOf(db, accountId),
    ),
  );

  app.post(
    routes.notificationsSeen,
    {
      schema: operation(
        "markNotificationsSeen",
        "Record that this account opened the bell now; answers the notifications with nothing unread",
        {},
        { 200: json("Marked as seen.", successEnvelope(notificationsSchema)) },
        [401, 403],
      ),
    },
    async (request, reply) => {
      const accountId = request.account.account_id;
      await markNotificationsSeen(db, accountId, config.now());
      return ok(reply, "Notifications marked as seen", await notificationsOf(db, accountId));
    },
  );
};
