import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { startNginx } from "#scripts/nginx-local.ts";
import { TARGETS } from "./config.ts";
import { load, progress } from "./report.ts";

/** One server's figures over its legs. */
export interface StaticSide {
  requestsPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** The serving process's CPU time (user + system) per request. */
  serverCpuUsPerRequest: number;
  /** How busy the client was: its CPU seconds per second. autocannon is one thread, so 1.0 is its limit. */
  clientCores: number;
}

/** GET / from our server and from nginx serving the same files, with the same client. */
export interface StaticReport {
  ours: StaticSide;
  nginx: StaticSide;
  /** ours / nginx. */
  ratio: number;
  /** Both asked for gzip: nginx's recipe serves the build's .gz files (no brotli module in Debian's base package). */
  encoding: string;
  loads: string[];
}

interface Leg {
  requests: number;
  seconds: number;
  p99: number;
  non2xx: number;
  serverCpuMs: number;
  clientCpuMs: number;
}

/** Clock ticks per second of /proc's CPU times: 100 on every Linux build in use. */
const CLOCK_TICKS = 100;

/** CPU time (user + system) in ms from the text of `/proc/<pid>/stat`. */
export function cpuMsFromStat(stat: string): number {
  // The command name is in parentheses and may itself hold spaces and ")": fields start after the last ") ".
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error("unreadable /proc stat line");
  return ((utime + stime) * 1000) / CLOCK_TICKS;
}

/** A process's CPU time so far, in ms. */
const processCpuMs = (pid: number): number => cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, "utf8"));

/** nginx's one worker: the master's child process. */
function nginxWorker(masterPid: number): number {
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, "utf8").trim().split(/\s+/);
  const worker = Number(children[0]);
  if (!worker) throw new Error("nginx has no worker process");
  return worker;
}

async function leg(url: string, serverPid: number): Promise<Leg> {
  const { connections, legSeconds } = TARGETS.static;
  const server = processCpuMs(serverPid);
  const client = process.cpuUsage();
  const result = await autocannon({
    url: `${url}/`,
    connections,
    duration: legSeconds,
    headers: { "Accept-Encoding": "gzip" },
  });
  const clientCpu = process.cpuUsage(client);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    serverCpuMs: processCpuMs(serverPid) - server,
    clientCpuMs: (clientCpu.user + clientCpu.system) / 1000,
  };
}

/**
 * Four legs in the order ours, nginx, nginx, ours, so a change in the machine's load during the
 * run weighs on both alike; each side's rate is its requests over its seconds. Each side's CPU per
 * request and the client's own CPU are reported too: when the client is saturated, the rates
 * measure the client, and only the CPU figures tell the servers apart.
 */
export async function benchStatic(
  server: { origin: string; pid: number },
  siteDir: string,
): Promise<StaticReport> {
  const nginx = await startNginx(siteDir);
  const oursUrl = server.origin;
  const loads: string[] = [];
  try {
    // One short untimed leg each: connections open, caches and JIT warm.
    await autocannon({ url: `${oursUrl}/`, connections: 10, duration: 1 });
    await autocannon({ url: `${nginx.url}/`, connections: 10, duration: 1 });
    const legs: Record<"ours" | "nginx", Leg[]> = { ours: [], nginx: [] };
    const order = ["ours", "nginx", "nginx", "ours"] as const;
    for (const [index, side] of order.entries()) {
      progress(`Static GET / ${index + 1}/${order.length}: ${side}  (load ${load()})`);
      loads.push(load());
      legs[side].push(
        await (side === "ours" ? leg(oursUrl, server.pid) : leg(nginx.url, nginxWorker(nginx.pid))),
      );
    }
    const total = (side: Leg[]): StaticSide => {
      const sum = (pick: (l: Leg) => number) => side.reduce((acc, l) => acc + pick(l), 0);
      return {
        requestsPerSec: Math.round(sum((l) => l.requests) / sum((l) => l.seconds)),
        p99Ms: Math.max(...side.map((l) => l.p99)),
        non2xx: sum((l) => l.non2xx),
        serverCpuUsPerRequest: Math.round((sum((l) => l.serverCpuMs) * 1000) / sum((l) => l.requests)),
        clientCores: Math.round(sum((l) => l.clientCpuMs) / sum((l) => l.seconds) / 10) / 100,
      };
    };
    const ours = total(legs.ours);
    const theirs = total(legs.nginx);
    return {
      ours,
      nginx: theirs,
      ratio: Math.round((ours.requestsPerSec / theirs.requestsPerSec) * 100) / 100,
      encoding: "gzip",
      loads,
    };
  } finally {
    await nginx.stop();
  }
}
