/** Board Management's screens: one chunk, loaded by the routes in index.tsx. */
export { BoardAdminList } from "./BoardAdminList";
export { BoardAdminCreate } from "./BoardAdminCreate";
