import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { homePath, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { expectHydrated } from "./contact-helpers.ts";
import { DEFAULTS } from "./landing-helpers.ts";
import { homePageIn } from "#tests/support/page-content.ts";

/*
 * A section menu below 1024 px, 'Contact' in the nav, the hero at 768-1440 px, and the languages
 * reachable from the top bar at every width (decision 035).
 */

const copy = (locale: Locale) =>
  homePageIn(locale, DEFAULTS, { localeUrl: (path) => `${homePath(locale)}${path}` });
const en = copy("en");

/** The menu's summary (its disclosure button) and the navigation landmark of its panel. */
function phoneMenu(page: Page, locale: Locale = "en") {
  const { topBar } = copy(locale);
  const banner = page.getByRole("banner");
  return {
    // A <summary> has no ARIA role of its own in Playwright's model: found by its (screen-reader) text.
    button: banner.locator("summary").filter({ hasText: new RegExp(`^${topBar.menuLabel}$`) }),
    nav: banner.getByRole("navigation", { name: topBar.navLabel }),
  };
}

test.describe("the menu at 375×667", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("opens, lists every section link with 'Contact', and closes when 'Pricing' is followed", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = phoneMenu(page);
    await expect(menu.nav).toBeHidden();
    await menu.button.click();
    await expect(menu.nav.getByRole("link")).toHaveText([
      "Features",
      "How it works",
      "Integrations",
      "Pricing",
      "Contact",
    ]);
    await expect(menu.nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "#contact");
    await menu.nav.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(menu.nav).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: en.pricing.heading })).toBeInViewport();
  });

  test("Escape closes it and gives the focus back to its button; so does a click outside", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = phoneMenu(page);
    await menu.button.focus();
    await page.keyboard.press("Enter");
    await expect(menu.nav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.nav.getByRole("link", { name: "Features" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu.nav).toBeHidden();
    await expect(menu.button).toBeFocused();

    await menu.button.click();
    await expect(menu.nav).toBeVisible();
    await page.mouse.click(5, 600); // the page's left gutter, below the panel
    await expect(menu.nav).toBeHidden();
  });

  for (const locale of SUPPORTED_LOCALES) {
    test(`has no axe violations while open on ${homePath(locale)}`, async ({ page }) => {
      await page.goto(homePath(locale));
      const menu = phoneMenu(page, locale);
      await menu.button.click();
      await expect(menu.nav).toBeVisible();
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});

test.describe("the menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });

  test("still opens, and its links work", async ({ page }) => {
    await page.goto("/");
    const menu = phoneMenu(page);
    await menu.button.click();
    await expect(menu.nav.getByRole("link")).toHaveCount(en.topBar.links.length);
    await menu.nav.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole("heading", { level: 2, name: en.pricing.heading })).toBeInViewport();
  });
});

test.describe("the languages at 320×568", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const locale of SUPPORTED_LOCALES) {
    test(`are reachable from the top bar by keyboard on ${homePath(locale)}`, async ({ page }) => {
      const other = locale === "es" ? "pt-br" : "es";
      await page.goto(homePath(locale));
      const menu = phoneMenu(page, locale);
      await menu.button.focus();
      await page.keyboard.press("Enter");
      const target = page
        .getByRole("banner")
        .getByRole("group", { name: copy(locale).ui.languageLabel })
        .getByRole("link", { name: LOCALE_INFO[other].name, exact: true });
      await expect(target).toBeInViewport();
      // Tab through the panel until the other language's link has the focus.
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press("Tab");
        if (await target.evaluate((el) => el === document.activeElement)) break;
      }
      await expect(target).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${homePath(other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[other].tag);
    });
  }
});

test.describe("wider screens", () => {
  test("at 1024 px the nav shows 'Contact', and the hero heading takes at most 3 lines", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const locale of SUPPORTED_LOCALES) {
      const { topBar, contact } = copy(locale);
      await page.goto(homePath(locale));
      const contactLink = page
        .getByRole("navigation", { name: topBar.navLabel })
        .getByRole("link", { name: topBar.links.at(-1)?.label, exact: true });
      await expect(contactLink).toBeVisible();
      await expect(contactLink).toHaveAttribute("href", `#${contact.id}`);
      await expect(phoneMenu(page, locale).button).toBeHidden();
    }
  });

  for (const width of [768, 1024, 1280, 1440]) {
    test(`the hero heading reads in 2-3 lines at ${width} px in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of SUPPORTED_LOCALES) {
        await page.goto(homePath(locale));
        const lines = await page
          .getByRole("heading", { level: 1 })
          .evaluate((el) =>
            Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
          );
        expect(lines, locale).toBeGreaterThanOrEqual(2);
        expect(lines, locale).toBeLessThanOrEqual(3);
      }
    });
  }

  test("at 768 px no blank band follows the hero", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const locale of SUPPORTED_LOCALES) {
      const { hero, features } = copy(locale);
      await page.goto(homePath(locale));
      // From the bottom of the hero's last content (the chat visual) to the first line of the next
      // section (its eyebrow): no more than the 112 px the page leaves between its other blocks.
      const visual = page.getByRole("region", { name: hero.heading }).getByRole("figure");
      const eyebrow = page.getByRole("region", { name: features.heading }).getByText(features.eyebrow);
      const gap =
        (await eyebrow.evaluate((el) => el.getBoundingClientRect().top)) -
        (await visual.evaluate((el) => el.getBoundingClientRect().bottom));
      expect(gap, locale).toBeLessThanOrEqual(120);
    }
  });
});

test.describe("no horizontal overflow, and the top bar keeps its margins", () => {
  for (const width of [320, 375, 768, 1024, 1440]) {
    test(`at ${width} px on /, /es/ and /pt-br/`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of SUPPORTED_LOCALES) {
        await page.goto(homePath(locale));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(
          width,
        );
        // The brand, the menus and 'Book a demo' stay inside the page's 20 px gutters (the brand
        // link's 4 px of padding may reach into them), without being clipped.
        const outside = await page.getByRole("banner").evaluate((banner, width) => {
          const edges = (el: Element) => el.getBoundingClientRect();
          return [...banner.querySelectorAll("a, summary")]
            .filter((el) => el.checkVisibility() && !el.closest("details:not([open]) > :not(summary)"))
            .map((el) => ({ el, box: edges(el) }))
            .filter(({ box }) => box.width > 0 && (box.left < 16 || box.right > width - 16))
            .map(({ el, box }) => `${el.textContent} ${Math.round(box.left)}-${Math.round(box.right)}`);
        }, width);
        expect(outside, locale).toEqual([]);
      }
    });
  }
});

test.describe("'Book a demo' in the top bar of a phone", () => {
  test("is a labelled button from 360 px in every language, an icon named by the label below", async ({
    page,
  }) => {
    // A bare calendar glyph in a green circle did not read as the demo (decision 087).
    for (const locale of SUPPORTED_LOCALES) {
      const { topBar } = copy(locale);
      for (const width of [320, 360, 375, 414, 420]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(homePath(locale));
        const button = page.getByRole("banner").locator('[data-cta="book_demo"]');
        const label =
          width < 360 ? topBar.bookDemo.label : width < 420 ? topBar.bookDemoShort : topBar.bookDemo.label;
        await expect(button, `${locale} at ${width} px`).toHaveAccessibleName(label);
        await expect(button).toBeInViewport({ ratio: 1 });
        // The text a person sees: a visually hidden label is a 1 px box.
        const shown = await button.evaluate((el) =>
          [...el.querySelectorAll("span")]
            .filter((span) => span.getBoundingClientRect().width > 1)
            .map((span) => span.textContent)
            .join(""),
        );
        expect(shown, `${locale} at ${width} px`).toBe(width < 360 ? "" : label);
      }
    }
  });
});

test.describe("the top bar names the brand on phones", () => {
  for (const width of [360, 375, 414, 1024]) {
    test(`at ${width} px the brand name is readable and clear of 'Book a demo'`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of SUPPORTED_LOCALES) {
        await page.goto(homePath(locale));
        const banner = page.getByRole("banner");
        const name = banner.getByText("ChatToBook", { exact: true });
        const nameBox = await name.boundingBox();
        const buttonBox = await banner.locator('[data-cta="book_demo"]').boundingBox();
        // sr-only text has a 1 px box: a readable name is as wide as its letters.
        expect(nameBox?.width ?? 0, locale).toBeGreaterThan(60);
        // Clear of it in reading order: the button comes after the name, to its left right to left.
        const [first, second] =
          LOCALE_INFO[locale].dir === "rtl" ? [buttonBox, nameBox] : [nameBox, buttonBox];
        expect((first?.x ?? 0) + (first?.width ?? 0) + 8, locale).toBeLessThanOrEqual(second?.x ?? 0);
      }
    });
  }
});

test.describe("a link to a section from another page lands on it on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  // Sections below the first view render lazily on phones; their real heights must be in place
  // before the browser scrolls to the fragment, or the target ends up far below the screen.
  for (const [path, heading] of [
    ["/#contact", "Get started with ChatToBook"],
    ["/#pricing", "Pay for performance"],
    ["/es/#faq", "Lo que nos preguntan los dueños de clínicas"],
  ] as const) {
    test(`${path} shows '${heading}' at the top of the screen`, async ({ page }) => {
      await page.goto(path);
      const target = page.getByRole("heading", { level: 2, name: heading, exact: true });
      await expect(target).toBeInViewport();
      if (path === "/#contact") {
        // The form comes to life where the visitor landed: the island hydrates.
        await expectHydrated(page.getByRole("form", { name: "Contact form" }));
      }
    });
  }

  // On a phone the form is furthest from the top, so a smooth scroll there would take longest.
  test("arriving jumps straight to the section, and in-page links glide again afterwards", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // goto returns at the load event. A smooth scroll from the top would still be on its way
    // through the page then (it takes 1-2 s to cross the thousands of pixels to the form).
    await page.goto("/#contact");
    const top = await page.evaluate(() => document.getElementById("contact")?.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    // The 'Features' or 'Pricing' link is still meant to glide: smooth scrolling is back after load.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior))
      .toBe("smooth");
  });
});
