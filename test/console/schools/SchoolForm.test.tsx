import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi, type Call } from "../harness";
import { SchoolsHarness } from "./harness";
import { detail, lookups } from "./fixtures";

beforeEach(() => {
  // Signed in, with no draft left by another test.
  sessionStorage.clear();
  localStorage.setItem("token", "session");
});

const field = (name: string) => {
  const element = document.querySelector(`[name="${name}"]`);
  if (!element) throw new Error(`No field named ${name}`);
  return element as HTMLInputElement | HTMLSelectElement;
};
const set = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** Chooses an option once the lookup has loaded it. */
async function choose(name: string, label: string) {
  await waitFor(() =>
    expect([...(field(name) as HTMLSelectElement).options].map((o) => o.text)).toContain(label),
  );
  const option = [...(field(name) as HTMLSelectElement).options].find((o) => o.text === label)!;
  set(name, option.value);
}

async function fillSchool() {
  set("school_name", "Green Valley School");
  set("school_email", "office@gv.in");
  set("type", "public");
  set("established_year", "1999");
  await choose("main_board_id", "Kerala State");
  await choose("board_id", "SSLC");
  await choose("country_id", "India");
  await choose("state_id", "Kerala");
  await choose("city_id", "Kochi");
  set("pincode", "682001");
  set("school_phone_number", "9876543210");
  set("address", "MG Road, Kochi");
}

function fillRest() {
  set("first_name", "Asha");
  set("last_name", "Rao");
  set("email", "asha@gv.in");
  set("phone_number", "9876543211");
  set("latitude", "9.931200");
  set("longitude", "76.267304");
  set("area_radius", "250");
}

const saved = (message: string) => ({
  data: { school_id: 301, employee_number: "EMP-0301" },
  message,
});
const sent = (calls: Call[], path: string) =>
  calls.find((c) => c.url.endsWith(path))?.request.body as FormData;

describe("School form: principal gating", () => {
  it("keeps the principal's fields disabled until every required school field is filled", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    const principal = ["first_name", "middle_name", "last_name", "email", "phone_number"];
    for (const name of principal) expect(field(name)).toBeDisabled();
    expect(
      screen.getByText("Fill in the school details above to enter the principal's details."),
    ).toBeInTheDocument();
    await fillSchool();
    await waitFor(() => {
      for (const name of principal) expect(field(name)).toBeEnabled();
    });
    // Emptying one of them (the pincode) locks the principal again.
    set("pincode", "");
    await waitFor(() => expect(field("first_name")).toBeDisabled());
    set("pincode", "682001");
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    // Optional school fields do not gate: website and alternate mobile stayed empty.
    expect(field("website")).toHaveValue("");
  });

  it("shows the employee id as Auto-generated with the hint when adding", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(field("employee_number")).toHaveValue("Auto-generated");
    expect(field("employee_number")).toHaveAttribute("readonly");
    expect(
      screen.getByText("Employee ID will be automatically generated when the school is created"),
    ).toBeInTheDocument();
  });
});

describe("School form: dependent selects", () => {
  it("enables State once a country is chosen and City once a state is, clearing them on change", async () => {
    const { dataProvider, calls } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(field("state_id")).toBeDisabled();
    expect(field("city_id")).toBeDisabled();
    await choose("country_id", "India");
    await waitFor(() => expect(field("state_id")).toBeEnabled());
    expect(calls.some((c) => c.url === "/v1/static/state/1")).toBe(true);
    await choose("state_id", "Kerala");
    await waitFor(() => expect(field("city_id")).toBeEnabled());
    await choose("city_id", "Kochi");
    expect(field("city_id")).toHaveValue("111");

    await choose("country_id", "Nepal");
    await waitFor(() => expect(field("state_id")).toHaveValue(""));
    expect(field("city_id")).toHaveValue("");
    expect(field("city_id")).toBeDisabled();
    await choose("state_id", "Bagmati");
    expect([...(field("state_id") as HTMLSelectElement).options].map((o) => o.text)).not.toContain(
      "Kerala",
    );

    // A new state clears the city too.
    await choose("city_id", "Kathmandu");
    set("country_id", "");
    await waitFor(() => expect(field("state_id")).toBeDisabled());
    expect(field("state_id")).toHaveValue("");
    expect(field("city_id")).toHaveValue("");
  });

  it("lists the chosen main board's affiliation boards and clears the choice when it changes", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(field("board_id")).toBeDisabled();
    await choose("main_board_id", "Kerala State");
    await choose("board_id", "HSE");
    expect(field("board_id")).toHaveValue("202");
    await choose("main_board_id", "CBSE");
    await waitFor(() => expect(field("board_id")).toHaveValue(""));
    expect([...(field("board_id") as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Select...",
      "CBSE Delhi",
    ]);
  });
});

describe("School form: validation", () => {
  it("shows the rules' messages under their fields and sends nothing", async () => {
    const { dataProvider, calls } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("pincode", "12345");
    set("school_phone_number", "987654321");
    set("latitude", "12.123");
    set("established_year", "1700");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Pincode must be exactly 6 digits")).toBeInTheDocument();
    expect(screen.getByText("Phone number must be valid 10 digits number")).toBeInTheDocument();
    expect(screen.getByText("Latitude must have at least 6 decimal places")).toBeInTheDocument();
    expect(screen.getByText("Year must be 1800 or later")).toBeInTheDocument();
    expect(screen.getByText("School name is required")).toBeInTheDocument();
    expect(screen.getByText("Country is required")).toBeInTheDocument();
    expect(field("pincode").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.url.includes("/register"))).toBe(false);
  });
});

describe("School form: saving", () => {
  it("registers with the payload rules, toasts and returns to the list", async () => {
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      "POST /v1/super-admin/school/register": saved("School registered successfully"),
      "GET /v1/super-admin/school/list": { data: [], total: 0 },
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await fillSchool();
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    fillRest();
    const pdf = new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
    const csv = new File(["a,b\n"], "fees.csv", { type: "text/csv" });
    await userEvent.upload(field("school_documents") as HTMLInputElement, [pdf, csv]);
    expect(await screen.findByRole("button", { name: "Remove fees.csv" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove fees.csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("School registered successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/school$/));
    const body = sent(calls, "/register");
    const keys = [...body.keys()];
    // Empty optionals are left out; country, main board and employee number are not sent.
    for (const key of [
      "website",
      "secondary_phone",
      "middle_name",
      "country_id",
      "main_board_id",
      "employee_number",
      "school_id",
      "school_image",
    ]) {
      expect(keys).not.toContain(key);
    }
    expect(body.get("board_id")).toBe("201");
    expect(body.get("state_id")).toBe("11");
    expect(body.get("city_id")).toBe("111");
    expect(body.get("type")).toBe("public");
    expect(body.get("latitude")).toBe("9.931200");
    expect(body.getAll("school_documents").map((f) => (f as File).name)).toEqual(["licence.pdf"]);
  });

  it("refuses a wrong file type with the generic message", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    const exe = new File(["MZ"], "setup.exe", { type: "application/x-msdownload" });
    await userEvent.upload(field("school_documents") as HTMLInputElement, exe, {
      applyAccept: false,
    });
    expect(
      await screen.findByText("File type must be pdf, csv, docx, doc, xlsx, xls, odt"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove setup.exe" })).toBeNull();
  });

  it("stays on the form with the server's message and its field errors, keeping what was typed", async () => {
    const failure = new HttpError("Pincode must be exactly 6 digits", 400, {
      errors: { pincode: "This pincode is not in Kochi" },
    });
    const logged = expectedErrorLog();
    const { dataProvider } = fakeApi({
      ...lookups,
      "POST /v1/super-admin/school/register": failure,
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await fillSchool();
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    fillRest();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Pincode must be exactly 6 digits");
    expect(await screen.findByText("This pincode is not in Kochi")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/school/add/new");
    expect(field("school_name")).toHaveValue("Green Valley School");
    expect(field("first_name")).toHaveValue("Asha");
    expect(field("city_id")).toHaveValue("111");
    logged.expectOnly(failure);
  });

  it("edits a loaded school: its values, the employee id, removed documents, then its profile", async () => {
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      "GET /v1/super-admin/school/42": { data: detail },
      "PUT /v1/super-admin/school/update": saved("School updated successfully"),
    });
    // After saving, the profile is shown again (re-fetched).
    render(<SchoolsHarness path="/school/edit/42" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Edit School" });
    await waitFor(() => expect(field("school_name")).toHaveValue("Green Valley School"));
    expect(field("employee_number")).toHaveValue("EMP-000042");
    await waitFor(() => expect(field("city_id")).toHaveValue("111"));
    expect(field("board_id")).toHaveValue("201");
    // Decimals as loaded: 9.931200, not 9.9312.
    expect(field("latitude").value).toBe("9.931200");
    expect(field("first_name")).toBeEnabled();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute(
      "href",
      "/school/profile/42",
    );

    await userEvent.click(screen.getByRole("button", { name: "Remove fees.csv" }));
    set("website", "https://gv.in");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/school\/profile\/42$/),
    );
    const body = sent(calls, "/update");
    expect(body.get("school_id")).toBe("42");
    expect(body.getAll("remove_document_ids")).toEqual(["3"]);
    expect(body.get("website")).toBe("https://gv.in");
    expect(body.get("area_radius")).toBe("250");
    expect(body.has("employee_number")).toBe(false);
    expect(body.has("main_board_id")).toBe(false);
  });

  it("shows Loading... as the employee id while the school loads", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { dataProvider } = fakeApi({
      ...lookups,
      "GET /v1/super-admin/school/42": async () => {
        await held;
        return { data: detail };
      },
    });
    render(<SchoolsHarness path="/school/edit/42" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Edit School" });
    expect(field("employee_number")).toHaveValue("Loading...");
    release();
    await waitFor(() => expect(field("employee_number")).toHaveValue("EMP-000042"));
  });
});

describe("School form: session expiry", () => {
  it("keeps a draft of what is typed and restores it on the next visit of the route", async () => {
    const { dataProvider } = fakeApi(lookups);
    const first = render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("school_name", "Draft School");
    set("pincode", "560001");
    // The session ends: the token is gone when the form unmounts (redirected to sign in).
    localStorage.removeItem("token");
    first.unmount();

    localStorage.setItem("token", "new-session");
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(field("school_name")).toHaveValue("Draft School");
    expect(field("pincode")).toHaveValue("560001");
    expect(
      await screen.findByText("What you typed before your session ended has been restored."),
    ).toBeInTheDocument();
  });

  it("drops the draft when the form is left with the session alive", async () => {
    const { dataProvider } = fakeApi(lookups);
    const first = render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("school_name", "Abandoned");
    first.unmount();
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(field("school_name")).toHaveValue("");
  });
});
