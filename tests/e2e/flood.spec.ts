import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { contactFormIn } from "#tests/support/page-content.ts";
import { killStartedServers, startServer, type ServerProcess } from "#tests/support/server-process.ts";
import { E2E_FLOOD_PORT } from "#scripts/e2e-servers.ts";
import {
  contactForm,
  expectContactValues,
  expectHydrated,
  fillContactForm,
  REST_PATH,
  storedRows,
  toasts,
  uniqueEmail,
  validValues,
} from "./contact-helpers.ts";

/*
 * A real visitor arriving during a flood (decision 070): the built site on a server of this spec's
 * own whose site-wide ceiling a flood has just filled. The visitor's lead is refused with the
 * ceiling's 429, and the form says so, keeps what they typed and offers WhatsApp and the booking
 * page; never the generic error, never a silent failure. Then, the minute over, the same submit
 * goes through.
 */

const port = E2E_FLOOD_PORT;
const CEILING = 3;
/** A language's form words, from its copy file: the form, its button, the busy box and its link. */
const formIn = (locale: "ar" | "pt-br") => contactFormIn(loadPublicConfig({}), locale);

let root: string;
let server: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-flood-"));
  server = await startServer({
    dataDir: join(root, "data"),
    siteDir: join(process.cwd(), "dist"),
    cwd: root,
    env: { PORT: String(port), RATE_LIMIT_PER_MINUTE: "10", LEAD_CEILING_PER_MINUTE: String(CEILING) },
  });
});

test.afterAll(async () => {
  await killStartedServers();
  rmSync(root, { recursive: true, force: true });
});

test.use({ baseURL: `http://127.0.0.1:${port}` });

/** The flood: leads from scripts until the ceiling is full. */
async function flood() {
  for (let n = 0; n < CEILING + 2; n++) {
    await fetch(`${server.url}${REST_PATH}`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Flood",
        email: `flood-${Date.now()}-${n}@example.com`,
        phone: "+44 20 7946 0000",
        clinic_name: "X",
      }),
    });
  }
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  const form = contactForm(page);
  await form.form.scrollIntoViewIfNeeded();
  await expectHydrated(form.form);
  return form;
}

/** The form of a page in another language: its text fields in order, and its submit button. */
async function openLocalizedForm(page: Page, path: string, label: string, submit: string) {
  await page.goto(path);
  const form = page.getByRole("form", { name: label, includeHidden: true });
  await form.scrollIntoViewIfNeeded();
  await expectHydrated(form);
  return { fields: form.getByRole("textbox"), submit: form.getByRole("button", { name: submit }) };
}

test("during a flood the form says it is busy, keeps the details and offers WhatsApp and booking", async ({
  page,
  request,
}, testInfo) => {
  const f = await openForm(page, "/");
  const values = validValues(uniqueEmail(testInfo));
  await fillContactForm(f, values);
  await flood();
  const answer = page.waitForResponse((response) => response.url().includes(REST_PATH));
  await f.submit.click();
  expect((await answer).status()).toBe(429);

  const busy = page.getByRole("alert").filter({ hasText: "The form is busy right now" });
  await expect(busy).toBeVisible();
  await expect(busy).toContainText("your details are still in the form");
  await expect(busy.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );
  await expect(busy.getByRole("link", { name: "Book a demo" })).toBeVisible();
  // Not the generic failure: the visitor did nothing wrong.
  await expect(toasts(page).error).toHaveCount(0);
  await expectContactValues(f, values);
  await expect(f.submit).toBeEnabled();
  expect(await storedRows(request, values.email, server.url)).toHaveLength(0);
});

test("in Arabic, right to left, in the visitor's language", async ({ page }, testInfo) => {
  const ar = formIn("ar");
  const f = await openLocalizedForm(page, "/ar/", ar.formLabel, ar.submit);
  const values = validValues(uniqueEmail(testInfo));
  for (const [i, value] of [values.name, values.email, values.phone, values.clinicName].entries())
    await f.fields.nth(i).fill(value);
  await flood();
  await f.submit.click();
  const busy = page.getByRole("alert").filter({ hasText: ar.unavailable.busy.title });
  await expect(busy).toBeVisible();
  await expect(busy.getByRole("link", { name: ar.unavailable.whatsappLabel })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the busy message and its two links fit the screen, in the longest language", async ({
    page,
  }, testInfo) => {
    const ptBr = formIn("pt-br");
    const f = await openLocalizedForm(page, "/pt-br/", ptBr.formLabel, ptBr.submit);
    const values = validValues(uniqueEmail(testInfo));
    for (const [i, value] of [values.name, values.email, values.phone, values.clinicName].entries())
      await f.fields.nth(i).fill(value);
    await flood();
    await f.submit.click();
    const busy = page.getByRole("alert").filter({ hasText: ptBr.unavailable.busy.title });
    await expect(busy).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});
