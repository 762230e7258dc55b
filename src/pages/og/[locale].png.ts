import type { APIRoute, GetStaticPaths } from "astro";
import { ogCardText } from "#src/site/seo.ts";
import { config, pageContextFor } from "#src/site/site.ts";
import { buildHero } from "#src/sections/hero/content.ts";
import type { Locale } from "#src/core/locales.ts";
import { renderOgCard } from "#src/lib/og-card.ts";

/** /og/<locale>.png: each built language's social card, drawn at build time from its copy (decision 057). */
export const getStaticPaths = (() =>
  config.locales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const ctx = await pageContextFor(props.locale);
  const text = ogCardText({ hero: buildHero(ctx) }, props.locale);
  return new Response(await renderOgCard(text), { headers: { "Content-Type": "image/png" } });
};
