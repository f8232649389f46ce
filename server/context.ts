import type { Config } from "./config";
import type { Db } from "./db/index";
import type { LoginLimiter } from "./auth/loginLimiter";
import type { SessionPolicy } from "./auth/sessions";
import type { FileStorage } from "./storage/index";

/** What every route plugin is given: the database, the configuration and shared services. */
export interface AppContext {
  db: Db;
  config: Config;
  limiter: LoginLimiter;
  storage: FileStorage;
  /** How long sessions last, built once from the configuration. */
  policy: SessionPolicy;
}
