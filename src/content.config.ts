import { defineCollection } from "astro:content";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { EMPTY_FACTS, loadFacts, type Facts } from "#src/content/copy/facts.ts";
import { COPY_DIR, CopyError, loadLocaleCopy } from "#src/content/copy/load.ts";
import { watchCopy } from "#src/content/copy/watch.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import { buildHomePage } from "#src/sections/home.ts";
import { pageContext } from "#src/sections/page-context.ts";
import { brokenInternalLinks } from "#src/content/link-check.ts";

/*
 * The copy of every registered locale as one content collection, `copy`, one entry per locale
 * (its id is the locale's code), each with the company's facts (facts.yaml). The loader is the plain-Node one (src/content/copy/load.ts) with
 * its zod schema, so the build, the tests, the scripts and the server read the files alike; a
 * missing or extra key, an unknown placeholder or a label over its budget fails the build with
 * the file and key, and so does a link into the site that lands nowhere (content/link-check.ts). In
 * `astro dev` an edit (in the CMS or the file) reloads the collection.
 */

/** Every locale's copy, checked; throws a CopyError with every problem of every locale. */
function loadAll() {
  const problems: string[] = [];
  let facts: Facts = EMPTY_FACTS;
  try {
    facts = loadFacts();
  } catch (error) {
    if (!(error instanceof CopyError)) throw error;
    problems.push(...error.problems);
  }
  // The default language's copy: where a list item another language lacks is taken from, marked.
  let sourceCopy: LandingCopy | undefined;
  try {
    sourceCopy = loadLocaleCopy(DEFAULT_LOCALE).landing;
  } catch (error) {
    if (!(error instanceof CopyError)) throw error;
  }
  const entries = SUPPORTED_LOCALES.flatMap((locale) => {
    try {
      const copy = loadLocaleCopy(locale);
      // Links do not depend on the PUBLIC_* values, so the defaults check them.
      const ctx = pageContext(loadPublicConfig({}), locale, copy.landing, facts, { sourceCopy });
      const content = buildHomePage(ctx);
      problems.push(...brokenInternalLinks(content).map((link) => `links of ${locale}: ${link}`));
      // The company facts ride along with each locale: one collection, every page reads one entry.
      return [{ id: locale, data: { ...copy, facts } }];
    } catch (error) {
      if (!(error instanceof CopyError)) throw error;
      problems.push(...error.problems);
      return [];
    }
  });
  if (problems.length > 0) throw new CopyError(problems);
  return entries;
}
const copy = defineCollection({
  loader: {
    name: "locale-copy",
    load: async ({ store, watcher, logger }) => {
      const sync = () => {
        for (const entry of loadAll()) store.set(entry);
      };
      sync();
      if (!watcher) return;
      watcher.add(COPY_DIR);
      watchCopy(watcher, COPY_DIR, (files) => {
        try {
          sync();
          logger.info(`Reloaded ${files.join(", ")}`);
        } catch (error) {
          // In dev a half-typed file must not stop the server: the last good copy stays.
          logger.error((error as Error).message);
        }
      });
    },
  },
});

export const collections = { copy };
