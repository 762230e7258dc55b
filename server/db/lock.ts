import { randomUUID } from "node:crypto";
import {
  linkSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPrivateDir } from "./data-dir.ts";

/*
 * PGlite is one process's private copy of PostgreSQL: two processes writing the same directory
 * would corrupt it. A lock file in DATA_DIR makes the second one fail with a clear message.
 * A lock left behind by a killed process is taken over: its owner is dead when the PID no longer
 * exists, or when the PID now belongs to a different process (PIDs are reused, and a restarted
 * container's server is often PID 1 again), which the recorded process start time reveals.
 *
 * Every file here appears with its whole content: it is written under a private temporary name
 * and hard-linked into place, which fails if the name exists, so exactly one creator wins and no
 * reader ever sees a half-written lock. Replacing a stale lock needs a claim on it first: the
 * file `server.lock.takeover-<stale token>`, created the same way, so of two starters that found
 * the same stale lock only one replaces it. A claim whose maker died is itself stale and is
 * claimed the same way (by its own token).
 *
 * A server adds the URL it listens on once the port is open (announceServer), by writing the
 * whole file anew under a temporary name and renaming it over the lock, so readers still see one
 * complete version or the other. With it, and the checkout the lock was taken from, `npm run
 * leads` and `npm run stats` can find a live server of this checkout and go through it.
 */

export const LOCK_FILE = "server.lock";

/**
 * A lock file that cannot be read (empty or not JSON) is treated as live this long after its last
 * change: a lock written by an older version of this code was created empty and filled a moment
 * later. Past it, nobody can be writing it any more.
 */
export const UNREADABLE_LOCK_GRACE_MS = 5_000;

/** What a lock file records about its owner. */
interface LockOwner {
  pid: number;
  /** Kernel start time of the process (Linux /proc ticks); tells a reused PID from the owner. */
  processStart: string | null;
  startedAt: string;
  hostname: string;
  command: string;
  token: string;
  /** The checkout (real path) whose code took the lock. */
  checkout?: string;
  /** Where the server listens, once it does (announceServer). */
  url?: string;
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

/** The real path of this checkout (the code's own, wherever the process was started from). */
const thisCheckout = () => realpathSync(fileURLToPath(new URL("../../", import.meta.url)));

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

type ReadResult =
  | { kind: "missing" }
  | { kind: "owner"; owner: LockOwner }
  /** Empty or not JSON; `token` names this very file version, `ageMs` is since its last change. */
  | { kind: "unreadable"; token: string; ageMs: number };

function readOwner(path: string): ReadResult {
  let text: string;
  let stats;
  try {
    stats = statSync(path);
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" };
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (typeof owner.token === "string" && owner.token !== "") return { kind: "owner", owner };
  } catch {
    // Not JSON: handled below like an empty file.
  }
  return {
    kind: "unreadable",
    token: `unreadable-${stats.ino}-${Math.round(stats.mtimeMs)}`,
    ageMs: Date.now() - stats.mtimeMs,
  };
}

/** Test seams: run at the points where a concurrent starter could act. */
export interface LockHooks {
  /** After this starter found the lock stale, before it claims and replaces it. */
  beforeTakeover?: () => void;
}

/** Writes `content` to a fresh private temp file next to `path`, returning its name. */
function writeTemp(path: string, content: string): string {
  const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  writeFileSync(temp, content, { mode: 0o600, flag: "wx" });
  return temp;
}

/** Hard-links `temp` to `path`: true if we created it, false if the name already existed. */
function linkExclusive(temp: string, path: string): boolean {
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

const removeQuietly = (path: string) => {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
};

/**
 * Takes the lock file of `dir` (created if missing, mode 0700) or throws LockError naming the
 * owner. `purpose` describes this process in the file, for the next one's error message.
 */
export function acquireLock(dir: string, purpose: string, hooks: LockHooks = {}): Lock {
  createPrivateDir(dir);
  const path = join(dir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    command: purpose,
    token: randomUUID(),
    checkout: thisCheckout(),
  };
  const temp = writeTemp(path, `${JSON.stringify(owner, null, 2)}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (linkExclusive(temp, path)) return hold(path, owner.token);
      const current = readOwner(path);
      if (current.kind === "missing") continue; // Released meanwhile: try again.
      if (current.kind === "unreadable" && current.ageMs < UNREADABLE_LOCK_GRACE_MS) {
        throw new LockError(
          `DATA_DIR ${dir} is being locked by another process right now (its lock file is not complete yet).\n` +
            "Wait a moment and try again, or set DATA_DIR to another directory.",
        );
      }
      if (current.kind === "owner" && isAlive(current.owner, path)) {
        const { pid, command, startedAt } = current.owner;
        throw new LockError(
          `DATA_DIR ${dir} is in use by another process (pid ${pid}, ${command}, started ${startedAt}).\n` +
            "Stop that process first, or set DATA_DIR to another directory.",
        );
      }
      hooks.beforeTakeover?.();
      const staleToken = current.kind === "owner" ? current.owner.token : current.token;
      const result = takeOver(path, staleToken, temp);
      if (result === "won") return hold(path, owner.token);
      if (result !== "lost") {
        throw new LockError(
          `DATA_DIR ${dir} is being taken over by another starting process (pid ${result.pid}, ${result.command}).\n` +
            "Stop that process first, or set DATA_DIR to another directory.",
        );
      }
    }
  } finally {
    removeQuietly(temp);
  }
  throw new LockError(`Could not take the lock file ${path}: it keeps changing. Is another server starting?`);
}

/**
 * Replaces the stale lock whose token is `staleToken` with `temp`'s content if this starter wins
 * the claim on it. "lost": someone replaced it first (read the lock again); otherwise the owner of
 * a live claim, that is another starter replacing it right now.
 */
function takeOver(path: string, staleToken: string, temp: string): "won" | "lost" | LockOwner {
  // Claims of starters that died mid-takeover; ours once we hold the claim on the last of them.
  const dead: string[] = [];
  let target = staleToken;
  let held: string;
  for (;;) {
    const claim = `${path}.takeover-${target}`;
    if (linkExclusive(temp, claim)) {
      held = claim;
      break;
    }
    const holder = readOwner(claim);
    if (holder.kind === "missing") continue; // Its maker finished meanwhile: try again.
    if (holder.kind === "owner" && isAlive(holder.owner, claim)) return holder.owner;
    // Its maker died mid-takeover (claims are linked whole, so an unreadable one is a stray file):
    // claim that claim. It stays in place until we are done, so nobody else can claim the lock.
    dead.push(claim);
    target = holder.kind === "owner" ? holder.owner.token : holder.token;
  }
  try {
    // Holding the claim, nobody else can replace the stale lock; if it is not the one we saw,
    // someone replaced it before we claimed it.
    const current = readOwner(path);
    const currentToken =
      current.kind === "owner" ? current.owner.token : current.kind === "unreadable" ? current.token : "";
    if (currentToken !== staleToken) return "lost";
    // A copy, not a link: our temp file is still linked as the claim.
    const replacement = writeTemp(path, readFileSync(temp, "utf8"));
    renameSync(replacement, path);
    return "won";
  } finally {
    for (const claim of [held, ...dead]) removeQuietly(claim);
  }
}

function hold(path: string, token: string): Lock {
  heldByUs.set(path, token);
  const release = () => {
    process.off("exit", release);
    if (heldByUs.get(path) !== token) return;
    heldByUs.delete(path);
    const current = readOwner(path);
    if (current.kind === "owner" && current.owner.token === token) removeQuietly(path);
  };
  // Also on process.exit() paths that skip close(); a SIGKILL leaves it for the stale check.
  process.on("exit", release);
  return { path, release };
}

/**
 * Records in the lock of `dir`, if this process holds it, the URL the server listens on. The lock
 * is replaced whole (a temporary file renamed over it), so no reader sees half a file.
 */
export function announceServer(dir: string, url: string): void {
  const path = join(dir, LOCK_FILE);
  const token = heldByUs.get(path);
  const current = readOwner(path);
  if (token === undefined || current.kind !== "owner" || current.owner.token !== token) return;
  renameSync(writeTemp(path, `${JSON.stringify({ ...current.owner, url }, null, 2)}\n`), path);
}

/** 127.x.x.x, localhost and [::1]: a URL the service key may be sent to in plain http. */
/** Host names of this machine's loopback interface, as a URL spells them. */
export const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/**
 * The URL of the server holding `dir`, when going through it is safe without the operator naming
 * it: a live process on this machine, started from this very checkout, that announced a plain
 * http URL on a loopback address. Anything else (another checkout, another machine, a dead or
 * reused pid, a server still starting, HOST=0.0.0.0) gives undefined.
 */
export function liveServerUrl(dir: string): string | undefined {
  const path = join(dir, LOCK_FILE);
  const current = readOwner(path);
  if (current.kind !== "owner") return undefined;
  const { owner } = current;
  if (owner.hostname !== hostname() || owner.pid === process.pid || !isAlive(owner, path)) return undefined;
  if (typeof owner.checkout !== "string" || owner.checkout !== thisCheckout()) return undefined;
  if (typeof owner.url !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(owner.url);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOST.test(url.hostname)) return undefined;
  return url.origin;
}
