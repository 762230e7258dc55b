// zod/mini: the same validation as classic zod at a third of the size in the form island.
import { z } from "zod/mini";
import type { Locale } from "./locales.ts";

/*
 * The one definition of a valid contact request. The form validates with it before sending, the
 * server and tests import its limits, and the SQL check constraints in
 * supabase/migrations/*_create_contact_submissions.sql repeat the same numbers and pattern
 * (contact-schema.test.ts proves the three agree).
 */

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
export const PHONE_MAX_LENGTH = 20;
export const CLINIC_NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 1000;

/**
 * Characters stripped from both ends before checking: exactly what JavaScript's String#trim
 * removes, so the database's trim (which receives this set) agrees with the browser's.
 */
export const TRIM_CHARACTERS =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/**
 * A practical address pattern that JavaScript and PostgreSQL regular expressions read the same way
 * (no look-arounds, no shorthand classes): dot-separated local part, dotted host, letter TLD.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";

const emailRegex = new RegExp(EMAIL_PATTERN);

/**
 * What the one-line fields (name, phone, clinic name) may not hold inside them: C0 and C1 control
 * characters (tab, CR, LF, ESC, NEL…) and the Unicode line and paragraph separators. A line break
 * in a name would add a line of the lead's choosing to the team's alert. Written so JavaScript and
 * PostgreSQL read it alike; supabase/migrations/*_contact_submissions_single_line.sql repeats it.
 */
export const SINGLE_LINE_PATTERN = "[\\u0001-\\u001f\\u007f-\\u009f\\u2028\\u2029]";

const lineBreakRegex = new RegExp(SINGLE_LINE_PATTERN);

/** Columns of public.contact_submissions that a visitor may write, in form order. */
export const CONTACT_COLUMNS = [
  "name",
  "email",
  "phone",
  "clinic_name",
  "message",
  "whatsapp_opt_in",
  "locale",
] as const;

/** Length in characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export const charLength = (value: string): number => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

export const trimValue = (value: string): string => {
  let start = 0;
  let end = value.length;
  while (start < end && TRIM_CHARACTERS.includes(value.charAt(start))) start++;
  while (end > start && TRIM_CHARACTERS.includes(value.charAt(end - 1))) end--;
  return value.slice(start, end);
};

/**
 * What the visitor is told when a field is invalid, in one language. The rules are the same in
 * every language; only these words change (the content module holds each language's set).
 */
export interface ContactMessages {
  nameRequired: string;
  nameTooLong: string;
  emailInvalid: string;
  emailTooLong: string;
  phoneRequired: string;
  phoneTooLong: string;
  clinicNameRequired: string;
  clinicNameTooLong: string;
  messageTooLong: string;
  /**
   * A value holds what PostgreSQL text cannot store (a NUL, half an emoji's surrogate pair), or a
   * one-line field holds a line break or a control character.
   */
  unsupportedCharacters: string;
}

type Rule = (value: string) => true | string;

const required =
  (message: string): Rule =>
  (value) =>
    value.length > 0 || message;
const atMost =
  (max: number, message: string): Rule =>
  (value) =>
    charLength(value) <= max || message;
const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value) || message;

/**
 * PostgreSQL refuses NUL and lone surrogates, so the form says so under the field rather than
 * failing on send. encodeURIComponent throws on lone surrogates in every browser.
 */
const storable =
  (message: string): Rule =>
  (value) => {
    try {
      encodeURIComponent(value);
      return !value.includes("\u0000") || message;
    } catch {
      return message;
    }
  };

/** A one-line field holds no line break and no control character (SINGLE_LINE_PATTERN). */
const singleLine =
  (message: string): Rule =>
  (value) =>
    !lineBreakRegex.test(value) || message;

/** The form's text fields, in form order (the form calls clinic_name `clinicName`). */
export const CONTACT_FIELDS = ["name", "email", "phone", "clinicName", "message"] as const;
/** A text field of the form: the ones with rules and error messages. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The contact form's schema with one language's messages: the text fields (each trimmed first,
 * then the spec's rules, then one line for name, phone and clinic name, then storability; a field reports only its first failure) and the
 * optional WhatsApp opt-in (an unticked or absent box means no consent).
 */
export function createContactSchema(m: ContactMessages) {
  const field = (...rules: Rule[]): z.ZodMiniType<string, string> =>
    [...rules, storable(m.unsupportedCharacters)].reduce<z.ZodMiniType<string, string>>(
      (schema, rule) =>
        z.pipe(
          schema,
          z.string().check((ctx) => {
            const result = rule(ctx.value);
            if (result !== true) ctx.issues.push({ code: "custom", message: result, input: ctx.value });
          }),
        ),
      z.string().check(z.overwrite(trimValue)),
    );
  return z.object({
    name: field(
      required(m.nameRequired),
      atMost(NAME_MAX_LENGTH, m.nameTooLong),
      singleLine(m.unsupportedCharacters),
    ),
    email: field(matches(emailRegex, m.emailInvalid), atMost(EMAIL_MAX_LENGTH, m.emailTooLong)),
    phone: field(
      required(m.phoneRequired),
      atMost(PHONE_MAX_LENGTH, m.phoneTooLong),
      singleLine(m.unsupportedCharacters),
    ),
    clinicName: field(
      required(m.clinicNameRequired),
      atMost(CLINIC_NAME_MAX_LENGTH, m.clinicNameTooLong),
      singleLine(m.unsupportedCharacters),
    ),
    message: field(atMost(MESSAGE_MAX_LENGTH, m.messageTooLong)),
    whatsappOptIn: z.optional(z.boolean()),
  } satisfies Record<ContactField | "whatsappOptIn", z.ZodMiniType>);
}

export type ContactFormValues = z.input<ReturnType<typeof createContactSchema>>;

/** A row as inserted into public.contact_submissions: trimmed, and an empty message stored as null. */
export interface ContactRow {
  name: string;
  email: string;
  phone: string;
  clinic_name: string;
  message: string | null;
  /** The visitor's consent to be contacted on WhatsApp; the column defaults to false. */
  whatsapp_opt_in: boolean;
  /**
   * The site language the request was sent from. The form adds it; the spec's payload has none, and
   * the column then stays null. The database accepts only SUPPORTED_LOCALES.
   */
  locale?: Locale;
}

export type ContactValidation =
  { success: true; row: ContactRow } | { success: false; errors: Partial<Record<ContactField, string>> };

/**
 * A validator that answers in one language: the form values in, the row to insert or the first
 * message of each invalid field out.
 */
export function createContactValidator(
  messages: ContactMessages,
): (values: ContactFormValues) => ContactValidation {
  const schema = createContactSchema(messages);
  return (values) => {
    const result = schema.safeParse(values);
    if (!result.success) {
      const errors: Partial<Record<ContactField, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as ContactField;
        errors[field] ??= issue.message;
      }
      return { success: false, errors };
    }
    const { name, email, phone, clinicName, message, whatsappOptIn } = result.data;
    return {
      success: true,
      row: {
        name,
        email,
        phone,
        clinic_name: clinicName,
        message: message === "" ? null : message,
        whatsapp_opt_in: whatsappOptIn === true,
      },
    };
  };
}
