import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The import layers of eslint.config.js (decision 090), tried on one import at a time: each row is
 * a file, what it imports, and whether lint lets it.
 */

const eslint = new ESLint({ cwd: process.cwd() });

async function allowed(file: string, specifier: string): Promise<boolean> {
  const code = `import { value } from "${specifier}";\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return !result?.messages.some((message) => message.ruleId === "no-restricted-imports");
}

const CASES: Array<[file: string, specifier: string, allowed: boolean]> = [
  ["src/core/example.ts", "#src/core/locales.ts", true],
  ["src/core/example.ts", "#src/sections/home.ts", false],
  ["src/core/example.ts", "#src/content/copy/load.ts", false],
  ["src/core/example.ts", "#server/app.ts", false],
  ["src/sections/example/content.ts", "#src/core/locales.ts", true],
  ["src/sections/example/content.ts", "#server/app.ts", false],
  ["src/sections/example/content.ts", "#scripts/chromium.ts", false],
  ["src/sections/example/content.ts", "#tests/support/page-content.ts", false],
  ["src/components/ui/example.tsx", "#src/content/copy/landing-schema.ts", true],
  ["src/components/ui/example.tsx", "#src/sections/pricing/content.ts", false],
  ["src/content/example.ts", "#src/site/site.ts", false],
  ["src/lib/example.ts", "#src/layouts/BaseLayout.astro", false],
  ["src/analytics/example.ts", "#src/site/site.ts", false],
  ["src/site/example.ts", "#src/sections/home.ts", true],
  ["server/example.ts", "#src/core/http-policy.ts", true],
  ["server/example.ts", "#src/core/settings/env.ts", true],
  ["server/example.ts", "#src/content/copy/load.ts", true],
  ["server/example.ts", "#src/sections/home.ts", false],
  ["server/example.ts", "#tests/contract/harness.ts", false],
  ["scripts/example.ts", "#src/core/locales.ts", true],
  ["scripts/example.ts", "#tests/e2e/contact-helpers.ts", false],
  ["bench/example.ts", "#tests/e2e/contact-helpers.ts", false],
  ["playwright.config.ts", "#tests/e2e/contact-helpers.ts", false],
  ["playwright.config.ts", "#scripts/e2e-servers.ts", true],
  // Tests may import anything.
  ["scripts/example.test.ts", "#tests/support/repository-copy.ts", true],
  ["src/core/example.test.ts", "#tests/support/page-content.ts", true],
  // Across folders always by a # path.
  ["server/http/example.ts", "../db/types.ts", false],
];

describe("the import layers", () => {
  // Loading the config and its plugins is most of the work: done once, under the hook's limit.
  beforeAll(() => eslint.calculateConfigForFile("src/core/example.ts"));

  it.each(CASES)("%s importing %s: allowed %s", async (file, specifier, expected) => {
    expect(await allowed(file, specifier)).toBe(expected);
  });
});
