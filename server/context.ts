import type { Config } from "./config";
import type { Db } from "./db/index";
import type { LoginLimiter } from "./auth/limiter";
import type { SessionPolicy } from "./auth/sessions";
import type { FileStorage } from "./storage/index";
import type { ImportRunner } from "./imports/runner";

/** What every route plugin is given: the database, the configuration and shared services. */
export interface AppContext {
  db: Db;
  config: Config;
  limiter: LoginLimiter;
  storage: FileStorage;
  /** How long sessions last, built once from the configuration. */
  policy: SessionPolicy;
  /** The school imports' job runner (absent when the app runs none). */
  imports?: ImportRunner;
}
