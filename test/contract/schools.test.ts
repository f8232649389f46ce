import { describe, expect, it } from "vitest";
import {
  assetLinkQuerySchema,
  schoolApprovePayloadSchema,
  schoolChangeStatusPayloadSchema,
  schoolFormSchema,
  schoolListQuerySchema,
  schoolParamsSchema,
  schoolPayloadSchema,
  schoolUpdatePayloadSchema,
  toSchoolPayload,
} from "../../contract/schools";
import { attendanceSummaryQuerySchema } from "../../contract/attendance";
import { validSchool } from "./fixtures";

const now = new Date("2026-03-15T09:00:00Z");

function messages(values: Record<string, unknown>, schema = schoolPayloadSchema(now)) {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("the school payload", () => {
  it("accepts a valid school and keeps the coordinates as entered", () => {
    const parsed = schoolPayloadSchema(now).parse(validSchool);
    expect(parsed).toMatchObject({ established_year: 1999, board_id: 3, area_radius: 150 });
    expect(parsed.latitude).toBe("12.500000");
  });

  it("treats empty optional fields as absent", () => {
    const parsed = schoolPayloadSchema(now).parse({
      ...validSchool,
      website: "",
      secondary_phone: " ",
      middle_name: null,
    });
    expect(parsed.website).toBeUndefined();
    expect(parsed.secondary_phone).toBeUndefined();
    expect(parsed.middle_name).toBeUndefined();
  });

  it("shows the spec's message for each rule", () => {
    expect(messages({})).toMatchObject({
      school_name: "School name is required",
      school_email: "Email is required",
      board_id: "Affiliation board is required",
      pincode: "Pincode is required",
      latitude: "Latitude is required",
      area_radius: "Area radius is required",
    });
    expect(
      messages({
        ...validSchool,
        school_name: "ab",
        school_email: "nope",
        established_year: "1700",
        pincode: "12345",
        school_phone_number: "987654321",
        website: "ftp://files.example",
        secondary_phone: "12",
        latitude: "12.123",
        longitude: "181.000000",
      }),
    ).toEqual({
      school_name: "Must be at least 3 characters",
      school_email: "Invalid email address",
      established_year: "Year must be 1800 or later",
      pincode: "Pincode must be exactly 6 digits",
      school_phone_number: "Phone number must be valid 10 digits number",
      website: "Invalid website URL",
      secondary_phone: "Phone number must be valid 10 digits number",
      latitude: "Latitude must have at least 6 decimal places",
      longitude: "Longitude must be between -180 and 180",
    });
    expect(messages({ ...validSchool, established_year: "2027" }).established_year).toBe(
      "Year cannot be after 2026",
    );
    expect(messages({ ...validSchool, established_year: "19x9" }).established_year).toBe(
      "Year must be a number",
    );
    expect(messages({ ...validSchool, area_radius: "123456" }).area_radius).toMatch(/at most 5/);
  });

  it("takes the documents to remove as a list or comma-separated", () => {
    const schema = schoolUpdatePayloadSchema(now);
    const base = { ...validSchool, school_id: "9" };
    expect(schema.parse({ ...base, remove_document_ids: "4,5" }).remove_document_ids).toEqual([
      4, 5,
    ]);
    expect(schema.parse({ ...base, remove_document_ids: ["4", "6"] }).remove_document_ids).toEqual([
      4, 6,
    ]);
    expect(schema.parse(base).remove_document_ids).toEqual([]);
  });
});

describe("the UDISE+ code", () => {
  const parse = (udise_code: unknown) =>
    schoolPayloadSchema(now).safeParse({ ...validSchool, udise_code });

  it("is optional: absent, null or blank is absent", () => {
    for (const value of [undefined, null, "", "   "]) {
      const result = parse(value);
      expect(result.success).toBe(true);
      expect(result.data?.udise_code).toBeUndefined();
    }
  });

  it("takes exactly 11 digits, trimmed, leading zeros kept", () => {
    expect(parse(" 09260100105 ").data?.udise_code).toBe("09260100105");
    expect(parse("29260100105").data?.udise_code).toBe("29260100105");
  });

  it("refuses anything else with its message", () => {
    for (const value of [
      "2926010010",
      "292601001050",
      "2926010010A",
      "2926 0100105",
      "-2926010010",
    ]) {
      expect(messages({ ...validSchool, udise_code: value })).toEqual({
        udise_code: "UDISE+ code must be exactly 11 digits",
      });
    }
  });

  it("is sent by the form when given and left out when blank", () => {
    expect(toSchoolPayload({ udise_code: " 29260100105 " }).udise_code).toBe("29260100105");
    expect(toSchoolPayload({ udise_code: "" })).not.toHaveProperty("udise_code");
  });
});

describe("the school form", () => {
  it("requires the country and main board it does not send", () => {
    expect(messages(validSchool, schoolFormSchema(now))).toEqual({
      country_id: "Country is required",
      main_board_id: "Main board is required",
    });
  });

  it("builds the payload without empty optional and form-only fields", () => {
    const payload = toSchoolPayload({
      ...validSchool,
      country_id: 1,
      main_board_id: 2,
      employee_number: "EMP0000001",
      website: "",
      middle_name: null,
      state_id: 2,
    });
    expect(payload).not.toHaveProperty("country_id");
    expect(payload).not.toHaveProperty("main_board_id");
    expect(payload).not.toHaveProperty("employee_number");
    expect(payload).not.toHaveProperty("website");
    expect(payload).not.toHaveProperty("middle_name");
    expect(payload.state_id).toBe("2");
  });
});

describe("the list and summary queries", () => {
  it("reads admin_approval from its strings", () => {
    expect(schoolListQuerySchema.parse({ admin_approval: "false" }).admin_approval).toBe(false);
    expect(schoolListQuerySchema.parse({ admin_approval: "true" }).admin_approval).toBe(true);
    expect(schoolListQuerySchema.parse({ admin_approval: "" }).admin_approval).toBeUndefined();
    expect(schoolListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(schoolListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10 });
  });

  it("takes a NUL in a search as a space between words, with no space left at either end", () => {
    expect(schoolListQuerySchema.parse({ search: "delhi\u0000public" }).search).toBe(
      "delhi public",
    );
    expect(schoolListQuerySchema.parse({ search: "delhi\u0000" }).search).toBe("delhi");
    expect(schoolListQuerySchema.parse({ search: "\u0000" }).search).toBeUndefined();
  });

  it("reads the year", () => {
    expect(attendanceSummaryQuerySchema.parse({ year: "2025" }).year).toBe(2025);
    for (const year of ["x", "1799", "10000", "2025.5"]) {
      expect(attendanceSummaryQuerySchema.safeParse({ year }).error?.issues[0].message).toBe(
        "Year must be a whole number from 1800 to 9999",
      );
    }
  });
});

describe("a school's verification, status and file links", () => {
  it("reads the school's id and its new status, and says the request is not valid otherwise", () => {
    expect(schoolApprovePayloadSchema.parse({ school_id: "25" })).toEqual({ school_id: 25 });
    expect(schoolChangeStatusPayloadSchema.parse({ school_id: 25, status: "true" })).toEqual({
      school_id: 25,
      status: true,
    });
    expect(schoolParamsSchema.parse({ id: "25" })).toEqual({ id: 25 });
    for (const schema of [
      schoolApprovePayloadSchema,
      schoolChangeStatusPayloadSchema,
      schoolParamsSchema,
    ]) {
      expect(schema.safeParse(null).error?.issues[0].message).toBe("The request is not valid.");
    }
  });

  it("reads a signed link's expiry and a signature of at most 100 characters", () => {
    const link = { expires: "1773566100", sig: "s".repeat(100) };
    expect(assetLinkQuerySchema.parse(link)).toEqual({ ...link, expires: 1773566100 });
    expect(assetLinkQuerySchema.safeParse({ ...link, sig: "s".repeat(101) }).success).toBe(false);
  });
});
