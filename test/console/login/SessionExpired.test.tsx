import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "react-router-dom";
import { HttpError } from "react-admin";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { LoginPage } from "../../../src/login/LoginPage";
import { createAuthProvider } from "../../../src/providers/authProvider";
import type { HttpClient } from "../../../src/providers/httpClient";
import { sessionExpiry, withSessionExpiry } from "../../../src/providers/sessionExpiry";
import { schoolRoutes } from "../../../src/schools";
import { boardAdminRoutes } from "../../../src/boardAdmins";
import { expectedErrorLog, fakeApi, ScreenHarness } from "../harness";
import { lookups } from "../schools/fixtures";

beforeEach(() => {
  sessionStorage.clear();
  sessionExpiry.set(false);
  localStorage.setItem("token", "session");
  localStorage.setItem("user", JSON.stringify({ id: 1, first_name: "Super", last_name: "Admin" }));
});
afterEach(() => sessionExpiry.set(false));

const expired = () => new HttpError("Your session has ended.", 401, { status: false, code: 401 });

describe("An expired session", () => {
  it("goes to sign-in without asking, says why, and keeps what was typed for later", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    // The states of India answer 401: the session ended while the form was being filled.
    const failure = expired();
    const logged = expectedErrorLog();
    const { dataProvider } = fakeApi({ ...lookups, "GET /v1/static/state/1": failure });
    const unused: HttpClient = async () => {
      throw new Error("not called");
    };
    const authProvider = withSessionExpiry(createAuthProvider("", unused));
    render(
      <ScreenHarness
        path="/school/add/new"
        dataProvider={dataProvider}
        authProvider={authProvider}
        routes={[<Route key="/" path="/" element={<LoginPage />} />, ...schoolRoutes]}
      />,
    );
    await screen.findByRole("heading", { name: "Add School" });
    const name = document.querySelector<HTMLInputElement>('[name="school_name"]')!;
    fireEvent.change(name, { target: { value: "Half-typed School" } });
    const country = await waitFor(() => {
      const box = document
        .querySelector('[name="country_id"]')
        ?.parentElement?.querySelector<HTMLElement>('[role="combobox"]');
      expect(box).toBeTruthy();
      return box!;
    });
    fireEvent.mouseDown(country);
    fireEvent.click(
      within(await screen.findByRole("listbox")).getByRole("option", { name: "India" }),
    );

    expect(
      await screen.findByText("Your session has expired. Please sign in again."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    expect(confirm).not.toHaveBeenCalled();
    expect(localStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("rollcall.schoolDraft:/school/add/new")).toContain(
      "Half-typed School",
    );
    logged.expectOnly(failure);
    // A whole school form, a failed lookup and a sign-out: more than the default on a busy machine.
  }, 60_000);

  it("says only that the session expired when a create meets its end", async () => {
    const failure = expired();
    const logged = expectedErrorLog();
    const { dataProvider } = fakeApi({
      "GET /v1/static/main-boards": {
        data: [
          { main_board_id: 1, name: "CBSE", sub_boards: [{ board_id: 12, name: "CBSE Pune" }] },
        ],
      },
      "POST /v1/super-admin/school/board-admin/create": failure,
    });
    const unused: HttpClient = async () => {
      throw new Error("not called");
    };
    render(
      <ScreenHarness
        path="/create-board"
        dataProvider={dataProvider}
        authProvider={withSessionExpiry(createAuthProvider("", unused))}
        routes={[<Route key="/" path="/" element={<LoginPage />} />, ...boardAdminRoutes]}
      />,
    );
    await screen.findByRole("heading", { name: "Create Board Admin" });
    const type = (name: string, value: string) =>
      fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type("username", "meera.board");
    type("email", "meera@board.example");
    type("phone", "9876543210");
    type("first_name", "Meera");
    type("last_name", "Nair");
    for (const [label, option] of [
      ["Type", "Board"],
      ["Main Board", "CBSE"],
      ["Affiliation Divisional Board", "CBSE Pune"],
    ]) {
      const select = await screen.findByRole("combobox", { name: label });
      await waitFor(() => expect(select).not.toHaveAttribute("aria-disabled"));
      fireEvent.mouseDown(select);
      fireEvent.click(await screen.findByRole("option", { name: option }));
    }
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));

    expect(
      await screen.findByText("Your session has expired. Please sign in again."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    // Whatever the save's failure would have said has had its turn by the time the page is out.
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Create Board Admin" })).toBeNull(),
    );
    expect(screen.queryAllByRole("alert")).toEqual([]);
    logged.expectOnly(failure);
  }, 60_000);

  it("says nothing about expiry on a chosen sign-out", async () => {
    localStorage.clear();
    const { dataProvider } = fakeApi({});
    const unused: HttpClient = async () => {
      throw new Error("not called");
    };
    render(
      <ScreenHarness
        path="/"
        dataProvider={dataProvider}
        authProvider={withSessionExpiry(createAuthProvider("", unused))}
        routes={<Route path="/" element={<LoginPage />} />}
      />,
    );
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByText("Your session has expired. Please sign in again.")).toBeNull();
  });
});
