import { lazy } from "react";
import { Route } from "react-router-dom";

// A chunk of its own, loaded when the route is first shown.
const ImportPage = lazy(() => import("./ImportPage").then((m) => ({ default: m.ImportPage })));

/**
 * 'Import schools', Rollcall's addition to the spec's routes, under /school beside the list it
 * fills. Custom routes rather than a resource's: every screen is mounted at its own path this
 * way, and `school-imports` is a dataProvider key as the lookups are. The static `import`
 * segment outranks the form's /school/:action/:id.
 */
export const importRoutes = [
  <Route key="/school/import" path="/school/import" element={<ImportPage />} />,
  <Route key="/school/import/:id" path="/school/import/:id" element={<ImportPage />} />,
];
