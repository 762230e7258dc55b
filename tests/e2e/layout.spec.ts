import { expect, test, type Page } from "@playwright/test";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { homePath, LOCALE_INFO, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { sendValidLead, toasts } from "./contact-helpers.ts";

/*
 * The layout fixes of decision 063, each as something measured on the page, at the widths where
 * a visitor saw them broken.
 */

/** Lays out every lazily rendered section at once, as a visitor who scrolled there would see it. */
async function renderAll(page: Page) {
  await page.addStyleTag({ content: ".render-lazily { content-visibility: visible !important; }" });
}

test.describe("the thank-you says '24 hours' once", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the toast promises the reply time; the thank-you card does not repeat it", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await sendValidLead(page, testInfo);
    await expect(toasts(page).success).toContainText("within 24 hours");
    const thankYou = page.getByRole("heading", { name: "Thank you, your request is in" }).locator("..");
    await expect(thankYou).toBeVisible();
    await expect(thankYou).not.toContainText("24");
  });
});

test.describe("the pricing points keep a readable column at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const locale of SUPPORTED_LOCALES)
    test(homePath(locale), async ({ page }) => {
      await page.goto(homePath(locale));
      await renderAll(page);
      const points = page.locator("#pricing li p");
      await expect(points).toHaveCount(3);
      // It was 140 px with a nested card; the card's own text column at 320 px is 240 px.
      for (const width of await points.evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width)))
        expect(width).toBeGreaterThanOrEqual(220);
    });
});

test.describe("one content width at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every section's content starts at the same left edge", async ({ page }) => {
    await page.goto("/");
    await renderAll(page);
    // For each section and the footer: the leftmost box inside its content container.
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll("main > section, footer")].map((block) => {
        const lefts = [...block.querySelectorAll(".page-container *")]
          .filter(
            (el) =>
              el.checkVisibility() && !el.closest("[aria-hidden=true], .sr-only, details:not([open]) > p"),
          )
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0)
          .map((box) => Math.round(box.left));
        return `${block.id || block.tagName.toLowerCase()}:${Math.min(...lefts)}`;
      }),
    );
    expect(new Set(edges.map((edge) => edge.split(":")[1])), edges.join(" ")).toEqual(new Set(["176"]));
  });
});

test.describe("the same brand lockup at every width", () => {
  for (const locale of SUPPORTED_LOCALES)
    test(homePath(locale), async ({ page }) => {
      const lockups: string[] = [];
      for (const width of [320, 375, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(homePath(locale));
        const brand = page.getByRole("banner").getByRole("link", { name: "ChatToBook", exact: true });
        await expect(brand).toBeInViewport({ ratio: 1 });
        const mark = brand.locator("svg");
        const name = brand.getByText("ChatToBook", { exact: true });
        await expect(mark).toBeVisible();
        await expect(name).toBeVisible();
        const [markBox, nameBox] = [await mark.boundingBox(), await name.boundingBox()];
        lockups.push(`${markBox?.width}×${markBox?.height} + ${Math.round(nameBox?.width ?? 0)}`);
        // 'Book a demo' stays in the bar, clear of the name (after it, in reading order), named by
        // its label: the locale's short one from 360 to 420 px (decision 087).
        const { landing } = loadLocaleCopy(locale);
        const label = width >= 360 && width < 420 ? landing.topBar.bookDemoShort : landing.bookDemo;
        const cta = page.getByRole("banner").getByRole("link", { name: label, exact: true });
        await expect(cta).toBeInViewport({ ratio: 1 });
        const ctaBox = await cta.boundingBox();
        if (LOCALE_INFO[locale].dir === "rtl")
          expect((ctaBox?.x ?? 0) + (ctaBox?.width ?? 0)).toBeLessThan(nameBox?.x ?? 0);
        else expect((nameBox?.x ?? 0) + (nameBox?.width ?? 0)).toBeLessThan(ctaBox?.x ?? 0);
      }
      expect(new Set(lockups), lockups.join(" | ")).toHaveProperty("size", 1);
    });
});

test.describe("the footer's rows are not ragged", () => {
  for (const [locale, width] of [
    ["en", 375],
    ["pt-br", 375],
    ["pt-br", 768],
    ["es", 768],
    ["en", 1440],
  ] as const)
    test(`${homePath(locale)} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(homePath(locale));
      await renderAll(page);
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      const boxes = (links: ReturnType<typeof footer.getByRole>) =>
        links.evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .map((b) => ({ x: Math.round(b.left), y: Math.round(b.top) })),
        );
      // Section links stand in columns: every link starts where a link of the first row starts.
      const nav = await boxes(footer.getByRole("navigation").first().getByRole("link"));
      const firstRow = nav.filter((box) => box.y === nav[0]?.y).map((box) => box.x);
      for (const box of nav) expect(firstRow, JSON.stringify(nav)).toContain(box.x);
      // Languages: one row, or one column, never a row that wraps under its own start.
      const languages = await boxes(
        footer.getByRole("navigation", { name: /Language|Idioma/ }).getByRole("link"),
      );
      const oneRow = new Set(languages.map((box) => box.y)).size === 1;
      const oneColumn = new Set(languages.map((box) => box.x)).size === 1;
      expect(oneRow || oneColumn, JSON.stringify(languages)).toBe(true);
      // The copyright wraps only when a line of the screen cannot hold it.
      const copyright = footer.getByText(/^©/);
      const [lines, fits] = await copyright.evaluate((p) => {
        const style = getComputedStyle(p);
        const lineCount = Math.round(p.getBoundingClientRect().height / parseFloat(style.lineHeight));
        const range = document.createRange();
        range.selectNodeContents(p);
        const container = p.parentElement?.getBoundingClientRect().width ?? 0;
        const text = range.getBoundingClientRect().width;
        const probe = p.cloneNode(true) as HTMLElement;
        probe.style.cssText = "position:absolute;white-space:nowrap;visibility:hidden";
        document.body.append(probe);
        const oneLine = probe.getBoundingClientRect().width;
        probe.remove();
        return [lineCount, oneLine <= container && text > 0];
      });
      if (fits) expect(lines).toBe(1);
    });
});

test.describe("no one-word last line that could have been avoided, in headings or text", () => {
  for (const width of [375, 768, 1024, 1440])
    for (const locale of SUPPORTED_LOCALES)
      test(`${homePath(locale)} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(homePath(locale));
        await renderAll(page);
        const widows = await page.evaluate(() =>
          [...document.querySelectorAll("main h1, main h2, main h3, main p, footer p")]
            .filter((h) => h.checkVisibility())
            .flatMap((heading) => {
              // Each word's box, in order: their tops give the lines the heading was broken into.
              const words: DOMRect[] = [];
              const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode())
                for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
                  const range = document.createRange();
                  range.setStart(node, match.index);
                  range.setEnd(node, match.index + match[0].length);
                  const box = range.getClientRects()[0];
                  if (box) words.push(box);
                }
              const tops = [...new Set(words.map((box) => Math.round(box.top)))];
              const lineOf = (top: number | undefined) => words.filter((box) => Math.round(box.top) === top);
              const [last, previous] = [lineOf(tops.at(-1)), lineOf(tops.at(-2))];
              if (tops.length < 2 || last.length !== 1 || !last[0] || previous.length === 0) return [];
              // A widow only where it could have been avoided: the word fits beside the line before it.
              const space = parseFloat(getComputedStyle(heading).fontSize) * 0.35;
              const joined =
                Math.max(...previous.map((box) => box.right)) -
                Math.min(...previous.map((box) => box.left)) +
                space +
                last[0].width;
              return joined <= heading.getBoundingClientRect().width ? [heading.textContent] : [];
            }),
        );
        expect(widows).toEqual([]);
      });
});
