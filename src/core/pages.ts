/*
 * The site's pages: the one list of them, as paths within a locale (English at `/`, the others
 * under `/<locale>/`). The sitemap, the build's link check, the analytics path check, the locale
 * scaffold and the tests read it. The 404 page is not a page of the list: it answers every other
 * path and is never indexed. Imported under plain Node (the server, scripts), so no imports.
 */

export const PAGES = {
  /** The landing page. */
  home: "/",
  /** The privacy notice. */
  privacy: "/privacy/",
} as const;

/** A page's path within a locale. */
export type PagePath = (typeof PAGES)[keyof typeof PAGES];

/** Every page's path within a locale, in the registry's order. */
export const PAGE_PATHS: readonly PagePath[] = Object.values(PAGES);

/** The pages search engines should index (today: all of them). */
export const INDEXED_PAGES: readonly PagePath[] = PAGE_PATHS;

/** A page's name in the registry ("home", "privacy"). */
export type PageKey = keyof typeof PAGES;
