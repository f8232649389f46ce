import { z } from "zod";

/*
 * The bell: what awaits the administrator and what is new since this account last opened it.
 * Derived from the counters (schools awaiting verification) and the audit trail (schools
 * registered, board administrators created); the read state is kept per account on the server.
 */

const newSince = z
  .object({
    count: z
      .number()
      .int()
      .min(0)
      .meta({ description: "How many since the bell was last opened." }),
    latest_at: z
      .string()
      .nullable()
      .meta({ description: "When the newest of them happened (ISO 8601); null when none." }),
  })
  .meta({ id: "NotificationNews" });

export const notificationsSchema = z
  .object({
    pending_verification: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Schools awaiting verification (all of them, read or not)." }),
    schools_registered: newSince,
    board_admins_created: newSince,
    unread: z.number().int().min(0).meta({
      description: "Schools registered and board administrators created since last opened.",
    }),
    seen_at: z
      .string()
      .nullable()
      .meta({ description: "When this account last opened the bell (ISO 8601); null if never." }),
  })
  .meta({
    id: "Notifications",
    examples: [
      {
        pending_verification: 12,
        schools_registered: { count: 3, latest_at: "2026-03-15T08:58:00.000Z" },
        board_admins_created: { count: 1, latest_at: "2026-03-15T07:12:00.000Z" },
        unread: 4,
        seen_at: "2026-03-14T17:30:00.000Z",
      },
    ],
  });
export type Notifications = z.infer<typeof notificationsSchema>;
