import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { validationMessages } from "../../../contract/messages";
import { sessionExpiry } from "../../../src/providers/sessionExpiry";
import { expectedErrorLog, fakeApi, type Call } from "../harness";
import { SchoolsHarness } from "./harness";
import { detail, lookups } from "./fixtures";

beforeEach(() => {
  // Signed in, with no draft left by another test.
  sessionStorage.clear();
  sessionExpiry.set(false);
  localStorage.setItem("token", "session");
});

const field = (name: string) => {
  const element = document.querySelector(`[name="${name}"]`);
  if (!element) throw new Error(`No field named ${name}`);
  return element as HTMLInputElement | HTMLSelectElement;
};
const set = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** The select of a field, once its choices have loaded and it is enabled. */
async function selectOf(name: string) {
  return waitFor(() => {
    const box = document
      .querySelector(`[name="${name}"]`)
      ?.parentElement?.querySelector<HTMLElement>('[role="combobox"]');
    expect(box).toBeTruthy();
    expect(box).not.toHaveAttribute("aria-disabled");
    return box!;
  });
}
/** The options a select offers. */
async function optionsOf(name: string) {
  fireEvent.mouseDown(await selectOf(name));
  const listbox = await screen.findByRole("listbox");
  const names = within(listbox)
    .getAllByRole("option")
    .map((o) => o.textContent);
  fireEvent.keyDown(listbox, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  return names;
}
/** Chooses an option once the lookup has loaded it. */
async function choose(name: string, label: string) {
  fireEvent.mouseDown(await selectOf(name));
  const listbox = await screen.findByRole("listbox");
  fireEvent.click(await within(listbox).findByRole("option", { name: label }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

async function fillSchool() {
  set("school_name", "Green Valley School");
  set("school_email", "office@gv.in");
  await choose("type", "Public");
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
    // The city is a search as you type: its box shows the chosen city's name.
    expect(field("city_id")).toHaveValue("Kochi");

    await choose("country_id", "Nepal");
    await waitFor(() => expect(field("state_id")).toHaveValue(""));
    expect(field("city_id")).toHaveValue("");
    expect(field("city_id")).toBeDisabled();
    expect(await optionsOf("state_id")).toEqual(["Bagmati"]);
    await choose("state_id", "Bagmati");

    // A new state clears the city too.
    await choose("city_id", "Kathmandu");
    const readsOfIndia = calls.filter((c) => c.url === "/v1/static/state/1").length;
    await choose("country_id", "India");
    await waitFor(() => expect(field("state_id")).toHaveValue(""));
    expect(field("city_id")).toHaveValue("");
    expect(field("city_id")).toBeDisabled();
    // Lookups change rarely: India's states, read minutes ago at most, are not read again.
    expect(await optionsOf("state_id")).toEqual(["Kerala", "Goa"]);
    expect(calls.filter((c) => c.url === "/v1/static/state/1")).toHaveLength(readsOfIndia);
  });

  it("finds a city by part of its name, typed in the City box", async () => {
    const { dataProvider } = fakeApi({
      ...lookups,
      "GET /v1/static/cities/11": {
        data: [
          { city_id: 111, name: "Kochi" },
          { city_id: 112, name: "Kozhikode" },
          { city_id: 113, name: "Thrissur" },
        ],
      },
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await choose("country_id", "India");
    await choose("state_id", "Kerala");
    await userEvent.type(await selectOf("city_id"), "KO");
    await waitFor(() =>
      expect(
        within(screen.getByRole("listbox"))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Kochi", "Kozhikode"]),
    );
    fireEvent.click(screen.getByRole("option", { name: "Kozhikode" }));
    await waitFor(() => expect(field("city_id")).toHaveValue("Kozhikode"));
  });

  it("lists the chosen main board's affiliation boards and clears the choice when it changes", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    // Disabled until a main board is chosen (once the main boards have loaded).
    await waitFor(() => expect(field("board_id")).toBeDisabled());
    await choose("main_board_id", "Kerala State");
    await choose("board_id", "HSE");
    expect(field("board_id")).toHaveValue("202");
    await choose("main_board_id", "CBSE");
    await waitFor(() => expect(field("board_id")).toHaveValue(""));
    expect(await optionsOf("board_id")).toEqual(["CBSE Delhi"]);
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

describe("School form: the UDISE+ code", () => {
  it("is optional, and one that is not 11 digits shows the rule's message under it", async () => {
    const { dataProvider, calls } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(screen.getByRole("textbox", { name: "UDISE+ code" })).not.toBeRequired();
    set("udise_code", "3208030020");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(validationMessages.udise_code_invalid)).toBeInTheDocument();
    expect(field("udise_code").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.url.includes("/register"))).toBe(false);
  });

  it("sends the code, and shows the server's 409 for a code another school holds at the field", async () => {
    const taken = "UDISE+ code 32080300204 is already the code of Hill Top Academy";
    const failure = new HttpError(taken, 409, { errors: { udise_code: taken } });
    const logged = expectedErrorLog();
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      "POST /v1/super-admin/school/register": failure,
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await fillSchool();
    set("udise_code", "32080300204");
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    fillRest();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field("udise_code").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(taken).length).toBeGreaterThan(0);
    expect(sent(calls, "/register").get("udise_code")).toBe("32080300204");
    // No 'Save anyway': a code is unique.
    expect(screen.queryByRole("button", { name: "Save anyway" })).toBeNull();
    logged.expectOnly(failure);
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
    expect(field("city_id")).toHaveValue("Kochi");
    logged.expectOnly(failure);
  });

  it("lists the schools a save matched, each opening in a new tab, and saves anyway with the confirmation", async () => {
    const duplicate = new HttpError(validationMessages.duplicate_school, 409, {
      status: false,
      code: 409,
      message: validationMessages.duplicate_school,
      duplicates: [
        {
          school_id: 7,
          school_name: "Green Valley Public School",
          city_name: "Kochi",
          matched: ["school_email", "school_name_pincode"],
        },
        {
          school_id: 9,
          school_name: "Hill Top",
          city_name: "Kochi",
          matched: ["school_phone_number"],
        },
      ],
    });
    const logged = expectedErrorLog();
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      // Refused until the request confirms the duplicate.
      "POST /v1/super-admin/school/register": ({ request }) =>
        (request.body as FormData).get("confirm_duplicate") === "true"
          ? saved("School registered successfully")
          : duplicate,
      "GET /v1/super-admin/school/list": { data: [], total: 0 },
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await fillSchool();
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    fillRest();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent("This school may already be registered");
    const first = within(warning).getByRole("link", {
      name: "Green Valley Public School (opens in a new tab)",
    });
    expect(first).toHaveAttribute("href", "/school/profile/7");
    expect(first).toHaveAttribute("target", "_blank");
    expect(first.closest("li")).toHaveTextContent(
      "Green Valley Public School, Kochi: same school email, name and pincode",
    );
    expect(
      within(warning).getByRole("link", { name: "Hill Top (opens in a new tab)" }).closest("li"),
    ).toHaveTextContent("Hill Top, Kochi: same school phone number");
    // Still on the form, with what was typed.
    expect(screen.getByTestId("location")).toHaveTextContent("/school/add/new");
    expect(field("school_name")).toHaveValue("Green Valley School");
    const registers = () => calls.filter((c) => c.url.endsWith("/register"));
    expect(registers()).toHaveLength(1);
    expect((registers()[0].request.body as FormData).has("confirm_duplicate")).toBe(false);

    await userEvent.click(within(warning).getByRole("button", { name: "Save anyway" }));
    expect(await screen.findByText("School registered successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/school$/));
    expect(registers()).toHaveLength(2);
    const confirmed = registers()[1].request.body as FormData;
    expect(confirmed.get("confirm_duplicate")).toBe("true");
    expect(confirmed.get("school_name")).toBe("Green Valley School");
    expect(confirmed.get("city_id")).toBe("111");
    logged.expectOnly(duplicate);
  });

  it("hides the matches once a field they were matched on changes, and Save checks again", async () => {
    const duplicate = new HttpError(validationMessages.duplicate_school, 409, {
      status: false,
      code: 409,
      message: validationMessages.duplicate_school,
      duplicates: [
        { school_id: 7, school_name: "Twin", city_name: "Kochi", matched: ["school_email"] },
      ],
    });
    const logged = expectedErrorLog();
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      "POST /v1/super-admin/school/register": duplicate,
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await fillSchool();
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    fillRest();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This school may already be registered")).toBeInTheDocument();

    set("school_email", "other@gv.in");
    await waitFor(() =>
      expect(screen.queryByText("This school may already be registered")).toBeNull(),
    );
    expect(screen.queryByRole("button", { name: "Save anyway" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This school may already be registered")).toBeInTheDocument();
    const registers = calls.filter((c) => c.url.endsWith("/register"));
    expect(registers).toHaveLength(2);
    expect((registers[1].request.body as FormData).get("school_email")).toBe("other@gv.in");
    expect((registers[1].request.body as FormData).has("confirm_duplicate")).toBe(false);
    logged.expectOnly(duplicate);
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
    await waitFor(() => expect(field("city_id")).toHaveValue("Kochi"));
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

  it("takes a website written without https:// and sends it with https://", async () => {
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      "GET /v1/super-admin/school/42": { data: detail },
      "PUT /v1/super-admin/school/update": saved("School updated successfully"),
    });
    render(<SchoolsHarness path="/school/edit/42" dataProvider={dataProvider} />);
    await waitFor(() => expect(field("city_id")).toHaveValue("Kochi"));
    set("website", "www.school.in");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/school\/profile\/42$/),
    );
    expect(screen.queryByText(validationMessages.website_invalid)).toBeNull();
    expect(sent(calls, "/update").get("website")).toBe("https://www.school.in");
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
    // The session ends (a 401): the form unmounts as the console goes to sign in.
    sessionExpiry.set(true);
    first.unmount();

    sessionExpiry.set(false);
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

/** What the school list asks for when the form returns to it. */
const theList = {
  "GET /v1/super-admin/school/list": { data: [], total: 0 },
  "GET /v1/super-admin/school/attendance-summary": { data: [] },
};

describe("School form: finish", () => {
  it("shows no required-field error under the principal's fields while they are locked", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("school_name", "Green Valley School");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Country is required")).toBeInTheDocument();
    expect(screen.queryByText("First name is required")).toBeNull();
    expect(field("first_name")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("writes the file limits in megabytes", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    expect(await screen.findByText(/png, jpg, jpeg, webp; up to 5 MB/)).toBeInTheDocument();
    expect(screen.getByText(/up to 10 files of 10 MB each/)).toBeInTheDocument();
  });

  it("refuses a document already added (same name and size) with a message", async () => {
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    const pdf = () => new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
    await userEvent.upload(field("school_documents") as HTMLInputElement, pdf());
    await screen.findByRole("button", { name: "Remove licence.pdf" });
    await userEvent.upload(field("school_documents") as HTMLInputElement, pdf());
    expect(await screen.findByText("licence.pdf has already been added")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Remove licence.pdf" })).toHaveLength(1);
  });

  it("sends one request however fast Save is clicked twice, and is disabled until it settles", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { dataProvider, calls } = fakeApi({
      ...lookups,
      "POST /v1/super-admin/school/register": async () => {
        await held;
        return saved("School registered successfully");
      },
      ...theList,
    });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    await fillSchool();
    await waitFor(() => expect(field("first_name")).toBeEnabled());
    fillRest();
    const save = screen.getByRole("button", { name: "Save" });
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).toBeDisabled());
    release();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/school$/));
    expect(calls.filter((c) => c.url.endsWith("/register"))).toHaveLength(1);
    // The whole form filled and saved: more than the default on a busy machine.
  }, 60_000);

  it("asks before leaving with unsaved changes, and stays when the user cancels", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { dataProvider } = fakeApi(lookups);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("school_name", "Half-typed School");
    await userEvent.click(screen.getByRole("link", { name: "Back" }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("location")).toHaveTextContent("/school/add/new");
    expect(field("school_name")).toHaveValue("Half-typed School");
  });

  it("lets the way to sign-in through when the session ended, and keeps the draft", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { dataProvider } = fakeApi({ ...lookups, ...theList });
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("school_name", "Half-typed School");
    sessionExpiry.set(true);
    await userEvent.click(screen.getByRole("link", { name: "Back" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/school$/));
    expect(confirm).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("rollcall.schoolDraft:/school/add/new")).toContain(
      "Half-typed School",
    );
  });

  it("says after a session ended that the chosen files must be added again", async () => {
    const { dataProvider } = fakeApi(lookups);
    const first = render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    set("school_name", "Draft School");
    const pdf = new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
    await userEvent.upload(field("school_documents") as HTMLInputElement, pdf);
    await screen.findByRole("button", { name: "Remove licence.pdf" });
    sessionExpiry.set(true);
    first.unmount();

    sessionExpiry.set(false);
    render(<SchoolsHarness path="/school/add/new" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Add School" });
    expect(field("school_name")).toHaveValue("Draft School");
    expect(
      screen.getByText(
        "Files chosen before your session ended could not be kept: please add them again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove licence.pdf" })).toBeNull();
  });
});
