import { describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AdminContext, useAuthState, type AuthProvider } from "react-admin";
import { render, screen } from "@testing-library/react";
import { RequireSession } from "../../../src/layout/RequireSession";
import { i18nProvider } from "../../../src/providers/i18nProvider";

const SignIn = () => {
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  return <p>Sign-in, then {`${state?.nextPathname}${state?.nextSearch}`}</p>;
};

/** Shows once the session is answered, in the render that brings the answer. */
const Answered = () => (useAuthState().isPending ? null : <p>Answered</p>);

function renderAt(path: string, checkAuth: AuthProvider["checkAuth"]) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <Answered />
        <Routes>
          <Route path="/" element={<SignIn />} />
          <Route
            path="*"
            element={
              <RequireSession>
                <p>The screen</p>
              </RequireSession>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("A screen of the shell", () => {
  it("shows when the authProvider says the user is signed in, whatever the storage holds", async () => {
    const checkAuth = vi.fn(async () => undefined);
    renderAt("/school", checkAuth);
    expect(await screen.findByText("The screen")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(checkAuth).toHaveBeenCalled();
  });

  it("sends to sign-in, keeping the page asked for, when the authProvider refuses", async () => {
    // A token in storage that the integrator's authProvider does not accept.
    localStorage.setItem("token", "stale");
    renderAt("/school?page=2", async () => {
      throw new Error("Not signed in");
    });
    expect(await screen.findByText("Sign-in, then /school?page=2")).toBeInTheDocument();
    expect(screen.queryByText("The screen")).toBeNull();
  });

  it("builds the screen in a render after the one that brings the answer", async () => {
    // What the page showed after each render: the answer alone, then the screen.
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ""));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderAt("/school", async () => undefined);
    expect(await screen.findByText("The screen")).toBeInTheDocument();
    observer.disconnect();
    expect(shown.find((text) => text.includes("Answered"))).toBe("Answered");
  });
});
