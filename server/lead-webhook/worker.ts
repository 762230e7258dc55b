import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Database } from "#server/db/types.ts";
import {
  backoffMs,
  claimSql,
  installOutbox,
  outboxTableSql,
  startOutboxWorker,
  type ClaimedRow,
} from "#server/outbox/outbox.ts";

export { backoffMs, MAX_BACKOFF_MS } from "#server/outbox/outbox.ts";

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

const OUTBOX_SQL =
  outboxTableSql("lead_outbox", "payload jsonb,") +
  readFileSync(new URL("./outbox.sql", import.meta.url), "utf8");

/** How often a sender says it is alive; outbox.sql's trigger trusts a sighting for 3 minutes. */
const HEARTBEAT_MS = 60_000;
/** A claimed row is leased for the delivery timeout plus this, to record the result. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Leases the longest-due undelivered row ($1: lease in milliseconds). Ordered like the partial
 * index lead_outbox_due_idx, so the claim reads one index entry however long the backlog is.
 */
export const CLAIM_SQL = claimSql("lead_outbox", "o.webhook_id, o.payload::text as body");

/** The prefix of a Standard Webhooks secret; the rest is the key in base64. */
export const SECRET_PREFIX = "whsec_";

export interface LeadWebhookOptions {
  url: string;
  /** `whsec_<base64 key>`: when set, each delivery carries a webhook-signature (see signPayload). */
  secret: string | undefined;
  /** Per-delivery timeout. */
  timeoutMs: number;
  /** Deliveries per minute at most (LEAD_WEBHOOK_MAX_PER_MINUTE); more wait their turn. */
  maxPerMinute?: number;
  /** How often the outbox is looked at (tests shorten it). */
  pollMs?: number;
  fetch?: typeof fetch;
  /** Reports delivery failures; never given personal data. */
  warn?: (message: string) => void;
  /** Randomness for the backoff jitter (tests pin it). */
  random?: () => number;
}

export interface LeadWebhook {
  /** Stops scheduling, aborts the delivery in progress (it is retried later) and waits for it. */
  stop(): Promise<void>;
  /** Resolves once a claim made after the call finds nothing due (OutboxWorker.drained()). */
  drained(): Promise<void>;
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

/**
 * Installs (or upgrades) the outbox. It is the same whether this server delivers or not: only
 * senders (startLeadWebhook) make the trigger enqueue, so a server without LEAD_WEBHOOK_URL never
 * turns notifications off for the others.
 */
export async function prepareOutbox(db: Database): Promise<void> {
  await installOutbox(db, OUTBOX_SQL);
}

interface OutboxRow extends ClaimedRow {
  webhook_id: string;
  body: string;
}

/** Registers this server as a sender (so new leads are enqueued from now on) and starts delivering. */
export async function startLeadWebhook(db: Database, options: LeadWebhookOptions): Promise<LeadWebhook> {
  const doFetch = options.fetch ?? fetch;
  const senderId = randomUUID();
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

  /** undefined when delivered, otherwise why it failed. */
  async function deliver(row: OutboxRow, signal: AbortSignal): Promise<string | undefined> {
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
    const response = await doFetch(options.url, {
      method: "POST",
      headers,
      body: row.body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      redirect: "error",
    });
    await response.body?.cancel();
    return response.ok ? undefined : `HTTP ${response.status}`;
  }

  // Registered before the first lead can arrive, so none is missed.
  await seen();
  lastSeen = Date.now();
  const worker = startOutboxWorker<OutboxRow>(db, {
    table: "lead_outbox",
    claim: CLAIM_SQL,
    leaseMs: options.timeoutMs + LEASE_MARGIN_MS,
    send: deliver,
    label: (row) => `Lead webhook delivery ${row.id}`,
    name: "Lead webhook",
    // Delivered: the copy of the lead is no longer needed.
    onDelivered: ", payload = null",
    backoff: (attempts) => backoffMs(attempts, options.random),
    ...(options.maxPerMinute ? { minIntervalMs: 60_000 / options.maxPerMinute } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    async beforePass() {
      if (Date.now() - lastSeen < HEARTBEAT_MS) return;
      await seen();
      lastSeen = Date.now();
    },
    ...(options.warn ? { warn: options.warn } : {}),
  });

  return {
    async stop() {
      await worker.stop();
      // Seen until now: leads taken by other servers in the next minutes are still enqueued, so
      // a restart of this one loses no notification.
      await seen().catch(() => {});
    },
    drained: () => worker.drained(),
  };
}
