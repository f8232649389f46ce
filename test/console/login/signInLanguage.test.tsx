import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "ra-core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInEntry } from "../../../src/login/SignInEntry";
import { createAuthProvider } from "../../../src/providers/authProvider";
import { fakeHttp } from "../providers/fakeHttp";

/** The sign-in entry, signed out (the API refuses every call). */
function renderEntry() {
  const { client } = fakeHttp(() => new HttpError("Unauthorized", 401));
  render(
    <SignInEntry
      authProvider={createAuthProvider("", client)}
      prepareConsole={vi.fn()}
      loadConsole={vi.fn(async () => undefined)}
      onSignedIn={vi.fn()}
    />,
  );
}

/** The store's key for the language, as react-admin's localStorageStore writes it. */
const storedLocale = () => JSON.parse(localStorage.getItem("RaStore.locale") ?? "null");

describe("The sign-in page's language", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("lang");
    document.documentElement.removeAttribute("dir");
  });

  it("is English at first, with a choice of each language in its own script", async () => {
    renderEntry();
    const choice = await screen.findByRole("group", { name: "Language" });
    expect(within(choice).getByRole("button", { name: "English" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(choice).getByRole("button", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
    expect(within(choice).getByRole("button", { name: "اردو" })).toHaveAttribute("lang", "ur");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("loads Hindi when chosen and keeps the choice in the console's store, for the console", async () => {
    renderEntry();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "हिन्दी" }));
    expect(await screen.findByLabelText(/पासवर्ड/, { selector: "input" })).toBeInTheDocument();
    expect(storedLocale()).toBe("hi");
    // <html lang> is set by an effect once the catalogue is on screen, not in the same render.
    await waitFor(() => expect(document.documentElement).toHaveAttribute("lang", "hi"));
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("turns the page right to left for Urdu, with English where its catalogue has nothing", async () => {
    localStorage.setItem("RaStore.locale", JSON.stringify("ur"));
    renderEntry();
    expect(await screen.findByLabelText(/پاس ورڈ/, { selector: "input" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "زبان" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(document.documentElement).toHaveAttribute("lang", "ur");
    // Not in the Urdu catalogue: English, unreported (an error would fail this test), and
    // isolated so that it reads left to right in the right-to-left page.
    expect(screen.getByPlaceholderText("\u2068admin\u2069")).toBeInTheDocument();
  });
});
