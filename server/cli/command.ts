import { closeSync, fchmodSync, openSync, writeFileSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { ServerConfig } from "../config.ts";
import { liveServerUrl, type LockError } from "../db/lock.ts";

/*
 * The common frame of the operator commands (`npm run leads`, `npm run stats`): a strict parse
 * whose UsageError prints the message and the usage and exits 2, --help on stdout, and any other
 * failure explained by its message on stderr with exit 1.
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

// 0.0.0.0 and [::] as a destination mean this machine too (what `npm start` prints with HOST=0.0.0.0).
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|0\.0\.0\.0|\[::\])$/;

/**
 * The server to trust with the service key (`--url`). Plain http only to this machine: anywhere
 * else the key would cross the network readable by anyone on the path.
 */
export function serverUrl(value: string | undefined): URL | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url takes the server's address, like http://127.0.0.1:4321; got "${value}".`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.test(url.hostname))) {
    throw new UsageError(
      `--url must be https://, or http:// on this machine (127.0.0.1, localhost, [::1]): the service key is sent to it.`,
    );
  }
  return new URL(url.origin);
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

/**
 * fetch for requests carrying the service key: a redirect is an error, never followed, since the
 * key travels in `apikey`, a header fetch would send on to any origin (even over plain http).
 * fetch's own failure message is only "fetch failed"; the reason is in the thrown message here.
 */
export async function serviceFetch(origin: string, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "error" });
  } catch (error) {
    const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    const redirected = /redirect/i.test(reason);
    throw new Error(
      redirected
        ? `The server at ${origin} answered with a redirect; the service key is not sent on. Name the server's final address with --url.`
        : `Cannot reach the server at ${origin}: ${reason}`,
      { cause: error },
    );
  }
}

/**
 * Where a command goes when DATA_DIR is held by another process: through that process when it is
 * a live server of this checkout on a loopback address (said on stderr, so the operator knows the
 * service key went there), otherwise nowhere: the lock's error, with the --url command to type.
 */
export function serverHoldingDataDir(
  error: LockError,
  config: Pick<ServerConfig, "dataDir" | "host" | "port">,
  io: CommandIo,
  command: "leads" | "stats",
): URL {
  const live = liveServerUrl(config.dataDir);
  if (live !== undefined) {
    io.stderr(`Reading through the running server at ${live} …\n`);
    return new URL(live);
  }
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
  throw new Error(
    `${error.message}\nIf that is \`npm start\`, go through it: npm run -s ${command} -- --url ${origin} …`,
    { cause: error },
  );
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
