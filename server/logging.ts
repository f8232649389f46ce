import { randomUUID } from "node:crypto";
import net from "node:net";
import type { IncomingMessage } from "node:http";
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { Config, LogLevel } from "./config";

/** Where and how much the server logs; tests pass none (quiet) or a buffer. */
export interface LogOptions {
  level: LogLevel;
  /** Defaults to standard output. */
  stream?: NodeJS.WritableStream;
}

/** The header that carries the request id both ways. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Paths whose values must never reach a log, whatever logs them. */
const REDACT = [
  "headers.authorization",
  "headers.cookie",
  // Any object's headers one level down: the request's, and the multipart plugin's busboyOptions.
  "*.headers.authorization",
  "*.headers.cookie",
  "*.password",
  "*.current_password",
  "*.token",
  "*.code",
  "*.challenge",
];

/**
 * One access line per request instead of Fastify's two: request id, method, route pattern,
 * path without its query (a signed link's signature is in the query), status, duration and
 * account, never a header or a body. Health checks log at debug, so a load balancer's polling
 * does not flood.
 */
class AccessLog extends LogController {
  /**
   * The logger of the access lines: a child of the server's, made without the redaction pass.
   * An access line is made of the fields below, none of which can hold a secret, so that pass
   * (a copy of the line searched for every path of REDACT) never found anything there, yet it
   * cost about a tenth of a cached list request's time under load. Everything else, errors
   * included, is redacted. Made at the first line: the controller comes before the logger.
   */
  #accessLogger?: FastifyBaseLogger;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url,
      path: request.url.split("?")[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      account_id: request.account?.account_id,
    };
    if (error) {
      request.log.error({ ...line, err: error }, "request failed");
      return;
    }
    // request.log binds the request id; this logger does not, so the line carries it.
    const log = (this.#accessLogger ??= request.server.log.child({}, { redact: [] }));
    const entry = { request_id: request.id, ...line };
    if (line.path === "/health") log.debug(entry, "request");
    else log.info(entry, "request");
  }
}

/** Whether a socket peer is one of the proxies TRUST_PROXY names. */
function proxyCheck(trust: Config["trustProxy"]): (address: string | undefined) => boolean {
  if (trust === true) return () => true;
  if (!trust) return () => false;
  const list = new net.BlockList();
  for (const item of trust) {
    const [address, bits] = item.split("/");
    const family = net.isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:/, "");
    return list.check(plain, net.isIP(plain) === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * The Fastify options for logging and request ids: a request id from a trusted proxy's
 * X-Request-Id (if well formed) or a new UUID.
 */
export function loggingOptions(config: Config, log: LogOptions | undefined) {
  const trusted = proxyCheck(config.trustProxy);
  const options: Pick<
    FastifyServerOptions,
    "logger" | "logController" | "genReqId" | "requestIdHeader"
  > = {
    logController: new AccessLog({ requestIdLogLabel: "request_id" }),
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers[REQUEST_ID_HEADER];
      if (
        typeof given === "string" &&
        /^[\w.:-]{1,128}$/.test(given) &&
        trusted(req.socket.remoteAddress)
      ) {
        return given;
      }
      return randomUUID();
    },
    logger: log
      ? {
          level: log.level,
          redact: { paths: REDACT, censor: "[redacted]" },
          ...(log.stream && { stream: log.stream }),
        }
      : false,
  };
  return options;
}
