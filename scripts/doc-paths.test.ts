import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The docs name files a newcomer will open: every repository path the README and docs/ write in
 * backticks exists (a pattern such as `src/sections/<name>/content.ts` or `supabase/migrations/*.sql`
 * matches at least one), and every relative link in them and in the decision records leads to a
 * file. A path in a recipe's example (`MySection.tsx`, a new locale `fr`) is not there yet, so only
 * the folder it goes in must be.
 */

/** Build output, dependencies and local state: never what a doc should point a reader at. */
const UNTRACKED = new Set([".git", "node_modules", "dist", ".tmp", ".astro", "data", "test-results"]);
/** A path segment that is a recipe's example name rather than a file of the repository. */
const EXAMPLE = /MySection|my-section|(^|[.*])fr([.]|$)/;

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir || ".", { withFileTypes: true })) {
    if (UNTRACKED.has(entry.name) || entry.name === "playwright-report") continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    into.push(path);
    if (entry.isDirectory()) walk(path, into);
  }
  return into;
}
const PATHS = walk("");
const TOP_FOLDERS = new Set(
  readdirSync(".", { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !UNTRACKED.has(entry.name) && entry.name !== "playwright-report",
    )
    .map((entry) => entry.name),
);

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return (match[1] ?? "")
    .split(",")
    .flatMap((choice) =>
      expandBraces(path.slice(0, match.index) + choice + path.slice(match.index + match[0].length)),
    );
}

/** Whether a path, possibly with `*` or `<placeholder>` segments, names something in the repository. */
function found(path: string): boolean {
  const segments = path.split("/");
  const example = segments.findIndex((segment) => EXAMPLE.test(segment));
  if (example >= 0) return found(segments.slice(0, example).join("/"));
  if (!/[*<]/.test(path)) return existsSync(path);
  const pattern = path.replace(/[.+?^$()|[\]\\]/g, "\\$&").replace(/<[^>]+>|\*/g, "[^/]+");
  const matcher = new RegExp(`^${pattern}$`);
  return PATHS.some((candidate) => matcher.test(candidate));
}

/** The repository paths a Markdown text names in backticks, as written. */
function namedPaths(markdown: string): string[] {
  const paths: string[] = [];
  for (const [, code = ""] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = code.replace(/:\d+(-\d+)?$/, "").replace(/\/$/, "");
    if (TOP_FOLDERS.has(path.split("/")[0] ?? "") && path.includes("/")) paths.push(path);
  }
  return paths;
}

const DOCS = [
  "README.md",
  ...readdirSync("docs")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];
const LINKED = [
  ...DOCS,
  "docs/decisions/README.md",
  ...readdirSync("docs/decisions").map((file) => `docs/decisions/${file}`),
];

describe("paths the docs name", () => {
  it.each(DOCS)("%s names only paths that exist", (doc) => {
    const missing = namedPaths(readFileSync(doc, "utf8")).filter((path) => !expandBraces(path).every(found));
    expect(missing).toEqual([]);
  });

  it.each(LINKED)("%s links only files that exist", (doc) => {
    const missing: string[] = [];
    for (const [, target = ""] of readFileSync(doc, "utf8").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#)/.test(target)) continue;
      const file = normalize(join(dirname(doc), decodeURI(target.replace(/#.*$/, ""))));
      if (!existsSync(file)) missing.push(target);
    }
    expect(missing).toEqual([]);
  });

  it("tells a real path from a missing one, a pattern and an example", () => {
    expect(namedPaths("`src/core/locales.ts`, `main.ts`, `/es/`, `dist/index.html`, `npm test`")).toEqual([
      "src/core/locales.ts",
    ]);
    expect(found("src/core/locales.ts")).toBe(true);
    expect(found("src/content/landing.ts")).toBe(false);
    expect(found("src/sections/<name>/content.ts")).toBe(true);
    expect(found("src/sections/<name>/missing.ts")).toBe(false);
    expect(found("supabase/migrations/*_create_contact_submissions.sql")).toBe(true);
    expect(found("src/sections/my-section/MySection.tsx")).toBe(true);
    expect(found("src/content/copy/*.fr.yaml")).toBe(true);
    expect(found("src/components/sections/MySection.tsx")).toBe(false);
    expect(expandBraces("server/{outbox,lead-email}/")).toEqual(["server/outbox/", "server/lead-email/"]);
  });
});
