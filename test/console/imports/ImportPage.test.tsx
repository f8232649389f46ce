import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import type { ImportJob } from "../../../contract/imports";
import { importRoutes } from "../../../src/imports";
import { schoolRoutes } from "../../../src/schools";
import { expectedErrorLog, fakeApi, ScreenHarness, type Answer, type Call } from "../harness";
import { job, rowError } from "./fixtures";

const LIST = "GET /v1/super-admin/school/import?";
const ONE = "GET /v1/super-admin/school/import/7";
const ERRORS = "GET /v1/super-admin/school/import/7/errors";

/** The import API with no past imports unless a test gives them. */
const importApi = (answers: Record<string, Answer>) =>
  fakeApi({ [LIST]: { data: [], total: 0 }, ...answers });

/** The job's readings in turn, the last one repeated. */
const readings = (...jobs: ImportJob[]) => {
  let next = 0;
  return () => ({ data: jobs[Math.min(next++, jobs.length - 1)] });
};

const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => (c.request.method ?? "GET") === method && c.url.split("?")[0] === path);

const renderAt = (path: string, dataProvider: ReturnType<typeof fakeApi>["dataProvider"]) =>
  render(
    <ScreenHarness
      routes={[...importRoutes, ...schoolRoutes]}
      path={path}
      dataProvider={dataProvider}
    />,
  );

/** The upload's file input, once the page's code has loaded. */
async function fileInput() {
  const zone = await screen.findByRole("button", { name: "File to import" });
  return zone.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/** A total of the dry run, by its label. */
const total = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

const location = () => screen.getByTestId("location").textContent;

describe("Import schools: the page", () => {
  it("opens from 'Import schools' on the school list", async () => {
    const { dataProvider } = importApi({
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
      "GET /v1/super-admin/school/list": { data: [], total: 0 },
    });
    renderAt("/school", dataProvider);
    await userEvent.click(await screen.findByRole("link", { name: "Import schools" }));
    expect(await screen.findByRole("heading", { name: "Import schools", level: 1 })).toBeVisible();
    expect(location()).toBe("/school/import");
    for (const step of ["Download a template", "Upload the file", "Review and import"]) {
      expect(screen.getByRole("heading", { name: step, level: 2 })).toBeVisible();
    }
    expect(
      screen.getByText("Upload a file: its rows are checked here before anything is written."),
    ).toBeVisible();
  });

  it("downloads the template in the format chosen, once however fast it is clicked", async () => {
    const { dataProvider } = importApi({});
    const blob = new Blob(["school_name,udise_code"]);
    const getImportTemplate = vi.fn(async () => ({ blob, name: "schools-template.xlsx" }));
    // jsdom has no object URLs and does not follow a download link: both are watched instead.
    URL.createObjectURL = vi.fn(() => "blob:template");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderAt("/school/import", { ...dataProvider, getImportTemplate });
    const xlsx = await screen.findByRole("button", { name: "Download the XLSX template" });
    fireEvent.click(xlsx);
    fireEvent.click(xlsx);
    await waitFor(() => expect(saved).toEqual(["schools-template.xlsx blob:template"]));
    expect(getImportTemplate).toHaveBeenCalledTimes(1);
    expect(getImportTemplate).toHaveBeenCalledWith("xlsx");
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  });

  it("uploads the chosen file and moves to the import's own address, showing the rows checked", async () => {
    const checking = job({ state: "checking", rows: 30, checked: 12, valid: 10, with_errors: 2 });
    const { dataProvider, calls } = importApi({
      "POST /v1/super-admin/school/import": { data: checking },
      [ONE]: { data: checking },
    });
    renderAt("/school/import", dataProvider);
    const file = new File(["school_name\nA\n"], "schools.csv", { type: "text/csv" });
    await userEvent.upload(await fileInput(), file);
    await waitFor(() => expect(location()).toBe("/school/import/7"));
    const sent = callsTo(calls, "POST", "/v1/super-admin/school/import");
    expect(sent).toHaveLength(1);
    const body = sent[0].request.body as FormData;
    expect([...body.keys()]).toEqual(["file"]);
    const sentFile = body.get("file") as File;
    expect([sentFile.name, await sentFile.text()]).toEqual(["schools.csv", "school_name\nA\n"]);
    expect(await screen.findByText("Checking the rows: 12 of 30")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Rows checked" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    // The totals so far, as they grow.
    expect(total("Valid")).toBe("10");
    expect(total("With errors")).toBe("2");
  });

  it("says the server's refusal of the file at the drop zone, and stays on the page", async () => {
    const refusal = new HttpError("Unknown columns: favourite_colour, mascot.", 400, {
      message: "Unknown columns: favourite_colour, mascot.",
    });
    const log = expectedErrorLog();
    const { dataProvider } = importApi({ "POST /v1/super-admin/school/import": refusal });
    renderAt("/school/import", dataProvider);
    const file = new File(["favourite_colour\nblue\n"], "schools.csv", { type: "text/csv" });
    await userEvent.upload(await fileInput(), file);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Unknown columns: favourite_colour, mascot.");
    // At the field: under the drop zone's own heading.
    expect(alert.parentElement).toContainElement(screen.getByText("File to import"));
    expect(location()).toBe("/school/import");
    log.expectOnly(refusal);
  });

  it("refuses a file that is neither CSV nor XLSX before sending it", async () => {
    const { dataProvider, calls } = importApi({});
    renderAt("/school/import", dataProvider);
    const file = new File(["%PDF"], "schools.pdf", { type: "application/pdf" });
    await userEvent.upload(await fileInput(), file, {
      applyAccept: false,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/csv, xlsx/);
    expect(callsTo(calls, "POST", "/v1/super-admin/school/import")).toHaveLength(0);
  });

  it("shows the import at its address, as after a reload or signing in again", async () => {
    const { dataProvider } = importApi({
      [ONE]: { data: job() },
      [ERRORS]: { data: [], total: 0 },
    });
    renderAt("/school/import/7", dataProvider);
    expect(
      await screen.findByText("schools-karnataka.csv, uploaded by admin on " + when(job())),
    ).toBeVisible();
    expect(screen.getByText("Checked")).toBeVisible();
    expect(total("Valid")).toBe("25");
    expect(total("With errors")).toBe("5");
    expect(total("Already existing")).toBe("0");
  });

  it("says a file that could not be read, with the server's reason", async () => {
    const failed = job({
      state: "failed",
      valid: 0,
      with_errors: 0,
      error_file_url: null,
      failure: { key: "api.no_such_key", message: "The file is not a CSV file." },
    });
    const { dataProvider } = importApi({ [ONE]: { data: failed } });
    renderAt("/school/import/7", dataProvider);
    expect(await screen.findByText("The file could not be read")).toBeVisible();
    expect(screen.getByText("The file is not a CSV file.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Import \d+ valid/ })).toBeNull();
  });

  it("answers an address that names no import with the not-found page", async () => {
    const { dataProvider } = importApi({});
    renderAt("/school/import/abc", dataProvider);
    expect(await screen.findByText(/not found/i)).toBeVisible();
  });
});

/** How the page writes the job's upload time (the browser's time zone). */
function when(j: ImportJob) {
  const d = new Date(j.created_at);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}, ${p(d.getHours())}:${p(d.getMinutes())}`;
}

describe("Import schools: the review", () => {
  it("lists the errors by row and column, in the user's language, with the file to fix them in", async () => {
    const { dataProvider, calls } = importApi({
      [ONE]: { data: job() },
      [ERRORS]: {
        data: [
          // Shown by its key: the catalogue's text, not the words the server sent with it.
          rowError({ message: "pincode: bad value" }),
          rowError({
            row: 9,
            column: null,
            message: "Duplicate of row 3",
            message_key: "api.not_in_catalogue",
          }),
        ],
        total: 5,
      },
    });
    renderAt("/school/import/7", dataProvider);
    const table = await screen.findByRole("table", { name: "The errors by row and column" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["1", "4", "pincode", "Pincode must be exactly 6 digits"],
      ["2", "9", "Whole row", "Duplicate of row 3"],
    ]);
    expect(callsTo(calls, "GET", "/v1/super-admin/school/import/7/errors")[0].url).toContain(
      "page=1&limit=10",
    );
    expect(screen.getByRole("link", { name: "Download the file with its errors" })).toHaveAttribute(
      "href",
      "/v1/files/signed/import-7-errors.csv?sig=abc",
    );
  });

  it("shows no error table and no error file when every row is valid", async () => {
    const { dataProvider, calls } = importApi({
      [ONE]: { data: job({ valid: 30, with_errors: 0 }) },
    });
    renderAt("/school/import/7", dataProvider);
    expect(await screen.findByRole("button", { name: "Import 30 valid rows" })).toBeEnabled();
    expect(screen.queryByRole("table", { name: "The errors by row and column" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Download the file with its errors" })).toBeNull();
    expect(callsTo(calls, "GET", "/v1/super-admin/school/import/7/errors")).toHaveLength(0);
  });

  it("cannot import when no row is valid", async () => {
    const { dataProvider } = importApi({
      [ONE]: { data: job({ valid: 0, with_errors: 30 }) },
      [ERRORS]: { data: [rowError()], total: 30 },
    });
    renderAt("/school/import/7", dataProvider);
    expect(await screen.findByRole("button", { name: "Import 0 valid rows" })).toBeDisabled();
    expect(screen.getByText("There is no valid row to import.")).toBeVisible();
  });

  it("sends one run however fast 'Import N valid rows' is clicked twice, then shows the progress", async () => {
    let release: () => void = () => {};
    const importing = job({
      state: "importing",
      imported: 0,
      started_at: "2026-11-20T09:31:00.000Z",
    });
    const { dataProvider, calls } = importApi({
      [ONE]: readings(job(), importing),
      [ERRORS]: { data: [rowError()], total: 5 },
      "POST /v1/super-admin/school/import/7/run": () =>
        new Promise((resolve) => {
          release = () => resolve({ data: importing });
        }),
    });
    renderAt("/school/import/7", dataProvider);
    const run = await screen.findByRole("button", { name: "Import 25 valid rows" });
    fireEvent.click(run);
    fireEvent.click(run);
    await waitFor(() => expect(run).toBeDisabled());
    release();
    expect(await screen.findByText("Importing: 0 of 25 rows")).toBeVisible();
    expect(screen.getByText("Starting...")).toBeVisible();
    expect(callsTo(calls, "POST", "/v1/super-admin/school/import/7/run")).toHaveLength(1);
  });

  it("reads the progress every second while importing: rows done, rows per second, time left, then the end", async () => {
    const { dataProvider, calls } = importApi({
      [ONE]: readings(
        job({
          state: "importing",
          valid: 4000,
          with_errors: 0,
          imported: 1000,
          rows_per_second: 500.4,
          seconds_left: 6,
        }),
        job({
          state: "importing",
          valid: 4000,
          with_errors: 0,
          imported: 3500,
          rows_per_second: 1250,
          seconds_left: 0.4,
        }),
        job({
          state: "done",
          valid: 4000,
          with_errors: 0,
          imported: 4000,
          undo_until: "2999-01-01T00:00:00.000Z",
        }),
      ),
    });
    renderAt("/school/import/7", dataProvider);
    expect(await screen.findByText("Importing: 1,000 of 4,000 rows")).toBeVisible();
    expect(screen.getByText("500 rows per second · about 6 seconds left")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Rows imported" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    expect(await screen.findByText("Importing: 3,500 of 4,000 rows")).toBeVisible();
    expect(screen.getByText("1,250 rows per second · about 1 second left")).toBeVisible();
    expect(await screen.findByText("4,000 schools created")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the school list" })).toHaveAttribute(
      "href",
      "/school",
    );
    // Once done it is read no more.
    const reads = callsTo(calls, "GET", "/v1/super-admin/school/import/7").length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callsTo(calls, "GET", "/v1/super-admin/school/import/7")).toHaveLength(reads);
  });

  it("undoes the import after its confirmation, and says which schools it kept and why", async () => {
    const done = job({
      state: "done",
      imported: 25,
      finished_at: "2026-11-20T09:32:00.000Z",
      undo_until: "2999-01-01T00:00:00.000Z",
    });
    const undone = job({
      ...done,
      state: "undone",
      undo_until: null,
      undone_at: "2026-11-21T10:00:00.000Z",
    });
    const { dataProvider, calls } = importApi({
      [ONE]: readings(done, undone),
      [ERRORS]: { data: [rowError()], total: 5 },
      "POST /v1/super-admin/school/import/7/undo": {
        data: {
          removed: 23,
          kept: [
            { school_id: 301, school_name: "Sunrise Public School", reason: "verified" },
            { school_id: 302, school_name: "Green Valley High School", reason: "attendance" },
          ],
        },
      },
    });
    renderAt("/school/import/7", dataProvider);
    expect(await screen.findByText("25 schools created")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Undo this import" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Undo this import?")).toBeVisible();
    // Cancelling sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(calls, "POST", "/v1/super-admin/school/import/7/undo")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Undo this import" }));
    const confirm = within(await screen.findByRole("dialog")).getByRole("button", {
      name: "Undo this import",
    });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("23 schools removed")).toBeVisible();
    // The page is out of reach for a screen reader until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(calls, "POST", "/v1/super-admin/school/import/7/undo")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Sunrise Public School" })).toHaveAttribute(
      "href",
      "/school/profile/301",
    );
    expect(screen.getByText(/verified since the import/)).toBeVisible();
    expect(screen.getByText(/has attendance/)).toBeVisible();
    expect(
      await screen.findByText(/This import was undone on \d\d\/\d\d\/2026/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Undo this import" })).toBeNull();
  });

  it("offers no undo once its time has passed", async () => {
    const { dataProvider } = importApi({
      [ONE]: {
        data: job({
          state: "done",
          with_errors: 0,
          imported: 25,
          undo_until: "2020-01-01T00:00:00.000Z",
        }),
      },
    });
    renderAt("/school/import/7", dataProvider);
    expect(await screen.findByText("25 schools created")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Undo this import" })).toBeNull();
  });
});

describe("Import schools: past imports", () => {
  it("lists who imported which file when, its counts and state, each opening its import", async () => {
    const { dataProvider } = importApi({
      [LIST]: {
        data: [
          job({ id: 9, file_name: "schools-goa.xlsx", state: "done", created_by: "ops" }),
          job(),
        ],
        total: 2,
      },
      "GET /v1/super-admin/school/import/9": { data: job({ id: 9, state: "done" }) },
      "GET /v1/super-admin/school/import/9/errors": { data: [rowError()], total: 5 },
    });
    renderAt("/school/import", dataProvider);
    const table = await screen.findByRole("table", { name: "Past imports" });
    const first = within(table).getAllByRole("row")[1];
    expect(
      within(first)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "1",
      "schools-goa.xlsx",
      "ops",
      when(job()),
      "25 valid, 5 with errors, 0 existing",
      "Imported",
    ]);
    await userEvent.click(within(table).getByRole("link", { name: "schools-goa.xlsx" }));
    expect(location()).toBe("/school/import/9");
  });
});
