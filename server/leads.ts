import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, loadDotEnv, type ServerConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { isPgError } from "./db/types.ts";
import { LEAD_COLUMNS, toCsv, toTable, type Lead } from "./leads-format.ts";
import { writeExport } from "./redirected-output.ts";

/*
 * `npm run leads [-- --json | --csv]`: the provider's view of the contact submissions, newest
 * first. While `npm start` runs (its /healthz answers on PORT) it reads through the REST API with
 * the service key, because the server holds the database lock; otherwise it opens the database
 * itself (DATA_DIR under the lock, or DATABASE_URL). Data goes to stdout, notes to stderr, so
 * `npm run leads -- --csv > leads.csv` writes a clean file (see redirected-output.ts for npm's banner).
 */

const USAGE = `Usage: npm run leads [-- --json | -- --csv]

Prints the stored contact submissions, newest first.
  (default)  an aligned table
  --json     a JSON array
  --csv      CSV with a header row (UTF-8 with BOM, for spreadsheets)

Reads through the running server on PORT (default 4321) if there is one, otherwise opens
the database in DATA_DIR (default ./data), or DATABASE_URL if set.`;

/** Rows per REST request: Supabase caps responses at 1000 rows by default, so page like its clients do. */
const PAGE_SIZE = 1000;
const ORDER = "created_at.desc,id.desc";

export type LeadsFormat = "table" | "json" | "csv";

export function parseArgs(args: string[]): LeadsFormat | "help" {
  let format: LeadsFormat = "table";
  for (const arg of args) {
    if (arg === "--json") format = "json";
    else if (arg === "--csv") format = "csv";
    else if (arg === "--help" || arg === "-h") return "help";
    else throw new Error(`Unknown option: ${arg}\n\n${USAGE}`);
  }
  return format;
}

export function formatLeads(leads: Lead[], format: LeadsFormat): string {
  if (format === "json") return `${JSON.stringify(leads, null, 2)}\n`;
  if (format === "csv") return toCsv(leads);
  return toTable(leads);
}

/** The server's origin if one answers /healthz on PORT. */
async function runningServer(config: ServerConfig): Promise<string | undefined> {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
  try {
    const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1500) });
    const body = (await response.json()) as { status?: string };
    return response.ok && body.status === "ok" ? origin : undefined;
  } catch {
    return undefined;
  }
}

async function readThroughServer(origin: string, serviceKey: string): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const url = `${origin}/rest/v1/contact_submissions?select=${LEAD_COLUMNS.join(",")}&order=${ORDER}&limit=${PAGE_SIZE}&offset=${offset}`;
    const response = await fetch(url, {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    });
    if (!response.ok) {
      const body = await response.text();
      const hint = response.status === 401 ? " (is SUPABASE_SERVICE_ROLE_KEY the same as the server's?)" : "";
      throw new Error(`The server at ${origin} answered ${response.status}${hint}: ${body}`);
    }
    const page = (await response.json()) as Lead[];
    leads.push(...page);
    if (page.length < PAGE_SIZE) return leads;
  }
}

async function readDirectly(config: ServerConfig): Promise<{ leads: Lead[]; source: string }> {
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "pglite"))) {
    throw new Error(
      `No database in ${config.dataDir} yet. Start the server once (npm start), or set DATA_DIR.`,
    );
  }
  const db = await openDatabase(config, "npm run leads");
  try {
    const columns = LEAD_COLUMNS.map((column) => `"${column}"`).join(", ");
    // PostgreSQL renders the JSON, so values look exactly as the REST API shows them.
    const sql = `select coalesce(json_agg(t), '[]')::text as body from (select ${columns} from public.contact_submissions order by created_at desc, id desc) t`;
    const result = await db.transaction("service_role", (tx) => tx.query<{ body: string }>(sql));
    return { leads: JSON.parse(result.rows[0]?.body ?? "[]") as Lead[], source: db.description };
  } catch (error) {
    if (isPgError(error) && error.code === "42P01") {
      throw new Error(
        "The database has no contact_submissions table yet. Start the server once (npm start) to create it.",
        { cause: error },
      );
    }
    throw error;
  } finally {
    await db.close();
  }
}

export async function leadsCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const format = parseArgs(args);
    if (format === "help") {
      console.info(USAGE);
      return 0;
    }
    const config = loadConfig(env);
    const origin = await runningServer(config);
    let leads: Lead[];
    let source: string;
    if (origin) {
      leads = await readThroughServer(origin, config.serviceRoleKey);
      source = `the running server at ${origin}`;
    } else {
      ({ leads, source } = await readDirectly(config));
    }
    writeExport(formatLeads(leads, format));
    console.error(`${leads.length} lead${leads.length === 1 ? "" : "s"} read from ${source}.`);
    return 0;
  } catch (error) {
    // Configuration, lock and "no database yet" problems are all explained by their message.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  process.exitCode = await leadsCommand(process.argv.slice(2));
}
