import type { APIRoute } from "astro";
import { LOCALE_INFO } from "#src/core/locales.ts";
import { PRIVACY_PATH } from "#src/content/landing.ts";
import { config, localeUrl } from "#src/content/site.ts";
import { absoluteUrl } from "#src/lib/urls.ts";

/** Pages search engines should index, as paths within a locale; the 404 pages are deliberately absent. */
export const SITEMAP_PATHS = ["/", PRIVACY_PATH] as const;

/**
 * sitemap.xml, written at build time with absolute URLs from PUBLIC_SITE_URL: every page in every
 * built language, each listing all its languages (and x-default, the English one) as alternates.
 */
export const GET: APIRoute = () => {
  const urlIn = (locale: (typeof config.locales)[number], path: string) =>
    absoluteUrl(config, localeUrl(locale, path));
  const urls = SITEMAP_PATHS.flatMap((path) => {
    const alternates =
      config.locales.length < 2
        ? []
        : [
            ...config.locales.map((locale) => [LOCALE_INFO[locale].tag, urlIn(locale, path)]),
            ["x-default", urlIn("en", path)],
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
