import { describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { hasVisibleCharacter, normaliseMessage } from "#src/core/contact-schema.ts";
import { emptyDatabases } from "./postgres.ts";
import { insertAsAnon, NEW_LEAD } from "#tests/support/anon-insert.ts";

/*
 * The migration that asks name, phone and clinic name to show something and removes the
 * message's control characters: the database's set of invisible characters is the form's, code
 * point by code point, and a database that already holds such leads migrates without failing.
 */

const engines = await emptyDatabases("visibletext");
const VISIBLE_TEXT = "20261128120000";

/** The code points compared: every plane-0 and plane-1 character, and the tags and selectors of plane 14. */
const RANGES: Array<[number, number]> = [
  [1, 0x1ffff],
  [0xe0000, 0xe01ff],
];

describe.each(engines)("the visible-text migration on %s", (_name, open) => {
  it("finds a character visible exactly where the form does, for every code point", async () => {
    const db = await open();
    await migrate(db);
    for (const [first, last] of RANGES) {
      const { rows } = await db.transaction("anon", (tx) =>
        tx.query<{ invisible: number[] | null }>(
          `select array_agg(code order by code) as invisible from generate_series($1::int, $2::int) code
           where (code < 55296 or code > 57343) and not public.contact_visible(chr(code))`,
          [first, last],
        ),
      );
      const expected: number[] = [];
      for (let code = first; code <= last; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        if (!hasVisibleCharacter(String.fromCodePoint(code))) expected.push(code);
      }
      expect(rows[0]?.invisible ?? []).toEqual(expected);
    }
  }, 120_000);

  it("migrates leads already stored, then refuses invisible values and strips the message", async () => {
    const db = await open(VISIBLE_TEXT);
    const legacy: Array<[string, string, string, string | null]> = [
      ["\u200b\u200b", "+1 555 0100", "Clinic", "\u001b[2Jhi\u0007"],
      ["Ana", "\u2800", "\u3164", "\u0007"],
      ["Ada Lovelace", "+44 20 7946 0000", "Analytical Clinic", "Line one\r\nline two"],
    ];
    for (const [name, phone, clinic, message] of legacy) {
      await db.transaction("owner", (tx) =>
        tx.query(
          "insert into public.contact_submissions (name, email, phone, clinic_name, message) values ($1, 'old@example.com', $2, $3, $4)",
          [name, phone, clinic, message],
        ),
      );
    }
    await migrate(db);
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query("select name, phone, clinic_name, message from public.contact_submissions order by id"),
    );
    expect(rows).toEqual([
      { name: "\ufffd", phone: "+1 555 0100", clinic_name: "Clinic", message: "[2Jhi" },
      { name: "Ana", phone: "\ufffd", clinic_name: "\ufffd", message: null },
      {
        name: "Ada Lovelace",
        phone: "+44 20 7946 0000",
        clinic_name: "Analytical Clinic",
        message: "Line one\r\nline two",
      },
    ]);
    const insert = (name: string, message: string) => insertAsAnon(db, { ...NEW_LEAD, name, message });
    expect(await insert("\u115f\u1160", "hi")).toBe("23514");
    expect(await insert("Bo", "\u001b]52;c;aGk=\u0007 hello \u0085")).toBe("stored");
    const { rows: stored } = await db.transaction("owner", (tx) =>
      tx.query<{ message: string }>(
        "select message from public.contact_submissions where email = 'new@example.com'",
      ),
    );
    expect(stored).toEqual([{ message: normaliseMessage("\u001b]52;c;aGk=\u0007 hello \u0085") }]);
    expect(stored[0]?.message).toBe("]52;c;aGk= hello");
  });
});
