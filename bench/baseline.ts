import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { siteBuildEnv } from "#scripts/site-build-env.ts";
import { progress } from "./report.ts";

/*
 * The other side of `npm run bench -- --baseline <ref>`: that commit's site, built once into
 * .tmp/bench-baseline/<sha>/ with its own lockfile's dependencies, and reused on later runs.
 * The commit is exported with `git archive`, not `git worktree add`: a worktree would be
 * registered in the shared .git of every checkout, and an export needs no clean-up.
 */

/** A baseline that cannot be had: an unknown ref, or a commit whose install or build failed. */
export class BaselineError extends Error {}

/** The full commit a ref names (branch, tag, short or long sha, `HEAD~3`), or a BaselineError. */
export function resolveCommit(ref: string, cwd = process.cwd()): string {
  // A ref starting with "-" would be read as an option by git.
  const found = ref.startsWith("-")
    ? undefined
    : spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd, encoding: "utf8" });
  if (!found || found.status !== 0) {
    throw new BaselineError(
      `--baseline ${ref}: not a commit of this repository (try a sha from \`git log --oneline\`, a branch or a tag)`,
    );
  }
  return found.stdout.trim();
}

/** A built baseline, ready to be served. */
export interface BaselineBuild {
  commit: string;
  /** The baseline's built site (its dist/). */
  siteDir: string;
  /** True when an earlier run's build was reused. */
  cached: boolean;
  /** What this run spent getting it: the whole export, install and build, or the cache check. */
  seconds: number;
  /** How long the build in the cache took when it was made. */
  builtInSeconds: number;
  /** How its dependencies were installed (see installDependencies). */
  install: Install;
}

type Install = "npm ci" | "npm install";

/** Written last, so a directory without it is a build that did not finish. */
const MARKER = "bench-baseline.json";

/** Runs a command (in the baseline's directory unless told), its output in a log there; throws with the log's end. */
function step(
  dir: string,
  log: string,
  [command, ...args]: [string, ...string[]],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): void {
  const fd = openSync(join(dir, log), "w");
  let result: SpawnSyncReturns<Buffer>;
  try {
    result = spawnSync(command, args, {
      cwd: options.cwd ?? dir,
      env: options.env,
      stdio: ["ignore", fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  if (result.status !== 0) {
    const tail = readFileSync(join(dir, log), "utf8").trimEnd().split("\n").slice(-15).join("\n");
    throw new BaselineError(
      `The baseline's \`${[command, ...args].join(" ")}\` failed (exit ${result.status ?? result.signal ?? result.error?.message}); ` +
        `its output is in ${join(dir, log)}, ending:\n${tail}`,
    );
  }
}

/**
 * `npm ci` from the commit's lockfile; if npm refuses it as out of sync, `npm install`, which still
 * takes the lockfile's versions. Commits before decision 053 locked only some platforms' bindings
 * and their own CI installed that way (decision 008), so that is how they were built then.
 */
function installDependencies(dir: string, env: NodeJS.ProcessEnv): Install {
  try {
    step(dir, "bench-npm-ci.log", ["npm", "ci", "--no-audit", "--no-fund"], { env });
    return "npm ci";
  } catch (error) {
    const log = readFileSync(join(dir, "bench-npm-ci.log"), "utf8");
    if (!/npm error code EUSAGE[^]*in sync/.test(log)) throw error;
    progress("  its lockfile is not in sync for npm ci (before decision 053): npm install, as its CI did");
    step(dir, "bench-npm-install.log", ["npm", "install", "--no-audit", "--no-fund"], { env });
    return "npm install";
  }
}

/**
 * The baseline's site for `commit`, from the cache under `root` or made now: the commit's files
 * exported, its dependencies installed from its own lockfile, then its own `npm run build` with
 * siteBuildEnv().
 * `repo` is the repository's top directory: run elsewhere, `git archive` exports only a part.
 */
export function buildBaseline(
  commit: string,
  root = join(".tmp", "bench-baseline"),
  repo = process.cwd(),
): BaselineBuild {
  const started = performance.now();
  const dir = join(root, commit);
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const siteDir = join(dir, "dist");
  // A cache without its own .git was built before 2026-11-26, scanned as described below: rebuilt.
  const reusable = [MARKER, ".git", join("dist", "index.html")].every((name) => existsSync(join(dir, name)));
  if (reusable) {
    const marker = JSON.parse(readFileSync(join(dir, MARKER), "utf8")) as Pick<
      BaselineBuild,
      "builtInSeconds" | "install"
    >;
    return { commit, siteDir, cached: true, seconds: seconds(), ...marker };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  progress(
    `Baseline ${commit.slice(0, 12)}: exporting, installing and building into ${dir}/ (once; later runs reuse it)`,
  );
  const env = siteBuildEnv(process.env, dir);
  const tar = resolve(dir, "bench-export.tar");
  step(dir, "bench-export.log", ["git", "archive", "--output", tar, commit], { env, cwd: repo });
  step(dir, "bench-extract.log", ["tar", "-xf", tar], { env });
  rmSync(tar);
  // The top of a repository of its own, as the commit's clone was in CI: inside this checkout's
  // ignored .tmp/, Tailwind's source detection skipped the export's own .gitignore and scanned its
  // node_modules, and 9f19c70's pages carried 94 KB of CSS instead of its 41 KB.
  step(dir, "bench-git-init.log", ["git", "init", "--quiet"], { env });
  const install = installDependencies(dir, env);
  step(dir, "bench-build.log", ["npm", "run", "build"], { env });
  if (!existsSync(join(siteDir, "index.html"))) {
    throw new BaselineError(`The baseline's build finished but wrote no ${siteDir}/index.html`);
  }
  const builtInSeconds = seconds();
  const marker = { commit, install, builtInSeconds, builtAt: new Date().toISOString() };
  writeFileSync(join(dir, MARKER), JSON.stringify(marker));
  return { commit, siteDir, cached: false, seconds: builtInSeconds, builtInSeconds, install };
}
