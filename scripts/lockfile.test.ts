/*
 * `npm ci` installs from package-lock.json alone and refuses a lockfile that lacks an optional
 * dependency it expects, even one meant for another platform (decision 053). A lockfile written
 * while a platform's binding could not be fetched drops that binding silently, and only a fresh
 * clone on CI or on another machine finds out. This test finds out first.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  version?: string;
  link?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}
type Lockfile = { packages: Record<string, LockedPackage> };

/** Node's lookup: the dependency's folder next to `from`, then in each enclosing node_modules. */
function resolve(lock: Lockfile, from: string, name: string): LockedPackage | undefined {
  let dir = from;
  for (;;) {
    const found = lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (found && !found.link) return found;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent < 0 ? "" : dir.slice(0, parent);
  }
}

/** Exact pins (every platform binding seen so far) must match; other ranges only need an entry. */
const satisfies = (version: string | undefined, range: string): boolean =>
  !/^\d+\.\d+\.\d+$/.test(range) || version === range;

/**
 * Every optional dependency of a package that has platform bindings (an optional dependency
 * locked with `os` or `cpu`), where that package would find it, in the version it asks for.
 */
function missingPlatformBindings(lock: Lockfile): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const optional = Object.entries(entry.optionalDependencies ?? {});
    const hasBindings = optional.some(([name]) => {
      const found = resolve(lock, path, name);
      return Boolean(found?.os || found?.cpu);
    });
    if (!hasBindings) continue;
    for (const [name, range] of optional) {
      const found = resolve(lock, path, name);
      if (!found || !satisfies(found.version, range)) {
        missing.push(`${path || "(root)"} -> ${name}@${range}${found ? ` (found ${found.version})` : ""}`);
      }
    }
  }
  return missing;
}

const lockfile = (): Lockfile =>
  JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as Lockfile;

describe("package-lock.json", () => {
  it("lists every platform's binding of every package that has them, so `npm ci` works anywhere", () => {
    const missing = missingPlatformBindings(lockfile());
    expect(
      missing,
      "Regenerate the lockfile on a machine that reaches the whole registry: `npm install --package-lock-only`",
    ).toEqual([]);
  });

  it("still has bindings to check (the check is not vacuous)", () => {
    const lock = lockfile();
    const withBindings = [
      "node_modules/@tailwindcss/oxide",
      "node_modules/esbuild",
      "node_modules/lightningcss",
    ];
    for (const path of withBindings)
      expect(Object.keys(lock.packages[path]?.optionalDependencies ?? {})).not.toEqual([]);
  });

  it("reports a binding that is absent, and one locked in another version than its package pins", () => {
    const lock: Lockfile = {
      packages: {
        "": {},
        "node_modules/tool": {
          version: "2.0.0",
          optionalDependencies: {
            "tool-linux-x64": "2.0.0",
            "tool-darwin-arm64": "2.0.0",
            "tool-win32-x64": "2.0.0",
          },
        },
        "node_modules/tool-linux-x64": { version: "2.0.0", os: ["linux"], cpu: ["x64"] },
        "node_modules/tool-darwin-arm64": { version: "1.0.0", os: ["darwin"], cpu: ["arm64"] },
      },
    };
    expect(missingPlatformBindings(lock)).toEqual([
      "node_modules/tool -> tool-darwin-arm64@2.0.0 (found 1.0.0)",
      "node_modules/tool -> tool-win32-x64@2.0.0",
    ]);
  });
});
