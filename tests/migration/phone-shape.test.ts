import { describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { PHONE_PATTERN } from "#src/core/contact-schema.ts";
import { emptyDatabases } from "./postgres.ts";
import { insertAsAnon, NEW_LEAD } from "#tests/support/anon-insert.ts";

/*
 * The migration that asks a lead's phone to look like a phone number (decision 094): on a database
 * that already holds leads with words for a phone it must not fail, it keeps them as written, and
 * from then on it refuses what the form refuses, reading the form's own pattern alike.
 */

const engines = await emptyDatabases("phoneshape");
const PHONE_SHAPE = "20261128160000";

/** Phones either side of the line, with what the form's pattern says of each. */
const PHONES = [
  "+44 7700 900123",
  "(55) 1234-5678",
  "+52 55 1234 5678",
  "020.7946.0000",
  "+971 ٥٠ ١٢٣ ٤٥٦٧",
  "1234567",
  "123456",
  "abc",
  "call me",
  "++44 7700 900123",
  "+44 7700 900123 ext",
  "44+7700900123",
];

describe.each(engines)("the phone-shape migration on %s", (_name, open) => {
  it("keeps existing leads as written, then refuses what the form refuses", async () => {
    const db = await open(PHONE_SHAPE);
    await db.transaction("service_role", (tx) =>
      tx.query(
        "insert into public.contact_submissions (name, email, phone, clinic_name) values ('Old', 'old@example.com', 'call me after 5', 'C')",
      ),
    );

    expect((await migrate(db)).applied).toContain(PHONE_SHAPE);
    const { rows } = await db.transaction("service_role", (tx) =>
      tx.query<{ phone: string }>("select phone from public.contact_submissions"),
    );
    expect(rows).toEqual([{ phone: "call me after 5" }]);

    const insert = (phone: string) => insertAsAnon(db, { ...NEW_LEAD, phone });
    const formAccepts = new RegExp(PHONE_PATTERN);
    for (const phone of PHONES)
      expect([phone, await insert(phone)]).toEqual([phone, formAccepts.test(phone) ? "stored" : "23514"]);
    // Both sides of the line are in the list.
    expect(PHONES.filter((phone) => formAccepts.test(phone))).toHaveLength(6);
  }, 120_000);
});
