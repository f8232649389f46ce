import { configFromEnv, type Config } from "./config";
import { openDb, type Db } from "./db/index";
import { migrate } from "./db/migrate";
import { bootstrap } from "./db/bootstrap";
import { buildApp } from "./app";
import { startupMessage } from "./startupErrors";
import { shutDown } from "./shutdown";
import packageJson from "../package.json" with { type: "json" };

/** Stops start-up with one clear line. */
function fail(message: string): never {
  console.error(`Rollcall cannot start: ${message}`);
  process.exit(1);
}

// Known while starting, so that a failure can close the database and name the port.
let starting: { config?: Config; db?: Db } = {};

async function main() {
  const config = configFromEnv();
  starting.config = config;
  const started = performance.now();
  const db = await openDb(config);
  starting.db = db;
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
  await app.listen({ port: config.port, host: config.host });
  starting = {};
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

main().catch(async (error) => {
  const { config, db } = starting;
  // Closed first: the embedded database's lock must not outlive the process.
  await db?.close().catch(() => {});
  fail(startupMessage(error, config && { host: config.host, port: config.port }));
});
