import { PGlite, type PGliteOptions as EngineOptions, type Transaction } from "@electric-sql/pglite";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { clusterTemplate, type ClusterTemplate } from "./cluster-template.ts";
import { restrictTree, warnIfNotOwned } from "./data-dir.ts";
import { acquireLock, type Lock } from "./lock.ts";
import { SET_ROLE, type Database, type Role, type Tx } from "./types.ts";

/*
 * The embedded database of `npm start`: PostgreSQL compiled to WebAssembly, in this process, with
 * its files under DATA_DIR/pglite. No service to install, and the same SQL as Supabase.
 * PGlite runs one transaction at a time; its own mutex queues the rest.
 */

export interface PgliteOptions {
  /** DATA_DIR; omitted for a throwaway in-memory database (tests). */
  dataDir?: string;
  /** Written into the lock file so a second process can say who holds the directory. */
  purpose?: string;
  /**
   * PostgreSQL's shared_buffers (default 128MB), which lives in this process's memory. A
   * one-off reader such as `npm run stats` sets it small: its scans gain nothing from a big
   * cache, and 128MB of buffers alone took its peak RSS past 256 MB (bench/stats-memory.ts).
   */
  sharedBuffers?: string;
}

const defaultTemplate = clusterTemplate();

/**
 * A new database (`path` holds no cluster) starts from the template of a fresh cluster instead of
 * running initdb (see cluster-template.ts). If the template fails to load, it is discarded and
 * initdb runs, as before: into memory, or into the directory, which a half-loaded copy left first.
 */
export async function createFresh(
  path: string,
  options: EngineOptions,
  template: ClusterTemplate = defaultTemplate,
): Promise<PGlite> {
  try {
    return await PGlite.create(path, { ...options, loadDataDir: await template.get() });
  } catch (error) {
    template.discard();
    if (path !== "memory://") rmSync(path, { recursive: true, force: true });
    console.warn(`The PGlite cluster template did not load (${String(error)}); running initdb.`);
    return PGlite.create(path, options);
  }
}

const wrap = (tx: Transaction): Tx => ({
  async query<T>(sql: string, params: unknown[] = []) {
    const result = await tx.query<T>(sql, params);
    // PGlite reports affectedRows 0 for a SELECT: count returned rows there.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
  },
  async exec(sql: string) {
    await tx.exec(sql);
  },
});

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const { dataDir } = options;
  // Lock before opening: the files must not be touched while another process owns them.
  const lock: Lock | undefined = dataDir ? acquireLock(dataDir, options.purpose ?? "server") : undefined;
  let pg: PGlite;
  try {
    // Under the lock: nobody else is writing the files while their modes are fixed. Before the
    // open for a directory an older version left readable; after it for the files PGlite just
    // created (all of them on a first start), which it makes readable by everyone.
    if (dataDir) {
      warnIfNotOwned(dataDir);
      restrictTree(dataDir);
    }
    if (!dataDir) pg = await createFresh("memory://", {});
    else {
      const path = join(dataDir, "pglite");
      const engine: EngineOptions = options.sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers}`] }
        : {};
      pg = existsSync(join(path, "PG_VERSION"))
        ? await PGlite.create(path, engine)
        : await createFresh(path, engine);
    }
    if (dataDir) restrictTree(dataDir);
    // Supabase runs in UTC, and PostgREST's JSON timestamps show the session's zone.
    await pg.exec("set timezone to 'UTC'");
    // Start each new 16 MB WAL file empty instead of writing it full of zeros first: that write
    // stalled the insert that crossed into a new file (16.4 MB written, ~10-20 ms of CPU; decision
    // 022). PGlite runs with fsync off (decision 007), so pre-allocating buys no safety here.
    await pg.exec("set wal_init_zero to off");
    // A finished WAL file is deleted, not renamed for reuse: a reused file keeps the old file's
    // bytes (wal_init_zero is off) until they are overwritten, deleted leads among them, and
    // purge() must leave none in DATA_DIR (decision 072). New files cost no write of zeros.
    await pg.exec("set wal_recycle to off");
  } catch (error) {
    lock?.release();
    throw error;
  }

  const running = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;

  return {
    description: dataDir ? `PGlite (${join(dataDir, "pglite")})` : "PGlite (in memory)",
    transaction<T>(role: Role, fn: (tx: Tx) => Promise<T>): Promise<T> {
      if (closing) return Promise.reject(new Error("The database is closing"));
      const work = pg.transaction(async (tx) => {
        // exec (simple protocol) is one round trip into PostgreSQL; query would take four.
        if (role !== "owner") await tx.exec(SET_ROLE[role]);
        return fn(wrap(tx));
      });
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    purge(tables) {
      if (closing) return Promise.reject(new Error("The database is closing"));
      const work = (async () => {
        // Each its own statement: VACUUM cannot run inside a transaction block.
        for (const table of tables) await pg.exec(`vacuum full ${table}`);
        // The WAL file that logged the rows is finished, then no longer needed after the
        // checkpoint, and deleted (wal_recycle is off).
        await pg.exec("checkpoint");
        await pg.query("select pg_switch_wal()");
        await pg.exec("checkpoint");
      })();
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    close() {
      closing ??= (async () => {
        // Let accepted work commit before the files are closed.
        await Promise.allSettled([...running]);
        try {
          await pg.close();
          // Files PGlite created while running (new tables, WAL segments) are private at rest too.
          if (dataDir) restrictTree(dataDir);
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}
