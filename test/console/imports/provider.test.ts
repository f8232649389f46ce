import { describe, expect, it } from "vitest";
import { HttpError } from "react-admin";
import { createDataProvider } from "../../../src/providers/dataProvider";
import {
  attachmentName,
  importMethods,
  type FileFetcher,
} from "../../../src/providers/resources/imports";
import { envelope, fakeHttp } from "../providers/fakeHttp";
import { job, rowError } from "./fixtures";

const API = "http://api.test";

/** The dataProvider over a fake httpClient answering `data` (with `total` for a list). */
function provider(data: unknown, total?: number) {
  const { client, calls } = fakeHttp(() => envelope(data, "OK", { total }));
  return { calls, dataProvider: createDataProvider(API, client) };
}

describe("school imports dataProvider", () => {
  it("lists the imports a page at a time, their error files resolved against the API", async () => {
    const { calls, dataProvider } = provider([job()], 11);
    const { data, total } = await dataProvider.getList("school-imports", {
      pagination: { page: 2, perPage: 10 },
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    expect(calls[0].url).toBe(`${API}/v1/super-admin/school/import?page=2&limit=10`);
    expect(total).toBe(11);
    expect(data[0]).toMatchObject({
      id: 7,
      error_file_url: `${API}/v1/files/signed/import-7-errors.csv?sig=abc`,
    });
  });

  it("reads one import by id", async () => {
    const { calls, dataProvider } = provider(job({ error_file_url: null }));
    const { data } = await dataProvider.getOne("school-imports", { id: 7 });
    expect(calls[0].url).toBe(`${API}/v1/super-admin/school/import/7`);
    expect(data).toMatchObject({ id: 7, state: "checked", error_file_url: null });
  });

  it("uploads the file as multipart, in one `file` field, and answers the job", async () => {
    const { calls, dataProvider } = provider(job({ state: "checking" }));
    const file = new File(["school_name\n"], "schools.csv", { type: "text/csv" });
    const { data } = await dataProvider.create("school-imports", { data: { file } });
    expect(calls[0].url).toBe(`${API}/v1/super-admin/school/import`);
    expect(calls[0].request.method).toBe("POST");
    const body = calls[0].request.body as FormData;
    expect([...body.keys()]).toEqual(["file"]);
    expect((body.get("file") as File).name).toBe("schools.csv");
    expect(data).toMatchObject({ id: 7, state: "checking" });
  });

  it("reads one import's row errors, each with an id of its place in the list", async () => {
    const { calls, dataProvider } = provider([rowError(), rowError({ row: 9, column: null })], 12);
    const { data, total } = await dataProvider.getList("school-import-errors", {
      pagination: { page: 2, perPage: 10 },
      sort: { field: "row", order: "ASC" },
      filter: { import_id: 7 },
    });
    expect(calls[0].url).toBe(`${API}/v1/super-admin/school/import/7/errors?page=2&limit=10`);
    expect(total).toBe(12);
    expect(data.map((e) => [e.id, e.row, e.column])).toEqual([
      [11, 4, "pincode"],
      [12, 9, null],
    ]);
  });

  it("refuses to read row errors without the import's id", async () => {
    const { calls, dataProvider } = provider([]);
    await expect(
      dataProvider.getList("school-import-errors", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "row", order: "ASC" },
        filter: {},
      }),
    ).rejects.toThrow(/import_id/);
    expect(calls).toEqual([]);
  });

  it("runs and undoes an import by POST to its own paths", async () => {
    const running = provider(job({ state: "importing" }));
    expect(await running.dataProvider.runImport(7)).toMatchObject({ state: "importing" });
    expect(running.calls[0]).toMatchObject({
      url: `${API}/v1/super-admin/school/import/7/run`,
      request: { method: "POST" },
    });
    const undoing = provider({ removed: 3, kept: [] });
    expect(await undoing.dataProvider.undoImport(7)).toEqual({ removed: 3, kept: [] });
    expect(undoing.calls[0]).toMatchObject({
      url: `${API}/v1/super-admin/school/import/7/undo`,
      request: { method: "POST" },
    });
  });

  it("fetches the template in the format asked, named by the server or after the format", async () => {
    const asked: string[] = [];
    const blob = new Blob(["school_name"]);
    const fetchFile: FileFetcher = async (url) => {
      asked.push(url);
      return { blob, name: url.endsWith("xlsx") ? "" : "rollcall-schools-template.csv" };
    };
    const { client } = fakeHttp(() => new HttpError("no JSON call expected", 500));
    const methods = importMethods({ apiUrl: API, httpClient: client }, fetchFile);
    expect(await methods.getImportTemplate("csv")).toEqual({
      blob,
      name: "rollcall-schools-template.csv",
    });
    expect(await methods.getImportTemplate("xlsx")).toEqual({
      blob,
      name: "schools-import-template.xlsx",
    });
    expect(asked).toEqual([
      `${API}/v1/super-admin/school/import/template?format=csv`,
      `${API}/v1/super-admin/school/import/template?format=xlsx`,
    ]);
  });

  it("reads a download's name from its Content-Disposition, plain or encoded", () => {
    expect(attachmentName('attachment; filename="schools.csv"')).toBe("schools.csv");
    expect(attachmentName("attachment; filename*=UTF-8''%E0%A4%B5.xlsx")).toBe("व.xlsx");
    expect(attachmentName(null)).toBeUndefined();
  });
});
