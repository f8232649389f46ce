import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as attendance from "../../contract/attendance";
import * as audit from "../../contract/audit";
import * as auth from "../../contract/auth";
import * as boardAdmins from "../../contract/boardAdmins";
import * as duplicates from "../../contract/duplicates";
import * as envelope from "../../contract/envelope";
import * as lookups from "../../contract/lookups";
import * as notifications from "../../contract/notifications";
import * as rest from "../../contract/rest";
import * as schools from "../../contract/schools";

const modules = {
  attendance,
  audit,
  auth,
  boardAdmins,
  duplicates,
  envelope,
  lookups,
  notifications,
  rest,
  schools,
};

/** Every exported schema whose OpenAPI entry carries examples. */
const documented = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodType)) return [];
    const examples = (value.meta()?.examples ?? []) as unknown[];
    return examples.length ? [{ name: `${module}.${name}`, schema: value, examples }] : [];
  }),
);

describe("the responses of the contract", () => {
  it("has examples to check", () => {
    expect(documented.length).toBeGreaterThan(10);
  });

  it.each(documented)("$name accepts its own examples", ({ schema, examples }) => {
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });

  // The server answers through these schemas, which drop any field they do not name: an example
  // that comes back changed would reach a client changed.
  it.each(documented)("$name gives its examples back whole", ({ schema, examples }) => {
    for (const example of examples) expect(schema.parse(example)).toEqual(example);
  });

  it.each(documented.filter(({ schema }) => schema instanceof z.ZodObject))(
    "$name refuses an answer that lacks any of its required fields",
    ({ schema, examples }) => {
      const shape = (schema as z.ZodObject).shape;
      for (const example of examples as Record<string, unknown>[]) {
        for (const key of Object.keys(example)) {
          if (shape[key].safeParse(undefined).success) continue;
          const { [key]: _left, ...rest } = example;
          expect(schema.safeParse(rest).success, key).toBe(false);
        }
      }
    },
  );
});

/** An answer the server gives through `schema`, for the schemas without an example of their own. */
const answer = (name: string, schema: z.ZodType, value: unknown) => ({ name, schema, value });

const session = {
  id: "s-1",
  browser: "Chrome 131",
  os: "Windows 10",
  client_address: "203.0.113.5",
  signed_in_at: "2026-03-15T08:58:00.000Z",
  last_seen_at: "2026-03-15T09:12:00.000Z",
  current: true,
};

const ANSWERS = [
  answer("a success", envelope.successEnvelope(auth.twoFactorStatusSchema), {
    status: true,
    code: 200,
    message: "Two-factor sign-in status",
    message_key: "api.two_factor_status",
    resources: { data: { enabled: true, recovery_codes_left: 10 } },
  }),
  answer("a page of a list", envelope.listEnvelope(lookups.countrySchema), {
    status: true,
    code: 200,
    message: "Countries fetched successfully",
    message_key: "api.countries_fetched",
    resources: {
      data: [{ country_id: 1, name: "India" }],
      total: 25,
      total_pages: 3,
      current_page: 2,
    },
  }),
  answer("an empty page", envelope.listEnvelope(lookups.countrySchema), {
    status: true,
    code: 200,
    message: "Countries fetched successfully",
    message_key: "api.countries_fetched",
    resources: { data: [], total: 0, total_pages: 1, current_page: 1 },
  }),
  answer("a done", envelope.messageEnvelope, {
    status: true,
    code: 201,
    message: "Logged out",
    message_key: "api.signed_out",
    resources: { data: null },
  }),
  answer("a failure on bad input", envelope.failureEnvelope, {
    status: false,
    code: 400,
    message: "School name is required",
    message_key: "validation.school_name_required",
    errors: { school_name: "School name is required" },
    error_keys: { school_name: { key: "validation.school_name_required" } },
  }),
  answer("a failure with a value", envelope.failureEnvelope, {
    status: false,
    code: 400,
    message: "Page size must be a whole number from 1 to 100",
    message_key: "validation.limit_invalid",
    message_params: { max: "100" },
    errors: { limit: "Page size must be a whole number from 1 to 100" },
    error_keys: { limit: { key: "validation.limit_invalid", params: { max: "100" } } },
  }),
  answer("a server error", envelope.failureEnvelope, {
    status: false,
    code: 500,
    message: "Something went wrong",
    request_id: "req-7",
  }),
  answer("a two-factor challenge", auth.mfaChallengeSchema, {
    mfa_required: true,
    challenge: "c-1",
    expires_in: 300,
  }),
  answer("a new two-factor secret", auth.twoFactorSetupSchema, {
    secret: "JBSWY3DPEHPK3PXP",
    otpauth_uri: "otpauth://totp/Rollcall:admin?secret=JBSWY3DPEHPK3PXP&issuer=Rollcall",
  }),
  answer("recovery codes", auth.recoveryCodesSchema, { recovery_codes: ["abcd-efgh"] }),
  answer("a session", auth.sessionInfoSchema, session),
  answer("a session from an unknown address", auth.sessionInfoSchema, {
    ...session,
    client_address: null,
    current: false,
  }),
  answer("a board administrator's sign-in", auth.loginDataSchema, {
    token: "t-2",
    id: 7,
    username: "cbse.chennai",
    first_name: "Ravi",
    middle_name: "K",
    last_name: "Kumar",
    email: "ravi.kumar@cbse.example",
    phone_number: "9123456780",
    role: "board_admin",
  }),
  answer("a bell never opened", notifications.notificationsSchema, {
    pending_verification: 0,
    schools_registered: { count: 0, latest_at: null },
    board_admins_created: { count: 0, latest_at: null },
    unread: 0,
    seen_at: null,
  }),
  answer("a school matching two others", duplicates.duplicateFailureSchema, {
    status: false,
    code: 409,
    message: "This school may already be registered",
    duplicates: [
      {
        school_id: 25,
        school_name: "Green Valley",
        city_name: "Mysuru",
        matched: ["school_email"],
      },
      {
        school_id: 31,
        school_name: "Green Valley School",
        city_name: "Mysuru",
        matched: ["school_phone_number", "school_name_pincode"],
      },
    ],
  }),
  answer("a state", lookups.stateSchema, { state_id: 12, name: "Karnataka" }),
  answer("a city", lookups.citySchema, { city_id: 140, name: "Mysuru" }),
  answer("a main board", lookups.mainBoardSchema, {
    main_board_id: 2,
    name: "ICSE",
    sub_boards: [{ board_id: 5, name: "ICSE Pune" }],
  }),
];

describe("the answers without an example of their own", () => {
  it.each(ANSWERS)("gives $name out whole", ({ schema, value }) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it("refuses a status that is not an HTTP status, and negative or zero page numbers", () => {
    const failure = { status: false, code: 404, message: "No such school" };
    for (const code of [99, 600, 1.5]) {
      expect(envelope.failureEnvelope.safeParse({ ...failure, code }).success, `${code}`).toBe(
        false,
      );
    }
    expect(envelope.failureEnvelope.safeParse({ ...failure, status: true }).success).toBe(false);
    const page = ANSWERS[1].value as { resources: Record<string, unknown> };
    for (const wrong of [{ total: -1 }, { total_pages: 0 }, { current_page: 0 }]) {
      const value = { ...page, resources: { ...page.resources, ...wrong } };
      expect(envelope.listEnvelope(lookups.countrySchema).safeParse(value).success).toBe(false);
    }
    expect(
      envelope.messageEnvelope.safeParse({ ...failure, resources: { data: null } }).success,
    ).toBe(false);
  });

  it("refuses negative counts on the bell", () => {
    const bell = (notifications.notificationsSchema.meta()?.examples as unknown[])[0] as object;
    const news = { count: -1, latest_at: null };
    for (const wrong of [
      { pending_verification: -1 },
      { unread: -1 },
      { schools_registered: news },
      { board_admins_created: news },
    ]) {
      expect(notifications.notificationsSchema.safeParse({ ...bell, ...wrong }).success).toBe(
        false,
      );
    }
  });

  it("refuses an answer that is not a two-factor challenge as one", () => {
    const challenge = ANSWERS.find((a) => a.name === "a two-factor challenge")!.value as object;
    expect(auth.mfaChallengeSchema.safeParse({ ...challenge, mfa_required: false }).success).toBe(
      false,
    );
  });

  it("reads a session's id from its path", () => {
    expect(auth.sessionParamsSchema.parse({ id: "s-1" })).toEqual({ id: "s-1" });
    expect(auth.sessionParamsSchema.safeParse({ id: "s".repeat(100) }).success).toBe(true);
    for (const id of ["", "s".repeat(101)]) {
      expect(auth.sessionParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });
});
