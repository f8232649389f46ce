import { describe, expect, it } from "vitest";
import { paths } from "../../contract/api";
import {
  changePasswordFormSchema,
  changePasswordPayloadSchema,
  isMfaChallenge,
  loginSchema,
  toChangePasswordPayload,
  totpCodeSchema,
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  twoFactorLoginPayloadSchema,
} from "../../contract/auth";
import {
  boardAdminChangeStatusPayloadSchema,
  boardAdminFullName,
  boardAdminPayloadSchema,
  toBoardAdminPayload,
} from "../../contract/boardAdmins";
import { confirmDuplicateField, duplicatesOf } from "../../contract/duplicates";
import { countryParamsSchema, stateParamsSchema } from "../../contract/lookups";
import { signedInAdmin } from "./fixtures";

const firstMessages = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
};

describe("sign-in", () => {
  it("trims the username and needs both fields", () => {
    expect(loginSchema.parse({ username: "  admin ", password: " p " })).toEqual({
      username: "admin",
      password: " p ",
    });
    expect(firstMessages(loginSchema.safeParse({ username: "  ", password: "" }))).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("takes a code of exactly six digits from an authenticator app", () => {
    expect(totpCodeSchema.parse(" 123456 ")).toBe("123456");
    for (const code of ["12345", "1234567", "a123456", "123456a", "12345a"]) {
      expect(totpCodeSchema.safeParse(code).error?.issues[0].message).toBe(
        "Enter the 6-digit code from your authenticator app",
      );
    }
    expect(totpCodeSchema.safeParse(" ").error?.issues[0].message).toBe("Code is required");
  });

  it("takes a second step's challenge and a code or a recovery code of bounded length", () => {
    const challenge = "c".repeat(100);
    expect(twoFactorLoginPayloadSchema.parse({ challenge, code: " abcd-efgh " })).toEqual({
      challenge,
      code: "abcd-efgh",
    });
    expect(twoFactorLoginPayloadSchema.safeParse({ challenge: "", code: "123456" }).success).toBe(
      false,
    );
    expect(
      twoFactorLoginPayloadSchema.safeParse({ challenge: `${challenge}c`, code: "123456" }).success,
    ).toBe(false);
    expect(twoFactorLoginPayloadSchema.safeParse({ challenge, code: "1".repeat(65) }).success).toBe(
      false,
    );
    expect(twoFactorLoginPayloadSchema.safeParse({ challenge, code: "1".repeat(64) }).success).toBe(
      true,
    );
  });

  it("says a code is required when none was sent", () => {
    expect(totpCodeSchema.safeParse(undefined).error?.issues[0].message).toBe("Code is required");
    expect(firstMessages(twoFactorLoginPayloadSchema.safeParse({ challenge: "c" }))).toEqual({
      code: "Code is required",
    });
  });

  it("turns two-factor sign-in on with a code, and off with the password and a code", () => {
    expect(twoFactorEnablePayloadSchema.parse({ code: " 123456 " })).toEqual({ code: "123456" });
    expect(firstMessages(twoFactorEnablePayloadSchema.safeParse({}))).toEqual({
      code: "Code is required",
    });
    const off = { password: " p ", code: "123456" };
    expect(twoFactorDisablePayloadSchema.parse(off)).toEqual(off);
    expect(firstMessages(twoFactorDisablePayloadSchema.safeParse({}))).toEqual({
      password: "Password is required",
      code: "Code is required",
    });
    expect(
      firstMessages(twoFactorDisablePayloadSchema.safeParse({ password: "", code: "12" })),
    ).toEqual({
      password: "Password is required",
      code: "Enter the 6-digit code from your authenticator app",
    });
  });

  it("tells a two-factor challenge from a signed-in answer", () => {
    expect(isMfaChallenge({ mfa_required: true, challenge: "c", expires_in: 300 })).toBe(true);
    expect(isMfaChallenge(signedInAdmin)).toBe(false);
  });
});

describe("change password", () => {
  it("needs a new password of 6 to 128 characters", () => {
    const form = (new_pass: string) =>
      firstMessages(
        changePasswordFormSchema.safeParse({
          current_password: "old",
          new_pass,
          confirm_pass: new_pass,
        }),
      );
    expect(form("abcde")).toEqual({ new_pass: "Password must be at least 6 characters" });
    expect(form("x".repeat(129))).toEqual({ new_pass: "Password must be at most 128 characters" });
    expect(form("x".repeat(128))).toEqual({});
  });

  it("says the confirmation differs only when one was typed", () => {
    const confirm = (confirm_pass: unknown) =>
      firstMessages(
        changePasswordFormSchema.safeParse({
          current_password: "old",
          new_pass: "abcdef",
          confirm_pass,
        }),
      );
    const all = (confirm_pass: unknown) =>
      changePasswordFormSchema
        .safeParse({ current_password: "old", new_pass: "abcdef", confirm_pass })
        .error?.issues.map((issue) => issue.message);
    expect(all("")).toEqual(["Confirm password is required"]);
    expect(all(undefined)).toEqual(["Confirm password is required"]);
    expect(all("abcdef")).toBeUndefined();
    expect(confirm("abcdeg")).toEqual({ confirm_pass: "Passwords must be same as new password." });
  });

  it("refuses the current password as the new one, in the form and the payload", () => {
    expect(
      firstMessages(
        changePasswordFormSchema.safeParse({
          current_password: "abcdef",
          new_pass: "abcdef",
          confirm_pass: "abcdef",
        }),
      ),
    ).toEqual({ new_pass: "The new password must be different from the current one." });
    expect(
      firstMessages(
        changePasswordPayloadSchema.safeParse({ current_password: "abcdef", password: "abcdef" }),
      ),
    ).toEqual({ password: "The new password must be different from the current one." });
    expect(
      changePasswordPayloadSchema.safeParse({ current_password: "abcdef", password: "abcdeg" })
        .success,
    ).toBe(true);
  });

  it("sends the confirmed password", () => {
    expect(
      toChangePasswordPayload({
        current_password: "old",
        new_pass: "abcdef",
        confirm_pass: "abcdef",
      }),
    ).toEqual({ current_password: "old", password: "abcdef" });
  });
});

describe("a board administrator", () => {
  const valid = {
    username: "cbse.chennai",
    email: "ravi@cbse.example",
    phone: "9123456780",
    type: "board",
    main_board_id: 1,
    board_id: 3,
    first_name: "Ravi",
    last_name: "Kumar",
  };

  it("takes a status change as the administrator's id and true or false", () => {
    expect(
      boardAdminChangeStatusPayloadSchema.parse({ board_admin_id: "7", status: "false" }),
    ).toEqual({ board_admin_id: 7, status: false });
    expect(
      Object.keys(firstMessages(boardAdminChangeStatusPayloadSchema.safeParse({ status: "x" }))),
    ).toEqual(["board_admin_id", "status"]);
  });

  it("needs names and a username of at least three characters", () => {
    expect(
      firstMessages(
        boardAdminPayloadSchema.safeParse({
          ...valid,
          username: "ab",
          first_name: "Ra",
          last_name: "Ku",
        }),
      ),
    ).toEqual({
      username: "Must be at least 3 characters",
      first_name: "Must be at least 3 characters",
      last_name: "Must be at least 3 characters",
    });
    expect(
      firstMessages(
        boardAdminPayloadSchema.safeParse({ ...valid, username: "abcd", first_name: "Ravi" }),
      ),
    ).toEqual({});
  });

  it("sends the form's values trimmed, ids as numbers, empty fields left out", () => {
    expect(
      toBoardAdminPayload({
        username: " cbse.chennai ",
        email: "",
        middle_name: null,
        main_board_id: " 1 ",
        board_id: "x",
        first_name: 7,
      }),
    ).toEqual({ username: "cbse.chennai", main_board_id: 1, board_id: "x", first_name: "7" });
    expect(toBoardAdminPayload({ main_board_id: " ", board_id: 3 })).toEqual({ board_id: 3 });
  });

  it("shows the name as first, middle and last", () => {
    expect(boardAdminFullName({ first_name: "Ravi", middle_name: null, last_name: "Kumar" })).toBe(
      "Ravi Kumar",
    );
    expect(boardAdminFullName({ first_name: "Ravi", middle_name: "S", last_name: "Kumar" })).toBe(
      "Ravi S Kumar",
    );
  });
});

describe("duplicate warnings", () => {
  it("reads the confirmation field: absent is false, anything but true or false is refused", () => {
    expect(confirmDuplicateField.parse(undefined)).toBe(false);
    expect(confirmDuplicateField.parse("false")).toBe(false);
    expect(confirmDuplicateField.parse("true")).toBe(true);
    expect(confirmDuplicateField.safeParse("yes").error?.issues[0].message).toBe(
      "confirm_duplicate must be true or false",
    );
  });

  it("finds the matches in a failed save's body, and nothing in other failures", () => {
    const match = {
      school_id: 2,
      school_name: "GV",
      city_name: "Mysuru",
      matched: ["school_email"],
    };
    expect(duplicatesOf({ duplicates: [match] })).toEqual([match]);
    expect(duplicatesOf({ duplicates: [] })).toBeNull();
    expect(duplicatesOf({ duplicates: [{ ...match, matched: [] }] })).toBeNull();
    expect(duplicatesOf({ message: "Bad" })).toBeNull();
  });
});

describe("the lookups' paths", () => {
  it("read a country's and a state's id, and say the request is not valid otherwise", () => {
    expect(countryParamsSchema.parse({ countryId: "3" })).toEqual({ countryId: 3 });
    expect(stateParamsSchema.parse({ stateId: "12" })).toEqual({ stateId: 12 });
    for (const schema of [countryParamsSchema, stateParamsSchema]) {
      expect(schema.safeParse(null).error?.issues[0].message).toBe("The request is not valid.");
    }
  });
});

describe("the API's paths", () => {
  it("fills a route's parameter, encoded", () => {
    expect(paths.school(25)).toBe("/v1/super-admin/school/25");
    expect(paths.session("a/b")).toBe("/v1/super-admin/sessions/a%2Fb");
    expect(paths.states(1)).toBe("/v1/static/state/1");
  });
});
