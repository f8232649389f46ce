import os from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * Test files that replace a module with vi.mock: each runs in a fresh module registry of its
 * own. Every other file of a project shares its worker's modules (`isolate: false`), so that
 * react-admin, MUI, Fastify and the rest are loaded once per worker rather than once per file,
 * which cost more than half of the tests' time. Each test builds its own app, database, query
 * client and screen, and the console's setup clears what the DOM, the toasts and localStorage
 * keep between tests.
 */
const MOCKING = ["test/console/dashboard/chartsAfterCards.test.tsx"];

const consoleProject = {
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["test/console/setup.ts"],
    testTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core free, which on a 2-core machine
    // runs the files one at a time; the database tests spend much of their time waiting on
    // PostgreSQL and on child processes, so every core is used well.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        ...consoleProject,
        test: {
          ...consoleProject.test,
          name: "console",
          include: ["test/console/**/*.test.{ts,tsx}", "test/contract/**/*.test.ts"],
          exclude: MOCKING,
          isolate: false,
        },
      },
      {
        ...consoleProject,
        test: { ...consoleProject.test, name: "console (own modules)", include: MOCKING },
      },
      {
        test: {
          // Builds the console once and reads what the build holds (its manifest and maps).
          name: "build",
          include: ["test/build/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      {
        // README.md and docs/: every relative link and anchor resolves.
        test: { name: "docs", include: ["test/docs/**/*.test.ts"], environment: "node" },
      },
      {
        // The dataProvider conformance suite, run against Rollcall's provider and the stock
        // simple-REST provider over a real server on a loopback port, and the console mounted
        // over the latter, in jsdom as in the browser (the server runs there too).
        plugins: [react()],
        test: {
          name: "conformance",
          include: ["test/conformance/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          globalSetup: ["test/server/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["test/server/**/*.test.ts"],
          isolate: false,
          environment: "node",
          globalSetup: ["test/server/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
