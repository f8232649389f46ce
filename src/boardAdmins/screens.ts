/** Board Management's screens: one chunk, loaded by the routes in index.ts. */
export { BoardAdminList } from "./BoardAdminList";
export { BoardAdminCreate } from "./BoardAdminCreate";
