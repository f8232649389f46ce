import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listRequest, requestedChanges } from "../../../server/rest/dialect";
import { ApiError } from "../../../server/http";
import { failure as answerOf } from "../../../server/plugins/errors";
import { REST_RESOURCES, type RestResource } from "../../../contract/rest";

/*
 * The simple-REST dialect's query language and updates, read without a server: what the
 * table of docs/api.md promises each resource sorts on, filters on and lets an update change, and the
 * 400 each wrong request gets. test/server/rest.test.ts drives the same over HTTP.
 */

interface Row {
  resource: RestResource;
  sorts: string[];
  filters: string[];
  updates: string[];
}

/** The table of the dialect's resources in docs/api.md. */
function documentedTable(): Row[] {
  const doc = fs.readFileSync(path.join(__dirname, "../../../docs/api.md"), "utf8");
  const lines = doc.slice(doc.indexOf("## The simple-REST dialect")).split("\n");
  const table = lines.slice(lines.findIndex((line) => line.startsWith("| Resource")));
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return table
    .slice(
      2,
      table.findIndex((line) => !line.startsWith("|")),
    )
    .map((line) => {
      const [resource, sorts, filters, updates] = line.split("|").slice(1, 5).map(names);
      return { resource: resource[0] as RestResource, sorts, filters, updates };
    });
}

/** The 400 a call throws: its message and its errors, as the API answers them. */
function failure(call: () => unknown) {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const { statusCode, said, errors } = error as ApiError;
    const answer = answerOf(statusCode, said, errors);
    return { statusCode, message: answer.message, errors: answer.errors };
  }
  throw new Error("expected a 400");
}

const TABLE = documentedTable();

describe("the simple-REST dialect", () => {
  it("serves the resources of the documented table", () => {
    expect(TABLE.map((row) => row.resource)).toEqual(REST_RESOURCES);
  });

  describe.each(TABLE)("$resource", ({ resource, sorts, filters, updates }) => {
    it("sorts on the documented fields only, and names them when asked for another", () => {
      for (const field of sorts) {
        expect(listRequest(resource, { sort: JSON.stringify([field, "DESC"]) })).toMatchObject({
          sort: field,
          order: "DESC",
        });
      }
      const message = `Sorting by city_name is not supported; sort by ${sorts.join(", ")}`;
      expect(failure(() => listRequest(resource, { sort: '["city_name","ASC"]' }))).toEqual({
        statusCode: 400,
        message,
        errors: { sort: message },
      });
    });

    it("filters on the documented fields only, and names them when asked for another", () => {
      const filter = Object.fromEntries(
        filters.filter((field) => field !== "id").map((field) => [field, `${field} value`]),
      );
      expect(listRequest(resource, { filter: JSON.stringify({ ...filter, id: [3, 4] }) })).toEqual({
        sort: "id",
        order: "ASC",
        offset: 0,
        limit: 2,
        filter,
        ids: [3, 4],
      });
      const message = `Cannot filter by colour; filter by ${filters.join(", ")}`;
      expect(failure(() => listRequest(resource, { filter: '{"colour":"red"}' }))).toEqual({
        statusCode: 400,
        message,
        errors: { "filter.colour": message },
      });
    });

    it("lets an update change the documented fields only", () => {
      const current = { id: 9, status: true, admin_approval: false, school_name: "Green Valley" };
      for (const field of updates) {
        expect(requestedChanges(resource, 9, current, { ...current, [field]: "changed" })).toEqual({
          [field]: "changed",
        });
      }
      for (const field of ["status", "admin_approval", "school_name"].filter(
        (f) => !updates.includes(f),
      )) {
        const message = updates.length
          ? `${field} cannot be changed here; only ${updates.join(" and ")} can`
          : `${field} cannot be changed: these records are read-only`;
        expect(failure(() => requestedChanges(resource, 9, current, { [field]: "x" }))).toEqual({
          statusCode: 400,
          message,
          errors: { [field]: message },
        });
      }
    });
  });

  it("reads a range of at most 1,000 records, what react-admin's ExportButton asks for", () => {
    expect(listRequest("schools", { range: "[1000,1999]" })).toMatchObject({
      offset: 1000,
      limit: 1000,
    });
    const message =
      "Range must be a JSON array [first, last] of whole numbers, at most 1000 records";
    expect(failure(() => listRequest("schools", { range: "[0,1000]" }))).toEqual({
      statusCode: 400,
      message,
      errors: { range: message },
    });
  });

  it("takes at most 1,000 ids", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(listRequest("cities", { filter: JSON.stringify({ id: ids }) }).ids).toEqual(ids);
    const message = "Filter by at most 1000 ids, each a whole number";
    expect(
      failure(() => listRequest("cities", { filter: JSON.stringify({ id: [...ids, 1001] }) })),
    ).toEqual({ statusCode: 400, message, errors: { "filter.id": message } });
  });

  it("says what a sort and a filter must look like", () => {
    const sort = 'Sort must be a JSON array ["field", "ASC" or "DESC"]';
    expect(failure(() => listRequest("schools", { sort: '["id","UP"]' }))).toEqual({
      statusCode: 400,
      message: sort,
      errors: { sort },
    });
    const filter = "Filter must be a JSON object";
    expect(failure(() => listRequest("schools", { filter: "[1]" }))).toEqual({
      statusCode: 400,
      message: filter,
      errors: { filter },
    });
  });

  it("names a field the record has not, and an id that is not the path's", () => {
    const current = { id: 9, status: true };
    expect(
      failure(() => requestedChanges("schools", 9, current, { id: 8, colour: "red" })),
    ).toEqual({
      statusCode: 400,
      message: "The record's id is not the one in the path",
      errors: {
        id: "The record's id is not the one in the path",
        colour: "colour is not a field of this record",
      },
    });
  });
});
