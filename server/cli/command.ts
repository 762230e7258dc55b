import { closeSync, existsSync, fchmodSync, openSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { ServerConfig } from "#server/config.ts";

/*
 * The common frame of the operator commands (`npm run leads`, `npm run stats`): a strict parse
 * whose UsageError prints the message and the usage and exits 2, --help on stdout, and any other
 * failure explained by its message on stderr with exit 1. How they reach a running server is
 * service-client.ts.
 */

/** Exit status for a command line that cannot be run as given (like most Unix tools). */
export const USAGE_ERROR = 2;

/** A command line that cannot be run; the message says why, and the usage follows it. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** node:util's strict parse; its messages name the offending argument ("Unknown option '--xml'"). */
export function parseOptions<O extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Where a command writes; tests pass their own. */
export interface CommandIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The process's environment and streams. */
export const processIo = (): CommandIo => ({
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});

/** Parses `args` and runs the request; resolves to the exit status. */
export async function runCommand<R extends { action: string }>(
  args: string[],
  io: CommandIo,
  usage: string,
  parse: (args: string[]) => R,
  run: (request: Exclude<R, { action: "help" }>) => Promise<number>,
): Promise<number> {
  let request: R;
  try {
    request = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n\n${usage}\n`);
    return USAGE_ERROR;
  }
  if (request.action === "help") {
    io.stdout(`${usage}\n`);
    return 0;
  }
  try {
    return await run(request as Exclude<R, { action: "help" }>);
  } catch (error) {
    // Configuration, lock, connection and "no database yet" problems are explained by their message.
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** Before a command opens the database itself: a clear word when there is none yet. */
export function requireDatabase(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): void {
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "pglite"))) {
    throw new Error(
      `No database in ${config.dataDir} yet. Start the server once (npm start), or set DATA_DIR.`,
    );
  }
}

/**
 * Writes an export file readable by its owner only (0600), also when it already existed with
 * wider rights: it holds personal data.
 */
export function writePrivateFile(path: string, text: string): void {
  const fd = openSync(path, "w", 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
