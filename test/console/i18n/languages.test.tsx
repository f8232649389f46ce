import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuthProvider } from "react-admin";
import { App } from "../../../src/App";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { fakeAuthProvider } from "../harness";
import { app as hindiApp } from "../../../src/i18n/hi/app";

/** Every call of the shell and the dashboard (the bell, the summary) stays on its way. */
const dataProvider = new Proxy(
  {},
  { get: () => () => new Promise(() => {}) },
) as RollcallDataProvider;

const authProvider: AuthProvider = {
  ...fakeAuthProvider,
  getIdentity: async () => ({ id: 1, fullName: "Asha Rao" }),
};

/** The store's key for the language, as react-admin's localStorageStore writes it. */
const storedLocale = () => JSON.parse(localStorage.getItem("RaStore.locale") ?? "null");

/** A phone's width for MUI's media queries (jsdom has none, which reads as a desktop). */
const onPhone = () => {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("max-width"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }) as unknown as MediaQueryList;
};

const openConsole = (auth = authProvider) => {
  window.history.replaceState(null, "", "/dashboard");
  render(<App dataProvider={dataProvider} authProvider={auth} />);
};

const sidebar = () => screen.findByRole("navigation", { name: /Dashboard|डैशबोर्ड|ڈیش بورڈ/ });

describe("the console's language", () => {
  afterEach(async () => {
    // The catalogue in use is the module's, shared by the tests: back to English.
    await act(() => i18nProvider.changeLocale("en"));
    // @ts-expect-error jsdom has no matchMedia: each test starts on a desktop again.
    delete window.matchMedia;
    window.history.replaceState(null, "", "/");
    document.documentElement.removeAttribute("lang");
    document.documentElement.removeAttribute("dir");
  });

  it("opens in English whatever the browser's language, left to right", async () => {
    openConsole();
    expect(await sidebar()).toHaveTextContent("Dashboard");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("is chosen in the header on a desktop, remembered in the store, and sets <html lang dir>", async () => {
    openConsole();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "English" }));
    await user.click(await screen.findByRole("menuitem", { name: "हिन्दी" }));
    expect(storedLocale()).toBe("hi");
    await waitFor(() => expect(document.documentElement).toHaveAttribute("lang", "hi"));
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(await sidebar()).toHaveTextContent("डैशबोर्ड");

    await user.click(await screen.findByRole("button", { name: "हिन्दी" }));
    await user.click(await screen.findByRole("menuitem", { name: "اردو" }));
    expect(storedLocale()).toBe("ur");
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(document.documentElement).toHaveAttribute("lang", "ur");
    expect(await sidebar()).toHaveTextContent("ڈیش بورڈ");
  });

  it("is chosen in the user menu on a phone, where the header has no room for it", async () => {
    onPhone();
    openConsole();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /open the user menu/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "English" })).toHaveClass("Mui-selected");
    expect(screen.queryByRole("button", { name: "English" })).toBeNull();
    await user.click(within(menu).getByRole("menuitem", { name: "اردو" }));
    expect(storedLocale()).toBe("ur");
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(document.documentElement).toHaveAttribute("lang", "ur");
  });

  it("opens in the language stored in this browser (a reload, or a sign-in in Hindi)", async () => {
    localStorage.setItem("RaStore.locale", JSON.stringify("hi"));
    openConsole();
    expect(await sidebar()).toHaveTextContent("डैशबोर्ड");
    expect(document.documentElement).toHaveAttribute("lang", "hi");
  });

  it("draws Urdu right to left from the first frame, with English where its catalogue has nothing", async () => {
    localStorage.setItem("RaStore.locale", JSON.stringify("ur"));
    openConsole();
    expect(document.documentElement).not.toHaveAttribute("dir", "ltr");
    expect(await sidebar()).toHaveTextContent("ڈیش بورڈ");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    // Not in the Urdu catalogue: English, and no missing-key error (which would fail this test),
    // isolated so that it reads left to right in the right-to-left page.
    expect(await screen.findByText("\u2068Analytics Dashboard\u2069")).toBeInTheDocument();
  });

  it("stays in the chosen language after signing out, on the sign-in page and for the next sign-in", async () => {
    let signedIn = true;
    const auth: AuthProvider = {
      ...authProvider,
      logout: async () => {
        signedIn = false;
      },
      checkAuth: async () => (signedIn ? undefined : Promise.reject(new Error("signed out"))),
    };
    localStorage.setItem("RaStore.locale", JSON.stringify("hi"));
    openConsole(auth);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /उपयोगकर्ता मेनू खोलें/ }));
    await user.click(await screen.findByRole("menuitem", { name: hindiApp.user_menu.logout }));
    expect(await screen.findByLabelText(/पासवर्ड/, { selector: "input" })).toBeInTheDocument();
    const choice = screen.getByRole("group", { name: hindiApp.language });
    expect(within(choice).getByRole("button", { name: "हिन्दी" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(storedLocale()).toBe("hi");
    expect(document.documentElement).toHaveAttribute("lang", "hi");
  });
});
