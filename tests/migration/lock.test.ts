import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireLock, LOCK_FILE, LockError, UNREADABLE_LOCK_GRACE_MS, type Lock } from "#server/db/lock.ts";
import { openPglite } from "#server/db/pglite.ts";

/*
 * The DATA_DIR lock: a second opener (in this process or another) fails with a message naming the
 * owner; a lock whose owner is dead, or whose PID now belongs to another process, is taken over.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "chattobook-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockPath = () => join(dir, LOCK_FILE);
const owner = () =>
  JSON.parse(readFileSync(lockPath(), "utf8")) as {
    pid: number;
    processStart: string | null;
    command: string;
  };
const writeOwner = (fields: Record<string, unknown>, path = lockPath()) =>
  writeFileSync(
    path,
    JSON.stringify({
      processStart: null,
      startedAt: "earlier",
      hostname: hostname(),
      command: "test",
      token: "old",
      ...fields,
    }),
  );

/** A child process that holds the lock until killed. */
function holder(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { acquireLock } from ${JSON.stringify(new URL("../../server/db/lock.ts", import.meta.url).href)};
       acquireLock(${JSON.stringify(dir)}, "holder"); console.log("held"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (data: Buffer) => data.toString().includes("held") && resolve(child));
    child.once("exit", (code) => reject(new Error(`holder exited early with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

/** The PID of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await exited(child);
  return child.pid ?? -1;
}

/** Sets a file's modification time `ms` into the past. */
const age = (path: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(path, then, then);
};

describe("acquireLock", () => {
  it("refuses a second lock in the same process, and allows it after release", () => {
    const lock = acquireLock(dir, "first");
    expect(() => acquireLock(dir, "second")).toThrow(LockError);
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
    acquireLock(dir, "third").release();
  });

  it("refuses while another live process holds it, naming that process", async () => {
    const child = await holder();
    try {
      expect(() => acquireLock(dir, "me")).toThrow(
        new RegExp(`in use by another process \\(pid ${child.pid}, holder`),
      );
    } finally {
      child.kill("SIGKILL");
      await exited(child);
    }
    // Killed without cleanup: the lock file is left behind, and taken over as stale.
    expect(owner().pid).toBe(child.pid);
    const lock = acquireLock(dir, "me");
    expect(owner().pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose owner PID is dead", async () => {
    const child = spawn(process.execPath, ["-e", ""]);
    await exited(child);
    writeOwner({ pid: child.pid });
    acquireLock(dir, "me").release();
  });

  it("takes over a lock carrying this process's own PID from an earlier life (containers reuse PIDs)", () => {
    writeOwner({ pid: process.pid });
    acquireLock(dir, "me").release();
  });

  it.skipIf(!existsSync("/proc/self/stat"))(
    "tells a reused PID from its owner by the process start time",
    async () => {
      const child = spawn("sleep", ["30"]);
      try {
        await new Promise((resolve) => child.once("spawn", resolve));
        writeOwner({ pid: child.pid, processStart: "1" }); // alive, but started at another time
        acquireLock(dir, "me").release();
        const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
        const start = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
        writeOwner({ pid: child.pid, processStart: start }); // the real owner
        expect(() => acquireLock(dir, "me")).toThrow(LockError);
      } finally {
        child.kill("SIGKILL");
      }
    },
  );

  it("takes over an unreadable lock file once it is older than the grace period", () => {
    writeFileSync(lockPath(), "{ not json");
    age(lockPath(), UNREADABLE_LOCK_GRACE_MS + 60_000);
    acquireLock(dir, "me").release();
  });

  it("writes the lock file private and whole, leaving no temporary file behind", () => {
    const lock = acquireLock(dir, "me");
    expect(owner()).toMatchObject({ pid: process.pid, command: "me" });
    expect(statSync(lockPath()).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });
});

describe("acquireLock races", () => {
  // Race 1: a lock file that exists but is still empty (its maker has not written it yet; older
  // versions created it first and wrote it next) belongs to a live starter, not a dead one.
  it("treats an empty lock file younger than a few seconds as live", () => {
    writeFileSync(lockPath(), "");
    expect(() => acquireLock(dir, "me")).toThrow(/is being locked by another process right now/);
    expect(readFileSync(lockPath(), "utf8")).toBe(""); // untouched
    age(lockPath(), UNREADABLE_LOCK_GRACE_MS + 1_000);
    acquireLock(dir, "me").release();
  });

  // Race 2: two starters find the same stale lock; the second one replaces it while the first is
  // between its check and its takeover. The first must then lose, not replace the winner's lock.
  it("lets only one of two starters take over the same stale lock", async () => {
    writeOwner({ pid: await deadPid(), token: "stale" });
    let second: Lock | undefined;
    expect(() =>
      acquireLock(dir, "first", {
        beforeTakeover: () => {
          second = acquireLock(dir, "second");
        },
      }),
    ).toThrow(/in use by another process .*second/);
    expect(second).toBeDefined();
    expect(owner().command).toBe("second");
    second?.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses while another live starter is taking over the stale lock", async () => {
    writeOwner({ pid: await deadPid(), token: "stale" });
    const child = spawn("sleep", ["30"]);
    try {
      await new Promise((resolve) => child.once("spawn", resolve));
      writeOwner(
        { pid: child.pid, token: "claim", command: "other starter" },
        `${lockPath()}.takeover-stale`,
      );
      expect(() => acquireLock(dir, "me")).toThrow(
        new RegExp(`being taken over by another starting process \\(pid ${child.pid}, other starter`),
      );
      expect(JSON.parse(readFileSync(lockPath(), "utf8"))).toMatchObject({ token: "stale" });
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over when the starter that claimed the stale lock died mid-way", async () => {
    writeOwner({ pid: await deadPid(), token: "stale" });
    writeOwner({ pid: await deadPid(), token: "dead-claim" }, `${lockPath()}.takeover-stale`);
    const lock = acquireLock(dir, "me");
    expect(owner()).toMatchObject({ pid: process.pid, command: "me" });
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });
});

describe("openPglite under the lock", () => {
  it("refuses a second database on the same DATA_DIR and frees it on close", async () => {
    const db = await openPglite({ dataDir: dir, purpose: "first server" });
    try {
      await expect(openPglite({ dataDir: dir })).rejects.toThrow(
        /is in use by another process .*first server/,
      );
    } finally {
      await db.close();
    }
    expect(existsSync(lockPath())).toBe(false);
    const again = await openPglite({ dataDir: dir });
    await again.close();
  });
});
