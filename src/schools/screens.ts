/** School Management's screens: one chunk, loaded by the routes in index.ts. */
export { SchoolList } from "./SchoolList";
export { SchoolForm } from "./SchoolForm";
export { SchoolProfile } from "./SchoolProfile";
