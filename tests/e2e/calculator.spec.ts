import { expect, test, type Page } from "@playwright/test";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { fill } from "#src/core/fill.ts";
import { intlTag, LOCALE_INFO } from "#src/core/locales.ts";
import { moneyFormat } from "#src/lib/money.ts";
import { expectIslandHydrated, recordLayoutShifts } from "./landing-helpers.ts";

/*
 * The revenue calculator beside pricing (decisions 061, 091), on the default build: no share is
 * configured, so it estimates the new patients the assistant books, those after hours, and their
 * first visits (the configured share: who-is-behind.spec.ts). Its code loads when it comes near or
 * when a visitor reaches it first; without JavaScript its worked example is plain text. Labels and
 * messages come from the copy files; the arithmetic is pinned here.
 */

const en = loadLocaleCopy("en").landing.pricing.calculator;
const calculatorOf = (page: Page, name = en.heading) => page.getByRole("group", { name });
const pounds = (amount: number) => moneyFormat(intlTag("en"), LOCALE_INFO.en.currency).amount(amount);
const label = (text: string) => fill(text, { currency: "£" });

test.describe("the calculator", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("loads its code only when the visitor comes near it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /RevenueCalculator/.test(url))).toEqual([]);
    await calculatorOf(page).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => /RevenueCalculator/.test(url))).toBe(true);
  });

  test("ships no input in the HTML, and its fields keep their place when the inputs come", async ({
    page,
    request,
  }) => {
    // An <input> in the HTML made Chromium's autofill lay out the whole pricing section while the
    // page loaded (decision 061): the build writes boxes showing the values instead.
    const html = await (await request.get("/")).text();
    const pricing = html.slice(html.indexOf('id="pricing"'), html.indexOf('id="included"'));
    expect(pricing).toContain(en.legend);
    expect(pricing).not.toContain("<input");

    const shifts = await recordLayoutShifts(page, "#pricing");
    await page.goto("/");
    const calculator = calculatorOf(page);
    // Each field's box, relative to the calculator: measured far above it, before it hydrates.
    const boxes = () =>
      calculator.evaluate((el) => {
        const origin = el.getBoundingClientRect();
        return [...el.querySelectorAll("fieldset [data-field], fieldset input")].map((box) => {
          const { x, y, width, height } = box.getBoundingClientRect();
          return [x - origin.x, y - origin.y, width, height];
        });
      });
    await expect(calculator.getByRole("spinbutton")).toHaveCount(0);
    const before = await boxes();
    expect(before).toHaveLength(4);
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.getByRole("spinbutton")).toHaveCount(4);
    expect(await boxes()).toEqual(before);
    expect(await shifts()).toEqual([]);
  });

  test("bills as the page says: the share's base is every new patient, the gain those after hours", async ({
    page,
  }) => {
    await page.goto("/");
    const calculator = calculatorOf(page);
    await calculator.scrollIntoViewIfNeeded();
    const assumptions = calculator.getByRole("group", { name: en.legend });
    await expect(assumptions).toHaveAccessibleDescription(en.intro);
    for (const name of Object.values(en.inputs))
      await expect(assumptions.getByRole("spinbutton", { name: label(name) })).toBeVisible();
    // 20 × 20 % × 52/12 = 17.3 → 17 new patients; 30 % of 17 → 5 after hours; 5 × £80.
    await expect(calculator.getByRole("definition")).toHaveText(["17", "5", pounds(400)]);
    const live = calculator.locator("[aria-live=polite]");
    // Nothing is read out on load, only after a change.
    await expect(live).toHaveText("");
    await expectIslandHydrated(page, "RevenueCalculator");
    await assumptions.getByRole("spinbutton", { name: en.inputs.enquiriesPerWeek }).fill("40");
    // 40 × 20 % × 52/12 = 34.7 → 34; 30 % of 34 = 10.2 → 10; 10 × £80 = £800.
    await expect(calculator.getByRole("definition")).toHaveText(["34", "10", pounds(800)]);
    await expect(live).toHaveText(fill(en.announcement, { newPatients: "34", extraRevenue: pounds(800) }));
  });

  test("says which figure is wrong, and prints no arithmetic while one is", async ({ page }) => {
    await page.goto("/");
    const calculator = calculatorOf(page);
    await calculator.scrollIntoViewIfNeeded();
    await expectIslandHydrated(page, "RevenueCalculator");
    const afterHours = calculator.getByRole("spinbutton", { name: en.inputs.afterHoursPercent });
    await afterHours.fill("150");
    await expect(afterHours).toHaveAttribute("aria-invalid", "true");
    await expect(afterHours).toHaveAccessibleDescription(
      new RegExp(`^${fill(en.errors.range, { min: "0", max: "100" })}`),
    );
    await expect(calculator.getByRole("definition")).toHaveText(["—", "—", "—"]);
    // On screen where the formula was (the live region, read aloud only, says it too).
    await expect(calculator.locator("p:not([aria-live])", { hasText: en.invalid })).toBeVisible();
    await expect(calculator.getByText(/enquiries a week ×/)).toHaveCount(0);
    const enquiries = calculator.getByRole("spinbutton", { name: en.inputs.enquiriesPerWeek });
    await enquiries.fill("");
    await expect(enquiries).toHaveAccessibleDescription(en.errors.empty);
    await expect(calculator.locator("[aria-live=polite]")).toHaveText(en.invalid);
    await afterHours.fill("30");
    await enquiries.fill("20");
    await expect(calculator.getByRole("definition")).toHaveText(["17", "5", pounds(400)]);
    await expect(afterHours).not.toHaveAttribute("aria-invalid");
  });

  test("/pt-br/ prices in reais, the Brazilian way, from its own example", async ({ page }) => {
    const pt = loadLocaleCopy("pt-br").landing.pricing.calculator;
    await page.goto("/pt-br/");
    const calculator = calculatorOf(page, pt.heading);
    await calculator.scrollIntoViewIfNeeded();
    const reais = moneyFormat(intlTag("pt-br"), "BRL").amount(5 * pt.example.firstVisitValue);
    await expect(calculator.getByRole("definition").nth(2)).toHaveText(reais);
    await expect(
      calculator.getByRole("spinbutton", { name: fill(pt.inputs.firstVisitValue, { currency: "R$" }) }),
    ).toBeVisible();
  });
});

test.describe("a keyboard or a tap before the calculator has loaded", () => {
  test.use({ viewport: { width: 375, height: 400 } });

  test("a Tab from the pricing button lands on the first field, which takes input once loaded", async ({
    page,
  }) => {
    // The island's code is held back until the Tab has happened, as on a slow phone: the
    // calculator has not loaded, wherever the screen puts it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/RevenueCalculator\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("link", { name: /Get Started for Free/ }).focus();
    await page.keyboard.press("Tab");
    await expect(calculatorOf(page).getByRole("spinbutton")).toHaveCount(0);
    release();
    const enquiries = calculatorOf(page).getByRole("spinbutton", { name: en.inputs.enquiriesPerWeek });
    await expect(enquiries).toBeFocused();
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("40");
    await expect(enquiries).toHaveValue("40");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the worked example is text, and no input that could change nothing is shown", async ({ page }) => {
    await page.goto("/");
    const calculator = calculatorOf(page);
    await calculator.scrollIntoViewIfNeeded();
    const formula = fill(en.formula, {
      enquiries: "20",
      conversion: "20%",
      weeks: "4.33",
      newPatients: "17",
    });
    await expect(calculator.getByText(formula, { exact: false })).toBeVisible();
    await expect(calculator.getByRole("definition")).toHaveText(["17", "5", pounds(400)]);
    await expect(calculator.getByRole("spinbutton")).toHaveCount(0);
  });
});
