import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import type { Database } from "#server/db/types.ts";
import { runLeads, spawnLeads } from "#tests/support/leads-cli.ts";
import { CONTACT, freshDatabase, serve, type TestServer } from "./harness.ts";

/*
 * `npm run leads` as the provider runs it: straight from DATA_DIR (under the lock) by default,
 * through a running server's REST API only when --url names it, newest first in every format.
 */

let root: string;

const insertLeads = (db: Database, names: string[]) =>
  db.transaction("service_role", async (tx) => {
    for (const [i, name] of names.entries()) {
      // Distinct timestamps so "newest first" is observable.
      await tx.query(
        "insert into public.contact_submissions (created_at, name, email, phone, clinic_name, message) values (now() + make_interval(secs => $1), $2, $3, $4, $5, $6)",
        [
          i,
          name,
          `${name.toLowerCase()}@example.com`,
          CONTACT.phone,
          CONTACT.clinic_name,
          i === 0 ? '=HYPERLINK("x")' : null,
        ],
      );
    }
  });

const CSV_HEADER = "\uFEFFid,created_at,name,email,phone,clinic_name,message,whatsapp_opt_in,locale\r\n";

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-leads-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run leads on the database itself", () => {
  const dataDir = () => join(root, "data");

  beforeAll(async () => {
    const db = await openPglite({ dataDir: dataDir() });
    await migrate(db);
    await insertLeads(db, ["Older", "Newer"]);
    await db.close();
  });

  it("prints JSON newest first, with every column", async () => {
    const result = await spawnLeads(["--json"], { DATA_DIR: dataDir() });
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.name)).toEqual(["Newer", "Older"]);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "id",
      "created_at",
      "name",
      "email",
      "phone",
      "clinic_name",
      "message",
      "whatsapp_opt_in",
      "locale",
    ]);
    expect(result.stderr).toContain("2 leads read from PGlite");
  });

  it("prints CSV with a BOM and neutralised formulas", async () => {
    const result = await runLeads(["--csv"], { DATA_DIR: dataDir() });
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith(CSV_HEADER)).toBe(true);
    expect(result.stdout).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("writes the file named by --output, and nothing to stdout", async () => {
    const file = join(root, "output.csv");
    const result = await runLeads(["--csv", "--output", file], { DATA_DIR: dataDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expect(readFileSync(file, "utf8").startsWith(CSV_HEADER)).toBe(true);
  });

  it("writes a clean spreadsheet file with the README's `npm run -s leads -- --csv > leads.csv`", () => {
    const file = join(root, "leads.csv");
    const run = spawnSync("sh", ["-c", `npm run -s leads -- --csv > "${file}"`], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir() },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    // Without -s, npm's "> chattobook-landing leads" banner would be the file's first lines.
    expect(readFileSync(file, "utf8").startsWith(CSV_HEADER)).toBe(true);
  });

  it("prints a table by default", async () => {
    const result = await runLeads([], { DATA_DIR: dataDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^id\s+created_at\s+name/);
    expect(result.stdout.indexOf("Newer")).toBeLessThan(result.stdout.indexOf("Older"));
  });

  it("fails clearly while another process holds DATA_DIR, and names --url", async () => {
    const db = await openPglite({ dataDir: dataDir(), purpose: "a server on another port" });
    try {
      const result = await runLeads(["--json"], { DATA_DIR: dataDir(), PORT: "4999" });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is in use by another process");
      expect(result.stderr).toContain("--url http://127.0.0.1:4999");
      expect(result.stdout).toBe("");
    } finally {
      await db.close();
    }
  });

  it("says there is no database yet instead of creating one", async () => {
    const result = await runLeads([], { DATA_DIR: join(root, "nothing-here") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No database in");
  });

  it("answers an unknown option with the usage and exit status 2", async () => {
    const result = await spawnLeads(["--xml"], { DATA_DIR: dataDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("'--xml'");
    expect(result.stderr).toContain("Usage: npm run -s leads");
    expect(result.stdout).toBe("");
  });

  it.each([
    [["stray"], "positional"],
    [["--json", "--csv"], "either --json or --csv"],
    [["--output"], "--output"],
    [["--yes"], "--yes goes only with --erase"],
  ])("refuses %j with exit status 2", async (args, message) => {
    const result = await runLeads(args, { DATA_DIR: dataDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it("prints the usage on --help, to stdout, with status 0", async () => {
    const result = await runLeads(["--help"], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("--export <email>");
  });
});

/** An impostor on PORT: answers /healthz like our server and records everything it is sent. */
async function impostor(): Promise<{ server: Server; port: number; requests: IncomingMessage[] }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    response.setHeader("Content-Type", "application/json");
    response.end(request.url === "/healthz" ? '{"status":"ok"}' : "[]");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

describe("the service key goes only to a server named with --url (issue 15)", () => {
  const dataDir = () => join(root, "data-impostor");
  let fake: Awaited<ReturnType<typeof impostor>>;

  beforeAll(async () => {
    const db = await openPglite({ dataDir: dataDir() });
    await migrate(db);
    await insertLeads(db, ["Local"]);
    await db.close();
    fake = await impostor();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it("never sends anything to whatever answers on PORT", async () => {
    const result = await spawnLeads(["--json"], { DATA_DIR: dataDir(), PORT: String(fake.port) });
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ name: string }>).map((row) => row.name)).toEqual(["Local"]);
    expect(fake.requests).toEqual([]);
  });

  it("refuses plain http to another machine before sending anything", async () => {
    const result = await runLeads(["--url", "http://leads.example.com"], { DATA_DIR: dataDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("https://");
    expect(fake.requests).toEqual([]);
  });
});

describe("npm run leads -- --url, through a running server", () => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await freshDatabase();
    await insertLeads(db, ["First", "Second", "Third"]);
    server = await serve(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("reads through the REST API with the service key (DATA_DIR untouched)", async () => {
    const result = await runLeads(["--json", "--url", server.url], { DATA_DIR: join(root, "not-used") });
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ name: string }>).map((row) => row.name)).toEqual([
      "Third",
      "Second",
      "First",
    ]);
    expect(result.stderr).toContain(`read from the running server at ${server.url}`);
  });

  it("explains a service key the server does not accept", async () => {
    expect(LOCAL_SERVICE_ROLE_KEY).toBe(server.config.serviceRoleKey);
    const result = await runLeads(["--url", server.url], {
      SUPABASE_SERVICE_ROLE_KEY: "some-other-service-key-123",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("SUPABASE_SERVICE_ROLE_KEY");
  });
});
