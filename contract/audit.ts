import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "./envelope";
import { bodyId, flagValue, ID_MAX } from "./common";
import { formatMessage, validationMessages as m } from "./messages";

/*
 * The audit trail and the bulk actions, as the API carries them: what each event says, the
 * list's query and answer, and the bulk calls' payloads and answers.
 */

/** Every action the trail records. Sign-in events ('auth.*') are pruned after the retention. */
export const AUDIT_ACTIONS = [
  "school.registered",
  "school.updated",
  "school.verified",
  "school.status_changed",
  "school.imported",
  "school.removed",
  "school_import.done",
  "school_import.undone",
  "board_admin.created",
  "board_admin.status_changed",
  "account.password_changed",
  "account.password_reset",
  "account.two_factor_enabled",
  "account.two_factor_disabled",
  "account.two_factor_reset",
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.signed_out",
  "list.exported",
  "holiday.added",
  "holiday.renamed",
  "holiday.removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "school",
  "board_admin",
  "account",
  "school_import",
  "holiday",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The username of events written from the command line. */
export const SYSTEM_USERNAME = "system";

/** Beyond this many matches, a list with a filter that has no counter says 'more than'. */
export const AUDIT_TOTAL_CAP = 10_000;

/** The most ids one bulk call takes. */
export const BULK_MAX_IDS = 1000;

/**
 * Why a sign-in failed: a wrong password or an unknown username; a correct password of an account
 * that may not use the console (a board administrator) or that is deactivated; a wrong
 * two-factor code, or one already used; a two-factor step whose challenge had expired, had
 * already completed a sign-in, or was answered from another address than the password.
 */
export const SIGN_IN_FAILURE_REASONS = [
  "password",
  "not_allowed",
  "deactivated",
  "code",
  "code_reused",
  "challenge",
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditDetailsSchema = z.object({
  /** For an update: each changed field, from what to what. */
  changes: z.record(z.string(), z.object({ from: scalar, to: scalar })).optional(),
  files_added: z.array(z.string()).optional(),
  files_removed: z.array(z.string()).optional(),
  /** For a status change: the new status (true is Active). */
  status: z.boolean().optional(),
  /** The import that created (school.imported) or removed (school.removed) the school. */
  import_id: z.number().int().optional(),
  /** An import's file checksum (SHA-256) and counts, on school_import.done and .undone. */
  checksum: z.string().optional(),
  counts: z.record(z.string(), z.number().int()).optional(),
  /** Written by a bulk action. */
  bulk: z.boolean().optional(),
  /** Why a sign-in failed (see SIGN_IN_FAILURE_REASONS). */
  reason: z.enum(SIGN_IN_FAILURE_REASONS).optional(),
  /** A sign-in completed with a second factor. */
  two_factor: z.boolean().optional(),
  /**
   * An export: the list, the format, the list's query as given, the rows sent, and whether the
   * client went away before the end (target_name is the file's name).
   */
  export: z
    .object({
      list: z.string(),
      format: z.string(),
      filter: z.record(z.string(), z.string()),
      rows: z.number().int().min(0),
      aborted: z.boolean(),
    })
    .optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEventSchema = z
  .object({
    id: z.number().int(),
    occurred_at: z.string().meta({ description: "When (ISO 8601)." }),
    actor_id: z.number().int().nullable().meta({ description: "Null for 'system'." }),
    actor_username: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.enum(AUDIT_TARGET_TYPES).nullable(),
    target_id: z.number().int().nullable(),
    target_name: z.string().nullable().meta({ description: "The target's name at that moment." }),
    details: auditDetailsSchema,
    client_ip: z.string().nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof auditEventSchema>;

const dateTime = z.iso
  .datetime({ offset: true, local: true })
  .or(z.iso.date())
  .meta({ description: "ISO 8601 date or date-time." });

/** A range that starts before it ends (`to` is exclusive on the API): the one rule of the dates. */
export function datesInOrder(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || new Date(from).getTime() < new Date(to).getTime();
}

// The dates' order is checked where both are known (listAuditEvents): a refine here would keep
// the dialect's filter from picking its fields.
export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  actor: z
    .string()
    .trim()
    .min(1)
    .max(100)
    // The database's text cannot hold a NUL: no username has one.
    .refine((v) => !v.includes("\u0000"), m.text_invalid)
    .optional()
    .meta({ description: "The start of a username, in any case." }),
  action: z.enum(AUDIT_ACTIONS).optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: z.coerce.number().int().min(1).max(ID_MAX).optional(),
  from: dateTime.optional().meta({ description: "Events at or after this moment." }),
  to: dateTime.optional().meta({ description: "Events before this moment; after `from`." }),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** A page of events: `total_capped` says the total is a lower bound (more than AUDIT_TOTAL_CAP). */
export const auditListEnvelope = z.object({
  status: z.literal(true),
  code: z.number().int(),
  message: z.string(),
  resources: z.object({
    data: z.array(auditEventSchema),
    total: z.number().int().min(0),
    total_pages: z.number().int().min(1),
    current_page: z.number().int().min(1),
    total_capped: z.boolean(),
  }),
});

const bulkIds = z
  .array(bodyId, { error: m.bulk_ids_required })
  // Its message is the array's: no list and an empty one are told the same.
  .min(1)
  .max(BULK_MAX_IDS, formatMessage(m.bulk_ids_too_many, { max: BULK_MAX_IDS }));

export const bulkVerifyPayloadSchema = z.object({ ids: bulkIds }, { error: m.request_invalid });
export type BulkVerifyPayload = z.input<typeof bulkVerifyPayloadSchema>;
export const bulkStatusPayloadSchema = z.object(
  { ids: bulkIds, status: flagValue },
  { error: m.request_invalid },
);
export type BulkStatusPayload = z.input<typeof bulkStatusPayloadSchema>;

export const bulkResultSchema = z
  .object({
    changed: z.number().int().min(0),
    unchanged: z.number().int().min(0).meta({ description: "Already in that state." }),
    not_found: z.array(z.number().int()),
  })
  .meta({ id: "BulkResult" });
export type BulkResult = z.infer<typeof bulkResultSchema>;
