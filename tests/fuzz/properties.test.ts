import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { TRIM_CHARACTERS, createContactValidator } from "#src/core/contact-schema.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import type { Database } from "#server/db/types.ts";
import { CONTACT, freshDatabase, serve, type TestServer } from "#tests/contract/harness.ts";
import { allRows, countRows, expectPostgrestError, expectValidRow, send, type Answer } from "./client.ts";
import type { StoredRow } from "./corpus.ts";
import { ASTRO_JS, createFixtureSite, INDEX_HTML, NOT_FOUND_HTML, type FixtureSite } from "./fixture-site.ts";
import { head } from "./raw-http.ts";
import { contactFormIn } from "#tests/support/page-content.ts";

/** The form's validation with its English messages. */
const validateContact = createContactValidator(contactFormIn(loadPublicConfig({})).validation);

/*
 * Properties over generated input, against the running server: whatever JSON, bytes or strings a
 * visitor posts, the answer is never a 5xx and no stored row breaks the shared contact schema;
 * for plain strings the server stores a row exactly when the form's schema accepts it, exactly as
 * the schema normalises it. Whatever path is asked for, the static server never answers 5xx and
 * never returns a byte from outside SITE_DIR. Runs are bounded to keep the file near ten seconds;
 * a failure prints fast-check's seed and path to replay it.
 */

/** Runs per property; FUZZ_RUNS=5000 for a deeper local search. */
const RUNS = Number(process.env.FUZZ_RUNS) || 200;
const TABLE = "/rest/v1/contact_submissions";

let site: FixtureSite;
let db: Database;
let server: TestServer;

beforeAll(async () => {
  site = createFixtureSite();
  db = await freshDatabase();
  server = await serve(db, { siteDir: site.siteDir, maxRowsPerInsert: 5 });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  site?.remove();
});

const post = (
  body: Uint8Array | string,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) =>
  send(server.url, server.running.port, {
    via: "fetch",
    method: "POST",
    path: TABLE,
    headers: { apikey: LOCAL_ANON_KEY, ...headers },
    body: Buffer.from(body),
  });

/** Never a 5xx; an error is PostgREST's shape. */
function expectSafeAnswer(answer: Answer, label: string): void {
  expect(answer.status, label).not.toBeNull();
  expect(answer.status, label).toBeLessThan(500);
  if ((answer.status ?? 0) >= 400) expectPostgrestError(answer, label);
}

/** Every row in the table passes the shared schema, in its normalised form. */
async function expectEveryRowValid(): Promise<void> {
  for (const row of await allRows(server.url)) expectValidRow(row);
}

// ── Generators ────────────────────────────────────────────────────────────────────────────────

/** One character PostgreSQL text can hold, biased towards the ones that trip validation up. */
const textChar = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...TRIM_CHARACTERS,
      "\u200b",
      "\u202e",
      "\u0301",
      "\u{1F600}",
      "\u{10FFFF}",
      "\uffff",
      "\u001b",
      '"',
      "\\",
      "'",
      "=",
      "+",
      "@",
      ".",
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

/** What PostgreSQL text cannot hold: NUL and half a surrogate pair. */
const BREAKERS = ["\u0000", "\ud800", "\udbff", "\udc00"];

const textString = (minLength: number, maxLength: number) =>
  fc.string({ unit: textChar, minLength, maxLength });
const hostileString = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.oneof({ weight: 9, arbitrary: textChar }, fc.constantFrom(...BREAKERS)),
    minLength,
    maxLength,
  });

/** Short strings mostly, and some around the column's limit. */
const aroundLimit = (limit: number) =>
  fc.oneof(
    { weight: 3, arbitrary: textString(0, 12) },
    { weight: 1, arbitrary: textString(limit - 3, limit + 3) },
  );

const textEmail = fc.oneof(
  fc.emailAddress(),
  fc.constant("ada@example.com"),
  fc
    .tuple(textString(0, 3), fc.emailAddress(), textString(0, 3))
    .map(([before, email, after]) => before + email + after),
  textString(0, 30),
);

const COLUMNS = ["name", "email", "phone", "clinic_name", "message"] as const;

const cleanContact = fc.record({
  name: aroundLimit(100),
  email: textEmail,
  phone: aroundLimit(20),
  clinic_name: aroundLimit(100),
  message: fc.oneof(
    { weight: 4, arbitrary: textString(0, 40) },
    { weight: 1, arbitrary: textString(997, 1003) },
  ),
});

/** Five strings, one of them now and then carrying a character PostgreSQL text cannot hold. */
const contactStrings = fc.oneof(
  { weight: 4, arbitrary: cleanContact },
  {
    weight: 1,
    arbitrary: fc
      .tuple(cleanContact, fc.constantFrom(...COLUMNS), fc.constantFrom(...BREAKERS), fc.nat())
      .map(([fields, column, breaker, at]) => {
        const value = fields[column];
        const i = at % (value.length + 1);
        return { ...fields, [column]: value.slice(0, i) + breaker + value.slice(i) };
      }),
  },
);

const KEYS = [
  "name",
  "email",
  "phone",
  "clinic_name",
  "message",
  "id",
  "created_at",
  "__proto__",
  "constructor",
  "clinicName",
];

/** Objects shaped roughly like a submission: known, forbidden and prototype keys, any JSON values. */
const contactLike = fc.dictionary(
  fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
  fc.oneof(hostileString(0, 30), fc.jsonValue({ maxDepth: 3 })),
  { maxKeys: 7 },
);

const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// ── Properties ────────────────────────────────────────────────────────────────────────────────

describe("POST bodies, generated", () => {
  it("any JSON value: never a 5xx, errors in PostgREST's shape, no invalid row stored", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue({ maxDepth: 4 }), contactLike, fc.array(contactLike, { maxLength: 7 })),
        async (value) => {
          const body = JSON.stringify(value) ?? "";
          expectSafeAnswer(await post(body), body.slice(0, 200));
        },
      ),
      { numRuns: RUNS },
    );
    await expectEveryRowValid();
  });

  it("any five strings: stored exactly when the shared schema accepts them, as it normalises them", async () => {
    await fc.assert(
      fc.asyncProperty(contactStrings, async (fields) => {
        const label = JSON.stringify(fields).slice(0, 300);
        const before = await countRows(server.url);
        const answer = await post(JSON.stringify(fields));
        expectSafeAnswer(answer, label);
        const values = Object.values(fields);
        if (values.some((value) => value.includes("\u0000") || lone.test(value))) {
          // PostgreSQL text cannot hold NUL or half a surrogate pair; the form's schema does not check.
          expect(answer.status, label).toBe(400);
          expect(["22P05", "22P02"], label).toContain(expectPostgrestError(answer, label).code);
          expect(await countRows(server.url), label).toBe(before);
          return;
        }
        const expected = validateContact({ ...fields, clinicName: fields.clinic_name });
        if (!expected.success) {
          expect(answer.status, `${label} ${JSON.stringify(expected.errors)}`).toBe(400);
          expect(expectPostgrestError(answer, label).code, label).toBe("23514");
          expect(await countRows(server.url), label).toBe(before);
          return;
        }
        expect(answer.status, label).toBe(201);
        expect(await countRows(server.url), label).toBe(before + 1);
        expect(await newestRow(), label).toEqual(expected.row);
      }),
      { numRuns: RUNS },
    );
    await expectEveryRowValid();
  });

  it("any bytes under any content type: never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.string({ unit: "binary", maxLength: 100 }).map((text) => new TextEncoder().encode(text)),
        ),
        fc.constantFrom(
          "application/json",
          "application/vnd.pgrst.object+json",
          "text/plain",
          "",
          "application/json; charset=latin1",
        ),
        async (bytes, type) => {
          const headers: Record<string, string> = type ? { "Content-Type": type } : {};
          expectSafeAnswer(await post(bytes, headers), Buffer.from(bytes).toString("hex").slice(0, 200));
        },
      ),
      { numRuns: RUNS },
    );
    await expectEveryRowValid();
  });

  it("a valid body with random edits (cut, inserted, replaced characters): never a 5xx", async () => {
    const valid = JSON.stringify({ ...CONTACT, email: "edited@example.com" });
    const edit = fc.record({
      at: fc.nat({ max: valid.length }),
      remove: fc.nat({ max: 3 }),
      insert: hostileString(0, 3),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        let body = valid;
        for (const { at, remove, insert } of edits)
          body = body.slice(0, at) + insert + body.slice(at + remove);
        expectSafeAnswer(await post(body), body);
      }),
      { numRuns: RUNS },
    );
    await expectEveryRowValid();
  });
});

/** The row most recently stored. */
async function newestRow(): Promise<StoredRow | undefined> {
  const response = await fetch(
    `${server.url}${TABLE}?select=name,email,phone,clinic_name,message,whatsapp_opt_in&order=id.desc&limit=1`,
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY } },
  );
  return ((await response.json()) as StoredRow[])[0];
}

// ── Static paths ──────────────────────────────────────────────────────────────────────────────

const PUBLIC_BODIES = new Set([INDEX_HTML, ASTRO_JS, NOT_FOUND_HTML, "<!doctype html><title>Blog</title>"]);

const pathSegment = fc.oneof(
  fc.constantFrom(
    "..",
    ".",
    "",
    "%2e%2e",
    "%2E.",
    ".%2e",
    "%252e%252e",
    "..%5c",
    "..%2f",
    "%c0%ae%c0%ae",
    "%e0%80%ae",
    "%00",
    "..;",
    "\\..",
    "up",
    "link.txt",
    "sentinel.txt",
    "sentinel",
    "etc",
    "passwd",
    ".env",
    ".git",
    "config",
    "_headers",
    "%5fheaders",
    "_astro",
    "x.js",
    "blog",
    "index.html",
    "site",
  ),
  fc.webSegment(),
  fc.string({ unit: "binary", maxLength: 4 }).map(encodeURIComponent),
  fc
    .uint8Array({ minLength: 1, maxLength: 3 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")),
);

describe("static paths, generated", () => {
  it("any path: never a 5xx, never a byte from outside SITE_DIR, only the site's own files", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathSegment, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (segments, slash) => {
          const path = `/${segments.join("/")}${slash ? "/" : ""}`;
          const answer = await send(server.url, server.running.port, {
            via: "raw",
            bytes: Buffer.from(head(`GET ${path} HTTP/1.1`), "utf8"),
          });
          expect(answer.status, path).not.toBeNull();
          expect(answer.status, path).toBeLessThan(500);
          for (const marker of site.forbidden)
            expect(answer.received.includes(marker), `${path} leaked ${marker}`).toBe(false);
          if (answer.status === 200 || answer.status === 404) {
            expect(PUBLIC_BODIES.has(answer.body.toString("utf8")), path).toBe(true);
          }
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
