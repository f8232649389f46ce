import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { failure } from "./errors";

/** Whether a console build is there to serve. */
export const hasConsole = (staticDir: string | undefined): staticDir is string =>
  !!staticDir && fs.existsSync(path.join(staticDir, "index.html"));

/** The console's built files. */
export const consoleFiles = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    await app.register(fastifyStatic, { root, wildcard: true, index: ["index.html"] });
  },
  { name: "console-files" },
);

/** Any other GET is a client route of the console, unless it names a file that is not there. */
export function consoleRoute(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split("?")[0];
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/assets/")) {
    return reply.code(404).send(failure(404, `No such API route: ${request.method} ${pathname}`));
  }
  return reply.type("text/html").sendFile("index.html");
}
