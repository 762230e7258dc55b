import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from "node:fs";
import { join } from "node:path";

/*
 * DATA_DIR holds every lead in PGlite's files (and the WAL, and pg_control). PGlite creates them
 * readable and writable by everyone (0666 under the usual umask 022), so the directory itself is
 * the barrier: created 0700, and at every start the directory and everything in it lose their
 * group and other permissions again, which also repairs a directory made by an older version.
 */

/** Creates `dir` (and missing parents, with the usual modes) with mode 0700 if it does not exist. */
export function createPrivateDir(dir: string): void {
  // recursive: parents are created as needed; mode applies to every directory created, which
  // is right for DATA_DIR's own new parents too (nothing else lives in them yet).
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Removes group and other permissions from `path`; reports whether it had any. */
function tighten(path: string, stats: Stats): boolean {
  if ((stats.mode & 0o077) === 0) return false;
  chmodSync(path, stats.mode & 0o700);
  return true;
}

/**
 * Warns (through `warn`) when `dir` belongs to another user than this process: that user can read
 * and change every lead whatever the modes say.
 */
export function warnIfNotOwned(dir: string, warn: (message: string) => void = console.warn): void {
  const owner = lstatSync(dir).uid;
  const uid = process.getuid?.();
  if (uid !== undefined && owner !== uid) {
    warn(
      `Warning: DATA_DIR ${dir} belongs to uid ${owner}, not to this server (uid ${uid}). ` +
        "That user can read and change every stored lead; give the directory to the user running the server.",
    );
  }
}

/**
 * Sets `dir` to 0700 and every file and directory under it to its owner's permissions only.
 * Symbolic links are neither followed nor changed. Warns (through `warn`) when a mode cannot be
 * changed. Returns how many entries were tightened.
 */
export function restrictTree(dir: string, warn: (message: string) => void = console.warn): number {
  const stats = lstatSync(dir);
  let tightened = 0;
  const visit = (path: string, entry: Stats) => {
    try {
      if (tighten(path, entry)) tightened++;
    } catch (error) {
      warn(`Warning: cannot restrict the permissions of ${path}: ${(error as Error).message}`);
    }
    if (!entry.isDirectory()) return;
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      let childStats: Stats;
      try {
        childStats = lstatSync(child);
      } catch {
        continue; // Removed meanwhile (another starter's temporary lock file).
      }
      if (!childStats.isSymbolicLink()) visit(child, childStats);
    }
  };
  visit(dir, stats);
  return tightened;
}
