import { expect, test, type Page } from "@playwright/test";
import { expectIslandHydrated, recordLayoutShifts } from "./landing-helpers.ts";

/*
 * Issue 24, the revenue calculator beside pricing (decision 061), on the default build: no share
 * is configured, so it estimates new patients and their first visits only (the configured share:
 * who-is-behind.spec.ts). Its code loads only when it comes near; without JavaScript its worked
 * example is plain text.
 */

const calculatorOf = (page: Page, name = "Estimate it for your clinic") => page.getByRole("group", { name });

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
    const calculator = calculatorOf(page);
    await calculator.scrollIntoViewIfNeeded();
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
    expect(pricing).toContain("Your assumptions");
    expect(pricing).not.toContain("<input");

    const shifts = await recordLayoutShifts(page, "#pricing");
    await page.goto("/");
    const calculator = calculatorOf(page);
    // Each field's box, relative to the calculator: measured far above it, before it hydrates.
    const boxes = () =>
      calculator.evaluate((el) => {
        const origin = el.getBoundingClientRect();
        return [...el.querySelectorAll("fieldset div.grid > div > :nth-child(2)")].map((box) => {
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

  test("every input is a labelled assumption; a change updates the estimate and is announced once", async ({
    page,
  }) => {
    await page.goto("/");
    const calculator = calculatorOf(page);
    await calculator.scrollIntoViewIfNeeded();
    const assumptions = calculator.getByRole("group", { name: "Your assumptions" });
    await expect(assumptions).toHaveAccessibleDescription(/assumption you can change.*not a promise/);
    const enquiries = assumptions.getByRole("spinbutton", { name: "Booking enquiries per week" });
    await expect(enquiries).toHaveValue("20");
    for (const name of [
      "Share arriving outside opening hours (%)",
      "Share of those that become new patients (%)",
      "Value of a first visit (€)",
    ])
      await expect(assumptions.getByRole("spinbutton", { name })).toBeVisible();
    await expect(calculator.getByRole("definition")).toHaveText(["5", "€400"]);
    const live = calculator.locator("[aria-live=polite]");
    // Nothing is read out on load, only after a change.
    await expect(live).toHaveText("");
    await expectIslandHydrated(page, "RevenueCalculator");
    await enquiries.fill("40");
    // 40 × 30 % × 20 % × 52/12 = 10.4 → 10 new patients × €80.
    await expect(calculator.getByRole("definition")).toHaveText(["10", "€800"]);
    await expect(calculator.getByText(/^40 enquiries a week × 30% outside opening hours/)).toBeVisible();
    await expect(live).toHaveText("Estimate: 10 new patients a month, €800 in first visits.");
  });

  test("/pt-br/ writes its figures the Brazilian way", async ({ page }) => {
    await page.goto("/pt-br/");
    const calculator = calculatorOf(page, "Calcule para a sua clínica");
    await calculator.scrollIntoViewIfNeeded();
    const revenue = new Intl.NumberFormat("pt-BR", {
      style: "currency",
      currency: "EUR",
      trailingZeroDisplay: "stripIfInteger",
    }).format(400);
    await expect(calculator.getByRole("definition").nth(1)).toHaveText(revenue);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the worked example is text, and no input that could change nothing is shown", async ({ page }) => {
    await page.goto("/");
    const calculator = calculatorOf(page);
    await calculator.scrollIntoViewIfNeeded();
    await expect(
      calculator.getByText(
        "20 enquiries a week × 30% outside opening hours × 20% becoming patients × 4.33 weeks = 5 new patients a month (rounded down). 5 × €80 = €400 in first visits.",
      ),
    ).toBeVisible();
    await expect(calculator.getByRole("definition")).toHaveText(["5", "€400"]);
    await expect(calculator.getByRole("spinbutton")).toHaveCount(0);
  });
});
