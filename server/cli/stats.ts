import { chmodSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildReport,
  queryReport,
  REPORT_FUNCTION,
  reportArgs,
  type ReportAggregates,
  type ReportArgs,
} from "#server/analytics/stats.ts";
import { toStatsHtml, toStatsTable } from "#server/analytics/stats-format.ts";
import { loadConfig, loadDotEnv, type ServerConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/open.ts";
import { isPgError } from "#server/db/types.ts";
import {
  parseOptions,
  processIo,
  requireDatabase,
  runCommand,
  UsageError,
  type CommandIo,
} from "./command.ts";
import { directOrThroughServer, serverUrl, type ServiceClient } from "./service-client.ts";

/*
 * `npm run stats`: what the page's own measurement saw (decision 027) over the last days. Like
 * `npm run leads` it reads the database itself (DATA_DIR under its lock, or DATABASE_URL), or a
 * running server named with --url through its REST API with the service key. Either way the
 * database aggregates (public.analytics_report): memory stays flat however many events there are.
 */

export const USAGE = `Usage: npm run -s stats -- [options]

Visitors, page views, conversion to lead, clicks on each call to action and the p75 of each
Web Vital, for all locales and per locale.
  --days <n>             the last n days, today included (default 30, at most 366)
  --json                 the same as JSON
  --html <file>          a self-contained page with charts, written to <file>
  --url <origin>         read through the running server at <origin> (e.g. http://127.0.0.1:4321)
                         with SUPABASE_SERVICE_ROLE_KEY (a running npm start of this checkout
                         on a loopback address is found without it)
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

/** The database's aggregates for a report, and where they came from. */
export interface StatsSource {
  aggregates: ReportAggregates;
  description: string;
}

/**
 * Through a running server: the report function as PostgREST RPC with the service key, one
 * request whatever the number of events.
 */
export async function readThroughServer(server: ServiceClient, args: ReportArgs): Promise<StatsSource> {
  return {
    aggregates: await server.call<ReportAggregates>(`rpc/${REPORT_FUNCTION}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(args),
    }),
    description: server.description,
  };
}

/** From the database itself, as the service role. */
export async function readDirectly(config: ServerConfig, args: ReportArgs): Promise<StatsSource> {
  requireDatabase(config);
  // A small cache: on PGlite the database runs in this process, and one scan needs none.
  const db = await openDatabase(config, "npm run stats", { sharedBuffers: "8MB" });
  try {
    return {
      aggregates: await db.transaction("service_role", (tx) => queryReport(tx, args)),
      description: db.description,
    };
  } catch (error) {
    // 42P01: no table yet; 42883: a database from before the report function's migration.
    if (isPgError(error) && (error.code === "42P01" || error.code === "42883")) {
      throw new Error(
        "The database has no analytics tables (or an older version of them) yet. Start the server once (npm start) to migrate it.",
        { cause: error },
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
  const args = reportArgs(request.days, io.now);
  const source = await directOrThroughServer(request.url, config, io, "stats", {
    direct: () => readDirectly(config, args),
    through: (server) => readThroughServer(server, args),
  });
  const built = buildReport(source.aggregates, request.days, io.now);
  if (request.format === "json") io.stdout(`${JSON.stringify(built, null, 2)}\n`);
  else if (request.format === "table") io.stdout(toStatsTable(built, source.description));
  else {
    const file = request.html ?? "report.html";
    // Private like the leads' exports: the figures are the clinic's business (L-6). The mode
    // applies to a new file; chmod covers one that was there before.
    writeFileSync(file, toStatsHtml(built, source.description), { mode: 0o600 });
    chmodSync(file, 0o600);
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
