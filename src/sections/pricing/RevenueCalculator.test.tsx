import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import RevenueCalculator from "./RevenueCalculator.tsx";
import { moneyFormat } from "#src/lib/money.ts";
import { homePageIn } from "#tests/support/page-content.ts";

/** Any run of spaces (Intl writes no-break ones) as one plain space. */
const plain = (value: string) => value.replace(/\s+/g, " ");

/** The calculator as the build renders it (the worked example a visitor without JavaScript reads). */
function render(locale: Locale, env: Record<string, string>) {
  const copy = homePageIn(locale, loadPublicConfig(env), { localeUrl: (path) => `/${path}` }).pricing
    .calculator;
  const html = renderToStaticMarkup(<RevenueCalculator copy={copy} />);
  const text = plain(
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&"),
  );
  return { copy, html, text };
}

describe.each(SUPPORTED_LOCALES)("RevenueCalculator (%s), rendered at build time", (locale) => {
  it("fills every template with the default assumptions, formatted as the page's market writes money", () => {
    const { copy, text } = render(locale, { PUBLIC_REVENUE_SHARE_PERCENT: "15" });
    expect(text).not.toMatch(/\{\w+\}/);
    const money = (n: number) => plain(moneyFormat(copy.localeTag, "EUR").amount(n));
    // 20 a week × 30 % × 20 % × 52/12 → 5 new patients; 5 × 80 = 400; 15 % is 60; the clinic keeps 340.
    for (const amount of [400, 60, 340]) expect(text).toContain(money(amount));
    for (const label of [copy.results.newPatients, copy.results.keeps, copy.results.fee, copy.legend])
      expect(text).toContain(plain(label));
  });

  it("without a share: new patients and their first visits only, nothing kept or paid", () => {
    const { copy, text } = render(locale, {});
    expect(text).toContain(copy.results.revenue);
    expect(text).not.toContain(copy.results.keeps);
    expect(text).not.toMatch(/\d\s?%\)/);
  });

  it("labels every field, groups them as assumptions, and hides them without JavaScript", () => {
    const { copy, html } = render(locale, {});
    for (const label of Object.values(copy.inputs)) expect(html).toContain(label.replace(/'/g, "&#x27;"));
    // Boxes showing the default values until hydration: an <input> in the HTML would make
    // Chromium's autofill lay the section out during the load.
    expect(html).not.toContain("<input");
    expect(html.match(/<label/g)).toHaveLength(4);
    for (const value of Object.values(copy.defaults)) expect(html).toContain(`>${value}</span>`);
    expect(html).toMatch(/<fieldset[^>]*\[@media\(scripting:none\)\]:hidden/);
    expect(html).toContain('aria-live="polite"');
  });
});
