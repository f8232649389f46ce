/**
 * The import rules `npm run lint` checks (dependency-cruiser): no cycle, through static,
 * dynamic (`import()`) and type-only imports alike, and the layers kept apart: the console
 * (src/) and the server (server/) never import each other, and the code they share
 * (contract/) imports neither.
 * @type {import("dependency-cruiser").IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module that imports itself back, directly or through others (import() included).",
      from: {},
      to: { circular: true },
    },
    {
      name: "console-not-server",
      severity: "error",
      comment: "The console runs in the browser: what it shares with the server is in contract/.",
      from: { path: "^src/" },
      to: { path: "^server/" },
    },
    {
      name: "server-not-console",
      severity: "error",
      comment: "The server never imports the console: what they share is in contract/.",
      from: { path: "^server/" },
      to: { path: "^src/" },
    },
    {
      name: "contract-alone",
      severity: "error",
      comment: "contract/ is shared by the console and the server, and imports neither.",
      from: { path: "^contract/" },
      to: { path: "^(src|server)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count too (TypeScript erases them, but they tie the modules together).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
