import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from "@playwright/test";
import { LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";

/*
 * Shared steps of the contact form browser tests. Everything is located by role and label, the
 * way a visitor (or a screen reader) finds it.
 */

export const REST_PATH = "/rest/v1/contact_submissions";

/**
 * The form and its controls, by accessible name. Hidden ones too: after a success the reset form
 * waits, hidden, behind the thank-you.
 */
export function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form", includeHidden: true });
  return {
    form,
    name: form.getByLabel("Your Name", { exact: true }),
    email: form.getByLabel("Email Address", { exact: true }),
    phone: form.getByLabel("Phone Number", { exact: true }),
    clinicName: form.getByLabel("Clinic Name", { exact: true }),
    message: form.getByLabel("Message", { exact: true }),
    // The button's name changes while sending, so find it by what it is rather than what it says.
    submit: form.getByRole("button", { name: /^(Get Started|Submitting\.\.\.)$/, includeHidden: true }),
  };
}
export type ContactFormLocators = ReturnType<typeof contactForm>;

/**
 * Waits until the island owns the form. Its button looks ready before that (a submit made then is
 * held and sent on hydration), so the form's own mark is the signal.
 */
export async function expectHydrated(form: Locator, timeout?: number): Promise<void> {
  await expect(form).toHaveAttribute("data-hydrated", "", { timeout });
}

/** Opens the home page, brings the form into view and waits until the island has hydrated. */
export async function openContactForm(page: Page): Promise<ContactFormLocators> {
  await page.goto("/");
  const locators = contactForm(page);
  await locators.form.scrollIntoViewIfNeeded();
  await expectHydrated(locators.form);
  return locators;
}

/** An address no other test uses, so parallel tests never see each other's rows. */
export function uniqueEmail(testInfo: TestInfo, suffix = ""): string {
  const id = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now().toString(36)}${suffix}`;
  return `lead-${id}@clinic.example`.toLowerCase();
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  clinicName: string;
  message: string;
}

export const validValues = (email: string): ContactValues => ({
  name: "Dr. Jane Smith",
  email,
  phone: "+1 555 555 0123",
  clinicName: "Smile Dental Clinic",
  message: "We get about 40 WhatsApp enquiries a day.",
});

export async function fillContactForm(locators: ContactFormLocators, values: ContactValues): Promise<void> {
  await locators.name.fill(values.name);
  await locators.email.fill(values.email);
  await locators.phone.fill(values.phone);
  await locators.clinicName.fill(values.clinicName);
  await locators.message.fill(values.message);
}

/** Opens the form and sends a valid lead under an address of its own; returns the form's locators. */
export async function sendValidLead(page: Page, testInfo: TestInfo): Promise<ContactFormLocators> {
  const locators = await openContactForm(page);
  await fillContactForm(locators, validValues(uniqueEmail(testInfo)));
  await locators.submit.click();
  return locators;
}

export async function expectContactValues(
  locators: ContactFormLocators,
  values: ContactValues,
): Promise<void> {
  await expect(locators.name).toHaveValue(values.name);
  await expect(locators.email).toHaveValue(values.email);
  await expect(locators.phone).toHaveValue(values.phone);
  await expect(locators.clinicName).toHaveValue(values.clinicName);
  await expect(locators.message).toHaveValue(values.message);
}

/** Every request the page makes to the contact endpoint, in order. */
export function recordContactRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(REST_PATH)) requests.push(request);
  });
  return requests;
}

/** Everything the page logs with console.error. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * The rows stored for an address, read back with the service key as the provider would, from the
 * test's server or the one at `origin`.
 */
export async function storedRows(
  request: APIRequestContext,
  email: string,
  origin = "",
): Promise<Record<string, unknown>[]> {
  const response = await request.get(`${origin}${REST_PATH}?email=eq.${encodeURIComponent(email)}&select=*`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** The toasts, by the live region that announces them. */
export function toasts(page: Page) {
  return {
    success: page.getByRole("status").filter({ hasText: "Success!" }),
    error: page.getByRole("alert").filter({ hasText: "Error" }),
    dismiss: page.getByRole("button", { name: "Dismiss notification" }),
  };
}

/** A promise with its resolve function, to hold a routed request until the test lets it go. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The computed colour of a theme token, e.g. "--color-destructive", as the browser reports colours. */
export function tokenColor(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);
}
