// From ra-core rather than react-admin, and only this class: the sign-in entry uses this client
// without loading react-admin (the build keeps HttpError's small module out of its chunk).
import { HttpError } from "ra-core";
import type { ApiEnvelope, ApiFailure } from "../../contract/envelope";
import { formatMessage, keyedValidationOf } from "../../contract/messages";
import type { KeyedMessage } from "../../contract/apiMessages";
import { app } from "../i18n/en/app";
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
 * shows under the form's fields. The message and the field errors, and a success's message, are
 * in the user's language (translateMessage), so that every place that shows them (react-admin's
 * own notifications and form, the console's toasts, the sign-in page) shows them translated
 * without knowing keys.
 */

/** A catalogue's translate, as polyglot's: a key and its values, `_` the text for an unknown key. */
export type MessageTranslator = (
  key: string,
  options: { _: string } & Record<string, unknown>,
) => string;

const english: MessageTranslator = (_key, { _ }) => _;
let translator: MessageTranslator = english;

/**
 * The catalogue the server's and the forms' messages are shown from: the sign-in page's while it
 * is shown, then the console's i18nProvider (each sets its translate while mounted; the
 * console's holds every key). Module-wide rather than a React context: the HttpError is made
 * here, outside any component, and react-admin shows its text as it is. Answers the one it
 * replaces (for a test to put back).
 */
export function setMessageTranslator(translate: MessageTranslator = english): MessageTranslator {
  const previous = translator;
  translator = translate;
  return previous;
}

/**
 * A message in the user's language: by its key and values (the server's `message_key`, or the
 * key of a text of the contract's rules, contract/messages.ts keyedValidationOf), the English text when
 * the catalogue has no such key or the text is not the catalogue's.
 */
export function translateMessage(
  text: string,
  message: KeyedMessage | undefined = keyedValidationOf(text),
) {
  return message ? translator(message.key, { ...message.params, _: text }) : text;
}

/** A failure the console tells itself (no answer to show), in the user's language. */
const clientMessage = (key: keyof typeof app.http, params: Record<string, string | number> = {}) =>
  translator(`app.http.${key}`, { ...params, _: formatMessage(app.http[key], params) });

/** The HTTP status of a failed call (0 when unknown). */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 0;
}

/** The per-field messages of a failed call (the failure envelope's `errors`, translated), if any. */
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
      if (!token) throw new HttpError(clientMessage("signed_out"), 401);
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
      throw new HttpError(clientMessage("unreachable"), 0);
    }
    const json = (await response.json().catch(() => ({}))) as ApiEnvelope<T> | Partial<ApiFailure>;
    if (!response.ok || json.status === false) {
      const failure = json as Partial<ApiFailure>;
      throw new HttpError(translatedMessage(failure, response.status), response.status, {
        ...failure,
        ...(failure.errors && { errors: translatedErrors(failure) }),
      });
    }
    // A success's message too (the toasts of a save, a status change, a bulk action show it).
    const success = json as ApiEnvelope<T>;
    return {
      status: response.status,
      json: success.message
        ? { ...success, message: translatedMessage(success, response.status) }
        : success,
    };
  };
}

/** An answer's message in the user's language, by its `message_key`. */
function translatedMessage(
  answer: Pick<Partial<ApiFailure>, "message" | "message_key" | "message_params">,
  status: number,
): string {
  if (!answer.message) return clientMessage("status", { status });
  const key = answer.message_key as KeyedMessage["key"] | undefined;
  return key
    ? translateMessage(answer.message, { key, params: answer.message_params })
    : answer.message;
}

/** A failure's field errors in the user's language, each by its key in `error_keys`. */
function translatedErrors({ errors = {}, error_keys: keys = {} }: Partial<ApiFailure>) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const message = keys[field] as KeyedMessage | undefined;
      return [field, message ? translateMessage(text, message) : text];
    }),
  );
}
