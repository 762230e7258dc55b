import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/*
 * Two projects (decision 095). `unit` runs in memory: no server, database, process, build or
 * browser, which its setup file enforces, so `npm run test:unit` stays a loop of seconds.
 * `integration` is every test that starts one of those or reads the build; `npm run
 * test:integration` builds dist/ first and gives it TEST_DATABASE_URL (scripts/test.ts).
 */

/** Tests that start a server, a database, a process or read the build, wherever they live. */
const INTEGRATION = [
  "tests/{contract,migration,fuzz,crash,deploy}/**/*.test.ts",
  // PGlite or an HTTP, SMTP or webhook server.
  "server/analytics/{ingest,salt-keeper,stats}.test.ts",
  "server/cli/service-client.test.ts",
  "server/db/{cluster-template,pglite,retention}.test.ts",
  "server/http/{listen,static}.test.ts",
  "server/{lead-email,lead-webhook}/worker.test.ts",
  // Processes: git, npm, astro build.
  "scripts/locales/add.test.ts",
  "bench/baseline.test.ts",
  // Reads dist/.
  "src/integrations/arabic-face.test.ts",
];

const UNIT = [
  "src/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  "bench/**/*.test.ts",
  "tests/support/**/*.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's 1 s default is a timing assertion: on a loaded 2-core machine a worker's
    // delivery can take longer, so a poll waits as long as the rest of the test may.
    expect: { poll: { timeout: 15_000 } },
    allowOnly: false,
    // At least two files at once: Vitest's default (cores - 1) is one on a 2-core machine, where
    // the suite then ran file after file with the second core mostly idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...configDefaults.exclude, ...INTEGRATION],
          setupFiles: ["tests/support/unit-setup.ts"],
          // Threads sharing their modules from file to file: about half the CPU time of a fresh
          // process per file, for tests that touch no process-wide state (the setup forbids it).
          pool: "threads",
          isolate: false,
        },
      },
      { extends: true, test: { name: "integration", include: INTEGRATION } },
    ],
  },
});
