import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_CODE_PATTERN } from "#scripts/locales/add.ts";
import type { Database } from "#server/db/types.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { openMigratedDatabase, postgresReachable } from "./postgres.ts";
import { insertAsAnon, NEW_LEAD } from "#tests/support/anon-insert.ts";

/*
 * A language or a page is not a migration (decision 074): the database checks the shape of a
 * locale code and of a page path. Every locale of the registry, and every code `npm run
 * locale:add` would accept, is stored with leads and page views; every page of the site, in every
 * locale, keeps its path in the measurement, so a new page is not counted as '/other'. On PGlite
 * and PostgreSQL 15.
 */

const postgresMissing = (await postgresReachable()) !== undefined;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** The site's pages within one locale, from src/pages/[locale]/ (index is the locale's home). */
const PAGES = readdirSync(new URL("../../src/pages/[locale]/", import.meta.url))
  .filter((file) => file.endsWith(".astro") && file !== "404.astro")
  .map((file) => (file === "index.astro" ? "/" : `/${file.replace(/\.astro$/, "")}/`));
const pathsOf = (locale: string) =>
  PAGES.map((page) => (locale === DEFAULT_LOCALE ? page : `/${locale}${page}`));

/** Codes locale:add accepts, and the database must store: languages yet to come among them. */
const WELL_FORMED = [...SUPPORTED_LOCALES, "fr", "de", "de-ch", "zh-hant", "es-419", "fil"];
/** Codes locale:add refuses, and the database must refuse. */
const MALFORMED = [
  "",
  "EN",
  "pt-BR",
  "pt_br",
  "e",
  "english",
  "fr-",
  "-fr",
  "fr--ch",
  "fr-c",
  "<script>",
  "en\n",
];

describe.each([
  { name: "PGlite", skip: false },
  { name: "PostgreSQL 15", skip: postgresMissing },
])("the database's locale and path shapes on $name", ({ name, skip }) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    ({ db, cleanup } = await openMigratedDatabase(name, "localeshapes"));
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
  });

  const owner = async <T>(sql: string, params: unknown[] = []) =>
    (await db.transaction("owner", (tx) => tx.query<T>(sql, params))).rows;
  /** A lead in `locale`, inserted as anon: "stored" or the SQLSTATE. */
  const lead = (locale: string) => insertAsAnon(db, { ...NEW_LEAD, locale });
  /** A page view of `path` in `locale`, sent as a browser's beacon: the path stored. */
  const pageview = async (locale: string, path: string) => {
    await db.transaction("anon", async (tx) => {
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ "user-agent": BROWSER, "x-forwarded-for": "192.0.2.10" }),
      ]);
      await tx.query("insert into public.analytics_events (name, path, locale) values ('pageview', $1, $2)", [
        path,
        locale,
      ]);
    });
    const [row] = await owner<{ path: string }>(
      "select path from public.analytics_events order by id desc limit 1",
    );
    return row?.path;
  };

  it.skipIf(skip)("stores leads in every locale of the registry, and in languages yet to come", async () => {
    for (const code of WELL_FORMED) expect([code, await lead(code)]).toEqual([code, "stored"]);
  });

  it.skipIf(skip)("refuses a locale that is not shaped like a code, as locale:add does", async () => {
    const pattern = new RegExp(LOCALE_CODE_PATTERN);
    for (const code of MALFORMED) {
      expect([code, pattern.test(code)]).toEqual([code, false]);
      expect([code, await lead(code)]).toEqual([code, "23514"]);
    }
    for (const code of WELL_FORMED) expect([code, pattern.test(code)]).toEqual([code, true]);
  });

  it.skipIf(skip)("checks with locale:add's own pattern, on both tables", async () => {
    const definitions = await owner<{ conname: string; def: string }>(
      `select conname, pg_get_constraintdef(oid) as def from pg_constraint
       where conname in ('contact_submissions_locale_check', 'analytics_events_locale_check') order by conname`,
    );
    expect(definitions.map((row) => row.conname)).toEqual([
      "analytics_events_locale_check",
      "contact_submissions_locale_check",
    ]);
    for (const { def } of definitions) expect(def).toContain(`'${LOCALE_CODE_PATTERN}'`);
  });

  it.skipIf(skip)("keeps the path of every page in every locale, and of a new language's pages", async () => {
    expect(PAGES).toContain("/");
    for (const locale of [...SUPPORTED_LOCALES, "fr"])
      for (const path of pathsOf(locale)) expect(await pageview(locale, path)).toBe(path);
    // A new page, before any migration knows it.
    expect(await pageview("es", "/es/casos-de-exito/")).toBe("/es/casos-de-exito/");
  });
});
