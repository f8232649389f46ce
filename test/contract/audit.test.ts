import { describe, expect, it } from "vitest";
import {
  auditEventSchema,
  auditListEnvelope,
  auditListQuerySchema,
  bulkResultSchema,
  bulkStatusPayloadSchema,
  bulkVerifyPayloadSchema,
  type AuditEvent,
} from "../../contract/audit";

/** An event as the server writes it: by the super administrator, on a school. */
const event = (changes: Partial<AuditEvent>): AuditEvent => ({
  id: 41,
  occurred_at: "2026-03-15T08:58:00.000Z",
  actor_id: 1,
  actor_username: "admin",
  action: "school.registered",
  target_type: "school",
  target_id: 25,
  target_name: "Green Valley School",
  details: {},
  client_ip: "203.0.113.5",
  request_id: "req-7",
  ...changes,
});

/** One event of every action the trail records, each with the details its writer gives. */
const EVENTS: AuditEvent[] = [
  event({ details: { files_added: ["prospectus.pdf"] } }),
  event({
    action: "school.updated",
    details: {
      changes: {
        pincode: { from: "560001", to: "560002" },
        area_radius: { from: 150, to: 200 },
        website: { from: null, to: "https://greenvalley.example" },
        status: { from: true, to: false },
      },
      files_added: ["fees.pdf"],
      files_removed: ["prospectus.pdf"],
    },
  }),
  event({ action: "school.verified", details: { bulk: true } }),
  event({ action: "school.status_changed", details: { status: false, bulk: false } }),
  event({ action: "board_admin.created", target_type: "board_admin", target_name: "Anita Rao" }),
  event({
    action: "board_admin.status_changed",
    target_type: "board_admin",
    target_name: "Anita Rao",
    details: { status: true },
  }),
  event({ action: "account.password_changed", target_type: "account", target_id: 1 }),
  // From the command line: no actor, no address, no request.
  event({
    action: "account.password_reset",
    actor_id: null,
    actor_username: "system",
    target_type: "account",
    target_id: 1,
    target_name: "admin",
    client_ip: null,
    request_id: null,
  }),
  event({ action: "account.two_factor_enabled", target_type: "account", target_id: 1 }),
  event({ action: "account.two_factor_disabled", target_type: "account", target_id: 1 }),
  event({ action: "account.two_factor_reset", target_type: "account", target_id: 1 }),
  event({ action: "auth.signed_in", target_type: null, target_id: null, target_name: null }),
  event({ action: "auth.signed_out", target_type: null, target_id: null, target_name: null }),
  ...(["password", "not_allowed", "deactivated", "code", "code_reused", "challenge"] as const).map(
    (reason) =>
      event({
        action: "auth.sign_in_failed",
        actor_id: null,
        target_type: null,
        target_id: null,
        target_name: null,
        details: { reason },
      }),
  ),
  event({ action: "auth.signed_in", details: { two_factor: true } }),
];

describe("the audit trail's answers", () => {
  it.each(EVENTS.map((e) => [e.action, e] as const))("gives a %s event out whole", (_, e) => {
    expect(auditEventSchema.parse(e)).toEqual(e);
  });

  it("refuses an action, a target type or a sign-in failure it does not know", () => {
    expect(auditEventSchema.safeParse(event({ action: "school.deleted" as never })).success).toBe(
      false,
    );
    expect(auditEventSchema.safeParse(event({ target_type: "city" as never })).success).toBe(false);
    expect(
      auditEventSchema.safeParse(event({ details: { reason: "timeout" as never } })).success,
    ).toBe(false);
  });

  it("gives a page of events with its totals", () => {
    const page = {
      status: true as const,
      code: 200,
      message: "Audit events",
      resources: {
        data: EVENTS.slice(0, 2),
        total: 25,
        total_pages: 3,
        current_page: 2,
        total_capped: true,
      },
    };
    expect(auditListEnvelope.parse(page)).toEqual(page);
    const empty = { ...page, resources: { ...page.resources, data: [], total: 0, total_pages: 1 } };
    expect(auditListEnvelope.parse(empty)).toEqual(empty);
    for (const wrong of [{ total: -1 }, { total_pages: 0 }, { current_page: 0 }]) {
      const answer = { ...page, resources: { ...page.resources, ...wrong } };
      expect(auditListEnvelope.safeParse(answer).success).toBe(false);
    }
  });

  it("gives a bulk call's counts", () => {
    const result = { changed: 9, unchanged: 3, not_found: [999999] };
    expect(bulkResultSchema.parse(result)).toEqual(result);
    expect(bulkResultSchema.safeParse({ ...result, changed: -1 }).success).toBe(false);
    expect(bulkResultSchema.safeParse({ ...result, unchanged: -1 }).success).toBe(false);
  });
});

describe("the audit list's query", () => {
  const parse = (query: Record<string, string>) => auditListQuerySchema.safeParse(query);
  const fails = (query: Record<string, string>) =>
    Object.keys(parse(query).error?.flatten().fieldErrors ?? {});

  it("reads the first page of ten when nothing is asked", () => {
    expect(parse({}).data).toEqual({ page: 1, limit: 10 });
  });

  it("reads page, page size and target id as whole numbers in their range", () => {
    expect(parse({ page: "3", limit: "50", target_id: "25" }).data).toEqual({
      page: 3,
      limit: 50,
      target_id: 25,
    });
    expect(parse({ limit: "100", target_id: "2147483647" }).success).toBe(true);
    expect(fails({ page: "0" })).toEqual(["page"]);
    expect(fails({ limit: "0" })).toEqual(["limit"]);
    expect(fails({ limit: "101" })).toEqual(["limit"]);
    expect(fails({ target_id: "0" })).toEqual(["target_id"]);
    expect(fails({ target_id: "2147483648" })).toEqual(["target_id"]);
  });

  it("reads the actor as a trimmed username without a NUL", () => {
    expect(parse({ actor: " admin " }).data?.actor).toBe("admin");
    expect(parse({ actor: "a".repeat(100) }).success).toBe(true);
    expect(fails({ actor: "   " })).toEqual(["actor"]);
    expect(fails({ actor: "a".repeat(101) })).toEqual(["actor"]);
    expect(parse({ actor: "ad\u0000min" }).error?.issues.map((i) => i.message)).toEqual([
      "Contains a character that is not allowed",
    ]);
  });

  it("takes an action and a target type from their lists", () => {
    expect(parse({ action: "school.verified", target_type: "board_admin" }).data).toMatchObject({
      action: "school.verified",
      target_type: "board_admin",
    });
    expect(fails({ action: "school.deleted" })).toEqual(["action"]);
    expect(fails({ target_type: "city" })).toEqual(["target_type"]);
  });

  it("takes a date, a date-time with or without an offset, as either end", () => {
    const from = "2026-03-15T08:00:00+05:30";
    const to = "2026-03-16T08:00:00";
    expect(parse({ from, to }).data).toMatchObject({ from, to });
    expect(parse({ from: "2026-03-15", to: "2026-03-16T00:00:00Z" }).success).toBe(true);
    expect(fails({ from: "15/03/2026", to: "yesterday" })).toEqual(["from", "to"]);
  });
});

describe("the bulk calls' payloads", () => {
  const messages = (payload: unknown) =>
    bulkVerifyPayloadSchema.safeParse(payload).error?.issues.map((i) => i.message);

  it("takes from one to a thousand ids", () => {
    expect(bulkVerifyPayloadSchema.parse({ ids: [3, "4"] })).toEqual({ ids: [3, 4] });
    const most = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(bulkVerifyPayloadSchema.safeParse({ ids: most }).success).toBe(true);
    expect(messages({ ids: [...most, 1001] })).toEqual(["At most 1000 records at once."]);
    expect(messages({ ids: [] })).toEqual(["Choose at least one record."]);
    expect(messages({})).toEqual(["Choose at least one record."]);
  });

  it("takes the new status of a bulk status change as true or false", () => {
    expect(bulkStatusPayloadSchema.parse({ ids: [3], status: "false" })).toEqual({
      ids: [3],
      status: false,
    });
    expect(bulkStatusPayloadSchema.safeParse({ ids: [3] }).success).toBe(false);
  });
});
