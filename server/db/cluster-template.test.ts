import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clusterTemplate, TEMPLATE_FILE } from "./cluster-template.ts";
import { migrate, readMigrations } from "./migrate.ts";
import { createFresh, openPglite } from "./pglite.ts";

describe("the fresh cluster's template", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "chattobook-template-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is made once per PGlite version under node_modules/.cache, whole, and read back after", async () => {
    expect(TEMPLATE_FILE).toMatch(/node_modules\/\.cache\/chattobook\/pglite-\d+\.\d+\.\d+-cluster\.tar$/);
    const file = join(dir, "nested", "cluster.tar");
    const made = await clusterTemplate(file).get();
    expect(statSync(file).size).toBe(made.size);
    expect(readdirSync(join(dir, "nested"))).toEqual(["cluster.tar"]); // no partial file left
    const before = statSync(file).mtimeMs;
    const read = await clusterTemplate(file).get();
    expect(statSync(file).mtimeMs).toBe(before);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(await made.arrayBuffer()))).toBe(true);
  });

  it("gives an empty cluster that takes every migration, as initdb's does", async () => {
    const db = await openPglite();
    try {
      const { rows } = await db.transaction("owner", (tx) =>
        tx.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'"),
      );
      expect(rows).toEqual([{ n: 0 }]);
      const report = await migrate(db);
      expect(report.applied).toEqual(readMigrations().map((migration) => migration.version));
    } finally {
      await db.close();
    }
  });

  it("a damaged template fails to load, is discarded and made again", async () => {
    const file = join(dir, "t.tar");
    writeFileSync(file, "not a tarball");
    const template = clusterTemplate(file);
    await expect(PGlite.create("memory://", { loadDataDir: await template.get() })).rejects.toThrow();
    template.discard();
    expect(existsSync(file)).toBe(false);
    const pg = await PGlite.create("memory://", { loadDataDir: await template.get() });
    await pg.close();
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
  });

  it("a damaged template does not stop a new DATA_DIR: it is made by initdb, with a warning", async () => {
    const file = join(dir, "t.tar");
    writeFileSync(file, "not a tarball");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mkdirSync(join(dir, "data")); // as openPglite's lock leaves it
    const path = join(dir, "data", "pglite");
    const pg = await createFresh(path, {}, clusterTemplate(file));
    try {
      expect((await pg.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      expect(existsSync(join(path, "PG_VERSION"))).toBe(true);
      expect(existsSync(file)).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^The PGlite cluster template did not load .*; running initdb\.$/),
      );
    } finally {
      await pg.close();
      warn.mockRestore();
    }
  });

  it("a DATA_DIR made from it keeps its data across a restart, like one initdb made", async () => {
    const dataDir = join(dir, "data");
    const first = await openPglite({ dataDir });
    await first.transaction("owner", (tx) =>
      tx.exec("create table kept (n int); insert into kept values (7)"),
    );
    await first.close();
    const second = await openPglite({ dataDir });
    try {
      const { rows } = await second.transaction("owner", (tx) =>
        tx.query<{ n: number }>("select n from kept"),
      );
      expect(rows).toEqual([{ n: 7 }]);
    } finally {
      await second.close();
    }
  });
});
