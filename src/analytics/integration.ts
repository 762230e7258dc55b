import type { AstroIntegration } from "astro";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * With PUBLIC_ANALYTICS=false no page carries the beacon (Beacon.astro), but Vite still emits the
 * web-vitals file the beacon would have fetched, since the import is resolved before the pages
 * are rendered. Remove it (and its precompressed copies), so such a build holds nothing of the
 * measurement at all.
 */
export function analyticsBuild(enabled: boolean): AstroIntegration {
  return {
    name: "chattobook:analytics",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        if (enabled) return;
        const assets = join(fileURLToPath(dir), "_astro");
        const files = (await readdir(assets).catch(() => [])).filter((file) => /^web-vitals\./.test(file));
        await Promise.all(files.map((file) => rm(join(assets, file))));
        logger.info(`PUBLIC_ANALYTICS=false: removed ${files.length} web-vitals file(s)`);
      },
    },
  };
}
