import { randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/*
 * PGlite is one process's private copy of PostgreSQL: two processes writing the same directory
 * would corrupt it. A lock file in DATA_DIR makes the second one fail with a clear message.
 * A lock left behind by a killed process is taken over: its owner is dead when the PID no longer
 * exists, or when the PID now belongs to a different process (PIDs are reused, and a restarted
 * container's server is often PID 1 again), which the recorded process start time reveals.
 */

export const LOCK_FILE = "server.lock";

/** What a lock file records about its owner. */
interface LockOwner {
  pid: number;
  /** Kernel start time of the process (Linux /proc ticks); tells a reused PID from the owner. */
  processStart: string | null;
  startedAt: string;
  hostname: string;
  command: string;
  token: string;
}

export interface Lock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Thrown when another live process holds the directory. */
export class LockError extends Error {
  override name = "LockError";
}

/** Locks held by this process, so a second open in the same process is refused too. */
const heldByUs = new Map<string, string>();

/** The start time of a process as the kernel records it, or null where /proc is unavailable. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the command name in field 2 may contain spaces, so count after ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner, path: string): boolean {
  // kill(0 or negative) would signal a whole process group and always "succeed".
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (owner.hostname !== hostname()) return true; // Cannot check another machine: assume it is alive.
  if (owner.pid === process.pid) return heldByUs.get(path) === owner.token;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = processStart(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as LockOwner;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // Unreadable or half-written (a crash between create and write): nobody can own it.
    return { pid: -1, processStart: null, startedAt: "?", hostname: hostname(), command: "?", token: "" };
  }
}

/**
 * Takes the lock file of `dir` (created if missing) or throws LockError naming the owner.
 * `purpose` describes this process in the file, for the next one's error message.
 */
export function acquireLock(dir: string, purpose: string): Lock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    command: purpose,
    token: randomUUID(),
  };
  const content = `${JSON.stringify(owner, null, 2)}\n`;

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx" creates atomically and fails if the file exists: exactly one process wins.
      const fd = openSync(path, "wx");
      writeFileSync(fd, content);
      closeSync(fd);
      return hold(path, owner.token);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readOwner(path);
    if (current === undefined) continue; // Released meanwhile: try again.
    if (isAlive(current, path)) {
      throw new LockError(
        `DATA_DIR ${dir} is in use by another process (pid ${current.pid}, ${current.command}, ` +
          `started ${current.startedAt}).\n` +
          "Stop that process first, or set DATA_DIR to another directory. " +
          "(`npm run leads` reads through the running server when PORT points at it.)",
      );
    }
    // Stale: replace it in one atomic rename, then check that ours is the one that stuck (two
    // processes taking over the same stale lock at the same instant would otherwise both win).
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, content);
    renameSync(temp, path);
    if (readOwner(path)?.token === owner.token) return hold(path, owner.token);
  }
  throw new LockError(`Could not take the lock file ${path}: it keeps changing. Is another server starting?`);
}

function hold(path: string, token: string): Lock {
  heldByUs.set(path, token);
  const release = () => {
    process.off("exit", release);
    if (heldByUs.get(path) !== token) return;
    heldByUs.delete(path);
    try {
      if (readOwner(path)?.token === token) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // Also on process.exit() paths that skip close(); a SIGKILL leaves it for the stale check.
  process.on("exit", release);
  return { path, release };
}
