import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { afterEach, beforeEach, expect, it } from "vitest";
import { paths } from "../../contract/api";
import { addSchools, describeEachDb, seededApp, type TestApp } from "./harness";
import { exportFileName } from "../../server/exports/fileName";
import { writeXlsx } from "../../server/exports/service";
import { schoolSource } from "../../server/exports/sources";
import { decodeText, parseCsv as readCsv } from "../../server/imports/csv";

/** A CSV file's rows, decoded and read by the import's reader (tested on its own). */
const parseCsv = (data: Buffer) => [...readCsv(decodeText(data))];

/** The rows of a CSV file as objects keyed by its header. */
function csvRecords(data: Buffer): Record<string, string>[] {
  const [header, ...rows] = parseCsv(data);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])));
}

/** The first column of an XLSX's rows after its header. */
async function xlsxIds(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const ids: unknown[] = [];
  workbook.worksheets[0].eachRow((row, n) => {
    if (n > 1) ids.push(row.getCell(1).value);
  });
  return ids;
}

describeEachDb("exports", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeEach(async () => {
    ({ t, token, ids } = await seededApp(kind, {
      schools: 130,
      // Every third school verified; a few named so that a search finds them.
      shape: (school, i) => ({
        ...school,
        admin_approval: i % 3 === 0,
        ...(i % 2 === 0 && {
          school_name: `Sunrise Academy ${i}`,
          search_text: `${school.search_text} sunrise academy ${i}`,
        }),
      }),
    }));
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.auth(token) });

  /** Asks for an export's link, then downloads it (without the bearer token). */
  async function exported(url: string) {
    const link = await get(url);
    expect(link.statusCode, link.body).toBe(200);
    const { url: download, file_name } = link.json().resources.data;
    const file = await t.app.inject({ url: download });
    return { link, file, file_name: file_name as string, download: download as string };
  }

  /** The export events, once the last download's event is written (after its stream ended). */
  async function exportEvents(count: number) {
    for (let i = 0; ; i++) {
      const events = await t.db.query<{
        actor_username: string;
        target_name: string;
        details: { export: unknown };
      }>("SELECT * FROM audit_events WHERE action = 'list.exported' ORDER BY event_id");
      if (events.length >= count || i > 500) return events;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Every row of the school list for a query, page after page. */
  async function listAll(query: string) {
    const rows: { school_id: number; school_name: string }[] = [];
    for (let page = 1; ; page++) {
      const res = await get(`${paths.schoolList}?${query}&limit=50&page=${page}`);
      const { data, total_pages } = res.json().resources;
      rows.push(...data);
      if (page >= total_pages) return rows;
    }
  }

  it("exports as CSV exactly the rows the filtered list shows, in its order, all pages", async () => {
    const query = "search=sunrise&admin_approval=true";
    const list = await listAll(query);
    expect(list.length).toBeGreaterThan(20);
    const { file, file_name } = await exported(`${paths.schoolExport}?${query}&format=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toContain(`attachment; filename="${file_name}"`);
    expect(file_name).toBe("schools-2026-03-15-search-sunrise-admin-approval-true.csv");
    // UTF-8 with a byte-order mark: a spreadsheet opened by a double click reads names in their
    // script (Hindi too), not as its own code page.
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = csvRecords(file.rawPayload);
    expect(records.map((r) => Number(r["School ID"]))).toEqual(list.map((r) => r.school_id));
    expect(records.map((r) => r["School name"])).toEqual(list.map((r) => r.school_name));
    expect(records.every((r) => r.Verified === "Yes")).toBe(true);
    // The profile's main fields come too.
    const [detail] = await t.db.query<{ pincode: string; email: string }>(
      "SELECT s.pincode, p.email FROM schools s JOIN school_principals p USING (school_id) WHERE school_id = $1",
      [list[0].school_id],
    );
    expect(records[0].Pincode).toBe(detail.pincode);
    expect(records[0]["Principal email"]).toBe(detail.email);
  });

  it("exports every school without a filter, across several keyset slices", async () => {
    await t.close();
    ({ t, token, ids } = await seededApp(kind, { schools: 130, config: { exportSliceRows: 40 } }));
    for (const format of ["csv", "xlsx"]) {
      const { file } = await exported(`${paths.schoolExport}?format=${format}`);
      const got =
        format === "csv"
          ? csvRecords(file.rawPayload).map((r) => Number(r["School ID"]))
          : await xlsxIds(file.rawPayload);
      expect(got, format).toEqual([...ids].reverse());
    }
  });

  it("exports XLSX with the same rows, codes and phones as text cells and counts as numbers", async () => {
    await t.db.query("UPDATE schools SET udise_code = '01020304050' WHERE school_id = $1", [
      ids[0],
    ]);
    const { file, file_name } = await exported(`${paths.schoolExport}?format=xlsx`);
    expect(file_name).toBe("schools-2026-03-15.xlsx");
    expect(file.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(ids.length + 1);
    const last = sheet.getRow(ids.length + 1);
    expect(last.getCell(col("School ID")).value).toBe(ids[0]);
    expect(last.getCell(col("UDISE+ code")).value).toBe("01020304050");
    expect(typeof last.getCell(col("Pincode")).value).toBe("string");
    expect(typeof last.getCell(col("School phone")).value).toBe("string");
    expect(typeof last.getCell(col("Principal phone")).value).toBe("string");
    expect(typeof last.getCell(col("Students")).value).toBe("number");
    expect(await xlsxIds(file.rawPayload)).toEqual([...ids].reverse());
  });

  it("neutralises formulas: a ' in CSV, a string cell as typed in XLSX; numbers and plain texts alone", async () => {
    const names = ['=HYPERLINK("x")', "+SUM(A1)", "-2+3", "@cmd", "\tTabbed", "\rReturn"];
    for (const [i, name] of names.entries()) {
      await t.db.query("UPDATE schools SET school_name = $2 WHERE school_id = $1", [ids[i], name]);
    }
    await t.db.query("UPDATE schools SET longitude = -12.5 WHERE school_id = $1", [ids[10]]);
    for (const format of ["csv", "xlsx"] as const) {
      const { file } = await exported(`${paths.schoolExport}?format=${format}`);
      let byId: Map<number, Record<string, unknown>>;
      if (format === "csv") {
        byId = new Map(csvRecords(file.rawPayload).map((r) => [Number(r["School ID"]), r]));
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        const header = (sheet.getRow(1).values as string[]).slice(1);
        byId = new Map();
        const types = new Set<ExcelJS.ValueType>();
        sheet.eachRow((row, n) => {
          if (n === 1) return;
          row.eachCell((cell) => types.add(cell.type));
          const values = (row.values as unknown[]).slice(1);
          byId.set(Number(values[0]), Object.fromEntries(header.map((h, i) => [h, values[i]])));
        });
        // A string cell is shown, never run: no formula anywhere.
        expect(types.has(ExcelJS.ValueType.Formula)).toBe(false);
      }
      for (const [i, name] of names.entries()) {
        // In XLSX the text as typed (XML reads a raw carriage return back as a line feed).
        const written = format === "csv" ? `'${name}` : name.replace("\r", "\n");
        expect(byId.get(ids[i])!["School name"], `${format} ${name}`).toBe(written);
      }
      // A number column is not escaped, a negative one included; a plain text is as it was.
      expect(String(byId.get(ids[10])!.Longitude)).toMatch(/^-12\.5(0*)$/);
      const [plain] = await t.db.query<{ school_name: string }>(
        "SELECT school_name FROM schools WHERE school_id = $1",
        [ids[11]],
      );
      expect(byId.get(ids[11])!["School name"]).toBe(plain.school_name);
    }
  });

  it("records each export in the audit trail with its filter and rows, when the stream ends", async () => {
    await exported(`${paths.schoolExport}?search=sunrise&format=csv`);
    const { total } = (await get(`${paths.schoolList}?search=sunrise`)).json().resources;
    const [event] = await exportEvents(1);
    expect(event.actor_username).toBe("admin");
    expect(event.target_name).toBe("schools-2026-03-15-search-sunrise.csv");
    expect(event.details.export).toEqual({
      list: "schools",
      format: "csv",
      filter: { search: "sunrise" },
      rows: total,
      aborted: false,
    });
  });

  it("records an export the client left before its end as aborted, with the rows sent", async () => {
    await t.close();
    ({ t, token } = await seededApp(kind, { config: { exportSliceRows: 500 } }));
    await addSchools(t.db, 6000, { seed: 7 });
    // XLSX: written by the server in JavaScript, turns of the event loop every 250 rows, so
    // that this client (in the same process) reads while the server is still writing. A CSV
    // of this size can be all in the sockets' buffers before the client runs.
    const link = (await get(`${paths.schoolExport}?format=xlsx`)).json().resources.data.url;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}${link}`, (response) => {
        expect(response.statusCode).toBe(200);
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    });
    const [event] = await exportEvents(1);
    const sent = event.details.export as { rows: number; aborted: boolean };
    expect(sent.aborted).toBe(true);
    expect(sent.rows).toBeGreaterThan(0);
    expect(sent.rows).toBeLessThan(6000);
  });

  it("writes an XLSX no faster than a slow client reads it, so the rows wait in the database", async () => {
    await t.close();
    ({ t, token } = await seededApp(kind, {}));
    await addSchools(t.db, 6000, { seed: 7 });
    const progress = { rows: 0 };
    // At each chunk the client takes: the rows written so far, and the bytes taken so far.
    const seen: { rows: number; bytes: number }[] = [];
    let bytes = 0;
    const slowClient = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        seen.push({ rows: progress.rows, bytes });
        setTimeout(done, 10);
      },
    });
    const source = schoolSource({ search: undefined, admin_approval: undefined });
    await writeXlsx(t.db, source, slowClient, progress);
    expect(progress.rows).toBe(6000);
    // The rows of a file are alike: the share of rows written keeps to the share of bytes the
    // client has taken, give or take the rows in the zip's buffers and those its compression,
    // which runs beside the writer, has not reached yet (up to a quarter of these 6,000 on a
    // loaded machine). A writer that did not wait for the client wrote every row when it had
    // taken 8% of the file.
    for (const at of seen) {
      expect(at.rows / progress.rows - at.bytes / bytes, JSON.stringify(at)).toBeLessThan(0.5);
    }
    expect(seen.length).toBeGreaterThan(20);
  });

  it("refuses beforehand an XLSX of more rows than a worksheet holds", async () => {
    await t.close();
    ({ t, token } = await seededApp(kind, { schools: 6, config: { xlsxRowsMax: 5 } }));
    const res = await get(`${paths.schoolExport}?format=xlsx`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message:
        "An XLSX file holds at most 5 rows, and this list has more. Narrow the filters, or export CSV.",
      message_key: "api.export_too_many_rows",
    });
    // CSV has no such limit; five rows are an XLSX.
    expect((await get(`${paths.schoolExport}?format=csv`)).statusCode).toBe(200);
    expect((await get(`${paths.schoolExport}?format=xlsx&search=school`)).statusCode).not.toBe(500);
  });

  it("answers 403 for an altered link and 410 for an expired one, and needs no session", async () => {
    const link = (await get(`${paths.schoolExport}?format=csv`)).json().resources.data
      .url as string;
    const [body, sig] = link.split("/").at(-1)!.split(".");
    const other = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, "base64url").toString()),
        list: "audit-events",
      }),
    ).toString("base64url");
    // The signature's first character changed (to one it is not: 'x' one time in 64).
    const altered = `${sig[0] === "x" ? "y" : "x"}${sig.slice(1)}`;
    for (const bad of [`${other}.${sig}`, `${body}.${altered}`, body]) {
      const res = await t.app.inject({ url: paths.exportDownload(bad) });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message_key).toBe("api.export_link_invalid");
    }
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
    t.clock.advance(6 * 60_000);
    const expired = await t.app.inject({ url: link });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message_key).toBe("api.export_link_expired");
  });

  it("names the file after the list, India's day and each filter, a lookup's id by its name", async () => {
    const [kerala] = await t.db.query<{ state_id: number }>(
      "SELECT state_id FROM states WHERE name = 'Kerala'",
    );
    // 02:00 on 8 December in India: 7 December in UTC.
    const name = (query: Record<string, string>) =>
      exportFileName(t.db, "schools", "csv", query, new Date("2026-12-07T20:30:00Z"));
    expect(await name({ state_id: String(kerala.state_id) })).toBe(
      "schools-2026-12-08-state-kerala.csv",
    );
    // An unknown id stays a number; punctuation and spaces become single dashes.
    expect(await name({ state_id: "999999", search: "  St. Mary's  School " })).toBe(
      "schools-2026-12-08-state-999999-search-st-mary-s-school.csv",
    );
    // A long name is shortened at the end of a word, never cut inside one.
    expect(await name({ search: "Central Board of Secondary Education (CBSE)" })).toBe(
      "schools-2026-12-08-search-central-board-of-secondary-education.csv",
    );
  });

  it("refuses a bad filter with the list's own message", async () => {
    const res = await get(`${paths.schoolExport}?admin_approval=maybe`);
    expect(res.statusCode).toBe(400);
    expect((await get(`${paths.schoolExport}?format=pdf`)).statusCode).toBe(400);
  });

  it("exports the board administrators and the audit events with their lists' filters", async () => {
    const admins = await exported(`${paths.boardAdminExport}?format=csv`);
    expect(admins.file.statusCode).toBe(200);
    expect(parseCsv(admins.file.rawPayload)[0]).toContain("Username");
    await exported(`${paths.schoolExport}?format=csv`);
    await exportEvents(2);
    const events = await exported(`${paths.auditExport}?action=list.exported&format=csv`);
    expect(events.file_name).toBe("audit-events-2026-03-15-action-list-exported.csv");
    const records = csvRecords(events.file.rawPayload);
    expect(records.map((r) => r.Action)).toEqual(["list.exported", "list.exported"]);
    const xlsx = await exported(`${paths.auditExport}?format=xlsx`);
    expect(xlsx.file.statusCode).toBe(200);
  });
});
