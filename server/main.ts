import { ConfigError, configFromEnv } from "./config";
import { DbStartError, openDb } from "./db/index";
import { migrate } from "./db/migrate";
import { bootstrap } from "./db/bootstrap";
import { buildApp } from "./app";
import { shutDown } from "./shutdown";
import packageJson from "../package.json" with { type: "json" };

/** Stops start-up with one clear line. */
function fail(message: string): never {
  console.error(`Rollcall cannot start: ${message}`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = configFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const started = performance.now();
  let db;
  try {
    db = await openDb(config);
  } catch (error) {
    if (error instanceof DbStartError) fail(error.message);
    throw error;
  }
  await migrate(db);
  const result = await bootstrap(db, config);
  if (result.generatedPassword) {
    console.log(
      [
        "",
        "  ==============================================================",
        `  First start: super administrator "${config.adminUsername}" created.`,
        `  Password: ${result.generatedPassword}`,
        "  It is shown only this once. Set ADMIN_PASSWORD to choose one instead,",
        "  or run `npm run admin -- reset-password USERNAME` to set a new one.",
        "  ==============================================================",
        "",
      ].join("\n"),
    );
  }
  const app = await buildApp({ config, db, log: { level: config.logLevel } });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      fail(
        `port ${config.port} on ${config.host} is in use. Stop what uses it or set PORT to another port.`,
      );
    if (code === "EACCES")
      fail(`port ${config.port} needs privileges this user lacks. Set PORT to a port above 1023.`);
    throw error;
  }
  const database = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded, in ${config.dataDir}`;
  console.log(
    `Rollcall is running at http://${config.host}:${config.port} (database: ${database}; ready in ${Math.round(performance.now() - started)} ms)`,
  );
  app.log.info(
    { version: packageJson.version, database: db.kind, data_dir: config.dataDir },
    "started",
  );
  let stopping = false;
  const stop = (signal: string) => {
    // A second signal while draining means "now".
    if (stopping) process.exit(1);
    stopping = true;
    shutDown(app, db, config.shutdownDrainSeconds, signal).then(
      () => process.exit(0),
      (error) => fail(`shutdown failed: ${(error as Error).message}`),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => fail((error as Error).stack ?? String(error)));
