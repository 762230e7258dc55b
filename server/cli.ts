import { UsageError, USAGE_ERROR } from "./leads.ts";

/*
 * The common frame of the operator commands (`npm run stats`; `npm run leads` has the same
 * shape): a strict parse whose UsageError prints the message and the usage and exits 2, --help
 * on stdout, and any other failure explained by its message on stderr with exit 1.
 */

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
