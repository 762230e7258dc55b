import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { createContactValidator, type ContactFormValues } from "#src/core/contact-schema.ts";
import type { Database } from "#server/db/types.ts";
import { freshDatabase, serve, type TestServer } from "./harness.ts";
import { homePageIn } from "#tests/support/page-content.ts";
import { insertAsAnon } from "#tests/support/anon-insert.ts";

/*
 * One schema, three enforcers: the same table of good and bad contact requests goes to the zod
 * schema (the form), to the HTTP endpoint (what any API caller reaches) and to the database
 * directly. All three must accept and refuse the same cases, and store what the form would send.
 */

const valid: ContactFormValues = {
  name: "Dr. Jane Smith",
  email: "jane@smile-dental.com",
  phone: "+1 555 555 0123",
  clinicName: "Smile Dental",
  message: "We get 40 WhatsApp enquiries a day.",
};
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

const CASES: [string, Partial<ContactFormValues>][] = [
  ["a complete request", {}],
  ["no message", { message: "" }],
  ["a whitespace-only message (stored as null)", { message: " \n\t " }],
  [
    "padded values (stored trimmed)",
    { name: "  Jane  ", clinicName: "\tSmile\n", phone: " +44 20 7946 0000 " },
  ],
  ["name at 100 characters", { name: "n".repeat(100) }],
  ["name at 101 characters", { name: "n".repeat(101) }],
  ["name of 100 emoji", { name: "😀".repeat(100) }],
  ["name of 101 emoji", { name: "😀".repeat(101) }],
  ["empty name", { name: "" }],
  ["whitespace-only name", { name: "   " }],
  ["no-break-space-only name", { name: "\u00a0\u00a0" }],
  ["email at 255 characters", { email: emailOfLength(255) }],
  ["email at 256 characters", { email: emailOfLength(256) }],
  ["empty email", { email: "" }],
  ["whitespace-only email", { email: " \t " }],
  ["email without @", { email: "jane.example.com" }],
  ["email without a domain dot", { email: "jane@localhost" }],
  ["email with a one-letter TLD", { email: "jane@example.c" }],
  ["email with a space", { email: "jane smith@example.com" }],
  ["email with consecutive dots", { email: "jane..smith@example.com" }],
  ["email starting with a dot", { email: ".jane@example.com" }],
  ["email with a hyphen-led domain", { email: "jane@-example.com" }],
  ["email with an apostrophe and a tag", { email: "o'brien+clinic@mail.example.co.uk" }],
  ["email padded with spaces", { email: "  jane@example.com  " }],
  ["phone at 20 characters", { phone: "1".repeat(20) }],
  ["phone at 21 characters", { phone: "1".repeat(21) }],
  ["empty phone", { phone: "" }],
  ["a phone of letters", { phone: "abc" }],
  ["a phone of 6 digits", { phone: "123 456" }],
  ["a phone of 7 digits", { phone: "123 4567" }],
  ["a phone with dots and parentheses", { phone: "(020) 7946.0000" }],
  ["a phone with a plus inside", { phone: "44+7700900123" }],
  ["a phone with two leading pluses", { phone: "++44 7700 900123" }],
  ["a phone in Arabic-Indic digits", { phone: "+971 ٥٠ ١٢٣ ٤٥٦٧" }],
  ["a phone with words after it", { phone: "7700 900123 evenings" }],
  ["clinic name at 100 characters", { clinicName: "c".repeat(100) }],
  ["clinic name at 101 characters", { clinicName: "c".repeat(101) }],
  ["empty clinic name", { clinicName: "" }],
  ["message at 1000 characters", { message: "m".repeat(1000) }],
  ["message at 1001 characters", { message: "m".repeat(1001) }],
  ["message of 1000 emoji", { message: "🦷".repeat(1000) }],
  ["message at 1000 characters after trimming", { message: ` ${"m".repeat(1000)} ` }],
  ["a line break inside the name", { name: "Eve\nEmail: attacker@evil.example" }],
  ["CR LF inside the clinic name", { clinicName: "Smile\r\nDental" }],
  ["a tab inside the phone", { phone: "555\t0100" }],
  ["a terminal escape in the name", { name: "\u001b[2JEve" }],
  ["a C1 control (NEL) inside the clinic name", { clinicName: "Smile\u0085Dental" }],
  ["a line separator inside the name", { name: "Eve\u2028Email: x@evil.example" }],
  ["line breaks in the message (it is multi-line)", { message: "Hello,\r\n\r\nthanks\u2028bye" }],
  ["a name in Arabic", { name: "محمد بن سلمان" }],
  ["a name in CJK", { name: "李小龍" }],
  ["an apostrophe and accents", { name: "Seán O'Brien-D’Arcy", clinicName: "Clínica Sorriso" }],
  ["a Persian name with a zero-width non-joiner", { name: "مهرداد\u200cزاده" }],
  ["a name of zero-width spaces only", { name: "\u200b\u200b\u200b" }],
  ["a name of Hangul fillers only", { name: "\u3164\u3164" }],
  ["a name of blank braille patterns", { name: "\u2800" }],
  ["a phone of a Hangul choseong filler", { phone: "\u115f" }],
  ["a clinic name of bidi marks and tags", { clinicName: "\u202e\u2066\u{e0041}" }],
  ["a name with a zero-width space among letters", { name: "Ana\u200bMaria" }],
  [
    "escape sequences and a bell in the message (removed)",
    { message: "\u001b[2J\u001b]52;c;aGk=\u0007Call me\u0085 please" },
  ],
  ["a message of control characters only (stored as null)", { message: "\u0007\u001b\u0008" }],
  ["WhatsApp opt-in ticked", { whatsappOptIn: true }],
  ["WhatsApp opt-in explicitly unticked", { whatsappOptIn: false }],
];

let db: Database;
let api: TestServer;
beforeAll(async () => {
  db = await freshDatabase();
  api = await serve(db);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await db?.close();
});

/** The row as an API caller sends it; without an opt-in value, the spec's five-column payload. */
const rowOf = (values: ContactFormValues, locale?: Locale): Record<string, unknown> => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  clinic_name: values.clinicName,
  message: values.message,
  ...(values.whatsappOptIn === undefined ? {} : { whatsapp_opt_in: values.whatsappOptIn }),
  ...(locale === undefined ? {} : { locale }),
});

/** A direct insert of exactly the given columns, as anon, answering "stored" or the SQLSTATE. */
const insertDirectly = (row: Record<string, unknown>) => insertAsAnon(db, row);

const post = (body: unknown) =>
  fetch(`${api.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });

/** What the database kept for an address (and language, if given), read with the service key. */
async function stored(email: string, locale?: Locale) {
  const { rows } = await db.transaction("service_role", (tx) =>
    tx.query(
      "select name, email, phone, clinic_name, message, whatsapp_opt_in, locale from public.contact_submissions where email = $1 and ($2::text is null or locale = $2)",
      [email, locale ?? null],
    ),
  );
  return rows;
}

/** Each language's messages, as the page of that language hands them to the form. */
const messagesOf = (locale: Locale) =>
  homePageIn(locale, loadPublicConfig({}), { localeUrl: (path) => `/${path}` }).contact.form.validation;

// One schema in every language: the same cases accepted and refused, only the words differ.
describe.each(SUPPORTED_LOCALES)(
  "the schema (%s messages), the HTTP endpoint and the database agree",
  (locale) => {
    const messages = messagesOf(locale);
    const validateContact = createContactValidator(messages);

    it.each(CASES)("%s", async (_label, change) => {
      // A distinct address per case keeps the stored rows apart (unless the case is about the email).
      const unique = `case${CASES.findIndex(([, c]) => c === change)}-${locale}@agree.example.com`;
      const values: ContactFormValues = { ...valid, email: unique, ...change };
      const zod = validateContact(values);

      const http = await post(rowOf(values, locale));
      const httpBody = await http.text();
      const direct = await insertDirectly(rowOf(values, locale));

      if (zod.success) {
        expect(http.status, httpBody).toBe(201);
        expect(direct).toBe("stored");
        // Both inserts stored exactly what the form would have sent: trimmed, empty message as null.
        const row = { ...zod.row, locale };
        expect(await stored(zod.row.email, locale)).toEqual([row, row]);
      } else {
        expect(http.status, httpBody).toBe(400);
        expect(JSON.parse(httpBody)).toMatchObject({ code: "23514" });
        expect(direct).toBe("23514");
        // Nothing half-stored by either path.
        expect(await stored(values.email)).toEqual([]);
        // The form said why in this language.
        for (const message of Object.values(zod.errors)) expect(Object.values(messages)).toContain(message);
      }
    });
  },
);

/*
 * Name, phone and clinic name are one line (a line break there adds a fake line to the team's alert): a line break or a control
 * character inside them is refused by all three, the form with its "unsupported characters"
 * message, the endpoint and the database with the check's 23514; the message stays multi-line.
 */
describe("the one-line fields refuse line breaks and control characters, everywhere", () => {
  const validateContact = createContactValidator(messagesOf("en"));

  it.each([
    ["name", { name: "Eve\nEmail: attacker@evil.example" }],
    ["clinic name", { clinicName: "Smile\r\nDental" }],
    ["phone", { phone: "555\u001b[2J0100" }],
  ] as const)("in the %s", async (_label, change) => {
    const n = Math.floor(Math.random() * 1e9);
    const values: ContactFormValues = { ...valid, email: `oneline${n}@agree.example.com`, ...change };
    expect(validateContact(values)).toEqual({
      success: false,
      errors: { [Object.keys(change)[0] as string]: messagesOf("en").unsupportedCharacters },
    });
    const response = await post(rowOf(values));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "23514" });
    expect(await insertDirectly(rowOf(values))).toBe("23514");
    expect(await stored(values.email)).toEqual([]);
  });
});

/*
 * The locale column takes any lower-case language code (decision 074): the languages the site has
 * catalogues for, and one added later without a migration. Anything else is the check
 * constraint's 23514, which PostgREST (and our server) answer as HTTP 400.
 */
describe("locale is shaped like a language code, or absent", () => {
  const lead = (n: number, locale?: unknown) => ({
    name: "Jane",
    email: `locale${n}@agree.example.com`,
    phone: "+44 20 7946 0000",
    clinic_name: "Clinic",
    ...(locale === undefined ? {} : { locale }),
  });

  it("stores a language the site may add later, with no migration", async () => {
    expect((await post(lead(20, "fr"))).status).toBe(201);
    expect((await stored("locale20@agree.example.com"))[0]).toMatchObject({ locale: "fr" });
  });

  it.each(SUPPORTED_LOCALES.map((locale, n) => [locale, n]))("stores %s", async (locale, n) => {
    expect((await post(lead(n, locale))).status).toBe(201);
    expect((await stored(`locale${n}@agree.example.com`))[0]).toMatchObject({ locale });
  });

  it("stores null for the spec's payload without the field", async () => {
    expect((await post(lead(10))).status).toBe(201);
    expect((await stored("locale10@agree.example.com"))[0]).toMatchObject({ locale: null });
  });

  it.each([
    ["an underscore instead of a hyphen", "pt_br"],
    ["the right language in the wrong case", "pt-BR"],
    ["an upper-case code", "EN"],
    ["an empty string", ""],
    ["a script", "<script>"],
  ])("refuses %s with PostgREST's 400 23514, storing nothing", async (_label, value) => {
    const n = 100 + Math.floor(Math.random() * 1e9);
    const response = await post(lead(n, value));
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: "23514" });
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(await stored(`locale${n}@agree.example.com`)).toEqual([]);
  });

  it("refuses a value that is not text with a 400, like any other bad column", async () => {
    const response = await post(lead(11, 42));
    expect(response.status).toBe(400);
    expect(await stored("locale11@agree.example.com")).toEqual([]);
  });
});

/*
 * The opt-in column reads values the way PostgREST does (PostgreSQL's boolean input through
 * json_populate_recordset), so the local server and a Supabase project answer alike: JSON
 * booleans and PostgreSQL's boolean literals are stored, anything else is a 400 with 22P02.
 */
describe("whatsapp_opt_in is a boolean, as on Supabase", () => {
  const lead = (n: number, optIn: unknown) => ({
    name: "Jane",
    email: `optin${n}@agree.example.com`,
    phone: "+44 20 7946 0000",
    clinic_name: "Clinic",
    whatsapp_opt_in: optIn,
  });

  it.each([
    ["a string that is no boolean", "maybe"],
    ["a number other than 0 and 1", 2],
    ["an object", { yes: true }],
    ["an array", [true]],
    ["an empty string", ""],
  ])("refuses %s with PostgREST's 400 22P02, storing nothing", async (_label, value) => {
    const n = Math.floor(Math.random() * 1e9);
    const response = await post(lead(n, value));
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: "22P02" });
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(await stored(`optin${n}@agree.example.com`)).toEqual([]);
  });

  it("refuses null: the column is not null (23502)", async () => {
    const response = await post(lead(1, null));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "23502" });
  });

  it.each([
    ["true", true, true],
    ["false", false, false],
    ["PostgreSQL's literal 'yes'", "yes", true],
    ["PostgreSQL's literal 'off'", "off", false],
    ["the number 1", 1, true],
  ])("stores %s as %s", async (_label, value, expected) => {
    const n = Math.floor(Math.random() * 1e9);
    expect((await post(lead(n, value))).status).toBe(201);
    expect((await stored(`optin${n}@agree.example.com`))[0]).toMatchObject({ whatsapp_opt_in: expected });
  });

  it("stores false for the spec's payload without the field", async () => {
    const { whatsapp_opt_in: _omitted, ...payload } = lead(3, true);
    expect((await post(payload)).status).toBe(201);
    expect(await stored("optin3@agree.example.com")).toEqual([
      { ...payload, message: null, whatsapp_opt_in: false, locale: null },
    ]);
  });
});
