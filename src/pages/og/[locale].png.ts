import type { APIRoute, GetStaticPaths } from "astro";
import { ogCardText } from "#src/content/seo.ts";
import { config, contentFor } from "#src/content/site.ts";
import type { Locale } from "#src/core/locales.ts";
import { renderOgCard } from "#src/lib/og-card.ts";

/** /og/<locale>.png: each built language's social card, drawn at build time from its copy (decision 057). */
export const getStaticPaths = (() =>
  config.locales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) =>
  new Response(await renderOgCard(ogCardText(await contentFor(props.locale), props.locale)), {
    headers: { "Content-Type": "image/png" },
  });
