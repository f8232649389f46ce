import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { authGuard } from "../../../server/auth/guard";
import { createSession, type SessionPolicy } from "../../../server/auth/sessions";
import type { Db } from "../../../server/db/index";
import { describeEachDb, freshDb, testClock } from "../harness";
import { addAccount } from "./fixtures";

describeEachDb("the API's guard", (kind) => {
  let db: Db;
  let app: FastifyInstance;
  let admin: number;
  let adminToken: string;
  let boardToken: string;
  let offToken: string;

  beforeAll(async () => {
    db = await freshDb(kind);
    const clock = testClock();
    const policy: SessionPolicy = { idleMinutes: 30, maxHours: 12, now: clock.now };
    admin = await addAccount(db, "admin");
    adminToken = await createSession(db, admin, policy);
    boardToken = await createSession(
      db,
      await addAccount(db, "board1", { role: "board_admin" }),
      policy,
    );
    offToken = await createSession(db, await addAccount(db, "off", { status: false }), policy);
    app = Fastify();
    await app.register(authGuard, { db, policy });
    const who = async (request: { account: unknown }) => ({ account: request.account });
    app.get("/v1/me", who);
    app.get("/v1/open", { config: { public: true } }, who);
    app.get("/v1/cached", async (_request, reply) => {
      reply.header("cache-control", "private, max-age=60");
      return {};
    });
    app.get("/v1", who);
    app.get("/page", who);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, authorization?: string) =>
    app.inject({ method: "GET", url, headers: authorization ? { authorization } : {} });

  it("lets a super administrator's bearer token through, naming the account", async () => {
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const res = await get("/v1/me", `${scheme}  ${adminToken}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        account: {
          account_id: admin,
          role: "super_admin",
          username: "admin",
          token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });
    }
  });

  it("asks to sign in without a bearer token", async () => {
    for (const authorization of [
      undefined,
      adminToken,
      `Basic ${adminToken}`,
      `Bearer ${adminToken} more`,
      `Bearer`,
      `xBearer ${adminToken}`,
    ]) {
      const res = await get("/v1/me", authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Please sign in to continue.");
    }
  });

  it("asks to sign in again with an unknown token or one of a deactivated account", async () => {
    for (const token of ["unknown", offToken]) {
      const res = await get("/v1/me", `Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Your session has expired. Please sign in again.");
    }
  });

  it("refuses anyone but a super administrator with 403", async () => {
    const res = await get("/v1/me", `Bearer ${boardToken}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This console is for super administrators only.");
  });

  it("leaves public routes, unknown API paths and pages outside /v1/ alone", async () => {
    expect((await get("/v1/open")).statusCode).toBe(200);
    expect((await get("/v1/nothing-here")).statusCode).toBe(404);
    const outside = await get("/v1");
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ account: null });
    const page = await get("/page");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBeUndefined();
  });

  it("lets no cache keep an API answer, unless its route says otherwise", async () => {
    expect((await get("/v1/open")).headers["cache-control"]).toBe("no-store");
    expect((await get("/v1/me")).headers["cache-control"]).toBe("no-store");
    expect((await get("/v1/cached", `Bearer ${adminToken}`)).headers["cache-control"]).toBe(
      "private, max-age=60",
    );
  });
});
