import { createServer, type IncomingHttpHeaders } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/types.ts";
import { csvCell, terminalSafeJson } from "#server/cli/leads-format.ts";
import { normaliseMessage } from "#src/core/contact-schema.ts";
import { ERASURE_LOG } from "#server/cli/leads.ts";
import { runLeads } from "#tests/support/leads-cli.ts";
import { CONTACT, freshDatabase, serve, type TestServer } from "./harness.ts";

/*
 * `npm run leads` handles the clinic's leads safely (decision 050): the service key never follows
 * a redirect, lead fields never reach the terminal as control sequences in any format, export
 * files are private to their owner, and an erasure leaves a record without personal data and
 * reminds the operator of the copies held elsewhere.
 */

/** Text that clears the screen, writes the clipboard (OSC 52), turns red and reverses text. */
const HOSTILE = "\u001b]52;c;ZXZpbA==\u0007\u001b[2J\u001b[31mEVIL\u009b31m\u202eesrever\u2066x\u2069\u007f";
/**
 * What a one-line field can still hold: the database refuses C0 and C1 controls there
 * (*_contact_submissions_single_line.sql), not bidi overrides and isolates.
 */
const HOSTILE_NAME = "EVE\u202eesrever\u2066x\u2069";
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let root: string;
let db: Database;
let server: TestServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-leads-hardening-"));
  db = await freshDatabase();
  await db.transaction("owner", (tx) =>
    tx.query(
      "insert into public.contact_submissions (name, email, phone, clinic_name, message) values ($1, $2, $3, $4, $5)",
      [
        HOSTILE_NAME,
        "eve@example.com",
        "+44 20 7946 0000",
        `Clinic${HOSTILE_NAME}`,
        `line one\r\nline two${HOSTILE}`,
      ],
    ),
  );
  server = await serve(db);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

const leads = (args: string[], env: Record<string, string> = {}) =>
  runLeads([...args, "--url", server.url], { DATA_DIR: join(root, "data"), ...env });

describe("lead fields never reach the terminal as control sequences", () => {
  it.each([[["--csv"]], [["--json"]], [["--export", "eve@example.com"]], [[]]])(
    "npm run leads %j",
    async (args) => {
      const result = await leads(args);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain("52;c;ZXZpbA==");
      expect(result.stdout).not.toMatch(CONTROLS);
    },
  );

  it("keeps the JSON exact: the escapes parse back to the stored text", async () => {
    const result = await leads(["--export", "eve@example.com"]);
    const [row] = JSON.parse(result.stdout) as Array<{ name: string; message: string }>;
    expect(row?.name).toBe(HOSTILE_NAME);
    // The database stores the message without its control characters (the bidi ones stay).
    expect(row?.message).toBe(normaliseMessage(`line one\r\nline two${HOSTILE}`));
    expect(row?.message).toContain("\u202eesrever");
  });

  it("keeps a CSV cell's line breaks and tabs, replacing only controls", () => {
    expect(csvCell("a\u001b[2Jb\u009bc\u202ed")).toBe("a\uFFFD[2Jb\uFFFDc\uFFFDd");
    expect(csvCell("two\r\nlines\tand a tab")).toBe('"two\r\nlines\tand a tab"');
    expect(terminalSafeJson(["\u0085\u202e"])).toBe('[\n  "\\u0085\\u202e"\n]');
  });
});

describe("export files are readable by their owner only", () => {
  it.each([
    ["--csv", ["--csv"]],
    ["--json", ["--json"]],
    ["--export", ["--export", "eve@example.com"]],
  ])("%s -o <file>, new or already there with mode 644", async (_name, args) => {
    for (const existing of [false, true]) {
      const file = join(root, `export-${crypto.randomUUID()}`);
      if (existing) writeFileSync(file, "old", { mode: 0o644 });
      const result = await leads([...args, "-o", file]);
      expect(result.code, result.stderr).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8")).toContain("EVIL");
    }
  });
});

describe("an erasure", () => {
  it("leaves a record without personal data in DATA_DIR and names the copies held elsewhere", async () => {
    const service = { apikey: server.config.serviceRoleKey, "Content-Type": "application/json" };
    for (const email of ["gone@example.com", "GONE@example.com"]) {
      const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
        method: "POST",
        headers: service,
        body: JSON.stringify({ ...CONTACT, email }),
      });
      expect(response.status).toBe(201);
    }
    const dataDir = join(root, "erasure-data");
    const result = await leads(["--erase", "gone@example.com", "--yes"], { DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/webhook receiver/);
    expect(result.stderr).toMatch(/mailbox/);
    expect(result.stderr).toMatch(/logs/);

    const log = join(dataDir, ERASURE_LOG);
    expect(statSync(log).mode & 0o777).toBe(0o600);
    const text = readFileSync(log, "utf8");
    expect(text).not.toMatch(/gone/i);
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(entry).toEqual({
      erased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      leads: 2,
      webhook_notifications: null,
      store: `the running server at ${server.url}`,
    });
    expect(Date.now() - Date.parse(String(entry.erased_at))).toBeLessThan(60_000);
  });

  it("records nothing when nothing was erased", async () => {
    const dataDir = join(root, "nothing-erased");
    const result = await leads(["--erase", "nobody@example.com", "--yes"], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(existsSync(join(dataDir, ERASURE_LOG))).toBe(false);
  });
});

describe("the service key never follows a redirect", () => {
  /** A listener that records every request's headers and answers `answer`. */
  async function listener(answer: (url: string) => { status: number; headers?: Record<string, string> }) {
    const seen: IncomingHttpHeaders[] = [];
    const http = createServer((request, response) => {
      seen.push(request.headers);
      const { status, headers = {} } = answer(request.url ?? "/");
      response.writeHead(status, { "Content-Type": "application/json", ...headers });
      response.end("[]");
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    return { url, seen, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
  }

  it("stops at a 307 to another origin, which never sees the key", async () => {
    const elsewhere = await listener(() => ({ status: 200 }));
    const redirecting = await listener((url) => ({
      status: 307,
      headers: { Location: `${elsewhere.url}${url}` },
    }));
    try {
      for (const args of [
        ["--json"],
        ["--export", "eve@example.com"],
        ["--erase", "eve@example.com", "--yes"],
      ]) {
        const result = await runLeads([...args, "--url", redirecting.url], {
          DATA_DIR: join(root, "redirect"),
        });
        expect(result.code, args.join(" ")).toBe(1);
        expect(result.stderr).toContain(`The server at ${redirecting.url} answered with a redirect`);
      }
      expect(redirecting.seen.length).toBeGreaterThan(0);
      expect(elsewhere.seen).toEqual([]);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });
});
