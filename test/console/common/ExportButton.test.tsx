import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi, type Call } from "../harness";
import { SchoolsHarness } from "../schools/harness";

const link = {
  url: "/v1/super-admin/export/ticket.sig",
  file_name: "schools-2026-11-26-search-kerala.xlsx",
  expires_at: "2026-11-26T10:05:00.000Z",
};

function api(exportAnswer: Parameters<typeof fakeApi>[0][string] = { data: link }) {
  return fakeApi(
    {
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
      "GET /v1/super-admin/school/list": { data: [], total: 0 },
      "GET /v1/super-admin/school/export": exportAnswer,
    },
    "https://api.example",
  );
}

/** The links the page handed to the browser's download. */
function watchDownloads() {
  const downloads: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
  return downloads;
}

const exportCalls = (calls: Call[]) =>
  calls.filter((c) => c.url.includes("/school/export")).map((c) => new URL(c.url));

afterEach(() => vi.restoreAllMocks());

describe("Export on the school list", () => {
  it("offers CSV and XLSX, asks for the list's current filter, and downloads the link", async () => {
    const downloads = watchDownloads();
    const { calls, dataProvider } = api();
    const filter = encodeURIComponent(JSON.stringify({ q: "kerala", admin_approval: true }));
    render(<SchoolsHarness path={`/school?filter=${filter}`} dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(screen.getByRole("menuitem", { name: "CSV" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitem", { name: "Excel (XLSX)" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [call] = exportCalls(calls);
    expect(Object.fromEntries(call.searchParams)).toEqual({
      admin_approval: "true",
      search: "kerala",
      format: "xlsx",
    });
    // The browser downloads the file itself, from the API's origin, under the server's name.
    expect(downloads[0]).toEqual({
      href: "https://api.example/v1/super-admin/export/ticket.sig",
      download: link.file_name,
    });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("says why when the export is refused, and downloads nothing", async () => {
    const downloads = watchDownloads();
    const message =
      "An XLSX file holds at most 10,48,575 rows, and this list has more. Narrow the filters, or export CSV.";
    const error = new HttpError(message, 400);
    // The failed call is logged (the console's policy in development): only it.
    const log = expectedErrorLog();
    const { dataProvider } = api(error);
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Excel (XLSX)" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    log.expectOnly(error);
  });
});
