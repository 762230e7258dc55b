import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import { createThrowawayDatabase, postgresForTests, type ThrowawayDatabase } from "./postgres.ts";

/*
 * supabase/extras/retention.sql on a real PostgreSQL 15. pg_cron is not installed here, so the
 * file's first part (the function the job calls) runs as written and the second part (the
 * schedule) is checked as text: it calls that function daily with the documented default.
 */

const reachable = await postgresForTests();
const SQL = readFileSync("supabase/extras/retention.sql", "utf8");
const [functionPart = "", schedulePart = ""] = SQL.split("-- Part 2 (Supabase)");

let database: ThrowawayDatabase;
let db: Database;

describe.skipIf(!reachable)("supabase/extras/retention.sql", () => {
  beforeAll(async () => {
    database = await createThrowawayDatabase("retention");
    db = await openPostgres({ connectionString: database.url });
    await migrate(db);
    await db.transaction("owner", (tx) => tx.exec(functionPart));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const seed = (ages: number[]) =>
    db.transaction("owner", async (tx) => {
      await tx.query("delete from public.contact_submissions");
      for (const age of ages) {
        await tx.query(
          `insert into public.contact_submissions (created_at, name, email, phone, clinic_name)
           values (now() - make_interval(days => $1), 'Lead', $2, '+44 20 7946 0000', 'Clinic')`,
          [age, `age${age}@example.com`],
        );
      }
    });
  const call = (days: number | null) =>
    db.transaction("owner", async (tx) => {
      const deleted = await tx.query<{ n: number }>("select private.delete_expired_leads($1) as n", [days]);
      const left = await tx.query<{ email: string }>(
        "select email from public.contact_submissions order by id",
      );
      return { deleted: deleted.rows[0]?.n, left: left.rows.map((row) => row.email) };
    });

  it("deletes leads older than the period and returns how many", async () => {
    await seed([400, 366, 364, 0]);
    expect(await call(365)).toEqual({ deleted: 2, left: ["age364@example.com", "age0@example.com"] });
    expect(await call(365)).toEqual({ deleted: 0, left: ["age364@example.com", "age0@example.com"] });
  });

  it("keeps everything with 0 and refuses a negative or missing period", async () => {
    await seed([4000]);
    expect(await call(0)).toEqual({ deleted: 0, left: ["age4000@example.com"] });
    await expect(call(-1)).rejects.toThrow(/retention_days must be a whole number/);
    await expect(call(null)).rejects.toThrow(/retention_days must be a whole number/);
  });

  it("cannot be called by the API roles", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      const allowed = await db.transaction("owner", (tx) =>
        tx.query<{ ok: boolean }>(
          "select has_function_privilege($1, 'private.delete_expired_leads(integer)', 'execute') as ok",
          [role],
        ),
      );
      expect(allowed.rows[0]?.ok, role).toBe(false);
    }
  });

  it("schedules that function daily, with the documented default of 365 days", () => {
    expect(schedulePart).toContain(
      "select cron.schedule('delete-expired-leads', '17 3 * * *', 'select private.delete_expired_leads(365)');",
    );
  });
});
