import { expect, test, type Page } from "@playwright/test";
import { LOCALE_INFO } from "#src/core/locales.ts";
import { DEFAULTS } from "./landing-helpers.ts";
import { homePageIn } from "#tests/support/page-content.ts";

/*
 * Arabic, right to left (decisions 064 to 066): the page mirrors, addresses and numbers
 * stay left to right, and the Arabic face (the build's subset) loads on Arabic pages only. What
 * every language shares (hreflang, switcher, form, 404, axe) is in i18n.spec.ts.
 */

const content = homePageIn("ar", DEFAULTS, { localeUrl: (path) => `/ar/${path}` });
/** The build's subset of the face (src/integrations/arabic-face.ts), emitted hashed. */
const FONT = /\/_astro\/noto-sans-arabic\.[\w-]+\.woff2/;

test("reads right to left, in Arabic, and names itself in the switcher", async ({ page }) => {
  await page.goto("/ar/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const languages = page.getByRole("contentinfo").getByRole("navigation", { name: content.ui.languageLabel });
  await expect(languages.getByRole("link", { name: "العربية", exact: true })).toHaveAttribute("href", "/ar/");
  // The page's start is on the right: the hero's heading ends nearer the right edge than it starts.
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(width - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan(box?.x ?? 0);
});

test("arrows point the reading way; check marks do not flip", async ({ page }) => {
  await page.goto("/ar/");
  // The hero in either language: the section the page's h1 names.
  const hero = page.locator("section:has(#hero-heading)");
  // Tailwind's scale-x sets the `scale` property, not `transform`.
  const scale = (selector: string) =>
    hero
      .locator(selector)
      .first()
      .evaluate((icon) => getComputedStyle(icon).scale);
  expect(await scale(".lucide-arrow-right")).toBe("-1 1");
  expect(await scale(".lucide-check")).toBe("none");
  await page.goto("/");
  expect(await scale(".lucide-arrow-right")).toBe("none");
});

test("phone and e-mail are typed and shown left to right", async ({ page }) => {
  await page.goto("/ar/#contact");
  const form = page.getByRole("form", { name: content.contact.form.formLabel });
  const phone = form.getByLabel(content.contact.form.labels.phone, { exact: true });
  await expect(phone).toHaveAttribute("dir", "ltr");
  await expect(phone).toHaveAttribute("placeholder", "+971 50 123 4567");
  await expect(form.getByLabel(content.contact.form.labels.email, { exact: true })).toHaveAttribute(
    "dir",
    "ltr",
  );
  // Isolated left to right, so `+971` starts the line the way it is written.
  expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
  await expect(page.getByRole("banner").getByText(DEFAULTS.brandName, { exact: true })).toHaveAttribute(
    "dir",
    "auto",
  );
});

test("the Arabic face is declared on Arabic pages only, with font-display swap, not preloaded", async ({
  page,
  request,
}) => {
  const ar = await (await request.get("/ar/")).text();
  expect(ar).toMatch(FONT);
  expect(ar).toMatch(/font-display: swap/);
  expect(ar).not.toMatch(/rel="preload"[^>]*woff2/);
  const home = await (await request.get("/")).text();
  expect(home).not.toMatch(/noto-sans-arabic/i);
  const stylesheets = [...home.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  for (const href of stylesheets)
    expect(await (await request.get(href ?? "")).text()).not.toMatch(/noto-sans-arabic/i);
  // And the English page, loaded, asks for no font file at all.
  const fonts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "font") fonts.push(sent.url());
  });
  await page.goto("/", { waitUntil: "load" });
  expect(fonts).toEqual([]);
});

/** The page's top-level blocks, each of which takes the face (ArabicType.astro). */
const BLOCKS = "body > :not(main, script, style, template), main > :not(script, style, template)";

/** Waits until every top-level block has the face switched on. */
const faceOn = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator(BLOCKS)
        .evaluateAll((blocks) => blocks.every((block) => block.hasAttribute("data-arabic-type"))),
    )
    .toBe(true);

test("switches the face on before the sections render: the skipped blocks at once, the rendered ones one per frame", async ({
  page,
}) => {
  // On a phone. Each MutationObserver callback runs after the frame callback that made its changes:
  // rendered blocks switched in one frame would arrive together, and re-lay out the page in one
  // long task. A section rendered before its switch would be laid out twice, in the fallback first.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const batches: string[][] = [];
    Object.assign(window, { switchBatches: batches });
    const name = (el: Element) => el.id || el.getAttribute("aria-labelledby") || el.tagName;
    new MutationObserver((records) =>
      batches.push(
        records.map((record) =>
          record.attributeName === "style"
            ? `render ${name(record.target as Element)}`
            : `face ${name(record.target as Element)}`,
        ),
      ),
    ).observe(document, { attributes: true, attributeFilter: ["data-arabic-type", "style"], subtree: true });
  });
  await page.goto("/ar/");
  await faceOn(page);
  await expect
    .poll(() => page.locator("#contact").evaluate((el) => (el as HTMLElement).style.contentVisibility))
    .toBe("visible");
  const batches = (
    await page.evaluate(() => (window as unknown as { switchBatches: string[][] }).switchBatches)
  ).map((batch) => batch.filter((change) => change.startsWith("face") || change.startsWith("render")));
  const flat = batches.flat();
  // The sections still skipped take it together, in one frame…
  const skipped = batches.find((batch) => batch.includes("face features"));
  expect(skipped, JSON.stringify(batches)).toEqual(expect.arrayContaining(["face pricing", "face faq"]));
  // …the top bar and the hero one per frame…
  for (const block of ["face HEADER", "face hero-heading"])
    expect(batches.find((batch) => batch.includes(block))?.filter((c) => c.startsWith("face"))).toEqual([
      block,
    ]);
  // …and only then does any section render.
  const firstRender = flat.findIndex((change) => change.startsWith("render"));
  expect(firstRender).toBeGreaterThan(flat.indexOf("face hero-heading"));
  expect(flat.filter((change) => change === "face HTML")).toEqual([]);
});

test("the Arabic text is drawn in the Noto face, no letter in a fallback", async ({ page }) => {
  await page.goto("/ar/");
  // Switched on after the first paint (decision 065).
  await faceOn(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => [...document.fonts].map((face) => [face.family, face.status]))).toEqual([
    ["Noto Sans Arabic Variable", "loaded"],
  ]);
  // What Chromium really drew each piece of text with, as DevTools shows it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const notArabic = /[^\p{Script_Extensions=Arabic}]/gu;
  for (const selector of ["#hero-heading", "main p", "footer a[href='/ar/privacy/']"]) {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    const noto = fonts.filter((font) => /^Noto Sans Arabic/.test(font.familyName));
    expect(noto, selector).toEqual([expect.objectContaining({ isCustomFont: true })]);
    // Spaces, digits and Latin words take the system face; every Arabic letter is Noto's.
    const text = await page.locator(selector).first().textContent();
    const others = fonts
      .filter((font) => !noto.includes(font))
      .reduce((sum, font) => sum + font.glyphCount, 0);
    expect(others, `${selector}: ${JSON.stringify(fonts)}`).toBeLessThanOrEqual(
      text?.match(notArabic)?.length ?? 0,
    );
  }
});

for (const width of [320, 375, 768, 1024, 1440]) {
  test(`no horizontal overflow at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/ar/", "/ar/privacy/"]) {
      await page.goto(path);
      await faceOn(page);
      await page.evaluate(() => document.fonts.ready);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${path} at ${width} px`).toBeLessThanOrEqual(client);
    }
  });
}

test("uses Latin digits (ar-u-nu-latn)", async ({ page }) => {
  expect(LOCALE_INFO.ar.numberingSystem).toBe("latn");
  await page.goto("/ar/");
  const footer = await page.getByRole("contentinfo").textContent();
  expect(footer).toMatch(/© \d{4}/);
  expect(footer).not.toMatch(/[\u0660-\u0669]/);
});
