import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EVENT_TABLE } from "../src/lib/analytics-events.ts";
import { buildReport, type EventRow } from "./analytics/stats.ts";
import { toStatsHtml, toStatsTable } from "./analytics/stats-format.ts";
import { loadConfig, loadDotEnv, type ServerConfig } from "./config.ts";
import { LockError } from "./db/lock.ts";
import { openDatabase } from "./db/open.ts";
import { isPgError } from "./db/types.ts";
import {
  parseOptions,
  processIo,
  runCommand,
  serverHoldingDataDir,
  serverUrl,
  UsageError,
  type CommandIo,
} from "./cli.ts";

/*
 * `npm run stats`: what the page's own measurement saw (decision 027) over the last days. Like
 * `npm run leads` it reads the database itself (DATA_DIR under its lock, or DATABASE_URL), or a
 * running server named with --url through its REST API with the service key.
 */

export const USAGE = `Usage: npm run -s stats -- [options]

Visitors, page views, conversion to lead, clicks on each call to action and the p75 of each
Web Vital, for all locales and per locale.
  --days <n>             the last n days, today included (default 30, at most 366)
  --json                 the same as JSON
  --html <file>          a self-contained page with charts, written to <file>
  --url <origin>         read through the running server at <origin> (e.g. http://127.0.0.1:4321)
                         with SUPABASE_SERVICE_ROLE_KEY; needed while npm start runs on PGlite
  -h, --help             show this help`;

const OPTIONS = {
  days: { type: "string" },
  json: { type: "boolean" },
  html: { type: "string" },
  url: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** What the command was asked to do. */
export type StatsRequest =
  | { action: "help" }
  | {
      action: "report";
      days: number;
      format: "table" | "json" | "html";
      html: string | undefined;
      url: URL | undefined;
    };

/** Reads the command line strictly: an unknown flag or a bad number is a UsageError. */
export function parseStatsArgs(args: string[]): StatsRequest {
  const values = parseOptions(args, OPTIONS);
  if (values.help) return { action: "help" };
  const days = values.days === undefined ? 30 : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 366) {
    throw new UsageError(`--days takes a whole number from 1 to 366; got "${values.days}".`);
  }
  if (values.json && values.html !== undefined)
    throw new UsageError("Give either --json or --html, not both.");
  const format = values.json ? "json" : values.html !== undefined ? "html" : "table";
  return { action: "report", days, format, html: values.html, url: serverUrl(values.url) };
}

/** The rows behind a report: the period's events and the UTC days its stored leads were created. */
export interface StatsRows {
  events: EventRow[];
  leadDays: string[];
  description: string;
}

const EVENT_FIELDS = "created_at,name,locale,target,metric,value,visitor_hash";
const PAGE_SIZE = 1000;
const day = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);

/** Through a running server's REST API, a page of 1000 rows at a time (Supabase's default cap). */
export async function readThroughServer(
  origin: string,
  serviceKey: string,
  since: string,
): Promise<StatsRows> {
  async function all<T>(table: string, select: string): Promise<T[]> {
    const rows: T[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const query = new URLSearchParams({
        select,
        created_at: `gte.${since}`,
        order: "id",
        limit: String(PAGE_SIZE),
        offset: String(offset),
      });
      const response = await fetch(`${origin}/rest/v1/${table}?${query}`, {
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
      }).catch((error: Error) => {
        // fetch's own message is only "fetch failed"; the reason (refused, bad port…) is its cause.
        const reason = (error.cause as Error | undefined)?.message ?? error.message;
        throw new Error(`Cannot reach the server at ${origin}: ${reason}`, { cause: error });
      });
      if (!response.ok) {
        const hint =
          response.status === 401 ? " (is SUPABASE_SERVICE_ROLE_KEY the same as the server's?)" : "";
        throw new Error(
          `The server at ${origin} answered ${response.status}${hint}: ${await response.text()}`,
        );
      }
      const page = (await response.json()) as T[];
      rows.push(...page);
      if (page.length < PAGE_SIZE) return rows;
    }
  }
  const events = await all<EventRow & { created_at: string }>(EVENT_TABLE, EVENT_FIELDS);
  const leads = await all<{ created_at: string }>("contact_submissions", "created_at");
  return {
    events: events.map(({ created_at, ...event }) => ({ ...event, day: day(created_at) })),
    leadDays: leads.map((lead) => day(lead.created_at)),
    description: `the running server at ${origin}`,
  };
}

/** From the database itself, as the service role. */
export async function readDirectly(config: ServerConfig, since: string): Promise<StatsRows> {
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "pglite"))) {
    throw new Error(
      `No database in ${config.dataDir} yet. Start the server once (npm start), or set DATA_DIR.`,
    );
  }
  const db = await openDatabase(config, "npm run stats");
  try {
    return await db.transaction("service_role", async (tx) => {
      const events = await tx.query<EventRow>(
        `select to_char(created_at at time zone 'utc', 'YYYY-MM-DD') as day, name, locale, target, metric, value, visitor_hash
           from public.${EVENT_TABLE} where created_at >= $1 order by id`,
        [since],
      );
      const leads = await tx.query<{ day: string }>(
        "select to_char(created_at at time zone 'utc', 'YYYY-MM-DD') as day from public.contact_submissions where created_at >= $1",
        [since],
      );
      return {
        events: events.rows.map((row) => ({ ...row, value: row.value === null ? null : Number(row.value) })),
        leadDays: leads.rows.map((row) => row.day),
        description: db.description,
      };
    });
  } catch (error) {
    if (isPgError(error) && error.code === "42P01") {
      throw new Error(
        "The database has no analytics tables yet. Start the server once (npm start) to create them.",
        {
          cause: error,
        },
      );
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** Where the command reads from and writes to; tests pass their own. */
export interface StatsIo extends CommandIo {
  now: Date;
}

async function report(request: Extract<StatsRequest, { action: "report" }>, io: StatsIo): Promise<number> {
  const config = loadConfig(io.env);
  const { now } = io;
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (request.days - 1) * 86_400_000,
  ).toISOString();
  let rows: StatsRows;
  try {
    rows = request.url
      ? await readThroughServer(request.url.origin, config.serviceRoleKey, since)
      : await readDirectly(config, since);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    const live = serverHoldingDataDir(error, config, io, "stats");
    rows = await readThroughServer(live.origin, config.serviceRoleKey, since);
  }
  const built = buildReport(rows.events, rows.leadDays, request.days, now);
  if (request.format === "json") io.stdout(`${JSON.stringify(built, null, 2)}\n`);
  else if (request.format === "table") io.stdout(toStatsTable(built, rows.description));
  else {
    const file = request.html ?? "report.html";
    writeFileSync(file, toStatsHtml(built, rows.description));
    io.stderr(`Wrote ${file}: open it in a browser (it needs no network).\n`);
  }
  return 0;
}

/** Runs `npm run stats` with `args`; resolves to the exit status. */
export function statsCommand(args: string[], io: Partial<StatsIo> = {}): Promise<number> {
  const full: StatsIo = { ...processIo(), now: new Date(), ...io };
  return runCommand(args, full, USAGE, parseStatsArgs, (request) => report(request, full));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  process.exitCode = await statsCommand(process.argv.slice(2));
}
