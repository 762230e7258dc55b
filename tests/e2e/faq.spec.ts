import { expect, test, type Page } from "@playwright/test";
import { homePath, LOCALE_INFO, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { DEFAULTS } from "./landing-helpers.ts";
import { homePageIn } from "#tests/support/page-content.ts";

/*
 * The FAQ (native disclosures and their FAQPage JSON-LD) and the trust notes beside the contact
 * form, in every language. Expected copy comes from the same catalogues the build used. The axe
 * audit with every answer open is part of i18n.spec.ts's, per language and width.
 */

const normalise = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The Question entries of the page's FAQPage JSON-LD, and the language it declares. */
async function faqJsonLd(page: Page) {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
  const faqPages = graph.filter((node) => node["@type"] === "FAQPage");
  expect(faqPages).toHaveLength(1);
  return faqPages[0] as {
    inLanguage: string;
    mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
  };
}

for (const locale of SUPPORTED_LOCALES) {
  const { tag, name } = LOCALE_INFO[locale];
  const content = homePageIn(locale, DEFAULTS, {
    localeUrl: (path) => `${homePath(locale)}${path}`,
  });
  const { faq, contact } = content;

  test.describe(`${name} (${homePath(locale)})`, () => {
    test("lists the questions as headings in the FAQ section, answers closed", async ({ page }) => {
      await page.goto(homePath(locale));
      const section = page.getByRole("region", { name: faq.heading });
      await expect(section).toBeVisible();
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        faq.items.map((item) => item.question),
      );
      for (const item of faq.items) {
        await expect(section.getByRole("heading", { name: item.question, exact: true })).toBeVisible();
        await expect(section.getByText(item.answer, { exact: false })).toBeHidden();
      }
      // After the checklist and before the contact section.
      const order = await page
        .locator("main section[id]")
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(order.indexOf("faq")).toBe(order.indexOf(content.checklist.id) + 1);
      expect(order.indexOf(contact.id)).toBe(order.indexOf("faq") + 1);
    });

    test("opens and closes a question with Enter and Space", async ({ page }) => {
      await page.goto(homePath(locale));
      const section = page.getByRole("region", { name: faq.heading });
      const [first, second] = faq.items;
      if (!first || !second) throw new Error("the FAQ needs at least two questions");
      const summary = (question: string) => section.locator("summary", { hasText: question });

      await summary(first.question).focus();
      await expect(summary(first.question)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(section.getByText(first.answer)).toBeVisible();
      // The chevron turns to show the state (Tailwind's rotate-* sets the `rotate` property).
      await expect(summary(first.question).locator("svg")).toHaveCSS("rotate", "180deg");
      await page.keyboard.press("Enter");
      await expect(section.getByText(first.answer)).toBeHidden();

      await page.keyboard.press("Tab");
      await expect(summary(second.question)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(section.getByText(second.answer)).toBeVisible();
    });

    test("gives search engines exactly the visible questions and answers", async ({ page }) => {
      await page.goto(homePath(locale));
      const data = await faqJsonLd(page);
      expect(data.inLanguage).toBe(tag);
      const visible = await page
        .locator("#faq details")
        .evaluateAll((items) =>
          items.map((item) => [
            item.querySelector("summary")?.textContent ?? "",
            item.querySelector(":scope > :not(summary)")?.textContent ?? "",
          ]),
        );
      expect(visible).toHaveLength(faq.items.length);
      expect(data.mainEntity.map((question) => question["@type"])).toEqual(visible.map(() => "Question"));
      expect(data.mainEntity.map((question) => [question.name, question.acceptedAnswer.text])).toEqual(
        visible.map(([question, answer]) => [normalise(question ?? null), normalise(answer ?? null)]),
      );
    });

    test("links the privacy policy from the answer about stored data", async ({ page }) => {
      await page.goto(homePath(locale));
      const item = faq.items.find((entry) => entry.link);
      if (!item?.link) throw new Error("one answer links the privacy policy");
      const section = page.getByRole("region", { name: faq.heading });
      await section.locator("summary", { hasText: item.question }).click();
      const link = section.getByRole("link", { name: item.link.label, exact: true });
      await expect(link).toHaveAttribute("href", `${homePath(locale)}privacy/`);
    });

    for (const width of [375, 1440]) {
      test(`shows the trust notes beside or after the form at ${width} px, with a working privacy link`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(homePath(locale));
        const region = page.getByRole("region", { name: contact.heading });
        const trust = region.locator("[data-contact-trust]");
        await trust.scrollIntoViewIfNeeded();
        await expect(trust.getByRole("heading", { level: 3 })).toHaveText(contact.trust.title);
        await expect(trust.getByRole("listitem")).toHaveText(contact.trust.points.map((point) => point.text));

        const form = region.getByRole("form", { name: contact.form.formLabel });
        const formBox = await form.boundingBox();
        const trustBox = await trust.boundingBox();
        if (!formBox || !trustBox) throw new Error("form and trust notes must be rendered");
        if (width >= 1024) {
          // Beside the form (after it in reading order), starting level with its top.
          if (LOCALE_INFO[locale].dir === "rtl") expect(trustBox.x + trustBox.width).toBeLessThan(formBox.x);
          else expect(trustBox.x).toBeGreaterThan(formBox.x + formBox.width);
          expect(Math.abs(trustBox.y - formBox.y)).toBeLessThan(64);
        } else {
          // After the form (its card's padding apart), so the first field stays near the heading.
          expect(trustBox.y).toBeGreaterThan(formBox.y + formBox.height);
          expect(trustBox.y - (formBox.y + formBox.height)).toBeLessThan(96);
        }

        const link = trust.getByRole("link", { name: contact.trust.privacy.label, exact: true });
        await expect(link).toHaveAttribute("href", `${homePath(locale)}privacy/`);
        await link.click();
        await expect(page).toHaveURL(`${homePath(locale)}privacy/`);
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
  });
}
