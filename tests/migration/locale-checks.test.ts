import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codesOfCheck, LOCALE_CHECKS, localeChecksSql } from "#scripts/locales/migration.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import type { Database } from "#server/db/types.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";

/*
 * Every `locale` check in force after all migrations accepts exactly the registry's locales: a
 * locale added to the registry without its migration would have its leads and page views refused
 * by the database (the analytics check had no such test before).
 */
describe("the database's locale checks", () => {
  let db: Database;
  const owner = async <T>(sql: string) => (await db.transaction("owner", (tx) => tx.query<T>(sql))).rows;
  const checks = async () =>
    Object.fromEntries(
      await Promise.all(
        LOCALE_CHECKS.map(async ({ constraint }) => {
          const [row] = await owner<{ def: string }>(
            `select pg_get_constraintdef(oid) as def from pg_constraint where conname = '${constraint}'`,
          );
          return [constraint, codesOfCheck(row?.def ?? "")];
        }),
      ),
    );

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("accept exactly the registry's locales", async () => {
    const expected = Object.fromEntries(
      LOCALE_CHECKS.map(({ constraint }) => [constraint, [...SUPPORTED_LOCALES]]),
    );
    expect(await checks()).toEqual(expected);
  });

  it("are replaced, all of them, by the generated migration for a new list", async () => {
    await db.transaction("owner", (tx) =>
      tx.exec(localeChecksSql([...SUPPORTED_LOCALES, "fr"], "Adds French.")),
    );
    const after = await checks();
    for (const { constraint } of LOCALE_CHECKS)
      expect(after[constraint]).toEqual([...SUPPORTED_LOCALES, "fr"]);
    // The French pages' analytics paths are kept too, not stored as '/other'.
    const [paths] = await owner<{ paths: string[] }>("select analytics_private.site_paths() as paths");
    expect(paths?.paths).toEqual(expect.arrayContaining(["/", "/privacy/", "/fr/", "/fr/privacy/"]));
  });
});
