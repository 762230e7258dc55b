import { expect, test, type Locator, type Page } from "@playwright/test";
import { homePath, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { contactForm, openContactForm } from "./contact-helpers.ts";

/*
 * Layout and consistency checks at the widths where the page was broken or inconsistent
 * (decision 016). Sections below the fold render lazily on phones, so each test
 * renders everything first.
 */

async function openRendered(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}

/** Lines of text in an element, from its height and line height. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
  );

test.describe("pricing card at 320 px", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("its content keeps clear of the card's edges, and the call to action fits", async ({ page }) => {
    await openRendered(page);
    const card = page.locator("#pricing .page-container > div").first();
    const problems = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll<HTMLElement>("h2, h3, p, a, li")]
        .map((child) => ({ child, r: child.getBoundingClientRect() }))
        .filter(({ r }) => r.left < box.left + 16 || r.right > box.right - 16)
        .map(
          ({ child, r }) =>
            `${child.tagName} "${child.textContent?.slice(0, 30)}" ${Math.round(r.left - box.left)}…${Math.round(box.right - r.right)} px from the edges`,
        );
    });
    expect(problems).toEqual([]);
  });
});

test.describe("one button system and one focus style", () => {
  test("every call to action and the form's submit button are pills", async ({ page }) => {
    await openContactForm(page);
    const buttons = [
      page.getByRole("banner").getByRole("link", { name: "Book a demo", exact: true }),
      page.locator("#hero-heading ~ div").getByRole("link", { name: "Book a demo", exact: true }),
      page.getByRole("link", { name: "See how it works", exact: true }),
      page.getByRole("link", { name: "Get Started for Free", exact: true }),
      contactForm(page).submit,
    ];
    for (const button of buttons) {
      const { radius, height } = await button.evaluate((el) => ({
        radius: parseFloat(getComputedStyle(el).borderTopLeftRadius),
        height: el.getBoundingClientRect().height,
      }));
      expect(radius, (await button.textContent()) ?? "").toBeGreaterThanOrEqual(height / 2);
    }
  });

  test("fields, buttons and links share the page's focus ring", async ({ page }) => {
    const f = await openContactForm(page);
    const ring = (locator: Locator) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return { width: style.outlineWidth, color: style.outlineColor, style: style.outlineStyle };
      });
    await page.keyboard.press("Tab"); // keyboard modality, so :focus-visible applies to links too
    const social = page.getByRole("link", { name: "Follow ChatToBook on LinkedIn", exact: true });
    await social.focus();
    const reference = await ring(social);
    expect(reference).toMatchObject({ width: "3px", style: "solid" });
    for (const control of [f.name, f.message, f.submit]) {
      await control.focus();
      // Polled: colours transition, so the ring is measured once it has settled.
      await expect.poll(() => ring(control)).toEqual(reference);
    }
  });
});

test.describe("checklist", () => {
  for (const width of [768, 1024, 1440]) {
    test(`leaves no empty cell in its grid at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRendered(page);
      // Every slot of the grid the cells line up in is taken: rows × columns = cells.
      const cells = await page
        .locator("#included li, #included [data-checklist-demo]")
        .evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.top)]),
        );
      const columns = new Set(cells.map(([left]) => left)).size;
      const rows = new Set(cells.map(([, top]) => top)).size;
      expect(rows * columns, `${cells.length} cells in ${rows} rows × ${columns} columns`).toBe(cells.length);
    });
  }

  // The titles sit two to a row on phones: a long word ("Sincronização") must still fit its cell.
  for (const width of [320, 375, 414])
    test(`at ${width} px every title fits its cell, in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of SUPPORTED_LOCALES) {
        await openRendered(page, homePath(locale));
        const overflowing = await page.locator("#included li").evaluateAll((items) =>
          items
            .filter((item) => {
              // What shows: the description is kept for screen readers only (a 1 px box) on phones.
              const shown = [item, ...item.querySelectorAll("span")].filter(
                (el) => getComputedStyle(el).position !== "absolute",
              );
              return shown.some((el) => el.scrollWidth > el.clientWidth + 1);
            })
            .map((item) => item.textContent),
        );
        expect(overflowing, `${locale} at ${width} px`).toEqual([]);
      }
    });

  test("the extra cell is a way to book a demo", async ({ page }) => {
    await openRendered(page);
    await expect(
      page.locator("#included").getByRole("link", { name: "Book a demo", exact: true }),
    ).toBeVisible();
  });
});

test.describe("feature cards", () => {
  for (const width of [375, 768, 1024, 1440]) {
    test(`read well at ${width} px: no paragraph longer than 5 lines`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRendered(page);
      for (const paragraph of await page.locator("#features li p").all())
        expect(await lineCount(paragraph), (await paragraph.textContent()) ?? "").toBeLessThanOrEqual(5);
    });
  }

  test("cards that are not links do not lift on hover", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openRendered(page);
    const card = page.locator("#features li").first();
    const shadow = () => card.evaluate((el) => getComputedStyle(el).boxShadow);
    const before = await shadow();
    await card.hover();
    expect(await shadow()).toBe(before);
  });
});

test.describe("footer", () => {
  for (const width of [320, 768, 1440]) {
    test(`its rows start at the content edge at ${width} px: brand, language links, copyright`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRendered(page);
      const footer = page.getByRole("contentinfo");
      const left = (locator: Locator) =>
        locator.evaluate((el) => Math.round(el.getBoundingClientRect().left));
      const edge = await left(footer.getByText(/© \d{4}/));
      // The globe leads the language row; the brand's mark leads the row above.
      expect(await left(footer.getByRole("navigation", { name: "Language" }).locator("svg").first())).toBe(
        edge,
      );
      expect(await left(footer.locator("svg").first())).toBe(edge);
    });
  }

  // Squeezed by the copyright beside it (longest in Portuguese), the link used to wrap and push its
  // arrow to the far edge.
  test("the social link keeps its arrow beside its words at 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openRendered(page, "/pt-br/");
    const social = page.getByRole("contentinfo").getByRole("link", { name: /LinkedIn/ });
    const wordsEnd = await social.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el.firstChild as Node);
      return range.getBoundingClientRect().right;
    });
    const arrowStart = await social.locator("svg").evaluate((el) => el.getBoundingClientRect().left);
    const gap = arrowStart - wordsEnd;
    expect(gap).toBeLessThanOrEqual(8);
  });
});
