import { REST_PREFIX, REST_RESOURCES } from "../../contract/rest";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paths, routes } from "../../contract/api";
import { attendanceSummaryQuerySchema } from "../../contract/attendance";
import { changePasswordPayloadSchema } from "../../contract/auth";
import {
  boardAdminChangeStatusPayloadSchema,
  boardAdminListQuerySchema,
  boardAdminPayloadSchema,
} from "../../contract/boardAdmins";
import { ID_MAX } from "../../contract/common";
import {
  SCHOOL_DOCUMENT_UPLOAD,
  SCHOOL_IMAGE_UPLOAD,
  assetLinkQuerySchema,
  schoolApprovePayloadSchema,
  schoolChangeStatusPayloadSchema,
  schoolListQuerySchema,
  schoolUpdatePayloadSchema,
} from "../../contract/schools";
import { seededApp, basic, describeEachDb, type TestApp } from "./harness";
import { distinctSchool, multipart, references, sample, validFields } from "./schoolsFixtures";

/*
 * A property of the whole API: whatever a client sends (ids at the edges, wrong types, odd and
 * huge multipart bodies, prototype-pollution keys), the server answers in time, never with a
 * 5xx, and a request that fails changes nothing. The generators are written from the
 * contract's own schemas: their field names, and valid values to start from and break.
 */

const RUNS = Number(process.env.DEV_RUNS ?? 10_000);
const HANG_MS = 10_000;
const BATCH = 10;

type Shape = { shape: Record<string, unknown> };
const keysOf = (schema: Shape) => Object.keys(schema.shape);

const PROTO_KEYS = ["__proto__", "constructor", "prototype"];
const EDGE_IDS = [0, 1, 2, 3, -1, ID_MAX, ID_MAX + 1, 2 ** 32, 2 ** 53, -(2 ** 31), 1.5, 1e21];
const ODD_TEXT = [
  "",
  " ",
  "x".repeat(5_000),
  "\u0000",
  "'; DROP TABLE schools; --",
  "<script>alert(1)</script>",
  "true",
  "false",
  "null",
  "NaN",
  "Infinity",
  "1e3",
  "0x10",
  "-0",
  "٣",
  "%00",
  ...PROTO_KEYS,
];

const idArb = fc.oneof(fc.constantFrom(...EDGE_IDS), fc.integer(), fc.nat({ max: 8 }));
const idTextArb = fc.oneof(
  idArb.map(String),
  fc.constantFrom(...ODD_TEXT).map(encodeURIComponent),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...ODD_TEXT),
  idArb,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), idArb), { maxLength: 3 }),
  fc
    .array(fc.tuple(fc.constantFrom(...PROTO_KEYS, "a", "0"), fc.string({ maxLength: 5 })))
    .map((pairs) => rawObject(pairs)),
);

/** An object literal kept as raw JSON, so keys like __proto__ reach the server as sent. */
class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return this;
  }
}
const rawObject = (pairs: [string, unknown][]) =>
  new RawJson(`{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(",")}}`);
const toJson = (value: unknown): string =>
  value instanceof RawJson
    ? value.text
    : Array.isArray(value)
      ? `[${value.map(toJson).join(",")}]`
      : (JSON.stringify(value) ?? "null");

/** Fields of a payload: a valid one with some fields dropped and junk added, or junk alone. */
const fieldsArb = (keys: string[], valid: Record<string, unknown>) =>
  fc
    .tuple(
      fc.boolean(),
      fc.subarray(keys),
      fc.array(fc.tuple(fc.constantFrom(...keys, ...PROTO_KEYS, "extra"), junkArb), {
        maxLength: 4,
      }),
    )
    .map(([fromValid, dropped, extra]) => [
      ...(fromValid ? Object.entries(valid).filter(([k]) => !dropped.includes(k)) : []),
      ...extra,
    ]);

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** For a failure report: what was sent, in short. */
  label: string;
}

const METHOD_ODDITIES = ["GET", "POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "QUERY"];

describeEachDb("any request", (kind) => {
  let t: TestApp;
  let token: string;
  let requests: fc.Arbitrary<Request>;

  const snapshot = async () => {
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT (SELECT count(*) FROM schools)::int AS schools,
              (SELECT count(*) FILTER (WHERE admin_approval) FROM schools)::int AS verified,
              (SELECT count(*) FROM board_admins)::int AS board_admins,
              (SELECT count(*) FROM accounts)::int AS accounts,
              (SELECT count(*) FROM school_assets)::int AS assets,
              (SELECT row_to_json(c)::text FROM school_counters c) AS counters`,
    );
    const files = path.join(t.dataDir, "files");
    const stored = fs.existsSync(files) ? fs.readdirSync(files, { recursive: true }).length : 0;
    return { ...row, stored };
  };

  beforeAll(async () => {
    ({ t, token } = await seededApp(kind, { config: { loginMaxFailures: 1_000_000 } }));
    const ref = await references(t.db);
    const school = await validFields(t.db);
    for (const [n, name] of ["Alpha School", "Beta School"].entries()) {
      const body = multipart({ ...school, ...distinctSchool(n), school_name: name }, [
        { field: "school_image", name: "front.png", data: sample.png },
        { field: "school_documents", name: "licence.pdf", data: sample.pdf },
      ]);
      const res = await t.app.inject({
        method: "POST",
        url: paths.schoolRegister,
        payload: body.payload,
        headers: { ...body.headers, ...t.auth(token) },
      });
      expect(res.statusCode).toBe(201);
    }
    const boardAdmin = {
      username: "fuzz.board",
      email: "fuzz@board.example",
      phone: "9876543210",
      type: "board",
      main_board_id: ref.main_board_id,
      board_id: ref.board_id,
      first_name: "Meera",
      last_name: "Nair",
    };
    const created = await t.app.inject({
      method: "POST",
      url: paths.boardAdminCreate,
      payload: boardAdmin,
      headers: t.auth(token),
    });
    expect(created.statusCode).toBe(201);

    const authArb = fc.oneof(
      { weight: 12, arbitrary: fc.constant(t.auth(token)) },
      fc.constant({} as Record<string, string>),
      fc.string({ maxLength: 20 }).map((s) => ({ authorization: `Bearer ${s}` })),
      fc.string({ maxLength: 20 }).map((s) => ({ authorization: s.replace(/[^\x20-\x7e]/g, "") })),
    );
    const json = (
      method: string,
      url: string,
      keys: string[],
      valid: Record<string, unknown>,
    ): fc.Arbitrary<Request> =>
      fc
        .tuple(
          fieldsArb(keys, valid),
          fc.constantFrom(
            "application/json",
            "application/json",
            "application/json",
            "application/json; charset=utf-8",
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
          ),
          fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, fc.string({ maxLength: 20 })),
          authArb,
        )
        .map(([pairs, type, raw, auth]) => {
          const payload = raw ?? rawObject(pairs).text;
          return {
            method,
            url,
            headers: { ...auth, "content-type": type },
            payload,
            label: `${method} ${url} ${type} ${payload.slice(0, 300)}`,
          };
        });
    const query = (url: string, keys: string[], extra: string[] = []) =>
      fc
        .tuple(
          fc.array(
            fc.tuple(
              fc.constantFrom(...keys, ...extra, ...PROTO_KEYS),
              fc.oneof(fc.constantFrom(...ODD_TEXT), idArb.map(String), fc.string()),
            ),
            { maxLength: 4 },
          ),
          authArb,
        )
        .map(([pairs, auth]) => {
          const search = new URLSearchParams(pairs).toString();
          return {
            method: "GET",
            url: search ? `${url}?${search}` : url,
            headers: auth,
            label: `GET ${url}?${search}`,
          };
        });
    const withId = (route: string, method = "GET") =>
      fc.tuple(idTextArb, authArb).map(([id, auth]) => ({
        method,
        url: route.replace(/:\w+/, id),
        headers: auth,
        label: `${method} ${route} id=${id}`,
      }));

    const fileArb = fc.record({
      field: fc.constantFrom(
        SCHOOL_IMAGE_UPLOAD.field,
        SCHOOL_DOCUMENT_UPLOAD.field,
        "other",
        "__proto__",
      ),
      name: fc.constantFrom("a.png", "licence.pdf", "../../etc/passwd", "", 'evil".exe', "ü.csv"),
      data: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(sample.png, sample.pdf, sample.csv, sample.exe) },
        { weight: 4, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
        { weight: 1, arbitrary: fc.constant(Buffer.alloc(SCHOOL_IMAGE_UPLOAD.maxBytes + 1, 1)) },
      ),
    });
    const schoolKeys = keysOf(schoolUpdatePayloadSchema(new Date()));
    const validSchool = { ...school, school_id: "1" };
    const schoolForm = (method: string, url: string) =>
      fc
        .tuple(
          fieldsArb(schoolKeys, validSchool),
          fc.array(fileArb, { maxLength: 3 }),
          fc.oneof({ weight: 12, arbitrary: fc.constant("ok") }, fc.constantFrom("cut", "json")),
          authArb,
        )
        .map(([pairs, files, shape, auth]): Request => {
          const fields: Record<string, string | string[]> = {};
          for (const [key, value] of pairs) {
            const text = Array.isArray(value)
              ? value.map(String)
              : toJson(value).replace(/^"|"$/g, "");
            fields[key] = text;
          }
          const body = multipart(fields, files);
          if (shape === "json") {
            return {
              method,
              url,
              headers: { ...auth, "content-type": "application/json" },
              payload: toJson(fields),
              label: `${method} ${url} as JSON`,
            };
          }
          const payload =
            shape === "cut" ? body.payload.subarray(0, body.payload.length / 2) : body.payload;
          return {
            method,
            url,
            headers: { ...auth, ...body.headers },
            payload,
            label: `${method} ${url} multipart(${shape}) ${JSON.stringify(fields).slice(0, 300)} files=${files.map((f) => `${f.field}:${f.name}:${f.data.length}`).join(",")}`,
          };
        });

    requests = fc.oneof(
      fc
        .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), fc.boolean())
        .map(([user, password, asBasic]) => ({
          method: "POST",
          url: paths.login,
          headers: { authorization: asBasic ? basic(user, password) : `Basic ${user}` },
          label: `login ${user}:${password}`,
        })),
      json("POST", paths.changePassword, keysOf(changePasswordPayloadSchema), {
        current_password: "wrong-password",
        password: "new-password-1",
      }),
      fc.constant({ method: "GET", url: paths.profile, headers: t.auth(token), label: "profile" }),
      fc.constant({
        method: "GET",
        url: paths.countries,
        headers: t.auth(token),
        label: "countries",
      }),
      fc.constant({
        method: "GET",
        url: paths.mainBoards,
        headers: t.auth(token),
        label: "boards",
      }),
      withId(routes.states),
      withId(routes.cities),
      withId(routes.school),
      query(paths.schoolList, keysOf(schoolListQuerySchema)),
      query(paths.attendanceSummary, keysOf(attendanceSummaryQuerySchema)),
      query(paths.boardAdminList, keysOf(boardAdminListQuerySchema)),
      fc
        .tuple(
          idTextArb,
          fc.dictionary(fc.constantFrom(...keysOf(assetLinkQuerySchema)), fc.string()),
        )
        .map(([id, q]) => ({
          method: "GET",
          url: `${paths.schoolAsset(decodeURIComponent(id))}?${new URLSearchParams(q)}`,
          headers: {},
          label: `asset ${id} ${JSON.stringify(q)}`,
        })),
      schoolForm("POST", paths.schoolRegister),
      schoolForm("PUT", paths.schoolUpdate),
      json("POST", paths.schoolApprove, keysOf(schoolApprovePayloadSchema), { school_id: 1 }),
      json("PUT", paths.schoolChangeStatus, keysOf(schoolChangeStatusPayloadSchema), {
        school_id: 1,
        status: false,
      }),
      json("PUT", paths.boardAdminChangeStatus, keysOf(boardAdminChangeStatusPayloadSchema), {
        board_admin_id: 2,
        status: true,
      }),
      json("POST", paths.boardAdminCreate, keysOf(boardAdminPayloadSchema), boardAdmin),
      // The simple-REST dialect: its JSON query parameters, getOne, and update's whole record.
      fc
        .tuple(
          fc.constantFrom(...REST_RESOURCES),
          fc.array(
            fc.tuple(
              fc.constantFrom("sort", "range", "filter", ...PROTO_KEYS),
              fc.oneof(
                fc.json({ maxDepth: 2 }),
                fc.constantFrom(
                  '["id","DESC"]',
                  '["name","ASC"]',
                  "[0,9]",
                  "[5,-1]",
                  "[0,1e308]",
                  '{"id":[1,2147483648,"3"]}',
                  '{"q":"a"}',
                  '{"__proto__":{"a":1}}',
                  '{"state_id":"x"}',
                  ...ODD_TEXT,
                ),
              ),
            ),
            { maxLength: 3 },
          ),
          authArb,
        )
        .map(([resource, pairs, auth]) => {
          const search = new URLSearchParams(pairs).toString();
          return {
            method: "GET",
            url: `${REST_PREFIX}/${resource}?${search}`,
            headers: auth,
            label: `GET ${REST_PREFIX}/${resource}?${search}`,
          };
        }),
      fc
        .constantFrom(...REST_RESOURCES)
        .chain((resource) => withId(`${REST_PREFIX}/${resource}/:id`)),
      fc
        .tuple(fc.constantFrom("schools", "board-admins"), idTextArb)
        .chain(([resource, id]) =>
          json(
            "PUT",
            `${REST_PREFIX}/${resource}/${id}`,
            ["id", "status", "admin_approval", "school_name", "username", "assets"],
            { status: true, admin_approval: true },
          ),
        ),
      fc
        .tuple(
          fc.constantFrom(...METHOD_ODDITIES),
          fc.constantFrom(...Object.values(routes)),
          idTextArb,
        )
        .map(([method, route, id]) => ({
          method,
          url: route.replace(/:\w+/, id),
          headers: t.auth(token),
          label: `${method} ${route} id=${id}`,
        })),
    );
  });
  afterAll(() => t.close());

  /** Sends one request; a request that gets no answer in HANG_MS fails the property. */
  async function send(request: Request) {
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      t.app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined && { payload: request.payload }),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer: ${request.label}`)), HANG_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    expect(res.statusCode, `${request.label}\n${res.body.slice(0, 300)}`).toBeLessThan(500);
    // Every API answer in JSON is in the envelope (/health and the document keep their own).
    const own = [routes.health, routes.openapi, routes.docs].some((p) => request.url.startsWith(p));
    // The simple-REST dialect answers bare records and arrays; its failures are in the envelope.
    const bare = request.url.startsWith(REST_PREFIX) && res.statusCode < 300;
    if (!own && !bare && String(res.headers["content-type"]).includes("json")) {
      expect(res.json().code, request.label).toBe(res.statusCode);
      // A refusal says its message's key, for the console to show it in the user's language.
      if (res.statusCode >= 400) expect(res.json().message_key, request.label).toBeDefined();
    }
    return res;
  }

  it(`answers ${RUNS} generated requests in time, never with a 5xx, and a failed one changes nothing`, async () => {
    let sent = 0;
    let totals = await snapshot();
    await fc.assert(
      // Batches: the reads of a batch go at once (as a busy console sends them), the writes one
      // by one, each followed by the totals.
      fc.asyncProperty(
        fc.array(requests, { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          const reads = batch.filter((r) => r.method === "GET");
          await Promise.all(reads.map(send));
          expect(await snapshot(), "after reads").toEqual(totals);
          for (const request of batch.filter((r) => r.method !== "GET")) {
            const res = await send(request);
            // Unchanged when it failed; the new baseline when it succeeded.
            const after = await snapshot();
            if (res.statusCode >= 400) expect(after, request.label).toEqual(totals);
            totals = after;
          }
          sent += batch.length;
        },
      ),
      { numRuns: RUNS / BATCH },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    // Nothing reached Object.prototype.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  }, 240_000);
});
