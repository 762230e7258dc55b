import { expect, test, type Page } from "@playwright/test";
import { E2E_SERVERS } from "#scripts/e2e-servers.ts";
import { collectConsoleErrors, DEFAULTS, expectNewTabLink, seriousAxeViolations } from "./landing-helpers.ts";

/*
 * The build with PUBLIC_BOOKING_OVERLAY=true: 'Get Started for Free' opens the scheduling page in a
 * native <dialog> instead of a new tab, and still works as a plain new-tab link without JavaScript.
 */
test.use({ baseURL: E2E_SERVERS.overlay.url });

const BOOKING_STUB = "<!doctype html><title>Booking</title><p>Pick a time</p>";

/** The scheduling page is on the internet; tests answer for it so they run offline. */
async function stubBookingPage(page: Page) {
  await page
    .context()
    .route(`${new URL(DEFAULTS.bookingUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: BOOKING_STUB }),
    );
}

const trigger = (page: Page) => page.getByRole("link", { name: "Get Started for Free" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Book your free setup call" });

test.describe("booking overlay", () => {
  test.beforeEach(async ({ page }) => {
    await stubBookingPage(page);
    await page.goto("/");
  });

  test("the trigger stays a real new-tab link to the scheduling page", async ({ page }) => {
    // Without a description: a script turns it into the dialog's trigger.
    await expectNewTabLink(trigger(page), DEFAULTS.bookingUrl, false);
    await expect(trigger(page)).toHaveAttribute("aria-haspopup", "dialog");
    // Nothing loads until the visitor asks for it.
    await expect(page.locator("#booking-dialog iframe")).not.toHaveAttribute("src", /.+/);
    await expect(dialog(page)).toBeHidden();
  });

  test("a click opens the dialog in the page with the scheduling page in an iframe", async ({ page }) => {
    let popups = 0;
    page.context().on("page", () => popups++);
    await trigger(page).click();
    await expect(dialog(page)).toBeVisible();
    const frame = dialog(page).locator("iframe");
    await expect(frame).toHaveAttribute("src", DEFAULTS.bookingUrl);
    await expect(frame).toHaveAttribute("title", "Booking calendar");
    // Security review 2026-11-25, L-10: the third-party page may not navigate this one away.
    await expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox",
    );
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin");
    await expect(page.frameLocator("#booking-dialog iframe").getByText("Pick a time")).toBeVisible();
    expect(popups).toBe(0);
    // Modal: the rest of the page is inert while it is open.
    expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
  });

  test("the scheduling page cannot navigate the site away, even on a click in the frame", async ({
    page,
  }) => {
    await page.context().route(`${new URL(DEFAULTS.bookingUrl).origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: `${BOOKING_STUB}<button onclick="try { top.location.href = 'https://phish.example/' } catch { document.title = 'blocked' }">Go</button>`,
      }),
    );
    let phished = false;
    await page.context().route("https://phish.example/**", (route) => {
      phished = true;
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>Phish</title>" });
    });
    await trigger(page).click();
    await page.frameLocator("#booking-dialog iframe").getByRole("button", { name: "Go" }).click();
    // The stub names itself "blocked" when the browser refuses the navigation.
    const bookingFrame = () => page.frames().find((frame) => frame.url() === DEFAULTS.bookingUrl);
    await expect.poll(() => bookingFrame()?.title()).toBe("blocked");
    expect(phished).toBe(false);
    expect(page.url()).toBe(`${E2E_SERVERS.overlay.url}/`);
    await expect(dialog(page)).toBeVisible();
  });

  test("the close button closes it, unloads the iframe and returns focus to the trigger", async ({
    page,
  }) => {
    await trigger(page).click();
    const close = dialog(page).getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    await expect(page.locator("#booking-dialog iframe")).not.toHaveAttribute("src", /.+/);
  });

  test("Escape closes it and returns focus to the trigger", async ({ page }) => {
    await trigger(page).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test("a click on the backdrop closes it", async ({ page }) => {
    await trigger(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test("offers an 'Open in a new tab' fallback link", async ({ page }) => {
    await trigger(page).click();
    await expectNewTabLink(
      dialog(page).getByRole("link", { name: "Open in a new tab", exact: true }),
      DEFAULTS.bookingUrl,
      false,
    );
  });

  test("can be opened again after closing", async ({ page }) => {
    for (let round = 0; round < 2; round++) {
      await trigger(page).click();
      await expect(dialog(page).locator("iframe")).toHaveAttribute("src", DEFAULTS.bookingUrl);
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
    }
  });

  test("no console errors, and no serious or critical axe violations with the dialog open", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await trigger(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("booking overlay without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Get Started for Free' still opens the scheduling page in a new tab", async ({ page }) => {
    await stubBookingPage(page);
    await page.goto("/");
    const [popup] = await Promise.all([page.waitForEvent("popup"), trigger(page).click()]);
    await expect(popup).toHaveURL(DEFAULTS.bookingUrl);
    await expect(dialog(page)).toBeHidden();
  });
});
