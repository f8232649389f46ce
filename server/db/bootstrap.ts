import path from "node:path";
import type { Config } from "../config";
import { localStorage, type FileStorage } from "../storage/index";
import type { Db, Queryable } from "./index";
import { generatePassword, hashPassword } from "../auth/passwords";
import { demoCountries, demoMainBoards } from "./demo/geography";
import { seedDemoAreas } from "./demo/index";

export interface BootstrapResult {
  /** Set when the first super administrator was created with a generated password. */
  generatedPassword?: string;
  createdAdmin: boolean;
  seededDemo: boolean;
}

/** Creates the first super administrator when there is none. */
async function ensureSuperAdmin(
  db: Queryable,
  config: Config,
): Promise<{ created: boolean; generated?: string }> {
  const [existing] = await db.query("SELECT 1 FROM accounts WHERE role = 'super_admin' LIMIT 1");
  if (existing) return { created: false };
  const password = config.adminPassword ?? generatePassword();
  await db.query(
    `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
     VALUES ('super_admin', $1, $2, 'Super', 'Admin', $3, '9000000000')`,
    [
      config.adminUsername,
      await hashPassword(password, config.passwordHashLogN),
      `${config.adminUsername}@rollcall.example`,
    ],
  );
  return { created: true, generated: config.adminPassword ? undefined : password };
}

/** Countries, states, cities, main boards and sub-boards: what every form's lookups need. */
export async function seedGeography(db: Queryable): Promise<void> {
  for (const country of demoCountries) {
    const [{ country_id }] = await db.query<{ country_id: number }>(
      "INSERT INTO countries (name) VALUES ($1) RETURNING country_id",
      [country.name],
    );
    for (const state of country.states) {
      const [{ state_id }] = await db.query<{ state_id: number }>(
        "INSERT INTO states (country_id, name) VALUES ($1, $2) RETURNING state_id",
        [country_id, state.name],
      );
      await db.query("INSERT INTO cities (state_id, name) SELECT $1, unnest($2::text[])", [
        state_id,
        state.cities,
      ]);
    }
  }
  for (const board of demoMainBoards) {
    const [{ main_board_id }] = await db.query<{ main_board_id: number }>(
      "INSERT INTO main_boards (name) VALUES ($1) RETURNING main_board_id",
      [board.name],
    );
    await db.query("INSERT INTO boards (main_board_id, name) SELECT $1, unnest($2::text[])", [
      main_board_id,
      board.sub_boards,
    ]);
  }
}

/**
 * Runs on every start after the migrations: the first administrator when there is none, and,
 * on an empty database, the lookups and (unless DEMO_DATA=0) the demo data.
 */
export async function bootstrap(
  db: Db,
  config: Config,
  storage: FileStorage = localStorage(path.join(config.dataDir, "files")),
): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM countries");
    const admin = await ensureSuperAdmin(tx, config);
    let seededDemo = false;
    if (n === 0) {
      // The lookups (countries, states, cities, boards) are reference data every form needs.
      await seedGeography(tx);
      if (config.demoData) {
        await seedDemoAreas(tx, config, storage);
        seededDemo = true;
      }
    }
    return { createdAdmin: admin.created, generatedPassword: admin.generated, seededDemo };
  });
}
