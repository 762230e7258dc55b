import autocannon from "autocannon";
import { createHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { TARGETS } from "./config.ts";
import { load, progress } from "./report.ts";
import type { BenchServer } from "./server.ts";
import type { ProbeSnapshot } from "./server-probe.ts";

/** One fixed-size run of POST /rest/v1/contact_submissions. */
export interface InsertPhase {
  requests: number;
  /** autocannon overallRate, or null for as fast as the server answers. */
  pacedAt: number | null;
  seconds: number;
  /** Completed requests divided by the phase's wall time. */
  ratePerSec: number;
  /**
   * autocannon's own percentiles. With overallRate it corrects for coordinated omission assuming
   * one request per millisecond, so one slow answer adds a sample for every millisecond it took.
   */
  latencyMs: { p50: number; p99: number; max: number };
  /** Every answer's own time, uncorrected, from the same run. */
  rawLatencyMs: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  /** Inside the server during the phase. */
  server: ProbeSnapshot;
  /**
   * The bench's own event-loop delay (autocannon runs in it): a stall here is the client's, and
   * shows up in the latencies although the server answered in time.
   */
  clientLoopDelayMs: { p99: number; max: number };
  load: string;
}

export interface InsertReport {
  warmup: InsertPhase;
  paced: InsertPhase;
  max: InsertPhase;
  acknowledged: number;
  rowsStored: number;
  /** 2xx answers whose row is missing or stored more than once. */
  acknowledgedNotStoredOnce: number;
  /** Stored rows no 2xx answered for (a request that failed after its commit). */
  storedWithoutAnswer: number;
  exactlyOnce: boolean;
}

const HEADERS = {
  apikey: LOCAL_ANON_KEY,
  Authorization: `Bearer ${LOCAL_ANON_KEY}`,
  "Content-Type": "application/json",
  Prefer: "return=minimal",
};

/**
 * Each request carries its own address, so every 2xx can be matched to exactly one stored row. Runs
 * have a fixed number of requests: autocannon returns only after the last answer, so nothing is in
 * flight when the rows are counted.
 */
export async function benchInserts(server: BenchServer): Promise<InsertReport> {
  const { connections } = TARGETS.inserts;
  let sent = 0;
  const acknowledged = new Set<string>();

  async function phase(label: string, requests: number, pacedAt: number | null): Promise<InsertPhase> {
    progress(
      `Inserts: ${label}, ${requests} requests${pacedAt ? ` at ${pacedAt}/s` : ", unpaced"}  (load ${load()})`,
    );
    await server.probe(); // starts the server's counters from zero
    const raw = createHistogram();
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const started = performance.now();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.origin}/rest/v1/contact_submissions`,
          connections,
          amount: requests,
          ...(pacedAt ? { overallRate: pacedAt } : {}),
          requests: [
            {
              method: "POST",
              headers: HEADERS,
              setupRequest: (request, context) => {
                const email = `bench-${++sent}@example.com`;
                (context as { email?: string }).email = email;
                const row = {
                  name: "Bench Mark",
                  email,
                  phone: "+1 555 0100",
                  clinic_name: "Bench Clinic",
                  message: null,
                };
                return { ...request, body: JSON.stringify(row) };
              },
              onResponse: (status, _body, context) => {
                if (status >= 200 && status < 300)
                  acknowledged.add(String((context as { email?: string }).email));
              },
            },
          ],
        },
        (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
      );
      // Every answer's own time. (The .d.ts omits the client autocannon passes first: take the last argument.)
      instance.on("response", (...args: unknown[]) => {
        raw.record(Math.max(1, Math.round(Number(args.at(-1)) * 1000)));
      });
    });
    const seconds = (performance.now() - started) / 1000;
    clientLoop.disable();
    const serverSnapshot = await server.probe();
    const us = (value: number) => Math.round(value / 100) / 10;
    return {
      requests,
      pacedAt,
      seconds: Math.round(seconds * 10) / 10,
      ratePerSec: Math.round(result.requests.total / seconds),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      rawLatencyMs: { p50: us(raw.percentile(50)), p99: us(raw.percentile(99)), max: us(raw.max) },
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      server: serverSnapshot,
      clientLoopDelayMs: { p99: us(clientLoop.percentile(99) / 1000), max: us(clientLoop.max / 1000) },
      load: load(),
    };
  }

  const { pacedRate, warmupRequests, pacedRequests, maxRequests } = TARGETS.inserts;
  const warmup = await phase("warm-up", warmupRequests, pacedRate);
  const paced = await phase("paced", pacedRequests, pacedRate);
  const max = await phase("maximum rate", maxRequests, null);

  progress("Inserts: counting the stored rows");
  const stored = await storedEmails(server.origin);
  const acknowledgedNotStoredOnce = [...acknowledged].filter((email) => stored.get(email) !== 1).length;
  const storedWithoutAnswer = [...stored.keys()].filter((email) => !acknowledged.has(email)).length;
  const duplicated = [...stored.values()].some((count) => count > 1);
  return {
    warmup,
    paced,
    max,
    acknowledged: acknowledged.size,
    rowsStored: [...stored.values()].reduce((a, b) => a + b, 0),
    acknowledgedNotStoredOnce,
    storedWithoutAnswer,
    exactlyOnce: acknowledgedNotStoredOnce === 0 && !duplicated,
  };
}

/** Every stored e-mail address and how often it occurs, read page by page with the service key. */
async function storedEmails(origin: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const pageSize = 10_000;
  for (let offset = 0; ; offset += pageSize) {
    const response = await fetch(
      `${origin}/rest/v1/contact_submissions?select=email&order=id.asc&limit=${pageSize}&offset=${offset}`,
      { headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
    );
    if (!response.ok) throw new Error(`Reading the stored rows failed: HTTP ${response.status}`);
    const rows = (await response.json()) as { email: string }[];
    for (const { email } of rows) counts.set(email, (counts.get(email) ?? 0) + 1);
    if (rows.length < pageSize) return counts;
  }
}
