import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BaselineError, buildBaseline, resolveCommit } from "./baseline.ts";
import { benchPort } from "./config.ts";

/**
 * A throwaway repository: a commit whose build writes dist/index.html, one whose build fails, and
 * one whose lockfile npm ci refuses as out of sync (as before decision 053).
 */
let repo: string;
let good: string;
let bad: string;
let unsynced: string;
let toplevel: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Bench", "-c", "user.email=bench@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();

const WRITE_SITE = `node -e "require('fs').mkdirSync('dist');require('fs').writeFileSync('dist/index.html','<p>'+process.env.PUBLIC_BRAND_NAME)"`;

// Writes the top directory of the repository the build runs in.
const WRITE_TOPLEVEL = `node -e "const top=require('child_process').execFileSync('git',['rev-parse','--show-toplevel']).toString().trim();require('fs').mkdirSync('dist');require('fs').writeFileSync('dist/index.html',top)"`;

function commitPackage(buildScript: string, dependencies: Record<string, string> = {}): string {
  const pkg = { name: "fixture", version: "1.0.0", private: true, scripts: { build: buildScript } };
  writeFileSync(join(repo, "package.json"), JSON.stringify({ ...pkg, dependencies }));
  // A lockfile without dependencies: npm ci installs nothing and needs no registry (and refuses
  // it when package.json names a dependency).
  const lock = {
    name: "fixture",
    version: "1.0.0",
    lockfileVersion: 3,
    requires: true,
    packages: { "": pkg },
  };
  writeFileSync(join(repo, "package-lock.json"), JSON.stringify(lock));
  git("add", ".");
  git("commit", "-q", "-m", buildScript);
  return git("rev-parse", "HEAD");
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "bench-baseline-"));
  git("init", "-q");
  toplevel = commitPackage(WRITE_TOPLEVEL);
  good = commitPackage(WRITE_SITE);
  bad = commitPackage(`node -e "console.error('astro: the build broke');process.exit(3)"`);
  mkdirSync(join(repo, "local-dep"));
  writeFileSync(
    join(repo, "local-dep", "package.json"),
    JSON.stringify({ name: "local-dep", version: "1.0.0" }),
  );
  unsynced = commitPackage(WRITE_SITE, { "local-dep": "file:./local-dep" });
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("resolveCommit", () => {
  it("turns a short sha, a branch or HEAD~1 into the full commit", () => {
    expect(resolveCommit(good.slice(0, 7), repo)).toBe(good);
    expect(resolveCommit("HEAD~2", repo)).toBe(good);
    expect(resolveCommit("HEAD", repo)).toBe(unsynced);
  });

  it("refuses an unknown ref, a tree and an option-like ref with a message naming the ref", () => {
    expect(() => resolveCommit("no-such-branch", repo)).toThrow(BaselineError);
    expect(() => resolveCommit("no-such-branch", repo)).toThrow(/--baseline no-such-branch: not a commit/);
    expect(() => resolveCommit("HEAD^{tree}", repo)).toThrow(BaselineError);
    expect(() => resolveCommit("--all", repo)).toThrow(/--baseline --all: not a commit/);
  });
});

describe("buildBaseline", () => {
  it("exports, installs and builds a commit once with PUBLIC_* blank, then reuses the cache", () => {
    // npm offline: the fixture has no dependencies, and the test must not reach a registry.
    vi.stubEnv("npm_config_offline", "true");
    vi.stubEnv("PUBLIC_BRAND_NAME", "SmileBot");
    const root = join(repo, ".cache");
    try {
      const first = buildBaseline(good, root, repo);
      expect(first).toMatchObject({ commit: good, cached: false, siteDir: join(root, good, "dist") });
      expect(readFileSync(join(first.siteDir, "index.html"), "utf8")).toBe("<p>");
      const second = buildBaseline(good, root, repo);
      expect(second).toMatchObject({ cached: true, builtInSeconds: first.seconds, install: "npm ci" });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("builds at the top of a repository of its own, as a clone is, though its cache is inside this one", () => {
    // Under this repository's ignored .tmp/, Tailwind ignored the export's own .gitignore.
    vi.stubEnv("npm_config_offline", "true");
    const root = join(repo, ".cache");
    try {
      const build = buildBaseline(toplevel, root, repo);
      expect(readFileSync(join(build.siteDir, "index.html"), "utf8")).toBe(
        realpathSync(join(root, toplevel)),
      );
      expect(buildBaseline(toplevel, root, repo).cached).toBe(true);
      // A cache made before the export was a repository of its own is built again.
      rmSync(join(root, toplevel, ".git"), { recursive: true });
      expect(buildBaseline(toplevel, root, repo).cached).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("says which step failed and shows the end of its output, and does not cache the failure", () => {
    vi.stubEnv("npm_config_offline", "true");
    const root = join(repo, ".cache");
    try {
      expect(() => buildBaseline(bad, root, repo)).toThrow(
        /`npm run build` failed \(exit 3\)[^]*the build broke/,
      );
      expect(existsSync(join(root, bad, "bench-baseline.json"))).toBe(false);
      mkdirSync(join(root, bad, "dist"), { recursive: true });
      writeFileSync(join(root, bad, "dist", "index.html"), "left by a broken build");
      expect(() => buildBaseline(bad, root, repo)).toThrow(BaselineError);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("buildBaseline on a commit from before every platform was locked", () => {
  it("installs with npm install when npm ci refuses the lockfile as out of sync, and says so", () => {
    vi.stubEnv("npm_config_offline", "true");
    try {
      const build = buildBaseline(unsynced, join(repo, ".cache"), repo);
      expect(build).toMatchObject({ cached: false, install: "npm install" });
      expect(existsSync(join(repo, ".cache", unsynced, "node_modules", "local-dep", "package.json"))).toBe(
        true,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("benchPort", () => {
  it("reads BENCH_PORT, defaults to 4390 and refuses a port whose next one is not valid", () => {
    expect(benchPort(undefined)).toBe(4390);
    expect(benchPort("")).toBe(4390);
    expect(benchPort("4490")).toBe(4490);
    expect(() => benchPort("65535")).toThrow(/BENCH_PORT/);
    expect(() => benchPort("44.5")).toThrow(/BENCH_PORT/);
  });
});
