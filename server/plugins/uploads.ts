import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import multipart from "@fastify/multipart";
import { SCHOOL_DOCUMENT_UPLOAD, SCHOOL_IMAGE_UPLOAD } from "../../contract/schools";

const UPLOADS = [SCHOOL_IMAGE_UPLOAD, SCHOOL_DOCUMENT_UPLOAD];

/** Multipart bodies, within the largest limits any form has (each form checks its own). */
export const uploads = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: Math.max(...UPLOADS.map((rule) => rule.maxBytes)),
        files: UPLOADS.reduce((n, rule) => n + rule.maxFiles, 0),
        fields: 60,
        fieldSize: 10_000,
      },
    });
  },
  { name: "uploads" },
);
