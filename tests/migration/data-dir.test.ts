import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";

/*
 * DATA_DIR holds every lead: under the usual umask 022 the server creates it 0700, leaves no file
 * under it readable or writable by group or others, repairs a directory an older version left
 * open at the next start, and warns when the directory belongs to another user.
 */

let root: string;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-data-dir-"));
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** Every file and directory under `dir` (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return open;
}

const mode = (path: string) => lstatSync(path).mode & 0o777;

async function useDatabase(dataDir: string) {
  const db = await openPglite({ dataDir });
  try {
    await migrate(db);
    await db.transaction("anon", (tx) =>
      tx.query(
        "insert into public.contact_submissions (name, email, phone, clinic_name) values ('Ada', 'ada@example.com', '+44 20 7946 0000', 'C')",
      ),
    );
    return openToOthers(dataDir);
  } finally {
    await db.close();
  }
}

describe("DATA_DIR permissions (umask 022)", () => {
  it("creates DATA_DIR 0700 and keeps every file in it private, while open and at rest", async () => {
    const dataDir = join(root, "nested", "data");
    const whileOpen = await useDatabase(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    // While running, new files may appear with PGlite's modes, but nobody else can reach them.
    expect(whileOpen.filter((entry) => entry.startsWith(`${dataDir} `))).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(readdirSync(join(dataDir, "pglite")).length).toBeGreaterThan(5);
  }, 60_000);

  it("repairs a directory an older version left readable, at the next start", async () => {
    const dataDir = join(root, "data");
    await useDatabase(dataDir);
    chmodSync(dataDir, 0o777);
    chmodSync(join(dataDir, "pglite"), 0o755);
    const controlFile = join(dataDir, "pglite", "global", "pg_control");
    chmodSync(controlFile, 0o666);
    writeFileSync(join(dataDir, "notes.txt"), "left here", { mode: 0o644 });

    const db = await openPglite({ dataDir });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(controlFile)).toBe(0o600);
    } finally {
      await db.close();
    }
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)(
    "warns when DATA_DIR belongs to another user (needs root to hand it over)",
    async () => {
      const dataDir = join(root, "foreign");
      mkdirSync(dataDir, { mode: 0o700 });
      chownSync(dataDir, 65534, 65534);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const db = await openPglite({ dataDir });
        await db.close();
        expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
          expect.stringContaining(`DATA_DIR ${dataDir} belongs to uid 65534, not to this server (uid 0)`),
        ]);
      } finally {
        warn.mockRestore();
      }
    },
    60_000,
  );

  it("says nothing about a directory the server owns", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const db = await openPglite({ dataDir: join(root, "mine") });
      await db.close();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  }, 60_000);
});
