import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_SERVERS } from "#scripts/e2e-servers.ts";

/*
 * Every page as the server sends it, checked by the Nu HTML Checker (the W3C validator's engine,
 * from the vnu-jar package; it needs Java). Its CSS checker predates what Tailwind 4 writes
 * (@property, container queries, `in srgb` gradients), so only its HTML findings are held here.
 */

const VNU_JAR: string = String(createRequire(import.meta.url)("vnu-jar"));

const PAGES = [
  ["main", "/"],
  ["main", "/es/"],
  ["main", "/pt-br/"],
  ["main", "/privacy/"],
  ["main", "/es/privacy/"],
  ["main", "/pt-br/privacy/"],
  ["main", "/no-such-page"],
  ["main", "/es/no-such-page"],
  ["main", "/pt-br/no-such-page"],
  // The variant with the booking overlay adds a <dialog> and its frame.
  ["overlay", "/"],
] as const;

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every page is valid HTML for the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(120_000);
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  expect(
    java.error,
    "Java runs the Nu HTML Checker: install it (Debian: apt-get install -y default-jre-headless)",
  ).toBeUndefined();

  const dir = mkdtempSync(join(tmpdir(), "chattobook-vnu-"));
  try {
    const files: Record<string, string> = {};
    for (const [server, path] of PAGES) {
      const html = await (await request.get(E2E_SERVERS[server].url + path)).text();
      const file = join(dir, `${server}${path.replaceAll("/", "_")}.html`);
      writeFileSync(file, html);
      files[file] = `${server} ${path}`;
    }
    // A control page with one known error proves that the checker ran and reports HTML errors.
    const control = join(dir, "control.html");
    writeFileSync(control, '<!doctype html><html lang="en"><title>x</title><p><td>cell</p></html>');
    const run = spawnSync(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", control, ...Object.keys(files)],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const html = messages.filter((m) => !m.message.startsWith("CSS:"));
    const where = (m: VnuMessage) => decodeURIComponent(new URL(m.url ?? "file:///").pathname);
    expect(html.filter((m) => where(m) === control).map((m) => m.message)).toContain("Stray start tag “td”.");
    const findings = html
      .filter((m) => where(m) !== control)
      .map(
        (m) =>
          `${files[where(m)] ?? where(m)}:${m.lastLine ?? "?"} ${m.type}: ${m.message} (${m.extract?.trim() ?? ""})`,
      );
    expect(findings).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
