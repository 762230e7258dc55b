import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteBuildEnv } from "#scripts/site-build-env.ts";
import { listen, type RunningServer } from "#server/http/listen.ts";
import { createStaticSite } from "#server/http/static.ts";
import { Hono } from "hono";
import { killStartedServers, startServer } from "#tests/support/server-process.ts";
import { E2E_CDN_PORT } from "#scripts/e2e-servers.ts";
import {
  fillContactForm,
  openContactForm,
  REST_PATH,
  storedRows,
  toasts,
  uniqueEmail,
  validValues,
} from "./contact-helpers.ts";

/*
 * The static build on a CDN posting to this server as its
 * Supabase. The site is built with PUBLIC_SUPABASE_URL pointing at an API server on another
 * origin, whose PUBLIC_SITE_URL names the site's origin: the form's lead is stored. The very same
 * page served from a third origin (another website copying it, or embedding its form) is refused.
 * The build is this spec's own (a few seconds), in .tmp; the site is served as a CDN serves it,
 * with the build's _headers (its CSP allows the API origin).
 */

const base = E2E_CDN_PORT;
const API = `http://127.0.0.1:${base}`;
const SITE = `http://127.0.0.1:${base + 1}`;
const THIRD = `http://127.0.0.1:${base + 2}`;
const BUILD = `.tmp/dist-cdn-${base}`;

let root: string;
let sites: RunningServer[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A build and a server start, on a machine busy with the other suites: a limit for a hang.
  test.setTimeout(360_000);
  root = mkdtempSync(join(tmpdir(), "chattobook-cdn-"));
  const build = spawnSync("npx", ["astro", "build"], {
    env: { ...siteBuildEnv(), PUBLIC_SUPABASE_URL: API, PUBLIC_SITE_URL: SITE, ASTRO_OUT_DIR: BUILD },
    encoding: "utf8",
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const apiSite = join(root, "api-site");
  mkdirSync(apiSite);
  await startServer({
    dataDir: join(root, "api-data"),
    siteDir: apiSite,
    cwd: root,
    env: { PORT: String(base), PUBLIC_SITE_URL: SITE },
  });
  // The CDN: nothing but the built files and their _headers, on two origins.
  const files = createStaticSite(join(process.cwd(), BUILD));
  const cdn = new Hono().all("*", (c) => files.handle(c.req.raw));
  sites = await Promise.all([base + 1, base + 2].map((port) => listen(cdn, { port, host: "127.0.0.1" })));
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close(100)));
  await killStartedServers();
  rmSync(root, { recursive: true, force: true });
});

test.describe("the page on the site's origin", () => {
  test.use({ baseURL: SITE });

  test("a lead sent from the site's origin is stored by the API on its own origin", async ({
    page,
    request,
  }, testInfo) => {
    const values = validValues(uniqueEmail(testInfo));
    const locators = await openContactForm(page);
    await fillContactForm(locators, values);
    const answer = page.waitForResponse(
      (response) => response.url().startsWith(`${API}${REST_PATH}`) && response.request().method() === "POST",
    );
    await locators.submit.click();
    expect((await answer).status()).toBe(201);
    await expect(toasts(page).success).toBeVisible();
    expect(await storedRows(request, values.email, API)).toHaveLength(1);
  });
});

test.describe("the same page on a third origin", () => {
  test.use({ baseURL: THIRD });

  test("the same page served from a third origin is refused, and nothing is stored", async ({
    page,
    request,
  }, testInfo) => {
    const values = validValues(uniqueEmail(testInfo));
    const locators = await openContactForm(page);
    await fillContactForm(locators, values);
    const answer = page.waitForResponse(
      (response) => response.url().startsWith(`${API}${REST_PATH}`) && response.request().method() === "POST",
    );
    await locators.submit.click();
    const refused = await answer;
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "PGRST403", message: "Origin not allowed" });
    await expect(toasts(page).error).toBeVisible();
    expect(await storedRows(request, values.email, API)).toEqual([]);
  });
});
