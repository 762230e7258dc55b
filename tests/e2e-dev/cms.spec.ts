import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { z } from "zod";
import { landingCopySchema } from "#src/content/copy/landing-schema.ts";
import { E2E_CMS_PORT } from "#scripts/e2e-servers.ts";
import { copyRepository } from "#tests/support/repository-copy.ts";

/*
 * `npm run cms` as a marketer uses it (decisions 052, 081 and 082): change a Spanish heading and see
 * it on /es/, make a mistake and be stopped at the field, save from two tabs without losing either
 * edit, write Arabic right to left; and the editor is private to this machine. The spec starts the
 * script the way a developer runs it, in a copy of the repository: the main browser suite, running
 * beside it, reads the same copy files and must never see these edits.
 */

const DEV_PORT = E2E_CMS_PORT;
const ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
const START_DEADLINE_MS = 120_000;
const COPY = "src/content/copy";
const SPANISH = `${COPY}/landing.es.yaml`;

const developerEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_OPTIONS" && !name.startsWith("PW_")),
  );

let cms: ChildProcess | undefined;
let output = "";
let root = "";
const read = (path: string) => readFileSync(join(root, path), "utf8");
const original = (path: string) => readFileSync(path, "utf8");

test.describe.configure({ mode: "serial", timeout: START_DEADLINE_MS + 90_000 });

test.beforeAll(async () => {
  test.setTimeout(START_DEADLINE_MS + 10_000);
  root = copyRepository("cms-");
  cms = spawn(process.execPath, ["scripts/cms.ts", "--port", String(DEV_PORT), "--host", "127.0.0.1"], {
    cwd: root,
    env: { ...developerEnv(), PUBLIC_SUPABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  cms.stdout?.on("data", (data: Buffer) => (output += data.toString()));
  cms.stderr?.on("data", (data: Buffer) => (output += data.toString()));
  await expect
    .poll(
      async () => {
        if (cms?.exitCode !== null) throw new Error(`npm run cms exited:\n${output}`);
        return fetch(`${ORIGIN}/healthz`, { signal: AbortSignal.timeout(5_000) })
          .then((response) => response.status)
          .catch(() => 0);
      },
      { timeout: START_DEADLINE_MS, intervals: [500] },
    )
    .toBe(200);
});

// Each test starts from the repository's copy files.
test.beforeEach(() => cpSync(COPY, join(root, COPY), { recursive: true }));

// eslint-disable-next-line no-empty-pattern -- Playwright wants a pattern there, and no fixture is used
test.afterEach(async ({}, testInfo) => {
  // What the script printed (saves, refusals, reloads) is the first thing to read on a failure.
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("npm run cms output", { body: output, contentType: "text/plain" });
});

test.afterAll(async () => {
  // The script and its dev server form one process group.
  if (cms?.pid) process.kill(-cms.pid, "SIGTERM");
  await expect.poll(() => cms?.exitCode !== null || cms?.signalCode !== null).toBe(true);
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Opens a section of the editor, English on the left and Spanish on the right. */
async function openSection(page: Page, section: string) {
  await page.goto(`${ORIGIN}/admin/#/collections/${section}/entries/landing`);
  const spanish = page.getByRole("button", { name: "Writing in Latin American Spanish (ES)" });
  // The local editor needs no account: its login is one button, once per browser.
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(spanish)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto(`${ORIGIN}/admin/#/collections/${section}/entries/landing`);
  }
  await expect(spanish).toBeVisible({ timeout: 30_000 });
}

/** A text of the editor by its label, in the left (English) or right pane. */
const field = (page: Page, label: string, pane: "left" | "right") =>
  page.getByRole("textbox", { name: label, exact: true }).nth(pane === "left" ? 0 : 1);

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("changes the Spanish hero heading: the file's diff is that line, and /es/ shows it", async ({
  page,
}) => {
  await openSection(page, "hero");
  await expect(field(page, "Big heading", "left")).toHaveValue("Turn chats into confirmed bookings");
  const spanish = field(page, "Big heading", "right");
  await expect(spanish).toHaveValue("Convierte chats en citas confirmadas");
  await spanish.fill("Convierte tus chats en citas confirmadas");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  // The diff is the edit: every other line, and every other language's file, as it was.
  expect(read(SPANISH)).toBe(
    original(SPANISH).replace(
      "  heading: Convierte chats en citas confirmadas\n",
      "  heading: Convierte tus chats en citas confirmadas\n",
    ),
  );
  for (const locale of ["en", "pt-br", "ar"])
    expect(read(`${COPY}/landing.${locale}.yaml`)).toBe(original(`${COPY}/landing.${locale}.yaml`));
  // The editor links each language's page; a page reads the copy files as it renders. Beside the
  // main browser suite on 2 cores, a render took over 30 s once.
  const [spanishPage] = await Promise.all([
    page.context().waitForEvent("page"),
    page
      .getByRole("navigation", { name: "Open this page" })
      .getByRole("link", { name: "Latin American Spanish" })
      .click(),
  ]);
  await expect
    .poll(
      async () => {
        await spanishPage.reload();
        return spanishPage.getByRole("heading", { level: 1 }).textContent();
      },
      { timeout: 60_000 },
    )
    .toBe("Convierte tus chats en citas confirmadas");
});

test("refuses a Spanish mistake at the field, says so, and saves nothing", async ({ page }) => {
  await openSection(page, "top-bar");
  const bookDemo = field(page, "'Book a demo' button", "right");
  await bookDemo.fill("Pide una demostración gratuita hoy");
  // Said as it is typed, under the field.
  await expect(page.getByText("Too long: 34 of 14 characters.").first()).toBeVisible();
  await field(page, "Menu link: pricing", "right").fill("Precios {precio}");
  await publish(page);
  const message = page.getByRole("alert").filter({ hasText: "Not saved: 2 texts need a fix first." });
  await expect(message).toContainText(
    "Latin American Spanish · Menu links › Menu link: pricing: {precio} is not something the page fills in: remove the braces.",
  );
  await expect(message).toContainText(
    "Latin American Spanish · 'Book a demo' button: Too long: 34 of 14 characters.",
  );
  // The marketer is taken to the first mistake.
  await expect(field(page, "Menu link: pricing", "right")).toBeFocused();
  await expect(field(page, "Menu link: pricing", "right")).toBeInViewport();
  expect(read(SPANISH)).toBe(original(SPANISH));
});

test("two tabs and a hand edit: different texts are all kept, the same text is refused with 'reload'", async ({
  page,
  context,
}) => {
  await openSection(page, "hero");
  const other = await context.newPage();
  await openSection(other, "hero");
  // The other tab saves first.
  await field(other, "Small label above the big heading", "right").fill("Asistente de reservas con IA");
  await publish(other);
  await expect(other.getByText("Entry saved")).toBeVisible();
  // This tab, opened before that save, changes another text: both are kept.
  await field(page, "Big heading", "right").fill("Convierte tus chats en citas confirmadas");
  await publish(page);
  await expect(
    page.getByRole("status").filter({ hasText: "Changes made elsewhere meanwhile were kept" }),
  ).toContainText("Latin American Spanish · Hero › Small label above the big heading");
  expect(read(SPANISH)).toContain("  badge: Asistente de reservas con IA\n");
  expect(read(SPANISH)).toContain("  heading: Convierte tus chats en citas confirmadas\n");
  // Someone edits the file by hand; the tab, which has not seen it, changes the same text.
  writeFileSync(
    join(root, SPANISH),
    read(SPANISH).replace("  secondaryCta: Mira cómo funciona\n", "  secondaryCta: Descubre cómo funciona\n"),
  );
  await field(page, "Second button", "right").fill("Ver cómo funciona");
  await publish(page);
  // Decap adds a toast of its own; the editor's message says what to do.
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: "someone changed these texts since you opened this page" });
  await expect(refusal).toContainText("Reload the page to see their version");
  await expect(refusal).toContainText("Latin American Spanish · Hero › Second button");
  expect(read(SPANISH)).toContain("  secondaryCta: Descubre cómo funciona\n");
  expect(read(SPANISH)).toContain("  badge: Asistente de reservas con IA\n");
});

test("a copy file with a mistake: the editor still opens and says so, and so does the page", async ({
  page,
}) => {
  // A hand edit adds a question the schema does not have: the build would refuse it.
  const english = `${COPY}/landing.en.yaml`;
  writeFileSync(
    join(root, english),
    read(english).replace(
      "    storage:\n",
      "    contract:\n      question: Is there a contract?\n      answer: No.\n    storage:\n",
    ),
  );
  await openSection(page, "faq");
  const problem = "landing.en.yaml: English · FAQ › Questions (faq.items): contract: not a text the page has";
  await expect(page.getByRole("alert").filter({ hasText: "The copy files have mistakes" })).toContainText(
    problem,
  );
  // The rest of the editor works.
  await expect(field(page, "Section heading", "right")).toHaveValue(
    "Lo que nos preguntan los dueños de clínicas",
  );
  const visitor = await page.context().newPage();
  await visitor.goto(`${ORIGIN}/`);
  const banner = visitor.getByRole("alert").filter({ hasText: "This page shows the last good copy" });
  await expect(banner).toContainText(problem, { timeout: 60_000 });
});

test("edits Arabic right to left", async ({ page }) => {
  await openSection(page, "hero");
  await page.getByRole("button", { name: "Writing in Latin American Spanish (ES)" }).click();
  await page.getByRole("menuitem", { name: /arabic/i }).click();
  const arabic = field(page, "Big heading", "right");
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toHaveCSS("direction", "rtl");
  await expect(field(page, "Big heading", "left")).toHaveAttribute("dir", "ltr");
});

test("adds an FAQ question in English and Spanish, and both pages show it", async ({ page }) => {
  // Runs once the copy schema makes the FAQ's questions a list of {id, question, answer}; until
  // then the editor has no list to add to.
  const items = (landingCopySchema.shape.faq as z.ZodObject).shape.items;
  test.skip(!(items instanceof z.ZodArray), "the FAQ's questions are still a map of ids in the copy schema");
  await openSection(page, "faq");
  for (const pane of ["left", "right"] as const) {
    await page
      .getByRole("button", { name: "Add question" })
      .nth(pane === "left" ? 0 : 1)
      .click();
    await field(page, "Id", pane).last().fill("contract");
    await field(page, "Question", pane)
      .last()
      .fill(pane === "left" ? "Is there a contract?" : "¿Hay un contrato?");
    await field(page, "Answer", pane)
      .last()
      .fill(pane === "left" ? "No, none." : "No, ninguno.");
  }
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  for (const [path, question] of [
    ["/", "Is there a contract?"],
    ["/es/", "¿Hay un contrato?"],
  ] as const) {
    const visitor = await page.context().newPage();
    await visitor.goto(`${ORIGIN}${path}#faq`);
    await expect(visitor.getByRole("button", { name: question })).toBeVisible({ timeout: 60_000 });
    await visitor.close();
  }
});

test("npm run cms refuses to listen on the network", async () => {
  const refused = spawn(process.execPath, ["scripts/cms.ts", "--host", "0.0.0.0"], {
    cwd: root,
    env: developerEnv(),
  });
  let said = "";
  refused.stderr.on("data", (data: Buffer) => (said += data.toString()));
  const code = await new Promise((resolve) => refused.on("exit", resolve));
  expect(code).toBe(2);
  expect(said).toContain("npm run cms listens on this machine only");
});

/** A raw HTTP request, with a Host header of the test's choosing. */
function rawRequest(path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: DEV_PORT, path, method: body ? "POST" : "GET", headers },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("the editor is private: loopback only, no foreign Host, no path outside the copy and media", async () => {
  const host = `127.0.0.1:${DEV_PORT}`;
  // A page that points its own name at this machine (DNS rebinding) sends that name.
  for (const path of ["/admin/", "/admin/api/v1"])
    expect(
      (
        await rawRequest(
          path,
          { Host: `attacker.example:${DEV_PORT}` },
          path.endsWith("v1") ? "{}" : undefined,
        )
      ).status,
    ).toBe(403);
  const page = await rawRequest("/admin/", { Host: host });
  const token = /name="cms-token" content="([^"]+)"/.exec(page.text)?.[1] ?? "";
  expect(token).not.toBe("");
  const api = (params: Record<string, unknown>, headers: Record<string, string> = {}) =>
    rawRequest(
      "/admin/api/v1",
      { Host: host, "Content-Type": "application/json", "X-CMS-Token": token, ...headers },
      JSON.stringify(params),
    );
  expect((await api({ action: "getEntry", params: { path: SPANISH } })).status).toBe(200);
  for (const path of [".env", "package.json", `${COPY}/../../astro.config.mjs`, "src/pages/index.astro"])
    expect((await api({ action: "getEntry", params: { path } })).status, path).toBe(403);
  // Without the run's token, or from another site's page, nothing.
  expect((await api({ action: "getEntry", params: { path: SPANISH } }, { "X-CMS-Token": "" })).status).toBe(
    403,
  );
  expect((await api({ action: "info" }, { Origin: "http://evil.example" })).status).toBe(403);
  // Listening sockets on the dev server's port, from the kernel's table: loopback addresses only.
  const listening = ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    readFileSync(table, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(
        (columns) => columns[3] === "0A" && Number.parseInt(columns[1]?.split(":")[1] ?? "", 16) === DEV_PORT,
      )
      .map((columns) => columns[1]?.split(":")[0] ?? ""),
  );
  expect(listening.length).toBeGreaterThan(0);
  // 0100007F is 127.0.0.1; the IPv6 loopback is ::1.
  for (const address of listening)
    expect(["0100007F", "00000000000000000000000001000000"], address).toContain(address);
});
