import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  basicCredentials,
  createAuthProvider,
  LOGOUT_DELAY_MS,
} from "../../../src/providers/authProvider";
import { HttpError } from "react-admin";
import { loadingFlag } from "../../../src/common/loadingFlag";
import { envelope, fakeHttp } from "./fakeHttp";

const user = {
  token: "tok-1",
  id: 1,
  username: "admin",
  first_name: "Super",
  middle_name: null,
  last_name: "Admin",
  email: "a@b.in",
  phone_number: "9000000000",
  role: "super_admin",
};

describe("authProvider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("signs in with UTF-8 Basic credentials and stores token and user under the spec's keys", async () => {
    const { client, calls } = fakeHttp(() => envelope(user, "Login successful"));
    const auth = createAuthProvider("", client);
    const result = await auth.login({ username: "admin", password: "पासवर्ड" });
    expect(result).toEqual({ message: "Login successful" });
    expect(calls[0].url).toBe("/v1/super-admin/login");
    expect(calls[0].request).toMatchObject({
      method: "POST",
      auth: false,
      headers: { Authorization: basicCredentials("admin", "पासवर्ड") },
    });
    expect(calls[0].request.body).toBeUndefined();
    expect(localStorage.getItem("token")).toBe("tok-1");
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(user);
  });

  it("encodes non-Latin-1 credentials that btoa alone would reject", () => {
    const header = basicCredentials("admin", "पासवर्ड");
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(header.slice(6)), (c) => c.charCodeAt(0)),
    );
    expect(decoded).toBe("admin:पासवर्ड");
  });

  it("signs out on a 401: both keys cleared, back to /", async () => {
    localStorage.setItem("token", "t");
    localStorage.setItem("user", "{}");
    const auth = createAuthProvider("", fakeHttp(() => null).client);
    await expect(auth.checkError(new HttpError("expired", 401))).rejects.toMatchObject({
      redirectTo: "/",
    });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("handles a call refused after signing out with no sign-out, redirect or message of its own", async () => {
    const auth = createAuthProvider("", fakeHttp(() => null).client);
    await expect(auth.checkError(new HttpError("signed out", 401))).rejects.toMatchObject({
      redirectTo: false,
      logoutUser: false,
      message: false,
    });
  });

  it("keeps the session on a 403", async () => {
    localStorage.setItem("token", "t");
    const auth = createAuthProvider("", fakeHttp(() => null).client);
    await expect(auth.checkError(new HttpError("not allowed", 403))).resolves.toBeUndefined();
    expect(localStorage.getItem("token")).toBe("t");
  });

  it("requires a stored token, and sends the visitor to /", async () => {
    const auth = createAuthProvider("", fakeHttp(() => null).client);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: "/" });
    localStorage.setItem("token", "t");
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it("logs out after 500 ms with the loading flag on, revoking the token without waiting", async () => {
    localStorage.setItem("token", "t");
    localStorage.setItem("user", "{}");
    const { client, calls } = fakeHttp(() => new Promise(() => {}));
    const auth = createAuthProvider("", client);
    const done = auth.logout({});
    expect(calls[0]).toMatchObject({ url: "/v1/super-admin/logout", request: { method: "POST" } });
    expect(loadingFlag.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1);
    expect(localStorage.getItem("token")).toBe("t");
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe("/");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(loadingFlag.get()).toBe(false);
  });

  it("names the signed-in user from the stored details", async () => {
    localStorage.setItem("user", JSON.stringify(user));
    const auth = createAuthProvider("", fakeHttp(() => null).client);
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 1, fullName: "Super Admin" });
  });
});
