import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { responses } from "../http";

/**
 * Every documented GET takes only the query parameters its schema names: any other is a 400
 * naming it (server/plugins/errors.ts), as the simple-REST dialect does for an unknown filter.
 * Ignored, a misspelt `serach` or `admin_aproval` would answer the whole list as if it had
 * worked. Made strict here, once, rather than in each contract schema, so that an operation
 * without a query (a lookup list) refuses one too.
 */
export const onlyKnownQueryParameters = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", (route) => {
      const methods = [route.method].flat();
      const schema = route.schema as
        | { operationId?: string; querystring?: unknown; response?: Record<number, unknown> }
        | undefined;
      if (!methods.includes("GET") || !schema?.operationId) return;
      const query = schema.querystring;
      if (query !== undefined && !(query instanceof z.ZodObject)) return;
      route.schema = {
        ...schema,
        querystring: query ? query.strict() : z.strictObject({}),
        // Any such GET can now answer 400: the document says so.
        response: { [400]: responses({}, [400])[400], ...schema.response },
      };
    });
  },
  { name: "only-known-query-parameters" },
);
