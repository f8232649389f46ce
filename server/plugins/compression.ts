import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyCompress from "@fastify/compress";

/**
 * Answers over 1 KiB are compressed, brotli when the client takes it, else gzip. The console's
 * built files already carry a Content-Encoding (their .br/.gz siblings), so they pass untouched;
 * file downloads opt out per route (already-compressed formats, and a known Content-Length).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ["br", "gzip"],
    });
  },
  { name: "compression" },
);
