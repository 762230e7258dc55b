import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { EMAIL_PATTERN, trimValue } from "#src/core/contact-schema.ts";
import {
  processIo,
  parseOptions,
  runCommand,
  UsageError,
  writePrivateFile,
  type CommandIo,
} from "./command.ts";
import { loadConfig, loadDotEnv, type ServerConfig } from "#server/config.ts";
import { createPrivateDir } from "#server/db/data-dir.ts";
import { terminalSafeJson, toCsv, toTable, type Lead } from "./leads-format.ts";
import { openDirectStore, restStore, type Erasure, type LeadStore } from "./leads-store.ts";
import { directOrThroughServer, serverUrl } from "./service-client.ts";

/*
 * `npm run leads`: the provider's view of the contact submissions, and the operator's tools for
 * a person's rights of access (--export) and erasure (--erase). It opens the database itself
 * (DATA_DIR under its lock, or DATABASE_URL). While `npm start` runs on PGlite the server holds
 * DATA_DIR: the command goes through its REST API with the service key, by itself when the lock
 * names a live server of this checkout on a loopback address (decision 050), else when the
 * operator names the server with --url. The key is never sent to whatever happens to answer on
 * PORT (docs/decisions/020-leads-cli.md). Data goes to stdout or --output (a file only its owner
 * may read), notes to stderr. An erasure leaves a line without personal data in
 * DATA_DIR/erasure-log.jsonl.
 */

export const USAGE = `Usage: npm run -s leads -- [options]

Prints the stored contact submissions, newest first, as an aligned table.
  --json                 as a JSON array
  --csv                  as CSV with a header row (UTF-8 with BOM, for spreadsheets)
  -o, --output <file>    write to <file> instead of standard output

A person's rights (the address matches ignoring case):
  --export <email>       print every stored row for <email> as JSON
  --erase <email>        delete every row for <email> and its webhook notifications;
                         asks first unless --yes
  -y, --yes              erase without asking

Where the leads are read:
  (default)              the database itself: DATABASE_URL if set, otherwise DATA_DIR
                         (default ./data); while npm start of this checkout holds it on
                         this machine, through that server, with SUPABASE_SERVICE_ROLE_KEY
  --url <origin>         through the running server at <origin> (e.g. http://127.0.0.1:4321),
                         with SUPABASE_SERVICE_ROLE_KEY
  -h, --help             show this help

npm prints a banner on standard output: use \`npm run -s leads -- --csv > leads.csv\`
(or --output leads.csv) for a clean file.`;

const OPTIONS = {
  json: { type: "boolean" },
  csv: { type: "boolean" },
  output: { type: "string", short: "o" },
  export: { type: "string" },
  erase: { type: "string" },
  yes: { type: "boolean", short: "y" },
  url: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** What the command was asked to do. */
export type LeadsRequest =
  | { action: "help" }
  | { action: "list"; format: "table" | "json" | "csv"; output: string | undefined; url: URL | undefined }
  | { action: "export"; email: string; output: string | undefined; url: URL | undefined }
  | { action: "erase"; email: string; yes: boolean; url: URL | undefined };

const emailRegex = new RegExp(EMAIL_PATTERN);

function email(value: string, flag: string): string {
  const trimmed = trimValue(value);
  if (!emailRegex.test(trimmed)) {
    throw new UsageError(`${flag} takes an email address; "${value}" is not one. Nothing was changed.`);
  }
  return trimmed;
}

/** Reads the command line strictly: an unknown flag or a stray word is a UsageError. */
export function parseLeadsArgs(args: string[]): LeadsRequest {
  const values = parseOptions(args, OPTIONS);
  if (values.help) return { action: "help" };
  const url = serverUrl(values.url);
  const actions = [values.export !== undefined && "--export", values.erase !== undefined && "--erase"];
  const chosen = actions.filter(Boolean);
  if (chosen.length > 1) throw new UsageError("Give either --export or --erase, not both.");
  if (values.json && values.csv) throw new UsageError("Give either --json or --csv, not both.");
  if (values.erase !== undefined) {
    const extra = (["json", "csv", "output"] as const).find((name) => values[name] !== undefined);
    if (extra) throw new UsageError(`--${extra} does not go with --erase.`);
    return { action: "erase", email: email(values.erase, "--erase"), yes: values.yes === true, url };
  }
  if (values.yes) throw new UsageError("--yes goes only with --erase.");
  if (values.export !== undefined) {
    if (values.csv) throw new UsageError("--export prints JSON; --csv does not go with it.");
    return { action: "export", email: email(values.export, "--export"), output: values.output, url };
  }
  const format = values.json ? "json" : values.csv ? "csv" : "table";
  return { action: "list", format, output: values.output, url };
}

export function formatLeads(leads: Lead[], format: "table" | "json" | "csv"): string {
  if (format === "json") return `${terminalSafeJson(leads)}\n`;
  if (format === "csv") return toCsv(leads);
  return toTable(leads);
}

/** Where the command reads from and writes to; tests pass their own. */
export interface LeadsIo extends CommandIo {
  /** Answers to the erase question; when it ends without one, the answer is no. */
  stdin: NodeJS.ReadableStream;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

async function confirm(io: LeadsIo, question: string): Promise<boolean> {
  const lines = createInterface({ input: io.stdin, terminal: false });
  io.stderr(question);
  try {
    for await (const line of lines) return /^\s*y(es)?\s*$/i.test(line);
    return false;
  } finally {
    lines.close();
  }
}

const openStore = (
  request: Exclude<LeadsRequest, { action: "help" }>,
  config: ServerConfig,
  io: CommandIo,
): Promise<LeadStore> =>
  directOrThroughServer(request.url, config, io, "leads", {
    direct: () => openDirectStore(config),
    through: async (server) => restStore(server),
  });

/** The erasure record: one JSON line per erasure, in DATA_DIR (private, like the database). */
export const ERASURE_LOG = "erasure-log.jsonl";

/**
 * Records that an erasure happened (GDPR Art. 5(2): the controller must be able to show it):
 * when, how many rows and where, never whose. Returns the file's path.
 */
function recordErasure(dataDir: string, erased: Erasure, store: string): string {
  createPrivateDir(dataDir);
  const path = join(dataDir, ERASURE_LOG);
  const entry = {
    erased_at: new Date().toISOString(),
    leads: erased.leads,
    webhook_notifications: erased.notifications ?? null,
    store,
  };
  appendFileSync(path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  return path;
}

/** What the database cannot erase: told after every erasure, so the operator erases it there. */
const COPIES_ELSEWHERE =
  "Copies outside this database are not erased: deliveries already made to the webhook receiver\n" +
  "(LEAD_WEBHOOK_URL), lead e-mails in the team's mailbox (LEAD_ALERT_TO) and any auto-reply in\n" +
  "the mail server's sent folder, server logs, and backups. Erase them there too.\n";

async function run(request: Exclude<LeadsRequest, { action: "help" }>, io: LeadsIo): Promise<number> {
  const config = loadConfig(io.env);
  const store: LeadStore = await openStore(request, config, io);
  const deliver = (text: string, output: string | undefined) => {
    if (output === undefined) io.stdout(text);
    else writePrivateFile(output, text);
  };
  try {
    if (request.action === "list") {
      const leads = await store.list();
      deliver(formatLeads(leads, request.format), request.output);
      io.stderr(`${plural(leads.length, "lead")} read from ${store.description}.\n`);
      return 0;
    }
    if (request.action === "export") {
      const rows = await store.find(request.email);
      deliver(`${terminalSafeJson(rows)}\n`, request.output);
      io.stderr(`${plural(rows.length, "row")} for ${request.email} read from ${store.description}.\n`);
      return 0;
    }
    const found = (await store.find(request.email)).length;
    if (found === 0) {
      io.stderr(`No leads for ${request.email} in ${store.description}; nothing to erase.\n`);
      return 0;
    }
    const question =
      `Erase ${plural(found, "lead")} for ${request.email} from ${store.description}, ` +
      "with their webhook notifications? This cannot be undone. [y/N] ";
    if (!request.yes && !(await confirm(io, question))) {
      io.stderr("Not erased (answer y to confirm, or pass --yes).\n");
      return 1;
    }
    const erased = await store.erase(request.email);
    const notifications =
      erased.notifications === undefined
        ? ""
        : ` and ${plural(erased.notifications, "webhook notification")}`;
    io.stderr(`Erased ${plural(erased.leads, "lead")}${notifications} for ${request.email}.\n`);
    const record = recordErasure(config.dataDir, erased, store.description);
    io.stderr(`Recorded in ${record} (when and how many; not whose).\n${COPIES_ELSEWHERE}`);
    return 0;
  } finally {
    await store.close();
  }
}

/** Runs `npm run leads` with `args`; resolves to the exit status. */
export function leadsCommand(args: string[], io: Partial<LeadsIo> = {}): Promise<number> {
  const full: LeadsIo = { ...processIo(), stdin: process.stdin, ...io };
  return runCommand(args, full, USAGE, parseLeadsArgs, (request) => run(request, full));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  process.exitCode = await leadsCommand(process.argv.slice(2));
}
