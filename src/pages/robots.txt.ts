import type { APIRoute } from "astro";
import { config } from "#src/site/site.ts";
import { absoluteUrl } from "#src/lib/urls.ts";

/** robots.txt: everything may be crawled; points to the sitemap on this deployment's origin. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, "/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
