import type { FastifyReply } from "fastify";
import type { ApiEnvelope } from "../contract/envelope";

/** A failure a handler raises on purpose: answered with its status and message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, message, errors);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new ApiError(409, message, errors);
export const forbidden = (message: string) => new ApiError(403, message);

/** Answers in the envelope every Rollcall response uses. */
export function ok<T>(
  reply: FastifyReply,
  message: string,
  data: T,
  extra: Omit<ApiEnvelope<T>["resources"], "data"> = {},
  code = 200,
) {
  reply.code(code);
  return { status: true as const, code, message, resources: { data, ...extra } };
}

/** The list fields of the envelope for a page of a total. */
export function pageFields(total: number, page: number, limit: number) {
  return { total, total_pages: Math.max(1, Math.ceil(total / limit)), current_page: page };
}
