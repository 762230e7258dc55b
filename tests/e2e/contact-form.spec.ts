import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  contactForm,
  expectContactValues,
  fillContactForm,
  gate,
  openContactForm,
  recordConsoleErrors,
  recordContactRequests,
  REST_PATH,
  sendValidLead,
  storedRows,
  toasts,
  tokenColor,
  uniqueEmail,
  validValues,
} from "./contact-helpers.ts";
import { siWhatsapp } from "simple-icons";
import { boxOf, overlap } from "./landing-helpers.ts";

/*
 * The contact form in a real browser against the real server (spec sections 4, 5, 7 and
 * 8). Messages and labels are the spec's exact copy.
 */

const REQUIRED_MESSAGES = {
  name: "Name is required",
  email: "Email is required",
  phone: "Phone number is required",
  clinicName: "Clinic name is required",
} as const;

const ROUTE = `**${REST_PATH}*`;

/** Asserts the field shows `message` under it, tied by aria-describedby and highlighted. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // The message is read first (the optional hint of Message may follow it).
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const messageElement = page.locator(`[id="${describedBy.split(" ")[0]}"]`);
  await expect(messageElement).toHaveText(message);
  await expect(messageElement).toBeVisible();
  // Highlighted: the border takes the destructive colour of the message.
  const destructive = await tokenColor(page, "--color-destructive");
  await expect(messageElement).toHaveCSS("color", destructive);
  await expect(field).toHaveCSS("border-top-color", destructive);
}

async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", /.*/);
  await expect(field).not.toHaveAccessibleDescription(/must be less|required|Invalid/);
}

test.describe("contact form validation", () => {
  test("an empty submit shows the four required messages, focuses Your Name and sends nothing", async ({
    page,
  }) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    await f.submit.click();

    for (const [field, message] of Object.entries(REQUIRED_MESSAGES))
      await expectFieldError(page, f[field as keyof typeof REQUIRED_MESSAGES], message);
    await expectFieldValid(f.message);
    await expect(f.name).toBeFocused();
    // Our messages, not the browser's bubbles.
    expect(await f.form.evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    await expect(f.submit).toHaveText("Get Started");
    expect(requests).toHaveLength(0);
  });

  test("focus goes to the first invalid field in form order", async ({ page }) => {
    const f = await openContactForm(page);
    await fillContactForm(f, { ...validValues("not-an-address"), phone: "" });
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expectFieldError(page, f.email, "Invalid email address");
    await expectFieldError(page, f.phone, "Phone number is required");
    await expectFieldValid(f.name);
  });

  test("a phone number gets a light check: words are refused, any written form of 7 digits passes", async ({
    page,
  }) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    await fillContactForm(f, { ...validValues("jane@clinic.example"), phone: "abc" });
    await f.submit.click();
    await expect(f.phone).toBeFocused();
    await expectFieldError(page, f.phone, "Enter a phone number of at least 7 digits");
    await f.phone.fill("123 456");
    await expectFieldError(page, f.phone, "Enter a phone number of at least 7 digits");
    await f.phone.fill("+44 (0)20 7946-0000");
    await expectFieldValid(f.phone);
    expect(requests).toHaveLength(0);
  });

  test("whitespace-only values count as empty", async ({ page }) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    await fillContactForm(f, {
      name: "   ",
      email: " \t ",
      phone: "  ",
      clinicName: "\u00a0 ",
      message: "   ",
    });
    await f.submit.click();
    for (const [field, message] of Object.entries(REQUIRED_MESSAGES))
      await expectFieldError(page, f[field as keyof typeof REQUIRED_MESSAGES], message);
    // Message is optional, so blank is fine.
    await expectFieldValid(f.message);
    expect(requests).toHaveLength(0);
  });

  const email = (length: number) => {
    const domain = "@clinic.example";
    return `${"a".repeat(length - domain.length)}${domain}`;
  };
  const limits = [
    {
      field: "name",
      max: 100,
      value: (n: number) => "N".repeat(n),
      message: "Name must be less than 100 characters",
    },
    { field: "email", max: 255, value: email, message: "Email must be less than 255 characters" },
    {
      field: "phone",
      max: 20,
      value: (n: number) => "5".repeat(n),
      message: "Phone number must be less than 20 characters",
    },
    {
      field: "clinicName",
      max: 100,
      value: (n: number) => "C".repeat(n),
      message: "Clinic name must be less than 100 characters",
    },
    {
      field: "message",
      max: 1000,
      value: (n: number) => "m".repeat(n),
      message: "Message must be less than 1000 characters",
    },
  ] as const;

  for (const { field, max, value, message } of limits) {
    test(`${field}: ${max} characters pass, ${max + 1} show '${message}'`, async ({ page }) => {
      const requests = recordContactRequests(page);
      const f = await openContactForm(page);
      const control = f[field];
      // One past the limit, surrounded by spaces that trimming removes before counting.
      await control.fill(`  ${value(max + 1)}  `);
      await f.submit.click();
      await expectFieldError(page, control, message);
      // Exactly at the limit (plus trimmed spaces): the message goes away while the visitor edits.
      await control.fill(`  ${value(max)}  `);
      await expectFieldValid(control);
      expect(requests).toHaveLength(0);
    });
  }

  test("values exactly at every limit are accepted and stored", async ({ page, request }, testInfo) => {
    const f = await openContactForm(page);
    const address = uniqueEmail(testInfo);
    const longEmail = `${address.split("@")[0]}${"x".repeat(255 - address.length)}@${address.split("@")[1]}`;
    expect(longEmail).toHaveLength(255);
    const values = {
      name: "N".repeat(100),
      email: longEmail,
      phone: "5".repeat(20),
      clinicName: "C".repeat(100),
      message: "m".repeat(1000),
    };
    await fillContactForm(f, values);
    await f.submit.click();
    await expect(toasts(page).success).toBeVisible();
    const rows = await storedRows(request, longEmail);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: values.name,
      email: values.email,
      phone: values.phone,
      clinic_name: values.clinicName,
      message: values.message,
    });
  });

  test("after the first submit, messages update as the visitor edits", async ({ page }) => {
    const f = await openContactForm(page);
    // Before any submit, typing does not nag.
    await f.email.fill("jane@");
    await expectFieldValid(f.email);

    await f.submit.click();
    await expectFieldError(page, f.email, "Invalid email address");
    await expectFieldError(page, f.name, "Name is required");

    await f.name.pressSequentially("Jane");
    await expectFieldValid(f.name);
    await f.email.pressSequentially("clinic.example");
    await expectFieldValid(f.email);
    await f.name.fill("");
    await expectFieldError(page, f.name, "Name is required");
    await f.phone.fill("1".repeat(21));
    await expectFieldError(page, f.phone, "Phone number must be less than 20 characters");
  });
});

test.describe("contact form submission", () => {
  test("success: toast, reset, and the trimmed row really stored", async ({ page, request }, testInfo) => {
    const consoleErrors = recordConsoleErrors(page);
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    const address = uniqueEmail(testInfo);
    // Tag the polite live regions that exist before anything is announced.
    await page.evaluate(() =>
      document.querySelectorAll('[role="status"][aria-live="polite"]').forEach((region) => {
        if (region.textContent === "") region.setAttribute("data-test-region", "");
      }),
    );
    await fillContactForm(f, {
      name: "  Dr. Jane Smith ",
      email: ` ${address} `,
      phone: " +1 555 555 0123 ",
      clinicName: " Smile Dental Clinic  ",
      message: "   ",
    });
    await f.submit.click();

    const { success } = toasts(page);
    await expect(success).toBeVisible();
    await expect(success).toContainText("We'll get back to you within 24 hours.");
    await expectContactValues(f, { name: "", email: "", phone: "", clinicName: "", message: "" });
    for (const field of [f.name, f.email, f.phone, f.clinicName, f.message]) await expectFieldValid(field);
    await expect(f.submit).toHaveText("Get Started");
    await expect(f.submit).toBeEnabled();
    // It was announced by a live region that was already in the page, empty, before the toast.
    await expect(page.locator("[data-test-region]").filter({ hasText: "Success!" })).toHaveCount(1);

    expect(requests).toHaveLength(1);
    const [insert] = requests;
    expect(insert?.method()).toBe("POST");
    expect(insert?.url()).not.toContain("select=");
    expect((await insert?.allHeaders())?.prefer ?? "").not.toContain("return=representation");

    const rows = await storedRows(request, address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Dr. Jane Smith",
      email: address,
      phone: "+1 555 555 0123",
      clinic_name: "Smile Dental Clinic",
      message: null,
    });
    // Visitors never sign in: nothing is kept in the browser.
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("after a success an inline thank-you replaces the form: booking first, then WhatsApp, then a fresh form", async ({
    page,
  }, testInfo) => {
    const f = await sendValidLead(page, testInfo);
    // The spec's toast, and the thank-you in the form's place, where the visitor is looking.
    await expect(toasts(page).success).toBeVisible();
    const thankYou = page.getByRole("heading", { name: "Thank you, your request is in" });
    await expect(thankYou).toBeVisible();
    await expect(thankYou).toBeFocused();
    await expect(f.form).toBeHidden();
    const panel = page.locator("[data-contact-thank-you]");
    // The next step, not the toast's words again.
    await expect(panel).toContainText("pick a time for your demo now");
    await expect(panel).not.toContainText("Success!");
    await expect(panel).not.toContainText("We'll get back to you within 24 hours.");
    // The booking page is the first action; this build's booking provider is unknown, so its URL
    // is left as configured (no name or e-mail handed to a page that may not expect them).
    const links = panel.getByRole("link");
    const book = page.getByRole("link", { name: "Pick your demo time now", exact: true });
    await expect(links.first()).toHaveAccessibleName("Pick your demo time now");
    await expect(book).toHaveAttribute("href", "https://cal.example.com/chattobook/demo");
    await expect(book).toHaveAttribute("target", "_blank");
    // WhatsApp second, with its mark.
    const whatsapp = page.getByRole("link", { name: "Message us on WhatsApp", exact: true });
    await expect(links.nth(1)).toHaveAccessibleName("Message us on WhatsApp");
    expect(new URL((await whatsapp.getAttribute("href")) ?? "").origin).toBe("https://wa.me");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(await whatsapp.locator("svg path").getAttribute("d")).toBe(siWhatsapp.path);

    await page.getByRole("button", { name: "Send another request", exact: true }).click();
    await expect(thankYou).toHaveCount(0);
    await expect(f.form).toBeVisible();
    await expect(f.name).toBeFocused();
    await expectContactValues(f, { name: "", email: "", phone: "", clinicName: "", message: "" });
  });

  test("while the answer is pending the button reads 'Submitting...', is disabled, and cannot double submit", async ({
    page,
    request,
  }, testInfo) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    const address = uniqueEmail(testInfo);
    const hold = gate();
    await page.route(ROUTE, async (route) => {
      await hold.opened;
      await route.continue();
    });
    await fillContactForm(f, validValues(address));
    // Two submits in the same tick, before React can re-render the button as disabled...
    await f.form.evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(f.submit).toHaveText("Submitting...");
    await expect(f.submit).toBeDisabled();
    // ...then a double click and Enter in a field while pending: only one request may leave. A
    // submit sends in the same task as the event, so a request the page makes after them would be
    // seen after any they caused.
    await f.submit.dblclick({ force: true });
    await f.phone.press("Enter");
    await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith("/healthz?after-the-clicks")),
      page.evaluate(() => fetch("/healthz?after-the-clicks")),
    ]);
    expect(requests).toHaveLength(1);

    hold.open();
    await expect(toasts(page).success).toBeVisible();
    await expect(f.submit).toHaveText("Get Started");
    await expect(f.submit).toBeEnabled();
    expect(requests).toHaveLength(1);
    expect(await storedRows(request, address)).toHaveLength(1);
  });

  for (const booking of ["https://cal.com/chattobook/demo", "https://calendly.com/chattobook/demo"])
    test(`a booking page on ${new URL(booking).host} opens with the visitor's name and e-mail filled in`, async ({
      page,
    }, testInfo) => {
      // The page as a deployment with this provider serves it: the configured URL swapped in.
      await page.route("/", async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replaceAll("https://cal.example.com/chattobook/demo", booking);
        await route.fulfill({ response, body: html });
      });
      const f = await openContactForm(page);
      const values = validValues(uniqueEmail(testInfo));
      await fillContactForm(f, { ...values, name: "  Dr. Jane O'Brien & Co " });
      await f.submit.click();
      const book = page.getByRole("link", { name: "Pick your demo time now", exact: true });
      await expect(book).toBeVisible();
      const href = new URL((await book.getAttribute("href")) ?? "");
      expect(href.origin + href.pathname).toBe(booking);
      // What was sent, trimmed, though the form itself is empty again.
      expect(Object.fromEntries(href.searchParams)).toEqual({
        name: "Dr. Jane O'Brien & Co",
        email: values.email,
      });
      await expect(book).toHaveAttribute("target", "_blank");
      await expectContactValues(f, { name: "", email: "", phone: "", clinicName: "", message: "" });
    });

  test("a server error shows the destructive toast, keeps the values and logs the error", async ({
    page,
    request,
  }, testInfo) => {
    const consoleErrors = recordConsoleErrors(page);
    const f = await openContactForm(page);
    const values = validValues(uniqueEmail(testInfo));
    await page.route(ROUTE, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "internal error" }),
      }),
    );
    await fillContactForm(f, values);
    await f.submit.click();

    const { error, success } = toasts(page);
    await expect(error).toBeVisible();
    await expect(error).toContainText("Something went wrong. Please try again.");
    await expect(success).toHaveCount(0);
    // Destructive style: the toast takes the destructive colour.
    const destructive = await tokenColor(page, "--color-destructive");
    await expect(error.locator("> *").first()).toHaveCSS("background-color", destructive);
    await expectContactValues(f, values);
    await expect(f.submit).toHaveText("Get Started");
    await expect(f.submit).toBeEnabled();
    expect(
      consoleErrors.some((line) => line.includes("could not be sent") && line.includes("internal error")),
    ).toBe(true);
    expect(await storedRows(request, values.email)).toHaveLength(0);
  });

  test("a network failure shows the error toast, keeps the values and logs the error", async ({
    page,
  }, testInfo) => {
    const consoleErrors = recordConsoleErrors(page);
    const f = await openContactForm(page);
    const values = validValues(uniqueEmail(testInfo));
    await page.route(ROUTE, (route) => route.abort("internetdisconnected"));
    await fillContactForm(f, values);
    await f.submit.click();

    await expect(toasts(page).error).toContainText("Something went wrong. Please try again.");
    await expectContactValues(f, values);
    await expect(f.submit).toBeEnabled();
    expect(consoleErrors.some((line) => line.includes("could not be sent"))).toBe(true);
  });

  test("retry after a failure succeeds and stores exactly one row", async ({ page, request }, testInfo) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    const values = validValues(uniqueEmail(testInfo));
    let attempts = 0;
    await page.route(ROUTE, (route) => (++attempts === 1 ? route.abort("failed") : route.continue()));
    await fillContactForm(f, values);

    await f.submit.click();
    const { error, success } = toasts(page);
    await expect(error).toBeVisible();
    await expectContactValues(f, values);

    await f.submit.click();
    // The next submit replaces the error toast.
    await expect(success).toBeVisible();
    await expect(error).toHaveCount(0);
    await expectContactValues(f, { name: "", email: "", phone: "", clinicName: "", message: "" });
    expect(requests).toHaveLength(2);
    expect(await storedRows(request, values.email)).toHaveLength(1);
  });

  test("the WhatsApp opt-in is unticked, optional, and sent as whatsapp_opt_in only when ticked", async ({
    page,
    request,
  }, testInfo) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    const optIn = f.form.getByRole("checkbox", {
      name: "ChatToBook may contact me on WhatsApp",
      exact: true,
      includeHidden: true,
    });
    await expect(optIn).not.toBeChecked();

    const without = validValues(uniqueEmail(testInfo, "-no"));
    await fillContactForm(f, without);
    await f.submit.click();
    await expect(toasts(page).success).toBeVisible();

    const ticked = validValues(uniqueEmail(testInfo, "-yes"));
    await page.getByRole("button", { name: "Send another request" }).click();
    await fillContactForm(f, ticked);
    await optIn.check();
    await f.submit.click();
    await expect(toasts(page).success).toBeVisible();
    // The reset clears the box too: consent is given per request, never carried over.
    await expect(optIn).not.toBeChecked();

    expect(requests.map((insert) => insert.postDataJSON().whatsapp_opt_in)).toEqual([false, true]);
    expect((await storedRows(request, without.email))[0]).toMatchObject({ whatsapp_opt_in: false });
    expect((await storedRows(request, ticked.email))[0]).toMatchObject({ whatsapp_opt_in: true });
  });

  test("the message field asks for no patient details", async ({ page }) => {
    const f = await openContactForm(page);
    await expect(f.message).toHaveAccessibleDescription("(optional) Please don't include patient details.");
    await expect(f.form.getByText("Please don't include patient details.")).toBeVisible();
  });

  test("the honeypot: a filled trap looks like success but sends and stores nothing", async ({
    page,
    request,
  }, testInfo) => {
    const requests = recordContactRequests(page);
    const f = await openContactForm(page);
    const values = validValues(uniqueEmail(testInfo));
    // People and assistive technology never reach it.
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    const trap = f.form.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).not.toBeInViewport();

    await fillContactForm(f, values);
    await trap.evaluate((input: HTMLInputElement) => (input.value = "https://cheap-pills.example"));
    await f.submit.click();

    await expect(toasts(page).success).toBeVisible();
    await expectContactValues(f, { name: "", email: "", phone: "", clinicName: "", message: "" });
    await expect(trap).toHaveValue("");
    expect(requests).toHaveLength(0);
    expect(await storedRows(request, values.email)).toHaveLength(0);
  });
});

for (const width of [320, 375]) {
  test.describe(`contact form at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test("the thank-you and its three buttons fit the screen: no sideways scrolling", async ({
      page,
    }, testInfo) => {
      await sendValidLead(page, testInfo);
      await expect(page.getByRole("heading", { name: "Thank you, your request is in" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const control of [
        page.getByRole("link", { name: "Pick your demo time now", exact: true }),
        page.getByRole("link", { name: "Message us on WhatsApp", exact: true }),
        page.getByRole("button", { name: "Send another request", exact: true }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
    });

    test("the success toast never covers the thank-you heading, and the stale intro is gone", async ({
      page,
    }, testInfo) => {
      await sendValidLead(page, testInfo);
      const heading = page.getByRole("heading", { name: "Thank you, your request is in" });
      const toast = toasts(page).success;
      await expect(toast).toBeVisible();
      await expect(heading).toBeInViewport({ ratio: 1 });
      // Polled: the heading is brought to the middle of the screen with the page's smooth scrolling.
      await expect.poll(async () => overlap(await boxOf(heading), await boxOf(toast))).toBe(false);
      // Nor the sticky top bar: its brand, demo button and menu stay in reach.
      const topBar = page.getByRole("banner");
      await expect(topBar).toBeInViewport();
      expect(overlap(await boxOf(topBar), await boxOf(toast))).toBe(false);
      await expect(
        page.getByText("Fill out the form below and we'll get back to you within 24 hours", { exact: true }),
      ).toBeHidden();
    });
  });
}

test.describe("contact form at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the thank-you's buttons keep their labels on one line", async ({ page }, testInfo) => {
    await sendValidLead(page, testInfo);
    for (const control of [
      page.getByRole("link", { name: "Pick your demo time now", exact: true }),
      page.getByRole("link", { name: "Message us on WhatsApp", exact: true }),
      page.getByRole("button", { name: "Send another request", exact: true }),
    ]) {
      await expect(control).toBeVisible();
      // One line of text: the button is no taller than its 48 px minimum.
      expect((await boxOf(control)).height).toBeLessThanOrEqual(48);
    }
  });
});

test.describe("contact form accessibility", () => {
  test("keyboard only: Tab through the fields, Enter and Space submit", async ({
    page,
    request,
  }, testInfo) => {
    const f = await openContactForm(page);
    const values = validValues(uniqueEmail(testInfo));
    await f.name.focus();
    await page.keyboard.type(values.name);
    await page.keyboard.press("Tab");
    await expect(f.email).toBeFocused();
    await page.keyboard.type(values.email);
    await page.keyboard.press("Tab");
    await expect(f.phone).toBeFocused();
    await page.keyboard.type(values.phone);
    // Enter in a field submits; Clinic Name is still missing, so focus moves there.
    await page.keyboard.press("Enter");
    await expect(f.clinicName).toBeFocused();
    await expectFieldError(page, f.clinicName, "Clinic name is required");
    await page.keyboard.type(values.clinicName);
    await page.keyboard.press("Tab");
    await expect(f.message).toBeFocused();
    await page.keyboard.type(values.message);
    // The honeypot is skipped: the next stops are the WhatsApp opt-in, then the button.
    await page.keyboard.press("Tab");
    await expect(f.form.getByRole("checkbox")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(f.submit).toBeFocused();
    await page.keyboard.press("Space");

    const { success, dismiss } = toasts(page);
    await expect(success).toBeVisible();
    expect(await storedRows(request, values.email)).toHaveLength(1);
    // The thank-you replaces the form and takes focus; past its three buttons, the toast's close
    // button is reachable and works from the keyboard, and focus comes back to the thank-you.
    const thankYou = page.getByRole("heading", { name: "Thank you, your request is in" });
    await expect(thankYou).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pick your demo time now" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send another request" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dismiss).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(success).toHaveCount(0);
    await expect(thankYou).toBeFocused();
  });

  test("an error toast is announced as an alert and can be dismissed", async ({ page }) => {
    const f = await openContactForm(page);
    await page.route(ROUTE, (route) => route.abort("failed"));
    await fillContactForm(f, validValues("jane@clinic.example"));
    await f.submit.click();

    const { error, dismiss } = toasts(page);
    await expect(error).toContainText("Error");
    await expect(dismiss).toBeVisible();
    await dismiss.click();
    await expect(error).toHaveCount(0);
  });

  test("the form in its error state has no axe violations", async ({ page }) => {
    const f = await openContactForm(page);
    await f.submit.click();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    const results = await new AxeBuilder({ page }).include('form[aria-label="Contact form"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("inputs are 44 px tall and have a visible focus ring", async ({ page }) => {
    const f = await openContactForm(page);
    for (const field of [f.name, f.email, f.phone, f.clinicName, f.submit]) {
      const box = await field.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await f.name.focus();
    await expect(f.name).not.toHaveCSS("outline-style", "none");
    // The page's one focus ring (decision 016), not a thinner one of the form's own.
    await expect(f.name).toHaveCSS("outline-width", "3px");
  });
});

test.describe("contact form timers", () => {
  test("no answer within 15 s ends in the error toast; errors stay until dismissed, successes leave after 6 s", async ({
    page,
    request,
  }, testInfo) => {
    await page.clock.install();
    const consoleErrors = recordConsoleErrors(page);
    const f = await openContactForm(page);
    // From here on, time only moves when the test says so.
    await page.clock.pauseAt(Date.now() + 1_000);
    const values = validValues(uniqueEmail(testInfo));
    let attempts = 0;
    // The first request never gets an answer; the retry goes through.
    await page.route(ROUTE, (route) => (++attempts === 1 ? new Promise(() => {}) : route.continue()));
    await fillContactForm(f, values);
    await f.submit.click();
    await expect(f.submit).toHaveText("Submitting...");

    await page.clock.runFor(14_000);
    await expect(f.submit).toHaveText("Submitting...");
    await page.clock.runFor(1_000);
    const { error, success } = toasts(page);
    await expect(error).toBeVisible();
    await expect(f.submit).toBeEnabled();
    await expectContactValues(f, values);
    expect(consoleErrors.some((line) => line.includes("could not be sent"))).toBe(true);

    // Errors do not time out.
    await page.clock.runFor(30_000);
    await expect(error).toBeVisible();

    await f.submit.click();
    // The page's clock is paused, so nothing in it is waiting: only the real insert. A fresh-clone CI
    // run (full suite, two workers) once took over 5 s here; 16 runs alone never did.
    await expect(success).toBeVisible({ timeout: 15_000 });
    // Paused while the pointer rests on it...
    await success.getByText("Success!").hover();
    await page.clock.runFor(10_000);
    await expect(success).toBeVisible();
    // ...then gone 6 s after it leaves.
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(success).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(success).toHaveCount(0);
    expect(await storedRows(request, values.email)).toHaveLength(1);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test.describe("contact form before and without JavaScript", () => {
  /** Opens the home page with every script module of the site held, and brings the form into view. */
  async function openFormBeforeHydration(page: Page) {
    const release = gate();
    await page.route("**/_astro/*.js", async (route) => {
      await release.opened;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const form = contactForm(page);
    await form.form.scrollIntoViewIfNeeded();
    return { form, release };
  }

  test("before hydration the button looks ready, and a click then is sent once the island hydrates", async ({
    page,
    request,
  }, testInfo) => {
    const requests = recordContactRequests(page);
    // The site's script modules wait until the visitor has typed and clicked.
    const { form: f, release } = await openFormBeforeHydration(page);
    // A primary button at full strength, not a faded disabled one.
    await expect(f.submit).toBeEnabled();
    expect(await f.submit.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
    await expect(f.form).not.toHaveAttribute("data-hydrated");

    const values = validValues(uniqueEmail(testInfo));
    await f.name.pressSequentially(values.name);
    await f.email.pressSequentially(values.email);
    await f.phone.fill(values.phone);
    await f.clinicName.fill(values.clinicName);
    await f.message.fill(values.message);
    // Neither the click nor Enter posts natively (no navigation, no values in the URL, no request):
    // each is a submit event the page cancels, read after the page's own handlers have run.
    await page.evaluate(() => {
      const cancelled: boolean[] = [];
      addEventListener("submit", (event) => cancelled.push(event.defaultPrevented));
      Object.assign(window, { submitsCancelled: cancelled });
    });
    await f.submit.click();
    await f.phone.press("Enter");
    await expect
      .poll(() => page.evaluate(() => (window as Window & { submitsCancelled?: boolean[] }).submitsCancelled))
      .toEqual([true, true]);
    expect(page.url()).not.toContain("?");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(requests).toHaveLength(0);

    release.open();
    await expect(toasts(page).success).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you, your request is in" })).toBeVisible();
    const rows = await storedRows(request, values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: values.name, phone: values.phone, clinic_name: values.clinicName });
    expect(requests.filter((sent) => sent.method() === "POST")).toHaveLength(1);
  });

  test("an invalid submit before hydration shows the messages once the island hydrates", async ({ page }) => {
    const requests = recordContactRequests(page);
    const { form: f, release } = await openFormBeforeHydration(page);
    await f.submit.click();
    release.open();
    await expect(f.form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(f.name).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  test("without JavaScript the visitor gets the WhatsApp and booking links instead of a dead form", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form", includeHidden: true });
    await expect(form).toHaveCount(1);
    await expect(form).toBeHidden();
    const whatsapp = page.getByRole("link", { name: "Chat with us on WhatsApp", exact: true });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await context.close();
  });
});

test.describe("contact form when it breaks", () => {
  /** The box that replaces a broken form: the spec's error title, then the two other ways in. */
  async function expectAlternatives(page: Page) {
    const alert = page.getByRole("alert").filter({ hasText: "Unexpected Application Error!" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("You can still reach us straight away:");
    const whatsapp = alert.getByRole("link", { name: "Chat with us on WhatsApp", exact: true });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const booking = alert.getByRole("link", { name: "Book a demo", exact: true });
    await expect(booking).toHaveAttribute("href", /^https:\/\//);
    await expect(booking).toHaveAttribute("target", "_blank");
    // The rest of the page is still there.
    await expect(page.getByRole("heading", { level: 2, name: /^Get started with / })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
  }

  test("if the form throws while rendering, the error boundary offers WhatsApp and booking", async ({
    page,
  }) => {
    const errors = recordConsoleErrors(page);
    // Corrupt the island's props so the component itself throws during hydration.
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("&quot;labels&quot;:", "&quot;broken&quot;:");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/");
    await contactForm(page).form.scrollIntoViewIfNeeded();
    await expectAlternatives(page);
    await expect(page.getByRole("form", { name: "Contact form" })).toHaveCount(0);
    expect(errors.some((text) => text.includes("The contact form crashed"))).toBe(true);
  });

  test("if the form's code cannot be fetched, the same box replaces the dead form", async ({ page }) => {
    await page.route("**/_astro/*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await contactForm(page).form.scrollIntoViewIfNeeded();
    await expectAlternatives(page);
    await expect(page.getByRole("form", { name: "Contact form" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Get Started" })).toHaveCount(0);
  });
});
