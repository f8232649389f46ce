import { describe, expect, it } from "vitest";
import { Route } from "react-router-dom";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ScreenHarness, type Call } from "../harness";
import { TwoFactorSection } from "../../../src/profile/TwoFactorSection";

/** The two-factor section over a fake API whose `path` answer is held until released. */
function renderHeld(enabled: boolean, path: string, answer: { data: unknown; message?: string }) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = fakeApi({
    "GET /v1/super-admin/two-factor": { data: { enabled, recovery_codes_left: 10 } },
    "POST /v1/super-admin/two-factor/setup": {
      data: {
        secret: "JBSWY3DPEHPK3PXP",
        otpauth_uri: "otpauth://totp/Rollcall:admin?secret=JBSWY3DPEHPK3PXP&issuer=Rollcall",
      },
    },
    [`POST ${path}`]: async () => {
      await held;
      return answer;
    },
  });
  render(
    <ScreenHarness
      path="/profile"
      dataProvider={api.dataProvider}
      routes={<Route path="/profile" element={<TwoFactorSection />} />}
    />,
  );
  const sent = () => api.calls.filter((c: Call) => c.url === path);
  return { sent, release };
}

describe("Profile: two-factor sign-in, a double click", () => {
  it("turns on with one request however fast 'Turn on' is clicked twice", async () => {
    const { sent, release } = renderHeld(false, "/v1/super-admin/two-factor/enable", {
      data: { recovery_codes: ["abcd-efgh-ijkl-mnop"] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor sign-in" });
    await user.type(await within(dialog).findByLabelText(/6-digit code/), "123456");
    const submit = within(dialog).getByRole("button", { name: "Turn on" });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent()).toHaveLength(1);
    release();
    expect(await screen.findByRole("list", { name: "Save your recovery codes" })).toBeVisible();
    expect(sent()).toHaveLength(1);
  });

  it("turns off with one request however fast 'Turn off' is clicked twice", async () => {
    const { sent, release } = renderHeld(true, "/v1/super-admin/two-factor/disable", {
      data: null,
      message: "Two-factor sign-in is turned off",
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in" });
    await user.type(within(dialog).getByLabelText(/Password/), "right-password");
    await user.type(within(dialog).getByLabelText(/6-digit code/), "123456");
    const submit = within(dialog).getByRole("button", { name: "Turn off" });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(sent()).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent()).toHaveLength(1);
  });
});
