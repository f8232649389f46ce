import type { Config } from "../../config";
import type { Queryable } from "../index";
import { generatePassword, hashPassword } from "../../auth/passwords";
import { seededRandom } from "./random";

export const DEMO_BOARD_ADMINS = 36;

const FIRST = [
  "Anil",
  "Bhavana",
  "Chetan",
  "Deepika",
  "Gaurav",
  "Hema",
  "Irfan",
  "Jaya",
  "Kiran",
  "Leela",
  "Manoj",
  "Nandini",
  "Omkar",
  "Padma",
  "Rajesh",
  "Shalini",
  "Tarun",
  "Usha",
  "Vikram",
  "Yamini",
];
const MIDDLE = ["Kumar", "Devi", "Prasad", "Lal", "Rani", "Nath"];
const LAST = [
  "Agarwal",
  "Bhatt",
  "Chopra",
  "Dutta",
  "Ghosh",
  "Iyengar",
  "Jain",
  "Kapoor",
  "Malhotra",
  "Naik",
  "Patil",
  "Saxena",
  "Trivedi",
  "Varma",
];

/**
 * The demo board administrators: spread over every main board, about one in five inactive.
 * They never sign in here, so all share ONE hash of a random password (scrypt is slow on purpose).
 */
export async function seedDemoBoardAdmins(db: Queryable, config: Config): Promise<void> {
  const random = seededRandom(20260316);
  const boards = await db.query<{ board_id: number; main_board_id: number }>(
    "SELECT board_id, main_board_id FROM boards ORDER BY main_board_id, board_id",
  );
  const mainBoards = [...new Set(boards.map((b) => b.main_board_id))];
  if (!mainBoards.length) return;
  const hash = await hashPassword(generatePassword(), config.passwordHashLogN);
  const start = config.now().getTime() - DEMO_BOARD_ADMINS * 86_400_000;

  const rows = Array.from({ length: DEMO_BOARD_ADMINS }, (_, i) => {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const main = mainBoards[i % mainBoards.length];
    const board = random.pick(boards.filter((b) => b.main_board_id === main));
    const username = `${first}.${last}${i + 1}`.toLowerCase();
    return {
      username,
      first_name: first,
      middle_name: random.chance(0.4) ? random.pick(MIDDLE) : null,
      last_name: last,
      email: `${username}@boards.rollcall.example`,
      phone_number: `${random.pick(["9", "8", "7"])}${String(random.int(0, 999_999_999)).padStart(9, "0")}`,
      // The newest (shown first) stays active; about one in five of the rest is inactive.
      status: i === DEMO_BOARD_ADMINS - 1 || !random.chance(0.2),
      type: random.chance(0.8) ? "board" : "other",
      board_id: board.board_id,
      created_at: new Date(start + i * 86_400_000).toISOString(),
    };
  });

  const inserted = await db.query<{ account_id: number; username: string }>(
    `INSERT INTO accounts (role, username, password_hash, first_name, middle_name, last_name, email, phone_number, status, created_at)
     SELECT 'board_admin', u, $1, f, m, l, e, p, s, c
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[], $9::timestamptz[])
            WITH ORDINALITY AS r (u, f, m, l, e, p, s, c, ord)
      ORDER BY ord
     RETURNING account_id, username`,
    [
      hash,
      rows.map((r) => r.username),
      rows.map((r) => r.first_name),
      rows.map((r) => r.middle_name) as string[],
      rows.map((r) => r.last_name),
      rows.map((r) => r.email),
      rows.map((r) => r.phone_number),
      rows.map((r) => String(r.status)),
      rows.map((r) => r.created_at),
    ],
  );
  const idOf = new Map(inserted.map((r) => [r.username, r.account_id]));
  await db.query(
    `INSERT INTO board_admins (account_id, type, board_id)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[])`,
    [rows.map((r) => idOf.get(r.username)!), rows.map((r) => r.type), rows.map((r) => r.board_id)],
  );
}
