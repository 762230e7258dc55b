import type { Database, Tx } from "#server/db/types.ts";
import { startPoller } from "./poller.ts";

/*
 * The one outbox mechanism behind every lead notification (decision 041): the lead webhook and
 * the lead e-mails each keep a table of their own (local_private.lead_outbox,
 * local_private.lead_email_outbox) built from one template, claimed by one query and worked by
 * one loop; only what is sent, and how, differs per channel.
 *
 * A row is written by a trigger in the same transaction as its lead. The worker claims the
 * longest-due row with `for update skip locked` and leases it (moves its next attempt past the
 * sending time) before sending, so several servers on one PostgreSQL send each row once and a
 * server that dies mid-send leaves it to be retried when the lease ends. A failure is retried with
 * exponential backoff, up to the channel's attempt cap; a permanent failure, or the last attempt,
 * marks the row failed (failed_at, and no next attempt: next_attempt_at is infinity, so the claim
 * never sees it again). stop() aborts the send in flight (for senders that honour the signal) and
 * makes its row due again at once.
 */

/** Serialises installing the outboxes between servers sharing one PostgreSQL (key is arbitrary). */
const ADVISORY_LOCK = "select pg_advisory_xact_lock(7250135022)";

/** Attempts are spaced 1 s, 2 s, 4 s… up to this, with ±20 % jitter. */
export const MAX_BACKOFF_MS = 10 * 60_000;
const BASE_BACKOFF_MS = 1_000;
/** How often a worker looks for due rows: a new lead is announced within about a second. */
const POLL_MS = 1_000;

export const backoffMs = (attempts: number, random: () => number = Math.random): number => {
  const exponential = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
};

/**
 * The DDL every outbox shares: its bookkeeping columns around the channel's own (`columns`, each
 * followed by a comma), and the partial index the claim reads in order, so a claim touches one
 * index entry however long the backlog (decision 022, item 8; decision 033). A channel whose kinds
 * of row are claimed separately names the column that tells them apart (`by`), which leads the
 * index (<table>_<by>_due_idx). Idempotent; an older index of another shape is replaced.
 */
export const outboxTableSql = (table: string, columns: string, by?: string): string => `
create schema if not exists local_private;
revoke all on schema local_private from public;
create table if not exists local_private.${table} (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  ${columns}
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  failed_at timestamptz,
  last_error text
);
alter table local_private.${table} add column if not exists failed_at timestamptz;
drop index if exists local_private.${table}_pending_idx;
${by ? `drop index if exists local_private.${table}_due_idx;` : ""}
create index if not exists ${table}${by ? `_${by}` : ""}_due_idx
  on local_private.${table} (${by ? `${by}, ` : ""}next_attempt_at, id)
  where delivered_at is null;
`;

/**
 * Leases the longest-due undelivered row of `table` ($1: lease in milliseconds) and returns its
 * id, attempts and the channel's `columns` (expressions over `o`, the row). Ordered like the
 * partial index <table>_due_idx; `only` narrows the rows to one kind (" and kind = 'alert'") for
 * a channel whose kinds are claimed separately (its index leads with that column).
 */
export const claimSql = (
  table: string,
  columns: string,
  only = "",
): string => `update local_private.${table} o
  set next_attempt_at = now() + $1 * interval '1 millisecond'
  where o.id = (
    select id from local_private.${table}
    where delivered_at is null and next_attempt_at <= now()${only}
    order by next_attempt_at, id limit 1
    for update skip locked
  )
  returning o.id, o.attempts, ${columns}`;

/** Installs (or upgrades) an outbox: the template, then the channel's own SQL (its trigger…). */
export async function installOutbox(
  db: Database,
  sql: string,
  after?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction("owner", async (tx) => {
    await tx.query(ADVISORY_LOCK);
    await tx.exec(sql);
    await after?.(tx);
  });
}

export interface ClaimedRow {
  id: string | number;
  attempts: number;
}

/**
 * Why a send did not go through, with no personal data (it is logged and stored in last_error):
 * a string is a transient failure, retried after a backoff; a permanent one is never retried.
 */
export type SendFailure = string | { reason: string; permanent: true };

export interface OutboxChannel<Row extends ClaimedRow> {
  /** The table in local_private. */
  table: string;
  /** claimSql(table, …) with what send() needs. */
  claim: string;
  /** How long a claimed row is left to this server: longer than a send can take. */
  leaseMs: number;
  /**
   * Sends one row: resolves undefined once the receiver accepted it, or with why it did not;
   * a throw is a transient failure too. `signal` aborts when the worker stops.
   */
  send(row: Row, signal: AbortSignal): Promise<SendFailure | undefined>;
  /** Names a row in warnings ("Lead e-mail 3 (alert)"); never personal data. */
  label(row: Row): string;
  /** Names the worker in warnings ("Lead webhook"). */
  name: string;
  /** More assignments when a row is delivered (", payload = null": drop a copy of the lead). */
  onDelivered?: string;
  /** Delay before the next attempt after `attempts` failures. */
  backoff?: (attempts: number) => number;
  /** After this many failed attempts the row is marked failed. Unset: retried until delivered. */
  maxAttempts?: number;
  /** Runs before each pass over the due rows (the webhook's heartbeat). */
  beforePass?: () => Promise<void>;
  pollMs?: number;
  /** Reports failures; never given personal data. */
  warn?: (message: string) => void;
}

export interface OutboxWorker {
  /** Stops scheduling, aborts the send in flight (it stays due) and waits for it. */
  stop(): Promise<void>;
  /**
   * Resolves once a claim made after the call finds no row due: everything due then has been
   * sent, retried later or given up. What a test waits on to see that nothing more is sent.
   */
  drained(): Promise<void>;
}

const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Works `channel`'s outbox: oldest due first, one row at a time, until stopped. */
export function startOutboxWorker<Row extends ClaimedRow>(
  db: Database,
  channel: OutboxChannel<Row>,
): OutboxWorker {
  const warn = channel.warn ?? ((message: string) => console.warn(message));
  const backoff = channel.backoff ?? ((attempts: number) => backoffMs(attempts));
  const table = `local_private.${channel.table}`;
  let inFlight: AbortController | undefined;
  const drainedWaiters: Array<() => void> = [];

  const update = (sql: string, params: unknown[]) =>
    db.transaction("owner", (tx) => tx.query(`update ${table} set ${sql} where id = $1`, params));

  async function sendOne(row: Row, stopped: () => boolean): Promise<void> {
    if (stopped()) {
      // Claimed just as stop() came: left due for the next server or the next start.
      await update("next_attempt_at = now()", [row.id]);
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    let failure: SendFailure | undefined;
    try {
      failure = await channel.send(row, controller.signal);
    } catch (error) {
      failure = describeError(error);
    } finally {
      inFlight = undefined;
    }
    if (failure === undefined) {
      await update(
        `delivered_at = now(), attempts = attempts + 1, last_error = null${channel.onDelivered ?? ""}`,
        [row.id],
      );
    } else if (controller.signal.aborted) {
      // Cut short by shutdown: due again at once, for the next server or the next start.
      await update("next_attempt_at = now()", [row.id]);
    } else {
      const attempt = row.attempts + 1;
      const reason = typeof failure === "string" ? failure : failure.reason;
      const permanent = typeof failure !== "string";
      if (permanent || attempt >= (channel.maxAttempts ?? Infinity)) {
        warn(
          `${channel.label(row)} failed (${reason}); attempt ${attempt}, ${permanent ? "permanent" : "the last"}: not retried`,
        );
        await update(
          "attempts = attempts + 1, last_error = $2, failed_at = now(), next_attempt_at = 'infinity'",
          [row.id, reason.slice(0, 500)],
        );
      } else {
        const delay = backoff(attempt);
        warn(`${channel.label(row)} failed (${reason}); attempt ${attempt}, next in ${delay} ms`);
        await update(
          "attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond'",
          [row.id, reason.slice(0, 500), delay],
        );
      }
    }
  }

  const poller = startPoller(
    async (poller) => {
      await channel.beforePass?.();
      while (!poller.stopped) {
        const asking = drainedWaiters.length;
        const { rows } = await db.transaction("owner", (tx) =>
          tx.query<Row>(channel.claim, [channel.leaseMs]),
        );
        const row = rows[0];
        if (row === undefined) {
          for (const resolve of drainedWaiters.splice(0, asking)) resolve();
          return;
        }
        await sendOne(row, () => poller.stopped);
      }
    },
    {
      pollMs: channel.pollMs ?? POLL_MS,
      onError: (error) => warn(`${channel.name} worker error: ${(error as Error).message}`),
    },
  );

  return {
    async stop() {
      const stopping = poller.stop();
      inFlight?.abort();
      await stopping;
    },
    drained: () => new Promise((resolve) => drainedWaiters.push(resolve)),
  };
}
