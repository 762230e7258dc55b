import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * A tiny built site for the static server's hostile tests, so they do not depend on `astro build`.
 * Around it sit things that must never be served: a sentinel file next to SITE_DIR (what a path
 * traversal would reach), a dotfile and the host's `_headers` inside it, and symlinks inside it
 * that lead out of it. Each holds a unique marker, so a test can search any response for it.
 */

/** Markers that must never appear in a response body. */
export const SENTINEL = "SENTINEL-outside-site-dir-7f3a9c";
export const DOTFILE_SECRET = "DOTFILE-secret-inside-site-dir-41be02";
/** A comment in `_headers`: never becomes a header, so seeing it means the file itself was served. */
export const HEADERS_FILE_SECRET = "HEADERS-file-comment-9d21c7";
/** A header set by the fixture's `_headers`, proving the rules are applied. */
export const HEADERS_FILE_MARKER = "X-Fixture-Marker";

export const INDEX_HTML = "<!doctype html><title>Fixture home</title><h1>Fixture home</h1>";
export const NOT_FOUND_HTML = "<!doctype html><title>Not found</title><h1>Fixture 404</h1>";
export const ASTRO_JS = "console.log('fixture island');";

export interface FixtureSite {
  /** The temporary directory holding the site and the files next to it. */
  root: string;
  /** SITE_DIR: root/site. */
  siteDir: string;
  /** Every marker that must never be served. */
  forbidden: string[];
  remove(): void;
}

export function createFixtureSite(): FixtureSite {
  const root = mkdtempSync(join(tmpdir(), "chattobook-fuzz-site-"));
  const siteDir = join(root, "site");
  mkdirSync(join(siteDir, "_astro"), { recursive: true });
  mkdirSync(join(siteDir, "blog"));
  writeFileSync(join(siteDir, "index.html"), INDEX_HTML);
  writeFileSync(join(siteDir, "404.html"), NOT_FOUND_HTML);
  writeFileSync(join(siteDir, "blog", "index.html"), "<!doctype html><title>Blog</title>");
  writeFileSync(join(siteDir, "_astro", "x.js"), ASTRO_JS);
  writeFileSync(
    join(siteDir, "_headers"),
    `# ${HEADERS_FILE_SECRET}\n/*\n  ${HEADERS_FILE_MARKER}: applied\n  X-Content-Type-Options: nosniff\n`,
  );

  // Outside SITE_DIR: what `..` would reach.
  writeFileSync(join(root, "sentinel.txt"), SENTINEL);
  writeFileSync(join(root, "sentinel.html"), SENTINEL);
  mkdirSync(join(root, "etc"));
  writeFileSync(join(root, "etc", "passwd"), SENTINEL);
  // Inside SITE_DIR but private.
  writeFileSync(join(siteDir, ".env"), `SECRET=${DOTFILE_SECRET}\n`);
  mkdirSync(join(siteDir, ".git"));
  writeFileSync(join(siteDir, ".git", "config"), DOTFILE_SECRET);
  // Symlinks inside SITE_DIR that point out of it.
  symlinkSync(join(root, "sentinel.txt"), join(siteDir, "link.txt"));
  symlinkSync(root, join(siteDir, "up"));

  return {
    root,
    siteDir,
    forbidden: [SENTINEL, DOTFILE_SECRET, HEADERS_FILE_SECRET],
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
