import { afterEach, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../contract/common";
import { keyed } from "../../contract/apiMessages";
import { operations, pageList } from "../../server/http";

/** A list route over `read`, with the compilers the API uses. */
async function listApp(read: () => Promise<{ rows: unknown[]; total: number }>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    "/items",
    ...pageList(
      operations("Items"),
      {
        operationId: "listItems",
        summary: "Items",
        description: "A page of items.",
        query: z.object(pageQuery),
        answer: "A page of items.",
        item: z.object({ id: z.number() }),
        message: keyed("api.schools_fetched"),
      },
      read as never,
    ),
  );
  await app.ready();
  return app;
}

describe("a page of a list", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it("answers the same rows again with the page fields of each request", async () => {
    // One array, as the service gives a page it keeps; its total moves (a school added elsewhere).
    const rows = [{ id: 3 }, { id: 2 }];
    let total = 2;
    app = await listApp(async () => ({ rows, total }));
    const first = await app.inject({ url: "/items?page=1&limit=2" });
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.json()).toEqual({
      status: true,
      code: 200,
      message: "Schools fetched successfully",
      message_key: "api.schools_fetched",
      resources: { data: rows, total: 2, total_pages: 1, current_page: 1 },
    });
    total = 3;
    const second = (await app.inject({ url: "/items?page=1&limit=2" })).json();
    expect(second.resources).toEqual({ data: rows, total: 3, total_pages: 2, current_page: 1 });
    const again = await app.inject({ url: "/items?page=1&limit=2" });
    expect(again.body).toBe(JSON.stringify(second));
  });

  it("checks an answer against its schema: a row the contract does not allow is a fault", async () => {
    app = await listApp(async () => ({ rows: [{ id: "three" }], total: 1 }));
    expect((await app.inject({ url: "/items" })).statusCode).toBe(500);
  });

  it("checks every answer, one of rows answered before too", async () => {
    const rows: { id: unknown }[] = [{ id: 3 }];
    app = await listApp(async () => ({ rows, total: 1 }));
    expect((await app.inject({ url: "/items" })).statusCode).toBe(200);
    rows[0].id = "three";
    expect((await app.inject({ url: "/items" })).statusCode).toBe(500);
  });
});
