import type { ApiContext, ResourceHandlers } from "./types";

/** The board-admin calls beyond react-admin's (status). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the board-admin screens
export interface BoardAdminMethods {}

/** react-admin's calls on `board-admins`, mapped to the spec's paths. */
export function boardAdminsResource(_context: ApiContext): ResourceHandlers {
  return {};
}

export function boardAdminMethods(_context: ApiContext): BoardAdminMethods {
  return {};
}
