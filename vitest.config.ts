import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/{contract,migration,fuzz,crash,deploy}/**/*.test.ts",
    ],
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
  },
});
