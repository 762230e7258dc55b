import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { homePath, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { expectHydrated, storedRows, uniqueEmail } from "./contact-helpers.ts";
import { DEFAULTS } from "./landing-helpers.ts";
import { loadFacts } from "#src/content/copy/facts.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { buildNotFound } from "#src/sections/not-found/content.ts";
import { pageContext } from "#src/sections/page-context.ts";
import { homePageIn, privacyPageIn } from "#tests/support/page-content.ts";

/*
 * The site in each language: /, /es/, /pt-br/ and their 404 pages. The tested build has the
 * default PUBLIC_LOCALES (all three). Expected copy comes from the same catalogues the build used.
 */

const copy = (locale: Locale) =>
  homePageIn(locale, DEFAULTS, { localeUrl: (path) => `${homePath(locale)}${path}` });

for (const locale of SUPPORTED_LOCALES) {
  const { tag, name } = LOCALE_INFO[locale];
  const content = copy(locale);
  const notFound = buildNotFound(
    pageContext(DEFAULTS, locale, loadLocaleCopy(locale).landing, loadFacts(), {
      localeUrl: (path) => `${homePath(locale)}${path}`,
    }),
  );

  test.describe(`${name} (${homePath(locale)})`, () => {
    test("declares its language and links every language's version", async ({ page }) => {
      const response = await page.goto(homePath(locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.heading);
      await expect(page).toHaveTitle(content.meta.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${DEFAULTS.siteUrl}${homePath(locale)}`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      expect(alternates).toEqual([
        ...SUPPORTED_LOCALES.map((other) => [
          LOCALE_INFO[other].tag,
          `${DEFAULTS.siteUrl}${homePath(other)}`,
        ]),
        ["x-default", `${DEFAULTS.siteUrl}/`],
      ]);
      expect(alternates.map(([hreflang]) => hreflang)).toContain("ar");
      await expect(page.locator("html")).toHaveAttribute("dir", LOCALE_INFO[locale].dir);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        LOCALE_INFO[locale].ogLocale,
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd["@graph"]).toContainEqual(
        expect.objectContaining({ "@type": "WebPage", inLanguage: tag }),
      );
    });

    test("switches language with plain links in the footer and the top bar, by keyboard too", async ({
      page,
    }) => {
      await page.goto(homePath(locale));
      const footerNav = page
        .getByRole("contentinfo")
        .getByRole("navigation", { name: content.ui.languageLabel });
      for (const other of SUPPORTED_LOCALES) {
        const link = footerNav.getByRole("link", { name: LOCALE_INFO[other].name, exact: true });
        await expect(link).toHaveAttribute("href", homePath(other));
        await expect(link).toHaveAttribute("hreflang", LOCALE_INFO[other].tag);
        if (other === locale) await expect(link).toHaveAttribute("aria-current", "page");
      }
      // The top bar's menu is a native disclosure: Enter opens it, Tab reaches its links.
      const other = locale === "es" ? "pt-br" : "es";
      const menu = page.getByRole("banner").locator("summary", { hasText: content.ui.languageLabel });
      await expect(menu).toHaveText(`${content.ui.languageLabel}: ${name} ${LOCALE_INFO[locale].short}`);
      await menu.focus();
      await page.keyboard.press("Enter");
      const target = page
        .getByRole("banner")
        .getByRole("link", { name: LOCALE_INFO[other].name, exact: true });
      await expect(target).toBeVisible();
      await target.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${homePath(other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[other].tag);
    });

    test("has its privacy page in its own language, under its own law's names", async ({ page }) => {
      // Headings do not depend on the retention period, so any value builds the expected ones.
      const privacy = privacyPageIn(locale, DEFAULTS, { retentionDays: 1 });
      const response = await page.goto(`${homePath(locale)}privacy/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page).toHaveTitle(privacy.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings)
        expect(privacy.sections.map((section) => section.heading)).toContain(heading);
      // Every notice says when it last changed, as its own file dates it.
      await expect(page.getByRole("main").locator("time")).toHaveAttribute("datetime", privacy.updated.date);
      await expect(page.getByRole("main").locator("time")).toHaveText(privacy.updated.line);
      const text = (await page.getByRole("main").textContent()) ?? "";
      if (locale === "pt-br") {
        expect(text).toContain("LGPD");
        expect(text).toContain("ANPD");
        // Brazil says GDPR; RGPD is Portugal's name for it.
        expect(text).toContain("GDPR");
        expect(text).not.toContain("RGPD");
      }
      if (locale === "es") {
        expect(text).toContain("RGPD");
        expect(text).not.toMatch(/\bGDPR/);
      }
      if (locale === "ar") {
        expect(text).toContain("المرسوم بقانون اتحادي رقم (45) لسنة 2021");
        expect(text).toContain("نظام حماية البيانات الشخصية (PDPL)");
      }
    });

    test("never redirects on Accept-Language", async ({ request }) => {
      const response = await request.get(homePath(locale), {
        headers: { "Accept-Language": locale === "en" ? "pt-BR,pt;q=0.9" : "en-US,en;q=0.9" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<html lang="${tag}"`);
    });

    test("greets on WhatsApp in its language from the floating button", async ({ page }) => {
      await page.goto(homePath(locale));
      const link = page
        .getByRole("complementary", { name: content.floatingChat.regionLabel })
        .getByRole("link", { name: content.floatingChat.name, exact: true });
      await expect(link).toBeVisible();
      const text = new URL((await link.getAttribute("href")) ?? "").searchParams.get("text");
      expect(text).toBe(new URL(content.floatingChat.href).searchParams.get("text"));
      // Its own words: never the English greeting.
      const english = new URL(copy("en").floatingChat.href).searchParams.get("text");
      if (locale !== "en") expect(text).not.toBe(english);
    });

    test("contact form: its own labels and messages, and the row records the language", async ({
      page,
      request,
    }, testInfo) => {
      const form = content.contact.form;
      await page.goto(`${homePath(locale)}#contact`);
      const contact = page.getByRole("form", { name: form.formLabel });
      const submit = contact.getByRole("button", { name: form.submit, exact: true });
      await contact.scrollIntoViewIfNeeded();
      await expectHydrated(contact);
      // An empty submit: every required field says what is wrong, in this language.
      await submit.click();
      for (const message of [
        form.validation.nameRequired,
        form.validation.emailRequired,
        form.validation.phoneRequired,
        form.validation.clinicNameRequired,
      ])
        await expect(contact.getByText(message, { exact: true })).toBeVisible();
      await expect(contact.getByLabel(form.labels.name, { exact: true })).toBeFocused();

      const email = uniqueEmail(testInfo, `-${locale}`);
      await contact.getByLabel(form.labels.name, { exact: true }).fill("Ana García");
      await contact.getByLabel(form.labels.email, { exact: true }).fill(email);
      await contact.getByLabel(form.labels.phone, { exact: true }).fill("+34 600 000 000");
      await contact.getByLabel(form.labels.clinicName, { exact: true }).fill("Clínica Sonrisa");
      await contact.getByRole("checkbox", { name: form.whatsappOptIn }).check();
      // Beside the button, what sending means: in Spanish, the authorisation Colombia and Argentina
      // ask for, given by this click, and proven by the stored row's language and time (decision 076).
      await expect(contact.getByText(form.notice.text)).toBeVisible();
      await submit.click();
      await expect(page.getByRole("status").filter({ hasText: form.success.title })).toBeVisible();
      const rows = await storedRows(request, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: "Ana García", locale, whatsapp_opt_in: true });
      expect(rows[0]?.created_at).toEqual(expect.any(String));
    });

    test("answers a missing path with its own 404 page, status 404", async ({ page }) => {
      const response = await page.goto(`${homePath(locale)}no-such-page/here`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByRole("main").getByRole("link", { name: notFound.home.label })).toHaveAttribute(
        "href",
        homePath(locale),
      );
      await expect(page.getByRole("link", { name: content.floatingChat.name, exact: true })).toBeVisible();
    });

    test("fits a 320 px phone: no horizontal overflow, the footer offers the languages", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of [homePath(locale), `${homePath(locale)}missing`]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          320,
        );
        const languages = page
          .getByRole("contentinfo")
          .getByRole("navigation", { name: content.ui.languageLabel });
        await languages.scrollIntoViewIfNeeded();
        await expect(languages.getByRole("link")).toHaveCount(SUPPORTED_LOCALES.length);
        for (const link of await languages.getByRole("link").all()) await expect(link).toBeInViewport();
      }
    });

    for (const width of [375, 1440]) {
      test(`has no axe violations at ${width} px, home with every FAQ answer open, and 404`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of [homePath(locale), `${homePath(locale)}missing`]) {
          await page.goto(path);
          await page.locator("#faq details").evaluateAll((items) => {
            for (const item of items) item.setAttribute("open", "");
          });
          expect(await axeViolations(page), path).toEqual([]);
        }
      });
    }
  });
}

/** Every axe-core violation (WCAG 2.2 A/AA and best practice), of any impact. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
