import { expect, test, type APIRequestContext } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium.ts";
import { LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { contactForm, expectHydrated, fillContactForm, uniqueEmail, validValues } from "./contact-helpers.ts";

/*
 * The measurement beacon in a real browser against the real server (issue 13, decision 027): a
 * visit, clicks on each call to action, a stored lead and the Web Vitals arrive as events, and
 * the page keeps nothing on the device. The browser says it is a desktop Chrome: the default
 * headless user agent is a robot, whose events the database drops (every other browser test
 * therefore leaves no events behind, so this one can count its own). It leaves the page for
 * another one, which hides it: web-vitals reports INP and CLS only then.
 */

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

interface StoredEvent {
  name: string;
  path: string;
  locale: string;
  referrer_host: string | null;
  target: string | null;
  metric: string | null;
  value: number | null;
  visitor_hash: string;
}

const events = async (request: APIRequestContext): Promise<StoredEvent[]> => {
  const response = await request.get(
    "/rest/v1/analytics_events?select=name,path,locale,referrer_host,target,metric,value,visitor_hash&order=id",
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredEvent[];
};

// One after another: each test counts the events stored since it began, so none may add to another's.
test.describe.configure({ mode: "default" });

test.use({
  userAgent: CHROME,
  // Also as the browser's own switch: the page's setting does not reach a beacon sent while the
  // page is being left (INP and CLS are sent then), which would go out as HeadlessChrome and be
  // dropped as a robot's.
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, `--user-agent=${CHROME}`] },
});

test("a visit, every call to action, a lead and the Web Vitals are counted, and nothing is stored on the device", async ({
  page,
  request,
}, testInfo) => {
  // The calls to action open other sites in new tabs; keep those from leaving the machine.
  await page.context().route(/^https:\/\/(cal\.example\.com|wa\.me)\//, (route) => route.abort());
  const before = (await events(request)).length;
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/rest/v1/analytics_events")) sent.push(req.url());
  });

  await page.goto("/");
  await expect
    .poll(async () => (await events(request)).slice(before).map((e) => e.name))
    .toContain("pageview");
  // web-vitals reports TTFB and FCP as soon as it loads: from then on it sees every interaction.
  await expect
    .poll(async () => (await events(request)).slice(before).map((e) => e.metric))
    .toEqual(expect.arrayContaining(["FCP", "TTFB"]));

  const clickAndClose = async (name: string | RegExp, where = page.locator("body")) => {
    const popup = page.waitForEvent("popup");
    await where.getByRole("link", { name, exact: true }).first().click();
    await (await popup).close();
  };
  await clickAndClose("Book a demo", page.getByRole("banner"));
  await clickAndClose("Book a demo", page.getByRole("main"));
  await clickAndClose("Get Started for Free");
  await clickAndClose("Talk with ChatToBook on WhatsApp");

  const form = contactForm(page);
  await form.form.scrollIntoViewIfNeeded();
  await expectHydrated(form.form);
  await fillContactForm(form, validValues(uniqueEmail(testInfo)));
  // A key press in a field runs React's handlers: an interaction for INP, besides the clicks.
  await form.name.press("End");
  await form.submit.click();
  await expect(page.getByRole("status").filter({ hasText: "Success!" })).toBeVisible();

  // Leaving for another page of the site hides this one (visibilitychange, then pagehide): that
  // is when web-vitals reports CLS and INP, and LCP is final by then.
  await page.goto("/404-from-analytics-test");

  await expect
    .poll(async () => {
      const mine = (await events(request)).slice(before);
      return {
        pageviews: mine.filter((e) => e.name === "pageview").map((e) => e.path),
        clicks: mine.filter((e) => e.name === "cta_click").map((e) => e.target),
        leads: mine.filter((e) => e.name === "lead").length,
        vitals: [
          ...new Set(mine.filter((e) => e.name === "web_vital" && e.path === "/").map((e) => e.metric)),
        ].sort(),
      };
    })
    .toEqual({
      // A path outside the site is stored as one bucket, never as typed.
      pageviews: ["/", "/other"],
      clicks: ["book_demo", "book_demo", "get_started", "whatsapp"],
      leads: 1,
      vitals: ["CLS", "FCP", "INP", "LCP", "TTFB"],
    });

  const vitals = new Map(
    (await events(request))
      .slice(before)
      .filter((e) => e.name === "web_vital" && e.path === "/")
      .map((e) => [e.metric, e.value]),
  );
  // Each one stored once for the visit to "/", with a value a real page can have.
  expect(vitals.get("CLS")).toBeGreaterThanOrEqual(0);
  expect(vitals.get("CLS")).toBeLessThan(1);
  expect(vitals.get("INP")).toBeGreaterThan(0);
  for (const metric of ["LCP", "FCP", "TTFB"]) expect(vitals.get(metric)).toBeGreaterThan(0);
  expect(vitals.get("FCP")).toBeLessThanOrEqual(vitals.get("LCP") ?? 0);

  const mine = (await events(request)).slice(before);
  expect(new Set(mine.map((e) => e.visitor_hash)).size).toBe(1);
  expect(mine.every((e) => e.locale === "en" && e.referrer_host === null)).toBe(true);
  // sendBeacon cannot set headers: the key rides in the query string, as Supabase accepts it.
  expect(sent.every((url) => new URL(url).searchParams.has("apikey"))).toBe(true);

  // Cookieless and storage-free: nothing in cookies, localStorage or sessionStorage.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual([
    "",
    0,
    0,
  ]);
});

// Each page's views are stored under the site's locale code: <html lang> is a BCP 47 tag
// ("es-419"), which the table's locale check refuses (every /es/ view was lost when it was sent).
for (const locale of SUPPORTED_LOCALES.filter((code) => code !== DEFAULT_LOCALE))
  test(`a visit to /${locale}/ is counted under the locale ${locale}`, async ({ page, request }) => {
    const before = (await events(request)).length;
    await page.goto(`/${locale}/`);
    await expect
      .poll(async () =>
        (await events(request))
          .slice(before)
          .filter((e) => e.name === "pageview" && e.path === `/${locale}/`)
          .map((e) => e.locale),
      )
      .toEqual([locale]);
  });
