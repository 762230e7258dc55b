import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "./pglite.ts";
import type { Database } from "./types.ts";

describe("the embedded database's performance settings", () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "chattobook-pglite-"));
    db = await openPglite({ dataDir: dir });
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("does not zero-fill new WAL files, so the insert that starts one does not stall (decision 022)", async () => {
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query<{ wal_init_zero: string }>("show wal_init_zero"),
    );
    expect(rows[0]?.wal_init_zero).toBe("off");
  });
});
