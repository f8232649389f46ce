import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "./db/index";
import type { ApiFailure } from "../contract/envelope";
import { ApiError } from "./http";
import { authGuard } from "./auth/guard";
import { LoginLimiter } from "./auth/limiter";
import { loggingOptions, REQUEST_ID_HEADER, type LogOptions } from "./logging";
import { localStorage, type FileStorage } from "./storage/index";
import type { AppContext } from "./context";
import { authRoutes } from "./routes/auth";
import { lookupRoutes } from "./routes/lookups";
import { areaRoutes } from "./routes/index";

export interface BuildOptions {
  config: Config;
  db: Db;
  storage?: FileStorage;
  /** Logging is off unless given (tests stay quiet); main.ts logs to standard output. */
  log?: LogOptions;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set on shutdown: /health answers 503 so that a load balancer stops sending. */
    lifecycle: { draining: boolean };
  }
}

function failure(code: number, message: string, errors?: Record<string, string>): ApiFailure {
  return { status: false, code, message, ...(errors && { errors }) };
}

/** Builds the API (and, when a console build exists, serves it). Not listening: tests inject. */
export async function buildApp({
  config,
  db,
  storage,
  log,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, log),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = {
    db,
    config,
    storage: storage ?? localStorage(path.join(config.dataDir, "files")),
    limiter: new LoginLimiter({
      pairMax: config.loginMaxFailures,
      addressMax: config.loginMaxFailuresPerAddress,
      windowMs: config.loginWindowSeconds * 1000,
      now: config.now,
    }),
  };
  app.decorate("lifecycle", { draining: false });
  // The id a user can quote: on every answer, and in the 5xx body next to the logged stack.
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Previews of chosen files are blob: URLs; MUI icons may be data: URIs.
        imgSrc: ["'self'", "blob:", "data:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 11, fields: 60, fieldSize: 10_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Rollcall API",
        version: "1.0.0",
        description: "The reference API of the Rollcall super-admin console.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(failure(error.statusCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "request";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(errors)[0];
      return reply.code(400).send(failure(400, first ?? "The request is not valid.", errors));
    }
    const tooLarge = error.code === "FST_REQ_FILE_TOO_LARGE" || error.statusCode === 413;
    const given = error.statusCode ?? 500;
    const status = tooLarge ? 413 : given >= 400 && given < 600 ? given : 500;
    if (status >= 500) request.log.error({ err: error }, "server error");
    const message = tooLarge
      ? "The upload is too large."
      : status >= 500
        ? "Something went wrong on the server. Please try again."
        : error.message;
    return reply
      .code(status)
      .send({ ...failure(status, message), ...(status >= 500 && { request_id: request.id }) });
  });

  await app.register(authGuard, {
    db,
    policy: {
      idleMinutes: config.sessionIdleMinutes,
      maxHours: config.sessionMaxHours,
      now: config.now,
    },
  });

  app.get(
    "/health",
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ status: "draining" });
      try {
        await db.query("SELECT 1");
        return { status: "ok" };
      } catch {
        return reply.code(503).send({ status: "unavailable" });
      }
    },
  );
  app.get("/v1/openapi.json", { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(authRoutes, context);
  await app.register(lookupRoutes, context);
  await app.register(areaRoutes, context);

  const indexHtml = config.staticDir && path.join(config.staticDir, "index.html");
  const hasConsole = !!indexHtml && fs.existsSync(indexHtml);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: config.staticDir!,
      wildcard: true,
      index: ["index.html"],
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // API paths and missing files answer JSON 404; any other GET is a client route of the console.
    const pathname = request.url.split("?")[0];
    const isFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/assets/");
    if (
      pathname.startsWith("/v1/") ||
      pathname === "/v1" ||
      request.method !== "GET" ||
      !hasConsole ||
      isFile
    ) {
      return reply.code(404).send(failure(404, `No such API route: ${request.method} ${pathname}`));
    }
    return reply.type("text/html").sendFile("index.html");
  });

  return app;
}
