import { afterAll, beforeAll, expect, it } from "vitest";
import { paths } from "../../../contract/api";
import { seededApp, describeEachDb, type TestApp } from "../harness";
import { sample, sendSchoolForm, validFields, type FilePart } from "../schoolsFixtures";

/** How the register and update routes read a multipart form before its rules are checked. */
describeEachDb("reading a school's multipart form", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterAll(() => t.close());

  const send = (
    method: "POST" | "PUT",
    fields: Record<string, string | string[]>,
    files: FilePart[] = [],
  ) =>
    sendSchoolForm(
      t,
      token,
      method === "POST" ? paths.schoolRegister : paths.schoolUpdate,
      method,
      fields,
      files,
    );
  const detail = async (id: number) =>
    (await t.app.inject({ url: paths.school(id), headers: t.auth(token) })).json().resources.data;

  it("takes the last value of a repeated field, and every value of the documents to remove", async () => {
    const created = await send(
      "POST",
      { ...(await validFields(t.db)), school_name: ["First Name", "Second Name", "Third Name"] },
      [
        { field: "school_documents", name: "a.pdf", data: sample.pdf },
        { field: "school_documents", name: "b.csv", data: sample.csv },
        { field: "school_documents", name: "c.pdf", data: sample.pdf },
      ],
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe("School registered successfully");
    const id = created.json().resources.data.school_id as number;
    const before = await detail(id);
    expect(before.school_name).toBe("Third Name");
    const ids = (before.assets.document as { id: number; file_name: string }[])
      .filter((d) => d.file_name !== "b.csv")
      .map((d) => String(d.id));
    const updated = await send("PUT", {
      ...(await validFields(t.db, { school_id: String(id) })),
      remove_document_ids: ids,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe("School updated successfully");
    const after = await detail(id);
    expect(after.assets.document.map((d: { file_name: string }) => d.file_name)).toEqual(["b.csv"]);
  });

  it("refuses a file of the wrong type even when every field is right", async () => {
    const res = await send("POST", await validFields(t.db, { school_name: "Wrong File School" }), [
      { field: "school_image", name: "x.png", data: sample.pdf },
    ]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["school_image"]);
    expect(res.json().message).toBe(res.json().errors.school_image);
  });

  it("names the first broken rule in the message, with every field's problem", async () => {
    const res = await send(
      "POST",
      await validFields(t.db, { school_name: "", pincode: "1", school_email: "nope" }),
    );
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["school_name", "pincode", "school_email"]),
    );
    expect(message).toBe(Object.values(errors)[0]);
  });
});
