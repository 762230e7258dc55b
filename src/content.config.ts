import { defineCollection } from "astro:content";
import { COPY_DIR, loadLocaleCopy } from "./content/copy/load.ts";
import { SUPPORTED_LOCALES } from "./content/i18n/locales.ts";

/*
 * The copy of every registered locale as one content collection, `copy`, one entry per locale
 * (its id is the locale's code). The loader is the plain-Node one (src/content/copy/load.ts) with
 * its zod schema, so the build, the tests, the scripts and the server read the files alike; a
 * missing or extra key, an unknown placeholder or a label over its budget fails the build with
 * the file and key. In `astro dev` an edit (in the CMS or the file) reloads the collection.
 */
const copy = defineCollection({
  loader: {
    name: "locale-copy",
    load: async ({ store, watcher, logger }) => {
      const sync = () => {
        for (const locale of SUPPORTED_LOCALES) {
          store.set({ id: locale, data: { ...loadLocaleCopy(locale) } });
        }
      };
      sync();
      watcher?.add(COPY_DIR);
      watcher?.on("change", (path) => {
        if (!path.startsWith(COPY_DIR) || !path.endsWith(".yaml")) return;
        try {
          sync();
          logger.info(`Reloaded ${path.slice(COPY_DIR.length)}`);
        } catch (error) {
          // In dev a half-typed file must not stop the server: the last good copy stays.
          logger.error((error as Error).message);
        }
      });
    },
  },
});

export const collections = { copy };
