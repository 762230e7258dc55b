import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Database } from "../db/types.ts";

/*
 * Delivers the lead outbox (outbox.sql) to LEAD_WEBHOOK_URL: oldest first, each POST with a
 * timeout, marked delivered only after a 2xx, otherwise retried with exponential backoff. The
 * rows live in the database, so pending deliveries survive a restart, and the form never waits
 * for the endpoint: a dead endpoint only delays notifications.
 */

const OUTBOX_SQL = readFileSync(new URL("./outbox.sql", import.meta.url), "utf8");
const ENABLE_TRIGGER =
  "alter table public.contact_submissions enable trigger contact_submissions_enqueue_lead_notification";
const DISABLE_TRIGGER =
  "alter table public.contact_submissions disable trigger contact_submissions_enqueue_lead_notification";

/** Delivery attempts are spaced 1 s, 2 s, 4 s… up to this, with ±20 % jitter. */
export const MAX_BACKOFF_MS = 10 * 60_000;
const BASE_BACKOFF_MS = 1_000;
/** How often the worker looks for due rows: a new lead is announced within about a second. */
const POLL_MS = 1_000;
const BATCH_SIZE = 20;

export interface LeadWebhookOptions {
  url: string;
  /** When set, each delivery carries an HMAC-SHA256 signature (see signPayload). */
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
  /** Stops scheduling and waits for the delivery in progress to finish. */
  stop(): Promise<void>;
}

/**
 * `X-Webhook-Signature: sha256=<hex>` over `<timestamp>.<body>`: the receiver recomputes it with the
 * shared secret and the `X-Webhook-Timestamp` header, and rejects stale timestamps against replays.
 */
export const signPayload = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

export const backoffMs = (attempts: number, random: () => number = Math.random): number => {
  const exponential = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
};

/** Installs the outbox and switches its trigger on or off to match the configuration. */
export async function prepareOutbox(db: Database, enabled: boolean): Promise<void> {
  await db.transaction("owner", async (tx) => {
    await tx.exec(OUTBOX_SQL);
    await tx.exec(enabled ? ENABLE_TRIGGER : DISABLE_TRIGGER);
  });
}

interface OutboxRow {
  id: string | number;
  body: string;
  attempts: number;
}

export function startLeadWebhook(db: Database, options: LeadWebhookOptions): LeadWebhook {
  const doFetch = options.fetch ?? fetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(row: OutboxRow): Promise<string | undefined> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "User-Agent": "chattobook-lead-webhook/1",
      // Lets a receiver drop a repeat if a 2xx was lost on the way back.
      "X-Webhook-Id": String(row.id),
      "X-Webhook-Timestamp": timestamp,
    };
    if (options.secret) headers["X-Webhook-Signature"] = signPayload(options.secret, timestamp, row.body);
    try {
      const response = await doFetch(options.url, {
        method: "POST",
        headers,
        body: row.body,
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: "error",
      });
      await response.body?.cancel();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const { rows } = await db.transaction("owner", (tx) =>
        tx.query<OutboxRow>(
          `select id, payload::text as body, attempts from local_private.lead_outbox
           where delivered_at is null and next_attempt_at <= now()
           order by id limit ${BATCH_SIZE}`,
        ),
      );
      if (rows.length === 0) return;
      for (const row of rows) {
        if (stopped) return;
        const failure = await deliver(row);
        if (failure === undefined) {
          await db.transaction("owner", (tx) =>
            tx.query(
              "update local_private.lead_outbox set delivered_at = now(), attempts = attempts + 1, last_error = null where id = $1",
              [row.id],
            ),
          );
        } else {
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
      }
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

  timer = setInterval(run, POLL_MS);
  timer.unref();
  run();

  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
