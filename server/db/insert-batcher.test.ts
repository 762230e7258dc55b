import { describe, expect, it } from "vitest";
import type { Database, Tx } from "./types.ts";
import { createInsertBatcher, MAX_BATCH_ROWS } from "./insert-batcher.ts";

/*
 * A stand-in database that records each transaction's rows and refuses any statement containing
 * a row named "bad", the way a check constraint refuses the whole statement.
 */
function recordingDb() {
  const transactions: Array<{ role: string; names: string[]; headers?: string }> = [];
  const stored: string[] = [];
  let release: (() => void) | undefined;
  const db: Database = {
    description: "recording",
    async transaction(role, fn) {
      // The first transaction waits until released, so later jobs pile up behind it.
      if (transactions.length === 0) await new Promise<void>((resolve) => (release = resolve));
      let headers: string | undefined;
      const tx: Tx = {
        async query(sql, params = []) {
          if (sql.includes("set_config('request.headers'")) {
            headers = String(params[0]);
            return { rows: [], rowCount: 1 };
          }
          const rows = JSON.parse(String(params[0])) as Array<{ name: string }>;
          const names = rows.map((row) => row.name);
          transactions.push({ role, names, ...(headers === undefined ? {} : { headers }) });
          if (names.includes("bad")) throw Object.assign(new Error("check violation"), { code: "23514" });
          stored.push(...names);
          return { rows: [], rowCount: rows.length };
        },
        async exec() {},
      };
      return fn(tx);
    },
    async purge() {},
    async close() {},
  };
  return { db, transactions, stored, release: () => release?.() };
}

/** Lets the batcher start: it begins after the current event-loop turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const job = (name: string, role: "anon" | "service_role" = "anon", statement = "insert") => ({
  role,
  statement,
  rows: [{ name }],
});

describe("createInsertBatcher", () => {
  it("collects the requests of one event-loop turn into one transaction", async () => {
    const { db, transactions, release } = recordingDb();
    const batcher = createInsertBatcher(db);
    const all = ["a", "b", "c"].map((name) => batcher.insert(job(name)));
    await nextTurn();
    release();
    await Promise.all(all);
    expect(transactions.map((t) => t.names)).toEqual([["a", "b", "c"]]);
  });

  it("writes inserts that queue up behind a running one in one shared transaction", async () => {
    const { db, transactions, stored, release } = recordingDb();
    const batcher = createInsertBatcher(db);
    const first = batcher.insert(job("a"));
    await nextTurn();
    const rest = ["b", "c", "d"].map((name) => batcher.insert(job(name)));
    release();
    expect(await Promise.all([first, ...rest])).toEqual([1, 1, 1, 1]);
    expect(transactions.map((t) => t.names)).toEqual([["a"], ["b", "c", "d"]]);
    expect(stored).toEqual(["a", "b", "c", "d"]);
  });

  it("retries each request alone when the shared statement fails, so only the bad one fails", async () => {
    const { db, stored, release } = recordingDb();
    const batcher = createInsertBatcher(db);
    const first = batcher.insert(job("a"));
    await nextTurn();
    const results = ["b", "bad", "c"].map((name) =>
      batcher.insert(job(name)).then(
        () => "stored",
        (error: { code?: string }) => error.code,
      ),
    );
    release();
    await first;
    expect(await Promise.all(results)).toEqual(["stored", "23514", "stored"]);
    expect(stored).toEqual(["a", "b", "c"]);
  });

  it("never mixes roles or statements in one transaction", async () => {
    const { db, transactions, release } = recordingDb();
    const batcher = createInsertBatcher(db);
    const first = batcher.insert(job("first"));
    await nextTurn();
    const all = [
      first,
      batcher.insert(job("anon1")),
      batcher.insert(job("service", "service_role")),
      batcher.insert(job("other", "anon", "insert other columns")),
      batcher.insert(job("anon2")),
    ];
    release();
    await Promise.all(all);
    expect(transactions).toEqual([
      { role: "anon", names: ["first"] },
      { role: "anon", names: ["anon1", "anon2"] },
      { role: "service_role", names: ["service"] },
      { role: "anon", names: ["other"] },
    ]);
  });

  it("caps the rows of one shared transaction", async () => {
    const { db, transactions, release } = recordingDb();
    const batcher = createInsertBatcher(db);
    const big = (name: string) => ({
      role: "anon" as const,
      statement: "insert",
      rows: Array.from({ length: MAX_BATCH_ROWS / 2 + 1 }, () => ({ name })),
    });
    const first = batcher.insert(job("first"));
    await nextTurn();
    const all = [first, batcher.insert(big("x")), batcher.insert(big("y"))];
    release();
    await Promise.all(all);
    expect(transactions).toHaveLength(3);
  });

  it("shares a transaction only among jobs with the same request headers, set before the insert", async () => {
    const { db, transactions, release } = recordingDb();
    const batcher = createInsertBatcher(db);
    const all = [
      ["a", '{"x-forwarded-for":"1"}'],
      ["b", '{"x-forwarded-for":"2"}'],
      ["c", '{"x-forwarded-for":"1"}'],
    ].map(([name, requestHeaders]) => batcher.insert({ ...job(name as string), requestHeaders }));
    await nextTurn();
    release();
    await Promise.all(all);
    expect(transactions).toEqual([
      { role: "anon", names: ["a", "c"], headers: '{"x-forwarded-for":"1"}' },
      { role: "anon", names: ["b"], headers: '{"x-forwarded-for":"2"}' },
    ]);
  });

  it("waits its turn before every transaction, and what arrives meanwhile joins the next one", async () => {
    const { db, transactions, release } = recordingDb();
    let turns = 0;
    let giveTurn!: () => void;
    const batcher = createInsertBatcher(db, {
      waitTurn: () => {
        turns++;
        return new Promise<void>((resolve) => (giveTurn = resolve));
      },
    });
    const first = batcher.insert(job("a"));
    await nextTurn();
    expect(turns).toBe(1);
    const later = [batcher.insert(job("b")), batcher.insert(job("c"))];
    await nextTurn();
    expect(transactions).toEqual([]);
    giveTurn();
    await nextTurn();
    release();
    await Promise.all([first, ...later]);
    expect(turns).toBe(1);
    expect(transactions.map((t) => t.names)).toEqual([["a", "b", "c"]]);
  });
});
