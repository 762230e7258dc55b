import { expect, test, type Page, type Response } from "@playwright/test";
import { DEFAULT_LEAD_RETENTION_DAYS } from "#src/core/settings/retention.ts";
import { openContactForm, sendValidLead, toasts } from "./contact-helpers.ts";
import { DEFAULTS, seriousAxeViolations } from "./landing-helpers.ts";

/*
 * Issue 11, what the visitor sees: the privacy page, the footer's legal links, and the guarantee
 * that a visit sets no cookie and talks to nobody but this site and the configured Supabase.
 */

test.describe("privacy page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/privacy/");
  });

  test("states controller, purpose, recipients, retention, rights, complaints and 'no cookies'", async ({
    page,
  }) => {
    await expect(page).toHaveTitle("Privacy policy | ChatToBook");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      "Who is responsible for your data",
      "What we collect, and why",
      "Who receives it",
      "How long we keep it",
      "Your rights",
      "Complaints",
      // The tested build measures visits (PUBLIC_ANALYTICS defaults to on).
      "How we measure visits",
      "No cookies, no third parties",
    ]);
    // The tested build has no controller values: the page says what to set instead of inventing them.
    await expect(page.getByRole("note")).toContainText("PUBLIC_CONTROLLER_NAME and PUBLIC_PRIVACY_EMAIL");
    await expect(
      page.getByText(`deleted automatically ${DEFAULT_LEAD_RETENTION_DAYS} days after`),
    ).toBeVisible();
    await expect(page.getByText("This site sets no cookies")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${DEFAULTS.siteUrl}/privacy/`,
    );
  });

  test("is in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${DEFAULTS.siteUrl}/privacy/</loc>`);
  });

  test("no serious or critical accessibility violations (axe-core, WCAG 2.2 AA)", async ({ page }) => {
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("legal links", () => {
  for (const path of ["/", "/privacy/", "/no-such-page"]) {
    test(`the footer of ${path} links to Privacy, and to no Imprint when none is configured`, async ({
      page,
    }) => {
      await page.goto(path);
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
      await expect(legal.getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute(
        "href",
        "/privacy/",
      );
      await expect(legal.getByRole("link", { name: "Imprint" })).toHaveCount(0);
    });
  }

  test("the notice next to 'Get Started' says who receives the data and links the privacy page", async ({
    page,
  }) => {
    const f = await openContactForm(page);
    await expect(f.form.getByText("ChatToBook uses your details only to answer this request.")).toBeVisible();
    await f.form.getByRole("link", { name: "Privacy policy", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
  });
});

/** Scrolls to the very bottom in viewport steps, so everything lazy on the way gets its chance to load. */
async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
    });
    if (atBottom) return;
  }
}

test("a visit sets no cookie and requests nothing from anyone but this site and the configured Supabase", async ({
  page,
  context,
}, testInfo) => {
  const ownOrigin = new URL(testInfo.project.use.baseURL ?? "").origin;
  const allowed = new Set([
    ownOrigin,
    ...(DEFAULTS.supabaseUrl ? [new URL(DEFAULTS.supabaseUrl).origin] : []),
  ]);
  const requested: string[] = [];
  const responses: Response[] = [];
  context.on("request", (request) => requested.push(request.url()));
  context.on("response", (response) => responses.push(response));
  const cookies: string[] = [];
  const recordDocumentCookie = async () => cookies.push(await page.evaluate(() => document.cookie));

  await sendValidLead(page, testInfo);
  await expect(toasts(page).success).toBeVisible();
  await scrollThrough(page);
  await recordDocumentCookie();

  for (const path of ["/privacy/", "/no-such-page"]) {
    await page.goto(path);
    await scrollThrough(page);
    await recordDocumentCookie();
  }

  // Data URLs never leave the browser; everything else must go to an allowed origin.
  const outside = requested.filter((url) => !url.startsWith("data:") && !allowed.has(new URL(url).origin));
  expect(outside).toEqual([]);
  expect(requested.some((url) => url.includes("/rest/v1/contact_submissions"))).toBe(true);
  expect(cookies).toEqual(["", "", ""]);
  expect(await context.cookies()).toEqual([]);
  const setCookie = await Promise.all(responses.map((response) => response.headerValue("set-cookie")));
  expect(setCookie.filter((value) => value !== null)).toEqual([]);
});
