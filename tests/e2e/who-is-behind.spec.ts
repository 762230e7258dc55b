import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { stringify } from "yaml";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { fill } from "#src/core/fill.ts";
import { intlTag, LOCALE_INFO } from "#src/core/locales.ts";
import { moneyFormat } from "#src/lib/money.ts";
import { siteBuildEnv } from "#scripts/site-build-env.ts";
import { listen, type RunningServer } from "#server/http/listen.ts";
import { createStaticSite } from "#server/http/static.ts";
import { copyRepository } from "#tests/support/repository-copy.ts";
import { STATED_PATIENT_DATA } from "#tests/support/page-content.ts";
import { E2E_CONFIGURED_PORT } from "#scripts/e2e-servers.ts";
import { expectIslandHydrated } from "./landing-helpers.ts";

/*
 * Who is behind it, what the page states about billing and patients' data, and the calculator with
 * a configured share (decisions 061, 062, 091). The default build (the shared server) shows none of
 * them; a build of this spec's own, from a copy of the repository whose facts.yaml and settings
 * are set as an owner would, shows exactly what was set. Test values only, never shipped.
 */

const port = E2E_CONFIGURED_PORT;
const SITE = `http://127.0.0.1:${port}`;
const PROFILE = "https://www.linkedin.com/in/test-founder-chattobook";
const FACTS = {
  document: "facts",
  billing: { statement: "monthly", noShowsBilled: "no", freeFirstVisitsBilled: "no", capPerNewPatient: "" },
  patientData: STATED_PATIENT_DATA,
  founders: [
    {
      id: "one",
      name: "Test Founder One",
      role: "Co-founder, CEO",
      photo: "/media/founder-one.png",
      profileUrl: PROFILE,
    },
    { id: "two", name: "Test Founder Two", role: "Co-founder, CTO" },
  ],
  testimonials: [],
};
const CONFIGURED = {
  PUBLIC_LEGAL_ENTITY: "Test Company Ltd",
  PUBLIC_LEGAL_ADDRESS: "1 Example Street, London",
  PUBLIC_COMPANY_NUMBER: "12345678",
  PUBLIC_REVENUE_SHARE_PERCENT: "15",
};
const en = loadLocaleCopy("en").landing;
const pounds = (amount: number) => moneyFormat(intlTag("en"), LOCALE_INFO.en.currency).amount(amount);

test.describe("the default build", () => {
  test("names no company, no founder, and says nothing about patients' data", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      fill(en.team.heading, { brand: "ChatToBook" }),
      en.patientData.eyebrow,
      "is a service of",
    ])
      expect(html).not.toContain(text);
    await page.goto("/");
    await expect(page.locator("#team")).toHaveCount(0);
    await expect(page.locator("#patient-data")).toHaveCount(0);
    await expect(
      page.getByRole("contentinfo").getByText(/^© \d{4} ChatToBook\. All rights reserved\.$/),
    ).toHaveCount(1);
  });
});

test.describe("a build with the company, its founders, its facts and a share configured", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: SITE });
  let site: RunningServer | undefined;
  let root = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    root = copyRepository("who-is-behind-");
    writeFileSync(join(root, "src/content/copy/facts.yaml"), stringify(FACTS));
    mkdirSync(join(root, "public/media"), { recursive: true });
    copyFileSync(join(root, "public/apple-touch-icon.png"), join(root, "public/media/founder-one.png"));
    const build = spawnSync("npx", ["astro", "build"], {
      cwd: root,
      env: { ...siteBuildEnv(), ...CONFIGURED },
      encoding: "utf8",
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const files = createStaticSite(join(root, "dist"));
    site = await listen(
      new Hono().all("*", (c) => files.handle(c.req.raw)),
      { port, host: "127.0.0.1" },
    );
  });

  test.afterAll(async () => {
    await site?.close(100);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  for (const width of [375, 1440]) {
    test(`at ${width} px: the founders, and the company with its address and number in the footer`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const team = page.getByRole("region", { name: fill(en.team.heading, { brand: "ChatToBook" }) });
      await team.scrollIntoViewIfNeeded();
      await expect(team.getByRole("heading", { level: 3 })).toHaveText(FACTS.founders.map((f) => f.name));
      for (const founder of FACTS.founders)
        await expect(team.getByText(founder.role, { exact: true })).toBeVisible();
      const profile = team.getByRole("link", { name: fill(en.team.profile, { name: "Test Founder One" }) });
      await expect(profile).toHaveAttribute("href", PROFILE);
      await expect(profile).toHaveAttribute("target", "_blank");
      // The uploaded photo loads from the site, in a fixed circle.
      const photo = team.locator("img");
      await expect(photo).toHaveCount(1);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
      expect(await photo.evaluate((img) => img.getBoundingClientRect().width)).toBe(64);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(/ChatToBook is a service of Test Company Ltd\./)).toBeVisible();
      await expect(footer.getByText(/1 Example Street, London/)).toBeVisible();
      await expect(footer.getByText(/12345678/)).toBeVisible();
      await expect(footer.getByText(/^© \d{4} Test Company Ltd\. All rights reserved\.$/)).toBeVisible();
    });
  }

  test("/ar/: the company's Latin name and address keep their order in the Arabic sentence", async ({
    page,
  }) => {
    await page.goto("/ar/");
    const address = page.getByRole("contentinfo").locator("bdi", { hasText: "1 Example Street, London" });
    await expect(address).toHaveCount(1);
    // Isolated, the house number stays before the street: the box of "1" is on the left of "London".
    const [first, last] = await address.evaluate((el) => {
      const range = document.createRange();
      const text = el.firstChild as Text;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const one = range.getBoundingClientRect().x;
      range.setStart(text, text.length - 6);
      range.setEnd(text, text.length);
      return [one, range.getBoundingClientRect().x];
    });
    expect(first).toBeLessThan(last);
  });

  test("the patient-data block and question, and the billing answer, state what is set", async ({ page }) => {
    await page.goto("/");
    const block = page.getByRole("region", { name: en.patientData.heading });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByText(/Test AI Ltd \(Ireland\)/)).toBeVisible();
    for (const text of [en.patientData.training.no, en.patientData.humanTakeover.yes])
      await expect(block.getByText(text)).toBeVisible();
    const faq = page.locator("#faq");
    const data = faq.locator("details", {
      hasText: en.faq.items.find((item) => item.facts === "patientData")?.question ?? "?",
    });
    await data.locator("summary").click();
    await expect(data).toContainText(en.patientData.training.no);
    const billing = faq.locator("details", {
      hasText: en.faq.items.find((item) => item.facts === "billing")?.question ?? "?",
    });
    await billing.locator("summary").click();
    for (const text of [
      en.billing.statement.monthly,
      en.billing.noShows.notBilled,
      en.billing.freeFirstVisits.notBilled,
    ])
      await expect(billing).toContainText(text);
  });

  test("the calculator bills the share on every new patient and shows what is left", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    const calculator = page.getByRole("group", { name: en.pricing.calculator.heading });
    await calculator.scrollIntoViewIfNeeded();
    // 17 new patients × £80 × 15 % = £204; 5 after hours × £80 = £400; £400 − £204 = £196.
    await expect(calculator.getByRole("definition")).toHaveText([
      "17",
      "5",
      pounds(400),
      pounds(204),
      pounds(196),
    ]);
    await expectIslandHydrated(page, "RevenueCalculator");
    await calculator
      .getByRole("spinbutton", {
        name: fill(en.pricing.calculator.inputs.firstVisitValue, { currency: "£" }),
      })
      .fill("100");
    // 17 × £100 × 15 % = £255; 5 × £100 = £500; £500 − £255 = £245.
    await expect(calculator.getByRole("definition")).toHaveText([
      "17",
      "5",
      pounds(500),
      pounds(255),
      pounds(245),
    ]);
  });
});
