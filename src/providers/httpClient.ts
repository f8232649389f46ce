import type { ApiEnvelope, ApiFailure } from "../../contract/envelope";

/** The keys the spec (section 3) gives the session in the browser's local storage. */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export interface HttpRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** JSON-encoded unless it is FormData (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (every call but login). */
  auth?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  json: ApiEnvelope<T>;
}

/** A failed call, carrying the server's message, status and field errors. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Partial<ApiFailure> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
  /** react-admin reads field errors of a failed save from `body.errors`. */
  get errors(): Record<string, string> | undefined {
    return this.body.errors;
  }
}

/** Sends one request to a full URL and answers the parsed envelope; injectable for tests. */
export type HttpClient = <T>(url: string, request?: HttpRequest) => Promise<HttpResponse<T>>;

/** The browser's client: sends the bearer token, parses the envelope, throws ApiRequestError on failure. */
export function fetchHttpClient(fetchImpl: typeof fetch = (...args) => fetch(...args)): HttpClient {
  return async <T>(
    url: string,
    { method = "GET", body, headers = {}, auth = true }: HttpRequest = {},
  ) => {
    const finalHeaders: Record<string, string> = { Accept: "application/json", ...headers };
    const token = localStorage.getItem(TOKEN_KEY);
    if (auth && token) finalHeaders.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      finalHeaders["Content-Type"] = "application/json";
    }
    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers: finalHeaders, body: payload });
    } catch {
      throw new ApiRequestError("Cannot reach the server. Check your connection and try again.", 0);
    }
    const json = (await response.json().catch(() => ({}))) as ApiEnvelope<T> | Partial<ApiFailure>;
    if (!response.ok || json.status === false) {
      const failure = json as Partial<ApiFailure>;
      const message = failure.message || `The server answered ${response.status}.`;
      throw new ApiRequestError(message, response.status, failure);
    }
    return { status: response.status, json: json as ApiEnvelope<T> };
  };
}
