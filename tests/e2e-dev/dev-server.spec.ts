import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import {
  contactForm,
  expectHydrated,
  fillContactForm,
  storedRows,
  toasts,
  uniqueEmail,
  validValues,
} from "#tests/e2e/contact-helpers.ts";
import { E2E_DEV_PORT } from "#scripts/e2e-servers.ts";

/*
 * `npm run dev` with a working form (issue 9): Astro's dev server answers the form's REST calls
 * itself, on a PGlite of its own, and hot reload is still connected. The spec starts `astro dev`
 * on its own port and data directory, the way a developer runs it, and stops it afterwards.
 */

const ORIGIN = `http://127.0.0.1:${E2E_DEV_PORT}`;
const DATA_DIR = ".tmp/e2e-data-dev";
const ASTRO = new URL("../../node_modules/astro/bin/astro.mjs", import.meta.url).pathname;
/** Astro's first start compiles its dependencies; on a busy two-core machine that takes a while. */
const START_DEADLINE_MS = 120_000;

/** The environment without what Playwright adds for its own workers (its module loader hooks). */
const developerEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_OPTIONS" && !name.startsWith("PW_")),
  );

let dev: ChildProcess | undefined;
let output = "";
let lastError = "";

test.describe.configure({ mode: "serial", timeout: START_DEADLINE_MS + 60_000 });

test.beforeAll(async () => {
  // A hook gets its own time budget, which configure() above does not change.
  test.setTimeout(START_DEADLINE_MS + 10_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  dev = spawn(process.execPath, [ASTRO, "dev", "--port", String(E2E_DEV_PORT), "--host", "127.0.0.1"], {
    // The page posts to its own origin with the default anon key, as a fresh checkout does.
    env: {
      ...developerEnv(),
      DEV_DATA_DIR: DATA_DIR,
      PUBLIC_SUPABASE_URL: "",
      PUBLIC_SUPABASE_ANON_KEY: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout?.on("data", (data: Buffer) => (output += data.toString()));
  dev.stderr?.on("data", (data: Buffer) => (output += data.toString()));
  // /healthz answers once both the dev server listens and its database is open.
  await expect
    .poll(
      async () => {
        if (dev?.exitCode !== null) throw new Error(`astro dev exited:\n${output}`);
        return fetch(`${ORIGIN}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.status,
          (error: unknown) => {
            lastError = String(error);
            return 0;
          },
        );
      },
      { timeout: START_DEADLINE_MS, intervals: [250, 500, 1000] },
    )
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`astro dev did not answer /healthz (${lastError}):\n${output}`, { cause: error });
    });
});

test.afterAll(async () => {
  const child = dev;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
});

test("a form submitted under npm run dev is stored, and hot reload stays connected", async ({
  page,
  request,
}, testInfo) => {
  const hotReload = page.waitForEvent("websocket", (socket) => socket.url().startsWith("ws://127.0.0.1"));
  await page.goto(`${ORIGIN}/`);
  // Vite's client opens its hot-reload socket to the same server the API lives on.
  expect(new URL((await hotReload).url()).port).toBe(String(E2E_DEV_PORT));

  // A cold dev server may still bundle a package again while this first page loads (astro.config
  // bundles the island's own at start): Vite then answers the page's requests for the replaced
  // bundle with 504, and the form falls back to the links until the page is loaded again. A
  // developer reloads; so does the test.
  const form = contactForm(page);
  let loads = 0;
  await expect(async () => {
    if (loads++ > 0) await page.reload();
    await form.form.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expectHydrated(form.form, 30_000);
  }).toPass({ timeout: 100_000, intervals: [0] });
  const email = uniqueEmail(testInfo);
  const values = validValues(email);
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/rest/v1/"));
  await fillContactForm(form, values);
  await form.submit.click();
  expect(new URL((await posted).url()).origin).toBe(ORIGIN);
  await expect(toasts(page).success).toBeVisible();

  const rows = await storedRows(request, email, ORIGIN);
  expect(rows).toEqual([
    expect.objectContaining({
      name: values.name,
      email,
      phone: values.phone,
      clinic_name: values.clinicName,
      message: values.message,
    }),
  ]);
});
