import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError, localStorageStore } from "ra-core";
import { hexToRgb } from "@mui/material/styles";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInEntry } from "../../../src/login/SignInEntry";
import { createAuthProvider } from "../../../src/providers/authProvider";
import { envelope, fakeHttp } from "../providers/fakeHttp";
import { signedInAdmin } from "../../contract/fixtures";
import { palettes } from "../../../src/themeOptions";

/** The sign-in entry over the real authProvider and a fake API answering `answers` by path. */
function renderEntry(answers: Record<string, unknown>) {
  const { client, calls } = fakeHttp(
    (url) => answers[url] ?? new HttpError(`No answer: ${url}`, 500),
  );
  const prepareConsole = vi.fn();
  const loadConsole = vi.fn(async () => undefined);
  const onSignedIn = vi.fn();
  render(
    <SignInEntry
      authProvider={createAuthProvider("", client)}
      prepareConsole={prepareConsole}
      loadConsole={loadConsole}
      onSignedIn={onSignedIn}
    />,
  );
  return { calls, prepareConsole, loadConsole, onSignedIn };
}

describe("The sign-in entry", () => {
  it("signs in through the authProvider, keeps the session and hands over to the console", async () => {
    const { calls, prepareConsole, loadConsole, onSignedIn } = renderEntry({
      "/v1/super-admin/login": envelope(signedInAdmin, "Login successful"),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    // The console is readied while the user types, and loaded as they sign in.
    expect(prepareConsole).toHaveBeenCalledTimes(1);
    expect(loadConsole).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(loadConsole).toHaveBeenCalled();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/dashboard"));
    expect(await screen.findByRole("status")).toHaveTextContent("Login successful");
    expect(calls[0].request.headers?.Authorization).toBe(`Basic ${btoa("admin:secret")}`);
    expect(localStorage.getItem("token")).toBe("t-1");
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toMatchObject({ username: "admin" });
  });

  it("says why a sign-in failed and gives the password field back, empty", async () => {
    const { onSignedIn } = renderEntry({
      "/v1/super-admin/login": new HttpError("Invalid username or password.", 401),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password.");
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue("");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("asks for the code when two-factor sign-in is on, and shows a wrong code at its field", async () => {
    const answers: Record<string, unknown> = {
      "/v1/super-admin/login": envelope(
        { mfa_required: true, challenge: "ch-1", expires_in: 300 },
        "Enter the code",
      ),
      "/v1/super-admin/login/two-factor": new HttpError("Wrong code", 400, {
        errors: { code: "The code is not right" },
      }),
    };
    const { calls, onSignedIn } = renderEntry(answers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    const code = await screen.findByLabelText(/Authentication code/);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The code is not right")).toBeInTheDocument();
    expect(calls.at(-1)?.request.body).toEqual({ challenge: "ch-1", code: "123456" });

    answers["/v1/super-admin/login/two-factor"] = envelope(signedInAdmin, "Login successful");
    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/dashboard"));
    expect(localStorage.getItem("token")).toBe("t-1");
  });

  it("sends a visitor who is already signed in straight to the dashboard", async () => {
    localStorage.setItem("token", "t-0");
    const { onSignedIn } = renderEntry({});
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/dashboard"));
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
  });
});

describe("The sign-in entry's theme", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The system's light or dark setting, as the browser answers MUI's media query. */
  const systemDark = (dark: boolean) =>
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("prefers-color-scheme: dark") && dark,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));

  /** The page's background, as CssBaseline paints it from the theme. */
  const background = async () => {
    renderEntry({});
    await screen.findByLabelText(/Username/);
    return getComputedStyle(document.body).backgroundColor;
  };

  it("is the one chosen in the console (react-admin's store, key `theme`)", async () => {
    systemDark(false);
    localStorageStore().setItem("theme", "dark");
    expect(await background()).toBe(hexToRgb(palettes.dark.background.default));
  });

  it("follows the system's dark setting when none was chosen", async () => {
    systemDark(true);
    expect(await background()).toBe(hexToRgb(palettes.dark.background.default));
  });

  it("stays light on a dark system when light was chosen", async () => {
    systemDark(true);
    localStorageStore().setItem("theme", "light");
    expect(await background()).toBe(hexToRgb(palettes.light.background.default));
  });
});
