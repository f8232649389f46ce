import { z } from "zod";
import { formatMessage, validationMessages as m } from "./messages";

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

/** The list queries' page and page size, each rule with its own message. */
export const pageQuery = {
  page: z.coerce
    .number({ error: m.page_invalid })
    .int(m.page_invalid)
    .min(1, m.page_invalid)
    .default(1),
  limit: z.coerce
    .number({ error: formatMessage(m.limit_invalid, { max: MAX_PAGE_SIZE }) })
    .int(formatMessage(m.limit_invalid, { max: MAX_PAGE_SIZE }))
    .min(1, formatMessage(m.limit_invalid, { max: MAX_PAGE_SIZE }))
    .max(MAX_PAGE_SIZE, formatMessage(m.limit_invalid, { max: MAX_PAGE_SIZE }))
    .default(PAGE_SIZE),
};
