import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * A new PGlite database runs initdb: about 3 s of CPU here, paid by every fresh DATA_DIR and every
 * in-memory database (the test suite makes some fifty, one or more per test file and server
 * process). The cluster initdb leaves, before any migration, is the same each time for one PGlite
 * version, so it is kept once as a tarball and new databases start from a copy (about 0.5 s).
 * It lives under node_modules/.cache, which a reinstall clears; a damaged copy is made again.
 */

const PGLITE_ROOT = join(dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "..");
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(PGLITE_ROOT, "package.json"), "utf8")) as { version: string }
).version;

/** Where the template of this PGlite version is kept. */
export const TEMPLATE_FILE = join(
  PGLITE_ROOT,
  "../../.cache/chattobook",
  `pglite-${PGLITE_VERSION}-cluster.tar`,
);

export interface ClusterTemplate {
  /** The fresh cluster: read from its file, or made (initdb in memory) and written there. */
  get(): Promise<Blob>;
  /** Forgets a copy that failed to load, file included, so the next get() makes it again. */
  discard(): void;
}

export function clusterTemplate(file: string = TEMPLATE_FILE): ClusterTemplate {
  let cached: Promise<Blob> | undefined;
  return {
    get() {
      cached ??= (async () => {
        try {
          return new Blob([readFileSync(file)]);
        } catch {
          // Not made yet on this machine.
        }
        const pg = await PGlite.create("memory://");
        const tarball = await pg.dumpDataDir("none");
        await pg.close();
        save(file, new Uint8Array(await tarball.arrayBuffer()));
        return tarball;
      })();
      // A failed attempt is not kept: the next caller tries again.
      cached.catch(() => (cached = undefined));
      return cached;
    },
    discard() {
      cached = undefined;
      rmSync(file, { force: true });
    },
  };
}

/** Written whole or not at all (rename), as processes may make it at once; a read-only install keeps none. */
function save(file: string, bytes: Uint8Array) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
}
