import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate.ts";
import { openPglite } from "../../server/db/pglite.ts";
import type { Database } from "../../server/db/types.ts";
import { CONTACT, freshDatabase, serve, type TestServer } from "./harness.ts";

/*
 * `npm run leads` as the provider runs it: through the REST API while a server is up on PORT,
 * straight from DATA_DIR (under the lock) when none is, newest first in every format.
 */

const LEADS = new URL("../../server/leads.ts", import.meta.url).pathname;
let root: string;

function leads(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [LEADS, ...args], {
    env: { ...process.env, DATABASE_URL: "", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (data: Buffer) => (stdout += data.toString()));
  child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

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

/** A port nothing listens on, so the command cannot find a server there. */
const UNUSED_PORT = "4799";

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-leads-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run leads with the server stopped", () => {
  const dataDir = () => join(root, "data");

  beforeAll(async () => {
    const db = await openPglite({ dataDir: dataDir() });
    await migrate(db);
    await insertLeads(db, ["Older", "Newer"]);
    await db.close();
  });

  it("prints JSON newest first, with every column", async () => {
    const result = await leads(["--json"], { DATA_DIR: dataDir(), PORT: UNUSED_PORT });
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
    ]);
    expect(result.stderr).toContain("2 leads read from PGlite");
  });

  it("prints CSV with a BOM and neutralised formulas", async () => {
    const result = await leads(["--csv"], { DATA_DIR: dataDir(), PORT: UNUSED_PORT });
    expect(result.code).toBe(0);
    expect(
      result.stdout.startsWith(
        "\uFEFFid,created_at,name,email,phone,clinic_name,message,whatsapp_opt_in\r\n",
      ),
    ).toBe(true);
    expect(result.stdout).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("writes a clean spreadsheet file with the README's `npm run leads -- --csv > leads.csv`", () => {
    const file = join(root, "leads.csv");
    const run = spawnSync("sh", ["-c", `npm run leads -- --csv > "${file}"`], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir(), PORT: UNUSED_PORT },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    // npm's "> chattobook-landing leads" banner must not end up in the file.
    expect(
      readFileSync(file, "utf8").startsWith(
        "\uFEFFid,created_at,name,email,phone,clinic_name,message,whatsapp_opt_in\r\n",
      ),
    ).toBe(true);
  });

  it("prints a table by default", async () => {
    const result = await leads([], { DATA_DIR: dataDir(), PORT: UNUSED_PORT });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^id\s+created_at\s+name/);
    expect(result.stdout.indexOf("Newer")).toBeLessThan(result.stdout.indexOf("Older"));
  });

  it("fails clearly while another process holds DATA_DIR", async () => {
    const db = await openPglite({ dataDir: dataDir(), purpose: "a server on another port" });
    try {
      const result = await leads(["--json"], { DATA_DIR: dataDir(), PORT: UNUSED_PORT });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is in use by another process");
      expect(result.stdout).toBe("");
    } finally {
      await db.close();
    }
  });

  it("says there is no database yet instead of creating one", async () => {
    const result = await leads([], { DATA_DIR: join(root, "nothing-here"), PORT: UNUSED_PORT });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No database in");
  });

  it("rejects unknown options with the usage", async () => {
    const result = await leads(["--xml"], { DATA_DIR: dataDir(), PORT: UNUSED_PORT });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Unknown option: --xml");
  });
});

describe("npm run leads with the server running", () => {
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
    const result = await leads(["--json"], {
      DATA_DIR: join(root, "not-used"),
      PORT: String(server.running.port),
    });
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ name: string }>).map((row) => row.name)).toEqual([
      "Third",
      "Second",
      "First",
    ]);
    expect(result.stderr).toContain(`read from the running server at ${server.url}`);
  });

  it("explains a service key the server does not accept", async () => {
    const result = await leads([], {
      DATA_DIR: join(root, "not-used"),
      PORT: String(server.running.port),
      SUPABASE_SERVICE_ROLE_KEY: "some-other-service-key-123",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("SUPABASE_SERVICE_ROLE_KEY");
  });
});
