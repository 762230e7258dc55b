import { autoreplyCopy } from "#src/content/copy/load.ts";

/*
 * The two e-mails about a lead, as nodemailer messages. Everything the visitor typed is hostile
 * until proven otherwise: it never reaches a header except the alert's subject, where line breaks
 * are folded to spaces (so a name cannot start a new header) and invisible format characters are
 * dropped (so a bidi override cannot reorder it), it is escaped in the HTML part, and a plain-text
 * part is always there. The auto-reply goes only to the address the visitor typed, which the
 * database has already checked against the e-mail pattern, and carries nothing the visitor wrote:
 * anyone can type someone else's address, and the clinic's mail account must not carry a
 * stranger's words to it (decision 049).
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The lead's fields as label/value pairs, in the form's order, present ones only. */
function fields(lead: LeadRecord): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Clinic", lead.clinic_name],
    ["Message", lead.message],
    ["WhatsApp opt-in", lead.whatsapp_opt_in === undefined ? undefined : lead.whatsapp_opt_in ? "yes" : "no"],
    ["Locale", lead.locale],
    [
      "Received",
      new Date(lead.created_at)
        .toISOString()
        .replace("T", " ")
        .replace(/\.\d+Z$/, " UTC"),
    ],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== null);
}

/** The alert to the team: every field, with Reply-To set so a reply reaches the lead. */
export function alertMessage(lead: LeadRecord, from: string, to: string[]): MailMessage {
  const rows = fields(lead);
  const text = `A new lead came in through the website.\n\n${rows
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n")}\n`;
  const html =
    `<p>A new lead came in through the website.</p><table>` +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("") +
    `</table>`;
  return {
    from,
    to,
    replyTo: lead.email,
    subject: oneLine(`New lead: ${lead.name} (${lead.clinic_name})`).slice(0, 200),
    text,
    html,
  };
}

/**
 * The short, plain confirmation to the visitor, in the lead's locale (English for a locale the
 * site has no copy for): the site's own words from src/content/copy/email.<locale>.yaml, with the
 * brand and nothing the visitor typed, greeting no one by name.
 */
export function autoreplyMessage(lead: LeadRecord, from: string, brand: string): MailMessage {
  const copy = autoreplyCopy(lead.locale, brand);
  return { from, to: lead.email, subject: oneLine(copy.subject), text: `${copy.body}\n` };
}
