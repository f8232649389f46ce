import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi, type Answer } from "../harness";
import { BoardAdminsHarness } from "./harness";

/** Types a value into a field as one paste (typing key by key is slow and tells nothing more). */
async function typeInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

const MAIN_BOARDS = [
  {
    main_board_id: 1,
    name: "CBSE",
    sub_boards: [
      { board_id: 11, name: "CBSE Delhi" },
      { board_id: 12, name: "CBSE Pune" },
    ],
  },
  { main_board_id: 2, name: "Kerala Board", sub_boards: [{ board_id: 21, name: "Kerala HSE" }] },
];

function api(create: Answer = { data: {}, message: "OK" }) {
  return fakeApi({
    "GET /v1/static/main-boards": { data: MAIN_BOARDS },
    "POST /v1/super-admin/school/board-admin/create": create,
    "GET /v1/super-admin/school/board-admin/list": { data: [], total: 0 },
  });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function choose(label: string, option: string) {
  // A select shows as a disabled text field while its choices load.
  const select = await screen.findByRole("combobox", { name: label });
  await waitFor(() => expect(select).not.toHaveAttribute("aria-disabled"));
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await typeInto(user, input("username"), "meera.board");
  await typeInto(user, input("email"), "meera@board.example");
  await typeInto(user, input("phone"), "9876543210");
  await choose("Type", "Board");
  await choose("Main Board", "CBSE");
  await choose("Affiliation Divisional Board", "CBSE Pune");
  await typeInto(user, input("first_name"), "Meera");
  await typeInto(user, input("last_name"), "Nair");
}

describe("Create Board Admin", () => {
  it("keeps the divisional board disabled until a main board is chosen, then lists its sub-boards", async () => {
    const { dataProvider } = api();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    expect(await screen.findByRole("heading", { name: "Create Board Admin" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Board Management" })).toHaveAttribute(
      "href",
      "/boards",
    );
    // Found afresh each time: the select is replaced as the main board's boards load.
    const divisional = () => screen.getByRole("combobox", { name: "Affiliation Divisional Board" });
    expect(divisional()).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Choose a main board first")).toBeInTheDocument();

    await choose("Main Board", "CBSE");
    await waitFor(() => expect(divisional()).not.toHaveAttribute("aria-disabled"));
    expect(screen.queryByText("Choose a main board first")).toBeNull();
    fireEvent.mouseDown(divisional());
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["CBSE Delhi", "CBSE Pune"]);
    fireEvent.click(within(listbox).getByRole("option", { name: "CBSE Pune" }));
    await waitFor(() => expect(input("board_id").value).toBe("12"));

    // Another main board clears the divisional board and offers that board's sub-boards.
    await choose("Main Board", "Kerala Board");
    await waitFor(() => expect(input("board_id").value).toBe(""));
    await waitFor(() => expect(divisional()).not.toHaveAttribute("aria-disabled"));
    fireEvent.mouseDown(divisional());
    const next = await screen.findByRole("listbox");
    expect(
      within(next)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Kerala HSE"]);
  });

  it("says under the main board when the main boards could not be read", async () => {
    const failure = new HttpError(
      "Cannot reach the server. Check your connection and try again.",
      0,
    );
    const logged = expectedErrorLog();
    const { dataProvider } = fakeApi({ "GET /v1/static/main-boards": failure });
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    expect(
      await screen.findByText("Cannot reach the server. Check your connection and try again."),
    ).toBeInTheDocument();
    logged.expectOnly(failure);
  });

  it("shows each rule's message under its field and sends nothing", async () => {
    const { dataProvider, calls } = api();
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    await typeInto(user, await waitFor(() => input("username")), "ab");
    await typeInto(user, input("phone"), "123");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    for (const message of [
      "Must be at least 3 characters",
      "Email is required",
      "Phone number must be valid 10 digits number",
      "Type is required",
      "Main board is required",
      "Affiliation board is required",
      "First name is required",
      "Last name is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.request.method === "POST")).toHaveLength(0);
  });

  it("sends the payload without empty fields, shows the one-time password, then returns to the list", async () => {
    const { dataProvider, calls } = api({
      data: { board_admin_id: 99, username: "meera.board", initial_password: "Abcd2345Efgh6789" },
      message: "Board admin created successfully",
    });
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Create Board Admin" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const dialog = await screen.findByRole("dialog", { name: "Board admin created" });
    expect(within(dialog).getByRole("textbox", { name: "Initial password" })).toHaveValue(
      "Abcd2345Efgh6789",
    );
    expect(screen.getByText("Board admin created successfully")).toBeInTheDocument();
    const post = calls.find((c) => c.request.method === "POST")!;
    expect(post.url).toBe("/v1/super-admin/school/board-admin/create");
    expect(post.request.body).toEqual({
      username: "meera.board",
      email: "meera@board.example",
      phone: "9876543210",
      type: "board",
      main_board_id: 1,
      board_id: 12,
      first_name: "Meera",
      last_name: "Nair",
    });

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/boards"));
  });

  it("shows a taken username under its field and as a toast, and stays on the form", async () => {
    const taken = new HttpError("This username is already taken", 409, {
      status: false,
      code: 409,
      message: "This username is already taken",
      errors: { username: "This username is already taken" },
    });
    // react-admin logs a failed call in development: that failure, and only it, is logged.
    const log = expectedErrorLog();
    const { dataProvider } = api(taken);
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Create Board Admin" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(screen.getAllByText("This username is already taken")).toHaveLength(2),
    );
    expect(input("username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("location")).toHaveTextContent("/create-board");
    log.expectOnly(taken);
  });

  it("sends one request however fast Submit is clicked twice, and is disabled until it settles", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { dataProvider, calls } = api(async () => {
      await held;
      return {
        data: { board_admin_id: 99, username: "meera.board", initial_password: "Abcd2345Efgh6789" },
        message: "Board admin created successfully",
      };
    });
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Create Board Admin" });
    await fillValid(user);
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();
    await screen.findByRole("dialog", { name: "Board admin created" });
    expect(calls.filter((c) => c.request.method === "POST")).toHaveLength(1);
  });

  it("keeps the one-time password on screen until its own button closes it (not Esc, not a click beside it)", async () => {
    const { dataProvider } = api({
      data: { board_admin_id: 99, username: "meera.board", initial_password: "Abcd2345Efgh6789" },
      message: "Board admin created successfully",
    });
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { name: "Create Board Admin" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Board admin created" });
    const password = within(dialog).getByRole("textbox", { name: "Initial password" });
    await waitFor(() => expect(password).toHaveFocus());
    await user.keyboard("{Escape}");
    fireEvent.click(document.querySelector(".MuiBackdrop-root")!);
    expect(screen.getByRole("dialog", { name: "Board admin created" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/create-board");
    expect(within(dialog).getByRole("button", { name: "Copy password" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/boards"));
  });

  it("asks before leaving with unsaved changes, and stays when the user cancels", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { dataProvider } = api();
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/create-board" dataProvider={dataProvider} />);
    await typeInto(user, await waitFor(() => input("username")), "meera");
    await user.click(screen.getByRole("link", { name: "Back to Board Management" }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("location")).toHaveTextContent("/create-board");
    expect(input("username")).toHaveValue("meera");

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("link", { name: "Back to Board Management" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/boards"));
  });
});
