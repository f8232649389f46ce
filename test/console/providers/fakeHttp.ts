import { vi } from "vitest";
import type { HttpClient, HttpRequest } from "../../../src/providers/httpClient";

export interface Call {
  url: string;
  request: HttpRequest;
}

/**
 * The console tests' one fake httpClient: it records each call and answers the envelope given
 * for its URL (an Error is thrown). The screens' harness routes its fake API through it.
 */
export function fakeHttp(answer: (url: string, request: HttpRequest) => unknown) {
  const calls: Call[] = [];
  const client = vi.fn(async (url: string, request: HttpRequest = {}) => {
    calls.push({ url, request });
    const data: unknown = await answer(url, request);
    if (data instanceof Error) throw data;
    return { status: 200, json: data };
  }) as unknown as HttpClient;
  return { client, calls };
}

export const envelope = <T>(data: T, message = "ok", extra: object = {}) => ({
  status: true,
  code: 200,
  message,
  resources: { data, ...extra },
});
