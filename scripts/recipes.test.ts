import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The README's "Add a section" recipe names every file a section touches. An existing section is
 * the proof: every source file that names it (its key, its folder or its component) must match a
 * path the recipe writes, with the recipe's example names (`my-section`, `MySection`, `mySection`)
 * standing for the section's. A new place a section must be registered fails here until the recipe
 * says so. Tests and docs are left out: a section's tests are the recipe's last step, not a
 * registration, and a link to a section from another one's copy is not part of adding it.
 */

const README = readFileSync("README.md", "utf8");

/** The text of a README recipe, from its heading to the next heading. */
function recipe(heading: string): string {
  const start = README.indexOf(`### ${heading}\n`);
  if (start < 0) throw new Error(`README has no "### ${heading}" recipe`);
  const end = README.indexOf("\n#", start + heading.length + 5);
  return README.slice(start, end < 0 ? undefined : end);
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(path: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(path);
  if (!braces) return [path];
  const [before, after] = [path.slice(0, braces.index), path.slice(braces.index + braces[0].length)];
  return (braces[1] ?? "").split(",").flatMap((part) => expandBraces(before + part + after));
}

/** The repository paths a recipe writes in backticks, braces expanded. */
const pathsIn = (text: string): string[] =>
  [...text.matchAll(/`([^`\s]+\/[^`\s]*)`/g)].flatMap((match) => expandBraces(match[1] ?? ""));

/** A recipe's path as a pattern: `*` any name, a folder every file under it. */
function matcher(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  return new RegExp(`^${escaped}${path.endsWith("/") ? ".*" : ""}$`);
}

const SOURCE_ROOTS = ["src", "server", "scripts", "supabase"];
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("tests/");

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sourceFiles(path, into);
    else if (!isTest(path)) into.push(path);
  }
  return into;
}
const SOURCES = SOURCE_ROOTS.flatMap((root) => sourceFiles(root));

/** The sections that prove the recipe: two of the plain ones. */
const SECTIONS = [
  { folder: "how-it-works", component: "HowItWorks", key: "howItWorks" },
  { folder: "checklist", component: "Checklist", key: "checklist" },
];

/** Another section's folder: it may name a section (a link to its anchor) without registering it. */
const otherSection = (path: string, folder: string) =>
  /^src\/sections\/[^/]+\//.test(path) && !path.startsWith(`src/sections/${folder}/`);

describe("the README's 'Add a section' recipe", () => {
  const text = recipe("Add a section");

  it.each(SECTIONS)("names every file the $key section is registered in", ({ folder, component, key }) => {
    const named = pathsIn(text).map((path) =>
      matcher(
        path.replaceAll("my-section", folder).replaceAll("MySection", component).replaceAll("mySection", key),
      ),
    );
    const mentions = new RegExp(`\\b(${key}|${component})\\b|sections/${folder}/`);
    const touched = SOURCES.filter(
      (path) =>
        !otherSection(path, folder) && (mentions.test(path) || mentions.test(readFileSync(path, "utf8"))),
    );
    expect(touched.length, "the section is found").toBeGreaterThan(5);
    expect(touched.filter((path) => !named.some((pattern) => pattern.test(path)))).toEqual([]);
  });
});
