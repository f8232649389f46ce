import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route's answers are sent as they are (files that are compressed already). */
    compress?: false;
  }
}

/** Smaller answers are sent as they are: compressing them saves less than a packet. */
export const COMPRESS_THRESHOLD = 1024;
/** Larger answers are compressed off the event loop, so that they do not hold other requests. */
const COMPRESS_IN_THREAD = 64 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)\b|[^;]*\+(json|xml)\b)/i;

/**
 * Brotli's quality 4 (11, the build's, is for files compressed once: far too slow for an answer
 * built per request), with the answer's size as a hint so that the encoder does not set up a
 * window of megabytes for a few kilobytes.
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer in, from an Accept-Encoding header: the one of brotli and gzip the
 * client weighs most (q), brotli on a tie; `*` stands for either when not named; none when
 * both are refused (q=0) or the header names neither.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const [br, gz] = [weightOf("br"), weightOf("gzip")];
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? "br" : "gzip";
}

/** Adds Accept-Encoding to the answer's Vary header, once. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader("vary") ?? "");
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

async function compress(body: string | Buffer, encoding: Encoding, size: number) {
  if (size <= COMPRESS_IN_THREAD) {
    return encoding === "br" ? brotliCompressSync(body, brotliOptions(size)) : gzipSync(body);
  }
  return encoding === "br" ? brotliAsync(body, brotliOptions(size)) : gzipAsync(body);
}

/**
 * The compressed forms of answers sent recently, by text and encoding: many clients ask for the
 * same answer (the first page of a list, the lookups, the API document), and compressing it
 * again cost more than the rest of such a request. At most `budget` bytes of texts and their
 * compressed forms; the answer kept longest goes first (a lookup only reads: it is on the path
 * of every answer).
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Partial<Record<Encoding, Buffer>>>();
  private bytes = 0;
  constructor(private readonly budget = 8 * 1024 * 1024) {}
  get(encoding: Encoding, text: string): Buffer | undefined {
    return this.entries.get(text)?.[encoding];
  }
  set(encoding: Encoding, text: string, compressed: Buffer) {
    const forms = this.entries.get(text);
    if (forms?.[encoding]) return;
    const cost = (forms ? 0 : text.length) + compressed.length;
    if (cost > this.budget) return;
    if (forms) forms[encoding] = compressed;
    else this.entries.set(text, { [encoding]: compressed });
    this.bytes += cost;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length + (kept.br?.length ?? 0) + (kept.gzip?.length ?? 0);
    }
  }
  get size() {
    return this.entries.size;
  }
}

/**
 * Answers over 1 KiB are compressed, brotli when the client takes it, else gzip. The console's
 * built files already carry a Content-Encoding (their .br/.gz siblings), so they pass untouched;
 * file downloads opt out per route (`config.compress: false`).
 *
 * Our own hook rather than @fastify/compress: that plugin pipes every answer through a zlib
 * stream (a new encoder, its window and several stream objects per answer), which cost about a
 * quarter of a list request's time under load. API answers are whole strings by the time they
 * are sent, so one call compresses them, and an answer sent again is not compressed again.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    const recent = new CompressedAnswers();
    app.addHook(
      "onSend",
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (request.routeOptions.config?.compress === false) return payload;
        if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
        if (reply.hasHeader("content-encoding")) return payload;
        if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
        const size = Buffer.byteLength(payload);
        if (size < COMPRESS_THRESHOLD) return payload;
        varyOnEncoding(reply);
        const encoding = preferredEncoding(request.headers["accept-encoding"]);
        if (!encoding) return payload;
        // Texts up to the size compressed on the event loop are remembered; larger ones are rare.
        const text = typeof payload === "string" && size <= COMPRESS_IN_THREAD ? payload : null;
        let compressed = text === null ? undefined : recent.get(encoding, text);
        if (!compressed) {
          compressed = await compress(payload, encoding, size);
          if (text !== null) recent.set(encoding, text, compressed);
        }
        reply.header("content-encoding", encoding);
        reply.removeHeader("content-length");
        return compressed;
      },
    );
  },
  { name: "compression" },
);
