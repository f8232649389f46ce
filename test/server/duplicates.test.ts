import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { validationMessages as m } from "../../contract/messages";
import { duplicateQuery, lockDuplicateKeys } from "../../server/schools/duplicates";
import { seededApp, describeEachDb, untilALockIsAwaited, type TestApp } from "./harness";
import { multipart, references, sample, validFields, type FilePart } from "./schoolsFixtures";

const REGISTER = "/v1/super-admin/school/register";
const UPDATE = "/v1/super-admin/school/update";

/** A second school that shares nothing with validFields()'s. */
const OTHER = {
  school_name: "Hill Top Academy",
  school_email: "desk@hilltop.example",
  school_phone_number: "9123456780",
  pincode: "570002",
};

describeEachDb("duplicate warnings on register and update", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const send = async (
    url: string,
    method: "POST" | "PUT",
    overrides: Record<string, string>,
    files: FilePart[] = [],
  ) => {
    const body = multipart(await validFields(t.db, overrides), files);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
  };
  const register = (overrides: Record<string, string> = {}, files: FilePart[] = []) =>
    send(REGISTER, "POST", overrides, files);
  const update = (id: number, overrides: Record<string, string> = {}) =>
    send(UPDATE, "PUT", { school_id: String(id), ...overrides });
  const registered = async (overrides: Record<string, string> = {}) => {
    const res = await register(overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().resources.data.school_id as number;
  };
  const counts = async () => {
    const [row] = await t.db.query<{ schools: number; principals: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM schools) AS schools,
              (SELECT count(*)::int FROM school_principals) AS principals,
              (SELECT count(*)::int FROM audit_events WHERE action LIKE 'school.%') AS events`,
    );
    return row;
  };
  const storedFiles = () => {
    const root = path.join(t.dataDir, "files");
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
  };

  it.each([
    ["the school email", { school_email: "office@greenvalley.example" }, ["school_email"]],
    ["the school phone number", { school_phone_number: "9876543210" }, ["school_phone_number"]],
    [
      "the name in the same pincode",
      { school_name: "Green Valley Public School", pincode: "570001" },
      ["school_name_pincode"],
    ],
  ])("refuses a school with %s of another with 409 and the match", async (_name, same, matched) => {
    const first = await registered();
    const res = await register({ ...OTHER, ...same });
    expect(res.statusCode).toBe(409);
    const ref = await references(t.db);
    expect(res.json()).toEqual({
      status: false,
      code: 409,
      message: m.duplicate_school,
      message_key: "validation.duplicate_school",
      duplicates: [
        {
          school_id: first,
          school_name: "Green Valley Public School",
          city_name: ref.city_name,
          matched,
        },
      ],
    });
  });

  it("matches regardless of case and white space, and phone numbers by their digits", async () => {
    const first = await registered({ school_phone_number: "9876543210" });
    const res = await register({
      school_name: "  green   VALLEY publicschool ",
      school_email: " Office@GreenValley.EXAMPLE ",
      school_phone_number: "9876543210",
      pincode: "570001",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().duplicates).toEqual([
      expect.objectContaining({
        school_id: first,
        matched: ["school_email", "school_phone_number", "school_name_pincode"],
      }),
    ]);
    // Stored phone numbers written with spaces or dashes (older data) match by their digits.
    await t.db.query(
      "UPDATE schools SET school_phone_number = '98765-432 10' WHERE school_id = $1",
      [first],
    );
    const byPhone = await register({ ...OTHER, school_phone_number: "9876543210" });
    expect(byPhone.json().duplicates[0]).toMatchObject({ matched: ["school_phone_number"] });
  });

  it("does not match the same name in another pincode, nor a similar email", async () => {
    await registered();
    const res = await register({
      ...OTHER,
      school_name: "Green Valley Public School",
      school_email: "office2@greenvalley.example",
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("writes nothing on 409: no school, principal, event or file", async () => {
    await registered();
    const before = await counts();
    const res = await register({ ...OTHER, school_phone_number: "9876543210" }, [
      { field: "school_image", name: "front.png", data: sample.png },
      { field: "school_documents", name: "licence.pdf", data: sample.pdf },
    ]);
    expect(res.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toHaveLength(0);
  });

  it("saves a duplicate that the request confirms, and lists every match (oldest first)", async () => {
    const first = await registered();
    const second = await register({
      ...OTHER,
      school_email: "OFFICE@greenvalley.example",
      confirm_duplicate: "true",
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json().resources.data.school_id;
    expect(await counts()).toMatchObject({ schools: 2, principals: 2 });

    const third = await register({
      ...OTHER,
      school_email: "office@greenvalley.example",
      confirm_duplicate: "false",
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().duplicates.map((d: { school_id: number }) => d.school_id)).toEqual([
      first,
      secondId,
    ]);
  });

  it("answers 400, not 409, when a duplicate's payload is also invalid", async () => {
    await registered();
    const res = await register({ pincode: "12" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ pincode: m.pincode_invalid });
    const badConfirm = await register({ confirm_duplicate: "yes" });
    expect(badConfirm.statusCode).toBe(400);
    expect(badConfirm.json().errors).toEqual({ confirm_duplicate: m.confirm_duplicate_invalid });
    const badCity = await register({ city_id: "999999" });
    expect(badCity.statusCode).toBe(400);
  });

  it("never matches the school being updated with itself", async () => {
    const id = await registered();
    const res = await update(id, {
      school_email: "OFFICE@greenvalley.example ",
      address: "14 New Road",
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses an update that makes a school match another, and writes nothing", async () => {
    const first = await registered();
    const other = await registered(OTHER);
    const res = await update(other, {
      ...OTHER,
      school_email: "office@GreenValley.example",
      address: "1 Changed Road",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().duplicates).toEqual([
      expect.objectContaining({ school_id: first, matched: ["school_email"] }),
    ]);
    const [row] = await t.db.query<{ school_email: string; address: string }>(
      "SELECT school_email, address FROM schools WHERE school_id = $1",
      [other],
    );
    expect(row).toEqual({ school_email: OTHER.school_email, address: "12 Sayyaji Rao Road" });
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'school.updated'",
    );
    expect(n).toBe(0);

    const confirmed = await update(other, {
      ...OTHER,
      school_email: "office@GreenValley.example",
      confirm_duplicate: "true",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it("does not ask again about a confirmed duplicate on a later edit that keeps it", async () => {
    await registered();
    const res = await register({
      ...OTHER,
      school_email: "office@greenvalley.example",
      confirm_duplicate: "true",
    });
    const second = res.json().resources.data.school_id;
    const edit = await update(second, {
      ...OTHER,
      school_email: "office@greenvalley.example",
      address: "2 Other Road",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // A key the edit changes is checked again.
    const phone = await update(second, {
      school_email: "office@greenvalley.example",
      school_name: OTHER.school_name,
      pincode: OTHER.pincode,
      school_phone_number: "9876543210",
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().duplicates[0].matched).toEqual(["school_phone_number"]);
  });

  it("answers 404 before 409 for an unknown school", async () => {
    await registered();
    const res = await update(999_999, {});
    expect(res.statusCode).toBe(404);
  });

  // Two connections at once exist only on PostgreSQL (the embedded database runs one statement
  // at a time, so a save there always sees the one before it).
  if (kind === "postgres") {
    it("makes a save wait for a concurrent save with the same key, then answers 409", async () => {
      const first = await registered();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let ready!: () => void;
      const locked = new Promise<void>((resolve) => (ready = resolve));
      // A save in progress: it holds the key of "new@greenvalley.example" and has changed the
      // first school's email to it, but has not committed yet.
      const other = t.db.transaction(async (tx) => {
        await lockDuplicateKeys(tx, { ...OTHER, school_email: "new@greenvalley.example" });
        await tx.query("UPDATE schools SET school_email = $2 WHERE school_id = $1", [
          first,
          "new@greenvalley.example",
        ]);
        ready();
        await held;
      });
      await locked;
      const request = register({ ...OTHER, school_email: "NEW@greenvalley.example" });
      // The request waits on the lock (without it, it would not see the uncommitted email).
      await untilALockIsAwaited(t.db, "locktype = 'advisory'");
      commit();
      await other;
      const res = await request;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().duplicates).toEqual([
        expect.objectContaining({ school_id: first, matched: ["school_email"] }),
      ]);
    });
  }

  it("looks the matches up in the expression indexes", async () => {
    const { sql, params } = duplicateQuery(
      {
        school_email: "a@b.example",
        school_phone_number: "9876543210",
        school_name: "A School",
        pincode: "570001",
      },
      undefined,
      7,
    );
    const plan = await t.db.transaction(async (tx) => {
      // On a nearly empty table a sequential scan is cheaper: forbid it to see the index plan.
      await tx.query("SET LOCAL enable_seqscan = off");
      const rows = await tx.query<{ "QUERY PLAN": string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    for (const index of ["schools_email_key_idx", "schools_phone_key_idx", "schools_name_key_idx"])
      expect(plan).toContain(index);
  });
});
