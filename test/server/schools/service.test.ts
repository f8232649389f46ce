import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolUpdatePayloadSchema, type SchoolUpdatePayload } from "../../../contract/schools";
import { validationMessages as m } from "../../../contract/messages";
import { keyed } from "../../../contract/apiMessages";
import type { Actor } from "../../../server/audit/service";
import type { Db } from "../../../server/db/index";
import { ApiError } from "../../../server/http";
import { assetLinks } from "../../../server/schools/links";
import {
  approveSchool,
  bulkSchoolStatus,
  bulkVerifySchools,
  changeSchoolStatus,
  listSchools,
  schoolFilterOf,
  registerSchool,
  setSchoolState,
  updateSchool,
  type SchoolListOptions,
  type SchoolFiles,
} from "../../../server/schools/service";
import { findAsset, readCounters, schoolDetail } from "../../../server/schools/repository";
import { countKey, SchoolPageCache, SearchCountCache } from "../../../server/schools/listCaches";
import type { UploadedFile } from "../../../server/schools/uploads";
import { localStorage, type FileStorage } from "../../../server/storage/index";
import { describeEachDb, freshDb } from "../harness";
import { references, sample, validFields } from "../schoolsFixtures";

const NOW = new Date("2026-03-15T09:00:00Z");
const ACTOR: Actor = {
  account_id: null,
  username: "registrar",
  client_ip: "10.0.0.1",
  request_id: "req-1",
};
const links = assetLinks(Buffer.alloc(32, 1), () => NOW);
const NO_FILES: SchoolFiles = { documents: [] };

const pdf = (fileName: string): UploadedFile => ({
  fileName,
  extension: "pdf",
  contentType: "application/pdf",
  data: sample.pdf,
});
const png = (fileName: string): UploadedFile => ({
  fileName,
  extension: "png",
  contentType: "image/png",
  data: sample.png,
});

describeEachDb("the schools service", (kind) => {
  let db: Db;
  let dir: string;
  let storage: FileStorage;
  let n = 0;
  beforeAll(async () => {
    db = await freshDb(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-service-"));
    storage = localStorage(dir);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A valid payload of a school no other test has (its own name, email, phone and word). */
  async function payload(overrides: Record<string, string> = {}): Promise<SchoolUpdatePayload> {
    n += 1;
    const word = `${kind}word${n}x`;
    return schoolUpdatePayloadSchema(NOW).parse({
      ...(await validFields(db)),
      school_name: `School ${word}`,
      school_email: `office${n}@${kind}.example`,
      school_phone_number: `92${kind === "pglite" ? 1 : 2}00${String(n).padStart(5, "0")}`,
      school_id: "1",
      ...overrides,
    });
  }
  const register = async (p?: SchoolUpdatePayload, files: SchoolFiles = NO_FILES) => {
    const body = p ?? (await payload());
    return { ...(await registerSchool(db, storage, body, files, ACTOR)), payload: body };
  };
  const listOf = (options: Partial<SchoolListOptions>, cache?: SearchCountCache) =>
    listSchools(
      db,
      { search: undefined, admin_approval: undefined, page: 1, limit: 10, ...options },
      { counts: cache },
    );
  const counters = () => readCounters(db);
  const events = (id: number) =>
    db.query<{ action: string; target_name: string; details: object; actor_username: string }>(
      `SELECT action, target_name, details, actor_username FROM audit_events
        WHERE target_type = 'school' AND target_id = $1 ORDER BY event_id`,
      [id],
    );
  const row = async (id: number) =>
    (
      await db.query<{ admin_approval: boolean; status: boolean; search_text: string }>(
        "SELECT admin_approval, status, search_text FROM schools WHERE school_id = $1",
        [id],
      )
    )[0];
  const stored = () =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected a failure");
      },
      (error: unknown) => error as ApiError,
    );

  describe("register", () => {
    it("stores the school, its principal, its files and its event, and counts it", async () => {
      const before = await counters();
      const p = await payload({ middle_name: "", website: "", secondary_phone: "" });
      const files = { image: png("front.png"), documents: [pdf("a.pdf"), pdf("b.pdf")] };
      const { school_id, employee_number } = await register(p, files);
      expect(employee_number).toMatch(/^EMP\d{7}$/);

      const after = await counters();
      expect(after.schools).toBe(before.schools + 1);
      expect(after.verified).toBe(before.verified);
      expect(after.version).not.toBe(before.version);

      const detail = await schoolDetail(db, school_id, links);
      const ref = await references(db);
      expect(detail).toMatchObject({
        school_id,
        school_name: p.school_name,
        school_email: p.school_email,
        type: "public",
        established_year: 1999,
        board_id: ref.board_id,
        state_id: ref.state_id,
        city_id: ref.city_id,
        city_name: "Mysuru",
        pincode: "570001",
        address: "12 Sayyaji Rao Road",
        school_phone_number: p.school_phone_number,
        secondary_phone: null,
        website: null,
        first_name: "Asha",
        middle_name: null,
        last_name: "Raghunath",
        full_name: "Asha Raghunath",
        email: "asha@greenvalley.example",
        phone_number: "9876543211",
        employee_number,
        latitude: "12.300000",
        longitude: "76.6394000",
        area_radius: 250,
        admin_approval: false,
        status: false,
      });
      expect(detail!.assets.school_image.map((a) => a.file_name)).toEqual(["front.png"]);
      expect(detail!.assets.document.map((a) => [a.file_name, a.content_type])).toEqual([
        ["a.pdf", "application/pdf"],
        ["b.pdf", "application/pdf"],
      ]);
      const image = detail!.assets.school_image[0];
      expect(image.content_type).toBe("image/png");
      expect(image.url).toBe(links.url(image.id));
      const asset = await findAsset(db, image.id);
      expect(asset).toMatchObject({
        file_name: "front.png",
        content_type: "image/png",
        size_bytes: sample.png.length,
      });
      expect((await storage.read(asset!.storage_key)).equals(sample.png)).toBe(true);

      expect((await row(school_id)).search_text).toBe(
        `${p.school_name} asha raghunath mysuru`.toLowerCase(),
      );
      expect(await events(school_id)).toEqual([
        {
          action: "school.registered",
          target_name: p.school_name,
          details: { files_added: ["front.png", "a.pdf", "b.pdf"] },
          actor_username: "registrar",
        },
      ]);
    });

    it("keeps the optional fields given, and records no files when there are none", async () => {
      const p = await payload({
        middle_name: "K",
        website: "https://greenvalley.example",
        secondary_phone: "9123456789",
      });
      const { school_id } = await register(p);
      const detail = await schoolDetail(db, school_id, links);
      expect(detail).toMatchObject({
        middle_name: "K",
        full_name: "Asha K Raghunath",
        website: "https://greenvalley.example",
        secondary_phone: "9123456789",
        assets: { school_image: [], document: [] },
      });
      expect((await row(school_id)).search_text).toContain("asha k raghunath");
      expect((await events(school_id))[0].details).toEqual({});
    });

    it("gives each principal the next employee number", async () => {
      const first = await register();
      const second = await register();
      expect(Number(second.employee_number.slice(3))).toBeGreaterThan(
        Number(first.employee_number.slice(3)),
      );
    });

    it("refuses a board, state or city that does not exist or does not belong, at its field", async () => {
      const ref = await references(db);
      const before = await counters();
      const board = await failure(register(await payload({ board_id: "999999" })));
      expect(board).toBeInstanceOf(ApiError);
      expect(board.statusCode).toBe(400);
      expect(board.message).toBe(m.board_unknown);
      expect(board.errors).toEqual({ board_id: keyed("validation.board_unknown") });

      const state = await failure(register(await payload({ state_id: "999999" })));
      expect(state.errors).toEqual({ state_id: keyed("validation.state_unknown") });

      const city = await failure(register(await payload({ state_id: String(ref.other_state_id) })));
      expect(city.message).toBe(m.city_unknown);
      expect(city.errors).toEqual({ city_id: keyed("validation.city_unknown") });

      const both = await failure(
        register(await payload({ board_id: "999999", state_id: "999999" })),
      );
      expect(both.message).toBe(m.board_unknown);
      expect(both.errors).toEqual({
        board_id: keyed("validation.board_unknown"),
        state_id: keyed("validation.state_unknown"),
      });
      expect((await counters()).schools).toBe(before.schools);
    });

    it("refuses a duplicate unless confirmed, before writing anything", async () => {
      const { payload: first } = await register();
      const again = { ...(await payload()), school_email: first.school_email };
      const before = await counters();
      const error = await failure(register(again));
      expect(error.statusCode).toBe(409);
      expect((await counters()).schools).toBe(before.schools);
      const { school_id } = await register({ ...again, confirm_duplicate: true });
      expect((await schoolDetail(db, school_id, links))?.school_email).toBe(first.school_email);
    });

    it("leaves no school, event or file when storing a file fails", async () => {
      let puts = 0;
      const removed: string[] = [];
      const failing: FileStorage = {
        ...storage,
        async put(data, extension) {
          if (++puts === 2) throw new Error("disk full");
          return storage.put(data, extension);
        },
        async remove(key) {
          removed.push(key);
          await storage.remove(key);
          throw new Error("removal failed too");
        },
      };
      const before = await counters();
      const files = stored();
      const p = await payload();
      await expect(
        registerSchool(db, failing, p, { documents: [pdf("a.pdf"), pdf("b.pdf")] }, ACTOR),
      ).rejects.toThrow("disk full");
      expect(removed).toHaveLength(1);
      expect(stored()).toEqual(files);
      expect((await counters()).schools).toBe(before.schools);
      const [{ n: named }] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_events WHERE target_name = $1",
        [p.school_name],
      );
      expect(named).toBe(0);
    });
  });

  describe("update", () => {
    it("changes the school and principal, records what changed, removes and replaces files", async () => {
      const {
        school_id,
        employee_number,
        payload: p,
      } = await register(undefined, {
        image: png("old.png"),
        documents: [pdf("keep.pdf"), pdf("drop.pdf")],
      });
      const before = await schoolDetail(db, school_id, links);
      const oldImage = (await findAsset(db, before!.assets.school_image[0].id))!.storage_key;
      const drop = before!.assets.document[1].id;
      const changed = {
        ...p,
        school_id,
        address: "1 New Road",
        middle_name: undefined,
        latitude: "12.3",
        last_name: "Rao",
        remove_document_ids: [drop, drop],
      };
      const saved = await updateSchool(
        db,
        storage,
        changed,
        { image: png("new.png"), documents: [pdf("new.pdf")] },
        ACTOR,
      );
      expect(saved).toEqual({ school_id, employee_number });

      const after = await schoolDetail(db, school_id, links);
      expect(after).toMatchObject({
        address: "1 New Road",
        middle_name: null,
        last_name: "Rao",
        latitude: "12.3",
      });
      expect(after!.assets.school_image.map((a) => a.file_name)).toEqual(["new.png"]);
      expect(after!.assets.document.map((a) => a.file_name)).toEqual(["keep.pdf", "new.pdf"]);
      expect(await findAsset(db, drop)).toBeNull();
      await expect(storage.read(oldImage)).rejects.toThrow();
      expect((await row(school_id)).search_text).toBe(
        `${p.school_name} asha rao mysuru`.toLowerCase(),
      );
      expect((await events(school_id))[1]).toEqual({
        action: "school.updated",
        target_name: p.school_name,
        actor_username: "registrar",
        details: {
          changes: {
            address: { from: "12 Sayyaji Rao Road", to: "1 New Road" },
            middle_name: { from: "K", to: null },
            last_name: { from: "Raghunath", to: "Rao" },
          },
          files_added: ["new.png", "new.pdf"],
          files_removed: expect.arrayContaining(["old.png", "drop.pdf"]),
        },
      });
    });

    it("records an update that changes nothing as an event without details", async () => {
      const { school_id, payload: p } = await register(undefined, { documents: [pdf("a.pdf")] });
      const removed: string[] = [];
      const watched: FileStorage = {
        ...storage,
        remove: (key) => {
          removed.push(key);
          return storage.remove(key);
        },
      };
      await updateSchool(db, watched, { ...p, school_id }, NO_FILES, ACTOR);
      expect(removed).toEqual([]);
      const detail = await schoolDetail(db, school_id, links);
      expect(detail!.assets.document.map((a) => a.file_name)).toEqual(["a.pdf"]);
      expect((await events(school_id))[1]).toMatchObject({ action: "school.updated", details: {} });
    });

    it("succeeds when a replaced file cannot be removed after the commit", async () => {
      const { school_id, payload: p } = await register(undefined, {
        image: png("old.png"),
        documents: [],
      });
      const stubborn: FileStorage = {
        ...storage,
        remove: () => Promise.reject(new Error("busy")),
      };
      await updateSchool(
        db,
        stubborn,
        { ...p, school_id },
        { image: png("new.png"), documents: [] },
        ACTOR,
      );
      const detail = await schoolDetail(db, school_id, links);
      expect(detail!.assets.school_image.map((a) => a.file_name)).toEqual(["new.png"]);
    });

    it("keeps the image when no new one comes", async () => {
      const { school_id, payload: p } = await register(undefined, {
        image: png("front.png"),
        documents: [],
      });
      await updateSchool(db, storage, { ...p, school_id }, { documents: [pdf("x.pdf")] }, ACTOR);
      const detail = await schoolDetail(db, school_id, links);
      expect(detail!.assets.school_image.map((a) => a.file_name)).toEqual(["front.png"]);
    });

    it("answers 404 for an unknown school", async () => {
      const error = await failure(
        updateSchool(db, storage, { ...(await payload()), school_id: 999999 }, NO_FILES, ACTOR),
      );
      expect(error.statusCode).toBe(404);
      expect(error.message).toBe("School not found");
    });

    it("refuses to remove a document of another school or the image, and changes nothing", async () => {
      const other = await register(undefined, { documents: [pdf("o.pdf")] });
      const otherDocument = (await schoolDetail(db, other.school_id, links))!.assets.document[0];
      const { school_id, payload: p } = await register(undefined, {
        image: png("i.png"),
        documents: [],
      });
      const image = (await schoolDetail(db, school_id, links))!.assets.school_image[0];
      for (const id of [otherDocument.id, image.id]) {
        const error = await failure(
          updateSchool(
            db,
            storage,
            { ...p, school_id, address: "Changed", remove_document_ids: [id] },
            NO_FILES,
            ACTOR,
          ),
        );
        expect(error.statusCode).toBe(400);
        expect(error.errors).toEqual({ remove_document_ids: keyed("validation.document_unknown") });
      }
      expect((await schoolDetail(db, school_id, links))?.address).toBe(p.address);
    });

    it("counts the documents kept, less those removed, against the limit of 10", async () => {
      const docs = (k: number, name: string) =>
        Array.from({ length: k }, (_, i) => pdf(`${name}${i}.pdf`));
      const { school_id, payload: p } = await register(undefined, { documents: docs(8, "a") });
      const tooMany = await failure(
        updateSchool(db, storage, { ...p, school_id }, { documents: docs(3, "b") }, ACTOR),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.errors).toEqual({ school_documents: keyed("validation.too_many_files") });

      await updateSchool(db, storage, { ...p, school_id }, { documents: docs(2, "c") }, ACTOR);
      const detail = await schoolDetail(db, school_id, links);
      expect(detail!.assets.document).toHaveLength(10);
      const removeTwo = detail!.assets.document.slice(0, 2).map((d) => d.id);
      await updateSchool(
        db,
        storage,
        { ...p, school_id, remove_document_ids: removeTwo },
        { documents: docs(2, "d") },
        ACTOR,
      );
      const kept = (await schoolDetail(db, school_id, links))!.assets.document;
      expect(kept).toHaveLength(10);
      // An id given twice is one document removed.
      const twice = await failure(
        updateSchool(
          db,
          storage,
          { ...p, school_id, remove_document_ids: [kept[0].id, kept[0].id] },
          { documents: docs(2, "e") },
          ACTOR,
        ),
      );
      expect(twice.errors).toEqual({ school_documents: keyed("validation.too_many_files") });
    });

    it("compares coordinates by value and other fields as text", async () => {
      const { school_id, payload: p } = await register();
      await updateSchool(
        db,
        storage,
        { ...p, school_id, latitude: "12.30", longitude: "76.639400", area_radius: 250 },
        NO_FILES,
        ACTOR,
      );
      expect((await events(school_id))[1].details).toEqual({});
      await updateSchool(
        db,
        storage,
        { ...p, school_id, longitude: "76.6395", area_radius: 300 },
        NO_FILES,
        ACTOR,
      );
      expect((await events(school_id))[2].details).toEqual({
        changes: {
          longitude: { from: "76.639400", to: "76.6395" },
          area_radius: { from: 250, to: 300 },
        },
      });
    });

    it("refuses an update that makes the school match another, unless confirmed", async () => {
      const first = await register();
      const { school_id, payload: p } = await register();
      const clash = { ...p, school_id, school_email: first.payload.school_email };
      const error = await failure(updateSchool(db, storage, clash, NO_FILES, ACTOR));
      expect(error.statusCode).toBe(409);
      await updateSchool(db, storage, { ...clash, confirm_duplicate: true }, NO_FILES, ACTOR);
      expect((await schoolDetail(db, school_id, links))?.school_email).toBe(
        first.payload.school_email,
      );
    });

    it("keeps the old files and removes the new one when the update fails after storing", async () => {
      const { school_id, payload: p } = await register(undefined, {
        image: png("old.png"),
        documents: [],
      });
      const files = stored();
      const failing: FileStorage = {
        ...storage,
        async put(data, extension) {
          if (extension === "pdf") throw new Error("disk full");
          return storage.put(data, extension);
        },
      };
      await expect(
        updateSchool(
          db,
          failing,
          { ...p, school_id, address: "Never saved" },
          { image: png("new.png"), documents: [pdf("x.pdf")] },
          ACTOR,
        ),
      ).rejects.toThrow("disk full");
      const detail = await schoolDetail(db, school_id, links);
      expect(detail?.address).toBe(p.address);
      expect(detail!.assets.school_image.map((a) => a.file_name)).toEqual(["old.png"]);
      // The new image's file is removed, the old one kept.
      expect(stored()).toEqual(files);
    });
  });

  describe("verification and status", () => {
    it("verifies a school once, counting it; a second verification is refused", async () => {
      const { school_id, payload: p } = await register();
      const before = await counters();
      await approveSchool(db, school_id, ACTOR);
      expect((await row(school_id)).admin_approval).toBe(true);
      expect((await counters()).verified).toBe(before.verified + 1);
      const again = await failure(approveSchool(db, school_id, ACTOR));
      expect(again.statusCode).toBe(409);
      expect(again.message).toBe("School is already verified");
      expect(await events(school_id)).toEqual([
        expect.objectContaining({ action: "school.registered" }),
        {
          action: "school.verified",
          target_name: p.school_name,
          details: {},
          actor_username: "registrar",
        },
      ]);
      const unknown = await failure(approveSchool(db, 999999, ACTOR));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.message).toBe("School not found");
    });

    it("sets the status, recording only a change", async () => {
      const { school_id, payload: p } = await register();
      // A new school is pending (inactive).
      await changeSchoolStatus(db, school_id, false, ACTOR);
      expect(await events(school_id)).toHaveLength(1);
      await changeSchoolStatus(db, school_id, true, ACTOR);
      expect((await row(school_id)).status).toBe(true);
      await changeSchoolStatus(db, school_id, true, ACTOR);
      expect((await events(school_id)).slice(1)).toEqual([
        {
          action: "school.status_changed",
          target_name: p.school_name,
          details: { status: true },
          actor_username: "registrar",
        },
      ]);
      const unknown = await failure(changeSchoolStatus(db, 999999, true, ACTOR));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.message).toBe("School not found");
    });

    it("brings a school to a stated state, verified again being no failure", async () => {
      const { school_id } = await register();
      await setSchoolState(db, school_id, { verified: true, status: true }, ACTOR);
      expect(await row(school_id)).toMatchObject({ admin_approval: true, status: true });
      await setSchoolState(db, school_id, { verified: true }, ACTOR);
      await setSchoolState(db, school_id, {}, ACTOR);
      expect((await events(school_id)).map((e) => e.action)).toEqual([
        "school.registered",
        "school.verified",
        "school.status_changed",
      ]);
      await setSchoolState(db, school_id, { status: false }, ACTOR);
      expect((await row(school_id)).status).toBe(false);
    });

    it("sets only the status of a pending school when only the status is stated", async () => {
      const { school_id } = await register();
      await setSchoolState(db, school_id, { status: true }, ACTOR);
      expect(await row(school_id)).toMatchObject({ admin_approval: false, status: true });
      await setSchoolState(db, school_id, { verified: true }, ACTOR);
      expect(await row(school_id)).toMatchObject({ admin_approval: true, status: true });
      const unknown = await failure(setSchoolState(db, 999999, { verified: true }, ACTOR));
      expect(unknown.statusCode).toBe(404);
    });

    it("verifies and sets the status of many schools, one event per school changed", async () => {
      const a = await register();
      const b = await register();
      await approveSchool(db, a.school_id, ACTOR);
      expect(await bulkVerifySchools(db, [b.school_id, a.school_id, 999999], ACTOR)).toEqual({
        changed: 1,
        unchanged: 1,
        not_found: [999999],
      });
      expect((await row(b.school_id)).admin_approval).toBe(true);
      expect((await events(b.school_id))[1]).toEqual({
        action: "school.verified",
        target_name: b.payload.school_name,
        details: { bulk: true },
        actor_username: "registrar",
      });
      expect(await bulkSchoolStatus(db, [a.school_id, b.school_id], true, ACTOR)).toEqual({
        changed: 2,
        unchanged: 0,
        not_found: [],
      });
      expect(await row(a.school_id)).toMatchObject({ admin_approval: true, status: true });
      expect((await events(a.school_id)).at(-1)).toEqual({
        action: "school.status_changed",
        target_name: a.payload.school_name,
        details: { status: true, bulk: true },
        actor_username: "registrar",
      });
    });
  });

  describe("profile", () => {
    it("is null for a school that does not exist, as is an unknown asset", async () => {
      expect(await schoolDetail(db, 999999, links)).toBeNull();
      expect(await findAsset(db, 999999)).toBeNull();
    });
  });

  describe("list", () => {
    /** Registers `k` schools whose names share a word no other test uses; answers their ids, oldest first. */
    async function group(k: number) {
      const word = `${kind}group${++n}z`;
      const ids: number[] = [];
      for (let i = 0; i < k; i++) {
        const p = await payload();
        ids.push((await register({ ...p, school_name: `${p.school_name} ${word}` })).school_id);
      }
      return { word, ids };
    }
    const page = (search: string, limit: number, pageNo: number, extra = {}) =>
      listOf({ search, limit, page: pageNo, ...extra });

    it("gives each page of a search, newest first, also those read from the oldest end", async () => {
      const { word, ids } = await group(5);
      const newest = [...ids].reverse();
      const pages = [];
      for (let p = 1; p <= 3; p++) pages.push(await page(word, 2, p));
      expect(pages.map((x) => x.rows.map((r) => r.school_id))).toEqual([
        newest.slice(0, 2),
        newest.slice(2, 4),
        newest.slice(4),
      ]);
      expect(pages.map((x) => x.total)).toEqual([5, 5, 5]);
      expect(await page(word, 2, 4)).toEqual({ rows: [], total: 5, total_capped: false });
      for (let offset = 0; offset < 5; offset++) {
        for (const limit of [1, 2, 3, 4]) {
          const desc = await listOf({ search: word, limit, page: 1, offset });
          expect(desc.rows.map((r) => r.school_id)).toEqual(newest.slice(offset, offset + limit));
          const asc = await listOf({
            search: word,
            limit,
            page: 1,
            offset,
            order: "ASC",
          });
          expect(asc.rows.map((r) => r.school_id)).toEqual(ids.slice(offset, offset + limit));
        }
      }
    });

    it("reads a page past the middle from the oldest end, skipping fewer rows", async () => {
      const { word } = await group(5);
      const pages: string[] = [];
      const recorder = {
        query: <T>(sql: string, params: (string | number | boolean | number[])[] = []) => {
          const order = /ORDER BY school_id (ASC|DESC) LIMIT/.exec(sql);
          if (order) pages.push(`${order[1]} ${params.at(-2)} ${params.at(-1)}`);
          return db.query<T>(sql, params);
        },
      };
      for (let offset = 0; offset < 5; offset++) {
        await listSchools(recorder, {
          search: word,
          admin_approval: undefined,
          page: 1,
          limit: 2,
          offset,
        });
      }
      expect(pages).toEqual(["DESC 2 0", "DESC 2 1", "ASC 2 1", "ASC 2 0", "ASC 1 0"]);
      pages.length = 0;
      const four = await group(4);
      for (let offset = 0; offset < 4; offset++) {
        await listSchools(recorder, {
          search: four.word,
          admin_approval: undefined,
          page: 1,
          limit: 2,
          offset,
        });
      }
      expect(pages).toEqual(["DESC 2 0", "DESC 2 1", "ASC 2 0", "ASC 1 0"]);
    });

    it("lists the item fields", async () => {
      const { word, ids } = await group(1);
      const ref = await references(db);
      const [item] = (await page(word, 10, 1)).rows;
      expect(item).toEqual({
        school_id: ids[0],
        school_name: expect.stringContaining(word),
        admin_name: "Asha K Raghunath",
        state_name: "Karnataka",
        city_name: ref.city_name,
        students: 0,
        admin_approval: false,
        status: false,
        udise_code: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    });

    it("matches every word, in any case, and takes a word's wildcards literally", async () => {
      const { word, ids } = await group(2);
      expect((await page(`${word.toUpperCase()} asha`, 10, 1)).total).toBe(2);
      expect((await page(`${word} nobody`, 10, 1)).total).toBe(0);
      expect((await page(`${word.slice(0, -1)}%`, 10, 1)).total).toBe(0);
      expect((await page(`${word.slice(0, 3)}_${word.slice(4)}`, 10, 1)).total).toBe(0);
      const only = await listOf({ search: word, limit: 10, page: 1, ids: [ids[1]] });
      expect(only).toEqual({
        rows: [expect.objectContaining({ school_id: ids[1] })],
        total: 1,
        total_capped: false,
      });
      // Only the ids asked for are counted, with or without a search.
      const many = await listOf({ ids: [ids[0], ids[1], 999999] });
      expect(many.total).toBe(2);
      expect(many.rows.map((r) => r.school_id)).toEqual([ids[1], ids[0]]);
    });

    it("takes the total from the counters without a search, for each verification filter", async () => {
      const { ids } = await group(2);
      await approveSchool(db, ids[0], ACTOR);
      const c = await counters();
      expect(c.verified).toBeGreaterThan(0);
      expect(c.schools).toBeGreaterThan(c.verified);
      const all = await listOf({ limit: 1, page: 1 });
      expect(all.total).toBe(c.schools);
      expect(all.rows.map((r) => r.school_id)).toEqual([
        Math.max(
          ...(await db.query<{ id: number }>("SELECT school_id AS id FROM schools")).map(
            (r) => r.id,
          ),
        ),
      ]);
      expect((await listOf({ limit: 1, page: 1, admin_approval: true })).total).toBe(c.verified);
      const pending = await listOf({ limit: 1, page: 1, admin_approval: false });
      expect(pending.total).toBe(c.schools - c.verified);
      expect(pending.rows[0].admin_approval).toBe(false);
    });

    it("filters a search by verification", async () => {
      const { word, ids } = await group(3);
      await approveSchool(db, ids[1], ACTOR);
      const verified = await page(word, 10, 1, { admin_approval: true });
      expect(verified).toEqual({
        total: 1,
        rows: [expect.objectContaining({ school_id: ids[1] })],
        total_capped: false,
      });
      const pending = await page(word, 10, 1, { admin_approval: false });
      expect(pending.rows.map((r) => r.school_id)).toEqual([ids[2], ids[0]]);
      expect(pending.total).toBe(2);
    });

    it("reads a search's count from the cache until the next write, apart per search and filter", async () => {
      const { word, ids } = await group(2);
      const other = await group(1);
      const cache = new SearchCountCache();
      const list = (search: string, admin_approval?: boolean) =>
        listOf({ search, limit: 10, page: 1, admin_approval }, cache);
      expect((await list(word)).total).toBe(2);
      expect((await list(other.word)).total).toBe(1);
      expect((await list(word, false)).total).toBe(2);
      expect((await list(word, true)).total).toBe(0);
      // What the cache holds for this version is served.
      const { version } = await counters();
      cache.set(countKey(version, schoolFilterOf({ search: word })), 5);
      expect((await list(word)).total).toBe(5);
      // A write moves the version on: counted again.
      await approveSchool(db, ids[0], ACTOR);
      expect((await list(word)).total).toBe(2);
      expect((await list(word, true)).total).toBe(1);
      // Words are told apart: "x y" is not "xy".
      expect((await list(`${word} asha`)).total).toBe(2);
      expect((await list(`${word}asha`)).total).toBe(0);
      // Without a cache, always counted.
      expect((await listOf({ search: word, limit: 10, page: 1 })).total).toBe(2);
    });

    it("keeps a page until the next write to the list's rows, apart per search, never for a list of ids", async () => {
      const { word, ids } = await group(2);
      // One name holds the word and "zz9" apart, the other the two run together: the searches
      // "<word> zz9" and "<word>zz9" find different schools.
      const apart = await payload();
      const apartId = (
        await register({ ...apart, school_name: `${apart.school_name} ${word} zz9` })
      ).school_id;
      const joined = await payload();
      const joinedId = (
        await register({ ...joined, school_name: `${joined.school_name} ${word}zz9` })
      ).school_id;
      const pages = new SchoolPageCache();
      const list = (options: Partial<SchoolListOptions>) =>
        listSchools(
          db,
          { search: undefined, admin_approval: undefined, page: 1, limit: 10, ...options },
          { pages },
        );
      const ofRows = (page: { rows: { school_id: number }[] }) => page.rows.map((r) => r.school_id);

      const first = await list({ search: word });
      expect(ofRows(first)).toEqual([joinedId, apartId, ids[1], ids[0]]);
      // Read again: the kept page itself, not read from the database.
      expect((await list({ search: word })).rows).toBe(first.rows);
      // Searches are kept apart by their words.
      expect(ofRows(await list({ search: `${word} zz9` }))).toEqual([joinedId, apartId]);
      expect(ofRows(await list({ search: `${word}zz9` }))).toEqual([joinedId]);
      // A list of ids (the dialect's getMany) is read each time.
      expect(ofRows(await list({ ids: [ids[0]] }))).toEqual([ids[0]]);
      expect(ofRows(await list({ ids: [ids[1]] }))).toEqual([ids[1]]);

      // A write to a row the list shows: the page is read again, with the change.
      await approveSchool(db, ids[0], ACTOR);
      const after = await list({ search: word });
      expect(after.rows).not.toBe(first.rows);
      expect(after.rows.find((r) => r.school_id === ids[0])?.admin_approval).toBe(true);
    });
  });
});
