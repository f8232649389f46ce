import type { Config } from "../../config";
import type { Queryable } from "../index";

/**
 * The demo data of each area (schools, board administrators, attendance), generated from a
 * fixed seed after the geography. Each area adds its generator here.
 */
export async function seedDemoAreas(db: Queryable, config: Config): Promise<void> {
  void db;
  void config;
}
