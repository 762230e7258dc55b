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
  it("bills the share on every new patient and shows the after-hours gain and what is left", () => {
    const { copy, text } = render(locale, { PUBLIC_REVENUE_SHARE_PERCENT: "15" });
    expect(text).not.toMatch(/\{\w+\}/);
    // Every market's example is 20 enquiries a week, 20 % booking, 30 % of them after hours:
    // 20 × 20 % × 52/12 = 17.3 → 17 new patients, 30 % of 17 = 5.1 → 5 after hours.
    expect(copy.defaults).toMatchObject({
      enquiriesPerWeek: 20,
      conversionPercent: 20,
      afterHoursPercent: 30,
    });
    const visit = copy.defaults.firstVisitValue;
    const money = (n: number) => plain(moneyFormat(copy.localeTag, copy.currency).amount(n));
    const fee = Math.round(17 * visit * 15) / 100;
    for (const amount of [5 * visit, fee, 5 * visit - fee]) expect(text).toContain(money(amount));
    for (const label of [
      copy.results.newPatients,
      copy.results.afterHours,
      copy.results.net,
      copy.results.fee,
    ])
      expect(text).toContain(plain(label));
  });

  it("without a share: new patients, those after hours and their first visits, nothing billed", () => {
    const { copy, text } = render(locale, {});
    expect(text).toContain(plain(copy.results.extraRevenue));
    expect(text).not.toContain(plain(copy.results.net));
    expect(text).not.toMatch(/\d\s?%\)/);
  });

  it("labels every field, stands in a focusable box for each until hydration, hidden without JavaScript", () => {
    const { copy, html } = render(locale, {});
    for (const label of Object.values(copy.inputs)) expect(html).toContain(label.replace(/'/g, "&#x27;"));
    // Boxes showing the default values until hydration: an <input> in the HTML would make
    // Chromium's autofill lay the section out during the load. A Tab still stops on each.
    expect(html).not.toContain("<input");
    expect(html.match(/<label/g)).toHaveLength(4);
    expect(html.match(/<span tabindex="0" role="textbox"/g)).toHaveLength(4);
    for (const value of Object.values(copy.defaults)) expect(html).toContain(`>${value}</span>`);
    expect(html).toMatch(/<fieldset[^>]*\[@media\(scripting:none\)\]:hidden/);
    expect(html).toContain('aria-live="polite"');
  });
});
