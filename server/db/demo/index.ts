import type { Config } from "../../config";
import type { Queryable } from "../index";
import type { FileStorage } from "../../storage/index";
import { seedDemoSchools } from "./schools";
import { seedDemoBoardAdmins } from "./boardAdmins";
import { seedDemoHolidays } from "./holidays";

/**
 * The demo data of each area (schools, board administrators, attendance, holidays), generated from a
 * fixed seed after the geography. Each area adds its generator here.
 */
export async function seedDemoAreas(
  db: Queryable,
  config: Config,
  storage: FileStorage,
): Promise<void> {
  // The holidays first: the schools' attendance is of working days only.
  await seedDemoHolidays(db, config.now());
  await seedDemoSchools(db, config, storage);
  await seedDemoBoardAdmins(db, config);
}
