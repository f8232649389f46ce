import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { localStorage, type FileStorage } from "../../server/storage/index";
import type { Db } from "../../server/db/index";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import {
  distinctSchool,
  multipart,
  references,
  sample,
  sendSchoolForm,
  validFields,
  type FilePart,
  type SchoolFormRequest,
} from "./schoolsFixtures";

const REGISTER = "/v1/super-admin/school/register";
const UPDATE = "/v1/super-admin/school/update";

/** Every stored file under the test's data directory. */
function storedFiles(t: TestApp): string[] {
  const root = path.join(t.dataDir, "files");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describeEachDb("school register and update", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const send = (...form: SchoolFormRequest) => sendSchoolForm(t, token, ...form);
  const register = async (overrides: Record<string, string> = {}, files: FilePart[] = []) =>
    send(REGISTER, "POST", await validFields(t.db, overrides), files);
  const detail = async (id: number) =>
    (await t.app.inject({ url: `/v1/super-admin/school/${id}`, headers: t.auth(token) })).json()
      .resources.data;

  it("registers a school with its principal, image and documents, and shows it on its profile", async () => {
    const res = await register({}, [
      { field: "school_image", name: "front.png", data: sample.png },
      { field: "school_documents", name: "Affiliation.pdf", data: sample.pdf },
      { field: "school_documents", name: "classes.csv", data: sample.csv },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      code: 201,
      message: "School registered successfully",
    });
    expect(body.resources.data.employee_number).toMatch(/^EMP\d{7}$/);

    const school = await detail(body.resources.data.school_id);
    const ref = await references(t.db);
    expect(school).toMatchObject({
      school_name: "Green Valley Public School",
      type: "public",
      established_year: 1999,
      country_id: ref.country_id,
      state_id: ref.state_id,
      city_id: ref.city_id,
      main_board_id: ref.main_board_id,
      board_id: ref.board_id,
      pincode: "570001",
      first_name: "Asha",
      middle_name: "K",
      last_name: "Raghunath",
      full_name: "Asha K Raghunath",
      employee_number: body.resources.data.employee_number,
      latitude: "12.300000",
      longitude: "76.6394000",
      area_radius: 250,
      secondary_phone: null,
      website: null,
      admin_approval: false,
      status: false,
      students: 0,
    });
    expect(school.affiliation_board).toEqual(expect.any(String));
    expect(school.assets.school_image).toHaveLength(1);
    expect(school.assets.document.map((d: { file_name: string }) => d.file_name)).toEqual([
      "Affiliation.pdf",
      "classes.csv",
    ]);
    expect(storedFiles(t)).toHaveLength(3);
  });

  it("gives each principal a different employee number", async () => {
    const a = (await register()).json().resources.data.employee_number;
    const b = (await register(distinctSchool(2))).json().resources.data.employee_number;
    expect(a).not.toBe(b);
  });

  it("answers every missing field with the spec's message", async () => {
    const res = await send(REGISTER, "POST", {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual({
      school_name: "School name is required",
      school_email: "Email is required",
      type: "Type is required",
      established_year: "Established year is required",
      board_id: "Affiliation board is required",
      state_id: "State is required",
      city_id: "City is required",
      pincode: "Pincode is required",
      address: "Address is required",
      school_phone_number: "Phone number is required",
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
      latitude: "Latitude is required",
      longitude: "Longitude is required",
      area_radius: "Area radius is required",
    });
    expect(body.message).toBe("School name is required");
  });

  it("answers each broken rule with the spec's message", async () => {
    const res = await register({
      school_name: "ab",
      school_email: "not-an-email",
      type: "boarding",
      established_year: "2027",
      pincode: "57000",
      address: "x",
      school_phone_number: "987654321",
      website: "javascript:alert(1)",
      secondary_phone: "12345",
      email: "asha@",
      phone_number: "98765432100",
      latitude: "12.123",
      longitude: "-181.000000",
      area_radius: "123456",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      school_name: "Must be at least 3 characters",
      school_email: "Invalid email address",
      type: "Type must be either 'public' or 'private'",
      established_year: "Year cannot be after 2026",
      pincode: "Pincode must be exactly 6 digits",
      address: "Must be at least 3 characters",
      school_phone_number: "Phone number must be valid 10 digits number",
      website: "Invalid website URL",
      secondary_phone: "Phone number must be valid 10 digits number",
      email: "Invalid email address",
      phone_number: "Phone number must be valid 10 digits number",
      latitude: "Latitude must have at least 6 decimal places",
      longitude: "Longitude must be between -180 and 180",
      area_radius: "Area radius must be a whole number of meters, at most 5 digits",
    });
    const more = await register({
      established_year: "1799",
      latitude: "95.000000",
      longitude: "east",
    });
    expect(more.json().errors).toEqual({
      established_year: "Year must be 1800 or later",
      latitude: "Latitude must be between -90 and 90",
      longitude: "Must be a number",
    });
    const year = await register({ established_year: "19a9" });
    expect(year.json().errors).toEqual({ established_year: "Year must be a number" });
  });

  it("takes the current year from the clock", async () => {
    t.clock.set("2027-02-01T10:00:00Z");
    token = await t.login();
    expect((await register({ established_year: "2027" })).statusCode).toBe(201);
  });

  it("leaves empty optional fields out and keeps given ones", async () => {
    const res = await register({ website: "", secondary_phone: "", middle_name: "" });
    expect(res.statusCode).toBe(201);
    const school = await detail(res.json().resources.data.school_id);
    expect(school).toMatchObject({
      website: null,
      secondary_phone: null,
      middle_name: null,
      full_name: "Asha Raghunath",
    });
    const given = await register({
      ...distinctSchool(2),
      website: "https://greenvalley.example",
      secondary_phone: "9123456780",
    });
    expect(await detail(given.json().resources.data.school_id)).toMatchObject({
      website: "https://greenvalley.example",
      secondary_phone: "9123456780",
    });
  });

  it("stores a website written without a scheme with https://", async () => {
    const res = await register({ website: "www.school.in" });
    expect(res.statusCode).toBe(201);
    expect(await detail(res.json().resources.data.school_id)).toMatchObject({
      website: "https://www.school.in",
    });
  });

  it("refuses a board, state or city that does not exist or does not belong", async () => {
    const ref = await references(t.db);
    const res = await register({ board_id: "999999", state_id: String(ref.other_state_id) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      board_id: "Choose an affiliation board from the list",
      city_id: "Choose a city of the chosen state",
    });
  });

  it("accepts every listed document type and image type, checked by content", async () => {
    const docs: FilePart[] = (["pdf", "csv", "docx", "doc", "xlsx", "xls", "odt"] as const).map(
      (ext) => ({
        field: "school_documents",
        name: `file.${ext}`,
        data: sample[ext],
      }),
    );
    const res = await register({}, [
      { field: "school_image", name: "photo.JPG", data: sample.jpeg },
      ...docs,
    ]);
    expect(res.statusCode).toBe(201);
    const school = await detail(res.json().resources.data.school_id);
    expect(school.assets.school_image[0].content_type).toBe("image/jpeg");
    expect(school.assets.document.map((d: { content_type: string }) => d.content_type)).toEqual([
      "application/pdf",
      "text/csv; charset=utf-8",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.ms-excel",
      "application/vnd.oasis.opendocument.text",
    ]);
    const webp = await register(distinctSchool(2), [
      { field: "school_image", name: "photo.webp", data: sample.webp },
    ]);
    expect(webp.statusCode).toBe(201);
  });

  describe("refused uploads", () => {
    const docTypes = "File type must be pdf, csv, docx, doc, xlsx, xls, odt";
    const imageTypes = "File type must be png, jpg, jpeg, webp";

    it.each([
      [
        "a renamed executable",
        { field: "school_documents", name: "report.pdf", data: sample.exe },
        docTypes,
      ],
      [
        "an executable as the image",
        { field: "school_image", name: "photo.png", data: sample.exe },
        imageTypes,
      ],
      [
        "a type not on the list",
        { field: "school_documents", name: "notes.txt", data: sample.csv },
        docTypes,
      ],
      [
        "a PDF named as a spreadsheet",
        { field: "school_documents", name: "sheet.xlsx", data: sample.pdf },
        docTypes,
      ],
      [
        "a zip that is not a Word file",
        { field: "school_documents", name: "letter.docx", data: sample.xlsx },
        docTypes,
      ],
      [
        "a binary file named .csv",
        { field: "school_documents", name: "data.csv", data: sample.png },
        docTypes,
      ],
      [
        "a PDF as the image",
        { field: "school_image", name: "photo.pdf", data: sample.pdf },
        imageTypes,
      ],
    ])("refuses %s with 400 and writes nothing", async (_name, file, message) => {
      const res = await register({}, [file as FilePart]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [(file as FilePart).field]: message });
      expect((await t.db.query("SELECT 1 FROM schools")).length).toBe(0);
      expect(storedFiles(t)).toEqual([]);
    });

    it("refuses an image over 5 MB with 413", async () => {
      const big = Buffer.concat([sample.png, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await register({}, [{ field: "school_image", name: "big.png", data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe("File is larger than 5 MB");
      expect(storedFiles(t)).toEqual([]);
    });

    it("refuses a document over 10 MB with 413", async () => {
      const big = Buffer.concat([sample.pdf, Buffer.alloc(10 * 1024 * 1024)]);
      const res = await register({}, [{ field: "school_documents", name: "big.pdf", data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().errors).toEqual({ school_documents: "File is larger than 10 MB" });
    });

    it("refuses a second image and an eleventh document", async () => {
      const images = await register({}, [
        { field: "school_image", name: "a.png", data: sample.png },
        { field: "school_image", name: "b.png", data: sample.png },
      ]);
      expect(images.statusCode).toBe(400);
      expect(images.json().errors).toEqual({ school_image: "Too many files" });
      const docs = Array.from({ length: 11 }, (_, i) => ({
        field: "school_documents",
        name: `d${i}.pdf`,
        data: sample.pdf,
      }));
      const res = await register({}, docs);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ school_documents: "Too many files" });
      expect(storedFiles(t)).toEqual([]);
    });

    it("joins file and field problems in one answer", async () => {
      const res = await register({ pincode: "1" }, [
        { field: "school_documents", name: "x.pdf", data: sample.exe },
      ]);
      expect(res.json().errors).toEqual({
        pincode: "Pincode must be exactly 6 digits",
        school_documents: docTypes,
      });
    });
  });

  describe("rollback", () => {
    async function appWith(storage: FileStorage, db: Db = t.db) {
      const app = await buildApp({ config: t.config, db, storage });
      await app.ready();
      return app;
    }
    const files: FilePart[] = [
      { field: "school_image", name: "a.png", data: sample.png },
      { field: "school_documents", name: "b.pdf", data: sample.pdf },
      { field: "school_documents", name: "c.csv", data: sample.csv },
    ];

    it("leaves no row and no file when storing the second file fails", async () => {
      const real = localStorage(path.join(t.dataDir, "files"));
      let puts = 0;
      const failing: FileStorage = {
        ...real,
        put: async (data, ext) => {
          if (++puts === 2) throw new Error("disk full");
          return real.put(data, ext);
        },
      };
      const app = await appWith(failing);
      const body = multipart(await validFields(t.db), files);
      const res = await app.inject({
        method: "POST",
        url: REGISTER,
        payload: body.payload,
        headers: { ...body.headers, ...t.auth(token) },
      });
      await app.close();
      expect(res.statusCode).toBe(500);
      expect(puts).toBe(2);
      expect(
        await t.db.query(
          "SELECT 1 FROM schools UNION ALL SELECT 1 FROM school_principals UNION ALL SELECT 1 FROM school_assets",
        ),
      ).toEqual([]);
      expect(storedFiles(t)).toEqual([]);
      const [counters] = await t.db.query<{ schools: number }>(
        "SELECT schools::int FROM school_counters",
      );
      expect(counters.schools).toBe(0);
    });

    it("leaves no row and no file when the database fails after the files are written", async () => {
      const failingDb: Db = Object.create(t.db);
      failingDb.transaction = (fn) =>
        t.db.transaction(async (tx) => {
          await fn(tx);
          throw new Error("commit failed");
        });
      const app = await appWith(localStorage(path.join(t.dataDir, "files")), failingDb);
      const body = multipart(await validFields(t.db), files);
      const res = await app.inject({
        method: "POST",
        url: REGISTER,
        payload: body.payload,
        headers: { ...body.headers, ...t.auth(token) },
      });
      await app.close();
      expect(res.statusCode).toBe(500);
      expect(
        await t.db.query("SELECT 1 FROM schools UNION ALL SELECT 1 FROM school_assets"),
      ).toEqual([]);
      expect(storedFiles(t)).toEqual([]);
    });
  });

  describe("update", () => {
    it("changes the school and principal, removes chosen documents and replaces the image", async () => {
      const created = await register({}, [
        { field: "school_image", name: "old.png", data: sample.png },
        { field: "school_documents", name: "keep.pdf", data: sample.pdf },
        { field: "school_documents", name: "drop.csv", data: sample.csv },
      ]);
      const id = created.json().resources.data.school_id;
      const before = await detail(id);
      const drop = before.assets.document.find(
        (d: { file_name: string }) => d.file_name === "drop.csv",
      ).id;
      const res = await send(
        UPDATE,
        "PUT",
        await validFields(t.db, {
          school_id: String(id),
          school_name: "Green Valley Senior School",
          last_name: "Menon",
          latitude: "12.310000",
          remove_document_ids: String(drop),
        }),
        [
          { field: "school_image", name: "new.webp", data: sample.webp },
          { field: "school_documents", name: "extra.docx", data: sample.docx },
        ],
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: "School updated successfully",
        resources: { data: { school_id: id, employee_number: before.employee_number } },
      });
      const after = await detail(id);
      expect(after).toMatchObject({
        school_name: "Green Valley Senior School",
        full_name: "Asha K Menon",
        latitude: "12.310000",
      });
      expect(after.assets.school_image.map((a: { file_name: string }) => a.file_name)).toEqual([
        "new.webp",
      ]);
      expect(after.assets.document.map((a: { file_name: string }) => a.file_name)).toEqual([
        "keep.pdf",
        "extra.docx",
      ]);
      // The replaced image and the removed document are gone from the disk.
      expect(storedFiles(t)).toHaveLength(3);
      const search = await t.app.inject({
        url: "/v1/super-admin/school/list?search=menon",
        headers: t.auth(token),
      });
      expect(search.json().resources.total).toBe(1);
    });

    it("answers 404 for an unknown school and 400 for a document of another school", async () => {
      const missing = await send(UPDATE, "PUT", await validFields(t.db, { school_id: "424242" }));
      expect(missing.statusCode).toBe(404);
      const a = (
        await register({}, [{ field: "school_documents", name: "a.pdf", data: sample.pdf }])
      ).json().resources.data.school_id;
      const b = (await register(distinctSchool(2))).json().resources.data.school_id;
      const doc = (await detail(a)).assets.document[0].id;
      const res = await send(
        UPDATE,
        "PUT",
        await validFields(t.db, { school_id: String(b), remove_document_ids: String(doc) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        remove_document_ids: "A document to remove is not one of this school's",
      });
      expect((await detail(a)).assets.document).toHaveLength(1);
    });

    it("counts the documents kept when checking the limit", async () => {
      const nine = Array.from({ length: 9 }, (_, i) => ({
        field: "school_documents",
        name: `d${i}.pdf`,
        data: sample.pdf,
      }));
      const id = (await register({}, nine)).json().resources.data.school_id;
      const two = nine.slice(0, 2);
      const res = await send(
        UPDATE,
        "PUT",
        await validFields(t.db, { school_id: String(id) }),
        two,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ school_documents: "Too many files" });
      expect(storedFiles(t)).toHaveLength(9);
    });

    it("requires the school id", async () => {
      const res = await send(UPDATE, "PUT", await validFields(t.db));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty("school_id");
    });
  });

  it("refuses a body that is not multipart", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: REGISTER,
      payload: { school_name: "x" },
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(415);
  });

  it("needs the bearer token", async () => {
    const body = multipart(await validFields(t.db));
    const res = await t.app.inject({
      method: "POST",
      url: REGISTER,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});
