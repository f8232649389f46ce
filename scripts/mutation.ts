/**
 * npm run test:mutation [-- <Stryker's options>]
 *
 * Without options: Stryker over each part of the server's core and the contract in turn, each
 * against the tests that exercise it (MUTATION_TESTS, see vitest.mutation.config.ts), with its
 * own incremental state and reports (reports/mutation/<part>.*). One run over every file against
 * every server test would take hours on two cores: a route file's or a schema's mutants are of a
 * module's top level, and each of them reruns every test of the set.
 *
 * With options (`-- --mutate 'server/auth/limiter.ts'`, `-- --force`...), they are given to every
 * part's run; MUTATION_PARTS (names, comma-separated) picks parts, e.g. MUTATION_PARTS=auth.
 */
import { spawnSync } from "node:child_process";

const PARTS = [
  {
    name: "contract",
    mutate: "contract/**/*.ts",
    tests: "test/contract/**/*.test.ts,test/server/rest/**/*.test.ts",
  },
  { name: "auth", mutate: "server/auth/**/*.ts", tests: "test/server/auth/*.test.ts" },
  {
    name: "schools",
    mutate: "server/schools/**/*.ts,server/db/migrate.ts",
    tests: "test/server/schools/*.test.ts,test/server/db/*.test.ts",
  },
  {
    name: "routes",
    mutate: "server/routes/**/*.ts",
    tests:
      "test/server/routes/*.test.ts,test/server/lookups.test.ts,test/server/notifications.test.ts",
  },
];

const picked = process.env.MUTATION_PARTS?.split(",").filter(Boolean);
const unknown = picked?.filter((name) => !PARTS.some((part) => part.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown MUTATION_PARTS: ${unknown.join(", ")} (parts: ${PARTS.map((p) => p.name).join(", ")})`,
  );
  process.exit(2);
}
const args = process.argv.slice(2);
const mutateGiven = args.includes("--mutate") || args.includes("-m");
let failed = false;
for (const part of PARTS.filter((p) => !picked || picked.includes(p.name))) {
  console.log(`\nMutation testing: ${part.name} (${part.mutate}) against ${part.tests}\n`);
  const run = spawnSync(
    "npx",
    ["stryker", "run", ...(mutateGiven ? [] : ["--mutate", part.mutate]), ...args],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        MUTATION_TESTS: process.env.MUTATION_TESTS ?? part.tests,
        MUTATION_PART: part.name,
      },
    },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
