import { afterEach, describe, expect, it } from "vitest";
import type { Database, QueryResult } from "#server/db/types.ts";
import { startOutboxWorker, type ClaimedRow, type OutboxWorker } from "./outbox.ts";

/*
 * The outbox worker's drained() signal, against a database that hands out rows from a list: a test
 * waits on it, instead of a fixed sleep, to see that a worker has nothing more to send.
 */

const CLAIM = "claim";

/** A gate a test opens when it is ready. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Rows due in order; each claim takes the next one (or none), waiting on `beforeAnswer` first. */
function queueDatabase(due: ClaimedRow[], beforeAnswer: () => Promise<void> = async () => {}): Database {
  return {
    description: "queue",
    async transaction(_role, fn) {
      return fn({
        async query<T>(sql: string): Promise<QueryResult<T>> {
          if (sql !== CLAIM) return { rows: [], rowCount: 1 };
          const row = due.shift();
          await beforeAnswer();
          return { rows: row ? [row as T] : [], rowCount: row ? 1 : 0 };
        },
        exec: async () => {},
      });
    },
    close: async () => {},
  };
}

const workers: OutboxWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

function start(db: Database, send: (row: ClaimedRow) => Promise<void>) {
  const worker = startOutboxWorker(db, {
    table: "test_outbox",
    claim: CLAIM,
    leaseMs: 60_000,
    name: "Test",
    label: (row) => `Row ${row.id}`,
    pollMs: 10,
    send: async (row) => {
      await send(row);
      return undefined;
    },
  });
  workers.push(worker);
  return worker;
}

describe("an outbox worker's drained()", () => {
  it("resolves only after the rows due when it was asked are sent", async () => {
    const sent: Array<string | number> = [];
    const firstSend = gate();
    const worker = start(
      queueDatabase([
        { id: 1, attempts: 0 },
        { id: 2, attempts: 0 },
      ]),
      async (row) => {
        if (row.id === 1) await firstSend.opened;
        sent.push(row.id);
      },
    );
    const drained = worker.drained();
    firstSend.open();
    await drained;
    expect(sent).toEqual([1, 2]);
  });

  it("does not count a claim that began before it was asked", async () => {
    const due: ClaimedRow[] = [];
    const firstClaim = gate();
    let claims = 0;
    const sent: Array<string | number> = [];
    const worker = start(
      queueDatabase(due, async () => {
        if (++claims === 1) await firstClaim.opened;
      }),
      async (row) => {
        sent.push(row.id);
      },
    );
    // The first claim found the list empty and is still answering; a row arrives meanwhile.
    await expect.poll(() => claims).toBe(1);
    const drained = worker.drained();
    due.push({ id: 3, attempts: 0 });
    firstClaim.open();
    await drained;
    expect(sent).toEqual([3]);
  });
});
