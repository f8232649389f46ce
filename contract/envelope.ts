import { z } from "zod";

/**
 * The envelope every Rollcall API response travels in (success and failure alike).
 * `code` repeats the HTTP status so that a client which only sees the body still knows it.
 */
export interface ApiResources<T> {
  data: T;
  total?: number;
  total_pages?: number;
  current_page?: number;
}

export interface ApiEnvelope<T> {
  status: boolean;
  code: number;
  message: string;
  resources: ApiResources<T>;
}

export interface ApiFailure {
  status: false;
  code: number;
  message: string;
  /** Field name to message, on a validation failure. */
  errors?: Record<string, string>;
  /** On a server error: the id the server logged it under, for the user to quote. */
  request_id?: string;
  resources?: undefined;
}

export interface ListResources<T> {
  data: T[];
  total: number;
  total_pages: number;
  current_page: number;
}

export type ListEnvelope<T> = ApiEnvelope<T[]> & { resources: ListResources<T> };

/** The page size the spec fixes for the school and board-admin lists. */
export const PAGE_SIZE = 10;
/** The largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

/** The envelope of a success as a zod schema, for documenting a route's answer. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    resources: z.object({ data }),
  });
}
