import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import type { ApiEnvelope } from "../../../contract/envelope";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { type HttpClient, type HttpRequest } from "../../../src/providers/httpClient";
import type { BulkIds } from "../../../src/providers/resources/bulk";
import { schoolFormData, type SchoolSaveRecord } from "../../../src/providers/resources/schools";

/** A fake httpClient (as in ra-data-simple-rest's tests): records calls, answers a fixed envelope. */
function fakeClient(resources: Record<string, unknown>, message = "OK") {
  const calls: { url: string; request: HttpRequest }[] = [];
  const client: HttpClient = async <T>(url: string, request: HttpRequest = {}) => {
    calls.push({ url, request });
    const json = { status: true, code: 200, message, resources } as unknown as ApiEnvelope<T>;
    return { status: 200, json };
  };
  return { calls, dataProvider: createDataProvider("http://api.test", client) };
}

const row = {
  school_id: 42,
  school_name: "Green Valley",
  admin_name: "Asha Rao",
  state_name: "Kerala",
  city_name: "Kochi",
  students: 1200,
  admin_approval: false,
  status: true,
};

const formValues = {
  school_name: "Green Valley",
  school_email: "office@gv.in",
  type: "public",
  established_year: "1999",
  main_board_id: "1",
  board_id: "3",
  country_id: "1",
  state_id: "12",
  city_id: "140",
  pincode: "682001",
  address: "MG Road",
  school_phone_number: "9876543210",
  website: "",
  secondary_phone: "  ",
  first_name: "Asha",
  middle_name: null,
  last_name: "Rao",
  email: "asha@gv.in",
  phone_number: "9876543211",
  employee_number: "EMP-0001",
  latitude: "9.931233",
  longitude: "76.267304",
  area_radius: "250",
};

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value : value.name]);

describe("schools dataProvider: getList", () => {
  it("asks for the page, the limit and no filter, and maps the envelope's total", async () => {
    const { calls, dataProvider } = fakeClient({
      data: [row],
      total: 257,
      total_pages: 26,
      current_page: 1,
    });
    const result = await dataProvider.getList("schools", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/list?page=1&limit=10");
    expect(result.total).toBe(257);
    expect(result.data).toEqual([{ ...row, id: 42 }]);
  });

  it("sends the status filter as admin_approval and the trimmed search (q) as search", async () => {
    const { calls, dataProvider } = fakeClient({ data: [], total: 0 });
    await dataProvider.getList("schools", {
      pagination: { page: 3, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { admin_approval: "false", q: "  green valley " },
    });
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe("/v1/super-admin/school/list");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "3",
      limit: "10",
      admin_approval: "false",
      search: "green valley",
    });
  });

  it("leaves out an empty status filter and a blank search", async () => {
    const { calls, dataProvider } = fakeClient({ data: [], total: 0 });
    await dataProvider.getList("schools", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { admin_approval: "", q: "   " },
    });
    expect(new URL(calls[0].url).search).toBe("?page=1&limit=10");
  });

  it("sends a boolean true filter as the string 'true'", async () => {
    const { calls, dataProvider } = fakeClient({ data: [], total: 0 });
    await dataProvider.getList("schools", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { admin_approval: true },
    });
    expect(new URL(calls[0].url).searchParams.get("admin_approval")).toBe("true");
  });
});

describe("schools dataProvider: getList of more than the spec's page of 100", () => {
  /** A spec list of `total` schools: answers the page asked, never more than 100 rows. */
  function pagedClient(total: number) {
    const calls: string[] = [];
    const client: HttpClient = async <T>(url: string) => {
      calls.push(url);
      const query = new URL(url).searchParams;
      const page = Number(query.get("page"));
      const limit = Number(query.get("limit"));
      if (limit > 100) throw new HttpError("limit must be at most 100", 400);
      const ids = Array.from({ length: total }, (_, i) => total - i).slice(
        (page - 1) * limit,
        page * limit,
      );
      const data = ids.map((id) => ({ ...row, school_id: id }));
      const json = { status: true, code: 200, message: "OK", resources: { data, total } };
      return { status: 200, json: json as unknown as ApiEnvelope<T> };
    };
    return { calls, dataProvider: createDataProvider("http://api.test", client) };
  }
  const ask = (page: number, perPage: number) => ({
    pagination: { page, perPage },
    sort: { field: "school_id", order: "DESC" as const },
    filter: { admin_approval: "false" },
  });

  it("reads the spec's list in pages of 100 (with the filters) up to the total", async () => {
    const { calls, dataProvider } = pagedClient(257);
    const result = await dataProvider.getList("schools", ask(1, 1000));
    expect(calls.map((url) => new URL(url).search)).toEqual([
      "?page=1&limit=100&admin_approval=false",
      "?page=2&limit=100&admin_approval=false",
      "?page=3&limit=100&admin_approval=false",
    ]);
    expect(result.total).toBe(257);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 257 }, (_, i) => 257 - i));
  });

  it("answers exactly the range asked when it does not start on a page of 100", async () => {
    const { calls, dataProvider } = pagedClient(1200);
    const result = await dataProvider.getList("schools", ask(2, 250));
    expect(calls.map((url) => new URL(url).searchParams.get("page"))).toEqual(["3", "4", "5"]);
    expect(result.data).toHaveLength(250);
    expect(result.data[0].id).toBe(1200 - 250);
    expect(result.data[249].id).toBe(1200 - 499);
  });

  it("asks a page of 100 or fewer as it is, in one call", async () => {
    const { calls, dataProvider } = pagedClient(257);
    const result = await dataProvider.getList("schools", ask(3, 100));
    expect(calls).toHaveLength(1);
    expect(result.data).toHaveLength(57);
  });
});

describe("schools dataProvider: getOne", () => {
  it("reads the profile by id in the path and gives it react-admin's id", async () => {
    const { calls, dataProvider } = fakeClient({ data: { school_id: 7, school_name: "X" } });
    const result = await dataProvider.getOne("schools", { id: 7 });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/7");
    expect(result.data).toEqual({ id: 7, school_id: 7, school_name: "X" });
  });
});

describe("schools dataProvider: getMany", () => {
  it("reads each id's profile, in the order asked, leaving out an id that names no school", async () => {
    const calls: string[] = [];
    const client: HttpClient = async <T>(url: string) => {
      calls.push(url);
      const id = Number(url.split("/").pop());
      if (id === 5) throw new HttpError("School not found", 404);
      const json = {
        status: true,
        code: 200,
        message: "OK",
        resources: { data: { school_id: id } },
      };
      return { status: 200, json: json as unknown as ApiEnvelope<T> };
    };
    const dataProvider = createDataProvider("http://api.test", client);
    const result = await dataProvider.getMany("schools", { ids: [7, 5, 3] });
    expect(calls).toEqual([
      "http://api.test/v1/super-admin/school/7",
      "http://api.test/v1/super-admin/school/5",
      "http://api.test/v1/super-admin/school/3",
    ]);
    expect(result.data).toEqual([
      { id: 7, school_id: 7 },
      { id: 3, school_id: 3 },
    ]);
  });

  it("fails as the API fails for anything but an unknown id", async () => {
    const client: HttpClient = async () => {
      throw new HttpError("Server error", 500);
    };
    const dataProvider = createDataProvider("", client);
    await expect(dataProvider.getMany("schools", { ids: [7] })).rejects.toThrow("Server error");
  });
});

describe("schools dataProvider: create and update", () => {
  const image = new File([new Uint8Array([137, 80, 78, 71])], "front.png", { type: "image/png" });
  const pdf = new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
  const csv = new File(["a,b\n1,2\n"], "fees.csv", { type: "text/csv" });

  it("registers with multipart: text fields, the image and the documents", async () => {
    const { calls, dataProvider } = fakeClient(
      { data: { school_id: 301, employee_number: "EMP-0301" } },
      "School registered successfully",
    );
    // react-admin's file values: the new image and documents.
    const input: SchoolSaveRecord = {
      ...formValues,
      school_image: { rawFile: image, src: "blob:front", title: "front.png" },
      school_documents: [{ rawFile: pdf, title: "licence.pdf" }, { rawFile: csv }],
    };
    const result = await dataProvider.create("schools", { data: input });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/register");
    expect(calls[0].request.method).toBe("POST");
    const body = calls[0].request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("school_image")).toBeInstanceOf(File);
    expect(body.getAll("school_documents").map((f) => (f as File).name)).toEqual([
      "licence.pdf",
      "fees.csv",
    ]);
    expect(body.has("school_id")).toBe(false);
    expect(body.has("remove_document_ids")).toBe(false);
    expect(result.data).toEqual({
      id: 301,
      school_id: 301,
      employee_number: "EMP-0301",
      message: "School registered successfully",
    });
  });

  it("leaves out empty optionals and never sends the country, main board or employee number", () => {
    const form = schoolFormData(formValues);
    const keys = [...form.keys()];
    for (const key of [
      "website",
      "secondary_phone",
      "middle_name",
      "country_id",
      "main_board_id",
      "employee_number",
    ]) {
      expect(keys).not.toContain(key);
    }
    expect(form.get("school_name")).toBe("Green Valley");
    expect(form.get("board_id")).toBe("3");
    expect(form.get("latitude")).toBe("9.931233");
  });

  it("keeps optionals that are filled in", () => {
    const form = schoolFormData({
      ...formValues,
      website: "https://gv.in",
      secondary_phone: "9123456780",
      middle_name: "K",
    });
    expect(form.get("website")).toBe("https://gv.in");
    expect(form.get("secondary_phone")).toBe("9123456780");
    expect(form.get("middle_name")).toBe("K");
  });

  const asset = (id: number) => ({
    id,
    file_name: `doc${id}.pdf`,
    content_type: "application/pdf",
    url: `/v1/super-admin/school/asset/${id}`,
  });

  it("updates with PUT, the school_id, the new files, and the saved documents no longer listed removed", async () => {
    const { calls, dataProvider } = fakeClient(
      { data: { school_id: 42, employee_number: "EMP-0042" } },
      "School updated successfully",
    );
    await dataProvider.update("schools", {
      id: 42,
      // The saved document 7 kept as the profile gave it, a new one chosen; 5 and 9 left out.
      data: { ...formValues, school_image: null, school_documents: [asset(7), { rawFile: csv }] },
      previousData: {
        id: 42,
        assets: { school_image: [], document: [asset(5), asset(7), asset(9)] },
      },
    });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/update");
    expect(calls[0].request.method).toBe("PUT");
    const body = calls[0].request.body as FormData;
    expect(body.get("school_id")).toBe("42");
    expect(body.getAll("remove_document_ids")).toEqual(["5", "9"]);
    expect(body.has("school_image")).toBe(false);
    expect(entries(body).filter(([key]) => key === "school_documents")).toEqual([
      ["school_documents", "fees.csv"],
    ]);
  });

  it("removes no saved document when the record lists no documents", async () => {
    const { calls, dataProvider } = fakeClient({ data: { school_id: 42 } });
    await dataProvider.update("schools", {
      id: 42,
      data: { ...formValues },
      previousData: { id: 42, assets: { school_image: [], document: [asset(5)] } },
    });
    expect((calls[0].request.body as FormData).has("remove_document_ids")).toBe(false);
  });

  it("passes a failure through with the server's field errors", async () => {
    const failing: HttpClient = async () => {
      throw new HttpError("Pincode must be exactly 6 digits", 400, {
        errors: { pincode: "Pincode must be exactly 6 digits" },
      });
    };
    const dataProvider = createDataProvider("", failing);
    await expect(dataProvider.create("schools", { data: formValues })).rejects.toMatchObject({
      message: "Pincode must be exactly 6 digits",
      body: { errors: { pincode: "Pincode must be exactly 6 digits" } },
    });
  });
});

describe("schools dataProvider: update of a state", () => {
  it("verifies when only admin_approval changes, and answers the record as it is now", async () => {
    const { calls, dataProvider } = fakeClient({ data: null }, "School verified successfully");
    const result = await dataProvider.update("schools", {
      id: 42,
      data: { admin_approval: true },
      previousData: { ...row, id: 42 },
    });
    expect(calls).toEqual([
      {
        url: "http://api.test/v1/super-admin/school/approve",
        request: { method: "POST", body: { school_id: 42 } },
      },
    ]);
    expect(result.data).toEqual({
      ...row,
      id: 42,
      admin_approval: true,
      message: "School verified successfully",
    });
  });

  it("changes the status when only status changes, even given the whole record", async () => {
    const { calls, dataProvider } = fakeClient(
      { data: null },
      "School status updated successfully",
    );
    const result = await dataProvider.update("schools", {
      id: 42,
      data: { ...row, id: 42, status: false },
      previousData: { ...row, id: 42 },
    });
    expect(calls).toEqual([
      {
        url: "http://api.test/v1/super-admin/school/change-status",
        request: { method: "PUT", body: { school_id: 42, status: false } },
      },
    ]);
    expect(result.data).toMatchObject({
      status: false,
      message: "School status updated successfully",
    });
  });

  it("makes both calls when both states change", async () => {
    const { calls, dataProvider } = fakeClient({ data: null });
    await dataProvider.update("schools", {
      id: 42,
      data: { admin_approval: true, status: false },
      previousData: { ...row, id: 42 },
    });
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/v1/super-admin/school/approve",
      "http://api.test/v1/super-admin/school/change-status",
    ]);
  });

  it("refuses to unverify a school, without a call", async () => {
    const { calls, dataProvider } = fakeClient({ data: null });
    await expect(
      dataProvider.update("schools", {
        id: 42,
        data: { admin_approval: false },
        previousData: { ...row, id: 42, admin_approval: true },
      }),
    ).rejects.toThrow("verification is one-time");
    expect(calls).toEqual([]);
  });

  it("treats a change of any other field as an edit, not a state change", async () => {
    const { calls, dataProvider } = fakeClient({ data: { school_id: 42 } });
    await dataProvider.update("schools", {
      id: 42,
      data: { ...row, id: 42, school_name: "Renamed", status: false },
      previousData: { ...row, id: 42 },
    });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/update");
  });
});

describe("schools dataProvider: updateMany", () => {
  it("verifies the ids in one bulk call, answering the ids found with the server's report", async () => {
    const report = { changed: 1, unchanged: 1, not_found: [99] };
    const { calls, dataProvider } = fakeClient({ data: report });
    const result = await dataProvider.updateMany("schools", {
      ids: [42, 7, 99],
      data: { admin_approval: true },
    });
    expect(calls).toEqual([
      {
        url: "http://api.test/v1/super-admin/school/bulk-approve",
        request: { method: "POST", body: { ids: [42, 7, 99] } },
      },
    ]);
    expect([...(result.data ?? [])]).toEqual([42, 7]);
    expect((result.data as BulkIds).report).toEqual(report);
  });

  it("sets the status of the ids in one bulk call", async () => {
    const { calls, dataProvider } = fakeClient({
      data: { changed: 2, unchanged: 0, not_found: [] },
    });
    const result = await dataProvider.updateMany("schools", {
      ids: [42, 7],
      data: { status: false },
    });
    expect(calls[0]).toEqual({
      url: "http://api.test/v1/super-admin/school/bulk-change-status",
      request: { method: "PUT", body: { ids: [42, 7], status: false } },
    });
    expect([...(result.data ?? [])]).toEqual([42, 7]);
  });

  it("refuses any other bulk change, without a call", async () => {
    const { calls, dataProvider } = fakeClient({ data: null });
    for (const data of [{ admin_approval: false }, { status: true, admin_approval: true }, {}]) {
      await expect(dataProvider.updateMany("schools", { ids: [1], data })).rejects.toThrow(
        "in bulk; nothing else",
      );
    }
    expect(calls).toEqual([]);
  });
});
