import os from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core free, which on a 2-core machine
    // runs the files one at a time; the database tests spend much of their time waiting on
    // PostgreSQL and on child processes, so every core is used well.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: "console",
          include: ["test/console/**/*.test.{ts,tsx}", "test/contract/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["test/console/setup.ts"],
          testTimeout: 60_000,
        },
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
        test: {
          name: "server",
          include: ["test/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/server/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
