import { describe, expect, it } from "vitest";
import { createAuthProvider, MfaRequiredError } from "../../../src/providers/authProvider";
import { envelope, fakeHttp } from "./fakeHttp";

const user = {
  token: "tok-2",
  id: 1,
  username: "admin",
  first_name: "Super",
  middle_name: null,
  last_name: "Admin",
  email: "a@b.in",
  phone_number: "9000000000",
  role: "super_admin",
};

describe("authProvider with two-factor sign-in", () => {
  it("stops after the password when a code is wanted, storing nothing", async () => {
    const { client } = fakeHttp(() =>
      envelope({ mfa_required: true, challenge: "ch-1", expires_in: 300 }),
    );
    const auth = createAuthProvider("", client);
    const error = await auth.login({ username: "admin", password: "pw" }).catch((e) => e);
    expect(error).toBeInstanceOf(MfaRequiredError);
    expect((error as MfaRequiredError).challenge).toBe("ch-1");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("completes the sign-in with the challenge and the code", async () => {
    const { client, calls } = fakeHttp(() => envelope(user, "Login successful"));
    const auth = createAuthProvider("", client);
    const result = await auth.login({ challenge: "ch-1", code: "123456" });
    expect(result).toEqual({ message: "Login successful" });
    expect(calls[0]).toEqual({
      url: "/v1/super-admin/login/two-factor",
      request: { method: "POST", auth: false, body: { challenge: "ch-1", code: "123456" } },
    });
    expect(localStorage.getItem("token")).toBe("tok-2");
  });
});
