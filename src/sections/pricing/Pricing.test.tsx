import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { Pricing } from "./Pricing.tsx";
import { homePageIn } from "#tests/support/page-content.ts";

/** The pricing section's static HTML in a locale, built from an explicit env. */
function render(locale: Locale, env: Record<string, string>) {
  const content = homePageIn(locale, loadPublicConfig(env), {
    localeUrl: (path) => `/${path}`,
  }).pricing;
  return { content, html: renderToStaticMarkup(<Pricing content={content} overlay={false} />) };
}

/** Text content of the HTML: tags dropped, the entities React writes decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe.each(SUPPORTED_LOCALES)("Pricing (%s)", (locale) => {
  it("without a percentage: the spec's section plus 'no lock-in', no share and no example box", () => {
    const { content, html } = render(locale, {});
    expect(text(html)).toContain(content.noLockIn);
    expect(html.match(/<h3/g)).toHaveLength(content.points.length);
    expect(html).not.toContain("bg-brand-300/10");
    // Nothing of the share's copy in any language: the configured copy is not there either.
    const configured = render(locale, { PUBLIC_REVENUE_SHARE_PERCENT: "15" }).content.share;
    for (const value of Object.values(configured ?? {})) expect(text(html)).not.toContain(value);
  });

  it("with PUBLIC_REVENUE_SHARE_PERCENT: the share as a heading and what counts as a new patient", () => {
    const { content, html } = render(locale, { PUBLIC_REVENUE_SHARE_PERCENT: "15" });
    const share = content.share;
    expect(share).toBeDefined();
    expect(html.match(/<h3/g)).toHaveLength(content.points.length + 1);
    for (const value of [share?.title, share?.newPatient]) expect(text(html)).toContain(value);
    expect(text(html)).toContain(content.noLockIn);
  });
});
