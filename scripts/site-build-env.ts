import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_VARIABLES } from "#src/core/settings/public-env.ts";

/*
 * The environment of a build that must show the defaults: every PUBLIC_* setting blank. `npm test`
 * (its builds assert the default brand and links), the browser specs that make builds of their
 * own, and the bench (both sides of `--baseline`) build with it, so no override of the
 * developer's, in the environment or in a .env file, reaches them. A blank value counts as unset
 * (docs/configuration.md), and the environment beats .env files.
 */

/** PUBLIC_* names set in the checkout's .env files, which Astro would otherwise read at build time. */
export function publicNamesIn(envFileText: string): string[] {
  return [...envFileText.matchAll(/^\s*(?:export\s+)?(PUBLIC_[A-Z0-9_]+)\s*=/gm)].map((m) => m[1] as string);
}

const ENV_FILES = [".env", ".env.local", ".env.production", ".env.production.local"];

/** Every PUBLIC_* name the settings know, `env` has or `cwd`'s .env files set, each blank. */
export function blankPublicSettings(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Record<string, string> {
  const fromFiles = ENV_FILES.flatMap((file) =>
    existsSync(join(cwd, file)) ? publicNamesIn(readFileSync(join(cwd, file), "utf8")) : [],
  );
  const fromEnv = Object.keys(env).filter((name) => name.startsWith("PUBLIC_"));
  return Object.fromEntries([...PUBLIC_VARIABLES, ...fromEnv, ...fromFiles].map((name) => [name, ""]));
}

/** `env` with every PUBLIC_* setting blank (see blankPublicSettings). */
export const siteBuildEnv = (
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): NodeJS.ProcessEnv => ({
  ...env,
  ...blankPublicSettings(env, cwd),
});
