import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { E2E_CMS_PORT } from "#scripts/e2e-servers.ts";
import { copyRepository } from "#tests/support/repository-copy.ts";

/*
 * `npm run cms` as a marketer uses it (decisions 052, 081, 082 and 084): change a Spanish heading and
 * see it on /es/, make a mistake and be stopped at the field, save from two tabs without losing
 * either edit, write Arabic right to left, add, reorder and remove FAQ questions in two languages,
 * set the company's facts with a founder's photo; and the editor is private to this machine. The
 * spec starts the script the way a developer runs it, in a copy of the repository: the main browser
 * suite, running beside it, reads the same copy files and must never see these edits.
 */

const DEV_PORT = E2E_CMS_PORT;
const ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
const START_DEADLINE_MS = 120_000;
const COPY = "src/content/copy";
const SPANISH = `${COPY}/landing.es.yaml`;
const ENGLISH = `${COPY}/landing.en.yaml`;
const FACTS = `${COPY}/facts.yaml`;
const MEDIA = "public/media";

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

// Each test starts from the repository's copy files, and no upload.
test.beforeEach(() => {
  cpSync(COPY, join(root, COPY), { recursive: true });
  rmSync(join(root, MEDIA), { recursive: true, force: true });
});

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
  await openEntry(page, `${section}/entries/landing`, "Writing in Latin American Spanish (ES)");
}

/** Opens an entry of the editor, and waits for a button it shows once loaded. */
async function openEntry(page: Page, entry: string, loaded: string) {
  await page.goto(`${ORIGIN}/admin/#/collections/${entry}`);
  const ready = page.getByRole("button", { name: loaded });
  // The local editor needs no account: its login is one button, once per browser.
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(ready.first())).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto(`${ORIGIN}/admin/#/collections/${entry}`);
  }
  await expect(ready.first()).toBeVisible({ timeout: 30_000 });
}

/** The editor's left (English) or right pane: the form under its "Writing in …" language menu. */
const pane = (page: Page, side: "left" | "right") =>
  page
    .getByRole("button", { name: side === "left" ? /^Writing in English\b/ : /^Writing in (?!English\b)/ })
    .locator("xpath=ancestor::div[.//textarea][1]");

/**
 * A text of the editor by its label, in the left or right pane; the only one open there with that
 * label (a pane shows a text once, and a list's items each have theirs while open).
 */
const field = (page: Page, label: string, side: "left" | "right") =>
  pane(page, side).getByRole("textbox", { name: label, exact: true });

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
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
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
  await expect(other.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
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
  // A hand edit adds a text the schema does not have to a question: the build would refuse it.
  writeFileSync(
    join(root, ENGLISH),
    read(ENGLISH).replace("    - id: storage\n", "    - id: storage\n      note: Ask us.\n"),
  );
  await openSection(page, "faq");
  const problem =
    "landing.en.yaml: English · FAQ › Questions › Question: storage (faq.items.storage): note: not a text the page has (remove it from the file)";
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

/** The FAQ's questions on a language's page, in order, once the page shows what the files say. */
async function questionsOn(page: Page, path: string, until: (questions: string[]) => boolean) {
  const visitor = await page.context().newPage();
  let questions: string[] = [];
  // A page reads the copy files as it renders; beside the main browser suite a render can be slow.
  // The dev server also reloads an open page when a copy file changes: a read it cuts short is retried.
  // The questions are in the HTML: waiting for the parse alone, no module or island can hold a try up.
  await expect(async () => {
    await visitor.goto(`${ORIGIN}${path}#faq`, { waitUntil: "domcontentloaded", timeout: 15_000 });
    questions = await visitor.locator("#faq").getByRole("heading", { level: 3 }).allInnerTexts();
    expect(until(questions), questions.join(" | ")).toBe(true);
  }).toPass({ timeout: 60_000 });
  return { visitor, questions };
}

/** A file's text with some lines inserted before a line of it. */
function withLines(text: string, before: string, lines: string[]) {
  const all = text.split("\n");
  const at = all.indexOf(before);
  if (at < 0) throw new Error(`No line "${before}"`);
  return [...all.slice(0, at), ...lines, ...all.slice(at)].join("\n");
}

/** Drags an item of a list onto the place of its neighbour, as a marketer does with the mouse. */
async function drag(page: Page, item: string, onto: string) {
  const handle = (name: string) => page.getByRole("button", { name: `Drag to move "${name}"` });
  const [from, to] = [handle(item), handle(onto)];
  await to.scrollIntoViewIfNeeded();
  const [start, end] = [await from.boundingBox(), await to.boundingBox()];
  if (!start || !end) throw new Error(`"${item}" or "${onto}" is not on screen`);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // The list starts dragging after a few pixels, then follows the pointer.
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + (end.y > start.y ? 8 : -8), {
    steps: 4,
  });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

test("adds an FAQ question in English and Spanish: each file's diff is the question, both pages show it, and one only English has is marked on /es/", async ({
  page,
}) => {
  await openSection(page, "faq");
  const add = (side: "left" | "right") =>
    pane(page, side).getByRole("button", { name: "Add question" }).click();
  const fill = async (side: "left" | "right", id: string, question: string, answer: string) => {
    await field(page, "Id", side).fill(id);
    await field(page, "Question", side).fill(question);
    await field(page, "Answer", side).fill(answer);
    // Closed, it shows its question: the next new item is the only one open in its pane.
    await page.getByRole("button", { name: `Open or close "${question}"` }).click();
  };
  await add("left");
  await fill("left", "contract", "Is there a contract?", "No, none.");
  await add("right");
  await fill("right", "contract", "¿Hay un contrato?", "No, ninguno.");
  await add("left");
  await fill("left", "trial", "Is there a free trial?", "Yes, for a month.");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
  // Each file's diff is its new questions, at the end of its list; every other file as it was.
  expect(read(ENGLISH)).toBe(
    withLines(original(ENGLISH), "contact:", [
      "    - id: contract",
      "      question: Is there a contract?",
      "      answer: No, none.",
      "    - id: trial",
      "      question: Is there a free trial?",
      "      answer: Yes, for a month.",
    ]),
  );
  expect(read(SPANISH)).toBe(
    withLines(original(SPANISH), "contact:", [
      "    - id: contract",
      "      question: ¿Hay un contrato?",
      "      answer: No, ninguno.",
    ]),
  );
  for (const locale of ["pt-br", "ar"])
    expect(read(`${COPY}/landing.${locale}.yaml`)).toBe(original(`${COPY}/landing.${locale}.yaml`));

  const english = await questionsOn(page, "/", (questions) => questions.includes("Is there a free trial?"));
  expect(english.questions.slice(-3)).toEqual([
    "Where are the details I send you stored?",
    "Is there a contract?",
    "Is there a free trial?",
  ]);
  const spanish = await questionsOn(page, "/es/", (questions) => questions.includes("¿Hay un contrato?"));
  // Spanish's own questions first, in its file's order; then those only English has.
  expect(spanish.questions.slice(-3, -1)).toEqual([
    "¿Dónde se guardan los datos que envío?",
    "¿Hay un contrato?",
  ]);
  // The question Spanish lacks: shown in English, with its language and a visible mark.
  const trial = spanish.visitor.locator("#faq-trial");
  await expect(trial.getByRole("heading", { level: 3 })).toHaveText("Is there a free trial?Aún sin traducir");
  await expect(trial).toHaveAttribute("lang", "en");
  await expect(trial.getByText("Aún sin traducir")).toBeVisible();
});

test("reorders a Spanish question and removes an English one: each diff is the move or the removal, and both pages follow", async ({
  page,
}) => {
  await openSection(page, "faq");
  await drag(page, "¿Dónde se guardan los datos que envío?", "¿Cómo lo desactivamos?");
  // The list shows the new order before anything is saved.
  await expect(
    pane(page, "right")
      .getByRole("button", { name: /^Drag to move/ })
      .last(),
  ).toHaveAccessibleName('Drag to move "¿Cómo lo desactivamos?"');
  await page.getByRole("button", { name: 'Remove "How do we switch it off?"' }).click();
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
  const block = (text: string, id: string) => {
    const lines = text.split("\n");
    const start = lines.indexOf(`    - id: ${id}`);
    const end = lines.findIndex((line, i) => i > start && /^ {4}- id: |^\S/.test(line));
    return lines.slice(start, end).join("\n") + "\n";
  };
  const [es, en] = [original(SPANISH), original(ENGLISH)];
  expect(read(SPANISH)).toBe(
    es.replace(block(es, "switchOff") + block(es, "storage"), block(es, "storage") + block(es, "switchOff")),
  );
  expect(read(ENGLISH)).toBe(en.replace(block(en, "switchOff"), ""));
  const spanish = await questionsOn(
    page,
    "/es/",
    (questions) => questions.at(-1) === "¿Cómo lo desactivamos?",
  );
  expect(spanish.questions.slice(-2)).toEqual([
    "¿Dónde se guardan los datos que envío?",
    "¿Cómo lo desactivamos?",
  ]);
  const english = await questionsOn(
    page,
    "/",
    (questions) => !questions.includes("How do we switch it off?"),
  );
  expect(english.questions.at(-1)).toBe("Where are the details I send you stored?");
});

test("two tabs change different FAQ questions: both are kept; the same question is refused with 'reload'", async ({
  page,
  context,
}) => {
  await openSection(page, "faq");
  const other = await context.newPage();
  await openSection(other, "faq");
  // The other tab adds a question and saves first.
  await pane(other, "right").getByRole("button", { name: "Add question" }).click();
  await field(other, "Id", "right").fill("contract");
  await field(other, "Question", "right").fill("¿Hay un contrato?");
  await field(other, "Answer", "right").fill("No, ninguno.");
  // Closed, so the answer it opens next is the only one open.
  await other.getByRole("button", { name: 'Open or close "¿Hay un contrato?"' }).click();
  await publish(other);
  await expect(other.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
  // This tab, opened before, changes another question's answer: both are kept.
  await page.getByRole("button", { name: 'Open or close "¿Cómo lo desactivamos?"' }).click();
  await field(page, "Answer", "right").fill("Avísanos cuando quieras.");
  await publish(page);
  await expect(
    page.getByRole("status").filter({ hasText: "Changes made elsewhere meanwhile were kept" }),
  ).toContainText("Latin American Spanish · FAQ › Questions › Question: contract");
  // The answer was quoted in the file, and stays so: the diff is the words.
  expect(read(SPANISH)).toContain('      answer: "Avísanos cuando quieras."\n');
  expect(read(SPANISH)).toContain("    - id: contract\n      question: ¿Hay un contrato?\n");
  // The other tab, which has not seen that answer, changes the same question: refused.
  await other.getByRole("button", { name: 'Open or close "¿Cómo lo desactivamos?"' }).click();
  await field(other, "Answer", "right").fill("Escríbenos.");
  await publish(other);
  const refusal = other
    .getByRole("alert")
    .filter({ hasText: "someone changed these texts since you opened this page" });
  await expect(refusal).toContainText("Latin American Spanish · FAQ › Questions › Question: switch off");
  expect(read(SPANISH)).toContain('      answer: "Avísanos cuando quieras."\n');
});

/** A square PNG of one colour: a founder's photo that needs no file in the repository. */
function photo(size = 96): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([15, 118, 110]))]);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Picks an option of one of Decap's choice fields by typing part of its words. */
async function choose(page: Page, label: string, option: string) {
  await page.locator("label", { hasText: label }).last().click();
  await page.keyboard.type(option);
  await page.keyboard.press("Enter");
}

test("Company facts: a patient-data fact and a founder with an uploaded photo appear on the page, which said nothing of them before", async ({
  page,
}) => {
  const visitor = await page.context().newPage();
  await visitor.goto(`${ORIGIN}/`);
  // Nothing is claimed while nothing is set.
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.locator("#patient-data")).toHaveCount(0);
  await expect(visitor.locator("#team")).toHaveCount(0);
  await expect(visitor.locator("#faq-patientData")).toHaveCount(0);

  await openEntry(page, "facts/entries/facts", "Add founder");
  await page.getByRole("button", { name: "Add processor" }).click();
  await page.getByRole("textbox", { name: "Id", exact: true }).fill("exampleai");
  await choose(page, "What it does", "Understands");
  await page.getByRole("textbox", { name: "Company name" }).fill("Example AI Ltd");
  await choose(page, "Where it processes them", "Ireland");
  await page.getByRole("button", { name: 'Open or close "Example AI Ltd"' }).click();
  await page.getByRole("button", { name: "Add founder" }).click();
  await page.getByRole("textbox", { name: "Id", exact: true }).fill("ana");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ana Souza");
  await page.getByRole("textbox", { name: "Role", exact: true }).fill("Co-founder, CEO");
  // The photo: uploaded in the media library, chosen, and shown before anything is saved.
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "ana-souza.png", mimeType: "image/png", buffer: photo() });
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The media library closes (its card showed the same picture), and the field shows it.
  await expect(page.getByRole("dialog").locator('img[src^="blob:"]')).toHaveCount(0);
  const preview = page.locator('img[src^="blob:"]');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
  // A profile link that is not https is refused in plain words, and nothing is written.
  const profile = page.getByRole("textbox", { name: "Profile link (optional)" });
  await profile.fill("linkedin.com/in/ana-souza");
  await publish(page);
  // Decap adds a toast of its own; the editor's message says what to fix.
  await expect(
    page.getByRole("alert").filter({ hasText: "Not saved: these texts need a fix first" }),
  ).toContainText(
    "Company facts · Founders › Founder: ana › Profile link (founders.ana.profileUrl): must be an https URL",
  );
  expect(read(FACTS)).toBe(original(FACTS));
  expect(existsSync(join(root, MEDIA))).toBe(false);
  await profile.fill("https://www.linkedin.com/in/ana-souza");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });

  // The file's diff is the two facts, and the photo is in the media folder.
  expect(read(FACTS)).toBe(
    original(FACTS)
      .replace(
        "  processors: []\n",
        "  processors:\n    - id: exampleai\n      role: ai\n      name: Example AI Ltd\n      region: IE\n",
      )
      .replace(
        "founders: []\n",
        "founders:\n  - id: ana\n    name: Ana Souza\n    role: Co-founder, CEO\n    photo: /media/ana-souza.png\n    profileUrl: https://www.linkedin.com/in/ana-souza\n",
      ),
  );
  expect(readFileSync(join(root, MEDIA, "ana-souza.png"))).toEqual(photo());

  // The page states them: the patient-data section before the FAQ, its question, and the people.
  // Retried, not only polled: the dev server may reload the page as it is read.
  await expect(async () => {
    await visitor.reload();
    expect(await visitor.locator("#patient-data, #team").count()).toBe(2);
  }).toPass({ timeout: 60_000 });
  const patientData = visitor.locator("#patient-data");
  await expect(patientData.getByRole("heading", { level: 2 })).toHaveText("Where your patients' messages go");
  await expect(patientData.getByRole("listitem")).toHaveText([
    "Understands and answers them: Example AI Ltd (Ireland)",
  ]);
  await expect(async () => {
    const ids = await visitor
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toContain("patient-data");
    expect(ids.indexOf("patient-data")).toBeLessThan(ids.indexOf("faq"));
  }).toPass({ timeout: 10_000 });
  await expect(visitor.locator("#faq-patientData").getByRole("heading", { level: 3 })).toHaveText(
    "Where do our patients' messages and voice notes go?",
  );
  const team = visitor.locator("#team");
  await expect(team.getByRole("heading", { level: 2 })).toHaveText("The people behind ChatToBook");
  await expect(team.getByRole("link", { name: "Ana Souza's profile" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/ana-souza",
  );
  await expect(team.getByText("Co-founder, CEO")).toBeVisible();
  const picture = team.locator("img");
  await expect(picture).toHaveAttribute("src", "/media/ana-souza.png");
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
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
