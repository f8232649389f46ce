import { beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "react-admin";
import {
  PRINCIPAL_GATE_FIELDS,
  clearDraft,
  principalUnlocked,
  readDraft,
  retryUnlessRefused,
  schoolFormDefaults,
  toFileValue,
  writeDraft,
} from "../../../src/schools/schoolFormState";
import { detail } from "./fixtures";

describe("School form state", () => {
  beforeEach(() => sessionStorage.clear());

  it("unlocks the principal only when all eleven school fields hold something", () => {
    const all = PRINCIPAL_GATE_FIELDS.map(() => "x");
    expect(principalUnlocked(all)).toBe(true);
    expect(principalUnlocked(all.map((v, i) => (i === 3 ? "  " : v)))).toBe(false);
    expect(principalUnlocked(all.map((v, i) => (i === 0 ? null : v)))).toBe(false);
    expect(principalUnlocked([...all.slice(1)])).toBe(false);
  });

  it("turns a loaded school into the form's values, ids as strings and missing values empty", () => {
    const values = schoolFormDefaults({ ...detail, id: 42 });
    expect(values).toMatchObject({
      school_name: "Green Valley School",
      country_id: "1",
      main_board_id: "2",
      board_id: "201",
      established_year: "1999",
      latitude: "9.931200",
      website: "",
      middle_name: "",
      employee_number: "EMP-000042",
    });
  });

  it("keeps a draft per route without the employee number, and clears it", () => {
    writeDraft("/school/add/new", { school_name: "Draft", employee_number: "EMP-1", extra: "no" });
    writeDraft("/school/edit/9", { school_name: "Other" });
    expect(readDraft("/school/add/new")).toEqual({
      values: { school_name: "Draft" },
      filesDropped: false,
    });
    clearDraft("/school/add/new");
    expect(readDraft("/school/add/new")).toBeNull();
    expect(readDraft("/school/edit/9")?.values).toEqual({ school_name: "Other" });
  });

  it("keeps no file in a draft, only that some were chosen", () => {
    const pdf = new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
    writeDraft("/school/add/new", { school_name: "Draft", school_documents: [toFileValue(pdf)] });
    expect(sessionStorage.getItem("rollcall.schoolDraft:/school/add/new")).not.toContain(
      "licence.pdf",
    );
    expect(readDraft("/school/add/new")?.filesDropped).toBe(true);
  });

  it("does not ask again for a school the server refused or does not know", () => {
    expect(retryUnlessRefused(0, new HttpError("School not found", 404))).toBe(false);
    expect(retryUnlessRefused(0, new HttpError("Cannot reach the server.", 0))).toBe(true);
    expect(retryUnlessRefused(2, new HttpError("Busy", 503))).toBe(false);
  });
});
