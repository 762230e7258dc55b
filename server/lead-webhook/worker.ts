import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Database } from "../db/types.ts";

/*
 * Delivers the lead outbox (outbox.sql) to LEAD_WEBHOOK_URL: oldest first, each POST with a
 * timeout, marked delivered only after a 2xx, otherwise retried with exponential backoff. The
 * rows live in the database, so pending deliveries survive a restart, and the form never waits
 * for the endpoint: a dead endpoint only delays notifications.
 *
 * Several servers may deliver from one PostgreSQL: a row is claimed with `for update skip locked`
 * and leased (its next attempt moved past the delivery timeout) before the POST, so no other
 * server sends it meanwhile; a server that dies mid-delivery leaves it to be retried when the
 * lease ends. Deliveries follow Standard Webhooks (https://www.standardwebhooks.com/): headers
 * webhook-id, webhook-timestamp and, with a secret, webhook-signature.
 */

const OUTBOX_SQL = readFileSync(new URL("./outbox.sql", import.meta.url), "utf8");
/** Serialises installing the outbox between servers sharing one PostgreSQL (key is arbitrary). */
const ADVISORY_LOCK = "select pg_advisory_xact_lock(7250135022)";

/** Delivery attempts are spaced 1 s, 2 s, 4 s… up to this, with ±20 % jitter. */
export const MAX_BACKOFF_MS = 10 * 60_000;
const BASE_BACKOFF_MS = 1_000;
/** How often the worker looks for due rows: a new lead is announced within about a second. */
const POLL_MS = 1_000;
/** How often a sender says it is alive; outbox.sql's trigger trusts a sighting for 3 minutes. */
const HEARTBEAT_MS = 60_000;
/** A claimed row is leased for the delivery timeout plus this, to record the result. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Leases the longest-due undelivered row ($1: lease in milliseconds). Ordered like the partial
 * index lead_outbox_due_idx, so the claim reads one index entry however long the backlog is.
 */
export const CLAIM_SQL = `update local_private.lead_outbox o
  set next_attempt_at = now() + $1 * interval '1 millisecond'
  where o.id = (
    select id from local_private.lead_outbox
    where delivered_at is null and next_attempt_at <= now()
    order by next_attempt_at, id limit 1
    for update skip locked
  )
  returning o.id, o.webhook_id, o.payload::text as body, o.attempts`;

/** The prefix of a Standard Webhooks secret; the rest is the key in base64. */
export const SECRET_PREFIX = "whsec_";

export interface LeadWebhookOptions {
  url: string;
  /** `whsec_<base64 key>`: when set, each delivery carries a webhook-signature (see signPayload). */
  secret: string | undefined;
  /** Per-delivery timeout. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Reports delivery failures; never given personal data. */
  warn?: (message: string) => void;
  /** Randomness for the backoff jitter (tests pin it). */
  random?: () => number;
}

export interface LeadWebhook {
  /** Stops scheduling, aborts the delivery in progress (it is retried later) and waits for it. */
  stop(): Promise<void>;
}

/**
 * The Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed
 * with the base64-decoded part of the `whsec_` secret. Covering the id means a captured delivery
 * replayed under a fresh id fails verification, so a receiver's duplicate check holds.
 */
export function signPayload(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export const backoffMs = (attempts: number, random: () => number = Math.random): number => {
  const exponential = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
};

/**
 * Installs (or upgrades) the outbox. It is the same whether this server delivers or not: only
 * senders (startLeadWebhook) make the trigger enqueue, so a server without LEAD_WEBHOOK_URL never
 * turns notifications off for the others.
 */
export async function prepareOutbox(db: Database): Promise<void> {
  await db.transaction("owner", async (tx) => {
    await tx.query(ADVISORY_LOCK);
    await tx.exec(OUTBOX_SQL);
  });
}

interface OutboxRow {
  id: string | number;
  webhook_id: string;
  body: string;
  attempts: number;
}

/** Registers this server as a sender (so new leads are enqueued from now on) and starts delivering. */
export async function startLeadWebhook(db: Database, options: LeadWebhookOptions): Promise<LeadWebhook> {
  const doFetch = options.fetch ?? fetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const senderId = randomUUID();
  let stopped = false;
  let running: Promise<void> | undefined;
  let inFlight: AbortController | undefined;
  let lastSeen = 0;

  const seen = () =>
    db.transaction("owner", async (tx) => {
      await tx.query(
        `insert into local_private.lead_webhook_senders (id, seen_at) values ($1, now())
         on conflict (id) do update set seen_at = now()`,
        [senderId],
      );
      await tx.query(
        "delete from local_private.lead_webhook_senders where seen_at < now() - interval '1 day'",
      );
    });

  /** undefined when delivered, "aborted" when stop() cut it short, otherwise why it failed. */
  async function deliver(row: OutboxRow): Promise<string | undefined> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "User-Agent": "chattobook-lead-webhook/2",
      // The same on every retry: lets a receiver drop a repeat if a 2xx was lost on the way back.
      "webhook-id": row.webhook_id,
      "webhook-timestamp": timestamp,
    };
    if (options.secret) {
      headers["webhook-signature"] = signPayload(options.secret, row.webhook_id, timestamp, row.body);
    }
    const controller = new AbortController();
    inFlight = controller;
    try {
      const response = await doFetch(options.url, {
        method: "POST",
        headers,
        body: row.body,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(options.timeoutMs)]),
        redirect: "error",
      });
      await response.body?.cancel();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      if (controller.signal.aborted) return "aborted";
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    } finally {
      inFlight = undefined;
    }
  }

  /** The longest-due row, leased to this server; undefined when none is due. */
  const claim = () =>
    db.transaction("owner", async (tx) => {
      const { rows } = await tx.query<OutboxRow>(CLAIM_SQL, [options.timeoutMs + LEASE_MARGIN_MS]);
      return rows[0];
    });

  async function record(row: OutboxRow, failure: string | undefined): Promise<void> {
    if (failure === undefined) {
      // Delivered: the copy of the lead is no longer needed.
      await db.transaction("owner", (tx) =>
        tx.query(
          "update local_private.lead_outbox set delivered_at = now(), attempts = attempts + 1, last_error = null, payload = null where id = $1",
          [row.id],
        ),
      );
      return;
    }
    if (failure === "aborted") {
      // Cut short by shutdown: due again at once, for the next server or the next start.
      await db.transaction("owner", (tx) =>
        tx.query("update local_private.lead_outbox set next_attempt_at = now() where id = $1", [row.id]),
      );
      return;
    }
    const delay = backoffMs(row.attempts + 1, options.random);
    warn(
      `Lead webhook delivery ${row.id} failed (${failure}); attempt ${row.attempts + 1}, next in ${delay} ms`,
    );
    await db.transaction("owner", (tx) =>
      tx.query(
        `update local_private.lead_outbox
         set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond'
         where id = $1`,
        [row.id, failure.slice(0, 500), delay],
      ),
    );
  }

  async function drain(): Promise<void> {
    if (Date.now() - lastSeen >= HEARTBEAT_MS) {
      await seen();
      lastSeen = Date.now();
    }
    while (!stopped) {
      const row = await claim();
      if (row === undefined) return;
      await record(row, await deliver(row));
    }
  }

  /** One pass over the due rows; a pass still running when the next poll comes is left to finish. */
  function run(): void {
    if (stopped || running) return;
    running = drain()
      .catch((error: unknown) => warn(`Lead webhook worker error: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  }

  // Registered before the first lead can arrive, so none is missed.
  await seen();
  lastSeen = Date.now();
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      inFlight?.abort();
      await running;
      // Seen until now: leads taken by other servers in the next minutes are still enqueued, so
      // a restart of this one loses no notification.
      await seen().catch(() => {});
    },
  };
}
