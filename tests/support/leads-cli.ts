import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { Readable } from "node:stream";
import { leadsCommand } from "#server/cli/leads.ts";

/*
 * `npm run leads` two ways: in this process (fast; most tests) and as its own Node process (exit
 * status, real standard input), both with only the environment a test gives, so neither a
 * developer's DATABASE_URL nor their .env leaks in.
 */

export interface LeadsResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const BASE_ENV = { DATABASE_URL: "", HOST: "127.0.0.1" };
const LEADS = new URL("../../server/cli/leads.ts", import.meta.url).pathname;

/** Runs the command in this process; `stdin` is what the operator types. */
export async function runLeads(
  args: string[],
  env: Record<string, string>,
  stdin = "",
): Promise<LeadsResult> {
  let stdout = "";
  let stderr = "";
  const code = await leadsCommand(args, {
    env: { ...BASE_ENV, ...env },
    stdin: Readable.from(stdin === "" ? [] : [stdin]),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** Runs `node server/cli/leads.ts` as a child process, writing `stdin` to it and then closing it. */
export function spawnLeads(args: string[], env: Record<string, string>, stdin = ""): Promise<LeadsResult> {
  const child = spawn(process.execPath, [LEADS, ...args], {
    env: { PATH: process.env.PATH, ...BASE_ENV, ...env },
    // Outside the checkout, so a developer's .env is not loaded.
    cwd: tmpdir(),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (data: Buffer) => (stdout += data.toString()));
  child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}
