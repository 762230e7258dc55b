import { readFileSync } from "node:fs";
import { isIPv4, isIPv6 } from "node:net";
import nodemailer from "nodemailer";
import type { Database } from "../db/types.ts";
import {
  claimSql,
  installOutbox,
  outboxTableSql,
  startOutboxWorker,
  type ClaimedRow,
} from "../outbox/outbox.ts";
import { alertMessage, autoreplyMessage, type LeadRecord, type MailMessage } from "./message.ts";

/*
 * Sends the lead e-mails of outbox.sql through SMTP_URL (decision 028) with the shared outbox
 * worker (server/outbox/outbox.ts, decision 041): oldest due first, each leased before sending so
 * a second process cannot send it too, marked delivered once the SMTP server accepts it, otherwise
 * retried with backoff. The rows live in the database, so pending e-mails survive a restart, and
 * the form never waits for the mail server.
 */

const OUTBOX_SQL =
  outboxTableSql(
    "lead_email_outbox",
    `lead_id bigint not null references public.contact_submissions (id) on delete cascade,
  kind text not null check (kind in ('alert', 'autoreply')),
  unique (lead_id, kind),`,
  ) + readFileSync(new URL("./outbox.sql", import.meta.url), "utf8");

/**
 * Leases the longest-due unsent e-mail and reads its lead as it is now (the row names the lead
 * rather than copying it; a row never outlives its lead, on delete cascade).
 */
export const CLAIM_SQL = claimSql(
  "lead_email_outbox",
  "o.kind, (select to_jsonb(c) from public.contact_submissions c where c.id = o.lead_id) as lead",
);
/** A claimed row is left alone this long; if the process dies mid-send, it is retried after it. */
const LEASE_MS = 120_000;
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
  await installOutbox(db, OUTBOX_SQL, async (tx) => {
    await tx.query("delete from local_private.lead_email_channels");
    await tx.query("insert into local_private.lead_email_channels (kind) select unnest($1::text[])", [kinds]);
  });
}

/**
 * The sender's address: LEAD_ALERT_FROM, else the SMTP user if it is an address, else leads@<host>.
 * A host given as an IP address becomes an address literal (RFC 5321: `leads@[192.0.2.1]`,
 * `leads@[IPv6:2001:db8::1]`), since `leads@192.0.2.1` is no valid address and strict servers refuse it.
 */
export function senderAddress(smtpUrl: string, from: string | undefined): string {
  if (from) return from;
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  if (user.includes("@")) return user;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const domain = isIPv6(host) ? `[IPv6:${host}]` : isIPv4(host) ? `[${host}]` : host;
  return `leads@${domain}`;
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
  /**
   * Stops scheduling and waits for the sending in progress to finish (nodemailer takes no abort
   * signal; its timeouts bound the wait).
   */
  stop(): Promise<void>;
}

interface OutboxRow extends ClaimedRow {
  kind: "alert" | "autoreply";
  lead: LeadRecord;
}

export function startLeadEmail(db: Database, options: LeadEmailOptions): LeadEmail {
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

  const worker = startOutboxWorker<OutboxRow>(db, {
    table: "lead_email_outbox",
    claim: CLAIM_SQL,
    leaseMs: LEASE_MS,
    async send(row) {
      await transport.sendMail(message(row));
      return undefined;
    },
    label: (row) => `Lead e-mail ${row.id} (${row.kind})`,
    name: "Lead e-mail",
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.warn ? { warn: options.warn } : {}),
  });
  return {
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
