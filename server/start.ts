import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadDotEnv, loadServerConfig } from "./config.ts";
import { EnvError } from "#src/core/settings/env.ts";
import { main } from "./main.ts";

/*
 * `npm start`: builds the site when the build is missing or older than its sources, then runs the
 * server. Sources are src/, public/ and astro.config.mjs; a changed PUBLIC_* variable alone does
 * not trigger a rebuild (run `npm run build` after changing one).
 */

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SOURCES = ["src", "public", "astro.config.mjs"];

/** Newest modification time among files under `paths` (0 when none exist). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    if (stats.isFile()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Why the site must be built first, or undefined when the build is current. */
export function buildReason(siteDir: string, sources: string[]): string | undefined {
  const index = join(siteDir, "index.html");
  if (!existsSync(index)) return `${relative(process.cwd(), index) || index} is missing`;
  if (newestMtime(sources) > statSync(index).mtimeMs) return "the sources changed since the last build";
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  let siteDir: string;
  try {
    siteDir = loadServerConfig().siteDir;
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
  const reason = buildReason(
    siteDir,
    SOURCES.map((source) => join(ROOT, source)),
  );
  if (reason) {
    console.info(`Building the site first (${reason})…`);
    // Same PATH as ours, so the build runs on the same Node; the output goes where we serve from.
    const build = spawnSync("npm", ["run", "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ASTRO_OUT_DIR: relative(ROOT, siteDir) || "." },
    });
    if (build.status !== 0) {
      console.error("The build failed; not starting the server.");
      process.exit(build.status ?? 1);
    }
  }
  await main();
}
