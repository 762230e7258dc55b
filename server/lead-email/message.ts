import { autoreplyCopy } from "#src/content/copy/load.ts";

/*
 * The e-mails about leads, as nodemailer messages. Everything the visitor typed is hostile until
 * proven otherwise: it never reaches a header except the alert's subject, where encoded-words
 * (=?UTF-8?B?…?=) are decoded first, then line breaks are folded to spaces (so a name cannot
 * start a new header) and invisible format characters dropped (so a bidi override cannot reorder
 * it, encoded or not); in the body bidi controls are dropped too, the message comes last, after
 * the alert's own fields, with every line of it indented, so no line of it can pose as a field
 * ("WhatsApp opt-in: yes"); it is escaped in the HTML part, and a plain-text part is always
 * there. The auto-reply goes only to the address the visitor typed, which the database has
 * already checked against the e-mail pattern, and carries nothing the visitor wrote: anyone can
 * type someone else's address, and the clinic's mail account must not carry a stranger's words to
 * it (decision 049). The team's notices (the hourly digest past LEAD_ALERT_MAX_PER_HOUR, a
 * ceiling reached) are here too (decision 073).
 */

/** A stored lead as the worker reads it (columns a later migration adds are optional). */
export interface LeadRecord {
  id: number | string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  clinic_name: string;
  message: string | null;
  whatsapp_opt_in?: boolean;
  locale?: string | null;
}

/** What nodemailer's sendMail takes, the fields used here. */
export interface MailMessage {
  from: string;
  to: string | string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** RFC 3834's Auto-Submitted, so mail servers and vacation responders do not answer it. */
  headers: { "Auto-Submitted": "auto-generated" | "auto-replied" };
}

/**
 * RFC 2047 encoded-words (=?charset?B|Q?text?=) decoded, as a mail client would decode them in a
 * subject: done before the format characters are dropped, so an encoded bidi override is dropped
 * too. Decoded again until nothing changes (an encoded-word may decode to another); any opener
 * left (an unknown charset) is broken, so no client decodes it after us.
 */
export function decodeEncodedWords(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(
      /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g,
      (word, charset: string, encoding: string, encoded: string) => {
        try {
          const bytes =
            encoding.toUpperCase() === "B"
              ? Buffer.from(encoded, "base64")
              : Buffer.from(
                  encoded
                    .replace(/_/g, " ")
                    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
                      String.fromCharCode(parseInt(hex, 16)),
                    ),
                  "latin1",
                );
          return new TextDecoder(charset.replace(/\*.*$/, "")).decode(bytes);
        } catch {
          return word;
        }
      },
    );
    if (next === current) break;
    current = next;
  }
  return current.replaceAll("=?", "= ?");
}

/**
 * Folds CR, LF and other line separators (and control characters) to single spaces, and drops
 * format characters (bidi overrides and isolates, zero-width joiners…).
 */
export const oneLine = (text: string): string =>
  text
    .replace(/\p{Cf}+/gu, "")
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A subject built from what a visitor typed: encoded-words decoded, then one plain line. */
export const subjectLine = (text: string, max = 200): string =>
  oneLine(decodeEncodedWords(text)).slice(0, max);

/**
 * Text for the body: the bidi controls (overrides, embeddings, isolates, marks) that could
 * disguise it dropped, and control characters but tab and line breaks replaced.
 */
export const bodyText = (text: string): string =>
  text
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "\ufffd");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The lead's fields but the message, as label/value pairs, in the form's order, present ones only. */
function fields(lead: LeadRecord): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Clinic", lead.clinic_name],
    ["WhatsApp opt-in", lead.whatsapp_opt_in === undefined ? undefined : lead.whatsapp_opt_in ? "yes" : "no"],
    ["Locale", lead.locale],
    ["Received", receivedAt(lead.created_at)],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== null)
    .map(([label, value]) => [label, oneLine(bodyText(value))]);
}

const receivedAt = (createdAt: string) =>
  new Date(createdAt)
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC");

/** The message's lines, each indented, so none of them can pose as one of the alert's fields. */
const indented = (message: string) =>
  bodyText(message)
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => `    ${line}`)
    .join("\n");

/**
 * The alert to the team: the fields, then the message last, indented under its heading, with
 * Reply-To set so a reply reaches the lead.
 */
export function alertMessage(lead: LeadRecord, from: string, to: string[]): MailMessage {
  const rows = fields(lead);
  const message =
    lead.message === null ? "" : `\nMessage (as the visitor wrote it):\n${indented(lead.message)}\n`;
  const text = `A new lead came in through the website.\n\n${rows
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n")}\n${message}`;
  const html =
    `<p>A new lead came in through the website.</p><table>` +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("") +
    `</table>` +
    (lead.message === null
      ? ""
      : `<p><strong>Message</strong> (as the visitor wrote it):</p><blockquote style="white-space:pre-wrap">${escapeHtml(bodyText(lead.message))}</blockquote>`);
  return {
    from,
    to,
    replyTo: lead.email,
    subject: subjectLine(`New lead: ${lead.name} (${lead.clinic_name})`),
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** A lead in the hourly digest, and whether it is its sender's first. */
export interface DigestLead {
  lead: LeadRecord;
  firstTime: boolean;
}

/** Leads listed by name in one digest; the rest are counted, and `npm run leads` has them all. */
export const DIGEST_MAX_LISTED = 200;

/**
 * The hourly digest of the leads past LEAD_ALERT_MAX_PER_HOUR: how many, then one line each,
 * first-time senders first (a repeat sender is likelier a flood than a new customer).
 */
export function digestMessage(
  leads: DigestLead[],
  period: Date,
  cap: number,
  from: string,
  to: string[],
): MailMessage {
  const hour = period.toISOString().slice(11, 16);
  const end = new Date(period.getTime() + 3_600_000).toISOString().slice(11, 16);
  const line = ({ lead }: DigestLead) =>
    `  ${[lead.name, lead.clinic_name, lead.email, lead.phone, lead.locale ?? "", receivedAt(lead.created_at)]
      .map((value) => oneLine(bodyText(value)))
      .filter(Boolean)
      .join(" · ")}`;
  const first = leads.filter((item) => item.firstTime);
  const repeat = leads.filter((item) => !item.firstTime);
  const listed = [...first, ...repeat].slice(0, DIGEST_MAX_LISTED);
  const section = (title: string, items: DigestLead[]) =>
    items.length === 0
      ? []
      : ["", `${title} (${items.length}):`, ...items.filter((item) => listed.includes(item)).map(line)];
  const more = leads.length - listed.length;
  const text = [
    `More leads came in between ${hour} and ${end} UTC than the ${cap} alert e-mails an hour LEAD_ALERT_MAX_PER_HOUR allows, so these ${leads.length} are listed here instead of one e-mail each. Every one is stored: npm run leads shows them in full.`,
    ...section("First-time senders", first),
    ...section("Senders with an earlier lead", repeat),
    ...(more > 0 ? ["", `And ${more} more: npm run leads.`] : []),
    "",
  ].join("\n");
  return {
    from,
    to,
    subject: `${leads.length} more ${leads.length === 1 ? "lead" : "leads"}, ${hour}–${end} UTC`,
    text,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The notice that a site-wide ceiling was reached (server/api/ceiling.ts). */
export function ceilingNotice(text: string, from: string, to: string[]): MailMessage {
  return {
    from,
    to,
    subject: "The site's ceiling was reached",
    text: `${text.charAt(0).toUpperCase()}${text.slice(1)}\n\nThe server logs each minute it happens. See docs/security.md ("What is limited where").\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * The short, plain confirmation to the visitor, in the lead's locale (English for a locale the
 * site has no copy for): the site's own words from src/content/copy/email.<locale>.yaml, with the
 * brand and nothing the visitor typed, greeting no one by name.
 */
export function autoreplyMessage(lead: LeadRecord, from: string, brand: string): MailMessage {
  const copy = autoreplyCopy(lead.locale, brand);
  return {
    from,
    to: lead.email,
    subject: oneLine(copy.subject),
    text: `${copy.body}\n`,
    headers: { "Auto-Submitted": "auto-replied" },
  };
}
