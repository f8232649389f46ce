import { describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { AdminContext, type AuthProvider } from "react-admin";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPage } from "../../../src/login/LoginPage";
import { MfaRequiredError } from "../../../src/providers/authProvider";
import { HttpError } from "react-admin";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { Toaster } from "../../../src/layout/Toaster";

const signedOut = async () => {
  throw new Error("Not signed in");
};

function renderLogin(
  login: AuthProvider["login"],
  checkAuth: AuthProvider["checkAuth"] = signedOut,
) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Routes>
        <Toaster />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("Login page", () => {
  it("clears and focuses the password after a failed sign-in", async () => {
    const login = vi.fn(async () => {
      throw new HttpError("Invalid username or password.", 401);
    });
    renderLogin(login);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await screen.findByText("Invalid username or password.");
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue("");
    expect(screen.getByLabelText(/Username/)).toHaveValue("admin");
  });

  it("takes the failed try's message away once the next try signs in", async () => {
    const login = vi
      .fn<AuthProvider["login"]>()
      .mockRejectedValueOnce(new HttpError("Invalid username or password.", 401))
      .mockResolvedValueOnce({ message: "Login successful" });
    renderLogin(login, async () => {
      if (login.mock.results.length < 2) throw new Error("Not signed in");
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await screen.findByText("Invalid username or password.");
    await user.type(screen.getByLabelText(/^Password/), "right");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
    expect(screen.queryByText("Invalid username or password.")).toBeNull();
  });

  it("asks for the code after the password when two-factor sign-in is on", async () => {
    const login = vi.fn(async (params: Record<string, string>) => {
      if ("challenge" in params) return { message: "Login successful" };
      throw new MfaRequiredError("ch-9");
    });
    renderLogin(login);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "right");
    await user.click(screen.getByRole("button", { name: "Login" }));
    const code = await screen.findByLabelText(/Authentication code/);
    expect(code).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Code is required")).toBeInTheDocument();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(login).toHaveBeenLastCalledWith({ challenge: "ch-9", code: "123456" });
  });

  it("sends a user the authProvider says is signed in on to the dashboard", async () => {
    // No token in storage: the authProvider decides, as an integrator's would.
    const checkAuth = vi.fn(async () => undefined);
    renderLogin(vi.fn(), checkAuth);
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(checkAuth).toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
  });

  it("checks the form's rules before calling the server", async () => {
    const login = vi.fn();
    renderLogin(login);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Login" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });
});
