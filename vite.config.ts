import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const apiPort = process.env.PORT ?? "3000";

/*
 * Named chunks for the large libraries, so that the bundle report (npm run bundle:report) and
 * the test of the sign-in entry can tell them apart. Everything else is split where the code
 * is: the sign-in entry (src/main.tsx), the console (src/AdminRoot.tsx), one chunk per area of
 * screens (src/screens.ts), the charts (src/dashboard/TrendCharts.tsx).
 *
 * ra-ui-materialui is not in react-admin's chunk: its list, form and field components (and the
 * MUI pieces they use: popper, tooltip, menus, switches) come with the screens using them, so
 * that a screen without a table or a form (the dashboard) never loads them.
 */
const REACT_ADMIN = /node_modules\/(react-admin|ra-core|ra-i18n-polyglot|ra-language-english)\//;
const RECHARTS = /node_modules\/(recharts|victory-vendor|d3-[a-z-]+)\//;

/*
 * Chrome's explicit compile hint (V8's magic comment, honoured since Chrome 136, ignored
 * elsewhere): every function of a file that opens with it is compiled as the file loads, on a
 * background thread while it streams in, rather than on the main thread the first time it is
 * called. Given to the chunks that run nearly whole once loaded: react-admin's and the
 * shell's as the console opens, recharts' with the dashboard's charts. After signing in they
 * have been fetched and run while the user typed. Given to the sign-in entry ("index") too:
 * its React, MUI and emotion code that the form does not run but the console does was compiled
 * on the main thread after Login; compiled as the entry loads instead, it leaves the form
 * usable no later (README, "In the browser"). Not given to the screens' chunks, most of whose
 * code waits for a click. V8 reads the comment only before any code: a chunk that fetches
 * another opens with Vite's list of preloads, above which compileHintFirst puts it back (the
 * sign-in entry's case); the console's chunk asks for none (see tooltipLoader).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const COMPILED_AS_LOADED = new Set(["react-admin", "console", "recharts", "index"]);

/**
 * The sign-in entry fetches the console's chunks lazily, so Vite opens it with its list of the
 * files each lazy import preloads (`__vite__mapDeps`), written above the banner after the
 * chunks are rendered: this moves the hint back to the first line. Neither line maps to any
 * source, so the source map holds. It runs after every other plugin, the compression's
 * included, so it compresses the chunk's .br and .gz files again from the code as it now is.
 */
function compileHintFirst(): Plugin {
  return {
    name: "rollcall:compile-hint-first",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !COMPILED_AS_LOADED.has(chunk.name)) continue;
          const [first, second] = chunk.code.split("\n", 2);
          if (second !== COMPILE_HINT || !first.startsWith("const __vite__mapDeps=")) continue;
          chunk.code = `${second}\n${first}${chunk.code.slice(first.length + second.length + 1)}`;
          // At the compression plugin's own settings: the smallest files.
          const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, Z_BEST_COMPRESSION } = constants;
          const compressed = {
            br: () =>
              brotliCompressSync(chunk.code, {
                params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY },
              }),
            gz: () => gzipSync(chunk.code, { level: Z_BEST_COMPRESSION }),
          };
          for (const [extension, compress] of Object.entries(compressed)) {
            const file = bundle[`${chunk.fileName}.${extension}`];
            if (file?.type === "asset") file.source = compress();
          }
        }
      },
    },
  };
}

export default defineConfig({
  // A .br and a .gz file beside each text asset, so the server sends them without compressing.
  plugins: [
    react(),
    compileHintFirst(),
    compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
  ],
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
        // After minifying, which would drop the comment. The source maps allow for its line.
        postBanner: (chunk) => (COMPILED_AS_LOADED.has(chunk.name) ? COMPILE_HINT : ""),
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
