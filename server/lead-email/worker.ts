import { readFileSync } from "node:fs";
import nodemailer from "nodemailer";
import type { Database } from "../db/types.ts";
import { backoffMs } from "../lead-webhook/worker.ts";
import { startPoller, type Poller } from "../poller.ts";
import { alertMessage, autoreplyMessage, type LeadRecord, type MailMessage } from "./message.ts";

/*
 * Sends the lead e-mails of outbox.sql through SMTP_URL (decision 028): oldest first, each claimed
 * for a while before sending so a second process cannot send it too, marked delivered once the
 * SMTP server accepts it, otherwise retried with the webhook's backoff. The rows live in the
 * database, so pending e-mails survive a restart, and the form never waits for the mail server.
 */

const OUTBOX_SQL = readFileSync(new URL("./outbox.sql", import.meta.url), "utf8");

/** How often the worker looks for due rows: an e-mail leaves within about a second. */
const POLL_MS = 1_000;
const BATCH_SIZE = 20;
/** A claimed row is left alone this long; if the process dies mid-send, it is retried after it. */
const CLAIM_SECONDS = 120;
/** Connection, greeting and socket timeouts: a dead or stuck server fails an attempt quickly. */
const SMTP_TIMEOUT_MS = 15_000;

/** The channels that are on. */
export interface LeadEmailChannels {
  /** Where alerts go; none: no alerts. */
  alertTo: string[];
  /** Whether the visitor gets a confirmation. */
  autoreply: boolean;
}

/** Installs the outbox and records which channels new leads get e-mails for. */
export async function prepareLeadEmail(db: Database, channels: LeadEmailChannels | undefined): Promise<void> {
  const kinds = [
    ...(channels && channels.alertTo.length > 0 ? ["alert"] : []),
    ...(channels?.autoreply ? ["autoreply"] : []),
  ];
  await db.transaction("owner", async (tx) => {
    await tx.exec(OUTBOX_SQL);
    await tx.query("delete from local_private.lead_email_channels");
    await tx.query("insert into local_private.lead_email_channels (kind) select unnest($1::text[])", [kinds]);
  });
}

/** The sender's address: LEAD_ALERT_FROM, else the SMTP user if it is an address, else leads@<host>. */
export function senderAddress(smtpUrl: string, from: string | undefined): string {
  if (from) return from;
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  return user.includes("@") ? user : `leads@${url.hostname}`;
}

export interface LeadEmailOptions extends LeadEmailChannels {
  smtpUrl: string;
  from: string;
  /** Reports delivery failures; never given personal data. */
  warn?: (message: string) => void;
  /** Delay before the next attempt after `attempts` failures (tests shorten it). */
  backoff?: (attempts: number) => number;
  pollMs?: number;
}

export interface LeadEmail {
  /** Stops scheduling and waits for the sending in progress to finish. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string | number;
  kind: "alert" | "autoreply";
  attempts: number;
  lead: LeadRecord;
}

export function startLeadEmail(db: Database, options: LeadEmailOptions): LeadEmail {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const backoff = options.backoff ?? ((attempts: number) => backoffMs(attempts));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const message = (row: OutboxRow): MailMessage =>
    row.kind === "alert"
      ? alertMessage(row.lead, options.from, options.alertTo)
      : autoreplyMessage(row.lead, options.from);

  async function drain(poller: Poller): Promise<void> {
    while (!poller.stopped) {
      // Claim due rows (skipping any another process holds), pushing their next attempt past the
      // claim period; a row whose lead was erased has gone with it.
      const { rows } = await db.transaction("owner", (tx) =>
        tx.query<OutboxRow>(
          `update local_private.lead_email_outbox o
              set next_attempt_at = now() + interval '${CLAIM_SECONDS} seconds'
             from public.contact_submissions c
            where c.id = o.lead_id
              and o.id in (
                select id from local_private.lead_email_outbox
                 where delivered_at is null and next_attempt_at <= now()
                 order by id limit ${BATCH_SIZE}
                 for update skip locked)
           returning o.id, o.kind, o.attempts, to_jsonb(c) as lead`,
        ),
      );
      if (rows.length === 0) return;
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const row of rows) {
        if (poller.stopped) return;
        let failure: string | undefined;
        try {
          await transport.sendMail(message(row));
        } catch (error) {
          failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
        if (failure === undefined) {
          await db.transaction("owner", (tx) =>
            tx.query(
              "update local_private.lead_email_outbox set delivered_at = now(), attempts = attempts + 1, last_error = null where id = $1",
              [row.id],
            ),
          );
        } else {
          const delay = backoff(row.attempts + 1);
          warn(
            `Lead e-mail ${row.id} (${row.kind}) failed (${failure}); attempt ${row.attempts + 1}, next in ${delay} ms`,
          );
          await db.transaction("owner", (tx) =>
            tx.query(
              `update local_private.lead_email_outbox
                  set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond'
                where id = $1`,
              [row.id, failure.slice(0, 500), delay],
            ),
          );
        }
      }
    }
  }

  const poller = startPoller(drain, {
    pollMs: options.pollMs ?? POLL_MS,
    onError: (error) => warn(`Lead e-mail worker error: ${(error as Error).message}`),
  });
  return {
    async stop() {
      await poller.stop();
      transport.close();
    },
  };
}
