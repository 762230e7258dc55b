import type { APIRoute } from "astro";
import { PRIVACY_PATH } from "@/content/landing.ts";
import { config } from "@/content/site.ts";
import { absoluteUrl } from "@/lib/links.ts";

/** Pages search engines should index; the 404 page is deliberately absent. */
export const SITEMAP_PATHS = ["/", PRIVACY_PATH] as const;

/** sitemap.xml, written at build time with absolute URLs from PUBLIC_SITE_URL. */
export const GET: APIRoute = () => {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${absoluteUrl(config, path)}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
