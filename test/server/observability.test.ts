import { Writable } from "node:stream";
import { afterEach, expect, it } from "vitest";
import { ADMIN, basic, createTestApp, describeEachDb, type TestApp } from "./harness";
import { multipart, sample, validFields } from "./schoolsFixtures";
import { currentCode } from "../../server/auth/totp";
import type { LogLevel } from "../../server/config";
import { textOf, type Prepared } from "../../server/db/index";

/** A log destination the test can read: one parsed JSON object per line. */
function logBuffer() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    text: () => chunks.join(""),
    lines: () =>
      chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

let t: TestApp;
let logs: ReturnType<typeof logBuffer>;
async function setUp(
  kind: Parameters<typeof createTestApp>[0],
  level: LogLevel = "info",
  trustProxy: boolean | string[] = false,
) {
  logs = logBuffer();
  t = await createTestApp(kind, { trustProxy }, { level, stream: logs.stream });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDb("headers of API answers", (kind) => {
  afterEach(() => t.close());

  it("marks the login, profile and sessions answers as not to be stored", async () => {
    await setUp(kind, "silent");
    const login = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login",
      headers: { authorization: basic(ADMIN.username, ADMIN.password) },
    });
    expect(login.headers["cache-control"]).toBe("no-store");
    const token = login.json().resources.data.token as string;
    for (const url of ["/v1/super-admin/profile", "/v1/super-admin/sessions"]) {
      const res = await t.app.inject({ method: "GET", url, headers: t.auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const refused = await t.app.inject({ method: "GET", url: "/v1/super-admin/profile" });
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("gives every answer a request id, and takes the caller's only from a trusted proxy", async () => {
    await setUp(kind, "silent");
    const own = await t.app.inject({ method: "GET", url: "/health" });
    expect(own.headers["x-request-id"]).toMatch(uuid);
    const given = await t.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "proxy-id-123" },
    });
    expect(given.headers["x-request-id"]).toMatch(uuid);
    await t.close();
    await setUp(kind, "silent", ["127.0.0.1"]);
    const trusted = await t.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "proxy-id-123" },
    });
    expect(trusted.headers["x-request-id"]).toBe("proxy-id-123");
  });
});

describeEachDb("logs", (kind) => {
  afterEach(() => t.close());

  it("writes one JSON access line per request: id, method, route, status, duration and account", async () => {
    await setUp(kind);
    const token = await t.login();
    const res = await t.app.inject({
      method: "GET",
      url: "/v1/super-admin/school/list?page=2",
      headers: t.auth(token),
    });
    const line = logs
      .lines()
      .find((l) => l.msg === "request" && l.route === "/v1/super-admin/school/list");
    expect(line).toMatchObject({
      level: 30,
      request_id: res.headers["x-request-id"],
      method: "GET",
      path: "/v1/super-admin/school/list",
      status: 200,
      account_id: expect.any(Number),
    });
    expect(typeof line!.ms).toBe("number");
  });

  it("follows LOG_LEVEL: at warn, requests are not logged", async () => {
    await setUp(kind, "warn");
    await t.login();
    expect(logs.lines()).toEqual([]);
  });

  it("logs a server error's stack under the request id the error answer carries", async () => {
    await setUp(kind);
    const token = await t.login();
    const query = t.db.query.bind(t.db);
    t.db.query = (async (sql: string | Prepared, params?: never[]) => {
      if (textOf(sql).includes("FROM accounts WHERE account_id")) throw new Error("disk on fire");
      return query(sql, params);
    }) as typeof t.db.query;
    const res = await t.app.inject({
      method: "GET",
      url: "/v1/super-admin/profile",
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(500);
    const id = res.headers["x-request-id"];
    expect(res.json()).toMatchObject({ status: false, code: 500, request_id: id });
    expect(res.body).not.toContain("disk on fire");
    const error = logs.lines().find((l) => l.level === 50 && l.request_id === id);
    expect(error).toBeDefined();
    expect(JSON.stringify(error)).toContain("disk on fire");
    expect((error!.err as { stack: string }).stack).toMatch(/at /);
  });

  it("never logs a password, token, code, signature or file content a run used", async () => {
    await setUp(kind, "trace");
    const secrets: string[] = [ADMIN.password];
    const token = await t.login();
    secrets.push(token);
    const auth = t.auth(token);

    // A school with a document, downloaded through its signed link.
    const fileText = "confidential-roster-7f3a9c";
    secrets.push(fileText);
    const body = multipart(await validFields(t.db), [
      { field: "school_image", name: "front.png", data: sample.png },
      { field: "school_documents", name: "roster.csv", data: Buffer.from(`name\n${fileText}\n`) },
    ]);
    const created = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/school/register",
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBeLessThan(300);
    const [{ school_id }] = await t.db.query<{ school_id: number }>(
      "SELECT school_id FROM schools",
    );
    const profile = await t.app.inject({
      method: "GET",
      url: `/v1/super-admin/school/${school_id}`,
      headers: auth,
    });
    const links = JSON.stringify(profile.json()).match(
      /\/v1\/super-admin\/school\/asset\/\d+\?[^"]+/g,
    )!;
    for (const link of links) {
      secrets.push(new URL(link, "http://x").searchParams.get("sig")!);
      const download = await t.app.inject({ method: "GET", url: link });
      expect(download.statusCode).toBe(200);
    }

    // Two-factor sign-in: its secret, a code, a recovery code, the challenge.
    const setup = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/two-factor/setup",
      headers: auth,
    });
    const secret = setup.json().resources.data.secret as string;
    secrets.push(secret);
    const code = currentCode(secret, t.clock.now());
    const enabled = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/two-factor/enable",
      headers: auth,
      payload: { code },
    });
    const recovery = enabled.json().resources.data.recovery_codes as string[];
    secrets.push(...recovery);
    const first = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login",
      headers: { authorization: basic(ADMIN.username, ADMIN.password) },
    });
    const challenge = first.json().resources.data.challenge as string;
    secrets.push(challenge);
    const second = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login/two-factor",
      payload: { challenge, code: recovery[0] },
    });
    expect(second.statusCode).toBe(200);
    secrets.push(second.json().resources.data.token);

    // A password change and a failed sign-in.
    const changed = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/change-password",
      headers: auth,
      payload: { current_password: ADMIN.password, password: "brand-new-secret-42" },
    });
    expect(changed.statusCode).toBe(200);
    secrets.push("brand-new-secret-42", "wrong-guess-93");
    await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login",
      headers: { authorization: basic(ADMIN.username, "wrong-guess-93") },
    });

    const text = logs.text();
    expect(logs.lines().filter((l) => l.msg === "request").length).toBeGreaterThan(8);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/Bearer |Basic /);
    expect(text).not.toContain(
      Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString("base64"),
    );
  });
});
