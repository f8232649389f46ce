import { describe, expect, it } from "vitest";
import { Route } from "react-router-dom";
import { HttpError } from "react-admin";
import { screen, render, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfilePage } from "../../../src/profile/ProfilePage";
import { expectedErrorLog, fakeApi, ScreenHarness, type Answer } from "../harness";

/** Types a value into a field as one paste (typing key by key is slow and tells nothing more). */
async function typeInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

const PROFILE = {
  first_name: "Super",
  middle_name: null,
  last_name: "Admin",
  email: "admin@rollcall.example",
  phone_number: "9876543210",
};

function api(change: Answer = { data: null, message: "OK" }) {
  return fakeApi({
    "GET /v1/super-admin/profile": { data: PROFILE },
    // The profile page's security sections load beside the dialog.
    "GET /v1/super-admin/two-factor": { data: { enabled: false, recovery_codes_left: 0 } },
    "GET /v1/super-admin/sessions": { data: [] },
    "POST /v1/super-admin/change-password": change,
  });
}

async function openDialog(dataProvider: ReturnType<typeof api>["dataProvider"]) {
  render(
    <ScreenHarness
      path="/profile-dashboard"
      dataProvider={dataProvider}
      routes={<Route path="/profile-dashboard" element={<ProfilePage />} />}
    />,
  );
  await userEvent.click(await screen.findByRole("button", { name: "Change Password" }));
  return screen.findByRole("dialog", { name: "Change Password" });
}

const field = (dialog: HTMLElement, name: string) =>
  dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe("Change Password", () => {
  it("puts the cursor in the first field when it opens", async () => {
    const dialog = await openDialog(api().dataProvider);
    await waitFor(() => expect(field(dialog, "current_password")).toHaveFocus());
  });

  it("shows every failing rule at once, the mismatch too while the current password is empty", async () => {
    const { dataProvider, calls } = api();
    const dialog = await openDialog(dataProvider);
    const user = userEvent.setup();
    await typeInto(user, field(dialog, "new_pass"), "abcdef");
    await typeInto(user, field(dialog, "confirm_pass"), "abcdeg");
    await user.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(await within(dialog).findByText("Current password is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Passwords must be same as new password.")).toBeInTheDocument();
    expect(calls.filter((c) => c.request.method === "POST")).toHaveLength(0);
  });

  it("refuses the current password as the new one, at the new password's field", async () => {
    const { dataProvider, calls } = api();
    const dialog = await openDialog(dataProvider);
    const user = userEvent.setup();
    await typeInto(user, field(dialog, "current_password"), "same-secret");
    await typeInto(user, field(dialog, "new_pass"), "same-secret");
    await typeInto(user, field(dialog, "confirm_pass"), "same-secret");
    await user.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(
      await within(dialog).findByText("The new password must be different from the current one."),
    ).toBeInTheDocument();
    expect(field(dialog, "new_pass")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.request.method === "POST")).toHaveLength(0);
  });

  it("shows the rules under the fields with no 'form is not valid' toast over them", async () => {
    const dialog = await openDialog(api().dataProvider);
    await userEvent.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(await within(dialog).findByText("Current password is required")).toBeInTheDocument();
    // What the toaster would show is on screen by the time the button is usable again.
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Change Password" })).toBeEnabled(),
    );
    expect(screen.queryByText("The form is not valid. Please check for errors")).toBeNull();
  });

  it("hides and shows each password with its own toggle", async () => {
    const dialog = await openDialog(api().dataProvider);
    expect(field(dialog, "new_pass")).toHaveAttribute("type", "password");
    const toggles = within(dialog).getAllByRole("button", { name: /show/i });
    expect(toggles).toHaveLength(3);
    await userEvent.click(toggles[1]);
    expect(field(dialog, "new_pass")).toHaveAttribute("type", "text");
    expect(field(dialog, "current_password")).toHaveAttribute("type", "password");
  });

  it("sends one request however fast the button is clicked twice, and is disabled until it settles", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { dataProvider, calls } = api(async () => {
      await held;
      return { data: null, message: "OK" };
    });
    const dialog = await openDialog(dataProvider);
    const user = userEvent.setup();
    await typeInto(user, field(dialog, "current_password"), "old-secret");
    await typeInto(user, field(dialog, "new_pass"), "new-secret");
    await typeInto(user, field(dialog, "confirm_pass"), "new-secret");
    const submit = within(dialog).getByRole("button", { name: "Change Password" });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();
    expect(await screen.findByText("Password Changed Successfully!")).toBeInTheDocument();
    expect(calls.filter((c) => c.request.method === "POST")).toHaveLength(1);
    expect(calls.find((c) => c.request.method === "POST")!.request.body).toEqual({
      current_password: "old-secret",
      password: "new-secret",
    });
  });

  it("shows a wrong current password under its field and keeps the dialog open", async () => {
    const wrong = new HttpError("The current password is not correct.", 400, {
      status: false,
      code: 400,
      message: "The current password is not correct.",
      errors: { current_password: "The current password is not correct." },
    });
    const logged = expectedErrorLog();
    const { dataProvider } = api(wrong);
    const dialog = await openDialog(dataProvider);
    const user = userEvent.setup();
    await typeInto(user, field(dialog, "current_password"), "not-it");
    await typeInto(user, field(dialog, "new_pass"), "new-secret");
    await typeInto(user, field(dialog, "confirm_pass"), "new-secret");
    await user.click(within(dialog).getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(field(dialog, "current_password")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getAllByText("The current password is not correct.")).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: "Change Password" })).toBeInTheDocument();
    logged.expectOnly(wrong);
  });
});
