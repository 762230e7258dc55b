import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "../..");

/**
 * A copy of the repository's files (tracked, and new ones not yet added but not ignored either),
 * as they are in the work tree, under a temporary
 * directory, with this checkout's node_modules linked in: for tests that write files a tool would
 * write (a new locale, a CMS save), so the work tree and the suites reading it beside them are
 * never touched. The caller removes it.
 */
export function copyRepository(prefix: string, paths?: string[]): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  // --others --exclude-standard: a file a developer has just created counts before `git add`.
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", ...(paths ?? [])],
    {
      cwd: repo,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && existsSync(join(repo, file)));
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
  return root;
}
