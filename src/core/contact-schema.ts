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
/** A phone number holds at least this many digits (decision 094). */
export const PHONE_MIN_DIGITS = 7;
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
 * A light check of a phone number, the same in JavaScript and PostgreSQL
 * (supabase/migrations/*_contact_submissions_phone_shape.sql): an optional leading +, then at least
 * PHONE_MIN_DIGITS digits, with spaces, dashes, dots and parentheses anywhere between them. Digits
 * are ASCII or Arabic-Indic (an Arabic phone keypad types ٠٥٠…). It refuses words ("abc", "call
 * me") without judging any country's numbering plan (decision 094).
 */
export const PHONE_PATTERN = `^\\+?[ ().-]*(?:[0-9\\u0660-\\u0669\\u06f0-\\u06f9][ ().-]*){${PHONE_MIN_DIGITS},}$`;

const phoneRegex = new RegExp(PHONE_PATTERN);

/**
 * What the one-line fields (name, phone, clinic name) may not hold inside them: C0 and C1 control
 * characters (tab, CR, LF, ESC, NEL…) and the Unicode line and paragraph separators. A line break
 * in a name would add a line of the lead's choosing to the team's alert. Written so JavaScript and
 * PostgreSQL read it alike; supabase/migrations/*_contact_submissions_single_line.sql repeats it.
 */
export const SINGLE_LINE_PATTERN = "[\\u0001-\\u001f\\u007f-\\u009f\\u2028\\u2029]";

const lineBreakRegex = new RegExp(SINGLE_LINE_PATTERN);

/**
 * The control characters removed from the message before it is checked and stored: C0 and C1
 * but tab, line feed and carriage return (the message is multi-line), so no escape sequence or
 * bell reaches the team's alert or an operator's terminal. The database removes the same
 * (supabase/migrations/*_contact_submissions_visible_text.sql); JavaScript and PostgreSQL read
 * the pattern alike.
 */
export const MESSAGE_CONTROL_PATTERN = "[\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]";

const messageControls = new RegExp(MESSAGE_CONTROL_PATTERN, "g");

/** The message as it is stored: control characters removed, then trimmed. */
export const normaliseMessage = (value: string): string => trimValue(value.replace(messageControls, ""));

/**
 * Characters that show nothing by themselves: whitespace, control and format characters (zero
 * width spaces, bidi controls), fillers that render blank (the Hangul fillers, the blank braille
 * pattern) and variation selectors. A name, a phone number or a clinic's name made only of these
 * is empty to the eye, and refused like an empty one. Code point ranges, inclusive; the database
 * has the same set (public.contact_visible), and tests/migration/visible-text.test.ts compares
 * every code point.
 */
export const INVISIBLE_CHARACTERS: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x0600, 0x0605],
  [0x061c, 0x061c],
  [0x06dd, 0x06dd],
  [0x070f, 0x070f],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x2064],
  [0x2066, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0001, 0xe0001],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
];

const visibleRegex = new RegExp(
  `[^${INVISIBLE_CHARACTERS.map(([first, last]) => {
    const char = (code: number) => `\\u{${code.toString(16)}}`;
    return first === last ? char(first) : `${char(first)}-${char(last)}`;
  }).join("")}]`,
  "u",
);

/** Whether the text holds at least one character that shows. */
export const hasVisibleCharacter = (value: string): boolean => visibleRegex.test(value);

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
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  phoneRequired: string;
  phoneTooLong: string;
  /** Not shaped like a phone number (PHONE_PATTERN). */
  phoneInvalid: string;
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

/** Required: something that shows, not only invisible characters (INVISIBLE_CHARACTERS). */
const required =
  (message: string): Rule =>
  (value) =>
    hasVisibleCharacter(value) || message;
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
 * the message's control characters removed before that; then the spec's rules, a required field
 * needing a character that shows; then one line for name, phone and clinic name, then
 * storability; a field reports only its first failure) and the optional WhatsApp opt-in (an
 * unticked or absent box means no consent).
 */
export function createContactSchema(m: ContactMessages) {
  const checked = (normalise: (value: string) => string, ...rules: Rule[]): z.ZodMiniType<string, string> =>
    [...rules, storable(m.unsupportedCharacters)].reduce<z.ZodMiniType<string, string>>(
      (schema, rule) =>
        z.pipe(
          schema,
          z.string().check((ctx) => {
            const result = rule(ctx.value);
            if (result !== true) ctx.issues.push({ code: "custom", message: result, input: ctx.value });
          }),
        ),
      z.string().check(z.overwrite(normalise)),
    );
  const field = (...rules: Rule[]) => checked(trimValue, ...rules);
  return z.object({
    name: field(
      required(m.nameRequired),
      atMost(NAME_MAX_LENGTH, m.nameTooLong),
      singleLine(m.unsupportedCharacters),
    ),
    email: field(
      required(m.emailRequired),
      matches(emailRegex, m.emailInvalid),
      atMost(EMAIL_MAX_LENGTH, m.emailTooLong),
    ),
    phone: field(
      required(m.phoneRequired),
      atMost(PHONE_MAX_LENGTH, m.phoneTooLong),
      singleLine(m.unsupportedCharacters),
      matches(phoneRegex, m.phoneInvalid),
    ),
    clinicName: field(
      required(m.clinicNameRequired),
      atMost(CLINIC_NAME_MAX_LENGTH, m.clinicNameTooLong),
      singleLine(m.unsupportedCharacters),
    ),
    message: checked(normaliseMessage, atMost(MESSAGE_MAX_LENGTH, m.messageTooLong)),
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
   * the column then stays null. The database accepts any code shaped like a locale (decision 074).
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
