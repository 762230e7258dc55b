import type { APIRoute } from "astro";
import { DEFAULT_LOCALE, LOCALE_INFO } from "#src/core/locales.ts";
import { INDEXED_PAGES } from "#src/core/pages.ts";
import { config, localeUrl } from "#src/site/site.ts";
import { absoluteUrl } from "#src/lib/urls.ts";

/**
 * sitemap.xml, written at build time with absolute URLs from PUBLIC_SITE_URL: every page in every
 * built language, each listing all its languages (and x-default, the English one) as alternates.
 */
export const GET: APIRoute = () => {
  const urlIn = (locale: (typeof config.locales)[number], path: string) =>
    absoluteUrl(config, localeUrl(locale, path));
  const urls = INDEXED_PAGES.flatMap((path) => {
    const alternates =
      config.locales.length < 2
        ? []
        : [
            ...config.locales.map((locale) => [LOCALE_INFO[locale].tag, urlIn(locale, path)]),
            ["x-default", urlIn(DEFAULT_LOCALE, path)],
          ].map(
            ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
          );
    return config.locales.map((locale) =>
      [`  <url>`, `    <loc>${urlIn(locale, path)}</loc>`, ...alternates, `  </url>`].join("\n"),
    );
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
