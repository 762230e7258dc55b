import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./contact-helpers.ts";
import { overlap } from "./landing-helpers.ts";
import { serveInTwoParts } from "./two-part-server.ts";

/*
 * The floating 'Talk with ChatToBook' button must never cover a call to action or a
 * focused control. Sweep the whole page at the sizes where it used to, and at 200 % zoom (a
 * 1280×720 screen zoomed to 200 % lays the page out in 640×360 CSS pixels).
 */

const SIZES = [
  { name: "320×568", viewport: { width: 320, height: 568 }, deviceScaleFactor: 2 },
  { name: "375×667", viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 },
  { name: "768×1024", viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2 },
  { name: "200% zoom", viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
];

interface Covered {
  scrollY: number;
  what: string;
}

/**
 * Scrolls the page from top to bottom in steps of `step` px and lists, at each stop, the visible
 * controls and links under the chat button's box while it is shown. One call runs the whole sweep
 * in the page, two animation frames after each scroll (as the button's scroll-driven state needs).
 */
function sweepCovered(page: Page, step: number): Promise<Covered[]> {
  return page.evaluate(async (step) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const chat = document.querySelector<HTMLElement>('aside a[href^="https://wa.me/"]');
    const controls = [
      ...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, summary"),
    ];
    const covered: Covered[] = [];
    for (let top = 0; top <= document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: "instant" });
      await frame();
      await frame();
      if (!chat || Number(getComputedStyle(chat).opacity) < 0.05 || !chat.checkVisibility()) continue;
      const c = chat.getBoundingClientRect();
      for (const el of controls) {
        if (el === chat || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (
          r.width > 0 &&
          r.height > 0 &&
          r.left < c.right &&
          c.left < r.right &&
          r.top < c.bottom &&
          c.top < r.bottom
        )
          covered.push({
            scrollY: Math.round(scrollY),
            what: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim().slice(0, 40)}"`,
          });
      }
    }
    return covered;
  }, step);
}

/** Lets scroll-driven state settle: two animation frames after the scroll. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const size of SIZES) {
  test.describe(`floating chat button at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, reducedMotion: "reduce" });

    test("covers no link, button or field anywhere on the page", async ({ page }) => {
      await page.goto("/");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.scrollIntoViewIfNeeded();
      await expectHydrated(form);
      expect(await sweepCovered(page, Math.round(size.viewport.height / 4))).toEqual([]);
    });

    test("never covers a focused form field", async ({ page }) => {
      await page.goto("/");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.scrollIntoViewIfNeeded();
      await expectHydrated(form);
      const chat = page.getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
      for (const field of await form.locator("input:not([tabindex='-1']), textarea").all()) {
        await field.focus();
        // Put the field where the button sits: at the very bottom of the screen.
        await field.evaluate((el) =>
          window.scrollBy({
            top: el.getBoundingClientRect().bottom - window.innerHeight,
            behavior: "instant",
          }),
        );
        await settle(page);
        const shown = await chat.evaluate((el) => Number(getComputedStyle(el).opacity) >= 0.05);
        const fieldBox = await field.boundingBox();
        const chatBox = await chat.boundingBox();
        expect(
          shown && fieldBox && chatBox && overlap(fieldBox, chatBox),
          (await field.getAttribute("name")) ?? "field",
        ).toBeFalsy();
      }
    });
  });
}

test.describe("floating chat button on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows its label from 1024 px on tall screens, and stays icon-only on short ones", async ({
    page,
  }) => {
    await page.goto("/privacy/");
    const chat = page.getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
    // The label takes the button well past the 56 px of the round icon.
    const width = async () => (await chat.boundingBox())?.width ?? 0;
    expect(await width()).toBeGreaterThan(120);
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(width).toBeLessThanOrEqual(56);
    await page.setViewportSize({ width: 1440, height: 500 });
    await expect.poll(width).toBeLessThanOrEqual(56);
  });
});

test("measures nothing while the page is still parsing", async ({ page, request }) => {
  // A measurement during parsing forces a style and layout pass of its own before the first paint.
  // The page comes in two parts, cut just after the button's script, so that a frame, and the
  // observer callbacks it brings, always happens while the parser waits for the rest.
  const html = await (await request.get("/")).text();
  const { server, url } = await serveInTwoParts(html, /addEventListener\("focusout"[^]*?<\/script>/);
  await page.addInitScript(() => {
    const measure = Element.prototype.getBoundingClientRect;
    const early: string[] = [];
    Object.assign(window, { earlyMeasurements: early });
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (document.readyState === "loading") early.push(this.outerHTML.slice(0, 80));
      return measure.call(this);
    };
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    expect(
      await page.evaluate(() => (window as unknown as { earlyMeasurements: string[] }).earlyMeasurements),
    ).toEqual([]);
  } finally {
    server.close();
  }
});

test("checks the text under it without laying out what is not rendered yet", async ({ page }) => {
  // As the page loads on a phone the hero's conversations are still skipped (render-after-paint),
  // inside the element under the button on /pt-br/ at 412 px: measuring their text laid them out.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const measure = Range.prototype.getClientRects;
    const unrendered: string[] = [];
    Object.assign(window, { unrenderedMeasured: unrendered });
    const skipped = (node: Node | null): boolean =>
      node instanceof Element &&
      (getComputedStyle(node).contentVisibility === "hidden" || skipped(node.parentElement));
    Range.prototype.getClientRects = function (this: Range) {
      if (skipped(this.startContainer.parentElement)) unrendered.push(this.toString().slice(0, 40));
      return measure.call(this);
    };
    // A check made while they are still skipped, as the first one may be.
    addEventListener("DOMContentLoaded", () => dispatchEvent(new Event("scrollend")));
  });
  await page.goto("/pt-br/");
  expect(
    await page.evaluate(() => (window as unknown as { unrenderedMeasured: string[] }).unrenderedMeasured),
  ).toEqual([]);
});

test("checks the text under it walking each element under it once", async ({ page }) => {
  // It asks which element is under each of nine points of its box, and these often share one.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const walk = Document.prototype.createTreeWalker;
    const roots: Node[] = [];
    Object.assign(window, { walkedRoots: roots });
    Document.prototype.createTreeWalker = function (this: Document, root: Node, ...rest) {
      roots.push(root);
      return walk.call(this, root, ...rest);
    } as typeof walk;
  });
  await page.goto("/pt-br/");
  const roots = () =>
    page.evaluate(() => {
      const all = (window as unknown as { walkedRoots: Node[] }).walkedRoots;
      return { walks: all.length, distinct: new Set(all).size };
    });
  // The check after the first layout, then one after a scroll has stopped.
  await expect.poll(async () => (await roots()).walks).toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as unknown as { walkedRoots: Node[] }).walkedRoots.length = 0;
    dispatchEvent(new Event("scrollend"));
  });
  const { walks, distinct } = await roots();
  expect(walks).toBeGreaterThan(0);
  expect(walks).toBe(distinct);
});
