import { readFileSync } from "node:fs";
import { isIPv4, isIPv6 } from "node:net";
import nodemailer from "nodemailer";
import { ceilingMessage } from "#server/api/ceiling.ts";
import { DEFAULT_ALERT_MAX_PER_HOUR, DEFAULT_AUTOREPLY_MAX_PER_HOUR } from "#server/config.ts";
import type { Database } from "#server/db/types.ts";
import {
  claimSql,
  installOutbox,
  outboxTableSql,
  startOutboxWorker,
  type ClaimedRow,
  type SendFailure,
} from "#server/outbox/outbox.ts";
import {
  alertMessage,
  autoreplyMessage,
  ceilingNotice,
  digestMessage,
  type LeadRecord,
  type MailMessage,
} from "./message.ts";

/*
 * Sends the lead e-mails of outbox.sql through SMTP_URL (decision 028) with the shared outbox
 * worker (server/outbox/outbox.ts, decision 041): oldest due first, each leased before sending so
 * a second process cannot send it too, marked delivered once the SMTP server accepts it, otherwise
 * retried with backoff. The rows live in the database, so pending e-mails survive a restart, and
 * the form never waits for the mail server.
 *
 * Alerts, auto-replies and the team's notices (the hourly digest of leads past the alerts' cap,
 * ceilings reached; decision 073) are worked by three workers side by side, so an alert never
 * waits behind an auto-reply, however slow the recipients' servers (decision 049). An SMTP server's 5xx to a
 * recipient or a message is permanent: the row is marked failed at once. Anything else (4xx, a
 * refused connection, a timeout, and a 5xx to the login or the sender, which a configuration
 * change cures) is retried until an attempt cap. Failures are logged and stored by their SMTP
 * code only: a server's answer often quotes the recipient's address.
 */

const OUTBOX_SQL =
  outboxTableSql(
    "lead_email_outbox",
    `lead_id bigint not null references public.contact_submissions (id) on delete cascade,
  kind text not null check (kind in ('alert', 'autoreply')),
  unique (lead_id, kind),`,
    "kind",
  ) +
  // The team's e-mails about no single lead (decision 073): the hour's digest, whose lead ids are
  // read when it is sent (an erased lead is simply gone), and the ceilings reached.
  outboxTableSql(
    "team_notices",
    `kind text not null check (kind in ('digest', 'lead_ceiling', 'event_ceiling')),
  period timestamptz not null,
  per_minute integer,
  lead_ids bigint[] not null default '{}',
  unique (kind, period),`,
  ) +
  readFileSync(new URL("./outbox.sql", import.meta.url), "utf8");

type Kind = "alert" | "autoreply";

/**
 * Leases the longest-due unsent e-mail of one kind and reads its lead as it is now (the row names
 * the lead rather than copying it; a row never outlives its lead, on delete cascade).
 */
export const claimSqlFor = (kind: Kind): string =>
  claimSql(
    "lead_email_outbox",
    "o.kind, (select to_jsonb(c) from public.contact_submissions c where c.id = o.lead_id) as lead",
    ` and kind = '${kind}'`,
  );
/** A claimed row is left alone this long; if the process dies mid-send, it is retried after it. */
const LEASE_MS = 120_000;
/** Connection, greeting and socket timeouts: a dead or stuck server fails an attempt quickly. */
const SMTP_TIMEOUT_MS = 15_000;
/**
 * Attempts before a transiently failing e-mail is given up (marked failed). An alert outlasts an
 * SMTP outage of about two days (attempts are 10 minutes apart once backed off); an auto-reply,
 * whose point is to be prompt, about half an hour, which still covers greylisting.
 */
export const MAX_ATTEMPTS: Record<Kind, number> = { alert: 300, autoreply: 12 };

/** The team's notices, worked like the alerts, oldest due first. */
const NOTICE_CLAIM = claimSql(
  "team_notices",
  "o.kind, o.period, o.created_at, o.per_minute, o.lead_ids::text[] as lead_ids",
);

/** The digest's leads still stored, oldest first, each with whether it is its sender's first. */
const DIGEST_LEADS = `
select to_jsonb(c) as lead, exists (
    select from local_private.lead_mailboxes m where m.first_lead_id = c.id
  ) as first_time
from public.contact_submissions c
where c.id = any ($1::bigint[])
order by c.id`;

/** The channels that are on. */
export interface LeadEmailChannels {
  /** Where alerts go; none: no alerts. */
  alertTo: string[];
  /** Most alerts enqueued per hour, all servers together; past it the hour's digest (DEFAULT_ALERT_MAX_PER_HOUR). */
  alertMaxPerHour?: number;
  /** Whether the visitor gets a confirmation. */
  autoreply: boolean;
  /** Most auto-replies enqueued per hour, all servers together (DEFAULT_AUTOREPLY_MAX_PER_HOUR). */
  autoreplyMaxPerHour?: number;
}

/**
 * Installs the outbox and records which channels new leads get e-mails for, and the auto-replies'
 * hourly cap, which the enqueueing trigger applies.
 */
export async function prepareLeadEmail(db: Database, channels: LeadEmailChannels | undefined): Promise<void> {
  const kinds = [
    ...(channels && channels.alertTo.length > 0 ? ["alert"] : []),
    ...(channels?.autoreply ? ["autoreply"] : []),
  ];
  await installOutbox(db, OUTBOX_SQL, async (tx) => {
    await tx.query("delete from local_private.lead_email_channels");
    await tx.query(
      `insert into local_private.lead_email_channels (kind, max_per_hour)
       select kind, case when kind = 'autoreply' then $2::integer else $3::integer end from unnest($1::text[]) as kind`,
      [
        kinds,
        channels?.autoreplyMaxPerHour ?? DEFAULT_AUTOREPLY_MAX_PER_HOUR,
        channels?.alertMaxPerHour ?? DEFAULT_ALERT_MAX_PER_HOUR,
      ],
    );
  });
}

/** Whether `host` (a URL's hostname) is this machine: a local test server such as Mailpit. */
const isLoopback = (host: string): boolean =>
  host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The transport's options for SMTP_URL. `smtp://` to another machine must upgrade with STARTTLS
 * before it logs in or sends (requireTLS), so neither the password nor a lead crosses the network
 * in clear, even if an attacker strips STARTTLS from the server's answer; a mail catcher on
 * loopback (Mailpit, MailHog on 127.0.0.1:1025) offers no TLS and needs none. `smtps://` is TLS
 * from the first byte.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    ...(url.protocol === "smtp:" && !isLoopback(url.hostname) ? { requireTLS: true } : {}),
  };
}

/** What nodemailer says about a failed send, the fields used here. */
interface SmtpError {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

/**
 * A failure as the SMTP code and the stage it came at ("SMTP 550 5.1.1 at RCPT TO", "ESOCKET
 * ECONNREFUSED"), never the server's text, which may quote the recipient. A 5xx to a recipient or
 * to the message is permanent.
 */
export function describeSmtpFailure(error: unknown): SendFailure {
  const { code, originalCode, responseCode, response, command } = (error ?? {}) as SmtpError;
  if (responseCode) {
    const enhanced = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response ?? "")?.[1];
    const reason = `SMTP ${responseCode}${enhanced ? ` ${enhanced}` : ""}${command ? ` at ${command}` : ""}`;
    return responseCode >= 500 && (command === "RCPT TO" || command === "DATA")
      ? { reason, permanent: true }
      : reason;
  }
  return [code ?? "Error", originalCode].filter(Boolean).join(" ");
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
  /** The brand the auto-reply signs with (PUBLIC_BRAND_NAME, as the site shows it). */
  brand: string;
  /** Reports delivery failures; never given personal data. */
  warn?: (message: string) => void;
  /** Delay before the next attempt after `attempts` failures (tests shorten it). */
  backoff?: (attempts: number) => number;
  /** Attempts before a row is given up, per kind (tests lower it); MAX_ATTEMPTS otherwise. */
  maxAttempts?: Record<Kind, number>;
  pollMs?: number;
}

export interface LeadEmail {
  /**
   * Stops scheduling and aborts the sending in progress (its connection is closed; the row stays
   * due, for the next start or another server), so a mail server that never answers cannot hold
   * up a shutdown.
   */
  stop(): Promise<void>;
  /**
   * Resolves once the alerts', the auto-replies' and the notices' next claims find nothing due:
   * what a test waits on to see that nothing more is sent (OutboxWorker.drained()).
   */
  drained(): Promise<void>;
}

interface OutboxRow extends ClaimedRow {
  kind: Kind;
  lead: LeadRecord;
}

interface NoticeRow extends ClaimedRow {
  kind: "digest" | "lead_ceiling" | "event_ceiling";
  period: Date | string;
  created_at: Date | string;
  per_minute: number | null;
  lead_ids: string[];
}

export function startLeadEmail(db: Database, options: LeadEmailOptions): LeadEmail {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl));
  const message = (row: OutboxRow): MailMessage =>
    row.kind === "alert"
      ? alertMessage(row.lead, options.from, options.alertTo)
      : autoreplyMessage(row.lead, options.from, options.brand);

  const send = async (mail: MailMessage, signal: AbortSignal): Promise<SendFailure | undefined> => {
    try {
      await transport.sendMail({ ...mail, signal });
      return undefined;
    } catch (error) {
      return describeSmtpFailure(error);
    }
  };

  /** A notice's e-mail, or undefined when there is nothing left to say (a digest's leads all erased). */
  async function notice(row: NoticeRow): Promise<MailMessage | undefined> {
    if (row.kind !== "digest") {
      const kind = row.kind === "lead_ceiling" ? "leads" : "events";
      return ceilingNotice(
        ceilingMessage(kind, row.per_minute ?? 0, new Date(row.created_at)),
        options.from,
        options.alertTo,
      );
    }
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query<{ lead: LeadRecord; first_time: boolean }>(DIGEST_LEADS, [row.lead_ids]),
    );
    if (rows.length === 0) return undefined;
    return digestMessage(
      rows.map((item) => ({ lead: item.lead, firstTime: item.first_time })),
      new Date(row.period),
      options.alertMaxPerHour ?? DEFAULT_ALERT_MAX_PER_HOUR,
      options.from,
      options.alertTo,
    );
  }

  const tuning = {
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.warn ? { warn: options.warn } : {}),
  };
  const noticeWorker = startOutboxWorker<NoticeRow>(db, {
    table: "team_notices",
    claim: NOTICE_CLAIM,
    leaseMs: LEASE_MS,
    async send(row, signal) {
      const mail = await notice(row);
      return mail === undefined ? undefined : send(mail, signal);
    },
    label: (row) => `Team notice ${row.id} (${row.kind})`,
    name: "Team notices",
    // Sent: the digest's list of lead ids is no longer needed.
    onDelivered: ", lead_ids = '{}'",
    maxAttempts: (options.maxAttempts ?? MAX_ATTEMPTS).alert,
    ...tuning,
  });

  const workers = (["alert", "autoreply"] as const).map((kind) =>
    startOutboxWorker<OutboxRow>(db, {
      table: "lead_email_outbox",
      claim: claimSqlFor(kind),
      leaseMs: LEASE_MS,
      send: (row, signal) => send(message(row), signal),
      label: (row) => `Lead e-mail ${row.id} (${row.kind})`,
      name: `Lead e-mail (${kind})`,
      maxAttempts: (options.maxAttempts ?? MAX_ATTEMPTS)[kind],
      ...tuning,
    }),
  );
  const all = [...workers, noticeWorker];
  return {
    async stop() {
      await Promise.all(all.map((worker) => worker.stop()));
      transport.close();
    },
    async drained() {
      await Promise.all(all.map((worker) => worker.drained()));
    },
  };
}
