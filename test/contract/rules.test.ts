import { describe, expect, it } from "vitest";
import { bodyId, flagValue, ID_MAX, isWholeNumber, pageQuery, pathId } from "../../contract/common";
import {
  duplicateFiles,
  fileTooLargeMessage,
  fileTypeMessage,
  readableSize,
  SCHOOL_DOCUMENT_UPLOAD,
  SCHOOL_IMAGE_UPLOAD,
  schoolListQuerySchema,
  schoolPayloadSchema,
  schoolUpdatePayloadSchema,
  toSchoolPayload,
} from "../../contract/schools";
import { z } from "zod";
import { validSchool } from "./fixtures";

const now = new Date("2026-03-15T09:00:00Z");

/** The first message of each failing field of a school payload. */
function schoolErrors(changes: Record<string, unknown>) {
  const result = schoolPayloadSchema(now).safeParse({ ...validSchool, ...changes });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("the rules every form shares", () => {
  it("takes a phone number of exactly ten digits, nothing before or after", () => {
    for (const phone of ["x9876543210", "9876543210x", "98765432101", "987654321a"]) {
      expect(schoolErrors({ school_phone_number: phone })).toEqual({
        school_phone_number: "Phone number must be valid 10 digits number",
      });
    }
    expect(schoolErrors({ school_phone_number: " 9876543210 " })).toEqual({});
  });

  it("takes a pincode of exactly six digits", () => {
    for (const pincode of ["a560001", "560001a", "5600011", "56000a"]) {
      expect(schoolErrors({ pincode })).toEqual({ pincode: "Pincode must be exactly 6 digits" });
    }
  });

  it("takes ids as whole numbers in the database's range, as digits or numbers", () => {
    expect(schoolErrors({ board_id: 7, state_id: " 12 ", city_id: String(ID_MAX) })).toEqual({});
    for (const board_id of ["x3", "3x", "3.5", "0", String(ID_MAX + 1), "-3"]) {
      expect(schoolErrors({ board_id })).toEqual({ board_id: "Affiliation board is required" });
    }
    expect(isWholeNumber("42")).toBe(true);
    for (const text of ["", "4 2", "x42", "42x", "4.2"]) expect(isWholeNumber(text)).toBe(false);
  });

  it("refuses text holding a NUL character, in required and optional fields", () => {
    expect(schoolErrors({ address: "12 MG\u0000 Road" })).toEqual({
      address: "Contains a character that is not allowed",
    });
    expect(schoolErrors({ middle_name: "K\u0000" })).toEqual({
      middle_name: "Contains a character that is not allowed",
    });
  });

  it("says which choice is missing and which is off the list", () => {
    expect(schoolErrors({ type: "" })).toEqual({ type: "Type is required" });
    expect(schoolErrors({ type: "charter" })).toEqual({
      type: "Type must be either 'public' or 'private'",
    });
    expect(schoolErrors({ type: " private " })).toEqual({});
  });

  it("asks for text where an optional field got something else", () => {
    expect(schoolErrors({ website: {} })).toEqual({ website: "Must be text" });
  });

  it("says an email is invalid, and a required text too long", () => {
    expect(schoolErrors({ email: "asha@" })).toEqual({ email: "Invalid email address" });
    expect(schoolErrors({ address: "x".repeat(201) })).toEqual({
      address: "Must be at most 200 characters",
    });
    expect(schoolErrors({ address: "x".repeat(200) })).toEqual({});
  });

  it("reads a record's id from a body or a path: whole numbers from 1 to the largest id", () => {
    for (const schema of [bodyId, pathId]) {
      expect(schema.parse("17")).toBe(17);
      expect(schema.parse(ID_MAX)).toBe(ID_MAX);
      for (const bad of ["x", 0, 1.5, ID_MAX + 1]) {
        const result = schema.safeParse(bad);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Must be a number"]);
      }
    }
  });

  it("reads a true/false from JSON or from its text, and names anything else", () => {
    expect(flagValue.parse(true)).toBe(true);
    expect(flagValue.parse(false)).toBe(false);
    expect(flagValue.parse("true")).toBe(true);
    expect(flagValue.parse("false")).toBe(false);
    expect(flagValue.safeParse("yes").error?.issues[0].message).toBe(
      "Status must be true or false",
    );
  });

  it("reads page and page size, each with its own message", () => {
    const query = z.object(pageQuery);
    expect(query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(query.parse({ page: "3", limit: "100" })).toEqual({ page: 3, limit: 100 });
    for (const page of ["0", "1.5", "x"]) {
      expect(query.safeParse({ page }).error?.issues[0].message).toBe(
        "Page must be a whole number of at least 1",
      );
    }
    for (const limit of ["0", "101", "2.5", "x"]) {
      expect(query.safeParse({ limit }).error?.issues[0].message).toBe(
        "Page size must be a whole number from 1 to 100",
      );
    }
  });
});

describe("a school's coordinates and website", () => {
  it("takes signed coordinates with at least six decimals", () => {
    expect(schoolErrors({ latitude: "-12.123456", longitude: "+77.123456" })).toEqual({});
    expect(schoolErrors({ latitude: "90.000000", longitude: "-180.000000" })).toEqual({});
  });

  it("refuses a coordinate that is not a plain decimal number", () => {
    for (const latitude of [
      "x12.123456",
      "12.123456x",
      "12.",
      "1a.123456",
      "12.12345a",
      "--1.123456",
    ]) {
      expect(schoolErrors({ latitude })).toEqual({ latitude: "Must be a number" });
    }
    expect(schoolErrors({ latitude: "90.000001" })).toEqual({
      latitude: "Latitude must be between -90 and 90",
    });
    expect(schoolErrors({ latitude: "12" })).toEqual({
      latitude: "Latitude must have at least 6 decimal places",
    });
    expect(schoolErrors({ longitude: "1".repeat(25) })).toEqual({
      longitude: "Must be at most 24 characters",
    });
  });

  it("takes an http or https address with a domain as the website", () => {
    for (const website of ["http://gv.example", "HTTPS://gv.example/about", "www.school.in"]) {
      expect(schoolErrors({ website })).toEqual({});
    }
    for (const website of [
      "x http://gv.example",
      "https://localhost",
      "localhost:3000",
      "http://",
      "ftp://gv.example",
      "mailto:office@gv.example",
    ]) {
      expect(schoolErrors({ website })).toEqual({ website: "Invalid website URL" });
    }
  });

  it("puts https:// before a website written without a scheme, and keeps a given one", () => {
    const website = (value: string) =>
      schoolPayloadSchema(now).shape.website.parse(value) as string | undefined;
    expect(website("www.school.in")).toBe("https://www.school.in");
    expect(website(" school.in/about ")).toBe("https://school.in/about");
    expect(website("http://gv.example")).toBe("http://gv.example");
    expect(website("")).toBeUndefined();
  });
});

describe("the documents to remove and the payload sent", () => {
  it("trims each id of the list", () => {
    const schema = schoolUpdatePayloadSchema(now);
    const base = { ...validSchool, school_id: "9" };
    expect(schema.parse({ ...base, remove_document_ids: " 4 , 5 " }).remove_document_ids).toEqual([
      4, 5,
    ]);
    expect(schema.parse({ ...base, remove_document_ids: 7 }).remove_document_ids).toEqual([7]);
    // An empty field, or a comma too many, removes nothing more.
    expect(schema.parse({ ...base, remove_document_ids: "" }).remove_document_ids).toEqual([]);
    expect(schema.parse({ ...base, remove_document_ids: "4," }).remove_document_ids).toEqual([4]);
    expect(schema.safeParse({ ...base, remove_document_ids: "4,x" }).success).toBe(false);
  });

  it("sends each field trimmed", () => {
    expect(toSchoolPayload({ school_name: "  Green Valley  ", area_radius: 150 })).toEqual({
      school_name: "Green Valley",
      area_radius: "150",
    });
  });
});

describe("the upload rules", () => {
  it("says the limit and the types in the user's words", () => {
    expect(fileTooLargeMessage(SCHOOL_IMAGE_UPLOAD)).toBe("File is larger than 5 MB");
    expect(fileTooLargeMessage(SCHOOL_DOCUMENT_UPLOAD)).toBe("File is larger than 10 MB");
    expect(fileTypeMessage(SCHOOL_IMAGE_UPLOAD)).toBe("File type must be png, jpg, jpeg, webp");
    expect(fileTypeMessage(SCHOOL_DOCUMENT_UPLOAD)).toBe(
      "File type must be pdf, csv, docx, doc, xlsx, xls, odt",
    );
  });

  it("lets the file picker accept exactly the extensions the server takes", () => {
    for (const rule of [SCHOOL_IMAGE_UPLOAD, SCHOOL_DOCUMENT_UPLOAD]) {
      const accepted = Object.values(rule.accept)
        .flat()
        .map((extension) => extension.replace(/^\./, ""));
      expect(accepted.sort()).toEqual([...rule.extensions].sort());
      for (const type of Object.keys(rule.accept)) expect(type).toMatch(/^[a-z]+\/[\w.+-]+$/);
    }
    expect(SCHOOL_IMAGE_UPLOAD.field).toBe("school_image");
    expect(SCHOOL_DOCUMENT_UPLOAD.field).toBe("school_documents");
  });

  it("writes sizes as people read them", () => {
    expect(readableSize(0)).toBe("0 bytes");
    expect(readableSize(1023)).toBe("1023 bytes");
    expect(readableSize(1024)).toBe("1 KB");
    expect(readableSize(1536)).toBe("1.5 KB");
    expect(readableSize(1024 * 1024 + 100 * 1024)).toBe("1.1 MB");
    expect(readableSize(3 * 1024 ** 3)).toBe("3 GB");
    expect(readableSize(2 * 1024 ** 4)).toBe("2048 GB");
  });

  it("tells a file already chosen (same name and size) from a new one", () => {
    const { fresh, duplicates } = duplicateFiles(
      [{ name: "a.pdf", size: 1 }],
      [
        { name: "a.pdf", size: 1 },
        { name: "b.pdf", size: 2 },
        { name: "b.pdf", size: 2 },
        { name: "a.pdf", size: 2 },
      ],
    );
    expect(fresh).toEqual([
      { name: "b.pdf", size: 2 },
      { name: "a.pdf", size: 2 },
    ]);
    expect(duplicates).toEqual([
      { name: "a.pdf", size: 1 },
      { name: "b.pdf", size: 2 },
    ]);
  });
});

describe("the school list's search", () => {
  const search = (value: unknown) => schoolListQuerySchema.safeParse({ search: value });

  it("takes at most ten words of at most 100 characters in all", () => {
    expect(search(Array(10).fill("ab").join(" ")).data?.search).toBe(
      Array(10).fill("ab").join(" "),
    );
    expect(search(Array(11).fill("ab").join("  ")).error?.issues[0].message).toBe(
      "Search for at most 10 words",
    );
    expect(search("x".repeat(100)).success).toBe(true);
    expect(search("x".repeat(101)).error?.issues[0].message).toBe(
      "Search for at most 100 characters",
    );
    expect(search(` ${"x".repeat(100)} `).data?.search).toBe("x".repeat(100));
  });

  it("treats a NUL as a space and a blank search as none", () => {
    expect(search("green\u0000valley ").data?.search).toBe("green valley");
    expect(search("  ").data?.search).toBeUndefined();
    expect(search(7).error?.issues[0].message).toBe("Must be text");
  });
});
