import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeadersFile } from "#src/core/http-policy.ts";

/*
 * The Vercel recipe as far as this machine allows (no Vercel account): the build step writes
 * Vercel's Build Output API directory with the same headers as dist/_headers and a 404 route.
 */

const SITE_DIR = resolve("dist");
const built = existsSync(join(SITE_DIR, "_headers"));
if (!built && process.env.CI) throw new Error("dist/ must be built before the deploy tests in CI");

describe.skipIf(!built)("Vercel recipe", () => {
  it("writes .vercel/output with the site, its headers and the 404 page", () => {
    const cwd = mkdtempSync(join(tmpdir(), "chattobook-vercel-"));
    try {
      const run = spawnSync(process.execPath, [resolve("scripts/deploy-config.ts"), "vercel", SITE_DIR], {
        cwd,
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(0);
      const out = join(cwd, ".vercel/output");
      expect(existsSync(join(out, "static/index.html"))).toBe(true);
      expect(existsSync(join(out, "static/404.html"))).toBe(true);
      expect(existsSync(join(out, "static/_headers"))).toBe(false);

      interface Route {
        src?: string;
        headers?: Record<string, string>;
        status?: number;
        dest?: string;
        handle?: string;
      }
      const config = JSON.parse(readFileSync(join(out, "config.json"), "utf8")) as {
        version: number;
        routes: Route[];
      };
      const site = parseHeadersFile(readFileSync(join(SITE_DIR, "_headers"), "utf8"))["/*"] ?? {};
      expect(config.version).toBe(3);
      const all = config.routes.find((r) => r.src === "/(.*)" && r.headers);
      expect(all?.headers).toEqual(site);
      expect(all?.headers?.["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
      const assets = config.routes.find((r) => r.src === "/_astro/(.*)");
      expect(assets?.headers?.["Cache-Control"]).toBe("public, max-age=31536000, immutable");
      expect(config.routes.at(-1)).toEqual({ src: "/(.*)", status: 404, dest: "/404.html" });
      // /404.html itself answers 404: its route comes before the file system would serve it.
      const byName = config.routes.findIndex((r) => r.src === "/404(?:\\.html)?" && r.status === 404);
      expect(byName).toBeGreaterThan(-1);
      const filesystem = config.routes.findIndex((r) => r.handle === "filesystem");
      expect(byName).toBeLessThan(filesystem);
      // A missing path under /es/ or /pt-br/ gets that language's 404 page, also when asked by name.
      for (const locale of ["es", "pt-br"]) {
        expect(existsSync(join(out, `static/${locale}/404.html`))).toBe(true);
        const missing = config.routes.findIndex(
          (r) => r.src === `/${locale}/(.*)` && r.status === 404 && r.dest === `/${locale}/404.html`,
        );
        expect(missing).toBeGreaterThan(filesystem);
        expect(missing).toBeLessThan(config.routes.length - 1);
        const named = config.routes.findIndex(
          (r) => r.src === `/${locale}/404(?:\\.html)?` && r.status === 404,
        );
        expect(named).toBeGreaterThan(-1);
        expect(named).toBeLessThan(filesystem);
      }
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
