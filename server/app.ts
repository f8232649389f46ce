import path from "node:path";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "./db/index";
import { authGuard } from "./auth/guard";
import { LoginLimiter } from "./auth/limiter";
import { loggingOptions, REQUEST_ID_HEADER, type LogOptions } from "./logging";
import { localStorage, type FileStorage } from "./storage/index";
import type { AppContext } from "./context";
import { securityHeaders } from "./plugins/security";
import { corsPolicy } from "./plugins/cors";
import { compression } from "./plugins/compression";
import { uploads } from "./plugins/uploads";
import { openApi } from "./plugins/openapi";
import { errorHandling, failure } from "./plugins/errors";
import { keyed } from "../contract/apiMessages";
import { clientErrorHandler, MAX_HEADER_BYTES } from "./plugins/clientErrors";
import { challenges } from "./plugins/challenges";
import { onlyKnownQueryParameters } from "./plugins/queryParameters";
import { health } from "./plugins/health";
import { consoleFiles, consoleRoute, hasConsole } from "./plugins/console";
import { apiRoutes } from "./routes/index";
import { ImportRunner } from "./imports/runner";

export interface BuildOptions {
  config: Config;
  db: Db;
  storage?: FileStorage;
  /** Logging is off unless given (tests stay quiet); main.ts logs to standard output. */
  log?: LogOptions;
  /** Run the school imports' jobs in this process (the default). */
  importRunner?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set on shutdown: /health answers 503 so that a load balancer stops sending. */
    lifecycle: { draining: boolean };
    /** The school imports' job runner, when this process runs one. */
    importRunner?: ImportRunner;
  }
}

/**
 * What fails before any route, answered in the envelope too: a path parameter longer than the
 * router takes names no record (404, as an id out of range does), a broken percent-encoding is
 * a 400.
 */
function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.code(404).send(failure(404, keyed("api.record_not_found")));
  }
  const message =
    error.code === "FST_ERR_BAD_URL"
      ? keyed("api.address_invalid")
      : keyed("validation.request_invalid");
  return reply.code(400).send(failure(400, message));
}

/** Builds the API (and, when a console build exists, serves it). Not listening: tests inject. */
export async function buildApp({
  config,
  db,
  storage,
  log,
  importRunner = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, log),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // Node's 16 KiB would refuse requests the OpenAPI document allows (a long non-ASCII filter).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // An export's link carries its signed query in the path (routes/exports.ts): up to 4 KiB.
    routerOptions: { maxParamLength: 4096 },
    clientErrorHandler,
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
    policy: {
      idleMinutes: config.sessionIdleMinutes,
      maxHours: config.sessionMaxHours,
      now: config.now,
    },
  };
  if (importRunner) {
    context.imports = new ImportRunner(db, context.storage, {
      now: config.now,
      batchSize: config.importBatchSize,
      holdBatchMs: config.importHoldBatchMs,
      log: app.log,
    });
  }
  const withConsole = hasConsole(config.staticDir);
  app.decorate("lifecycle", { draining: false });
  // The id a user can quote: on every answer, and in a 5xx body next to the logged stack.
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(securityHeaders);
  await app.register(corsPolicy, { origins: config.corsOrigins });
  await app.register(compression);
  await app.register(errorHandling, { notFound: withConsole ? consoleRoute : undefined });
  await app.register(challenges);
  await app.register(onlyKnownQueryParameters);
  await app.register(uploads);
  await app.register(openApi);
  await app.register(authGuard, { db, policy: context.policy });
  await app.register(health, { db });
  await app.register(apiRoutes, context);
  if (withConsole && config.staticDir) {
    await app.register(consoleFiles, {
      root: config.staticDir,
      sourceMaps: config.serveSourceMaps ?? false,
    });
  }

  // Jobs start once the app is ready (a crashed import resumes here) and stop when it closes,
  // before the database does (server/shutdown.ts closes the app first).
  const runner = context.imports;
  if (runner) {
    app.decorate("importRunner", runner);
    app.addHook("onReady", async () => runner.start());
    app.addHook("onClose", async () => runner.stop());
  }
  return app;
}
