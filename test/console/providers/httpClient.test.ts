import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "react-admin";
import { fetchHttpClient } from "../../../src/providers/httpClient";

const respond = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );

describe("httpClient", () => {
  beforeEach(() => localStorage.setItem("token", "tok-123"));

  it("sends the stored bearer token and JSON", async () => {
    const fetchImpl = respond(200, {
      status: true,
      code: 200,
      message: "ok",
      resources: { data: 1 },
    });
    const client = fetchHttpClient(fetchImpl as unknown as typeof fetch);
    const { json } = await client("/v1/x", { method: "POST", body: { a: 1 } });
    expect(json.resources.data).toBe(1);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      Authorization: "Bearer tok-123",
      "Content-Type": "application/json",
    });
    expect(init.body).toBe('{"a":1}');
  });

  it("leaves the token off when asked (login) and FormData unencoded", async () => {
    const fetchImpl = respond(200, {
      status: true,
      code: 200,
      message: "ok",
      resources: { data: null },
    });
    const client = fetchHttpClient(fetchImpl as unknown as typeof fetch);
    const form = new FormData();
    form.append("school_name", "Test");
    await client("/v1/y", { method: "POST", body: form, auth: false });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty("Authorization");
    expect(init.headers).not.toHaveProperty("Content-Type");
    expect(init.body).toBe(form);
  });

  it("throws the server's message, status and field errors", async () => {
    const fetchImpl = respond(400, {
      status: false,
      code: 400,
      message: "Pincode must be exactly 6 digits",
      errors: { pincode: "Pincode must be exactly 6 digits" },
    });
    const client = fetchHttpClient(fetchImpl as unknown as typeof fetch);
    const error = await client("/v1/z").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: "Pincode must be exactly 6 digits",
      status: 400,
      body: { errors: { pincode: "Pincode must be exactly 6 digits" } },
    });
  });

  it("hands react-admin's abort signal to fetch, and a cancelled call stays an abort", async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.signal).toBe(controller.signal);
      controller.abort();
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    const client = fetchHttpClient(fetchImpl as unknown as typeof fetch);
    const error = await client("/v1/z", { signal: controller.signal }).catch((e: unknown) => e);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ name: "AbortError" });
  });

  it("says so when the server cannot be reached", async () => {
    const client = fetchHttpClient(
      vi.fn(async () => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch,
    );
    await expect(client("/v1/z")).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/Cannot reach the server/),
    });
  });

  it("sends no call that needs the session once signed out, and fails it as the server's 401", async () => {
    localStorage.removeItem("token");
    const fetchImpl = respond(200, { status: true, code: 200, message: "ok", resources: {} });
    const client = fetchHttpClient(fetchImpl as unknown as typeof fetch);
    await expect(client("/v1/super-admin/school/list")).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).not.toHaveBeenCalled();
    await client("/v1/super-admin/login", { method: "POST", auth: false });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
