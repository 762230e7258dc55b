import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildReason } from "./start.ts";

describe("buildReason", () => {
  let root: string;
  const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "chattobook-start-"));
    mkdirSync(join(root, "src/components"), { recursive: true });
    mkdirSync(join(root, "dist"));
    writeFileSync(join(root, "src/components/Hero.tsx"), "x");
    writeFileSync(join(root, "astro.config.mjs"), "x");
    at(join(root, "src/components/Hero.tsx"), 1000);
    at(join(root, "astro.config.mjs"), 1000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const sources = () => [join(root, "src"), join(root, "public"), join(root, "astro.config.mjs")];

  it("builds when there is no build", () => {
    expect(buildReason(join(root, "dist"), sources())).toMatch(/index\.html is missing/);
  });

  it("does not build when the build is newer than every source", () => {
    writeFileSync(join(root, "dist/index.html"), "x");
    at(join(root, "dist/index.html"), 2000);
    expect(buildReason(join(root, "dist"), sources())).toBeUndefined();
  });

  it("builds when a nested source or the config changed after the build", () => {
    writeFileSync(join(root, "dist/index.html"), "x");
    at(join(root, "dist/index.html"), 2000);
    at(join(root, "src/components/Hero.tsx"), 3000);
    expect(buildReason(join(root, "dist"), sources())).toMatch(/sources changed/);
    at(join(root, "src/components/Hero.tsx"), 1000);
    at(join(root, "astro.config.mjs"), 3000);
    expect(buildReason(join(root, "dist"), sources())).toMatch(/sources changed/);
  });
});
