import { defineConfig } from "vitest/config";

// The test runs Stryker's mutation testing uses (npm run test:mutation): the server's and the
// contract's tests only. The default config's "console" project needs jsdom and React and the
// "build" project builds the whole console first; neither tests the mutated files (server/ and
// contract/), and either would slow every mutant's run. The contract's tests run in node here:
// they need no DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          environment: "node",
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
