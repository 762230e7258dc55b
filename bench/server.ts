import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { FLOOR_FILE, FLOOR_HTML } from "./config.ts";
import type { ProbeSnapshot } from "./server-probe.ts";

/** The benched copy of dist/ plus the floor page, so nothing is ever added to the real build. */
export function prepareSite(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  // The same precompressed siblings the build writes for every page, so both are served alike.
  writeFileSync(join(to, FLOOR_FILE), FLOOR_HTML);
  writeFileSync(join(to, `${FLOOR_FILE}.br`), brotliCompressSync(FLOOR_HTML));
  writeFileSync(join(to, `${FLOOR_FILE}.gz`), gzipSync(FLOOR_HTML, { level: 9 }));
}

export interface BenchServer {
  origin: string;
  /** The server's process, for its CPU time. */
  pid: number;
  /** What the server process saw since the last call (event loop, GC, CPU). */
  probe(): Promise<ProbeSnapshot>;
  stop(): Promise<void>;
}

/** `server/main.ts` on a fresh PGlite directory, quiet, rate limit and webhook off, with the probe loaded. */
export async function startServer(options: {
  port: number;
  siteDir: string;
  dataDir: string;
}): Promise<BenchServer> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const origin = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", new URL("./server-probe.ts", import.meta.url).pathname, "server/main.ts"],
    {
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        SITE_DIR: options.siteDir,
        DATABASE_URL: "",
        RATE_LIMIT_PER_MINUTE: "0",
        LOG_LEVEL: "silent",
        LEAD_WEBHOOK_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A fresh data directory takes a few seconds to initialise.
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 600 || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error("The server did not start within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid as number,
    probe: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type?: string; snapshot?: ProbeSnapshot }) => {
          if (message?.type !== "bench:probe" || !message.snapshot) return;
          child.off("message", onMessage);
          resolve(message.snapshot);
        };
        child.on("message", onMessage);
        child.send("bench:probe");
      }),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
