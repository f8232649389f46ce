import { afterAll, beforeAll, expect, it } from "vitest";
import type { DuplicateCandidate } from "../../../contract/duplicates";
import { validationMessages as m } from "../../../contract/messages";
import type { Db } from "../../../server/db/index";
import { ApiError } from "../../../server/http";
import {
  findDuplicates,
  lockDuplicateKeys,
  refuseDuplicates,
} from "../../../server/schools/duplicates";
import { addSchools, describeEachDb, freshDb } from "../harness";

describeEachDb("the duplicate rules", (kind) => {
  let db: Db;
  let n = 0;
  let phones = 0;
  beforeAll(async () => {
    db = await freshDb(kind);
  });
  afterAll(() => db.close());

  /** Stores schools with the given keys (each test its own), oldest first; answers their ids. */
  async function schools(...keys: DuplicateCandidate[]) {
    n += 1;
    const ids = await addSchools(db, keys.length, { seed: n, from: n * 100 });
    for (const [i, key] of keys.entries()) {
      await db.query(
        `UPDATE schools SET school_email = $2, school_phone_number = $3, school_name = $4, pincode = $5
          WHERE school_id = $1`,
        [ids[i], key.school_email, key.school_phone_number, key.school_name, key.pincode],
      );
    }
    return ids;
  }
  /** A candidate whose every key is its own. */
  const candidate = (tag: string): DuplicateCandidate => ({
    school_email: `${tag}@dup-${kind}.example`,
    school_phone_number: `8${String(++phones).padStart(9, "0")}`,
    school_name: `${tag} School ${kind}`,
    pincode: "560001",
  });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected a refusal");
      },
      (error: unknown) => error as ApiError,
    );

  it("finds the schools that match by each rule, the oldest first, saying what matched", async () => {
    const c = candidate("alpha");
    const [byEmail, byPhone, byName, byAll] = await schools(
      { ...candidate("a1"), school_email: ` ${c.school_email.toUpperCase()} ` },
      {
        ...candidate("a2"),
        school_phone_number: `+${c.school_phone_number.slice(0, 5)} ${c.school_phone_number.slice(5)}`,
      },
      {
        ...candidate("a3"),
        school_name: c.school_name.toUpperCase().replace(" ", "  "),
        pincode: c.pincode,
      },
      c,
    );
    await schools({ ...candidate("a4"), school_name: c.school_name, pincode: "560002" });
    const matches = await findDuplicates(db, c);
    expect(matches).toEqual([
      {
        school_id: byEmail,
        school_name: expect.any(String),
        city_name: expect.any(String),
        matched: ["school_email"],
      },
      {
        school_id: byPhone,
        school_name: expect.any(String),
        city_name: expect.any(String),
        matched: ["school_phone_number"],
      },
      {
        school_id: byName,
        school_name: c.school_name.toUpperCase().replace(" ", "  "),
        city_name: expect.any(String),
        matched: ["school_name_pincode"],
      },
      {
        school_id: byAll,
        school_name: c.school_name,
        city_name: expect.any(String),
        matched: ["school_email", "school_phone_number", "school_name_pincode"],
      },
    ]);
    const [{ name }] = await db.query<{ name: string }>(
      "SELECT c.name FROM schools s JOIN cities c USING (city_id) WHERE s.school_id = $1",
      [byAll],
    );
    expect(matches[3].city_name).toBe(name);
  });

  it("checks only the rules asked, leaves out the school given, and lists at most ten", async () => {
    const c = candidate("beta");
    const ids = await schools(
      ...Array.from({ length: 12 }, (_, i) => ({
        ...candidate(`b${i}`),
        school_email: c.school_email,
      })),
    );
    const all = await findDuplicates(db, c);
    expect(all.map((d) => d.school_id)).toEqual(ids.slice(0, 10));
    expect(await findDuplicates(db, c, [])).toEqual([]);
    expect(await findDuplicates(db, c, ["school_phone_number", "school_name_pincode"])).toEqual([]);
    const except = await findDuplicates(db, c, ["school_email"], ids[0]);
    expect(except.map((d) => d.school_id)).toEqual(ids.slice(1, 11));
    expect(except[0].matched).toEqual(["school_email"]);
  });

  it("refuses a new school that matches another (409, with the matches) unless confirmed", async () => {
    const c = candidate("gamma");
    const [id] = await schools({ ...candidate("g1"), school_phone_number: c.school_phone_number });
    const error = await refusal(
      db.transaction((tx) => refuseDuplicates(tx, c, { confirmed: false })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(m.duplicate_school);
    expect(error.extra).toEqual({
      duplicates: [expect.objectContaining({ school_id: id, matched: ["school_phone_number"] })],
    });
    await db.transaction((tx) => refuseDuplicates(tx, c, { confirmed: true }));
    await db.transaction((tx) =>
      refuseDuplicates(tx, candidate("gamma-alone"), { confirmed: false }),
    );
  });

  it("re-checks on an update only the keys it changes, and never the school itself", async () => {
    const c = candidate("delta");
    const [other, self] = await schools(
      { ...candidate("d1"), school_email: c.school_email },
      { ...c, school_email: `self-${c.school_email}` },
    );
    // Unchanged: the school's own email matches nothing but itself.
    await db.transaction((tx) =>
      refuseDuplicates(
        tx,
        { ...c, school_email: `self-${c.school_email}` },
        { confirmed: false, schoolId: self },
      ),
    );
    // The email changes to the other school's: refused.
    const error = await refusal(
      db.transaction((tx) => refuseDuplicates(tx, c, { confirmed: false, schoolId: self })),
    );
    expect(error.extra).toEqual({
      duplicates: [expect.objectContaining({ school_id: other, matched: ["school_email"] })],
    });
    // A confirmed duplicate kept as it is: not asked again when another field changes.
    await db.query("UPDATE schools SET school_email = $2 WHERE school_id = $1", [
      self,
      c.school_email,
    ]);
    await db.transaction((tx) =>
      refuseDuplicates(
        tx,
        { ...c, school_name: `${c.school_name} Annexe` },
        { confirmed: false, schoolId: self },
      ),
    );
    // A school that is not there is checked on every key.
    const unknown = await refusal(
      db.transaction((tx) => refuseDuplicates(tx, c, { confirmed: false, schoolId: 999_999 })),
    );
    expect(unknown.statusCode).toBe(409);
  });

  it("makes a second save with a key in common wait until the first ends", async () => {
    const c = candidate("epsilon");
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const first = db.transaction(async (tx) => {
      await lockDuplicateKeys(tx, c);
      locked();
      await held;
      order.push("first ends");
    });
    await new Promise<void>((resolve) => (locked = resolve));
    const second = db.transaction(async (tx) => {
      await lockDuplicateKeys(tx, {
        ...candidate("zeta"),
        school_phone_number: c.school_phone_number,
      });
      order.push("second locked");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push("released");
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["released", "first ends", "second locked"]);
  });
});
