import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../server/http";
import { answeringCodeTaken } from "../../server/schools/duplicates";
import {
  recordStatements,
  seededApp,
  describeEachDb,
  untilALockIsAwaited,
  type TestApp,
} from "./harness";
import { distinctSchool, multipart, validFields } from "./schoolsFixtures";

const REGISTER = "/v1/super-admin/school/register";
const UPDATE = "/v1/super-admin/school/update";
const CODE = "29260100105";
const TAKEN = `UDISE+ code ${CODE} is already the code of Green Valley Public School`;

describeEachDb("the UDISE+ school code", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const send = async (url: string, method: "POST" | "PUT", overrides: Record<string, string>) => {
    const body = multipart(await validFields(t.db, overrides));
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
  };
  const register = (overrides: Record<string, string> = {}) => send(REGISTER, "POST", overrides);
  const update = (id: number, overrides: Record<string, string> = {}) =>
    send(UPDATE, "PUT", { school_id: String(id), ...overrides });
  const registered = async (overrides: Record<string, string> = {}) => {
    const res = await register(overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().resources.data.school_id as number;
  };
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: t.auth(token) });
  const profile = async (id: number) =>
    (await get(`/v1/super-admin/school/${id}`)).json().resources.data;
  const codeTaken = {
    status: false,
    code: 409,
    message: TAKEN,
    message_key: "api.udise_code_taken",
    message_params: { code: CODE, school: "Green Valley Public School" },
    errors: { udise_code: TAKEN },
    error_keys: {
      udise_code: {
        key: "api.udise_code_taken",
        params: { code: CODE, school: "Green Valley Public School" },
      },
    },
  };

  describe("register and update", () => {
    it("registers a school with its code and shows it on the profile", async () => {
      const id = await registered({ udise_code: ` ${CODE} ` });
      expect((await profile(id)).udise_code).toBe(CODE);
    });

    it("registers a school without a code (blank is absent)", async () => {
      const id = await registered({ udise_code: "  " });
      expect((await profile(id)).udise_code).toBeNull();
    });

    it("refuses a code that is not exactly 11 digits, at the field", async () => {
      for (const code of ["2926010010", "292601001050", "2926010010A"]) {
        const res = await register({ udise_code: code });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ udise_code: "UDISE+ code must be exactly 11 digits" });
        expect(res.json().error_keys.udise_code).toEqual({ key: "validation.udise_code_invalid" });
      }
    });

    it("updates a school's code, keeps it on a resave, and clears it when left blank", async () => {
      const id = await registered();
      expect((await update(id, { udise_code: CODE })).statusCode).toBe(200);
      expect((await profile(id)).udise_code).toBe(CODE);
      expect((await update(id, { udise_code: CODE })).statusCode).toBe(200);
      expect((await update(id, {})).statusCode).toBe(200);
      expect((await profile(id)).udise_code).toBeNull();
    });

    it("records a changed code in the update's audit event", async () => {
      const id = await registered();
      await update(id, { udise_code: CODE });
      const [event] = await t.db.query<{ details: { changes: Record<string, unknown> } }>(
        "SELECT details FROM audit_events WHERE action = 'school.updated' AND target_id = $1",
        [id],
      );
      expect(event.details.changes.udise_code).toEqual({ from: null, to: CODE });
    });
  });

  describe("a code another school holds", () => {
    it("is refused with 409 naming that school, before the other duplicate rules", async () => {
      await registered({ udise_code: CODE });
      // Every other key matches too: the code is the first rule and its answer has no matches.
      const res = await register({ udise_code: CODE });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(codeTaken);
    });

    it("cannot be saved anyway with confirm_duplicate", async () => {
      await registered({ udise_code: CODE });
      const res = await register({
        ...distinctSchool(2),
        udise_code: CODE,
        confirm_duplicate: "true",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(codeTaken);
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM schools");
      expect(n).toBe(1);
    });

    it("is refused on update too, and a school's own code is not another's", async () => {
      await registered({ udise_code: CODE });
      const second = await registered({ ...distinctSchool(2), udise_code: "29260100106" });
      expect(
        (await update(second, { ...distinctSchool(2), udise_code: "29260100106" })).statusCode,
      ).toBe(200);
      const res = await update(second, { ...distinctSchool(2), udise_code: CODE });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(codeTaken);
      expect((await profile(second)).udise_code).toBe("29260100106");
    });

    it("answers the same 409 when two registrations of one code meet at once", async () => {
      const results = await Promise.all([
        register({
          ...distinctSchool(1),
          school_name: "Green Valley Public School",
          udise_code: CODE,
        }),
        register({
          ...distinctSchool(2),
          school_name: "Green Valley Public School",
          pincode: "570002",
          udise_code: CODE,
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json()).toEqual(codeTaken);
    });

    it("maps the unique index's violation (a save that lost the race) to the 409", async () => {
      const first = await registered({ udise_code: CODE });
      const second = await registered(distinctSchool(2));
      // The check has passed (a concurrent save had not committed yet); the write meets the index.
      const lost = answeringCodeTaken(
        t.db,
        CODE,
        () => t.db.query("UPDATE schools SET udise_code = $1 WHERE school_id = $2", [CODE, second]),
        second,
      );
      const error = await lost.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(409);
      expect((error as ApiError).message).toBe(TAKEN);
      expect((await profile(first)).udise_code).toBe(CODE);
    });

    // Two connections at once exist only on PostgreSQL.
    if (kind === "postgres") {
      it("answers 409, not 500, when the other registration commits after this one's check", async () => {
        let commit!: () => void;
        const held = new Promise<void>((resolve) => (commit = resolve));
        let ready!: () => void;
        const inserted = new Promise<void>((resolve) => (ready = resolve));
        const first = await registered(distinctSchool(1));
        // A save in progress: it has given the code to the first school but not committed.
        const other = t.db.transaction(async (tx) => {
          await tx.query(
            "UPDATE schools SET udise_code = $1, school_name = $2 WHERE school_id = $3",
            [CODE, "Green Valley Public School", first],
          );
          ready();
          await held;
        });
        await inserted;
        const request = register({ ...distinctSchool(2), udise_code: CODE });
        // The registration's insert waits on the index entry of the uncommitted code.
        await untilALockIsAwaited(t.db);
        commit();
        await other;
        const res = await request;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toEqual(codeTaken);
      });
    }
  });

  describe("the school list's search", () => {
    const list = async (search: string) =>
      (await get(`/v1/super-admin/school/list?search=${encodeURIComponent(search)}`)).json()
        .resources;

    it("finds the school of an exact code first", async () => {
      const holder = await registered({ udise_code: CODE });
      // A newer school whose name holds the same digits: found by the words, after the code's.
      const named = await registered({ ...distinctSchool(2), school_name: `School ${CODE}` });
      const found = await list(CODE);
      expect(found.total).toBe(2);
      expect(found.data.map((s: { school_id: number }) => s.school_id)).toEqual([holder, named]);
    });

    it("finds nothing for a code no school holds, and a part of a code finds nothing by code", async () => {
      await registered({ udise_code: CODE });
      expect((await list("29260100199")).total).toBe(0);
      expect((await list("2926010010")).total).toBe(0);
    });

    it("looks the code up in its unique index, beside the words' trigram index", async () => {
      const statements = recordStatements(t.db);
      await list(CODE);
      const count = statements.find(
        (sql) => sql.includes("count(*)") && sql.includes("udise_code"),
      );
      expect(count).toBeDefined();
      const plan = await t.db.transaction(async (tx) => {
        await tx.query("SET LOCAL enable_seqscan = off");
        const rows = await tx.query<{ "QUERY PLAN": string }>(`EXPLAIN ${count}`, [
          `%${CODE}%`,
          CODE,
        ]);
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("schools_udise_code_key");
      expect(plan).toContain("schools_search_idx");
    });
  });

  describe("the simple-REST dialect and the OpenAPI document", () => {
    it("carries the code on a school record", async () => {
      const id = await registered({ udise_code: CODE });
      const res = await get(`/v1/rest/schools/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().udise_code).toBe(CODE);
      const listed = await get(
        `/v1/rest/schools?filter=${encodeURIComponent(JSON.stringify({ q: CODE }))}`,
      );
      expect(listed.json().map((s: { id: number }) => s.id)).toEqual([id]);
    });

    it("documents the code in the register payload, the school record and the 409", async () => {
      const doc = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
      const text = JSON.stringify(doc);
      expect(doc.components.schemas.SchoolDetail.properties.udise_code).toBeDefined();
      expect(doc.components.schemas.UdiseCodeTaken).toBeDefined();
      const register = doc.paths[REGISTER].post.requestBody.content["multipart/form-data"].schema;
      expect(JSON.stringify(register)).toContain("udise_code");
      expect(text).toContain("api.udise_code_taken");
    });
  });
});
