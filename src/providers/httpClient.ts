// From ra-core rather than react-admin, and only this class: the sign-in entry uses this client
// without loading react-admin (the build keeps HttpError's small module out of its chunk).
import { HttpError } from "ra-core";
import type { ApiEnvelope, ApiFailure } from "../../contract/envelope";
import { storedToken } from "./session";

export { TOKEN_KEY, USER_KEY } from "./session";

export interface HttpRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** JSON-encoded unless it is FormData (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (every call but login). */
  auth?: boolean;
  /** react-admin's abort signal: a query that is no longer needed cancels its request. */
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  status: number;
  json: ApiEnvelope<T>;
}

/*
 * A failed call throws react-admin's HttpError: the server's message, the HTTP status (0 when
 * the server could not be reached) and the failure envelope as `body`, whose `errors` react-admin
 * shows under the form's fields.
 */

/** The failure of a call that needs the session, made without one. */
export const SIGNED_OUT = "You are signed out.";

/** The HTTP status of a failed call (0 when unknown). */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 0;
}

/** The per-field messages of a failed call (the failure envelope's `errors`), if it has any. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  return (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
}

/** Sends one request to a full URL and answers the parsed envelope; injectable for tests. */
export type HttpClient = <T>(url: string, request?: HttpRequest) => Promise<HttpResponse<T>>;

/** The browser's client: sends the bearer token, parses the envelope, throws HttpError on failure. */
export function fetchHttpClient(fetchImpl: typeof fetch = (...args) => fetch(...args)): HttpClient {
  return async <T>(
    url: string,
    { method = "GET", body, headers = {}, auth = true, signal }: HttpRequest = {},
  ) => {
    const finalHeaders: Record<string, string> = { Accept: "application/json", ...headers };
    if (auth) {
      const token = storedToken();
      // Signed out (here or in another tab): the server could only refuse the call, so it is not
      // sent, and fails as that refusal would. A screen still on its way out after a logout
      // would otherwise reload its data and meet a 401.
      if (!token) throw new HttpError(SIGNED_OUT, 401);
      finalHeaders.Authorization = `Bearer ${token}`;
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      finalHeaders["Content-Type"] = "application/json";
    }
    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers: finalHeaders, body: payload, signal });
    } catch (failure) {
      // A cancelled query is not a network failure: react-query expects the AbortError back.
      if (signal?.aborted) throw failure;
      throw new HttpError("Cannot reach the server. Check your connection and try again.", 0);
    }
    const json = (await response.json().catch(() => ({}))) as ApiEnvelope<T> | Partial<ApiFailure>;
    if (!response.ok || json.status === false) {
      const failure = json as Partial<ApiFailure>;
      const message = failure.message || `The server answered ${response.status}.`;
      throw new HttpError(message, response.status, failure);
    }
    return { status: response.status, json: json as ApiEnvelope<T> };
  };
}
