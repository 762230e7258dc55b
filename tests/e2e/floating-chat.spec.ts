import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./contact-helpers.ts";
import { overlap } from "./landing-helpers.ts";
import { E2E_SERVERS } from "#scripts/e2e-servers.ts";
import { serveInTwoParts } from "./two-part-server.ts";

/*
 * The floating 'Talk with ChatToBook' button (decision 086): steady on screen from the end of the
 * hero to the contact section, never over a link, a button or a field (the page keeps its corner
 * free), aside over the hero and the contact section, and never covering a focused field.
 */

const CHAT = "Talk with ChatToBook on WhatsApp";

interface Position {
  scrollY: number;
  shown: boolean;
  covers: string[];
}

/**
 * Scrolls from `from` to `to` (page y) in steps of `step` px and records, two frames after each
 * scroll, whether the button is shown and which visible controls lie under it. One call runs the
 * whole sweep in the page.
 */
function sweep(page: Page, from: number, to: number, step: number): Promise<Position[]> {
  return page.evaluate(
    async ({ from, to, step }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const chat = document.querySelector<HTMLElement>("[data-floating-chat]");
      const positions: Position[] = [];
      // Settle at the start first: the page may have been far away (where its islands hydrated).
      window.scrollTo({ top: from, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let top = from; top <= to; top += step) {
        window.scrollTo({ top, behavior: "instant" });
        await frame();
        await frame();
        const shown =
          !!chat &&
          Number(getComputedStyle(chat).opacity) > 0.99 &&
          chat.checkVisibility({ visibilityProperty: true });
        const c = chat?.getBoundingClientRect();
        const covers: string[] = [];
        if (shown && c)
          for (const el of document.querySelectorAll<HTMLElement>(
            "a, button, input, select, textarea, summary",
          )) {
            if (el === chat || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
              continue;
            const r = el.getBoundingClientRect();
            if (
              r.width > 0 &&
              r.height > 0 &&
              r.left < c.right &&
              c.left < r.right &&
              r.top < c.bottom &&
              c.top < r.bottom
            )
              covers.push(
                `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim().slice(0, 40)}"`,
              );
          }
        positions.push({ scrollY: Math.round(scrollY), shown, covers });
      }
      return positions;
    },
    { from, to, step },
  );
}

/** Page y of an element's top and bottom. */
const extent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: box.top + scrollY, bottom: box.bottom + scrollY };
    });

/** Brings the calculator and the contact form near, so both islands have hydrated. */
async function hydrateIslands(page: Page): Promise<void> {
  const calculator = page.getByRole("group", {
    name: /Estimate it for your clinic|Calcula el resultado|احسب التقدير/,
  });
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByRole("spinbutton")).toHaveCount(4);
  const form = page.locator("form[data-contact-form]");
  await form.scrollIntoViewIfNeeded();
  await expectHydrated(form);
}

const STEADY = [
  // With a demo number, 'Try it on WhatsApp' joins the pricing card's calls to action.
  { path: `${E2E_SERVERS.demo.url}/`, width: 320, height: 568 },
  { path: "/", width: 320, height: 568 },
  { path: "/", width: 375, height: 667 },
  { path: "/", width: 768, height: 1024 },
  { path: "/", width: 1024, height: 768 },
  { path: "/", width: 1440, height: 900 },
  { path: "/ar/", width: 375, height: 667 },
  { path: "/es/", width: 320, height: 568 },
];

test.use({ reducedMotion: "reduce" });

for (const { path, width, height } of STEADY) {
  const name = path.startsWith("http") ? "demo build" : path;
  test(`stays on screen from the hero to the contact section and over no control (${name} at ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await hydrateIslands(page);
    // From the first position where the hero is gone to the last before the contact section shows.
    const hero = await extent(page, "section[aria-labelledby=hero-heading]");
    const contact = await extent(page, "#contact [data-chat-aside]");
    const positions = await sweep(page, Math.ceil(hero.bottom) + 2, Math.floor(contact.top) - height - 1, 37);
    expect(positions.length).toBeGreaterThan(20);
    expect(positions.filter((p) => !p.shown).map((p) => p.scrollY)).toEqual([]);
    expect(positions.filter((p) => p.covers.length > 0)).toEqual([]);
  });
}

test("stays aside over the hero and over the contact section, and appears once in between", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/");
  await hydrateIslands(page);
  const end = await page.evaluate(() => document.documentElement.scrollHeight);
  const shown = (await sweep(page, 0, end, 97)).map((p) => p.shown);
  // Hidden, then shown, then hidden: it never blinks on and off on the way.
  const changes = shown.filter((value, index) => index > 0 && value !== shown[index - 1]).length;
  expect(shown[0]).toBe(false);
  expect(shown.at(-1)).toBe(false);
  expect(changes).toBe(2);
});

for (const size of [
  { name: "320×568", viewport: { width: 320, height: 568 } },
  { name: "768×1024", viewport: { width: 768, height: 1024 } },
  { name: "200% zoom", viewport: { width: 640, height: 360 } },
])
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: 2 });

    test("covers no link, button or field anywhere on the page", async ({ page }) => {
      await page.goto("/");
      await hydrateIslands(page);
      const end = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered = (await sweep(page, 0, end, Math.round(size.viewport.height / 4))).filter(
        (p) => p.covers.length > 0,
      );
      expect(covered).toEqual([]);
    });

    test("never covers a focused form field", async ({ page }) => {
      await page.goto("/");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.scrollIntoViewIfNeeded();
      await expectHydrated(form);
      const chat = page.getByRole("link", { name: CHAT, exact: true });
      for (const field of await form.locator("input:not([tabindex='-1']), textarea").all()) {
        await field.focus();
        // Put the field where the button sits: at the very bottom of the screen.
        await field.evaluate((el) =>
          window.scrollBy({
            top: el.getBoundingClientRect().bottom - window.innerHeight,
            behavior: "instant",
          }),
        );
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
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

test("is WhatsApp's mark alone at every width, 48 px on phones and 56 px from 640 px, named by its label", async ({
  page,
}) => {
  await page.goto("/privacy/");
  const chat = page.getByRole("link", { name: CHAT, exact: true });
  const size = async () => {
    const box = await chat.boundingBox();
    return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
  };
  for (const [width, expected] of [
    [375, 48],
    [768, 56],
    [1440, 56],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(size).toEqual([expected, expected]);
  }
  await expect(chat).toHaveText("");
});

test("measures nothing while the page is still parsing", async ({ page, request }) => {
  // A measurement during parsing forces a style and layout pass of its own before the first paint.
  // The page comes in two parts, cut just after the button's script, so that a frame, and the
  // observer callbacks it brings, always happens while the parser waits for the rest.
  const html = await (await request.get("/")).text();
  const { server, url } = await serveInTwoParts(html, /data-chat-aside[^]*?observer\.observe[^]*?<\/script>/);
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

test("looks for no text under it: nothing is hit-tested or walked when scrolling stops", async ({ page }) => {
  // The steady button needs no check of what is under it (it walked the text under its corners
  // on every scrollend, and laid out what it measured).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { underChecks: calls });
    const wrap = <T extends object>(owner: T, name: keyof T & string) => {
      const original = owner[name] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, name, {
        value(this: unknown, ...args: unknown[]) {
          calls.push(name);
          return original.apply(this, args);
        },
      });
    };
    wrap(Document.prototype, "elementsFromPoint");
    wrap(Document.prototype, "createTreeWalker");
    wrap(Range.prototype, "getClientRects");
  });
  await page.goto("/");
  for (const top of [1500, 3000, 4500]) {
    await page.evaluate((top) => {
      window.scrollTo({ top, behavior: "instant" });
      dispatchEvent(new Event("scrollend"));
    }, top);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  expect(await page.evaluate(() => (window as unknown as { underChecks: string[] }).underChecks)).toEqual([]);
});
