import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validationMessages } from "../../contract/messages";
import {
  changePasswordFormSchema,
  changePasswordPayloadSchema,
  loginSchema,
} from "../../contract/auth";
import {
  boardAdminChangeStatusPayloadSchema,
  boardAdminListQuerySchema,
  boardAdminPayloadSchema,
} from "../../contract/boardAdmins";
import { countryParamsSchema, stateParamsSchema } from "../../contract/lookups";
import { attendanceSummaryQuerySchema } from "../../contract/attendance";
import {
  schoolApprovePayloadSchema,
  schoolChangeStatusPayloadSchema,
  schoolFormSchema,
  schoolListQuerySchema,
  schoolParamsSchema,
  schoolUpdatePayloadSchema,
} from "../../contract/schools";

/** A message of the catalogue, its %{placeholders} matching anything. */
const known = Object.values(validationMessages).map(
  (text) =>
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%\\\{\w+\\\}/g, ".+")}$`),
);
const isOurs = (message: string) => known.some((pattern) => pattern.test(message));

const now = new Date("2026-06-01T00:00:00Z");
const schemas: Record<string, z.ZodType> = {
  login: loginSchema,
  "change password (payload)": changePasswordPayloadSchema,
  "change password (form)": changePasswordFormSchema,
  "board admin": boardAdminPayloadSchema,
  "board admin list": boardAdminListQuerySchema,
  "board admin status": boardAdminChangeStatusPayloadSchema,
  country: countryParamsSchema,
  state: stateParamsSchema,
  "attendance summary": attendanceSummaryQuerySchema,
  "school form": schoolFormSchema(now),
  "school update": schoolUpdatePayloadSchema(now),
  "school list": schoolListQuerySchema,
  "school approve": schoolApprovePayloadSchema,
  "school status": schoolChangeStatusPayloadSchema,
  "school id": schoolParamsSchema,
};

/** Every kind of wrong value a client could send, for every field of every schema. */
const WRONG: unknown[] = [
  undefined,
  null,
  "",
  "x",
  "-1",
  "0",
  "1.5",
  "abc",
  "x".repeat(300),
  -1,
  0,
  1.5,
  1e9,
  true,
  {},
  [],
  ["a", {}],
];

const FIELDS = [
  "username",
  "password",
  "current_password",
  "new_pass",
  "confirm_pass",
  "email",
  "phone",
  "type",
  "main_board_id",
  "board_id",
  "first_name",
  "middle_name",
  "last_name",
  "page",
  "limit",
  "status",
  "board_admin_id",
  "countryId",
  "stateId",
  "year",
  "school_id",
  "school_name",
  "school_email",
  "established_year",
  "country_id",
  "state_id",
  "city_id",
  "pincode",
  "address",
  "school_phone_number",
  "website",
  "secondary_phone",
  "phone_number",
  "latitude",
  "longitude",
  "area_radius",
  "employee_number",
  "remove_document_ids",
  "admin_approval",
  "search",
  "id",
];

describe("validation messages", () => {
  it("never lets a library's default message reach a user: every rule has its own sentence", () => {
    const strays = new Set<string>();
    for (const [name, schema] of Object.entries(schemas)) {
      const inputs: unknown[] = [undefined, null, "text", [], {}];
      for (const field of FIELDS) for (const value of WRONG) inputs.push({ [field]: value });
      for (const input of inputs) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (!isOurs(issue.message)) strays.add(`${name}: ${issue.message}`);
        }
      }
    }
    expect([...strays]).toEqual([]);
  });

  it("shows the mismatch of the new passwords while the current password is still empty", () => {
    const result = changePasswordFormSchema.safeParse({
      current_password: "",
      new_pass: "abcdef",
      confirm_pass: "abcdeg",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toContainEqual(["current_password", "Current password is required"]);
    expect(messages).toContainEqual(["confirm_pass", "Passwords must be same as new password."]);
  });

  it("accepts matching new passwords and gives the form's values", () => {
    const values = { current_password: "old", new_pass: "abcdef", confirm_pass: "abcdef" };
    expect(changePasswordFormSchema.parse(values)).toEqual(values);
  });
});
