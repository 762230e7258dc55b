import { expect, test, type Page } from "@playwright/test";
import {
  boxOf,
  collectConsoleErrors,
  DEFAULTS,
  expectChatClearOfSubmit,
  expectFloatingChat,
  expectLogicalHeadings,
  expectNewTabLink,
  overlap,
  recordBlocksRenderedPerFrame,
  seriousAxeViolations,
} from "./landing-helpers.ts";

/*
 * The home page, section by section, against SPEC.md's exact copy. Elements are found by role and
 * accessible name, the way a visitor with a screen reader finds them.
 */

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Full-page screenshots, printing and fast scrolling must never meet a blank section. */
async function expectAllSectionsPainted(page: Page) {
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  // The five sections after the hero, the FAQ and the contact section.
  await expect(headings).toHaveCount(7);
  // The footer renders lazily on phones too: its links stand for it.
  const footerLinks = page.getByRole("contentinfo").getByRole("link");
  await expect(footerLinks.first()).toBeAttached();
  const unpainted = (all: Element[]) =>
    all.filter((e) => !e.checkVisibility({ contentVisibilityAuto: true })).map((e) => e.textContent);
  await expect.poll(() => headings.evaluateAll(unpainted)).toEqual([]);
  await expect.poll(() => footerLinks.evaluateAll(unpainted)).toEqual([]);
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
  });

  test("top bar: brand, section links and 'Book a demo' in a new tab", async ({ page }) => {
    const header = page.getByRole("banner");
    const brand = header.getByRole("link", { name: "ChatToBook", exact: true });
    await expect(brand).toHaveAttribute("href", "#top");
    await expect(brand.locator("svg")).toHaveCount(1);
    await expectNewTabLink(
      header.getByRole("link", { name: "Book a demo", exact: true }),
      DEFAULTS.bookingUrl,
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Features",
      "How it works",
      "Integrations",
      "Pricing",
      "Contact",
    ]);
  });

  test("hero: badge, the only h1, supporting copy, 'Book a demo' and the chat visual", async ({ page }) => {
    const hero = section(page, "Turn chats into confirmed bookings");
    await expect(hero.getByText("AI-Powered Booking Assistant", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn chats into confirmed bookings");
    await expect(hero.getByText(/answers every WhatsApp message and voice note in seconds/)).toBeVisible();
    await expectNewTabLink(hero.getByRole("link", { name: "Book a demo", exact: true }), DEFAULTS.bookingUrl);
    await expect(hero.getByRole("link", { name: "See how it works" })).toHaveAttribute(
      "href",
      "#how-it-works",
    );
    // The visual is HTML/SVG with a text alternative, not an image download. The page's only
    // images are the integrations' marks, lazy and below the fold (decision 039).
    await expect(hero.getByRole("figure")).toContainText(/books 18:15, adds it to Google Calendar/);
    await expect(hero.locator("img, picture, video")).toHaveCount(0);
    await expect(page.locator("img:not([src^='/marks/'][loading=lazy]), picture, video")).toHaveCount(0);
  });

  test("features: the spec's title and four cards, each with an icon", async ({ page }) => {
    const features = section(page, "WhatsApp AI Built Around Your Business Workflows");
    await expect(features).toHaveAttribute("id", "features");
    const cards = features.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Knows your business",
      "Understands voice notes",
      "Schedules appointments",
      "Customized follow-ups",
    ]);
    await expect(cards.nth(0)).toContainText(/website and FAQs/);
    await expect(cards.nth(1)).toContainText(/[Tt]ranscribes the voice messages/);
    await expect(cards.nth(2)).toContainText(/calendar.*books, reschedules and reminds/);
    await expect(cards.nth(3)).toContainText(/via WhatsApp, email and SMS/);
    for (const card of await cards.all()) await expect(card.locator("svg")).toHaveCount(1);
  });

  test("'How it works': three numbered steps in order", async ({ page }) => {
    const how = section(page, "How it works");
    const steps = how.getByRole("list").getByRole("listitem");
    await expect(how.getByRole("list")).toHaveJSProperty("tagName", "OL");
    await expect(steps).toHaveCount(3);
    await expect(how.getByRole("heading", { level: 3 })).toHaveText([
      "Connect & train",
      "Listen & understand",
      "Book & confirm",
    ]);
    for (const [index, step] of (await steps.all()).entries()) {
      await expect(step).toContainText(String(index + 1));
    }
  });

  test("'Plug in your stack': six integrations and more via Zapier and webhooks", async ({ page }) => {
    const stack = section(page, "Plug in your stack");
    await expect(stack.getByRole("listitem")).toHaveCount(6);
    for (const name of ["Google Calendar", "Gmail", "WhatsApp", "Telegram", "Zapier", "HubSpot"]) {
      await expect(stack.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
    }
    await expect(stack.getByText(/more via Zapier and webhooks/)).toBeVisible();
  });

  test("pricing: 'Pay for performance' and 'Get Started for Free' in a new tab", async ({ page }) => {
    const pricing = section(page, "Pay for performance");
    await expect(pricing).toHaveAttribute("id", "pricing");
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText([
      "Free setup",
      "No monthly fees",
      "Shared success",
      // The revenue calculator under the card (decision 061).
      "Estimate it for your clinic",
    ]);
    await expect(pricing).toContainText(/share of each new patient's first visit/);
    await expectNewTabLink(
      pricing.getByRole("link", { name: "Get Started for Free", exact: true }),
      DEFAULTS.bookingUrl,
    );
    // The overlay is off by default: no dialog, no script.
    await expect(page.locator("dialog")).toHaveCount(0);
  });

  test("the checklist of seven capabilities", async ({ page }) => {
    const checklist = section(page, "Everything you need to fill your calendar");
    const items = checklist.getByRole("listitem");
    await expect(items).toHaveCount(7);
    const titles = [
      "Ad campaign connection",
      "CRM sync",
      "ChatGPT-style conversation",
      "Lead qualification",
      "Appointment setting",
      "Follow-up on cold leads",
      "WhatsApp/Facebook/Instagram",
    ];
    for (const [index, title] of titles.entries()) await expect(items.nth(index)).toContainText(title);
  });

  test("contact section: heading, subtext and the form island", async ({ page }) => {
    const contact = section(page, "Get started with ChatToBook");
    await expect(contact).toHaveAttribute("id", "contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Get started with ChatToBook");
    await expect(
      contact.getByText("Fill out the form below and we'll get back to you within 24 hours"),
    ).toBeVisible();
    await expect(contact.locator("astro-island[client='visible']")).toHaveCount(1);
    await expect(contact.locator("form")).toHaveCount(1);
  });

  test("footer: brand, tagline, section links, social profile in a new tab, copyright year", async ({
    page,
  }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("ChatToBook", { exact: true })).toBeVisible();
    await expect(footer.locator("svg").first()).toBeVisible();
    await expect(footer).toContainText(
      "The AI booking assistant that turns your clinic's chats into confirmed bookings.",
    );
    await expectNewTabLink(
      footer.getByRole("link", { name: "Follow ChatToBook on LinkedIn", exact: true }),
      DEFAULTS.socialUrl,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ChatToBook. All rights reserved.`);
    const nav = page.getByRole("navigation", { name: "Footer" });
    await expect(nav.getByRole("link")).toHaveText([
      "Features",
      "How it works",
      "Integrations",
      "Pricing",
      "Contact",
    ]);
  });

  test("floating 'Talk with ChatToBook' opens WhatsApp with the greeting prefilled", async ({ page }) => {
    await expectFloatingChat(page);
  });

  test("every link that leaves the site opens a new tab with rel=noopener noreferrer", async ({ page }) => {
    const origin = new URL(page.url()).origin;
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    const external = links.filter((link) => new URL(link.href).origin !== origin);
    // Top bar, hero, pricing, footer social, floating chat (the form's own links hydrate later).
    expect(external.length).toBeGreaterThanOrEqual(5);
    for (const link of external) {
      expect(link, link.href).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    }
    // Nothing else is linked: the scheduling page, the social profile and WhatsApp.
    const allowed = [DEFAULTS.bookingUrl, DEFAULTS.socialUrl, "https://wa.me"].map(
      (url) => new URL(url).origin,
    );
    for (const link of external) expect(allowed, link.href).toContain(new URL(link.href).origin);
  });

  test("once loaded, every section is painted, not just those near the screen", async ({ page }) => {
    await expectAllSectionsPainted(page);
  });

  test("the brand link scrolls back to the top", async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("banner").getByRole("link", { name: "ChatToBook", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("smooth scrolling only for visitors who have not asked for reduced motion", async ({ page }) => {
    const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await behaviour()).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await behaviour()).toBe("auto");
  });

  test("skip link, landmarks and a logical heading outline", async ({ page }) => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectLogicalHeadings(page);
  });

  test("the floating button shows a focus ring when reached by keyboard", async ({ page }) => {
    const social = page.getByRole("link", { name: "Follow ChatToBook on LinkedIn", exact: true });
    await social.focus();
    await page.keyboard.press("Tab");
    const chat = page.getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
    await expect(chat).toBeFocused();
    const ring = await chat.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        visible: el.matches(":focus-visible"),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(ring).toMatchObject({ visible: true, style: "solid" });
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  test("SEO: title, description, canonical, Open Graph, Twitter and JSON-LD", async ({ page, request }) => {
    await expect(page).toHaveTitle("ChatToBook | Turn chats into confirmed bookings");
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[name="description"]')).toMatch(
      /^ChatToBook answers your clinic's WhatsApp messages/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${DEFAULTS.siteUrl}/`);
    expect(await meta('meta[property="og:title"]')).toBe("ChatToBook | Turn chats into confirmed bookings");
    expect(await meta('meta[property="og:url"]')).toBe(`${DEFAULTS.siteUrl}/`);
    expect(await meta('meta[property="og:image"]')).toBe(`${DEFAULTS.siteUrl}/og/en.png`);
    expect(await meta('meta[property="og:image:width"]')).toBe("1200");
    expect(await meta('meta[property="og:image:height"]')).toBe("630");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:image"]')).toBe(`${DEFAULTS.siteUrl}/og/en.png`);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    const types = (jsonLd["@graph"] as { "@type": string; name: string }[]).map((node) => node["@type"]);
    expect(types).toEqual(["Organization", "Service", "WebPage", "FAQPage"]);
    expect(jsonLd["@graph"][0].name).toBe("ChatToBook");

    // The shared files exist on this server: social image (1200×630 PNG), favicons, robots, sitemap.
    const og = await request.get("/og/en.png");
    expect(og.status()).toBe(200);
    const png = await og.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100 * 1024);
    for (const icon of await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').all()) {
      const href = (await icon.getAttribute("href")) ?? "";
      // The SVG icon is inlined so nothing is fetched before the first paint (decision 042).
      // A URL with a space is not valid HTML, though browsers accept it.
      expect(href).not.toMatch(/\s/);
      const inlineSvg = /^data:image\/svg\+xml,(.*)$/.exec(href);
      if (inlineSvg) expect(decodeURIComponent(inlineSvg[1] ?? "")).toMatch(/^<svg [^>]*viewBox=.*<\/svg>$/);
      else expect((await request.get(href)).status(), href).toBe(200);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${DEFAULTS.siteUrl}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${DEFAULTS.siteUrl}/</loc>`);
    expect(sitemap).not.toContain("404");
  });

  test("every page keeps its styles in the head, where HTML allows them", async ({ request }) => {
    // Astro's islands' style and the form's no-script style come out in the body; the build moves them.
    for (const path of ["/", "/es/", "/pt-br/", "/privacy/", "/es/privacy/", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      const body = html.slice(html.search(/<body\b/));
      expect(body.length, path).toBeLessThan(html.length);
      expect(body.match(/<style\b[^>]*>.{0,60}/g), path).toBeNull();
    }
  });

  test("no JavaScript file loads before the visitor scrolls toward the form", async ({ page }) => {
    const scripts: string[] = [];
    // The one exception: the measurement's web-vitals, fetched once the page is idle after load (decision 027).
    const vitals = /\/web-vitals\.[\w-]+\.js$/;
    page.on("request", (request) => {
      if (request.resourceType() === "script" && !vitals.test(request.url())) scripts.push(request.url());
    });
    await page.reload({ waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    // The browser's own clock says when web-vitals was fetched: after the load event had ended.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const fetched = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/web-vitals\.[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { loadEnd: navigation?.loadEventEnd ?? 0, fetched };
    });
    for (const start of timing.fetched) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
    // Near the form, the island hydrates.
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test("no console errors, including after the form island hydrates", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.reload({ waitUntil: "networkidle" });
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(page.locator("astro-island[component-url*='ContactForm']")).not.toHaveAttribute("ssr", /.*/);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("no serious or critical accessibility violations (axe-core, WCAG 2.2 AA)", async ({ page }) => {
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("home page on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no horizontal overflow at 375 px", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the floating button stays compact and clear of the form's submit button", async ({ page }) => {
    await page.goto("/");
    await expectFloatingChat(page);
    const chat = page.getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
    expect((await boxOf(chat)).width).toBeLessThanOrEqual(64);
    await expectChatClearOfSubmit(page);
    // At the very end of the page it covers nothing in the footer either.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect
      .poll(() => page.evaluate(() => window.innerHeight + window.scrollY))
      .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
    const copyright = await boxOf(page.getByText(/© \d{4} ChatToBook/));
    const social = await boxOf(
      page.getByRole("link", { name: "Follow ChatToBook on LinkedIn", exact: true }),
    );
    expect(overlap(copyright, await boxOf(chat))).toBe(false);
    expect(overlap(social, await boxOf(chat))).toBe(false);
  });

  test("once loaded, every section is painted, though phones render them after parsing", async ({ page }) => {
    await page.goto("/");
    await expectAllSectionsPainted(page);
  });

  test("phones skip the section under the hero outright until the frame after the first paint", async ({
    page,
  }) => {
    // Within half a screen of the first view, `content-visibility: auto` rendered it with the hero,
    // in the first paint's task (3 ms of it, decision 069).
    await page.addInitScript(() =>
      addEventListener("DOMContentLoaded", () => {
        const section = document.getElementById("features");
        Object.assign(window, { atParse: section && getComputedStyle(section).contentVisibility });
      }),
    );
    await page.goto("/");
    await expectAllSectionsPainted(page);
    expect(await page.evaluate(() => (window as unknown as { atParse: string }).atParse)).toBe("hidden");
  });

  test("a reload lands where the visitor was, though phones render the sections after parsing", async ({
    page,
  }) => {
    // Restored among the skipped sections' guessed heights, it landed 600-1,100 px away.
    await page.goto("/");
    await expectAllSectionsPainted(page);
    for (const id of ["how-it-works", "pricing"]) {
      const section = page.locator(`#${id}`);
      const offsetInSection = () => section.evaluate((el) => -Math.round(el.getBoundingClientRect().top));
      await section.evaluate((el) =>
        scrollTo({ top: el.getBoundingClientRect().top + scrollY + 300, behavior: "instant" }),
      );
      expect(await offsetInSection()).toBe(300);
      await page.reload();
      await expectAllSectionsPainted(page);
      await expect.poll(offsetInSection).toBeGreaterThanOrEqual(296);
      expect(await offsetInSection()).toBeLessThanOrEqual(304);
    }
  });

  test("phones render the sections in document order, as many per frame as fit its budget", async ({
    context,
  }) => {
    // One per frame repeated each frame's fixed work a dozen times; all at once would be one long
    // task. Each section is laid out as it is switched on, and the frame ends once 8 ms have gone
    // (RenderSectionsAfterParse.astro). The clock here is the test's: a slow phone's, on which
    // every section costs 10 ms, then a fast one's, on which it costs 1 ms.
    const renders = async (msPerSection: number) => {
      const page = await context.newPage();
      await page.addInitScript((step) => {
        let now = 0;
        performance.now = () => (now += step / 2);
      }, msPerSection);
      const renderedPerFrame = await recordBlocksRenderedPerFrame(page);
      await page.goto("/");
      await expectAllSectionsPainted(page);
      const frames = await renderedPerFrame();
      await page.close();
      return frames;
    };
    const slow = await renders(10);
    expect(slow.every((frame) => frame.length === 1)).toBe(true);
    expect(slow.flat().slice(0, 3)).toEqual(["Example conversation", "features", "how-it-works"]);
    const fast = await renders(1);
    expect(fast.length).toBeLessThanOrEqual(2);
    expect(fast.flat()).toEqual(slow.flat());
  });
});

test.describe("home page at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the top bar still fits: brand and 'Book a demo' fully on screen, no overflow", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "ChatToBook", exact: true })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole("link", { name: "Book a demo", exact: true })).toBeInViewport({ ratio: 1 });
  });

  test("the floating button never covers the form's submit button", async ({ page }) => {
    await page.goto("/");
    await expectChatClearOfSubmit(page);
  });
});
