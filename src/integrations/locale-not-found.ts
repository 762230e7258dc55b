import { rename, rmdir, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Astro writes the not-found page of a translated locale (src/pages/[locale]/404.astro) as
 * `<locale>/404/index.html`, which would make `/es/404/` a page that answers 200. Move each to
 * `<locale>/404.html`, next to the root's `404.html`: the name the server, nginx, Vercel, Netlify
 * and Cloudflare Pages look for when a path under `/<locale>/` is missing.
 */
export async function moveLocaleNotFoundPages(
  siteDir: string,
  locales: readonly string[],
): Promise<string[]> {
  const moved: string[] = [];
  for (const locale of locales) {
    const from = join(siteDir, locale, "404", "index.html");
    if (!(await stat(from).catch(() => null))) continue;
    await rename(from, join(siteDir, locale, "404.html"));
    await rmdir(join(siteDir, locale, "404"));
    moved.push(`${locale}/404.html`);
  }
  return moved;
}
