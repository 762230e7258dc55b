import { CONTACT_FIELDS, type ContactField, type ContactFormValues } from "#src/core/contact-schema.ts";

/*
 * The form's inputs are uncontrolled (so text typed before hydration survives it); these helpers
 * read their values back out of a FormData snapshot.
 */

/**
 * Name of the honeypot input. People never see it and assistive technology never reaches it, so
 * only a bot fills it in. Deliberately not an autofill name (no "url", "company", "fax"), so a
 * browser's autofill cannot drop a real lead into the trap.
 */
export const HONEYPOT_FIELD = "website";

const stringValue = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

/** Name of the optional WhatsApp opt-in checkbox; the schema field it fills has the same name. */
export const WHATSAPP_OPT_IN_FIELD = "whatsappOptIn";

/**
 * The five text fields as typed (untrimmed: the schema trims; missing ones read as ""), and the
 * WhatsApp opt-in: true only when its box is ticked.
 */
export function readContactValues(data: FormData): ContactFormValues {
  const values = {} as ContactFormValues;
  for (const field of CONTACT_FIELDS) values[field] = stringValue(data.get(field));
  values[WHATSAPP_OPT_IN_FIELD] = data.has(WHATSAPP_OPT_IN_FIELD);
  return values;
}

/** True when the honeypot holds anything at all, even whitespace: only a bot types there. */
export function isHoneypotFilled(data: FormData): boolean {
  return stringValue(data.get(HONEYPOT_FIELD)) !== "";
}

/** The invalid field that comes first in the form, which receives focus after a failed submit. */
export function firstInvalidField(errors: Partial<Record<ContactField, string>>): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}
