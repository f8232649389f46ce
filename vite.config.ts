import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const apiPort = process.env.PORT ?? "3000";

/*
 * Named chunks for the large libraries, so that the bundle report (npm run bundle:report) and
 * the test of the sign-in entry can tell them apart. Everything else is split where the code
 * is: the sign-in entry (src/main.tsx), the console (src/AdminRoot.tsx), one chunk per area of
 * screens (each area's index), the charts (src/dashboard/TrendCharts.tsx).
 *
 * ra-ui-materialui is not in react-admin's chunk: its list, form and field components (and the
 * MUI pieces they use: popper, tooltip, menus, switches) come with the screens using them, so
 * that a screen without a table or a form (the dashboard) never loads them.
 */
const REACT_ADMIN = /node_modules\/(react-admin|ra-core|ra-i18n-polyglot|ra-language-english)\//;
const RECHARTS = /node_modules\/(recharts|victory-vendor|d3-[a-z-]+)\//;

export default defineConfig({
  // A .br and a .gz file beside each text asset, so the server sends them without compressing.
  plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" })],
  resolve: {
    // hoist-non-react-statics (under emotion) asks for react-is 16 and installs a copy of its own;
    // it reads only the ForwardRef and Memo types, which react-is 19 (MUI's) has as well.
    dedupe: ["react-is"],
  },
  server: {
    // `npm run dev`: the console with hot reload, the API from the server started beside it.
    proxy: { "/v1": `http://127.0.0.1:${apiPort}`, "/health": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    // Built for debugging; the server serves them only when SOURCE_MAPS=1.
    sourcemap: true,
    outDir: "dist",
    // dist/.vite/manifest.json: which chunks each entry and lazy module loads (the tests read it).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the sign-in entry loads at once, in one file rather than in the pieces it
            // shares with the console's chunks: fewer requests, better compression. First, so
            // that React, MUI's common parts and emotion stay here.
            { name: "sign-in", tags: ["$initial"], priority: 4 },
            // Each with the libraries only it uses (its dependencies come along), so that no
            // chunk imports back from the console's and the order of evaluation holds.
            { name: "react-admin", test: REACT_ADMIN, priority: 3 },
            // The console's shell with everything else it needs at once (the parts of
            // ra-ui-materialui and MUI it shares with the screens among them) in one file,
            // rather than in a small chunk for each set of screens sharing a module.
            // (App.tsx rather than AdminRoot.tsx, so that the latter stays the lazy entry.)
            { name: "console", test: /\/src\/(App\.tsx|providers\/)/, priority: 2 },
            { name: "recharts", test: RECHARTS, priority: 1 },
          ],
        },
      },
    },
  },
});
