import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The systemd unit runs on an install made with `npm ci --omit=dev` (issue 9): its interpreter
 * and every package the server and the leads command load at run time must be `dependencies`,
 * never `devDependencies`, or the service dies at start on a production install.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const UNIT = readFileSync(resolve(ROOT, "deploy/systemd/chattobook.service"), "utf8");
const PACKAGE = JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  imports: Record<string, string>;
};

/** A `#top/path` specifier as package.json `imports` maps it ("#src/*": "./src/*"), from the root. */
function importsTarget(specifier: string): string | undefined {
  for (const [pattern, target] of Object.entries(PACKAGE.imports)) {
    const prefix = pattern.replace(/\*$/, "");
    if (specifier.startsWith(prefix))
      return resolve(ROOT, target.replace("*", specifier.slice(prefix.length)));
  }
  return undefined;
}

/** Specifiers a module loads at run time (type-only imports are erased by Node and skipped). */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const fromClause = /^\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+["']([^"']+)["']/gm;
  for (const [, typeOnly, specifier] of source.matchAll(fromClause)) {
    if (!typeOnly && specifier) specifiers.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) {
    if (specifier) specifiers.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

/** Every package reached from `entries` through relative and `#` imports, by package name. */
function packagesLoadedBy(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
      else if (specifier.startsWith("#")) {
        const target = importsTarget(specifier);
        expect(target, `${specifier} in ${file} is not in package.json imports`).toBeDefined();
        if (target) visit(target);
      } else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
        const parts = specifier.split("/");
        const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
        packages.set(name, file.slice(ROOT.length));
      }
    }
  };
  for (const entry of entries) visit(resolve(ROOT, entry));
  return packages;
}

describe("deploy/systemd/chattobook.service on an npm ci --omit=dev install", () => {
  it("runs an interpreter that a production install has", () => {
    const execStart = /^ExecStart=(\S+)\s+(\S+)/m.exec(UNIT);
    expect(execStart?.[2]).toBe("server/main.ts");
    const bin = /\/node_modules\/\.bin\/([^/\s]+)$/.exec(execStart?.[1] ?? "")?.[1];
    // Either the system's Node or a binary from node_modules/.bin, which must be a dependency.
    if (bin !== undefined) expect(Object.keys(PACKAGE.dependencies)).toContain(bin);
    else expect(execStart?.[1]).toMatch(/^\/usr\/(local\/)?bin\/node$/);
  });

  it("loads only dependencies from server/main.ts and server/cli/leads.ts", () => {
    const loaded = packagesLoadedBy(["server/main.ts", "server/cli/leads.ts"]);
    expect(loaded.size).toBeGreaterThan(3);
    const missing = [...loaded].filter(([name]) => !(name in PACKAGE.dependencies));
    expect(missing, "imported (by the file named) but not in dependencies").toEqual([]);
  });

  it("reads imports the way Node loads them", () => {
    const source = [
      'import { a } from "pkg-a";',
      'import type { B } from "pkg-b";',
      'import "./side-effect.ts";',
      'export { c } from "@scope/pkg-c/sub";',
      'const d = await import("pkg-d");',
    ].join("\n");
    expect(runtimeImports(source)).toEqual(["pkg-a", "@scope/pkg-c/sub", "./side-effect.ts", "pkg-d"]);
  });
});
