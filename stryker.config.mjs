// Mutation testing of the server's core and the contract (npm run test:mutation; see
// docs/testing.md, "Mutation testing"). Not part of npm test or CI: a full run takes long on two cores.
const part = globalThis.process.env.MUTATION_PART ?? "mutation";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  // Each mutant runs only the tests that reach it; incremental runs retest only what changed since
  // the last run (its file is under reports/, which git ignores).
  coverageAnalysis: "perTest",
  incremental: true,
  // One state and one report per part (scripts/mutation.ts names it in MUTATION_PART).
  incrementalFile: `reports/mutation/${part}.incremental.json`,
  mutate: [
    "server/schools/**/*.ts",
    "server/auth/**/*.ts",
    "server/routes/**/*.ts",
    "server/db/migrate.ts",
    "contract/**/*.ts",
  ],
  // The OpenAPI document's descriptions and examples are left out (stryker/ignoreDocumentation.mjs).
  plugins: ["@stryker-mutator/*", "./stryker/ignoreDocumentation.mjs"],
  ignorers: ["openapi-documentation"],
  concurrency: 2,
  // The clear-text reporter prints the score of every file; the target is 80% on each.
  reporters: ["clear-text", "progress", "html", "json"],
  clearTextReporter: { allowEmojis: false, logTests: false, reportTests: false },
  htmlReporter: { fileName: `reports/mutation/${part}.html` },
  jsonReporter: { fileName: `reports/mutation/${part}.json` },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["dist", "data", ".tmp", "test-results", "playwright-report", "test/e2e"],
  // The first run of every server test on one worker takes minutes.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 10_000,
};
