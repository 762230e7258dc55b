import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { E2E_DEV_PORT } from "#scripts/e2e-servers.ts";
import { copyRepository } from "#tests/support/repository-copy.ts";

/*
 * `npm run cms` (issue 23, decision 052): a person who writes no code opens /admin, changes the
 * Spanish hero heading, saves, and the file on disk and the dev page both have it. The spec starts
 * the script on ports of its own, the way a developer runs it, in a copy of the repository: the
 * main browser suite, running beside it, reads the same copy files and must never see the edit.
 */

const DEV_PORT = E2E_DEV_PORT + 1;
const CMS_PORT = E2E_DEV_PORT + 2;
const ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
const START_DEADLINE_MS = 120_000;
const SPANISH = "src/content/copy/landing.es.yaml";
const HEADING = "Convierte chats en citas confirmadas";
const NEW_HEADING = "Convierte tus chats en citas confirmadas";

const developerEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_OPTIONS" && !name.startsWith("PW_")),
  );

let cms: ChildProcess | undefined;
let output = "";
let root = "";
const spanishFile = () => readFileSync(join(root, SPANISH), "utf8");

test.describe.configure({ mode: "serial", timeout: START_DEADLINE_MS + 90_000 });

test.beforeAll(async () => {
  test.setTimeout(START_DEADLINE_MS + 10_000);
  root = copyRepository("cms-");
  cms = spawn(process.execPath, ["scripts/cms.ts", "--port", String(DEV_PORT), "--host", "127.0.0.1"], {
    cwd: root,
    env: { ...developerEnv(), CMS_PORT: String(CMS_PORT), PUBLIC_SUPABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  cms.stdout?.on("data", (data: Buffer) => (output += data.toString()));
  cms.stderr?.on("data", (data: Buffer) => (output += data.toString()));
  await expect
    .poll(
      async () => {
        if (cms?.exitCode !== null) throw new Error(`npm run cms exited:\n${output}`);
        const [site, backend] = await Promise.all(
          [`${ORIGIN}/healthz`, `http://127.0.0.1:${CMS_PORT}/api/v1`].map((url) =>
            fetch(url, { method: url.endsWith("v1") ? "POST" : "GET", signal: AbortSignal.timeout(5_000) })
              .then((response) => response.status)
              .catch(() => 0),
          ),
        );
        return site === 200 && (backend ?? 0) > 0;
      },
      { timeout: START_DEADLINE_MS, intervals: [500] },
    )
    .toBe(true);
});

// eslint-disable-next-line no-empty-pattern -- Playwright wants a pattern there, and no fixture is used
test.afterEach(async ({}, testInfo) => {
  // What the script printed (the copy's reload, or why not) is the first thing to read on a failure.
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("npm run cms output", { body: output, contentType: "text/plain" });
});

test.afterAll(async () => {
  // The script and both of its servers form one process group.
  if (cms?.pid) process.kill(-cms.pid, "SIGTERM");
  await expect.poll(() => cms?.exitCode !== null || cms?.signalCode !== null).toBe(true);
  if (root) rmSync(root, { recursive: true, force: true });
});

test("changes the Spanish hero heading in /admin: the file and the dev page have it", async ({ page }) => {
  expect(spanishFile()).toContain(`heading: ${HEADING}\n`);
  await page.goto(`${ORIGIN}/admin/#/collections/landing/entries/landing`);
  // The local backend needs no account: its login is one button.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible({ timeout: 30_000 });
  // English on the left, Spanish on the right, each pane in the schema's order: the hero's heading
  // is each pane's first "Heading".
  const headings = page.getByLabel("Heading", { exact: true });
  await expect(headings.first()).toHaveValue("Turn chats into confirmed bookings");
  const spanish = headings.nth((await headings.count()) / 2);
  await expect(spanish).toHaveValue(HEADING);
  await spanish.fill(NEW_HEADING);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(spanishFile, { timeout: 15_000 }).toContain(NEW_HEADING);
  // Only the copy: the work tree's file is as it was.
  expect(readFileSync(SPANISH, "utf8")).toContain(`heading: ${HEADING}\n`);
  // Under astro dev a page reads the copy files as it renders (src/content/site.ts): load it again
  // until it has the new heading. Beside the main browser suite on 2 cores, a render took over 30 s
  // once.
  await expect
    .poll(
      async () => {
        await page.goto(`${ORIGIN}/es/`);
        return page.getByRole("heading", { level: 1 }).textContent();
      },
      { timeout: 60_000 },
    )
    .toBe(NEW_HEADING);
});
