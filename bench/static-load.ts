import autocannon from "autocannon";
import { startNginx } from "../scripts/nginx-local.ts";
import { TARGETS } from "./config.ts";
import { load, progress } from "./report.ts";

/** GET / from our server and from nginx serving the same files, with the same client. */
export interface StaticReport {
  ours: { requestsPerSec: number; p99Ms: number; non2xx: number };
  nginx: { requestsPerSec: number; p99Ms: number; non2xx: number };
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
}

async function leg(url: string): Promise<Leg> {
  const { connections, legSeconds } = TARGETS.static;
  const result = await autocannon({
    url: `${url}/`,
    connections,
    duration: legSeconds,
    headers: { "Accept-Encoding": "gzip" },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Four legs in the order ours, nginx, nginx, ours, so a change in the machine's load during the
 * run weighs on both alike; each side's rate is its requests over its seconds.
 */
export async function benchStatic(oursUrl: string, siteDir: string): Promise<StaticReport> {
  const nginx = await startNginx(siteDir);
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
      legs[side].push(await leg(side === "ours" ? oursUrl : nginx.url));
    }
    const total = (side: Leg[]) => ({
      requestsPerSec: Math.round(
        side.reduce((sum, l) => sum + l.requests, 0) / side.reduce((sum, l) => sum + l.seconds, 0),
      ),
      p99Ms: Math.max(...side.map((l) => l.p99)),
      non2xx: side.reduce((sum, l) => sum + l.non2xx, 0),
    });
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
