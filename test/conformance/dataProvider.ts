import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataProvider, Identifier, RaRecord } from "ra-core";
import type { z } from "zod";
import {
  restBoardAdminSchema,
  restSchoolDetailSchema,
  restSchoolSchema,
} from "../../contract/rest";
import { auditEventSchema } from "../../contract/audit";

/*
 * What the console asks of a dataProvider, as tests any provider can be run through: Rollcall's
 * own and the stock ra-data-simple-rest over Rollcall's server run them
 * (test/conformance/*.test.ts), and an integrator runs them against theirs
 * (docs/integrating.md). Each check follows react-admin's dataProvider contract for its verb
 * (the shapes of the answers, `total`, pagination, filters, errors as a rejection carrying the
 * HTTP `status`) for the calls the console's screens make, with the parameters they make them
 * with.
 */

/** The filters the console's lists send, by name. */
export const CONSOLE_FILTERS = {
  /** School Management: `q` is the search box (react-admin's name for a full-text search), `admin_approval` the status filter ("true" verified, "false" not yet). */
  schools: ["q", "admin_approval"],
  /** A school profile's History: the events of that school. */
  "audit-events": ["target_type", "target_id"],
  /** The forms' cascading pickers: a state's cities, a country's states, a main board's boards. */
  states: ["country_id"],
  cities: ["state_id"],
  boards: ["main_board_id"],
} as const;

/** The one sort the console's lists ask for: the newest first. */
export const CONSOLE_SORT = { field: "id", order: "DESC" } as const;

/** What the seeded backend holds: the checks' expectations follow from it. */
export interface SeededData {
  schools: {
    /** Every school's id: at least 12, at least 3 of them not verified. */
    ids: Identifier[];
    /** The verified ones. */
    verified: Identifier[];
    /** A search for the list's `q`, and the ids of the schools it finds (at least one, not all). */
    search: { q: string; ids: Identifier[] };
  };
  /** Every board administrator's id: at least 3. */
  boardAdmins: Identifier[];
  /** A school with events in its History, and their ids. */
  history: { schoolId: Identifier; eventIds: Identifier[] };
  lookups: {
    countries: Identifier[];
    /** A country and its states, a state and its cities, a main board and its boards. */
    country: { id: Identifier; states: Identifier[] };
    state: { id: Identifier; cities: Identifier[] };
    mainBoard: { id: Identifier; boards: Identifier[] };
  };
  /** An id that no school and no board administrator has. */
  missingId: Identifier;
}

/** A provider under test over a seeded backend. */
export interface Backend {
  dataProvider: DataProvider;
  data: SeededData;
  close?: () => Promise<void>;
}

/** The calls the console makes, by resource: the checks there are. */
export const CONSOLE_CALLS = {
  schools: ["getList", "getOne", "getMany", "update", "updateMany"],
  "board-admins": ["getList", "getOne", "getMany", "update", "updateMany"],
  "audit-events": ["getList"],
  lookups: ["getList", "getManyReference", "getMany"],
} as const;

export type ConsoleCalls = {
  [R in keyof typeof CONSOLE_CALLS]?: readonly (typeof CONSOLE_CALLS)[R][number][];
};

const sorted = (ids: Identifier[]) => ids.map(String).sort();
const idsOf = (records: RaRecord[]) => records.map((record) => record.id);

/** Fails with what is wrong when `value` does not have the shape the console reads. */
function expectShape(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

/** The error a call is rejected with (the test fails if it succeeds). */
async function rejection(call: Promise<unknown>): Promise<{ status?: unknown; message?: unknown }> {
  const error: unknown = await call.then(
    () => new Error("the call succeeded"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as { status?: unknown; message?: unknown };
}

/** A school's profile as the console reads it (its file links are checked by their own tests). */
const schoolProfileSchema = restSchoolDetailSchema.omit({ assets: true });

/**
 * Registers the conformance checks of one provider: `start` gives the provider over a backend
 * seeded as its `data` says; `calls` names the calls it offers (all the console makes, unless
 * told), and only those are checked. The checks that change records run last, on records the
 * reading checks do not depend on.
 */
export function describeDataProviderConformance(
  name: string,
  start: () => Promise<Backend>,
  calls: ConsoleCalls = CONSOLE_CALLS,
) {
  const offers = (resource: keyof ConsoleCalls, verb: string) =>
    (calls[resource] as readonly string[] | undefined)?.includes(verb) ?? false;

  describe(`the dataProvider contract the console needs: ${name}`, () => {
    let provider: DataProvider;
    let data: SeededData;
    let backend: Backend;
    beforeAll(async () => {
      backend = await start();
      ({ dataProvider: provider, data } = backend);
    });
    afterAll(() => backend?.close?.());

    const list = (resource: string, filter: object = {}, page = 1, perPage = 100) =>
      provider.getList(resource, { pagination: { page, perPage }, sort: CONSOLE_SORT, filter });
    const unverified = () => data.schools.ids.filter((id) => !data.schools.verified.includes(id));

    if (offers("schools", "getList")) {
      describe("schools: getList (School Management)", () => {
        it("answers the records with their id and the list's fields, and the total", async () => {
          const { data: records, total } = await list("schools");
          expect(total).toBe(data.schools.ids.length);
          expect(sorted(idsOf(records))).toEqual(sorted(data.schools.ids));
          for (const record of records) expectShape(restSchoolSchema, record);
          for (const record of records) expect(record.id).toBe(record.school_id);
        });

        it("answers a page at a time, newest first, with the total of all", async () => {
          const newest = [...data.schools.ids].sort((a, b) => Number(b) - Number(a));
          const first = await list("schools", {}, 1, 5);
          const second = await list("schools", {}, 2, 5);
          expect(idsOf(first.data)).toEqual(newest.slice(0, 5));
          expect(idsOf(second.data)).toEqual(newest.slice(5, 10));
          expect([first.total, second.total]).toEqual([newest.length, newest.length]);
          const past = await list("schools", {}, 100, 5);
          expect(past.data).toEqual([]);
        });

        it("searches with the q filter", async () => {
          const { q, ids } = data.schools.search;
          const { data: records, total } = await list("schools", { q });
          expect(sorted(idsOf(records))).toEqual(sorted(ids));
          expect(total).toBe(ids.length);
        });

        it('filters by verification: admin_approval "true" and "false"', async () => {
          const verified = await list("schools", { admin_approval: "true" });
          expect(sorted(idsOf(verified.data))).toEqual(sorted(data.schools.verified));
          expect(verified.total).toBe(data.schools.verified.length);
          const pending = await list("schools", { admin_approval: "false" });
          expect(sorted(idsOf(pending.data))).toEqual(sorted(unverified()));
          expect(pending.total).toBe(unverified().length);
        });

        it("combines the search and the verification filter", async () => {
          const { q, ids } = data.schools.search;
          const both = await list("schools", { q, admin_approval: "true" });
          const expected = ids.filter((id) => data.schools.verified.includes(id));
          expect(sorted(idsOf(both.data))).toEqual(sorted(expected));
          expect(both.total).toBe(expected.length);
        });
      });
    }

    if (offers("schools", "getOne")) {
      describe("schools: getOne (a School Profile)", () => {
        it("answers the profile of the id asked, with its id", async () => {
          const id = data.schools.ids[0];
          const { data: school } = await provider.getOne("schools", { id });
          expect(school.id).toBe(id);
          expectShape(schoolProfileSchema, school);
        });

        it("rejects an id no school has with status 404 and a message", async () => {
          const error = await rejection(provider.getOne("schools", { id: data.missingId }));
          expect(error.status).toBe(404);
          expect(error.message).toEqual(expect.stringMatching(/\S/));
        });
      });
    }

    if (offers("schools", "getMany")) {
      describe("schools: getMany", () => {
        it("answers the records of the ids asked, each once (react-admin matches them by id)", async () => {
          const ids = [data.schools.ids[2], data.schools.ids[0]];
          const { data: records } = await provider.getMany("schools", { ids });
          expect(sorted(idsOf(records))).toEqual(sorted(ids));
          for (const record of records) expect(record.school_name).toEqual(expect.any(String));
        });
      });
    }

    if (offers("board-admins", "getList")) {
      describe("board-admins: getList (Board Management)", () => {
        it("answers the records with their id and the list's fields, and the total", async () => {
          const { data: records, total } = await list("board-admins");
          expect(total).toBe(data.boardAdmins.length);
          expect(sorted(idsOf(records))).toEqual(sorted(data.boardAdmins));
          for (const record of records) expectShape(restBoardAdminSchema, record);
          for (const record of records) expect(record.id).toBe(record.board_admin_id);
        });

        it("answers a page at a time, newest first", async () => {
          const newest = [...data.boardAdmins].sort((a, b) => Number(b) - Number(a));
          const second = await list("board-admins", {}, 2, 2);
          expect(idsOf(second.data)).toEqual(newest.slice(2, 4));
          expect(second.total).toBe(newest.length);
        });
      });
    }

    if (offers("board-admins", "getOne")) {
      describe("board-admins: getOne", () => {
        it("answers the board administrator of the id asked; 404 for an id none has", async () => {
          const id = data.boardAdmins[0];
          const { data: admin } = await provider.getOne("board-admins", { id });
          expect(admin.id).toBe(id);
          expectShape(restBoardAdminSchema, admin);
          const error = await rejection(provider.getOne("board-admins", { id: data.missingId }));
          expect(error.status).toBe(404);
        });
      });
    }

    if (offers("board-admins", "getMany")) {
      describe("board-admins: getMany", () => {
        it("answers the records of the ids asked, each once", async () => {
          const ids = [data.boardAdmins[1], data.boardAdmins[0]];
          const { data: records } = await provider.getMany("board-admins", { ids });
          expect(sorted(idsOf(records))).toEqual(sorted(ids));
        });
      });
    }

    if (offers("audit-events", "getList")) {
      describe("audit-events: getList (a profile's History)", () => {
        it("answers the events of one school with target_type and target_id, and their total", async () => {
          const { schoolId, eventIds } = data.history;
          const { data: events, total } = await list("audit-events", {
            target_type: "school",
            target_id: schoolId,
          });
          expect(sorted(idsOf(events))).toEqual(sorted(eventIds));
          expect(total).toBe(eventIds.length);
          for (const event of events) expectShape(auditEventSchema, event);
        });
      });
    }

    if (calls.lookups?.length) {
      describe("the lookups (the forms' pickers)", () => {
        const named = (records: RaRecord[]) => {
          for (const record of records) {
            expect(record).toEqual(expect.objectContaining({ id: expect.anything() }));
            expect(record.name).toEqual(expect.stringMatching(/\S/));
          }
        };
        /** A lookup's whole list as the forms' pickers read it: by name, in one page. */
        const whole = (resource: string, filter: object) =>
          provider.getList(resource, {
            pagination: { page: 1, perPage: 1000 },
            sort: { field: "name", order: "ASC" },
            filter,
          });
        /** Each child lookup, its parent's key, and a parent with its children's ids. */
        const children: [string, string, () => [Identifier, Identifier[]]][] = [
          ["states", "country_id", () => [data.lookups.country.id, data.lookups.country.states]],
          ["cities", "state_id", () => [data.lookups.state.id, data.lookups.state.cities]],
          [
            "boards",
            "main_board_id",
            () => [data.lookups.mainBoard.id, data.lookups.mainBoard.boards],
          ],
        ];

        if (offers("lookups", "getList")) {
          it("lists the countries and the main boards, each with its id and name", async () => {
            const countries = await whole("countries", {});
            expect(sorted(idsOf(countries.data))).toEqual(sorted(data.lookups.countries));
            expect(countries.total).toBe(data.lookups.countries.length);
            named(countries.data);
            const mainBoards = await whole("main-boards", {});
            expect(idsOf(mainBoards.data)).toContain(data.lookups.mainBoard.id);
            named(mainBoards.data);
          });

          it.each(children)(
            "lists the %s of one parent with the %s filter",
            async (resource, field, parent) => {
              const [id, expected] = parent();
              const { data: records, total } = await whole(resource, { [field]: id });
              expect(sorted(idsOf(records))).toEqual(sorted(expected));
              expect(total).toBe(expected.length);
              named(records);
            },
          );

          it("searches a parent's list with the q filter (a picker's typing)", async () => {
            const state_id = data.lookups.state.id;
            const { data: all } = await whole("cities", { state_id });
            const word = String(all[0].name).split(/\s+/)[0].toLowerCase();
            const expected = all.filter((city) => String(city.name).toLowerCase().includes(word));
            const found = await whole("cities", { state_id, q: word.toUpperCase() });
            expect(sorted(idsOf(found.data))).toEqual(sorted(idsOf(expected)));
            expect(found.total).toBe(expected.length);
            expect(expected.length).toBeLessThan(all.length);
          });
        }

        if (offers("lookups", "getManyReference")) {
          it.each(children)(
            "answers the %s of one parent (target %s)",
            async (resource, target, parent) => {
              const [id, expected] = parent();
              const { data: records, total } = await provider.getManyReference(resource, {
                target,
                id,
                pagination: { page: 1, perPage: 1000 },
                sort: { field: "name", order: "ASC" },
                filter: {},
              });
              expect(sorted(idsOf(records))).toEqual(sorted(expected));
              expect(total).toBe(expected.length);
            },
          );
        }

        if (offers("lookups", "getMany")) {
          it("answers getMany with the records of the ids asked (a picker's value; its parent in meta)", async () => {
            const { id: state_id, cities: all } = data.lookups.state;
            const cities = all.slice(0, 2);
            const { data: records } = await provider.getMany("cities", {
              ids: cities,
              meta: { state_id },
            });
            expect(sorted(idsOf(records))).toEqual(sorted(cities));
            named(records);
          });
        }
      });
    }

    // What changes records comes last: the reading checks above see the data as seeded.

    if (offers("schools", "update")) {
      describe("schools: update (verify, status)", () => {
        it("verifies a school: the answer and a new read show it verified", async () => {
          const id = unverified()[0];
          const { data: previousData } = await provider.getOne("schools", { id });
          const { data: saved } = await provider.update("schools", {
            id,
            data: { admin_approval: true },
            previousData,
          });
          expect(saved).toMatchObject({ id, admin_approval: true });
          expect((await provider.getOne("schools", { id })).data.admin_approval).toBe(true);
        });

        it("changes a school's status both ways", async () => {
          const id = unverified()[1];
          for (let change = 0; change < 2; change++) {
            const { data: previousData } = await provider.getOne("schools", { id });
            const status = !previousData.status;
            const { data: saved } = await provider.update("schools", {
              id,
              data: { status },
              previousData,
            });
            expect(saved).toMatchObject({ id, status });
            expect((await provider.getOne("schools", { id })).data.status).toBe(status);
          }
        });

        it("rejects un-verifying with a message, and changes nothing", async () => {
          const id = data.schools.verified[0];
          const { data: previousData } = await provider.getOne("schools", { id });
          const error = await rejection(
            provider.update("schools", { id, data: { admin_approval: false }, previousData }),
          );
          expect(error.message).toEqual(expect.stringMatching(/\S/));
          // A provider may refuse it before asking (Rollcall's does); a backend's refusal is a 4xx.
          if (error.status !== undefined) expect(String(error.status)).toMatch(/^4\d\d$/);
          expect((await provider.getOne("schools", { id })).data).toMatchObject({
            admin_approval: true,
            status: previousData.status,
          });
        });
      });
    }

    if (offers("schools", "updateMany")) {
      describe("schools: updateMany (the bulk actions)", () => {
        it("verifies several schools: answers their ids, and each reads verified", async () => {
          const ids = unverified().slice(2, 4);
          const { data: done } = await provider.updateMany("schools", {
            ids,
            data: { admin_approval: true },
          });
          expect(sorted(done ?? [])).toEqual(sorted(ids));
          for (const id of ids) {
            expect((await provider.getOne("schools", { id })).data.admin_approval).toBe(true);
          }
        });

        it("sets the status of several schools", async () => {
          const ids = data.schools.ids.slice(-3);
          for (const status of [false, true]) {
            const { data: done } = await provider.updateMany("schools", { ids, data: { status } });
            expect(sorted(done ?? [])).toEqual(sorted(ids));
            for (const id of ids) {
              expect((await provider.getOne("schools", { id })).data.status).toBe(status);
            }
          }
        });
      });
    }

    if (offers("board-admins", "update")) {
      describe("board-admins: update (status)", () => {
        it("changes a board administrator's status both ways", async () => {
          const id = data.boardAdmins[0];
          const current = (await list("board-admins")).data.find((a) => a.id === id)!;
          let previousData = current;
          for (const status of [!current.status, current.status]) {
            const { data: saved } = await provider.update("board-admins", {
              id,
              data: { status },
              previousData,
            });
            expect(saved).toMatchObject({ id, status });
            previousData = saved;
          }
          const after = (await list("board-admins")).data.find((a) => a.id === id)!;
          expect(after.status).toBe(current.status);
        });
      });
    }

    if (offers("board-admins", "updateMany")) {
      describe("board-admins: updateMany (the bulk actions)", () => {
        it("sets the status of several board administrators", async () => {
          const ids = data.boardAdmins.slice(1, 3);
          for (const status of [false, true]) {
            const { data: done } = await provider.updateMany("board-admins", {
              ids,
              data: { status },
            });
            expect(sorted(done ?? [])).toEqual(sorted(ids));
            const { data: records } = await list("board-admins");
            for (const id of ids) expect(records.find((a) => a.id === id)?.status).toBe(status);
          }
        });
      });
    }
  });
}
