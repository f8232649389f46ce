import { describe, expect, it, vi } from "vitest";
import { Route } from "react-router-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectedErrorLog, fakeApi, ScreenHarness, type Reply } from "../harness";
import { SessionsSection } from "../../../src/profile/SessionsSection";
import { TwoFactorSection } from "../../../src/profile/TwoFactorSection";
import { HttpError } from "react-admin";

const sessions = [
  {
    id: "s-current",
    browser: "Chrome 131",
    os: "Windows 10",
    client_address: "192.0.2.2",
    signed_in_at: "2026-03-15T09:02:00.000Z",
    last_seen_at: "2026-03-15T09:05:00.000Z",
    current: true,
  },
  {
    id: "s-laptop",
    browser: "Firefox 133",
    os: "Linux",
    client_address: "192.0.2.1",
    signed_in_at: "2026-03-14T08:00:00.000Z",
    last_seen_at: "2026-03-14T10:00:00.000Z",
    current: false,
  },
];

function renderSection(element: React.ReactElement, api: ReturnType<typeof fakeApi>) {
  return render(
    <ScreenHarness
      path="/profile"
      dataProvider={api.dataProvider}
      routes={<Route path="/profile" element={element} />}
    />,
  );
}

describe("Profile: active sessions", () => {
  it("lists each session with browser, system and address, and marks this one", async () => {
    const api = fakeApi({ "GET /v1/super-admin/sessions": { data: sessions } });
    renderSection(<SessionsSection />, api);
    const current = (await screen.findByText(/Chrome 131 · Windows 10/)).closest("tr")!;
    expect(within(current).getByText("This session")).toBeInTheDocument();
    expect(within(current).getByText("192.0.2.2")).toBeInTheDocument();
    expect(within(current).queryByRole("button", { name: /End the session/ })).toBeNull();
    const laptop = screen.getByText(/Firefox 133 · Linux/).closest("tr")!;
    expect(within(laptop).queryByText("This session")).toBeNull();
    expect(within(laptop).getByText("192.0.2.1")).toBeInTheDocument();
  });

  it("ends another session, and all others after confirming", async () => {
    const api = fakeApi({
      "GET /v1/super-admin/sessions": { data: sessions },
      "DELETE /v1/super-admin/sessions/": { data: null, message: "The session is ended" },
      "DELETE /v1/super-admin/sessions": { data: null, message: "Your other sessions are ended" },
    });
    renderSection(<SessionsSection />, api);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "End the session on Firefox 133 · Linux" }),
    );
    await screen.findByText("The session is ended");
    expect(
      api.calls.some(
        (c) => c.request.method === "DELETE" && c.url === "/v1/super-admin/sessions/s-laptop",
      ),
    ).toBe(true);
    await user.click(screen.getByRole("button", { name: "End all other sessions" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await screen.findByText("Your other sessions are ended");
    expect(
      api.calls.some((c) => c.request.method === "DELETE" && c.url === "/v1/super-admin/sessions"),
    ).toBe(true);
  });
});

describe("Profile: two-factor sign-in", () => {
  it("turns on with a QR code and a first code, then shows the recovery codes once", async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${i}q`);
    let enabled = false;
    const wrongCode = new HttpError("The code is not correct.", 400, {
      errors: { code: "The code is not correct." },
    });
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": () => ({
        data: { enabled, recovery_codes_left: enabled ? 10 : 0 },
      }),
      "POST /v1/super-admin/two-factor/setup": {
        data: {
          secret: "JBSWY3DPEHPK3PXP",
          otpauth_uri: "otpauth://totp/Rollcall:admin?secret=JBSWY3DPEHPK3PXP&issuer=Rollcall",
        },
      },
      "POST /v1/super-admin/two-factor/enable": (call) => {
        if ((call.request.body as { code: string }).code !== "123456") return wrongCode;
        enabled = true;
        return { data: { recovery_codes: codes } };
      },
    });
    renderSection(<TwoFactorSection />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor sign-in" });
    const qr = await within(dialog).findByRole("img", {
      name: "QR code of the two-factor sign-in secret",
    });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText(/JBSWY3DPEHPK3PXP/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));
    expect(await within(dialog).findByText("Code is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/6-digit code/), "654321");
    const log = expectedErrorLog();
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));
    expect(await within(dialog).findAllByText("The code is not correct.")).not.toHaveLength(0);
    log.expectOnly(wrongCode);
    await user.clear(within(dialog).getByLabelText(/6-digit code/));
    await user.type(within(dialog).getByLabelText(/6-digit code/), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));
    const list = await screen.findByRole("list", { name: "Save your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole("button", { name: "I have saved these codes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      await screen.findByText("Two-factor sign-in is on. 10 recovery codes left."),
    ).toBeInTheDocument();
    expect(screen.queryByText(codes[0])).toBeNull();
  });

  it("counts the recovery codes left in words made for the count", async () => {
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": { data: { enabled: true, recovery_codes_left: 1 } },
    });
    renderSection(<TwoFactorSection />, api);
    expect(
      await screen.findByText("Two-factor sign-in is on. 1 recovery code left."),
    ).toBeInTheDocument();
  });

  it("turns off with the password and a code, showing a wrong password under its field", async () => {
    let enabled = true;
    const wrongPassword = new HttpError("The password is not correct.", 400, {
      errors: { password: "The password is not correct." },
    });
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": () => ({
        data: { enabled, recovery_codes_left: enabled ? 10 : 0 },
      }),
      "POST /v1/super-admin/two-factor/disable": (call) => {
        if ((call.request.body as { password: string }).password !== "right-password") {
          return wrongPassword;
        }
        enabled = false;
        return { data: null, message: "Two-factor sign-in is turned off" };
      },
    });
    renderSection(<TwoFactorSection />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in" });
    await user.type(within(dialog).getByLabelText(/Password/), "wrong-password");
    await user.type(within(dialog).getByLabelText(/6-digit code/), "123456");
    const log = expectedErrorLog();
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    // Under its field, and as the toast.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Password/)).toHaveAccessibleDescription(
        "The password is not correct.",
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByText("The password is not correct.")).toHaveLength(2),
    );
    log.expectOnly(wrongPassword);
    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), "right-password");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Two-factor sign-in is turned off")).toBeInTheDocument();
    expect(await screen.findByText(/Two-factor sign-in is off\./)).toBeInTheDocument();
  });
});

const INVALID_FORM = "The form is not valid. Please check for errors";

/**
 * Two clicks as a browser's double click delivers them: between them, React has rendered what
 * the first one changed and promises have settled, but no timer has run yet.
 */
async function doubleClick(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  fireEvent.click(element);
}

/** An answer the server holds until the test lets it go: the request is on its way meanwhile. */
function held(answer: Reply | HttpError) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    answer: async () => {
      await gate;
      return answer;
    },
    release: () => act(async () => release()),
  };
}

const countOf = (api: ReturnType<typeof fakeApi>, method: string, url: string) =>
  api.calls.filter((c) => c.request.method === method && c.url === url).length;

describe("Profile: a double click sends one request", () => {
  it("ends one other session once", async () => {
    const ended = held({ data: null, message: "The session is ended" });
    const api = fakeApi({
      "GET /v1/super-admin/sessions": { data: sessions },
      "DELETE /v1/super-admin/sessions/": ended.answer,
    });
    renderSection(<SessionsSection />, api);
    await doubleClick(
      await screen.findByRole("button", { name: "End the session on Firefox 133 · Linux" }),
    );
    await ended.release();
    await screen.findByText("The session is ended");
    expect(countOf(api, "DELETE", "/v1/super-admin/sessions/s-laptop")).toBe(1);
  });

  it("starts turning two-factor sign-in on once, and sends its first code once", async () => {
    const wrongCode = new HttpError("The code is not correct.", 400, {
      errors: { code: "The code is not correct." },
    });
    const setup = held({
      data: { secret: "JBSWY3DPEHPK3PXP", otpauth_uri: "otpauth://totp/Rollcall:admin" },
    });
    const enable = held(wrongCode);
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": { data: { enabled: false, recovery_codes_left: 0 } },
      "POST /v1/super-admin/two-factor/setup": setup.answer,
      "POST /v1/super-admin/two-factor/enable": enable.answer,
    });
    renderSection(<TwoFactorSection />, api);
    await doubleClick(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    await setup.release();
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor sign-in" });
    expect(countOf(api, "POST", "/v1/super-admin/two-factor/setup")).toBe(1);
    fireEvent.change(within(dialog).getByLabelText(/6-digit code/), {
      target: { value: "654321" },
    });
    const log = expectedErrorLog();
    await doubleClick(within(dialog).getByRole("button", { name: "Turn on" }));
    await enable.release();
    expect(await within(dialog).findAllByText("The code is not correct.")).not.toHaveLength(0);
    log.expectOnly(wrongCode);
    expect(countOf(api, "POST", "/v1/super-admin/two-factor/enable")).toBe(1);
  });

  it("sends turning two-factor sign-in off once", async () => {
    const disable = held({ data: null, message: "Two-factor is off" });
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": { data: { enabled: true, recovery_codes_left: 10 } },
      "POST /v1/super-admin/two-factor/disable": disable.answer,
    });
    renderSection(<TwoFactorSection />, api);
    fireEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in" });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: "secret" } });
    fireEvent.change(within(dialog).getByLabelText(/6-digit code/), {
      target: { value: "123456" },
    });
    await doubleClick(within(dialog).getByRole("button", { name: "Turn off" }));
    await disable.release();
    await screen.findByText("Two-factor is off");
    expect(countOf(api, "POST", "/v1/super-admin/two-factor/disable")).toBe(1);
  });
});

describe("Profile: the two-factor dialogs' rules", () => {
  it("shows the rules under the fields with no 'form is not valid' toast", async () => {
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": { data: { enabled: true, recovery_codes_left: 10 } },
    });
    renderSection(<TwoFactorSection />, api);
    await userEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(dialog).findByText("Code is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Password is required")).toBeInTheDocument();
    // What the toaster would show is on screen by the time the buttons are usable again.
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Turn off" })).toBeEnabled(),
    );
    expect(screen.queryByText(INVALID_FORM)).toBeNull();
  });
});

describe("Profile: the recovery codes", () => {
  async function showCodes() {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${i}q`);
    const api = fakeApi({
      "GET /v1/super-admin/two-factor": { data: { enabled: false, recovery_codes_left: 0 } },
      "POST /v1/super-admin/two-factor/setup": {
        data: { secret: "JBSWY3DPEHPK3PXP", otpauth_uri: "otpauth://totp/Rollcall:admin" },
      },
      "POST /v1/super-admin/two-factor/enable": { data: { recovery_codes: codes } },
    });
    renderSection(<TwoFactorSection />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor sign-in" });
    await user.type(within(dialog).getByLabelText(/6-digit code/), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));
    await screen.findByRole("list", { name: "Save your recovery codes" });
    return { codes, user, dialog: screen.getByRole("dialog") };
  }

  it("copies them to the clipboard and says so", async () => {
    const { codes, user, dialog } = await showCodes();
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Recovery codes copied to the clipboard")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.join("\n"));
  });

  it("says so where the browser has no clipboard, for the user to copy them by hand", async () => {
    const { user, dialog } = await showCodes();
    // As on an http address other than localhost.
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue(undefined as unknown as Clipboard);
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(
      await screen.findByText("The codes could not be copied. Select them and copy them by hand."),
    ).toBeInTheDocument();
  });

  it("prints them", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const { user, dialog } = await showCodes();
    await user.click(within(dialog).getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe("Profile: the sessions' dates", () => {
  it("are written day/month/year with the time, each on one line", async () => {
    const api = fakeApi({ "GET /v1/super-admin/sessions": { data: sessions } });
    renderSection(<SessionsSection />, api);
    const row = (await screen.findByText(/Firefox 133 · Linux/)).closest("tr")!;
    const dates = within(row)
      .getAllByText(/^\d{2}\/\d{2}\/2026, \d{2}:\d{2}$/)
      .map((cell) => [cell.textContent!.slice(0, 10), getComputedStyle(cell).whiteSpace]);
    expect(dates).toEqual([
      ["14/03/2026", "nowrap"],
      ["14/03/2026", "nowrap"],
    ]);
  });
});
