import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import { prepareOutbox } from "#server/lead-webhook/worker.ts";
import {
  createThrowawayDatabase,
  postgresReachable,
  unreachableMessage,
  type ThrowawayDatabase,
} from "#tests/migration/postgres.ts";
import { runLeads, spawnLeads } from "#tests/support/leads-cli.ts";
import { CONTACT, serve, type TestServer } from "./harness.ts";

/*
 * A person's rights, exercised by the operator (issue 11): `--export <email>` prints every stored
 * row for the address, `--erase <email>` deletes them and their webhook notifications. The same
 * cases run on PGlite with the server stopped (the command opens DATA_DIR), on PGlite behind a
 * running server (--url), and on PostgreSQL while a server uses the same database.
 */

/** Leads per address; each test works on its own address, so the order of tests does not matter. */
const SEED = [
  "ada@example.com",
  "ADA@Example.com",
  "carol@example.com",
  "carol@example.com",
  "bob_x@example.com",
  "bobyx@example.com",
  "erin@example.com",
  "frank@example.com",
  "gina@example.com",
  "Gina@example.com",
];

async function seed(db: Database): Promise<void> {
  // A webhook sender registered, so every lead has its notification in the outbox, as in production.
  await prepareOutbox(db);
  await db.transaction("owner", (tx) =>
    tx.query("insert into local_private.lead_webhook_senders (id) values (gen_random_uuid())"),
  );
  await db.transaction("service_role", async (tx) => {
    for (const [i, email] of SEED.entries()) {
      await tx.query(
        "insert into public.contact_submissions (created_at, name, email, phone, clinic_name) values (now() + make_interval(secs => $1), $2, $3, $4, $5)",
        [i, `Lead ${i}`, email, CONTACT.phone, CONTACT.clinic_name],
      );
    }
  });
}

/** How one setup is reached and inspected. */
interface Setup {
  /** Environment and extra arguments of the command. */
  env(): Record<string, string>;
  args(): string[];
  /** The address of every stored lead and of every outbox notification, in insertion order. */
  snapshot(): Promise<Snapshot>;
}

interface Snapshot {
  leads: string[];
  notifications: string[];
}

const snapshotSql = (db: Database): Promise<Snapshot> =>
  db.transaction("owner", async (tx) => {
    const leads = await tx.query<{ email: string }>(
      "select email from public.contact_submissions order by id",
    );
    const notifications = await tx.query<{ email: string }>(
      "select payload->'record'->>'email' as email from local_private.lead_outbox order by id",
    );
    return {
      leads: leads.rows.map((row) => row.email),
      notifications: notifications.rows.map((row) => row.email),
    };
  });

/** Leads and notifications stored for `email`, ignoring case. */
const countOf = (snapshot: Snapshot, email: string) => {
  const same = (stored: string) => stored.toLowerCase() === email.toLowerCase();
  return {
    leads: snapshot.leads.filter(same).length,
    notifications: snapshot.notifications.filter(same).length,
  };
};

/**
 * Through a server's REST API the command cannot reach the outbox itself; the database deletes a
 * lead's notifications with the lead (on delete cascade), so the same cases hold there too.
 */
function rightsCases(name: string, setup: () => Setup) {
  describe(name, () => {
    const run = (args: string[], stdin = "") => runLeads([...args, ...setup().args()], setup().env(), stdin);

    it("--export prints every row for the address, ignoring case, as JSON with all columns", async () => {
      const result = await run(["--export", "  CAROL@example.com "]);
      expect(result.code, result.stderr).toBe(0);
      const rows = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(2);
      expect(rows.map((row) => row.email)).toEqual(["carol@example.com", "carol@example.com"]);
      expect(Object.keys(rows[0] ?? {})).toEqual(
        expect.arrayContaining(["id", "created_at", "name", "email", "phone", "clinic_name", "message"]),
      );
      expect(result.stderr).toContain("2 rows for CAROL@example.com");
    });

    it("--export of an address with no rows prints [] and exits 0", async () => {
      const result = await run(["--export", "nobody@example.com"]);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual([]);
    });

    /** Erases `email` with --yes and returns the store before and after. */
    const erase = async (email: string) => {
      const before = await setup().snapshot();
      expect(countOf(before, email).leads).toBe(2);
      const result = await run(["--erase", email, "--yes"]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain(`Erased 2 leads`);
      const others = (stored: string) => stored.toLowerCase() !== email.toLowerCase();
      return { before, after: await setup().snapshot(), others };
    };

    it("--erase --yes deletes every row for the address, ignoring case, and nothing else", async () => {
      const { before, after, others } = await erase("ada@example.com");
      expect(after.leads).toEqual(before.leads.filter(others));
    });

    it("--erase --yes deletes the address's webhook notifications too, and no others", async () => {
      const { before, after, others } = await erase("gina@example.com");
      expect(countOf(before, "gina@example.com").notifications).toBe(2);
      expect(after.notifications).toEqual(before.notifications.filter(others));
    });

    it("--erase matches the address exactly: _ is not a wildcard", async () => {
      const result = await run(["--erase", "bob_x@example.com", "--yes"]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain("Erased 1 lead ");
      const after = await setup().snapshot();
      expect(countOf(after, "bob_x@example.com").leads).toBe(0);
      expect(countOf(after, "bobyx@example.com").leads).toBe(1);
    });

    it("--erase of an address with no rows says so and exits 0", async () => {
      const result = await run(["--erase", "nobody@example.com", "--yes"]);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain("nothing to erase");
    });

    it("--erase answered n deletes nothing", async () => {
      const result = await run(["--erase", "erin@example.com"], "n\n");
      expect(result.stderr).toContain("[y/N]");
      expect(result.stderr).toContain("Not erased");
      expect(result.code).toBe(1);
      expect(countOf(await setup().snapshot(), "erin@example.com").leads).toBe(1);
    });
  });
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-rights-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** PGlite with the server stopped: each inspection opens DATA_DIR itself, like the command. */
const stopped = (() => {
  const dataDir = () => join(root, "data");
  const withDb = async <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
    const db = await openPglite({ dataDir: dataDir(), purpose: "test" });
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  beforeAll(async () => {
    await withDb(async (db) => {
      await migrate(db);
      await seed(db);
    });
  });
  return {
    env: () => ({ DATA_DIR: dataDir() }),
    args: () => [],
    snapshot: () => withDb(snapshotSql),
  } satisfies Setup;
})();
rightsCases("on PGlite, server stopped", () => stopped);

describe("on PGlite, server stopped: the question, and what is not an address", () => {
  it("--erase without an answer (no input) deletes nothing", async () => {
    const result = await runLeads(["--erase", "erin@example.com"], stopped.env());
    expect(result.code).toBe(1);
    expect(countOf(await stopped.snapshot(), "erin@example.com").leads).toBe(1);
  });

  it("--erase of something that is not an email address exits 2 with a clear message, deleting nothing", async () => {
    const before = await stopped.snapshot();
    for (const value of ["ada@", "not an email", "", "ada@example.com,bob@example.com"]) {
      const result = await runLeads(["--erase", value, "--yes"], stopped.env());
      expect(result.code, value).toBe(2);
      expect(result.stderr).toContain(`--erase takes an email address; "${value}" is not one`);
    }
    expect(await stopped.snapshot()).toEqual(before);
  });

  it("a y typed by the operator erases", async () => {
    const result = await spawnLeads(["--erase", "frank@example.com"], stopped.env(), "y\n");
    expect(result.stderr).toContain("Erased 1 lead and 1 webhook notification for frank@example.com");
    expect(result.code).toBe(0);
    expect(countOf(await stopped.snapshot(), "frank@example.com")).toEqual({ leads: 0, notifications: 0 });
  });
});

/**
 * A database that a running server serves while the command runs: `open` makes it (or nothing,
 * to skip), `reach` says how the command gets to it.
 */
function served(
  open: () => Promise<{ db: Database; drop?: () => Promise<void> } | undefined>,
  reach: (server: TestServer) => Pick<Setup, "env" | "args">,
): Setup {
  let opened: { db: Database; drop?: () => Promise<void> } | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    opened = await open();
    if (!opened) return;
    await migrate(opened.db);
    await seed(opened.db);
    server = await serve(opened.db);
  });
  afterAll(async () => {
    await server?.close();
    await opened?.db.close();
    await opened?.drop?.();
  });
  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("setup did not run");
    return value;
  };
  return {
    env: () => reach(required(server)).env(),
    args: () => reach(required(server)).args(),
    snapshot: () => snapshotSql(required(opened).db),
  };
}

/** PGlite owned by a running server: the command goes through its REST API with --url. */
const running = served(
  async () => ({ db: await openPglite() }),
  (server) => ({ env: () => ({ DATA_DIR: join(root, "not-used") }), args: () => ["--url", server.url] }),
);
rightsCases("on PGlite, server running (--url)", () => running);

const unreachable = await postgresReachable();
if (unreachable) console.warn(unreachableMessage(unreachable));
if (unreachable && process.env.CI) {
  it("PostgreSQL is reachable (required in CI)", () => {
    throw new Error(unreachableMessage(unreachable));
  });
}

/** PostgreSQL (DATABASE_URL) while a server serves the same database: the command connects itself. */
let database: ThrowawayDatabase | undefined;
const postgres = served(
  async () => {
    if (unreachable) return undefined;
    database = await createThrowawayDatabase("rights");
    return { db: await openPostgres({ connectionString: database.url, max: 2 }), drop: database.drop };
  },
  () => ({ env: () => ({ DATABASE_URL: database?.url ?? "" }), args: () => [] }),
);
if (!unreachable) rightsCases("on PostgreSQL, server running", () => postgres);
