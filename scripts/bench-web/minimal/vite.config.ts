/*
 * The build of the minimal react-admin app that `npm run bench:web` measures Rollcall's sign-in
 * against (see main.tsx). Only bench:web builds it, into dist/bench-minimal/ after the console's
 * own build, so that the same server serves both with the same compression, caching and CSP.
 */
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

export const MINIMAL_BASE = "/bench-minimal/";

export default defineConfig({
  root: import.meta.dirname,
  base: MINIMAL_BASE,
  // The console's own .br and .gz siblings, so that the server sends these files as it sends its.
  plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" })],
  resolve: { dedupe: ["react-is"] },
  build: {
    outDir: path.resolve(import.meta.dirname, "../../../dist", MINIMAL_BASE.slice(1, -1)),
    // Inside the console's build: never empty it.
    emptyOutDir: false,
    chunkSizeWarningLimit: 4000,
  },
});
