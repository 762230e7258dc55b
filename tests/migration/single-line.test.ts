import { describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { emptyDatabases } from "./postgres.ts";
import { insertAsAnon, NEW_LEAD } from "#tests/support/anon-insert.ts";

/*
 * The migration that makes name, phone and clinic_name one line, on a
 * database that already holds leads with line breaks and control characters: it must not fail,
 * it folds them as the alert's subject does, and from then on the database refuses them.
 */

const engines = await emptyDatabases("singleline");
const SINGLE_LINE = "20261125130000";

const LEGACY: Array<[string, string, string]> = [
  ["Eve\r\nEmail: attacker@evil.example", "+1 555\t0100", "Smile\nDental"],
  ["\u001b]52;c;aGk=\u0007\u001b[2JEVIL", "555\u0085 0100", "Clinic\u2028X-Injected: yes"],
  ["\u0085", "\u0085\u001b", "\u001b"],
  ["Ada Lovelace", "+44 20 7946 0000", "Analytical Clinic"],
];

describe.each(engines)("the single-line migration on %s", (_name, open) => {
  it("folds what existing rows hold, then refuses line breaks and control characters", async () => {
    const db = await open(SINGLE_LINE);
    await db.transaction("service_role", async (tx) => {
      for (const [name, phone, clinic] of LEGACY) {
        await tx.query(
          "insert into public.contact_submissions (name, email, phone, clinic_name, message) values ($1, 'old@example.com', $2, $3, $4)",
          [name, phone, clinic, "Line one\r\nline two"],
        );
      }
    });

    const report = await migrate(db);
    expect(report.applied).toContain(SINGLE_LINE);

    const { rows } = await db.transaction("service_role", (tx) =>
      tx.query<{ name: string; phone: string; clinic_name: string; message: string }>(
        "select name, phone, clinic_name, message from public.contact_submissions order by id",
      ),
    );
    expect(rows).toEqual([
      {
        name: "Eve Email: attacker@evil.example",
        phone: "+1 555 0100",
        clinic_name: "Smile Dental",
        message: "Line one\r\nline two",
      },
      {
        name: "]52;c;aGk= [2JEVIL",
        phone: "555 0100",
        clinic_name: "Clinic X-Injected: yes",
        message: "Line one\r\nline two",
      },
      { name: "\ufffd", phone: "\ufffd", clinic_name: "\ufffd", message: "Line one\r\nline two" },
      {
        name: "Ada Lovelace",
        phone: "+44 20 7946 0000",
        clinic_name: "Analytical Clinic",
        message: "Line one\r\nline two",
      },
    ]);

    const insert = (name: string, phone: string, clinic_name: string) =>
      insertAsAnon(db, { ...NEW_LEAD, name, phone, clinic_name });
    expect(await insert("Eve\nEmail: x@evil.example", "+44 20 7946 0000", "C")).toBe("23514");
    expect(await insert("Eve", "555\u0085 0100 200", "C")).toBe("23514");
    expect(await insert("Eve", "+44 20 7946 0000", "Smile\u2029Dental")).toBe("23514");
    expect(await insert("\u001b[31mRed", "+44 20 7946 0000", "C")).toBe("23514");
    expect(await insert("  Zoë O'Brien 李 محمد\u200cزاده  \n", "+44 20 7946 0000", "C")).toBe("stored");
  }, 120_000);
});
