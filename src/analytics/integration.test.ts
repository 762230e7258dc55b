import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { analyticsBuild } from "./integration.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(enabled: boolean) {
  const dir = mkdtempSync(join(tmpdir(), "chattobook-analytics-build-"));
  dirs.push(dir);
  mkdirSync(join(dir, "_astro"));
  for (const file of ["web-vitals.Ab1.js", "ContactForm.Cd2.js"])
    writeFileSync(join(dir, "_astro", file), "x");
  const hook = analyticsBuild(enabled).hooks["astro:build:done"] as (options: unknown) => Promise<void>;
  await hook({ dir: pathToFileURL(`${dir}/`), logger: { info: () => {} } });
  return (file: string) => existsSync(join(dir, "_astro", file));
}

describe("analyticsBuild", () => {
  it("removes the web-vitals file from a build without measurement, and nothing else", async () => {
    const exists = await build(false);
    expect(exists("web-vitals.Ab1.js")).toBe(false);
    expect(exists("ContactForm.Cd2.js")).toBe(true);
  });

  it("keeps it when measurement is on", async () => {
    expect((await build(true))("web-vitals.Ab1.js")).toBe(true);
  });
});
