import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// The test runs Stryker's mutation testing uses (npm run test:mutation): the server's and the
// contract's tests only. The default config's "console" project needs jsdom and React and the
// "build" project builds the whole console first; neither tests the mutated files (server/ and
// contract/), and either would slow every mutant's run. The contract's tests run in node here:
// they need no DOM.
//
// MUTATION_TESTS (test file globs, comma-separated) narrows the tests of a partial run, e.g.
// MUTATION_TESTS='test/contract/**/*.test.ts' with --mutate 'contract/**'. Stryker's own
// --testFiles must not be used for that: in 9.6 it activates a mutant of a module's top level
// after the module has loaded (stryker-js issue 6144), so such mutants are reported as survived.
const only = process.env.MUTATION_TESTS?.split(",").filter(Boolean);

const projects: TestProjectInlineConfiguration[] = [
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
];

export default defineConfig({
  test: {
    projects: only
      ? projects.flatMap((project) => {
          const folder = `test/${project.test?.name}/`;
          const include = only.filter((glob) => glob.startsWith(folder));
          return include.length ? [{ ...project, test: { ...project.test, include } }] : [];
        })
      : projects,
  },
});
