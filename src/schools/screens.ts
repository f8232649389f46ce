/** School Management's form and profile: one chunk, loaded by the routes in index.tsx (the list is one of its own). */
export { SchoolForm } from "./SchoolForm";
export { SchoolProfile } from "./SchoolProfile";
