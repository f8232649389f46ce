import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic, { type SetHeadersResponse } from "@fastify/static";
import { failure } from "./errors";
import { keyed } from "../../contract/apiMessages";

/** Whether a console build is there to serve. */
export const hasConsole = (staticDir: string | undefined): staticDir is string =>
  !!staticDir && fs.existsSync(path.join(staticDir, "index.html"));

/** Hashed file names change with their content, so a browser may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

function cacheHeaders(res: SetHeadersResponse, file: string) {
  const hashed = file.split(path.sep).includes("assets");
  // The HTML (and the unhashed files of public/) must be revalidated, so a new build shows at once.
  res.setHeader("Cache-Control", hashed ? IMMUTABLE : "no-cache");
  // Brotli, gzip or plain is chosen per request from the build's .br/.gz siblings.
  res.setHeader("Vary", "Accept-Encoding");
}

/** The console's built files, pre-compressed at build time; source maps only when asked for. */
export const consoleFiles = fp<{ root: string; sourceMaps: boolean }>(
  async (app: FastifyInstance, { root, sourceMaps }) => {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      allowedPath: (pathname) => sourceMaps || !pathname.endsWith(".map"),
    });
  },
  { name: "console-files" },
);

/** Any other GET is a client route of the console, unless it names a file that is not there. */
export function consoleRoute(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split("?")[0];
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/assets/")) {
    return reply
      .code(404)
      .send(failure(404, keyed("api.route_not_found", { method: request.method, path: pathname })));
  }
  return reply.type("text/html").sendFile("index.html");
}
