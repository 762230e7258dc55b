import { spawn, type ChildProcess } from "node:child_process";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";

/*
 * `node server/main.ts` as a child process, the way `npm start` runs it after the build: PORT=0,
 * with the real port read from its "Listening on" line. Every child is tracked so a test's
 * afterAll can stop the ones it started (by their own handle, never by name).
 */

const MAIN = new URL("../../server/main.ts", import.meta.url).pathname;

/** How long a start may take before the test gives up (PGlite recovery after a crash included). */
const START_DEADLINE_MS = 30_000;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  pid: number;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<ChildProcess>();

/** Starts a server on `dataDir` and resolves once it listens (rejects if it exits first). */
export function startServer(options: {
  dataDir: string;
  siteDir: string;
  /** Working directory, so no developer's `.env` leaks in. */
  cwd: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      SITE_DIR: options.siteDir,
      DATABASE_URL: "",
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "silent",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let output = "";
  child.stdout?.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr?.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );

  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      reject(new Error(`The server did not start within ${START_DEADLINE_MS} ms:\n${output}`));
    }, START_DEADLINE_MS);
    const onData = () => {
      const url = /Listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url || child.pid === undefined) return;
      clearTimeout(deadline);
      child.stdout?.off("data", onData);
      resolve({ child, url, pid: child.pid, output: () => output, exited });
    };
    child.stdout?.on("data", onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(deadline);
      reject(new Error(`The server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

/** SIGKILLs every server this module started that is still running (for afterAll). */
export async function killStartedServers(): Promise<void> {
  const running = [...started];
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}
