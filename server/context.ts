import type { Config } from "./config";
import type { Db } from "./db/index";
import type { LoginLimiter } from "./auth/limiter";
import type { FileStorage } from "./storage/index";

/** What every route plugin is given: the database, the configuration and shared services. */
export interface AppContext {
  db: Db;
  config: Config;
  limiter: LoginLimiter;
  storage: FileStorage;
}
