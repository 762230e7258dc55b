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

/** The auto-reply in each locale the site offers; English for any other. Fixed text only. */
export const AUTOREPLY_COPY = {
  en: {
    subject: "We received your message",
    body: "Hello,\n\nThank you for contacting us. We received your message and we'll get back to you within 24 hours.\n\nThis is an automatic confirmation; you don't need to reply.",
  },
  es: {
    subject: "Hemos recibido tu mensaje",
    body: "Hola:\n\nGracias por escribirnos. Hemos recibido tu mensaje y te responderemos en menos de 24 horas.\n\nEsta es una confirmación automática; no hace falta que respondas.",
  },
  "pt-br": {
    subject: "Recebemos sua mensagem",
    body: "Olá!\n\nObrigado pelo contato. Recebemos sua mensagem e vamos responder em até 24 horas.\n\nEsta é uma confirmação automática; não é preciso responder.",
  },
} as const;
export type AutoreplyLocale = keyof typeof AUTOREPLY_COPY;

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
 * The short, plain confirmation to the visitor, in the lead's locale (English if it has none):
 * fixed text, greeting no one by name. Who sends it is the From (LEAD_ALERT_FROM's display name).
 */
export function autoreplyMessage(lead: LeadRecord, from: string): MailMessage {
  const locale = (lead.locale ?? "en").toLowerCase();
  const copy = AUTOREPLY_COPY[Object.hasOwn(AUTOREPLY_COPY, locale) ? (locale as AutoreplyLocale) : "en"];
  return { from, to: lead.email, subject: copy.subject, text: `${copy.body}\n` };
}
