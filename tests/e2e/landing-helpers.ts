import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

type Box = { x: number; y: number; width: number; height: number };
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { fill } from "#src/core/fill.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";

/*
 * Shared by the specs of the landing page (landing, not-found, overlay, calculator…). The sites
 * under test are built with every PUBLIC_* variable empty (scripts/test.ts), so they carry the
 * default configuration.
 */

/** The configuration the tested builds were made with. */
export const DEFAULTS = loadPublicConfig({});

/**
 * Waits until Astro has hydrated the island of `component` (its wrapper drops the `ssr`
 * attribute). A field typed into before that is reset by the island's first render.
 */
export const expectIslandHydrated = (page: Page, component: string): Promise<void> =>
  expect(page.locator(`astro-island[component-url*=${component}]`)).not.toHaveAttribute("ssr", "");

/**
 * Asserts a link opens `href` in a new tab without giving the new page access to ours, and (unless
 * `described` is false) that screen readers hear so as its description, not as part of its name.
 */
export async function expectNewTabLink(link: Locator, href: string, described = true): Promise<void> {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  if (described) await expect(link).toHaveAccessibleDescription("Opens in a new tab");
  else await expect(link).not.toHaveAttribute("aria-describedby");
}

/** The floating 'Talk with ChatToBook' link: WhatsApp, the default number, the greeting prefilled. */
export async function expectFloatingChat(page: Page): Promise<void> {
  // In its own landmark, named exactly as the spec labels it.
  const link = page
    .getByRole("complementary", { name: "Chat with us" })
    .getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  await expectNewTabLink(link, href);
  const url = new URL(href);
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${DEFAULTS.whatsappNumber}`);
  // English greets with its copy file's sentence (PUBLIC_WHATSAPP_GREETING would override it).
  expect(url.searchParams.get("text")).toBe(
    fill(loadLocaleCopy("en").landing.whatsappGreeting, { brand: "ChatToBook" }),
  );
  expect(url.searchParams.get("text")).toContain("ChatToBook");
  // Stays in the corner while the page scrolls.
  expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
}

/** Collects console errors and uncaught exceptions from the moment it is called. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** axe-core violations of WCAG 2.2 A/AA with serious or critical impact, in a readable form. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Sections below the fold skip rendering (content-visibility: auto); axe can only judge colours
  // and sizes of rendered boxes, so render everything for the audit.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** Heading levels in document order, e.g. [1, 2, 3, 3, 2]. */
export const headingLevels = (page: Page): Promise<number[]> =>
  page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));

/** Asserts one h1, first, and no level skipped on the way down. */
export async function expectLogicalHeadings(page: Page): Promise<void> {
  const levels = await headingLevels(page);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => {
    expect(level, `heading #${index + 2} skips a level`).toBeLessThanOrEqual((levels[index] ?? 1) + 1);
  });
}

/** The element's box in the viewport; fails the test if it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no bounding box`);
  return box;
}

/**
 * Scrolls the form's submit button through the bottom of the screen, where the floating chat
 * button sits, and asserts the two never share a pixel.
 */
export async function expectChatClearOfSubmit(page: Page): Promise<void> {
  const chat = page.getByRole("link", { name: `Talk with ${DEFAULTS.brandName} on WhatsApp`, exact: true });
  const submit = page.locator("#contact form").getByRole("button").last();
  for (let gap = 0; gap <= 120; gap += 8) {
    await submit.evaluate((el, gap) => {
      // "instant": the page scrolls smoothly otherwise, and the boxes would be measured mid-way.
      const top = el.getBoundingClientRect().bottom - (window.innerHeight - gap);
      window.scrollBy({ top, behavior: "instant" });
    }, gap);
    expect(overlap(await boxOf(submit), await boxOf(chat)), `submit ${gap} px above the bottom`).toBe(false);
  }
}

/** Whether two boxes share any pixel. */
export const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Records, from before the page's first byte, every layout shift with a source inside `within`
 * (the whole page by default), as "value node,node". Call before `page.goto`; the returned
 * function reads what was recorded so far.
 */
export async function recordLayoutShifts(page: Page, within = "html"): Promise<() => Promise<string[]>> {
  await page.addInitScript((within) => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[]) {
        const nodes = (entry.sources ?? []).map((source) => source.node);
        const inside = (node?: Node) =>
          (node instanceof Element ? node : node?.parentElement)?.closest(within) != null;
        if (nodes.some(inside))
          shifts.push(`${entry.value} ${nodes.map((node) => node?.nodeName).join(",")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, within);
  return () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

/**
 * Records which blocks each animation frame renders on a phone (RenderSectionsAfterParse switches
 * them to `content-visibility: visible`, one per frame), each named by its id, the figure it is in,
 * its first group's heading, or its tag. Call before `goto`; the reader returns one list per frame
 * that rendered something.
 */
export async function recordBlocksRenderedPerFrame(page: Page): Promise<() => Promise<string[][]>> {
  await page.addInitScript(() => {
    const frames: string[][] = [];
    Object.assign(window, { renderedPerFrame: frames });
    const styles = new MutationObserver(() => {});
    styles.observe(document, { subtree: true, attributeFilter: ["style"] });
    const name = (block: HTMLElement) =>
      block.id ||
      block.closest("figure")?.querySelector("figcaption")?.textContent ||
      block.querySelector("[role=group] h3")?.textContent ||
      block.tagName;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      request((time) => {
        styles.takeRecords();
        callback(time);
        const shown = styles
          .takeRecords()
          .map(({ target }) => target as HTMLElement)
          .filter((target) => target.style.contentVisibility === "visible")
          .map(name);
        if (shown.length) frames.push(shown);
      });
  });
  return () => page.evaluate(() => (window as unknown as { renderedPerFrame: string[][] }).renderedPerFrame);
}
