import http from "node:http";
import type { Socket } from "node:net";
import { REST_QUERY_MAX_LENGTHS } from "../../contract/rest";
import { keyed, type KeyedMessage } from "../../contract/apiMessages";
import { failure } from "./errors";

/** Node's own default: what a request's path and headers other than the query may take. */
const DEFAULT_HEADER_BYTES = 16 * 1024;

/**
 * The most bytes a request's line and headers may take (Node's `maxHeaderSize`). The longest
 * query any operation documents is the simple-REST list's (its sort, range and filter at their
 * maxLength); percent-encoded, a character takes at most 9 bytes (3 UTF-8 bytes, each `%XX`).
 * That, plus Node's default for the rest, so that every request the document allows fits.
 */
export const MAX_HEADER_BYTES =
  9 * Object.values(REST_QUERY_MAX_LENGTHS).reduce((sum, n) => sum + n, 0) + DEFAULT_HEADER_BYTES;

/** What Node's HTTP parser refuses before any route: a status and its message. */
function refusal(error: NodeJS.ErrnoException): [number, KeyedMessage] {
  if (error.code === "HPE_HEADER_OVERFLOW")
    return [431, keyed("api.request_too_large", { max: MAX_HEADER_BYTES })];
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, keyed("api.request_too_slow")];
  return [400, keyed("api.request_not_http")];
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (headers too large, malformed,
 * too slow) is answered in the envelope, as every other failure, instead of Fastify's own body.
 * No route has run: there is no request id and no hook, only the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const [code, message] = refusal(error);
    const body = JSON.stringify(failure(code, message));
    socket.write(
      `HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}
