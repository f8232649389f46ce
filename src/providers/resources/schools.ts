import type { ApiContext, ResourceHandlers } from "./types";

/** The school calls beyond react-admin's (verify, status, the yearly summary). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the schools screens
export interface SchoolMethods {}

/** react-admin's calls on `schools`, mapped to the spec's paths. */
export function schoolsResource(_context: ApiContext): ResourceHandlers {
  return {};
}

export function schoolMethods(_context: ApiContext): SchoolMethods {
  return {};
}
